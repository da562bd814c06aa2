import { useTheme } from '@emotion/react';
import { Check, ChevronDown } from 'lucide-react';
import { Select as RadixSelect } from 'radix-ui';
import { useEffect, useMemo, type Ref } from 'react';
import { contentStyles, indicatorStyles, itemStyles, triggerStyles, viewportStyles } from './Select.styles';
import { Field, fieldControlProps, useFieldIds } from '../Field';

export interface SelectOption {
  /** The value reported by `onValueChange`. Must not be empty: an empty value is rejected (see `Select`). */
  value: string;
  /** What the visitor reads. */
  label: string;
  /** Shown but not choosable. */
  disabled?: boolean;
}

export interface SelectProps {
  /** Visible label; also the trigger's accessible name. */
  label: string;
  /** The choices. Options whose value is empty (or only spaces) are dropped with a console warning. */
  options: readonly SelectOption[];
  /** Text shown while nothing is chosen, e.g. "Select a sport". */
  placeholder?: string;
  /** Controlled value; `''` or `undefined` shows the placeholder. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the chosen option's value. */
  onValueChange?: (value: string) => void;
  /** Form field name (Radix renders a hidden native select for form submission). */
  name?: string;
  /** Help text under the label, linked by `aria-describedby`. */
  hint?: string;
  /** Error message under the trigger. Sets `aria-invalid`, `data-state="invalid"` on the field, linked by `aria-describedby`. */
  error?: string;
  /** Shows a visible `*` marker after the label and marks the control required. */
  required?: boolean;
  /** Disables the whole select. */
  disabled?: boolean;
  /** Id of the trigger; generated when omitted. */
  id?: string;
  /** Class for the outer wrapper (layout from the parent). */
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** An option is rejected when its value is empty: an empty value is how Radix Select means "nothing chosen". */
export function isRejectedOption(option: SelectOption): boolean {
  return option.value.trim() === '';
}

/**
 * A labelled dropdown (Radix Select) with hint, error and required marker.
 *
 * Empty values are rejected, as the spec requires of the generic select widget: an option whose `value` is `''`
 * (or only spaces) is never rendered, and a `console.warn` names its label once per change of the options, so
 * a content mistake shows up in development without breaking the page. Use `placeholder` for "nothing chosen".
 */
export function Select({
  label,
  options,
  placeholder,
  value,
  defaultValue,
  onValueChange,
  name,
  hint,
  error,
  required = false,
  disabled = false,
  id,
  className,
  ref,
}: SelectProps) {
  const theme = useTheme();
  const ids = useFieldIds(id, 'select');
  const { state, ...aria } = fieldControlProps(ids, { hint, error, disabled });

  const accepted = useMemo(() => options.filter((option) => !isRejectedOption(option)), [options]);
  const rejectedLabels = options
    .filter(isRejectedOption)
    .map((option) => option.label)
    .join('\n');

  useEffect(() => {
    if (rejectedLabels === '') return;
    for (const rejected of rejectedLabels.split('\n')) {
      console.warn(
        `Select "${label}": rejected the option "${rejected}" because its value is empty. ` +
          'An empty value means "nothing chosen"; give every option a non-empty value and use `placeholder` instead.',
      );
    }
  }, [label, rejectedLabels]);

  return (
    <Field label={label} ids={ids} hint={hint} error={error} required={required} state={state} className={className}>
      <RadixSelect.Root
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        name={name}
        required={required}
        disabled={disabled}
      >
        <RadixSelect.Trigger
          ref={ref}
          id={ids.controlId}
          css={triggerStyles(theme)}
          {...aria}
        >
          <RadixSelect.Value placeholder={placeholder} />
          <RadixSelect.Icon asChild>
            <ChevronDown aria-hidden="true" />
          </RadixSelect.Icon>
        </RadixSelect.Trigger>
        <RadixSelect.Portal>
          <RadixSelect.Content position="popper" css={contentStyles(theme)}>
            <RadixSelect.Viewport css={viewportStyles(theme)}>
              {accepted.map((option) => (
                <RadixSelect.Item
                  key={option.value}
                  value={option.value}
                  disabled={option.disabled}
                  css={itemStyles(theme)}
                >
                  <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                  <RadixSelect.ItemIndicator css={indicatorStyles(theme)}>
                    <Check aria-hidden="true" />
                  </RadixSelect.ItemIndicator>
                </RadixSelect.Item>
              ))}
            </RadixSelect.Viewport>
          </RadixSelect.Content>
        </RadixSelect.Portal>
      </RadixSelect.Root>
    </Field>
  );
}
