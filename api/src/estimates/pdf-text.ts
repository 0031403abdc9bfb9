/**
 * Text as the PDF's built-in fonts can print it. The standard fonts (Helvetica)
 * need no embedding, which keeps a document small and quick to make, but they
 * encode WinAnsi only: other letters lose their accents (Nguyễn → Nguyen) and
 * what is left outside WinAnsi prints as '?'. Control characters print as a
 * space. The patient's page shows every text exactly as it was typed.
 */

/** Unicode code points of WinAnsi's 0x80-0x9F range (the rest of WinAnsi is Latin-1). */
const WIN_ANSI_EXTRA = new Set([
  0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x017d, 0x2018, 0x2019, 0x201c,
  0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x017e, 0x0178,
]);

const printable = (code: number) => (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(code);
const control = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;

export function pdfText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (printable(code)) out += char;
    else if (control(code)) out += ' ';
    else {
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base && [...base].every((c) => printable(c.codePointAt(0)!)) ? base : '?';
    }
  }
  return out;
}
