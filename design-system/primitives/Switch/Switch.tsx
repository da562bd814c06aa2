import { css, useTheme, type Theme } from '@emotion/react';
import { Switch as RadixSwitch } from 'radix-ui';
import { useId, type Ref } from 'react';
import { column } from '../../tokens/recipes';
import { focusRing, smallPrint, square } from '../shared.styles';

export interface SwitchProps {
  /** Visible label; also the switch's accessible name, e.g. "In Stock". */
  label: string;
  /** A line of detail under the label, linked by `aria-describedby`. */
  description?: string;
  /** Controlled on/off. */
  checked?: boolean;
  /** Initial on/off when uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new on/off value. */
  onCheckedChange?: (checked: boolean) => void;
  /** Disables the switch. */
  disabled?: boolean;
  /** Form field name (submits "on" when checked). */
  name?: string;
  /** Id of the switch; generated when omitted. */
  id?: string;
  /** Class for the outer row (layout from the parent). */
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

const rowStyles = (t: Theme) => css`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${t.space[4]};
  font-family: ${t.font.family.body};
`;

const textStyles = (t: Theme) => css`
  ${column(t, 0.5)}
  min-width: 0;
  & > label {
    color: ${t.color.text.primary};
    font-size: ${t.font.size.md};
    font-weight: ${t.font.weight.medium};
    line-height: ${t.font.lineHeight.snug};
    cursor: pointer;
  }
  & > p {
    ${smallPrint(t)}
  }
  [data-disabled] > & > label {
    cursor: not-allowed;
  }
`;

/* Track 2.75rem x 1.5rem with a 1.25rem thumb and 0.125rem inset: the thumb travels 1.25rem. */
const trackStyles = (t: Theme) => css`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  width: ${t.sizes.touch};
  height: ${t.sizes.icon.lg};
  padding: ${t.space[0.5]};
  border: 0;
  border-radius: ${t.radii.pill};
  background: ${t.color.border.strong};
  cursor: pointer;
  transition: background-color ${t.motion.duration.fast} ${t.motion.easing.standard};
  &[data-state='checked'] {
    background: ${t.color.action.primary.bg};
  }
  ${focusRing(t, t.borderWidths.thick)}
  &[data-disabled] {
    background: ${t.color.action.disabled.bg};
    cursor: not-allowed;
  }
  &[data-disabled][data-state='checked'] {
    background: ${t.color.border.default};
  }
`;

const thumbStyles = (t: Theme) => css`
  display: block;
  ${square(t.sizes.icon.md)}
  border-radius: ${t.radii.round};
  background: ${t.color.surface.base};
  box-shadow: ${t.shadows.sm};
  transition: transform ${t.motion.duration.fast} ${t.motion.easing.standard};
  &[data-state='checked'] {
    transform: translateX(${t.sizes.icon.md});
  }
`;

/** An on/off switch (Radix Switch) with a visible label and optional description; the label sits before it. */
export function Switch({
  label,
  description,
  checked,
  defaultChecked,
  onCheckedChange,
  disabled = false,
  name,
  id,
  className,
  ref,
}: SwitchProps) {
  const theme = useTheme();
  const generatedId = useId();
  const switchId = id ?? `${generatedId}-switch`;
  const descriptionId = `${switchId}-description`;

  return (
    <div css={rowStyles(theme)} className={className} data-disabled={disabled ? '' : undefined}>
      <div css={textStyles(theme)}>
        <label htmlFor={switchId}>{label}</label>
        {description && <p id={descriptionId}>{description}</p>}
      </div>
      <RadixSwitch.Root
        ref={ref}
        id={switchId}
        checked={checked}
        defaultChecked={defaultChecked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        name={name}
        aria-describedby={description ? descriptionId : undefined}
        css={trackStyles(theme)}
      >
        <RadixSwitch.Thumb css={thumbStyles(theme)} />
      </RadixSwitch.Root>
    </div>
  );
}
