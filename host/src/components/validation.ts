/**
 * The words the host's forms show for fields the API checks, in the page's language when the
 * form checks. The checks themselves are the contracts' schemas and field rules (contractResolver).
 */
import type { FieldMessage } from '@directpay/shared-ui/forms';
import { t } from '../messages';

/** Words chosen when the form checks (not when this module loads), so they follow the page's language. */
export const missingOrWords =
  (missing: () => string, wrong: () => string): FieldMessage =>
  (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? wrong() : missing();

export const EMAIL_MESSAGE: FieldMessage = missingOrWords(
  () => t('forms.emailMissing'),
  () => t('forms.emailInvalid'),
);
