import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Whether a sideways-scrolling element has more content to its right (tabs on
 * a phone): true while it overflows and is not scrolled to the end. Read again
 * on scroll and on resize.
 */
export function useOverflowHint<E extends HTMLElement>() {
  const ref = useRef<E>(null);
  const [more, setMore] = useState(false);
  const measure = useCallback(() => {
    const element = ref.current;
    if (element) setMore(element.scrollLeft + element.clientWidth < element.scrollWidth - 1);
  }, []);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [measure]);
  return { ref, more };
}
