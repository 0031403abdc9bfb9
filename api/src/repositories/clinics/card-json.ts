/**
 * A search answer written as JSON from cards serialized once each: a card
 * kept in the card cache is not serialized again for every search that shows
 * it. Cards and the rest of the answer go through serializers
 * compiled from the contracts' schemas, as every route's answer does, so the
 * wire format is the same as Fastify would write.
 */
import { ClinicCard, ClinicSearchResponse } from '@directpay/contracts';
import { compileSerializer } from '#src/lib/validation';

/** A card with its JSON, as UTF-8 bytes: a page is written by copying them, with no string to join or encode. */
export interface ShownCard {
  card: ClinicCard;
  json: Buffer;
}

/** A search answer whose cards are already JSON. */
export type SearchAnswer = Omit<ClinicSearchResponse, 'results'> & { results: ShownCard[] };

const cardJson = compileSerializer(ClinicCard);
const answerJson = compileSerializer(ClinicSearchResponse);
const NO_RESULTS = '"results":[';
const COMMA = Buffer.from(',');

export function shown(card: ClinicCard): ShownCard {
  return { card, json: Buffer.from(cardJson(card)) };
}

/** The answer's JSON: its other fields serialized around an empty list, then the cards put in. */
export function searchAnswerJson({ results, ...rest }: SearchAnswer): Buffer {
  const frame = answerJson({ ...rest, results: [] });
  const at = frame.indexOf(`${NO_RESULTS}]`);
  if (at < 0) throw new Error('search answer without a results list');
  const parts: Buffer[] = [Buffer.from(frame.slice(0, at + NO_RESULTS.length))];
  results.forEach((r, i) => {
    if (i > 0) parts.push(COMMA);
    parts.push(r.json);
  });
  parts.push(Buffer.from(frame.slice(at + NO_RESULTS.length)));
  return Buffer.concat(parts);
}

/** A near-me card: the kept card with its distance (the schema's last field) added to both forms. */
export function withDistance({ card, json }: ShownCard, distanceKm: number): ShownCard {
  if (json[json.length - 1] !== 0x7d) throw new Error('a card is a JSON object');
  return { card: { ...card, distanceKm }, json: Buffer.concat([json.subarray(0, -1), Buffer.from(`,"distanceKm":${JSON.stringify(distanceKm)}}`)]) };
}
