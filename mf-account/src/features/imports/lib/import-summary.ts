import type { ImportAction, ImportReport } from '@directpay/contracts';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The dry run in one sentence: what applying the file would do. */
export function previewSummary(report: ImportReport): string {
  const total = report.locations.length;
  if (report.errors.length > 0) return `${plural(report.errors.length, 'problem')} to fix before anything can be imported.`;
  if (report.created + report.updated === 0) return `Nothing to import: ${total === 1 ? 'the location is' : `all ${total} locations are`} already as the file says.`;
  return `Ready to import ${plural(total, 'location')}: ${report.created} new, ${report.updated} updated, ${report.unchanged} unchanged.`;
}

/** What the notice says once a file was imported. */
export function appliedSummary(report: ImportReport): string {
  return `Imported: ${plural(report.created, 'new location')}, ${plural(report.updated, 'location')} updated, ${report.unchanged} unchanged.`;
}

export const ACTION_WORDS: Record<ImportAction, string> = { create: 'New', update: 'Updated', unchanged: 'Unchanged' };
