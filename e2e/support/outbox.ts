/**
 * The mails the API under test has sent: the development mailer writes each
 * one as an .eml file into the run's outbox folder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { outboxDir } from './fixtures';

/** The outbox mails (raw .eml text) that contain every one of `texts`. */
export function mailsWith(texts: string[]): string[] {
  let files: string[] = [];
  try {
    files = readdirSync(outboxDir()).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.map((f) => readFileSync(path.join(outboxDir(), f), 'utf8')).filter((mail) => texts.every((t) => mail.includes(t)));
}
