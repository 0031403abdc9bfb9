import { isBillingCode, normalizeCode } from '@directpay/contracts';

export const CODE_MESSAGE = 'Enter a billing code like D1110 (CDT), 99213 (CPT) or G0103 (HCPCS).';

/**
 * What a person typed into the code field, as the search takes it: trimmed and
 * upper-cased ('d1110 ' -> 'D1110'), '' to search without a code, or the words
 * that say why it is no code (the format the API accepts, the contracts' rule).
 */
export function readCodeText(text: string): { code: string } | { error: string } {
  const code = normalizeCode(text);
  return code === '' || isBillingCode(code) ? { code } : { error: CODE_MESSAGE };
}
