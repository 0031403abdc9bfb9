/**
 * The owner's choice to publish the clinic's EIN in its price files' names. The
 * rule is the contracts' (einProblem, which the API applies on save); only the
 * words are chosen here, to say why the choice is not open for the TIN typed.
 * Functions, so the words are read in the page's language.
 */
import { einProblem, isTin, tinDigits } from '@directpay/contracts';
import { t } from '../messages';

export const einChoiceLabel = () => t('ein.label');

/** Why the TIN typed cannot be published as an EIN, in the owner's words; undefined when it can. */
export function einChoiceProblem(tin: string): string | undefined {
  if (einProblem(tin) === undefined) return undefined;
  const typed = tin.trim();
  if (typed === '') return t('ein.noTin');
  if (!isTin(typed)) return t('ein.notTin');
  if (/^\d{3}-\d{2}-\d{4}$/.test(typed)) return t('ein.ssnShape');
  return t('ein.badPrefix', { prefix: tinDigits(typed).slice(0, 2) });
}

/** Shown when a change of the TIN cleared the owner's tick. */
export const clearedWords = (problem: string): string => t('ein.cleared', { problem });

/** For a refusal that reaches the API anyway (a draft saved before the TIN changed). */
export const einChoiceRefused = () => t('ein.refused', { label: einChoiceLabel() });
