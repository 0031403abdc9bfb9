/**
 * The embeddable price card on the host's server, at the site's origin that the clinics'
 * snippets name (contracts' price-card.ts):
 * - `/embed/price-card.js` and its `.br`/`.gz` copies from the embed workspace's build, cached
 *   like the host's other unhashed files (a few minutes: the name is fixed in every snippet);
 * - `/embed/clinics/:id/price-card`, the card as a page for the iframe snippet, rendered here
 *   from the API's `GET /clinics/:id/price-card`, with its own strict Content-Security-Policy
 *   that lets any site frame it (embed/src/card-page.ts). A clinic that does not exist, or an id
 *   that is not one, is a 404 with the card's quiet message; an API that does not answer, a 503.
 * Neither sets a cookie.
 */
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { endpointPath, getPriceCard, isClinicId, type PriceCard } from '@directpay/contracts';
import { PRICE_CARD_PAGE_HEADERS, cardLocale, priceCardPage } from '@directpay/embed';

export interface EmbedOptions {
  /** The embed workspace's build (embed/dist). */
  root: string;
  /** The API as this server reaches it. */
  apiUrl: string;
  /** The site's public origin for the profile link (default: the request's). */
  siteUrl?: string;
  cacheControlFor: (file: string) => string;
}

type CardLookup = { status: 200; card: PriceCard } | { status: 404 | 503; card: null };

async function lookUpCard(apiUrl: string, id: string): Promise<CardLookup> {
  if (!isClinicId(id)) return { status: 404, card: null };
  try {
    const response = await fetch(`${apiUrl.replace(/\/$/, '')}${endpointPath(getPriceCard.path, { id })}`, { signal: AbortSignal.timeout(3000) });
    if (response.status === 404 || response.status === 400) return { status: 404, card: null };
    if (!response.ok) return { status: 503, card: null };
    return { status: 200, card: ((await response.json()) as { result: PriceCard }).result };
  } catch {
    return { status: 503, card: null };
  }
}

export async function serveEmbed(app: FastifyInstance, options: EmbedOptions): Promise<void> {
  // Before the embed workspace is built the page still answers; the script is a 404 until then.
  if (existsSync(options.root)) {
    await app.register(fastifyStatic, {
      root: options.root,
      prefix: '/embed/',
      decorateReply: false,
      cacheControl: false,
      etag: true,
      preCompressed: true,
      index: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', options.cacheControlFor(filePath));
        reply.header('vary', 'accept-encoding');
      },
    });
  }
  app.get('/embed/clinics/:id/price-card', async (request: FastifyRequest, reply: FastifyReply) => {
    const { id } = request.params as { id: string };
    const { status, card } = await lookUpCard(options.apiUrl, id);
    const origin = options.siteUrl?.replace(/\/$/, '') ?? `${request.protocol}://${request.headers.host ?? 'localhost'}`;
    // The snippet's language: `?lang=es` (English otherwise).
    const html = priceCardPage(card, origin, undefined, cardLocale((request.query as { lang?: unknown }).lang));
    reply
      .code(status)
      .headers(PRICE_CARD_PAGE_HEADERS)
      // A minute, as the API's answer: an owner who has just confirmed prices soon sees the new date.
      .header('cache-control', status === 200 ? 'public, max-age=60' : 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'gzip').send(gzipSync(html));
    return reply.send(html);
  });
}
