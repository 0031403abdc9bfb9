/**
 * The contracts' problem messages (clinic-rules.ts, field-rules.ts' WEBSITE_RULE) as messages
 * of the contracts' catalog, so a form shows the API's own check in the page's language. The
 * API keeps answering in English; a form looks its message up here. Unknown words (a schema
 * library's own) have no message and are shown as they are.
 */
import { contractText, type ContractMessageId, type ContractText } from './contract-text';
import { WEBSITE_RULE } from './field-rules';

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
};

const BETWEEN = /^must be between -(\d+) and \1$/;

/** A contract problem's message, or undefined for words this catalog does not hold. */
export function problemText(message: string): ContractText | undefined {
  const id = EXACT[message];
  if (id) return contractText(id);
  const between = BETWEEN.exec(message);
  return between ? contractText('problem.between', { limit: between[1] }) : undefined;
}
