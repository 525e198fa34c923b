// The mail outbox of the server under test (DECISIONS 13: without SMTP, mail is written as
// .eml files to DATA_DIR/outbox). Reads the temporary password a reset request sent.
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { vi } from 'vitest';

export async function outboxFiles(dataDir: string): Promise<string[]> {
  try {
    return (await readdir(path.join(dataDir, 'outbox'))).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

export interface Mail {
  to: string;
  body: string;
}

export function parseEml(raw: string): Mail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split);
  const rest = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const body =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(rest)
      : encoding === 'base64'
        ? Buffer.from(rest.replace(/\s+/g, ''), 'base64').toString('utf8')
        : rest;
  return { to: header('To'), body };
}

/** Waits for a mail to `to` among the files not in `seen`, and returns it. */
export async function waitForMail(dataDir: string, to: string, seen: string[]): Promise<Mail> {
  return vi.waitFor(
    async () => {
      for (const file of await outboxFiles(dataDir)) {
        if (seen.includes(file)) continue;
        const mail = parseEml(await readFile(path.join(dataDir, 'outbox', file), 'utf8'));
        if (mail.to.toLowerCase() === to.toLowerCase()) return mail;
      }
      throw new Error(`no mail to ${to} yet`);
    },
    { timeout: 20_000, interval: 200 },
  );
}

export function temporaryPasswordOf(mail: Mail): string {
  const found = /Contraseña temporal:\s*(\S+)/.exec(mail.body)?.[1];
  if (found === undefined) throw new Error(`no temporary password in:\n${mail.body}`);
  return found;
}
