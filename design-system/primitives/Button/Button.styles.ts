import { css, type Theme } from '@emotion/react';
import type { ButtonSize, ButtonVariant } from './Button';
import { childIconBox, focusRing, inlineCentred } from '../shared.styles';

const sizeStyles: Record<ButtonSize, (t: Theme) => ReturnType<typeof css>> = {
  sm: (t) => css`
    min-height: ${t.sizes.control.sm};
    padding: 0 ${t.space[3]};
    font-size: ${t.font.size.sm};
    gap: ${t.space[1.5]};
  `,
  md: (t) => css`
    min-height: ${t.sizes.touch};
    padding: 0 ${t.space[4]};
    font-size: ${t.font.size.md};
    gap: ${t.space[2]};
  `,
  lg: (t) => css`
    min-height: ${t.sizes.control.lg};
    padding: 0 ${t.space[6]};
    font-size: ${t.font.size.lg};
    gap: ${t.space[2]};
  `,
};

function variantStyle(t: Theme, variant: ButtonVariant) {
  const a = t.color.action[variant];
  const border = variant === 'outline' ? t.color.action.outline.border : 'transparent';
  return css`
    background: ${a.bg};
    color: ${a.fg};
    border-color: ${border};
    &:hover:not([aria-disabled='true']) {
      background: ${a.bgHover};
    }
    &:active:not([aria-disabled='true']) {
      background: ${a.bgActive};
    }
  `;
}

export const buttonStyles = (t: Theme, variant: ButtonVariant, size: ButtonSize, fullWidth: boolean) => css`
  ${inlineCentred}
  width: ${fullWidth ? '100%' : 'auto'};
  border: ${t.borderWidths.thick} solid transparent;
  border-radius: ${t.radii.md};
  font-family: ${t.font.family.body};
  font-weight: ${t.font.weight.semibold};
  line-height: ${t.font.lineHeight.snug};
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${t.motion.duration.fast} ${t.motion.easing.standard},
    box-shadow ${t.motion.duration.fast} ${t.motion.easing.standard};
  ${sizeStyles[size](t)}
  ${variantStyle(t, variant)}
  ${focusRing(t, '2px')}
  &[aria-disabled='true'] {
    background: ${t.color.action.disabled.bg};
    color: ${t.color.action.disabled.fg};
    border-color: transparent;
    cursor: not-allowed;
  }
  &[data-state='busy'] {
    cursor: progress;
  }
  ${childIconBox(t, 'md')}
`;
