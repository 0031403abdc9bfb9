import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** A node of a page's structure tree as pdfjs gives it: an element with its role, or marked content. */
export interface StructNode {
  role?: string;
  type?: string;
  children?: StructNode[];
}

export interface PdfPage {
  width: number;
  height: number;
  structTree: StructNode | null;
  items: { str: string; size: number; eol: boolean }[];
}

export interface PdfContent {
  info: Record<string, unknown>;
  /** The catalog's /MarkInfo (null when absent). */
  markInfo: { Marked: boolean } | null;
  pages: PdfPage[];
  /** Every page's text, items joined as pdfjs lays them out (a line end where it sees one). */
  text: string;
}

/** The text of a PDF as pdfjs-dist reads it (a real PDF reader, run in a child Node process). */
export function readPdf(pdf: Buffer): PdfContent {
  const pdfjs = require.resolve('pdfjs-dist/legacy/build/pdf.mjs');
  const out = execFileSync(process.execPath, [path.join(__dirname, 'read-pdf.mjs'), pdfjs], { input: pdf, maxBuffer: 64 * 1024 * 1024 });
  const parsed = JSON.parse(out.toString('utf8')) as Omit<PdfContent, 'text'>;
  const text = parsed.pages.map((p) => p.items.map((i) => i.str + (i.eol ? '\n' : '')).join('')).join('\n');
  return { ...parsed, text };
}
