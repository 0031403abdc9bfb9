import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Every '$' on the page drawn on another line than its amount: for each '$' followed by a
 * figure (after spaces, or at the start of the next text, as in `$<b>95</b>`), a Range from
 * the '$' to the figure's first digit; its boxes must share one line. What is not drawn
 * (hidden, closed) has no boxes and is passed over.
 */
export function dollarWraps(page: Page): Promise<{ amounts: number; problems: string[] }> {
  return page.evaluate(() => {
    const problems: string[] = [];
    let amounts = 0;
    const texts: Text[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
    const blank = /[\s\u00a0]/;
    texts.forEach((text, index) => {
      const value = text.data;
      for (let i = value.indexOf('$'); i !== -1; i = value.indexOf('$', i + 1)) {
        const range = document.createRange();
        range.setStart(text, i);
        let j = i + 1;
        while (j < value.length && blank.test(value[j])) j++;
        if (j < value.length) {
          if (!/\d/.test(value[j])) continue;
          range.setEnd(text, j + 1);
        } else {
          // The amount starts the next text with any characters in it.
          const next = texts.slice(index + 1).find((t) => t.data.trim() !== '');
          const k = next ? next.data.search(/\S/) : -1;
          if (!next || !/\d/.test(next.data[k] ?? '')) continue;
          range.setEnd(next, k + 1);
        }
        const boxes = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
        if (boxes.length > 0) amounts++;
        if (boxes.length < 2) continue;
        const top = Math.max(...boxes.map((r) => r.top));
        const bottom = Math.min(...boxes.map((r) => r.bottom));
        if (top >= bottom - 1) {
          const where = text.parentElement?.closest('[data-testid]')?.getAttribute('data-testid');
          const around = (text.parentElement?.textContent ?? value).replace(/\s+/g, ' ').trim().slice(0, 60);
          problems.push(`"${around}"${where ? ` in [data-testid=${where}]` : ''}: '$' on one line, its amount on the next`);
        }
      }
    });
    return { amounts, problems };
  });
}

/** The widths the sweep reads each screen at: the narrowest phone, the common phone, a desktop. */
export const SWEEP_WIDTHS = [320, 360, 1280] as const;

/**
 * The screen as it is, read at each width (the same page resized, so an open dialog stays open);
 * `prices`: the screen shows amounts, so the sweep must have found some.
 */
export async function expectNoDollarWraps(page: Page, screen: string, { prices = false } = {}): Promise<void> {
  const start = page.viewportSize() ?? { width: 1280, height: 800 };
  try {
    for (const width of SWEEP_WIDTHS) {
      await page.setViewportSize({ width, height: start.height });
      // A layout that changes with the width (a phone's sheet, a desktop's columns) settles first.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      const { amounts, problems } = await dollarWraps(page);
      expect(problems, `${screen} at ${width}px`).toEqual([]);
      if (prices) expect(amounts, `amounts drawn on ${screen} at ${width}px`).toBeGreaterThan(0);
    }
  } finally {
    await page.setViewportSize(start);
  }
}
