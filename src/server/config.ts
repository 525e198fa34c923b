import path from 'node:path';
import { DEFAULT_PASSWORD_AES_SECRET } from '../domain/password-cipher.ts';

export interface Config {
  port: number;
  host: string;
  /** Where the embedded database, the files and the mail outbox live. */
  dataDir: string;
  /** A PostgreSQL server instead of the embedded database. */
  databaseUrl: string | undefined;
  /** nodemailer transport URL; without it mail is written to `<dataDir>/outbox`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Displayed brand (DECISIONS 3). */
  brandName: string;
  /** The public store, where a product's page is (an order's product opens it). */
  publicSiteUrl: string;
  /** Fill the demo data on first start. */
  seedDemo: boolean;
  /** Session lifetime in milliseconds. */
  sessionTtlMs: number;
  logLevel: string;
  /** The built single-page app. */
  webDir: string;
  /** DECISIONS 15: the secret of the AES-CBC password encryption (src/domain/password-cipher.ts). */
  passwordAesSecret: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const root = path.resolve(import.meta.dirname, '../..');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? path.join(root, 'data')),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Market <no-responder@market.local>',
    brandName: env.BRAND_NAME ?? 'Market',
    publicSiteUrl: (env.PUBLIC_SITE_URL ?? 'https://www.market.com.ar').replace(/\/+$/, ''),
    seedDemo: env.SEED_DEMO !== 'false',
    sessionTtlMs: Number(env.SESSION_TTL_HOURS ?? 12) * 3600_000,
    logLevel: env.LOG_LEVEL ?? 'info',
    webDir: path.resolve(env.WEB_DIR ?? path.join(root, 'dist')),
    passwordAesSecret: env.PASSWORD_AES_KEY || DEFAULT_PASSWORD_AES_SECRET,
  };
}
