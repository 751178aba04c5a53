import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The mails written as .eml files under DATA_DIR/mail, oldest first. */
export const readMailFiles = (dataDir: string) => {
  const dir = path.join(dataDir, 'mail');
  let files: string[] = [];
  try {
    files = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return files.map((f) => readFileSync(path.join(dir, f), 'utf8'));
};

/** Undo quoted-printable soft breaks so links can be read from the raw mail. */
export const decodeMail = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

export const resetTokenFromMail = (raw: string) => decodeMail(raw).match(/\/passwords\/([\w-]+)/)?.[1];
