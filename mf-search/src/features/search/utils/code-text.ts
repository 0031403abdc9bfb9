import { isBillingCode, normalizeCode } from '@directpay/contracts';
import { englishText, t } from '#src/messages';

/** The refusal's English words (the page shows them in its language). */
export const CODE_MESSAGE = englishText('code.invalid');

/**
 * What a person typed into the code field, as the search takes it: trimmed and
 * upper-cased ('d1110 ' -> 'D1110'), '' to search without a code, or the words
 * that say why it is no code (the format the API accepts, the contracts' rule).
 */
export function readCodeText(text: string): { code: string } | { error: string } {
  const code = normalizeCode(text);
  return code === '' || isBillingCode(code) ? { code } : { error: t('code.invalid') };
}
