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

// PDFKit's registerFont uses a parsed fontkit font as it is; its types name only files and bytes.
const parsed = (file: string) => create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`))) as unknown as Buffer;

export const REGULAR_FONT = parsed('DejaVuSansCondensed.ttf');
export const BOLD_FONT = parsed('DejaVuSansCondensed-Bold.ttf');
