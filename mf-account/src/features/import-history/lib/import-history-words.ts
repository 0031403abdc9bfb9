import type { ImportSummary } from '@directpay/contracts';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** When the import ran, in the owner's time zone. */
export const ranAtText = (summary: ImportSummary) => new Date(summary.ranAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** What the import did: 'Created 3 locations, updated 1.' */
export const changesText = (summary: ImportSummary) => `Created ${plural(summary.created, 'location')}, updated ${summary.updated}.`;

/** Where its locations stand now. */
export function stateText(summary: ImportSummary): string {
  const { locations, unpublished } = summary;
  if (locations === 0) return 'Its locations were deleted since.';
  if (unpublished === 0) return locations === 1 ? 'Its location is published.' : `All ${locations} of its locations are published.`;
  if (unpublished === locations) return locations === 1 ? 'Its location is unpublished.' : `All ${locations} of its locations are unpublished.`;
  return `${unpublished} of its ${locations} locations are unpublished.`;
}

/** The button, naming how many locations it hides: those still published. */
export const unpublishLabel = (summary: ImportSummary) => {
  const n = summary.locations - summary.unpublished;
  return n === 1 ? 'Unpublish this location' : `Unpublish these ${n} locations`;
};

/** The confirm step's question, naming the count. */
export const unpublishQuestion = (summary: ImportSummary) => {
  const n = summary.locations - summary.unpublished;
  return `Unpublish ${plural(n, 'location')} from this import? ${n === 1 ? 'It leaves' : 'They leave'} search, the map, the price files and the open data until you publish ${n === 1 ? 'it' : 'them'} again. You still see and edit ${n === 1 ? 'it' : 'them'} here.`;
};

export const unpublishedNotice = (summary: ImportSummary) => `Unpublished: ${plural(summary.unpublished, 'location')} from the import of ${ranAtText(summary)}.`;
export const publishedNotice = (summary: ImportSummary) => `Published again: ${plural(summary.locations, 'location')} from the import of ${ranAtText(summary)}.`;
