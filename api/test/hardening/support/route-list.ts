import type { RouteOptions } from 'fastify';
import type { HardeningApp } from './app';

export const routeKey = (r: RouteOptions) => `${String(r.method)} ${r.url.replace(/(.)\/$/, '$1')}`;

/** The routes a caller can reach (not the docs, not the CORS preflights), by `METHOD /url`. */
export function reachableRoutes(h: HardeningApp): Map<string, RouteOptions> {
  const routes = new Map<string, RouteOptions>();
  for (const r of h.routes) {
    if (['OPTIONS', 'HEAD'].includes(String(r.method)) || r.url.startsWith('/docs')) continue;
    if (!routes.has(routeKey(r))) routes.set(routeKey(r), r);
  }
  return routes;
}

/** Every route the API has, split by the file that runs its generated requests. */
export const PUBLIC_ROUTES = [
  'GET /health',
  'GET /health/ready',
  'GET /clinics',
  'GET /clinics/markers',
  'GET /clinics/:id',
  'GET /clinics/compare',
  'GET /clinics/price-range',
  'GET /clinics/:id/local-prices',
  'GET /clinics/:id/price-card',
  'GET /categories',
  'GET /images/:id',
  'GET /test/:id',
  'GET /places',
  'GET /sitemap/clinics',
  'GET /open-data/price-files',
  'GET /open-data/clinics/:id/standard-charges.json',
  'GET /open-data/clinics/:id/standard-charges.csv',
  'GET /open-data/clinics/:id/standard-charges-wide.csv',
  'GET /open-data/clinics.csv.gz',
  'GET /open-data/clinics.ndjson.gz',
  'GET /open-data/datapackage.json',
  'GET /open-data/scheduling/$bulk-publish',
  'GET /open-data/scheduling/locations.ndjson',
  'GET /open-data/scheduling/schedules.ndjson',
  'POST /clinics/:clinicId/contact',
  'POST /contact_us',
  'POST /clinics/:clinicId/events',
  'POST /clinics/:clinicId/price-reports',
  'POST /clinics/:clinicId/estimate-requests',
  'GET /estimates/:token',
  'GET /estimates/:token/pdf',
  'POST /clinics/:clinicId/appointment-requests',
  'GET /appointments/:token',
  'POST /appointments/:token/accept',
  'POST /appointments/:token/cancel',
  'GET /appointments/:token/calendar.ics',
  'GET /appointment-links/:token',
  'POST /appointment-links/:token',
];
export const SIGN_IN_ROUTES = [
  'GET /auth/providers',
  'POST /auth/signup',
  'POST /auth/login',
  'POST /auth/dev/token',
  'POST /auth/confirm-email',
  'GET /auth/session',
  'POST /auth/confirmation',
  'POST /auth/password',
  'POST /google_auth',
  'DELETE /auth/sessions',
];
export const ACCOUNT_ROUTES = [
  'GET /account/clinics',
  'POST /account/clinics',
  'PUT /account/clinics/:id',
  'POST /account/clinics/:clinicId/doctors',
  'PUT /account/clinics/:clinicId/doctors/:id',
  'GET /account/metrics',
  'GET /account/appointment-metrics',
  'GET /account/appointment-requests.fhir',
  'POST /account/imports/preview',
  'POST /account/imports',
  'GET /account/imports',
  'PUT /account/imports/:id/visibility',
  'PUT /account/clinics/:id/visibility',
  'DELETE /account/clinics/:clinicId/doctors/:id',
  'DELETE /account/clinics/:id',
  'POST /account/clinics/:clinicId/prices-confirmation',
  'GET /account/clinics/:clinicId/price-reports',
  'POST /account/clinics/:clinicId/price-reports/:id/resolve',
  'GET /account/estimate-requests',
  'GET /account/estimate-requests/:id',
  'POST /account/estimate-requests/:id/estimates',
  'GET /account/estimates/:id/pdf',
  'GET /account/appointment-requests',
  'POST /account/appointment-requests/:id/answer',
];
