/**
 * Text as the PDF prints it: exactly as typed (the embedded font covers the
 * scripts names are written in), except control characters and line or
 * paragraph separators, which print as a space so a field stays on its lines.
 */
const control = (code: number) => code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;

export function pdfText(text: string): string {
  let out = '';
  for (const char of text) out += control(char.codePointAt(0)!) ? ' ' : char;
  return out;
}
