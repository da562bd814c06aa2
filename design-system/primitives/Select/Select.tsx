import { useTheme } from '@emotion/react';
import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type KeyboardEvent, type Ref } from 'react';
import { triggerStyles } from './Select.styles';
import { Field, fieldControlProps, useFieldIds } from '../Field';
import { lazyPart, useLazyPart } from '../lazyPart';

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

/** The listbox and its keyboard: Radix Select, with its popper and focus libraries. */
const listbox = lazyPart(() => import('./SelectListbox'));

/**
 * Keys that open the select from the trigger served with the page (Enter and Space press the button): the arrows,
 * and a letter or digit, which Radix's closed trigger takes as a search; here the list opens, and typing goes on there.
 */
function opensList(event: KeyboardEvent): boolean {
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') return true;
  return event.key.length === 1 && event.key !== ' ' && !event.ctrlKey && !event.metaKey && !event.altKey;
}

/** An option is rejected when its value is empty: an empty value is how Radix Select means "nothing chosen". */
export function isRejectedOption(option: SelectOption): boolean {
  return option.value.trim() === '';
}

/**
 * A labelled dropdown (Radix Select) with hint, error and required marker.
 *
 * Until the visitor first opens it, the select is a trigger that looks and reads the same (a combobox showing the
 * chosen option or the placeholder): the listbox (`SelectListbox`, Radix Select and its popper) is its own chunk,
 * fetched when the pointer or focus reaches the trigger, and at the latest on the press, and it opens as it arrives.
 * Offline before it arrived, the press does nothing visible (the site's notice says the connection dropped) and the
 * next one tries again.
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

  const [opened, setOpened] = useState(false);
  // Where the listbox will be, as Radix's own closed trigger says.
  const listboxId = useId();
  const { Part: Listbox, preload } = useLazyPart(listbox, opened, () => setOpened(false));
  const open = () => {
    if (!disabled) setOpened(true);
  };
  const current = value ?? defaultValue ?? '';
  const chosen = accepted.find((option) => option.value === current);

  return (
    <Field label={label} ids={ids} hint={hint} error={error} required={required} state={state} className={className}>
      {Listbox ? (
        <Listbox
          options={accepted}
          placeholder={placeholder}
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
          name={name}
          required={required}
          disabled={disabled}
          defaultOpen
          triggerProps={{ id: ids.controlId, ...aria }}
          ref={ref}
        />
      ) : (
        <>
          <button
            ref={ref}
            type="button"
            role="combobox"
            id={ids.controlId}
            css={triggerStyles(theme)}
            aria-expanded={false}
            aria-controls={listboxId}
            aria-autocomplete="none"
            aria-required={required}
            disabled={disabled}
            data-disabled={disabled ? '' : undefined}
            data-placeholder={chosen ? undefined : ''}
            data-state="closed"
            {...aria}
            onPointerEnter={preload}
            onFocus={preload}
            onClick={open}
            onKeyDown={(event: KeyboardEvent) => {
              if (!opensList(event)) return;
              event.preventDefault();
              open();
            }}
          >
            <span>{chosen?.label ?? placeholder}</span>
            <ChevronDown aria-hidden="true" />
          </button>
          {name && <input type="hidden" name={name} value={current} />}
        </>
      )}
    </Field>
  );
}
