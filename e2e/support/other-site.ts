/**
 * A website of someone else's, on another origin than the site under test: `127.0.0.1` on a
 * test port, where the site is `localhost` on its own ports. A clinic's own pages, for the price
 * card they embed. Each page is HTML the test writes, with the headers it gives.
 */
import { createServer } from 'node:http';

export interface OtherSitePage {
  html: string;
  headers?: Record<string, string>;
}

export interface OtherSite {
  origin: string;
  close(): Promise<void>;
}

export async function serveOtherSite(port: number, pages: Record<string, OtherSitePage>): Promise<OtherSite> {
  const server = createServer((request, response) => {
    const page = pages[new URL(request.url ?? '/', 'http://x').pathname];
    if (!page) {
      response.statusCode = 404;
      return void response.end('Not found');
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...page.headers });
    response.end(page.html);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A plain page of the clinic's site around `body`. */
export function clinicSitePage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head><body>${body}</body></html>`;
}
