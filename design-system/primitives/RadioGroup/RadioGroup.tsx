import { useTheme } from '@emotion/react';
import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { describedBy } from '../TextField/field.styles';
import {
  groupStyles,
  indicatorStyles,
  optionBadgeStyles,
  optionDescriptionStyles,
  optionLabelRowStyles,
  optionLabelStyles,
  optionStyles,
  optionTextStyles,
  radioStyles,
} from './RadioGroup.styles';
import { Field, fieldControlProps, useFieldIds } from '../Field';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

export interface RadioOption {
  /** The value reported by `onValueChange`. */
  value: string;
  /** The option's name. */
  label: string;
  /** A line of detail under the label, linked to the radio by `aria-describedby`. */
  description?: string;
  /** A short tag after the label, e.g. "Coming Soon"; also read as part of the description. */
  badge?: string;
  /** Shown but not choosable; arrow keys skip it. */
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** The group's visible label (its legend); also the radiogroup's accessible name. */
  label: string;
  /** The choices. */
  options: readonly RadioOption[];
  /** Controlled value. */
  value?: string;
  /** Initial value when uncontrolled, e.g. "pickup". */
  defaultValue?: string;
  /** Called with the newly chosen value. */
  onValueChange?: (value: string) => void;
  /** Stack the options (default) or lay them side by side (they stack again on phones). */
  orientation?: RadioGroupOrientation;
  /** Form field name. */
  name?: string;
  /** Help text under the label, linked by `aria-describedby`. */
  hint?: string;
  /** Error message under the options. Sets `aria-invalid` on the group and `data-state="invalid"` on the field. */
  error?: string;
  /** Shows a visible `*` marker and sets `aria-required`. */
  required?: boolean;
  /** Disables every option. */
  disabled?: boolean;
  /** Id prefix; generated when omitted. */
  id?: string;
  /** Class for the outer wrapper (layout from the parent). */
  className?: string;
}

/** A labelled group of radio options (Radix RadioGroup) with descriptions, badges, disabled options and an error. */
export function RadioGroup({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  orientation = 'vertical',
  name,
  hint,
  error,
  required = false,
  disabled = false,
  id,
  className,
}: RadioGroupProps) {
  const theme = useTheme();
  const ids = useFieldIds(id, 'radio');
  const baseId = ids.controlId;
  const { state, ...aria } = fieldControlProps(ids, { hint, error, disabled });

  return (
    <Field
      label={label}
      labelKind="group"
      ids={ids}
      hint={hint}
      error={error}
      required={required}
      state={state}
      className={className}
    >
      <RadixRadioGroup.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        orientation={orientation}
        name={name}
        required={required}
        disabled={disabled}
        aria-labelledby={ids.labelId}
        {...aria}
        css={groupStyles(theme)}
      >
        {options.map((option, index) => {
          const itemId = `${baseId}-${index}`;
          const badgeId = `${itemId}-badge`;
          const descriptionId = `${itemId}-description`;
          const optionDisabled = disabled || option.disabled === true;
          return (
            <div key={option.value} css={optionStyles(theme)} data-disabled={optionDisabled ? '' : undefined}>
              <RadixRadioGroup.Item
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={describedBy(option.badge && badgeId, option.description && descriptionId)}
                css={radioStyles(theme)}
              >
                <RadixRadioGroup.Indicator css={indicatorStyles(theme)} />
              </RadixRadioGroup.Item>
              <div css={optionTextStyles(theme)}>
                <div css={optionLabelRowStyles(theme)}>
                  <label htmlFor={itemId} css={optionLabelStyles(theme)}>
                    {option.label}
                  </label>
                  {option.badge && (
                    <span id={badgeId} css={optionBadgeStyles(theme)}>
                      {option.badge}
                    </span>
                  )}
                </div>
                {option.description && (
                  <p id={descriptionId} css={optionDescriptionStyles(theme)}>
                    {option.description}
                  </p>
                )}
              </div>
            </div>
          );
        })}
      </RadixRadioGroup.Root>
    </Field>
  );
}
