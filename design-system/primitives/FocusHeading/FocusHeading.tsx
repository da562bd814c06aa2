import { useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import type { HeadingLevel } from '../Heading';

export interface FocusHeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Semantic level: renders h1–h6. */
  level: HeadingLevel;
  /**
   * The heading takes focus when it appears, and again each time this value changes (say, the message of an error
   * shown under it), so a screen reader reads what changed and the keyboard continues from there.
   */
  focusKey?: unknown;
  children: ReactNode;
}

/**
 * A heading that takes focus when it appears: the way a screen whose content changed in place (an error, a result, a
 * new step) tells screen-reader and keyboard users where they are. It is reachable by script only (tabIndex -1),
 * never by Tab. It has no look of its own: give it the screen's heading style with `css`.
 */
export function FocusHeading({ level, focusKey, children, ...rest }: FocusHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [focusKey]);
  const Tag = `h${level}` as const;
  return (
    <Tag ref={ref} tabIndex={-1} {...rest}>
      {children}
    </Tag>
  );
}
