import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Mail {
  headers: Record<string, string>;
  text: string;
}

/** Reads the .eml files of the development outbox (single-part text messages). */
export function readOutbox(dir: string): Mail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parseEml(readFileSync(path.join(dir, f), 'utf8')));
}

function parseEml(original: string): Mail {
  const raw = original.replace(/\r\n/g, '\n');
  const split = raw.indexOf('\n\n');
  const head = raw.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\n')) {
    const i = line.indexOf(':');
    headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
  }
  let body = raw.slice(split + 2);
  const encoding = headers['content-transfer-encoding'] ?? '7bit';
  if (encoding === 'quoted-printable') {
    body = Buffer.from(
      body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    ).toString('utf8');
  } else if (encoding === 'base64') {
    body = Buffer.from(body, 'base64').toString('utf8');
  }
  return { headers, text: body };
}
