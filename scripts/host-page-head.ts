/**
 * The words of the head the host's server writes, in the page's language: a clinic's title,
 * description, canonical URL, Open Graph (with `og:locale`) and Twitter tags and its
 * MedicalClinic JSON-LD (the contracts' builders, the ones mf-profile uses); the page's
 * `hreflang` alternates; the titles of the pages that answer 404.
 */
import { serverLanguage } from './contract-words';
import { clinicJsonLd, clinicMeta, LOCALES, LOCALE_TAGS, localizedPath, scriptJson, type Clinic, type Locale } from '@directpay/contracts';

export const SITE_NAME = 'DirectPay Clinics';

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Open Graph's name of each language (`og:locale`). */
const OG_LOCALES: Record<Locale, string> = { en: 'en_US', es: 'es_US' };

/** The head of a clinic's page in its language: what a crawler or a link preview reads without running JavaScript. */
export function clinicHead(clinic: Clinic, pageUrl: string, prices: boolean, locale: Locale = 'en'): { title: string; tags: string[] } {
  const meta = clinicMeta(clinic, serverLanguage(locale));
  const title = `${prices ? meta.pricesTitle : meta.title} | ${SITE_NAME}`;
  const image = clinic.images[0]?.url;
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}">`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
  return {
    title,
    tags: [
      named('description', meta.description),
      `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
      property('og:type', 'website'),
      property('og:site_name', SITE_NAME),
      property('og:title', title),
      property('og:description', meta.description),
      property('og:url', pageUrl),
      property('og:locale', OG_LOCALES[locale]),
      ...LOCALES.filter((other) => other !== locale).map((other) => property('og:locale:alternate', OG_LOCALES[other])),
      ...(image ? [property('og:image', image)] : []),
      named('twitter:card', image ? 'summary_large_image' : 'summary'),
      named('twitter:title', title),
      named('twitter:description', meta.description),
      ...(image ? [named('twitter:image', image)] : []),
      `<script type="application/ld+json" data-clinic-id="${escapeHtml(clinic.id)}" data-path="${escapeHtml(new URL(pageUrl).pathname)}">${scriptJson(clinicJsonLd(clinic, pageUrl, locale))}</script>`,
    ],
  };
}

/** The titles of the pages that answer 404, in the page's language. */
export const NOT_FOUND_TITLES: Record<Locale, Record<'clinic' | 'estimate' | 'page' | 'suspended', string>> = {
  en: { clinic: 'Clinic not found', estimate: 'Estimate not found', page: 'Page not found', suspended: 'Listing removed' },
  es: { clinic: 'Clínica no encontrada', estimate: 'Estimación no encontrada', page: 'Página no encontrada', suspended: 'Anuncio retirado' },
};

/**
 * The page's other languages (`hreflang`, English as `x-default`) and, for a page whose head
 * has no canonical of its own, its canonical URL: the page in its own language, without its query.
 */
export function languageLinks(origin: string, path: string, locale: Locale, withCanonical = false): string[] {
  const url = (inLocale: Locale) => escapeHtml(`${origin}${localizedPath(path, inLocale)}`);
  const links = LOCALES.map((inLocale) => `<link rel="alternate" hreflang="${LOCALE_TAGS[inLocale]}" href="${url(inLocale)}">`);
  links.push(`<link rel="alternate" hreflang="x-default" href="${url('en')}">`);
  if (withCanonical) links.push(`<link rel="canonical" href="${url(locale)}">`);
  return links;
}

