/**
 * What a visitor sees that did not pass through the i18n layer. In the pseudo-locale every
 * message and formatted word is accented (shared-ui/src/i18n/pseudo.ts), so visible text with a
 * plain ASCII vowel came from somewhere else: a bare string in a component, or owner data not
 * marked `translate="no"`. Text inside `[translate="no"]` (names, addresses, typed descriptions)
 * is left out; so are elements a visitor does not see.
 */
import type { Page } from '@playwright/test';

/** The attributes a visitor (or a screen reader) meets as words. */
const WORD_ATTRIBUTES = ['aria-label', 'placeholder', 'alt', 'title'];

/** Each visible text and word attribute with a plain vowel, outside `[translate="no"]`, once each. */
export function untranslatedText(page: Page): Promise<string[]> {
  return page.evaluate((attributes) => {
    const VOWEL = /[aeiouyAEIOUY]/;
    const shown = (element: Element) =>
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !element.closest('[aria-hidden="true"], [hidden]');
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      if (!parent || !VOWEL.test(text) || parent.closest('script, style, noscript, template, [translate="no"]') || !shown(parent)) continue;
      found.add(text);
    }
    for (const element of Array.from(document.body.querySelectorAll(attributes.map((name) => `[${name}]`).join(',')))) {
      if (element.closest('[translate="no"]') || !shown(element)) continue;
      for (const name of attributes) {
        const value = element.getAttribute(name)?.trim() ?? '';
        if (VOWEL.test(value)) found.add(`[${name}] ${value}`);
      }
    }
    return [...found];
  }, WORD_ATTRIBUTES);
}

/**
 * A regular expression matching an English label in the pseudo-locale too: its letters that the
 * pseudo-locale accents match any letter, so a test can click "Filters" before and after translation.
 */
export function loose(label: string): RegExp {
  return new RegExp(label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[aeiouycnAEIOUYCN]/g, '\\S'));
}
