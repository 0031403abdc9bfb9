import { useEffect, useRef, useState } from 'react';

/**
 * Whether an element is on screen or close to it, once it has been. A phone's list sits in a
 * scrolling sheet, and Chrome's native lazy loading fetches every picture within a screen or two
 * of the viewport, the sheet's hidden ones included: an observer sees the sheet's clipping, so a
 * card's picture waits until the card is scrolled near the sheet's visible part.
 */
export function useNearScreen<T extends Element>(start: boolean) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => start || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return [ref, near] as const;
}
