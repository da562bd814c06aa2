import { useTheme } from '@emotion/react';
import { Loader2 } from 'lucide-react';
import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { Link } from '../Link';
import { spin } from '../Spinner/spin';
import { buttonStyles } from './Button.styles';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'outline', 'destructive'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonSizes = ['sm', 'md', 'lg'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled'> {
  /** Visual emphasis. */
  variant?: ButtonVariant;
  /** Height and padding. `md` meets the 44 px touch target. */
  size?: ButtonSize;
  /** Disabled buttons stay focusable (aria-disabled) so their reason can be read, but ignore clicks. */
  disabled?: boolean;
  /** While busy the button shows a spinner and `busyLabel`, and ignores clicks. */
  busy?: boolean;
  /** What a busy button says, e.g. "Processing..." or "Signing in...". */
  busyLabel?: string;
  /** Renders an anchor (through the Link provider) instead of a button. */
  href?: string;
  /** Opens `href` in a new tab with `noopener noreferrer`. */
  external?: boolean;
  /** An icon before the label (decorative). */
  icon?: ReactNode;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/** The action primitive: five variants, three sizes, disabled, busy, and as a link. */
export function Button({
  variant = 'primary',
  size = 'md',
  disabled = false,
  busy = false,
  busyLabel = 'Loading...',
  href,
  external = false,
  icon,
  fullWidth = false,
  type = 'button',
  onClick,
  children,
  ref,
  ...rest
}: ButtonProps) {
  const theme = useTheme();
  const styles = buttonStyles(theme, variant, size, fullWidth);
  const state = busy ? 'busy' : disabled ? 'disabled' : 'idle';
  const content = busy ? (
    <>
      <Loader2 aria-hidden="true" css={spin} />
      <span>{busyLabel}</span>
    </>
  ) : (
    <>
      {icon}
      <span>{children}</span>
    </>
  );

  if (href !== undefined && !disabled && !busy) {
    return (
      <Link href={href} external={external} css={styles} data-variant={variant} data-state={state} unstyled>
        {content}
      </Link>
    );
  }

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (disabled || busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      ref={ref}
      type={type}
      css={styles}
      data-variant={variant}
      data-state={state}
      aria-disabled={disabled || busy || undefined}
      aria-busy={busy || undefined}
      onClick={handleClick}
      {...rest}
    >
      {content}
    </button>
  );
}
