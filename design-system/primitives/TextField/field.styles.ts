import { css, type Theme } from '@emotion/react';
import { column } from '../../tokens/recipes';
import { iconBox, smallPrint } from '../shared.styles';

/**
 * Shared look of every form field (TextField, Textarea, Select, RadioGroup): the label row, the required
 * marker, the hint and the error message, and the bordered control box. Kept here so the four fields match.
 */

/** The states a field puts on its DOM as `data-state`. */
export const fieldStates = ['idle', 'invalid', 'disabled'] as const;
export type FieldState = (typeof fieldStates)[number];

export function fieldState(error: string | undefined, disabled: boolean | undefined): FieldState {
  if (error) return 'invalid';
  if (disabled) return 'disabled';
  return 'idle';
}

/** Joins the ids of the hint and error (when shown) for `aria-describedby`. */
export function describedBy(...ids: (string | false | undefined | null)[]): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined === '' ? undefined : joined;
}

export const fieldWrapperStyles = (t: Theme) => css`
  ${column(t, 1.5)}
  min-width: 0;
  font-family: ${t.font.family.body};
`;

/**
 * How far below a field's top its control starts: the label's line (`fieldLabelStyles`) and the gap under it
 * (`fieldWrapperStyles`). A button beside fields is lowered by this much to sit level with their controls.
 */
export const fieldControlOffset = (t: Theme) => `calc(${t.font.size.sm} * ${t.font.lineHeight.snug} + ${t.space[1.5]})`;

export const fieldLabelStyles = (t: Theme) => css`
  display: inline-flex;
  align-items: baseline;
  gap: ${t.space[1]};
  color: ${t.color.text.primary};
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.semibold};
  line-height: ${t.font.lineHeight.snug};
`;

export const requiredMarkerStyles = (t: Theme) => css`
  color: ${t.color.text.danger};
  font-weight: ${t.font.weight.bold};
`;

export const fieldHintStyles = (t: Theme) => css`
  ${smallPrint(t)}
`;

export const fieldErrorStyles = (t: Theme) => css`
  display: flex;
  align-items: flex-start;
  gap: ${t.space[1.5]};
  margin: 0;
  color: ${t.color.text.danger};
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.medium};
  line-height: ${t.font.lineHeight.normal};
  & > svg {
    ${iconBox(t, 'sm')}
    margin-top: ${t.space[0.5]};
  }
`;

export interface ControlBoxSelectors {
  /** When the focus ring shows. */
  focus?: string;
  /** When the box is drawn as invalid. */
  invalid?: string;
  /** When the box is drawn as disabled. */
  disabled?: string;
}

/**
 * The bordered box around a control. By default it reads `data-state` (idle | invalid | disabled) on the
 * element that carries these styles; widgets whose `data-state` belongs to Radix pass other selectors.
 */
export const controlBoxStyles = (
  t: Theme,
  {
    focus = '&:focus-visible',
    invalid = "&[data-state='invalid']",
    disabled = "&[data-state='disabled']",
  }: ControlBoxSelectors = {},
) => css`
  display: flex;
  align-items: center;
  width: 100%;
  min-height: ${t.sizes.touch};
  border: ${t.borderWidths.thin} solid ${t.color.border.strong};
  border-radius: ${t.radii.md};
  background: ${t.color.surface.base};
  color: ${t.color.text.primary};
  font-family: ${t.font.family.body};
  font-size: ${t.font.size.md};
  line-height: ${t.font.lineHeight.normal};
  transition:
    border-color ${t.motion.duration.fast} ${t.motion.easing.standard},
    box-shadow ${t.motion.duration.fast} ${t.motion.easing.standard};
  ${t.media.hover} {
    &:hover {
      border-color: ${t.color.text.primary};
    }
  }
  ${focus} {
    outline: ${t.borderWidths.focus} solid ${t.color.border.focus};
    outline-offset: ${t.borderWidths.thin};
  }
  ${invalid} {
    border-color: ${t.color.border.danger};
    box-shadow: inset 0 0 0 ${t.borderWidths.thin} ${t.color.border.danger};
  }
  ${disabled} {
    background: ${t.color.surface.sunken};
    color: ${t.color.text.muted};
    border-color: ${t.color.border.default};
    cursor: not-allowed;
  }
`;

/** Text inside a control box: placeholder colour meets AA on the base surface. */
export const controlTextStyles = (t: Theme) => css`
  &::placeholder {
    color: ${t.color.text.muted};
    opacity: 1;
  }
`;
