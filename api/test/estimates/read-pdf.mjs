// Reads a PDF from standard input with pdfjs-dist (its legacy build, for Node) and writes, as
// JSON, each page's size, text items with their font size and structure tree (tagged PDF), and
// the catalog's MarkInfo. A script of its own: pdfjs-dist is
// an ES module, which jest's CommonJS runtime cannot load.
import { pathToFileURL } from 'node:url';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdfjs = await import(pathToFileURL(process.argv[2]).href);
const doc = await pdfjs.getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0, isEvalSupported: false }).promise;
const pages = [];
for (let n = 1; n <= doc.numPages; n++) {
  const page = await doc.getPage(n);
  const content = await page.getTextContent();
  pages.push({
    width: page.view[2] - page.view[0],
    height: page.view[3] - page.view[1],
    structTree: await page.getStructTree(),
    items: content.items.filter((i) => 'str' in i).map((i) => ({ str: i.str, size: Math.hypot(i.transform[0], i.transform[1]), eol: i.hasEOL })),
  });
}
process.stdout.write(JSON.stringify({ info: (await doc.getMetadata()).info, markInfo: await doc.getMarkInfo(), pages }));
