/**
 * The words of the estimate document that are law's rather than layout's, in a language:
 * the notice before items scheduled separately (45 CFR 149.610(c)(1)(vi)) and the
 * disclaimers of (c)(1)(vii)-(ix) in the model form's order (CMS-10791; in Spanish, as CMS's
 * Spanish notice words them), from the contracts' catalog the pages read too.
 */
import type { Translator } from '#src/lib/i18n';

export const separateEstimateNotice = ({ t }: Translator) => t('gfe.separateNotice');

export function estimateDisclaimers({ t }: Translator): { heading: string; text: string }[] {
  return (['other', 'estimate', 'dispute', 'contract'] as const).map((kind) => ({ heading: t(`gfe.disclaimer.${kind}.heading`), text: t(`gfe.disclaimer.${kind}.text`) }));
}
