/**
 * The fonts the estimate PDF embeds: DejaVu Sans Condensed (npm `dejavu-fonts-ttf`), which
 * covers Latin with every accent (Vietnamese included), Greek, Cyrillic, Armenian
 * and Georgian, so a patient's name prints as typed; condensed, it
 * sets about as wide as Helvetica did, so the layout holds. PDFKit embeds
 * only the glyphs a document uses (a subset). The files are read once, at start.
 */
import { readFileSync } from 'node:fs';

const ttf = (file: string) => readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`));

export const REGULAR_TTF = ttf('DejaVuSansCondensed.ttf');
export const BOLD_TTF = ttf('DejaVuSansCondensed-Bold.ttf');
