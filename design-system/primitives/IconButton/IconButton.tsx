import { css, useTheme, type Theme } from '@emotion/react';
import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { buttonStyles } from '../Button/Button.styles';
import { buttonVariants, type ButtonVariant } from '../Button';
import { Link } from '../Link';
import { inlineCentred, square } from '../shared.styles';

/** IconButton reuses Button's variants. */
export const iconButtonVariants = buttonVariants;
export type IconButtonVariant = ButtonVariant;

export const iconButtonSizes = ['sm', 'md', 'lg'] as const;
export type IconButtonSize = (typeof iconButtonSizes)[number];

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'disabled' | 'children' | 'aria-label'
> {
  /** The accessible name (becomes aria-label), e.g. "Open menu" or "Cart, 3 items". Required: an icon alone says nothing. */
  label: string;
  /** The icon, e.g. `<ShoppingCart />` (decorative: it is wrapped in aria-hidden). */
  icon: ReactNode;
  /** Visual emphasis, as Button. Defaults to `ghost`. */
  variant?: IconButtonVariant;
  /** Square size. `md` meets the 44 px touch target. */
  size?: IconButtonSize;
  /** Disabled buttons stay focusable (aria-disabled) but ignore clicks. */
  disabled?: boolean;
  /**
   * A count shown as a small badge (e.g. cart items). Hidden when 0 or absent. It is visual only, so put the same
   * number in `label` ("Cart, 3 items"): the full number is shown, never capped, so the visible text stays in the name.
   */
  badge?: number;
  /** Renders a link (through the Link provider) instead of a button, e.g. the cart icon to /cart. */
  href?: string;
  ref?: Ref<HTMLButtonElement>;
}

const side = (t: Theme, size: IconButtonSize) =>
  ({ sm: t.sizes.control.sm, md: t.sizes.touch, lg: t.sizes.control.lg })[size];

const iconSide = (t: Theme, size: IconButtonSize) =>
  ({ sm: t.sizes.icon.sm, md: t.sizes.icon.md, lg: t.sizes.icon.lg })[size];

const squareStyles = (t: Theme, size: IconButtonSize) => css`
  position: relative;
  width: ${side(t, size)};
  min-width: ${side(t, size)};
  height: ${side(t, size)};
  min-height: ${side(t, size)};
  padding: 0;
  gap: 0;
  & > [data-icon] {
    display: inline-flex;
  }
  & > [data-icon] > svg {
    ${square(iconSide(t, size))}
  }
`;

const badgeStyles = (t: Theme) => css`
  position: absolute;
  top: 0;
  right: 0;
  transform: translate(35%, -35%);
  ${inlineCentred}
  min-width: ${t.sizes.icon.md};
  height: ${t.sizes.icon.md};
  padding: 0 ${t.space[1]};
  border: ${t.borderWidths.thick} solid ${t.color.surface.base};
  border-radius: ${t.radii.pill};
  background: ${t.color.action.primary.bg};
  color: ${t.color.action.primary.fg};
  font-size: ${t.font.size.xs};
  font-weight: ${t.font.weight.bold};
  line-height: 1;
  pointer-events: none;
`;

/** A square button with only an icon. Always named through `label`; optional count badge for the cart. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  disabled = false,
  badge,
  href,
  type = 'button',
  onClick,
  ref,
  ...rest
}: IconButtonProps) {
  const theme = useTheme();
  const styles = [buttonStyles(theme, variant, size, false), squareStyles(theme, size)];
  const state = disabled ? 'disabled' : 'idle';
  const content = (
    <>
      <span aria-hidden="true" data-icon="">
        {icon}
      </span>
      {badge !== undefined && badge > 0 ? (
        <span aria-hidden="true" data-badge="" css={badgeStyles}>
          {badge}
        </span>
      ) : null}
    </>
  );

  if (href !== undefined && !disabled) {
    return (
      <Link href={href} aria-label={label} css={styles} data-variant={variant} data-state={state} unstyled>
        {content}
      </Link>
    );
  }

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (disabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };

  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      aria-disabled={disabled || undefined}
      css={styles}
      data-variant={variant}
      data-size={size}
      data-state={state}
      onClick={handleClick}
      {...rest}
    >
      {content}
    </button>
  );
}
