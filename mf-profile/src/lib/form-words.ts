/**
 * A form's words for a field the contract refuses, looked up when the check runs, so they
 * are in the page's language (the catalog is loaded: the form showing them uses it).
 */
import type { FieldMessage } from '@directpay/shared-ui/forms';
import { t } from '#src/messages';

export type MessageKey = Parameters<typeof t>[0];

/** Words for an empty field, or other words when something was typed. */
export const missingOrWrong =
  (missing: MessageKey, wrong: MessageKey, values?: Record<string, number>): FieldMessage =>
  (value: unknown) =>
    t(typeof value === 'string' && value.trim() !== '' ? wrong : missing, values);

/** The same words whatever the value. */
export const always =
  (key: MessageKey, values?: Record<string, number>): FieldMessage =>
  () =>
    t(key, values);
