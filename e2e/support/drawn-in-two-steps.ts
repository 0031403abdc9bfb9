/**
 * Watches, from inside the page, a page that draws its first screen and then the
 * rest a frame later (shared-ui's useAfterFirstPaint): whether the rest
 * was already there when the first part was added, and whether the browser's next
 * frame came before the rest was added.
 */
import type { Page } from '@playwright/test';

export interface TwoSteps {
  /** The first part's selector, and the selector of something only the rest has. */
  first: string;
  rest: string;
}

export interface TwoStepsSeen {
  /** The rest was in the page when the first part was added (drawn in one step). */
  restWithFirst: boolean | undefined;
  /** performance.now() of the frame after the first part was added. */
  frameAt: number | undefined;
  /** performance.now() when the rest was added (NaN: never). */
  restAt: number;
}

declare global {
  interface Window {
    __twoSteps?: { restWithFirst?: boolean; frameAt?: number; restAt?: number };
  }
}

/** Call before the page opens; read what was seen with `twoStepsSeen`. */
export async function watchTwoSteps(page: Page, steps: TwoSteps): Promise<void> {
  await page.addInitScript(({ first, rest }: TwoSteps) => {
    const seen: NonNullable<Window['__twoSteps']> = {};
    window.__twoSteps = seen;
    new MutationObserver((_, observer) => {
      const restThere = document.querySelector(rest) !== null;
      if (seen.restWithFirst === undefined && document.querySelector(first)) {
        seen.restWithFirst = restThere;
        requestAnimationFrame(() => {
          seen.frameAt = performance.now();
        });
      }
      if (restThere) {
        seen.restAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, steps);
}

export function twoStepsSeen(page: Page): Promise<TwoStepsSeen> {
  return page.evaluate(() => {
    const seen = window.__twoSteps ?? {};
    return { restWithFirst: seen.restWithFirst, frameAt: seen.frameAt, restAt: seen.restAt ?? NaN };
  });
}
