import { useTheme } from '@emotion/react';
import { ToggleGroup as RadixToggleGroup } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { itemStyles, rootStyles } from './ToggleGroup.styles';

export const toggleGroupVariants = ['segmented', 'chips'] as const;
export type ToggleGroupVariant = (typeof toggleGroupVariants)[number];
export const toggleGroupSizes = ['sm', 'md'] as const;
export type ToggleGroupSize = (typeof toggleGroupSizes)[number];
export const toggleGroupTypes = ['single', 'multiple'] as const;
export type ToggleGroupType = (typeof toggleGroupTypes)[number];

export interface ToggleGroupItem {
  /** The value reported by `onValueChange`. */
  value: string;
  /** Visible text; also the item's accessible name. */
  label: string;
  /** A decorative icon before the label (give it `aria-hidden`). */
  icon?: ReactNode;
  /** Shown but not pressable; arrow keys skip it. */
  disabled?: boolean;
}

interface ToggleGroupCommonProps {
  /** Accessible name of the group (`aria-label`), e.g. "Booking mode" or "Category". */
  label: string;
  /** The items, in order. */
  items: readonly ToggleGroupItem[];
  /** `segmented` for modes (Single/Multiple, Monthly/Annual); `chips` for filters. */
  variant?: ToggleGroupVariant;
  /** Item height: `md` meets the 44 px touch target. */
  size?: ToggleGroupSize;
  /** Stretch to the container's width, items sharing it equally. */
  fullWidth?: boolean;
  /** Disables every item. */
  disabled?: boolean;
  /** Class for the group (layout from the parent). */
  className?: string;
}

export interface ToggleGroupSingleProps extends ToggleGroupCommonProps {
  /** `single`: exactly one item is on, like radio buttons. Pressing the current item again is ignored. */
  type: 'single';
  /** Controlled value. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the newly chosen value; never with `''` (deselecting the current item is ignored). */
  onValueChange?: (value: string) => void;
}

export interface ToggleGroupMultipleProps extends ToggleGroupCommonProps {
  /** `multiple`: any number of items can be on, like checkboxes. */
  type: 'multiple';
  /** Controlled values. */
  value?: string[];
  /** Initial values when uncontrolled. */
  defaultValue?: string[];
  /** Called with every value that is on. */
  onValueChange?: (value: string[]) => void;
}

export type ToggleGroupProps = ToggleGroupSingleProps | ToggleGroupMultipleProps;

/**
 * A row of toggle buttons (Radix ToggleGroup). In `single` mode it always keeps one item on: Radix reports
 * `''` when the current item is pressed again, and that deselection is ignored (the spec's "deselecting the
 * current mode is ignored"), both controlled and uncontrolled.
 */
export function ToggleGroup(props: ToggleGroupProps) {
  const { label, items, variant = 'segmented', size = 'md', fullWidth = false, disabled = false, className } = props;
  const theme = useTheme();
  const [singleValue, setSingleValue] = useState(props.type === 'single' ? (props.defaultValue ?? '') : '');

  const children = items.map((item) => (
    <RadixToggleGroup.Item
      key={item.value}
      value={item.value}
      disabled={item.disabled}
      css={itemStyles(theme, variant, size)}
    >
      {item.icon}
      <span>{item.label}</span>
    </RadixToggleGroup.Item>
  ));
  const rootProps = {
    'aria-label': label,
    disabled,
    className,
    css: rootStyles(theme, variant, fullWidth),
    'data-variant': variant,
  };

  if (props.type === 'single') {
    const { value, onValueChange } = props;
    const current = value ?? singleValue;
    const handleChange = (next: string) => {
      if (next === '') return;
      setSingleValue(next);
      onValueChange?.(next);
    };
    return (
      <RadixToggleGroup.Root type="single" value={current} onValueChange={handleChange} {...rootProps}>
        {children}
      </RadixToggleGroup.Root>
    );
  }

  const { value, defaultValue, onValueChange } = props;
  return (
    <RadixToggleGroup.Root
      type="multiple"
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      {...rootProps}
    >
      {children}
    </RadixToggleGroup.Root>
  );
}
