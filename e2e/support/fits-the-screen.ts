import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The phone widths every screen must fit: small and enlarged-text phones, common Android, iPhones, large phones. */
export const PHONE_WIDTHS = [320, 360, 375, 390, 414] as const;

/**
 * What a visitor on this screen cannot reach or use, named element by element:
 * - the page is wider than the viewport (it scrolls sideways);
 * - a visible control lies outside the viewport horizontally (unless a box that
 *   scrolls or clips it, such as the compare table's, is itself on screen);
 * - a control smaller than 24 × 24 CSS px (WCAG 2.2, 2.5.8), unless it is a link
 *   inside a sentence or has no other control within its 24 px square;
 * - a text field with type under 16 px, which iOS zooms into on focus.
 */
export function screenProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const problems: string[] = [];
    const name = (el: Element) => {
      const label =
        el.getAttribute('aria-label') ||
        (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement ? el.labels?.[0]?.textContent : '') ||
        el.textContent ||
        el.getAttribute('placeholder') ||
        el.getAttribute('name') ||
        '';
      const testId = el.closest('[data-testid]')?.getAttribute('data-testid');
      return `<${el.tagName.toLowerCase()}> "${label.trim().replace(/\s+/g, ' ').slice(0, 40)}"${testId ? ` in [data-testid=${testId}]` : ''}`;
    };
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) return false;
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none' && !el.closest('[inert], .visually-hidden');
    };
    // A box that scrolls or clips its overflow and is itself on screen: what it holds is reachable inside it.
    const heldOnScreen = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX === 'visible') continue;
        const r = a.getBoundingClientRect();
        return r.left >= -1 && r.right <= vw + 1;
      }
      return false;
    };

    if (document.documentElement.scrollWidth > vw) {
      const widest = Array.from(document.body.querySelectorAll('*'))
        .filter((el) => shown(el) && el.getBoundingClientRect().right > vw + 1 && !heldOnScreen(el))
        .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
        .slice(0, 3)
        .map((el) => `${name(el)} to x=${Math.round(el.getBoundingClientRect().right)}`);
      problems.push(`page is ${document.documentElement.scrollWidth}px wide in a ${vw}px viewport: ${widest.join('; ')}`);
    }

    const controls = Array.from(
      document.body.querySelectorAll(
        'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=link], [role=tab], [role=checkbox], [role=radio], [role=switch], [role=slider], [role=separator][tabindex], summary',
      ),
    ).filter(shown);
    const rects = controls.map((el) => el.getBoundingClientRect());
    controls.forEach((el, i) => {
      const r = rects[i];
      if ((r.left < -1 || r.right > vw + 1) && !heldOnScreen(el)) problems.push(`${name(el)} lies outside the viewport (x ${Math.round(r.left)} to ${Math.round(r.right)})`);

      // A checkbox or radio is operated through its label too.
      const label = el instanceof HTMLInputElement && /^(checkbox|radio)$/.test(el.type) ? el.closest('label') : null;
      const target = label ? label.getBoundingClientRect() : r;
      if (target.width < 23.5 || target.height < 23.5) {
        const inSentence = el.tagName === 'A' && getComputedStyle(el).display === 'inline' && (el.parentElement?.textContent?.trim().length ?? 0) > (el.textContent?.trim().length ?? 0);
        const cx = target.left + target.width / 2;
        const cy = target.top + target.height / 2;
        const crowded = rects.some((o, j) => j !== i && !controls[j].contains(el) && !el.contains(controls[j]) && o.left < cx + 12 && o.right > cx - 12 && o.top < cy + 12 && o.bottom > cy - 12);
        if (!inSentence && crowded) problems.push(`${name(el)} is ${Math.round(target.width)}×${Math.round(target.height)}px, under 24×24 with another control within reach`);
      }

      const typed = el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || (el instanceof HTMLInputElement && !/^(checkbox|radio|range|color|file|button|submit|reset|image)$/.test(el.type));
      if (typed && parseFloat(getComputedStyle(el).fontSize) < 16) problems.push(`${name(el)} has ${getComputedStyle(el).fontSize} type: iOS zooms in on focus`);
    });
    return problems;
  });
}

/**
 * Checks the screen as it is now at each phone width, resizing the same page (so
 * a dialog or a wizard step stays open), and fails naming every problem found.
 */
export async function expectFitsEveryPhone(page: Page, screen: string): Promise<void> {
  const { height } = page.viewportSize() ?? { height: 740 };
  const found: string[] = [];
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height });
    // A panel sliding in is measured where it comes to rest; layout follows a resize within a frame.
    await page.evaluate(async () => {
      const ending = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
      await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    for (const problem of await screenProblems(page)) found.push(`${width}px: ${problem}`);
  }
  expect(found, `${screen} at phone widths`).toEqual([]);
}
