import { type ReactNode, useEffect, useRef, useState } from 'react';

export interface DrawWhenNearProps {
  /** The height the content will take, kept meanwhile so the page does not jump. */
  height: number;
  children: ReactNode;
}

/**
 * Draws its content once it scrolls into view (issue 29): a chart below the first screenful costs the screen's first
 * paint nothing. Its card (title, CSV, details) is there from the start; a chart's drawing says nothing to a screen
 * reader that its card and CSV do not. Without IntersectionObserver it draws at once.
 */
export function DrawWhenNear({ height, children }: DrawWhenNearProps) {
  const placeholder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return near ? children : <div ref={placeholder} style={{ height }} data-drawn-when-near />;
}
