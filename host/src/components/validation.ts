/**
 * The words the host's forms show for fields the API checks. The checks
 * themselves are the contracts' schemas and field rules (contractResolver).
 */
import { missingOr, type FieldMessage } from '@directpay/shared-ui/forms';

export const EMAIL_MESSAGE: FieldMessage = missingOr('Please enter your email address.', 'Please enter a valid email address, like name@example.com.');

