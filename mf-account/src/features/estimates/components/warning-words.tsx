import type { ReactNode } from 'react';
import { ESTIMATE_LEAD_BUSINESS_DAYS, type IssueWarning } from '@directpay/contracts';
import { useMessages } from '#src/messages';
import { formPathOf, type IssueFields } from '../lib/issue-form';

/** The line a warning's pointer ('/coProviders/0/lines/1/code') is about, as typed. */
function lineOf(fields: IssueFields, field: string) {
  const [provider, line] = (formPathOf(field).match(/\d+/g) ?? []).map(Number);
  return field.startsWith('/coProviders/') ? fields.coProviders?.[provider]?.lines?.[line] : fields.lines?.[provider];
}

/**
 * A warning of contracts' issueWarnings in the page's language: its kind is read from the
 * field it points at (a line's code, a line's diagnosis codes, the scheduled date), the
 * line's name is the owner's own words.
 */
export function WarningWords({ warning, fields }: { warning: IssueWarning; fields: IssueFields }): ReactNode {
  const t = useMessages();
  const typed = lineOf(fields, warning.field)?.description.trim();
  const name = () => (typed ? <span translate="no">{typed}</span> : t('warn.aLine'));
  if (warning.field === '/scheduledFor') return t('warn.soon', { days: ESTIMATE_LEAD_BUSINESS_DAYS });
  if (warning.field.endsWith('/code')) return t.rich('warn.noCode', { name });
  if (warning.field.endsWith('/diagnosisCodes')) return t.rich('warn.noDiagnosis', { name });
  return warning.message;
}
