import { useTheme } from '@emotion/react';
import { Check, ChevronDown } from 'lucide-react';
import { Select as RadixSelect } from 'radix-ui';
import type { Ref } from 'react';
import type { SelectOption, SelectProps } from './Select';
import { triggerStyles } from './Select.styles';
import { contentStyles, indicatorStyles, itemStyles, viewportStyles } from './SelectListbox.styles';

export interface SelectListboxProps extends Pick<
  SelectProps,
  'placeholder' | 'value' | 'defaultValue' | 'onValueChange' | 'name'
> {
  /** The options to offer (the empty-valued ones already dropped). */
  options: readonly SelectOption[];
  required: boolean;
  disabled: boolean;
  /** Open at once: the visitor pressed the trigger before this part had arrived. */
  defaultOpen: boolean;
  /** The trigger's id and ARIA links to the field's label, hint and error. */
  triggerProps: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The live part of `Select`, its own chunk: Radix Select (trigger, listbox, keyboard, typeahead) with its popper and
 * focus libraries. `Select` renders a trigger that looks the same until the visitor first opens it.
 */
export default function SelectListbox({
  options,
  placeholder,
  value,
  defaultValue,
  onValueChange,
  name,
  required,
  disabled,
  defaultOpen,
  triggerProps,
  ref,
}: SelectListboxProps) {
  const theme = useTheme();
  return (
    <RadixSelect.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      defaultOpen={defaultOpen}
      name={name}
      required={required}
      disabled={disabled}
    >
      <RadixSelect.Trigger ref={ref} css={triggerStyles(theme)} {...triggerProps}>
        <RadixSelect.Value placeholder={placeholder} />
        <RadixSelect.Icon asChild>
          <ChevronDown aria-hidden="true" />
        </RadixSelect.Icon>
      </RadixSelect.Trigger>
      <RadixSelect.Portal>
        <RadixSelect.Content position="popper" css={contentStyles(theme)}>
          <RadixSelect.Viewport css={viewportStyles(theme)}>
            {options.map((option) => (
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
  );
}
