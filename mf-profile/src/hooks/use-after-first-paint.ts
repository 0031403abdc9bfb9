import { startTransition, useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted that render
 * (issue 16). A page draws what the first screen shows, then the rest in a
 * transition: on a phone the profile's picture is painted before the sections
 * below it are rendered, instead of after the whole page.
 *
 * "Painted" is the frame after the commit: a task queued from the next
 * animation frame runs after that frame is drawn.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}
