import type { ImportAction, ImportReport } from '@directpay/contracts';
import { t } from '#src/messages';

/** The dry run in one sentence: what applying the file would do. */
export function previewSummary(report: ImportReport): string {
  const total = report.locations.length;
  if (report.errors.length > 0) return t('import.summary.problems', { count: report.errors.length });
  if (report.created + report.updated === 0) return t('import.summary.nothing', { count: total });
  return t('import.summary.ready', { count: total, created: report.created, updated: report.updated, unchanged: report.unchanged });
}

/** What the notice says once a file was imported. */
export function appliedSummary(report: ImportReport): string {
  return t('import.summary.applied', { created: report.created, updated: report.updated, unchanged: report.unchanged });
}

/** A location's action in the dry run ('New', 'Updated', 'Unchanged'). */
export const actionWords = (action: ImportAction): string => t(`import.action.${action}`);
