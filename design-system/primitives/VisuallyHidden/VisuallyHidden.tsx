import { VisuallyHidden as RadixVisuallyHidden } from 'radix-ui';
import type { HTMLAttributes, ReactNode, Ref } from 'react';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /** Text (or content) that screen readers announce but sighted users do not see. */
  children: ReactNode;
  /** Merges onto the single child element instead of rendering a span (Radix `asChild`). */
  asChild?: boolean;
  ref?: Ref<HTMLSpanElement>;
}

/** Hides content visually while keeping it in the accessibility tree (Radix VisuallyHidden, clip pattern). */
export function VisuallyHidden({ children, ...rest }: VisuallyHiddenProps) {
  return <RadixVisuallyHidden.Root {...rest}>{children}</RadixVisuallyHidden.Root>;
}
