/**
 * The file part's bytes as UTF-8 text while they stream, for both the CSV and
 * the JSON reader: refused at the first byte that is not UTF-8, at a NUL byte
 * (binary data), as UTF-16, and once the part passes the size limit.
 */
import { IMPORT_ACCEPTED_FORMATS, IMPORT_MAX_BYTES } from '@directpay/contracts';
import { HttpError } from '#src/lib/http-errors';

const MB = 1024 * 1024;
export const FILE = '/body/file';

export const tooLarge = () => new HttpError(413, `The file is larger than ${IMPORT_MAX_BYTES / MB} MB; split it into smaller files.`, FILE);

/** Hands each decoded piece of text to `onText` (awaited: a full parser waits); `cut` says the part passed its limit. */
export async function decodeChunks(file: AsyncIterable<Buffer>, cut: () => boolean, onText: (text: string) => Promise<void> | void): Promise<void> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let lines = 0;
  let first = true;
  for await (const chunk of file) {
    if (cut()) throw tooLarge();
    if (first && chunk.length >= 2 && ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff))) {
      throw new HttpError(400, 'The file is UTF-16 text; save it as CSV UTF-8.', FILE);
    }
    first = false;
    // A NUL byte before any decoding: binary data is refused as such, not as text in another encoding.
    const nul = chunk.indexOf(0);
    if (nul >= 0) throw new HttpError(415, `The file is not text: line ${lines + countLines(chunk.subarray(0, nul).toString('latin1')) + 1} holds a NUL character. ${IMPORT_ACCEPTED_FORMATS}`, FILE);
    let text: string;
    try {
      text = decoder.decode(chunk, { stream: true });
    } catch {
      throw notUtf8(lines, chunk);
    }
    lines += countLines(text);
    await onText(text);
  }
  if (cut()) throw tooLarge();
  try {
    decoder.decode();
  } catch {
    throw notUtf8(lines, Buffer.alloc(0));
  }
}

const countLines = (text: string) => {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
};

/** Names the line of the first byte that is not UTF-8 (a file saved as Windows-1252 or Latin-1). */
function notUtf8(linesBefore: number, chunk: Buffer): HttpError {
  const lenient = new TextDecoder('utf-8').decode(chunk);
  const bad = lenient.indexOf('\uFFFD');
  const line = linesBefore + countLines(bad >= 0 ? lenient.slice(0, bad) : lenient) + 1;
  return new HttpError(400, `The file is not UTF-8 text: line ${line} has a byte that is not UTF-8 (a file saved as Windows-1252 or Latin-1?). ${IMPORT_ACCEPTED_FORMATS}`, FILE);
}
