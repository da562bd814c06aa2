import { css, useTheme, type Theme } from '@emotion/react';
import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { childIconBox, disabledTrigger, focusRing, inlineRow } from '../shared.styles';

export const tabsOrientations = ['horizontal', 'vertical'] as const;
export type TabsOrientation = (typeof tabsOrientations)[number];

export interface TabItem {
  /** Identifies the tab; reported by `onValueChange`. */
  value: string;
  /** The tab's visible name. */
  label: string;
  /** A decorative icon before the label (give it `aria-hidden`). */
  icon?: ReactNode;
  /** The panel shown while this tab is active. */
  content: ReactNode;
  /** Shown but not selectable; arrow keys skip it. */
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs, in order. */
  items: readonly TabItem[];
  /** Accessible name of the tab list (`aria-label`), e.g. "Dashboard sections". */
  label?: string;
  /** Controlled active tab. */
  value?: string;
  /** Initial active tab when uncontrolled; defaults to the first enabled tab. */
  defaultValue?: string;
  /** Called with the newly active tab's value. */
  onValueChange?: (value: string) => void;
  /** `horizontal`: tabs above the panel (they scroll sideways on phones). `vertical`: tabs beside the panel, above it on phones. */
  orientation?: TabsOrientation;
  /** `automatic` (default) activates a tab on focus; `manual` waits for Enter or Space. */
  activationMode?: 'automatic' | 'manual';
  /** Class for the root (layout from the parent). */
  className?: string;
}

const rootStyles = (t: Theme) => css`
  display: flex;
  flex-direction: column;
  min-width: 0;
  font-family: ${t.font.family.body};
  &[data-orientation='vertical'] {
    ${t.media.abovePhone} {
      flex-direction: row;
      gap: ${t.space[6]};
    }
  }
`;

const listStyles = (t: Theme) => css`
  display: flex;
  flex: none;
  &[data-orientation='horizontal'] {
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scrollbar-width: thin;
    box-shadow: inset 0 calc(-1 * ${t.borderWidths.thin}) 0 ${t.color.border.subtle};
  }
  &[data-orientation='vertical'] {
    flex-direction: column;
    ${t.media.abovePhone} {
      min-width: ${t.space[24]};
      box-shadow: inset calc(-1 * ${t.borderWidths.thin}) 0 0 ${t.color.border.subtle};
    }
  }
`;

const triggerStyles = (t: Theme) => css`
  ${inlineRow(t, 2)}
  flex: none;
  min-height: ${t.sizes.touch};
  padding: 0 ${t.space[4]};
  border: 0;
  background: transparent;
  color: ${t.color.text.secondary};
  font-family: inherit;
  font-size: ${t.font.size.md};
  font-weight: ${t.font.weight.semibold};
  line-height: ${t.font.lineHeight.snug};
  white-space: nowrap;
  cursor: pointer;
  transition:
    color ${t.motion.duration.fast} ${t.motion.easing.standard},
    box-shadow ${t.motion.duration.fast} ${t.motion.easing.standard};
  ${t.media.hover} {
    &:hover:not([data-disabled]) {
      color: ${t.color.text.primary};
    }
  }
  &[data-state='active'] {
    color: ${t.color.text.accent};
  }
  &[data-orientation='horizontal'][data-state='active'] {
    box-shadow: inset 0 calc(-1 * ${t.borderWidths.focus}) 0 ${t.color.border.accent};
  }
  &[data-orientation='vertical'] {
    justify-content: flex-start;
    text-align: left;
  }
  &[data-orientation='vertical'][data-state='active'] {
    background: ${t.color.surface.accent};
    box-shadow: inset ${t.borderWidths.focus} 0 0 ${t.color.border.accent};
  }
  /* Drawn inside, so the scrolling list does not clip it. */
  ${focusRing(t, `calc(-1 * ${t.borderWidths.focus})`)}
  ${disabledTrigger(t)}
  ${childIconBox(t, 'sm')}
`;

const panelStyles = (t: Theme) => css`
  flex: 1;
  min-width: 0;
  padding-top: ${t.space[4]};
  &[data-orientation='vertical'] {
    ${t.media.abovePhone} {
      padding-top: 0;
    }
  }
  ${focusRing(t, t.borderWidths.thick)}
`;

/** Tabs (Radix Tabs): arrow keys move between tabs, Tab moves into the panel. */
export function Tabs({
  items,
  label,
  value,
  defaultValue,
  onValueChange,
  orientation = 'horizontal',
  activationMode = 'automatic',
  className,
}: TabsProps) {
  const theme = useTheme();
  const initial = value === undefined ? (defaultValue ?? items.find((item) => !item.disabled)?.value) : undefined;

  return (
    <RadixTabs.Root
      value={value}
      defaultValue={initial}
      onValueChange={onValueChange}
      orientation={orientation}
      activationMode={activationMode}
      className={className}
      css={rootStyles(theme)}
    >
      <RadixTabs.List aria-label={label} css={listStyles(theme)}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} css={triggerStyles(theme)}>
            {item.icon}
            <span>{item.label}</span>
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} css={panelStyles(theme)}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
