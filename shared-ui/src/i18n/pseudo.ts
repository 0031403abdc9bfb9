/**
 * The pseudo-locale: English with every letter accented and each message in ⟦ ⟧. It shows
 * at a glance (and to the browser tests) any visible text that did not pass through the
 * i18n layer: such text keeps plain vowels. Turned on per browser, never by a visitor's URL.
 */
export const PSEUDO_STORAGE_KEY = 'directpay:pseudo-locale';

const ACCENTED: Record<string, string> = {
  a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', y: 'ý', c: 'ç', n: 'ñ',
  A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú', Y: 'Ý', C: 'Ç', N: 'Ñ',
};

/** Text with its letters accented; `<tag>` names of rich messages are kept. */
export function pseudoText(text: string): string {
  return text.replace(/<\/?[a-zA-Z0-9]+\/?>|[^<]+/g, (part) => (part.startsWith('<') ? part : part.replace(/[aeiouycnAEIOUYCN]/g, (c) => ACCENTED[c])));
}

type Token = string | [string, string?, Record<string, unknown>?];

function pseudoTokens(tokens: unknown): unknown {
  if (typeof tokens === 'string') return pseudoText(tokens);
  if (!Array.isArray(tokens)) return tokens;
  return (tokens as Token[]).map((token) => {
    if (typeof token === 'string') return pseudoText(token);
    const [name, type, format] = token;
    if (!format || typeof format !== 'object') return token;
    // The branches of a plural or select are messages too; their keys ('one', 'other') are not.
    return [name, type, Object.fromEntries(Object.entries(format).map(([key, value]) => [key, pseudoTokens(value)]))];
  });
}

/** A catalog in the pseudo-locale: each message accented and bracketed. */
export function pseudoMessages(messages: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      const tokens = pseudoTokens(message);
      return [id, Array.isArray(tokens) ? ['⟦', ...tokens, '⟧'] : `⟦${tokens as string}⟧`];
    }),
  );
}

/** Whether this browser asked for the pseudo-locale. */
export function pseudoLocaleOn(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(PSEUDO_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

/** Formatted text (a date, a time, an amount with letters) as the pseudo-locale shows it. */
export const pseudoFormatted = (text: string) => `⟦${pseudoText(text)}⟧`;
