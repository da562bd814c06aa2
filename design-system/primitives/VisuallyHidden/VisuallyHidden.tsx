import { ClassNames, css } from '@emotion/react';
import { cloneElement, isValidElement, type HTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react';

export interface VisuallyHiddenProps extends HTMLAttributes<HTMLSpanElement> {
  /** Text (or content) that screen readers announce but sighted users do not see. */
  children: ReactNode;
  /** Hides the single child element itself instead of wrapping it in a span. */
  asChild?: boolean;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * The clip pattern: out of sight and out of the flow, still in the accessibility tree. A class rather than a style
 * attribute, so a served page's CSP has no hash to allow for it (server/styleAttributes.ts).
 */
const visuallyHidden = css({
  position: 'absolute',
  border: 0,
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
});

/**
 * Hides content visually while keeping it in the accessibility tree. Written here rather than taken from Radix: its
 * version (with Slot, Primitive and compose-refs) was 1.8 kB of every page's first script, and wrote a style attribute.
 */
export function VisuallyHidden({ children, asChild = false, ...rest }: VisuallyHiddenProps) {
  if (asChild && isValidElement<{ className?: string }>(children)) {
    const child: ReactElement<{ className?: string }> = children;
    return (
      <ClassNames>
        {({ css: toClass, cx }) =>
          cloneElement(child, {
            ...rest,
            className: cx(toClass(visuallyHidden), rest.className, child.props.className),
          })
        }
      </ClassNames>
    );
  }
  return (
    <span css={visuallyHidden} {...rest}>
      {children}
    </span>
  );
}
