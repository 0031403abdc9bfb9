/**
 * The `format` names the contracts' JSON schemas use, with the field rules that
 * check them. A module of its own (re-exported by field-rules): it needs the
 * phone rule and TypeBox's registry, which a page that only shows prices
 * should not download.
 */
import { FormatRegistry } from '@sinclair/typebox';
import { isCalendarDate, isDateTime, isEmail, isPrice, isTime, isWebsite } from './field-rules';
import { isPhone } from './phone-rules';

/** `format` names the contracts' schemas use; an empty text passes (emptiness is the schema's minLength). */
export const FIELD_FORMATS: Record<string, (text: string) => boolean> = {
  email: isEmail,
  phone: (text) => text.trim() === '' || isPhone(text),
  website: isWebsite,
  price: (text) => text === '' || isPrice(text),
  'clock-time': (text) => text === '' || isTime(text),
  'date-time': isDateTime,
  'calendar-date': isCalendarDate,
};

/**
 * Registers FIELD_FORMATS with TypeBox (Value.Check, TypeCompiler, the forms'
 * resolvers), which knows no formats by itself. Safe to call more than once.
 */
export function useFieldFormats(): void {
  for (const [name, check] of Object.entries(FIELD_FORMATS)) if (!FormatRegistry.Has(name)) FormatRegistry.Set(name, check);
}
