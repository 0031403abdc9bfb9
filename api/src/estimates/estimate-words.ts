/**
 * The words of the estimate document that are law's rather than layout's, in a language:
 * the notice before items scheduled separately (45 CFR 149.610(c)(1)(vi)) and the
 * disclaimers of (c)(1)(vii)-(ix) in the model form's order (CMS-10791; in Spanish, as CMS's
 * Spanish notice words them). English is contracts' SEPARATE_ESTIMATE_NOTICE and ESTIMATE_DISCLAIMERS.
 */
import { CMS_HELP_PHONE, DISPUTE_FEE_CENTS, DISPUTE_WINDOW_DAYS, NO_SURPRISES_URL } from '@directpay/contracts';
import type { Translator } from '#src/lib/i18n';

export const separateEstimateNotice = ({ t }: Translator) => t('pdf.separateNotice');

export function estimateDisclaimers(tr: Translator): { heading: string; text: string }[] {
  const { t } = tr;
  const fee = tr.cents(DISPUTE_FEE_CENTS).replace(/[.,]00$/, '');
  return [
    { heading: t('pdf.disclaimer.other.heading'), text: t('pdf.disclaimer.other.text') },
    { heading: t('pdf.disclaimer.estimate.heading'), text: t('pdf.disclaimer.estimate.text') },
    { heading: t('pdf.disclaimer.dispute.heading'), text: t('pdf.disclaimer.dispute.text', { days: DISPUTE_WINDOW_DAYS, fee, url: NO_SURPRISES_URL, phone: CMS_HELP_PHONE }) },
    { heading: t('pdf.disclaimer.contract.heading'), text: t('pdf.disclaimer.contract.text') },
  ];
}
