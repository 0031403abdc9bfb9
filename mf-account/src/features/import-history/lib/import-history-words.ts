import { LOCALE_TAGS, type ImportSummary } from '@directpay/contracts';
import { currentLocale, pseudoLocale, pseudoText } from '@directpay/shared-ui/i18n';
import { t } from '#src/messages';

/** When the import ran, in the owner's time zone and the page's language (in the pseudo-locale, marked as passed through it). */
export function ranAtText(summary: ImportSummary): string {
  const locale = currentLocale();
  const text = new Date(summary.ranAt).toLocaleString(LOCALE_TAGS[locale], { dateStyle: 'medium', timeStyle: 'short' });
  return pseudoLocale() && locale === 'en' ? pseudoText(text) : text;
}

/** What the import did: 'Created 3 locations, updated 1.' */
export const changesText = (summary: ImportSummary) => t('history.changes', { created: summary.created, updated: summary.updated });

/** Where its locations stand now. */
export function stateText(summary: ImportSummary): string {
  const { locations, unpublished } = summary;
  if (locations === 0) return t('history.deleted');
  if (unpublished === 0) return t('history.allPublished', { count: locations });
  if (unpublished === locations) return t('history.allUnpublished', { count: locations });
  return t('history.someUnpublished', { unpublished, count: locations });
}

/** The button, naming how many locations it hides: those still published. */
export const unpublishLabel = (summary: ImportSummary) => t('history.unpublish', { count: summary.locations - summary.unpublished });

/** The confirm step's question, naming the count. */
export const unpublishQuestion = (summary: ImportSummary) => t('history.unpublishQuestion', { count: summary.locations - summary.unpublished });

export const unpublishedNotice = (summary: ImportSummary) => t('history.unpublishedNotice', { count: summary.unpublished, ranAt: ranAtText(summary) });
export const publishedNotice = (summary: ImportSummary) => t('history.publishedNotice', { count: summary.locations, ranAt: ranAtText(summary) });
