/**
 * The examples' dates move with the calendar. openapi-examples.ts writes every
 * date as if today were EXAMPLES_DAY (a visit last week, care three weeks
 * ahead, a link that expires in a year); each time the document is served, each date
 * near that day is moved by the whole weeks between it and today, so a visit
 * is never in the future and care never in the past, on any day. Whole weeks
 * keep each date's weekday, so business-day deadlines still add up. Dates far
 * from that day (a date of birth) are no day that passes: they stay.
 */

/** The day the examples are written for: a Tuesday. */
export const EXAMPLES_DAY = '2026-06-02';

const DAY_MS = 86_400_000;
/** Dates further than this from EXAMPLES_DAY are left as written. */
const NEAR_MS = 400 * DAY_MS;
/** A calendar date, alone or opening a date-time, inside any text (a CSV file too). */
const DATE = /(?<![\w-])(\d{4}-\d{2}-\d{2})(?![\d-])/g;

/** How far the examples move when the document is built at `now`: whole weeks, landing at most 6 days before today. */
export function exampleShiftDays(now: Date): number {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Math.floor((today - Date.parse(EXAMPLES_DAY)) / DAY_MS / 7) * 7;
}

function shiftText(text: string, days: number): string {
  return text.replace(DATE, (date: string) => {
    const at = Date.parse(date);
    if (Number.isNaN(at) || Math.abs(at - Date.parse(EXAMPLES_DAY)) > NEAR_MS) return date;
    return new Date(at + days * DAY_MS).toISOString().slice(0, 10);
  });
}

/** A copy of `value` (JSON: examples) with `change` applied to each string in it. */
export function mapExampleStrings<T>(value: T, change: (text: string) => string): T {
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return change(node);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item)]));
    return node;
  };
  return walk(value) as T;
}

/** A copy of `value` (JSON: examples) with its dates moved to the week of `now`. */
export function datedExamples<T>(value: T, now: Date): T {
  const days = exampleShiftDays(now);
  return mapExampleStrings(value, (text) => shiftText(text, days));
}

/** A copy of an OpenAPI document with the dates of every `example` in it moved to the week of `now`. */
export function datedDocument<T>(document: T, now: Date): T {
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, key === 'example' ? datedExamples(item, now) : walk(item)]));
  };
  return walk(document) as T;
}
