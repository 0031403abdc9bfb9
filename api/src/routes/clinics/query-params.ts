/** Parses the text forms of bbox and near; each error names the parameter. */
import { ALL_SERVICES, findCategory, parseDecimal } from '@directpay/contracts';
import { badRequest } from '#src/lib/http-errors';
import type { BBox, LatLng } from '@directpay/contracts';

function numbers(text: string, name: string, count: number): number[] {
  const parts = text.split(',').map((p) => p.trim());
  const values = parts.map(parseDecimal);
  if (parts.length !== count || values.some((v) => !Number.isFinite(v))) {
    throw badRequest(`${name} must be ${count} comma-separated numbers`, `/query/${name}`);
  }
  return values;
}

export function parseBBox(text: string | undefined): BBox | undefined {
  if (text === undefined) return undefined;
  const [minLng, minLat, maxLng, maxLat] = numbers(text, 'bbox', 4);
  if (minLng < -180 || maxLng > 180) throw badRequest('bbox longitudes must be within -180 and 180', '/query/bbox');
  if (minLat < -90 || maxLat > 90) throw badRequest('bbox latitudes must be within -90 and 90', '/query/bbox');
  if (minLng > maxLng || minLat > maxLat) throw badRequest('bbox must be minLng,minLat,maxLng,maxLat with each minimum below its maximum', '/query/bbox');
  return [minLng, minLat, maxLng, maxLat];
}

export function parseNear(text: string | undefined): LatLng | undefined {
  if (text === undefined) return undefined;
  const [lat, lng] = numbers(text, 'near', 2);
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) throw badRequest('near must be lat,lng within -90..90 and -180..180', '/query/near');
  return { lat, lng };
}

export function requireCategory(categoryId: number): void {
  if (!findCategory(categoryId)) throw badRequest(`categoryId ${categoryId} is not a category (see GET /categories)`, '/query/categoryId');
}

/**
 * Which clinics a search or its map is about: a category (and service), or a
 * billing code in every category or in one. A code search lists the services
 * carrying the code, so a service group beside it is refused.
 */
export function requireScope(q: { categoryId?: number; code?: string; service?: string }): void {
  if (q.categoryId !== undefined) requireCategory(q.categoryId);
  else if (q.code === undefined) throw badRequest('categoryId is required without code (see GET /categories)', '/query/categoryId');
  if (q.code !== undefined && q.service !== undefined && q.service !== ALL_SERVICES) {
    throw badRequest(`service must be '${ALL_SERVICES}' or left out with code: a code search shows the services carrying the code`, '/query/service');
  }
}
