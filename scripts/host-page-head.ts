/**
 * The words of the head the host's server writes, in the page's language: a clinic's title,
 * description, canonical URL, Open Graph (with `og:locale`) and Twitter tags and its
 * MedicalClinic JSON-LD (the contracts' builders, the ones mf-profile uses); the page's
 * `hreflang` alternates; the titles of the pages that answer 404; the plain page of a
 * suspended listing (410).
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
export const NOT_FOUND_TITLES: Record<Locale, Record<'clinic' | 'estimate' | 'page', string>> = {
  en: { clinic: 'Clinic not found', estimate: 'Estimate not found', page: 'Page not found' },
  es: { clinic: 'Clínica no encontrada', estimate: 'Estimación no encontrada', page: 'Página no encontrada' },
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


/** The words of a suspended listing's page, in the page's language (like the titles above). */
const GONE_WORDS: Record<Locale, { title: string; text: string; search: string }> = {
  en: {
    title: 'This listing is no longer available',
    text: 'The moderators of DirectPay Clinics suspended this listing under the moderation rules.',
    search: 'Search other clinics',
  },
  es: {
    title: 'Este anuncio ya no está disponible',
    text: 'Los moderadores de DirectPay Clinics suspendieron este anuncio conforme a las normas de moderación.',
    search: 'Buscar otras clínicas',
  },
};

/** A suspended listing's page (410): plain HTML, no script, nothing of the listing. */
export function gonePage(locale: Locale): string {
  const words = GONE_WORDS[locale];
  const home = escapeHtml(localizedPath('/', locale));
  return [
    `<!doctype html><html lang="${LOCALE_TAGS[locale]}"><head><meta charset="utf-8">`,
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(`${words.title} | ${SITE_NAME}`)}</title></head>`,
    `<body><main><h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(words.text)}</p><p><a href="${home}">${escapeHtml(words.search)}</a></p></main></body></html>`,
  ].join('\n');
}
