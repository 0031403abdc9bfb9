/** The one call of `fontkit` (PDFKit's font engine) the API makes; it ships no types. */
declare module 'fontkit' {
  /** A parsed font; PDFKit's registerFont takes it as it is. */
  export interface Font {
    layout(text: string): unknown;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Uint8Array): Font;
}
