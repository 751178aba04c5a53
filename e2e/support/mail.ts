import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { dataDir } from './env.ts';

export type Mail = {
  file: string;
  raw: string;
  text: string;
  to: string;
  subject: string;
  resetLink: string | null;
};

function decodeQuotedPrintable(input: string): string {
  const bytes: number[] = [];
  const joined = input.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes the body of a (single- or multi-part) .eml well enough to read its text and links. */
function decodeBody(raw: string): string {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase();
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .filter((part) => part.trim() && !part.startsWith('--'))
      .map((part) => decodeBody(part.replace(/^\r?\n/, '')))
      .join('\n');
  }
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? '';
}

function mailFiles(): string[] {
  const dir = path.join(dataDir(), 'mail');
  let names: string[];
  try {
    names = readdirSync(dir).filter((n) => n.endsWith('.eml'));
  } catch {
    return [];
  }
  return names
    .map((n) => path.join(dir, n))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs || a.localeCompare(b));
}

/** Parses one .eml file: recipient, subject, decoded text and the password reset link (if any). */
export function readMail(file: string): Mail {
  const raw = readFileSync(file, 'utf8');
  const text = decodeBody(raw);
  const link = /https?:\/\/[^\s"<>]+\/passwords\/[^\s"<>]+/.exec(text)?.[0] ?? null;
  return { file, raw, text, to: header(raw, 'To'), subject: header(raw, 'Subject'), resetLink: link };
}

/** The newest .eml in DATA_DIR/mail, or null. */
export function readLatestMail(): Mail | null {
  const file = mailFiles().at(-1);
  return file ? readMail(file) : null;
}

/** Number of mails so far; pass it to `waitForNewMail` to wait for the next one. */
export function mailCount(): number {
  return mailFiles().length;
}

function newMails(previousCount: number, to?: string): Mail[] {
  return mailFiles()
    .slice(previousCount)
    .map(readMail)
    .filter((m) => !to || m.to.includes(to));
}

/** Waits until a mail newer than `previousCount` exists (optionally to `to`) and returns the newest. */
export async function waitForNewMail(previousCount: number, to?: string): Promise<Mail> {
  await expect
    .poll(() => newMails(previousCount, to).length, {
      message: 'waiting for a new mail in DATA_DIR/mail',
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
  const mail = newMails(previousCount, to).at(-1);
  if (!mail) throw new Error('mail disappeared');
  return mail;
}

/** The bytes of an attachment of a raw .eml (base64 part named `filename`). */
export function attachmentOf(raw: string, filename: string): Buffer {
  const start = raw.indexOf(`filename=${filename}`);
  if (start < 0) throw new Error(`no attachment ${filename}`);
  const bodyStart = raw.slice(start).search(/\r?\n\r?\n/);
  const body = raw.slice(start + bodyStart).replace(/^\s+/, '');
  const end = body.search(/\r?\n--/);
  return Buffer.from((end < 0 ? body : body.slice(0, end)).replace(/\s+/g, ''), 'base64');
}
