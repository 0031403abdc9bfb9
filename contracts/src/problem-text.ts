/**
 * The contracts' problem messages (clinic-rules.ts, field-rules.ts' WEBSITE_RULE, the NPI, TIN,
 * EIN and billing-code checks) as messages
 * of the contracts' catalog, so a form shows the API's own check in the page's language. The
 * API keeps answering in English; a form looks its message up here. Unknown words (a schema
 * library's own) have no message and are shown as they are.
 */
import { contractText, type ContractMessageId, type ContractText } from './contract-text';
import { WEBSITE_RULE } from './field-rules';
import { TIN_WORDS } from './provider-ids';

const EXACT: Readonly<Record<string, ContractMessageId>> = {
  'is required': 'problem.required',
  'must be a category an owner can choose': 'problem.category',
  [WEBSITE_RULE]: 'problem.website',
  [`is required: ${WEBSITE_RULE.replace('must be ', '')}`]: 'problem.websiteRequired',
  'must be an email address': 'problem.email',
  'must be a phone number: 10 digits for the US and Canada, or + and the country code': 'problem.phone',
  'must be given with the other coordinate, or both left empty': 'problem.coordinates',
  'is required when the day is open': 'problem.openDayTime',
  "must be a 24-hour time 'HH:MM'": 'problem.time',
  'must be after the opening time': 'problem.afterOpening',
  'is required with a code system': 'problem.codeWithSystem',
  'must not be blank': 'problem.blank',
  'must be 10 digits': 'problem.npiDigits',
  'is not a valid NPI: its check digit does not match': 'problem.npiCheck',
  [`must be a TIN: ${TIN_WORDS}`]: 'problem.tin',
  'is not a possible SSN or ITIN: no area 000 or 666, group 00 or serial 0000': 'problem.ssn',
  'is not a TIN the IRS issues: neither a possible EIN nor a possible SSN or ITIN': 'problem.tinIssued',
  "needs the clinic's EIN in the TIN field": 'problem.einNeeded',
  'needs the TIN written as an EIN (12-3456789): a number in SSN groups is never published': 'problem.einSsnGroups',
  'must be a CPT code: 5 digits, or 4 digits and a letter': 'problem.codeFormat.CPT',
  'must be a HCPCS code: a letter other than D and 4 digits': 'problem.codeFormat.HCPCS',
  'must be a CDT code: D and 4 digits': 'problem.codeFormat.CDT',
};

/** Messages with a value in them: the pattern, its message, and the names of its captured values. */
const PATTERNS: readonly [RegExp, ContractMessageId, readonly string[]][] = [
  [/^must be between -(\d+) and \1$/, 'problem.between', ['limit']],
  [/^is not a possible EIN: the IRS assigns no EIN beginning (\d\d)$/, 'problem.einPrefix', ['prefix']],
  [/^needs a TIN that is an EIN: the IRS assigns no EIN beginning (\d\d)$/, 'problem.einNotPossible', ['prefix']],
  [/^is required with a code: one of (.+)$/, 'problem.codeSystemRequired', ['systems']],
  [/^must be one of (.+)$/, 'problem.codeSystemOneOf', ['systems']],
  [/^does not match the code: (\S+) is a (\S+) code$/, 'problem.codeMismatch', ['code', 'system']],
];

/** A contract problem's message, or undefined for words this catalog does not hold. */
export function problemText(message: string): ContractText | undefined {
  const id = EXACT[message];
  if (id) return contractText(id);
  for (const [pattern, patternId, names] of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return contractText(patternId, Object.fromEntries(names.map((name, i) => [name, match[i + 1]])));
  }
  return undefined;
}
