import type { NpiCheck } from '@directpay/contracts';
import { Hint } from '#src/components/form-controls';
import type { NpiSubject } from './mismatch-reason';
import { useMessages } from './messages';
import { NpiCheckStatus } from './npi-check-status';

interface Props {
  /** The saved NPI's check, when there is one. */
  check: NpiCheck | undefined;
  /** The NPI in the field now. */
  typed: string;
  subject: NpiSubject;
  listingState: string;
}

/**
 * Under an NPI field: the saved NPI's check while the field still holds that NPI, else a word that
 * the NPI is checked once saved. Nothing while the field is empty.
 */
export function NpiFieldCheck({ check, typed, subject, listingState }: Props) {
  const t = useMessages();
  const npi = typed.trim();
  if (!npi) return null;
  if (check && check.npi === npi) return <NpiCheckStatus check={check} subject={subject} listingState={listingState} />;
  return <Hint>{t('check.afterSave')}</Hint>;
}
