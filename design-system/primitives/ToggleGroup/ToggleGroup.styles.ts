import { css, type Theme } from '@emotion/react';
import type { ToggleGroupSize, ToggleGroupVariant } from './ToggleGroup';
import { childIconBox, disabledTrigger, focusRing, inlineCentred } from '../shared.styles';

const rootVariant: Record<ToggleGroupVariant, (t: Theme) => ReturnType<typeof css>> = {
  segmented: (t) => css`
    padding: ${t.space[1]};
    gap: ${t.space[1]};
    border: ${t.borderWidths.thin} solid ${t.color.border.default};
    border-radius: ${t.radii.md};
    background: ${t.color.surface.sunken};
  `,
  chips: (t) => css`
    flex-wrap: wrap;
    gap: ${t.space[2]};
  `,
};

export const rootStyles = (t: Theme, variant: ToggleGroupVariant, fullWidth: boolean) => css`
  display: ${fullWidth ? 'flex' : 'inline-flex'};
  max-width: 100%;
  font-family: ${t.font.family.body};
  ${rootVariant[variant](t)}
  ${fullWidth ? '& > * { flex: 1 1 0; }' : ''}
`;

const itemVariant: Record<ToggleGroupVariant, (t: Theme) => ReturnType<typeof css>> = {
  segmented: (t) => css`
    border: ${t.borderWidths.thin} solid transparent;
    border-radius: ${t.radii.sm};
    background: transparent;
    color: ${t.color.text.secondary};
    ${t.media.hover} {
      &:hover:not([data-disabled]) {
        color: ${t.color.text.primary};
        background: ${t.color.action.ghost.bgHover};
      }
    }
    &[data-state='on'] {
      border-color: ${t.color.border.subtle};
      background: ${t.color.surface.raised};
      color: ${t.color.text.primary};
      box-shadow: ${t.shadows.sm};
    }
  `,
  chips: (t) => css`
    border: ${t.borderWidths.thin} solid ${t.color.border.strong};
    border-radius: ${t.radii.pill};
    background: ${t.color.surface.base};
    color: ${t.color.text.primary};
    ${t.media.hover} {
      &:hover:not([data-disabled]):not([data-state='on']) {
        background: ${t.color.surface.accent};
      }
    }
    &[data-state='on'] {
      border-color: ${t.color.action.primary.bg};
      background: ${t.color.action.primary.bg};
      color: ${t.color.action.primary.fg};
    }
  `,
};

const itemSize: Record<ToggleGroupSize, (t: Theme) => ReturnType<typeof css>> = {
  sm: (t) => css`
    min-height: ${t.sizes.control.sm};
    padding: 0 ${t.space[3]};
    font-size: ${t.font.size.sm};
  `,
  md: (t) => css`
    min-height: ${t.sizes.touch};
    padding: 0 ${t.space[4]};
    font-size: ${t.font.size.md};
  `,
};

export const itemStyles = (t: Theme, variant: ToggleGroupVariant, size: ToggleGroupSize) => css`
  ${inlineCentred}
  gap: ${t.space[2]};
  font-family: inherit;
  font-weight: ${t.font.weight.semibold};
  line-height: ${t.font.lineHeight.snug};
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${t.motion.duration.fast} ${t.motion.easing.standard},
    color ${t.motion.duration.fast} ${t.motion.easing.standard};
  ${itemSize[size](t)}
  ${itemVariant[variant](t)}
  ${focusRing(t, t.borderWidths.thin)}
  ${disabledTrigger(t)}
  ${childIconBox(t, 'sm')}
`;
