/**
 * The fonts the estimate PDF embeds: DejaVu Sans Condensed (npm `dejavu-fonts-ttf`), which
 * covers Latin with every accent (Vietnamese included), Greek, Cyrillic, Armenian
 * and Georgian, so a patient's name prints as typed; condensed, it
 * sets about as wide as Helvetica did, so the layout holds. PDFKit embeds
 * only the glyphs a document uses (a subset). Each file is read and parsed once, at
 * start, and the parsed font (with its layout tables and glyphs) serves every document.
 */
import { readFileSync } from 'node:fs';
import { create } from 'fontkit';

const regular = create(readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf')));
const bold = create(readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf')));

// PDFKit's registerFont uses a parsed fontkit font as it is; its types name only files and bytes.
export const REGULAR_FONT = regular as unknown as Buffer;
export const BOLD_FONT = bold as unknown as Buffer;

/** Whether both faces have a glyph for every character of a text (spaces and controls aside). */
export const fontsCover = (text: string): boolean =>
  [...text].every((char) => {
    const code = char.codePointAt(0)!;
    return code <= 0x20 || (regular.hasGlyphForCodePoint(code) && bold.hasGlyphForCodePoint(code));
  });
