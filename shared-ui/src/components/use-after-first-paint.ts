import { startTransition, useEffect, useState } from 'react';

/** Whether the browser has drawn anything of this document yet (its first contentful paint). */
function pagePainted(): boolean {
  return performance.getEntriesByName('first-contentful-paint').length > 0;
}

const paintTimingSupported = () => typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');

/**
 * Runs `callback` once the browser has drawn the frame it is in the middle of
 * building: a task queued from the next animation frame runs after that frame.
 * Before a page's first contentful paint, the browser may run animation frames
 * that draw nothing (it holds the first paint while the page loads), so until
 * then it waits for that paint first. A page in a background tab draws no frames
 * until it is shown, so there it runs at once. Returns a function that cancels it.
 */
export function afterNextPaint(callback: () => void): () => void {
  if (document.visibilityState === 'hidden') {
    callback();
    return () => {};
  }
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let observer: PerformanceObserver | undefined;
  const afterFrame = () => {
    frame = requestAnimationFrame(() => {
      timer = setTimeout(callback, 0);
    });
  };
  if (!paintTimingSupported() || pagePainted()) afterFrame();
  else {
    observer = new PerformanceObserver(() => {
      if (!pagePainted()) return;
      observer?.disconnect();
      afterFrame();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  return () => {
    observer?.disconnect();
    if (frame !== undefined) cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * False on the first render, true once the browser has drawn that render.
 * A page renders what its first screen shows, then the rest in a
 * transition: on a phone the profile's picture and the search's first cards are
 * painted before the sections and cards below them are built, instead of after
 * the whole page.
 *
 * Call it in the component that mounts with the content (not above a loading
 * state, which would use the frame up early).
 */
export function useAfterFirstPaint(): boolean {
  // A page opened in a background tab (a card's "See clinic" opens one) draws no
  // frames until it is shown: there is no first paint to wait for, so all at once.
  const [painted, setPainted] = useState(() => document.visibilityState === 'hidden');
  useEffect(() => {
    if (painted) return undefined;
    return afterNextPaint(() => startTransition(() => setPainted(true)));
  }, [painted]);
  return painted;
}
