// Mail goes out through nodemailer; with no SMTP configured it is written as .eml files to
// `<dataDir>/outbox` (DECISIONS 13), where a person or a test can open it.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Transporter } from 'nodemailer';

/**
 * nodemailer, loaded with the first mail (issue 37 point 4: the server at rest holds only what it
 * has used; loaded at start it was some 3 MB of heap and 14 MB resident for a mail that may
 * never be sent).
 */
async function transportOf(options: Parameters<typeof import('nodemailer').createTransport>[0]) {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport(options);
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
}): Mailer {
  if (options.smtpUrl) {
    let transport: Promise<Transporter> | undefined;
    return {
      async send(mail) {
        transport ??= transportOf(options.smtpUrl);
        await (await transport).sendMail({ from: options.from, ...mail });
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  let transport: Promise<Transporter> | undefined;
  return {
    async send(mail) {
      transport ??= transportOf({ streamTransport: true, buffer: true });
      const info = await (await transport).sendMail({ from: options.from, ...mail });
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
      await writeFile(path.join(outbox, name), info.message as Buffer);
    },
  };
}
