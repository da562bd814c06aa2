import { css, type Theme } from '@emotion/react';
import { cluster, column } from '../../tokens/recipes';
import { focusRing, inlineCentred, smallPrint, square } from '../shared.styles';

export const groupStyles = (t: Theme) => css`
  display: flex;
  gap: ${t.space[2]};
  &[data-orientation='vertical'] {
    flex-direction: column;
  }
  &[data-orientation='horizontal'] {
    flex-direction: row;
    flex-wrap: wrap;
  }
  &[data-orientation='horizontal'] > * {
    flex: 1 1 0;
    min-width: ${t.space[24]};
  }
  ${t.media.phone} {
    &[data-orientation='horizontal'] > * {
      min-width: 100%;
    }
  }
`;

/** One option: a bordered row that highlights when its radio is checked. */
export const optionStyles = (t: Theme) => css`
  display: flex;
  align-items: flex-start;
  gap: ${t.space[3]};
  padding: ${t.space[3]} ${t.space[4]};
  border: ${t.borderWidths.thin} solid ${t.color.border.default};
  border-radius: ${t.radii.md};
  background: ${t.color.surface.base};
  transition:
    border-color ${t.motion.duration.fast} ${t.motion.easing.standard},
    background-color ${t.motion.duration.fast} ${t.motion.easing.standard};
  &:has([role='radio'][data-state='checked']) {
    border-color: ${t.color.border.accent};
    background: ${t.color.surface.accent};
    box-shadow: inset 0 0 0 ${t.borderWidths.thin} ${t.color.border.accent};
  }
  &[data-disabled] {
    background: ${t.color.surface.sunken};
    border-style: dashed;
  }
  [aria-invalid='true'] > & {
    border-color: ${t.color.border.danger};
  }
`;

export const radioStyles = (t: Theme) => css`
  flex: none;
  ${inlineCentred}
  ${square(t.sizes.icon.md)}
  margin-top: ${t.space[0.5]};
  padding: 0;
  border: ${t.borderWidths.thick} solid ${t.color.border.strong};
  border-radius: ${t.radii.round};
  background: ${t.color.surface.base};
  cursor: pointer;
  &[data-state='checked'] {
    border-color: ${t.color.action.primary.bg};
  }
  ${focusRing(t, t.borderWidths.thick)}
  &[data-disabled] {
    border-color: ${t.color.border.default};
    background: ${t.color.surface.sunken};
    cursor: not-allowed;
  }
`;

export const indicatorStyles = (t: Theme) => css`
  display: block;
  ${square('50%')}
  border-radius: ${t.radii.round};
  background: ${t.color.action.primary.bg};
`;

export const optionTextStyles = (t: Theme) => css`
  ${column(t, 0.5)}
  min-width: 0;
  flex: 1;
`;

export const optionLabelRowStyles = (t: Theme) => css`
  ${cluster(t, 2)}
`;

export const optionLabelStyles = (t: Theme) => css`
  color: ${t.color.text.primary};
  font-size: ${t.font.size.md};
  font-weight: ${t.font.weight.semibold};
  line-height: ${t.font.lineHeight.snug};
  cursor: pointer;
  [data-disabled] & {
    color: ${t.color.text.secondary};
    cursor: not-allowed;
  }
`;

export const optionDescriptionStyles = (t: Theme) => css`
  ${smallPrint(t)}
`;

export const optionBadgeStyles = (t: Theme) => css`
  display: inline-flex;
  align-items: center;
  padding: ${t.space[0.5]} ${t.space[2]};
  border: ${t.borderWidths.thin} solid ${t.color.status.warning.border};
  border-radius: ${t.radii.pill};
  background: ${t.color.status.warning.bg};
  color: ${t.color.status.warning.fg};
  font-size: ${t.font.size.xs};
  font-weight: ${t.font.weight.semibold};
  letter-spacing: ${t.font.letterSpacing.wide};
  line-height: ${t.font.lineHeight.snug};
  white-space: nowrap;
`;
