/**
 * A form's words for a field the contract refuses, looked up when the check runs, so they
 * are in the page's language (the catalog is loaded: the form showing them uses it).
 */
import type { FieldMessage } from '@directpay/shared-ui/forms';
import { t } from '#src/messages';

export type MessageKey = Parameters<typeof t>[0];

/** The two kinds of field words, from a catalog's `t` (a feature with a catalog of its own passes its own). */
export function formWords<Key extends string>(say: (key: Key, values?: Record<string, number>) => string) {
  return {
    /** Words for an empty field, or other words when something was typed. */
    missingOrWrong:
      (missing: Key, wrong: Key, values?: Record<string, number>): FieldMessage =>
      (value: unknown) =>
        say(typeof value === 'string' && value.trim() !== '' ? wrong : missing, values),
    /** The same words whatever the value. */
    always:
      (key: Key, values?: Record<string, number>): FieldMessage =>
      () =>
        say(key, values),
  };
}

export const { missingOrWrong, always } = formWords<MessageKey>(t);
