/**
 * The mails the API under test has sent: the development mailer writes each
 * one as an .eml file into the run's outbox folder. Tests read them as a mail
 * program shows them: headers unfolded and a quoted-printable body decoded
 * (nodemailer wraps long lines, so a phrase may straddle a soft line break).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { outboxDir } from './fixtures';

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

/** One raw .eml as a reader sees it. */
export function readableMail(raw: string): string {
  const text = raw.replace(/\r\n/g, '\n');
  const split = text.indexOf('\n\n');
  if (split < 0) return text;
  const headers = text.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const body = text.slice(split + 2);
  return `${headers}\n\n${/Content-Transfer-Encoding: quoted-printable/i.test(text) ? decodeQuotedPrintable(body) : body}`;
}

/** Every mail in the outbox, readable, oldest first (the files are named by time). */
export function outboxMails(): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir()).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return files.map((f) => readableMail(readFileSync(path.join(outboxDir(), f), 'latin1')));
}

/** The outbox mails that contain every one of `texts`. */
export function mailsWith(texts: string[]): string[] {
  return outboxMails().filter((mail) => texts.every((t) => mail.includes(t)));
}
