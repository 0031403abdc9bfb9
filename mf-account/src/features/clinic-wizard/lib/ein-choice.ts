/**
 * The owner's choice to publish the clinic's EIN in its price files' names. The
 * rule is the contracts' (einProblem, which the API applies on save); only the
 * words are chosen here, to say why the choice is not open for the TIN typed.
 */
import { einProblem, isTin, tinDigits } from '@directpay/contracts';

export const EIN_CHOICE_LABEL = 'Use this EIN in my public price file names';

export const EIN_CHOICE_HINT =
  'Your price files’ names then show this EIN publicly, as CMS’s naming asks of hospitals. An SSN is never published.';

/** Why the TIN typed cannot be published as an EIN, in the owner's words; undefined when it can. */
export function einChoiceProblem(tin: string): string | undefined {
  if (einProblem(tin) === undefined) return undefined;
  const typed = tin.trim();
  if (typed === '') return 'Enter your EIN as the TIN to choose this.';
  if (!isTin(typed)) return 'Enter the TIN as 9 digits, like 12-3456789, to choose this.';
  if (/^\d{3}-\d{2}-\d{4}$/.test(typed)) return 'A TIN written like an SSN (123-45-6789) is never published. Write your EIN as 12-3456789 to choose this.';
  return `This TIN cannot be an EIN (the IRS gives no EIN beginning ${tinDigits(typed).slice(0, 2)}), so it is never published.`;
}

/** Shown when a change of the TIN cleared the owner's tick. */
export const clearedWords = (problem: string): string => `Unticked because the TIN is no longer an EIN. ${problem}`;

/** For a refusal that reaches the API anyway (a draft saved before the TIN changed). */
export const EIN_CHOICE_REFUSED = `This TIN cannot be published as an EIN: enter your EIN as the TIN, or untick “${EIN_CHOICE_LABEL}”.`;
