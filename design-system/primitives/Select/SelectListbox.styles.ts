import { css, type Theme } from '@emotion/react';
import { childIcon } from '../shared.styles';

/** The open list: loaded with `SelectListbox`, never with the page. */
export const contentStyles = (t: Theme) => css`
  /* Above a dialog, so a select inside a dialog opens over it. */
  z-index: ${t.zIndices.modal + t.zIndices.raised};
  /* As wide as the trigger, but never wider than the screen leaves (a full-width select on a phone). */
  min-width: min(var(--radix-select-trigger-width), var(--radix-select-content-available-width));
  max-width: var(--radix-select-content-available-width);
  max-height: var(--radix-select-content-available-height);
  overflow: hidden;
  border: ${t.borderWidths.thin} solid ${t.color.border.default};
  border-radius: ${t.radii.md};
  background: ${t.color.surface.raised};
  box-shadow: ${t.shadows.lg};
  font-family: ${t.font.family.body};
  &[data-side='bottom'] {
    margin-top: ${t.space[1]};
  }
  &[data-side='top'] {
    margin-bottom: ${t.space[1]};
  }
`;

export const viewportStyles = (t: Theme) => css`
  padding: ${t.space[1]};
`;

export const itemStyles = (t: Theme) => css`
  position: relative;
  display: flex;
  align-items: center;
  min-height: ${t.sizes.touch};
  padding: 0 ${t.space[8]} 0 ${t.space[3]};
  border-radius: ${t.radii.sm};
  color: ${t.color.text.primary};
  font-size: ${t.font.size.md};
  line-height: ${t.font.lineHeight.snug};
  cursor: pointer;
  user-select: none;
  outline: none;
  &[data-highlighted] {
    background: ${t.color.surface.accent};
    color: ${t.color.text.primary};
  }
  &[data-state='checked'] {
    font-weight: ${t.font.weight.semibold};
  }
  &[data-disabled] {
    color: ${t.color.text.muted};
    cursor: not-allowed;
  }
`;

export const indicatorStyles = (t: Theme) => css`
  position: absolute;
  right: ${t.space[2]};
  display: inline-flex;
  color: ${t.color.text.accent};
  ${childIcon(t, 'sm')}
`;
