/** The embeddable price card's data: small, public, and the same for every caller. */
import { Type, type Static } from '@sinclair/typebox';
import { IdParams } from './common';
import { defineEndpoint, errorResponses } from './define-endpoint';

const DateTimeOrNull = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

/** A priced service as the card shows it: the owner's words, the price, its billing code and when it was confirmed. */
export const PriceCardService = Type.Object({
  description: Type.String(),
  price: Type.String(),
  /** A CPT, HCPCS or CDT code (billing-codes.ts), with its system; absent when the owner gave none. */
  code: Type.Optional(Type.String()),
  codeSystem: Type.Optional(Type.String()),
  confirmedAt: DateTimeOrNull,
  /** An imported price's file date (price-stamp.ts); absent for a price typed in. */
  priceFileDate: Type.Optional(DateTimeOrNull),
});

/** What a clinic's price card shows, and nothing else: no contact details, images or hours. */
export const PriceCard = Type.Object({
  id: Type.String(),
  name: Type.String(),
  cityTown: Type.String(),
  state: Type.String(),
  /** The priced services and other services, in the profile's order. */
  services: Type.Array(PriceCardService),
  /** The oldest date they stand on (as on the profile); null when one has none. */
  pricesConfirmedAt: DateTimeOrNull,
});
export type PriceCard = Static<typeof PriceCard>;

export const PriceCardResponse = Type.Object({ result: PriceCard });

export const getPriceCard = defineEndpoint({
  method: 'GET',
  path: '/clinics/:id/price-card',
  summary: "A clinic's cash prices for the card it embeds on its own website",
  description: 'Open to every origin and sets no cookie: the card calls it from the clinic\'s site without credentials. Cached for a minute.',
  tags: ['clinics'],
  params: IdParams,
  responses: { 200: PriceCardResponse, ...errorResponses(400, 404, 500) },
});
