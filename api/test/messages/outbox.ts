import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Attachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mail {
  headers: Record<string, string>;
  text: string;
  /** The files of a multipart message (an estimate's PDF). */
  attachments: Attachment[];
}

/** Reads the .eml files of the development outbox: a text message, or a multipart one with its text part and attachments. */
export function readOutbox(dir: string): Mail[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => parseEml(readFileSync(path.join(dir, f), 'latin1')));
}

/** A header's MIME encoded words (RFC 2047, as nodemailer writes a subject with accents) as the text they carry. */
function decodeWords(value: string): string {
  const word = /=\?[^?]+\?([QqBb])\?([^?]*)\?=/g;
  const bytes = (encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-Fa-f]{2})/g, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
  // Adjacent words are one text (a character may be split between two), the space between them dropped.
  return value.replace(/=\?[^?]+\?[QqBb]\?[^?]*\?=(?:\s*=\?[^?]+\?[QqBb]\?[^?]*\?=)*/g, (run) =>
    Buffer.concat([...run.matchAll(word)].map((m) => bytes(m[1], m[2]))).toString('utf8'),
  );
}

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.indexOf('\n\n');
  const head = raw.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\n')) {
    const i = line.indexOf(':');
    headers[line.slice(0, i).toLowerCase()] = decodeWords(line.slice(i + 1).trim());
  }
  return { headers, body: raw.slice(split + 2) };
}

/** The body's bytes after its transfer encoding. */
function decode(body: string, encoding = '7bit'): Buffer {
  if (encoding === 'quoted-printable') {
    return Buffer.from(body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1');
  }
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64');
  return Buffer.from(body, 'latin1');
}

function parseEml(original: string): Mail {
  const { headers, body } = splitHead(original.replace(/\r\n/g, '\n'));
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  if (!boundary) return { headers, text: decode(body, headers['content-transfer-encoding']).toString('utf8'), attachments: [] };
  let text = '';
  const attachments: Attachment[] = [];
  for (const part of body.split(`--${boundary}`).slice(1)) {
    if (part.startsWith('--')) break;
    const { headers: partHeaders, body: partBody } = splitHead(part.replace(/^\n/, ''));
    const content = decode(partBody.replace(/\n$/, ''), partHeaders['content-transfer-encoding']);
    const filename = /filename="?([^";]+)"?/.exec(partHeaders['content-disposition'] ?? '')?.[1];
    if (filename) attachments.push({ filename, contentType: (partHeaders['content-type'] ?? '').split(';')[0], content });
    else if ((partHeaders['content-type'] ?? 'text/plain').startsWith('text/plain')) text = content.toString('utf8');
  }
  return { headers, text, attachments };
}
