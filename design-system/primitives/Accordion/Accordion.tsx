import { css, keyframes, useTheme, type Theme } from '@emotion/react';
import { ChevronDown } from 'lucide-react';
import { Accordion as RadixAccordion } from 'radix-ui';
import type { ReactNode } from 'react';

export const accordionTypes = ['single', 'multiple'] as const;
export type AccordionType = (typeof accordionTypes)[number];
export const accordionHeadingLevels = [2, 3, 4, 5, 6] as const;
export type AccordionHeadingLevel = (typeof accordionHeadingLevels)[number];

export interface AccordionItem {
  /** Identifies the item; reported by `onValueChange`. */
  value: string;
  /** The question or section name, shown on the trigger button. */
  title: ReactNode;
  /** What opens under the title. */
  content: ReactNode;
  /** Shown but cannot be opened. */
  disabled?: boolean;
  /** Id of the item's element (title and content), e.g. a deep-link anchor such as a FAQ question id. */
  id?: string;
}

interface AccordionCommonProps {
  /** The items, in order. */
  items: readonly AccordionItem[];
  /** Heading level wrapping each trigger, to fit the page outline (default 3). */
  headingLevel?: AccordionHeadingLevel;
  /** Class for the root (layout from the parent). */
  className?: string;
}

export interface AccordionSingleProps extends AccordionCommonProps {
  /** `single`: one item open at a time (FAQ). */
  type: 'single';
  /** Whether the open item can be closed again, leaving none open (default true). */
  collapsible?: boolean;
  /** Controlled open item (`''` for none). */
  value?: string;
  /** Initially open item when uncontrolled. */
  defaultValue?: string;
  /** Called with the open item's value, or `''` when it closes. */
  onValueChange?: (value: string) => void;
}

export interface AccordionMultipleProps extends AccordionCommonProps {
  /** `multiple`: any number of items open (price lists). */
  type: 'multiple';
  /** Controlled open items. */
  value?: string[];
  /** Initially open items when uncontrolled. */
  defaultValue?: string[];
  /** Called with every open item's value. */
  onValueChange?: (value: string[]) => void;
}

export type AccordionProps = AccordionSingleProps | AccordionMultipleProps;

const slideDown = keyframes`
  from { height: 0; }
  to { height: var(--radix-accordion-content-height); }
`;
const slideUp = keyframes`
  from { height: var(--radix-accordion-content-height); }
  to { height: 0; }
`;

const rootStyles = (t: Theme) => css`
  border-top: ${t.borderWidths.thin} solid ${t.color.border.subtle};
  font-family: ${t.font.family.body};
`;

const itemStyles = (t: Theme) => css`
  border-bottom: ${t.borderWidths.thin} solid ${t.color.border.subtle};
`;

const headerStyles = css`
  display: flex;
  margin: 0;
`;

const triggerStyles = (t: Theme) => css`
  display: flex;
  flex: 1;
  align-items: center;
  justify-content: space-between;
  gap: ${t.space[4]};
  min-height: ${t.sizes.touch};
  padding: ${t.space[4]} ${t.space[1]};
  border: 0;
  background: transparent;
  color: ${t.color.text.primary};
  font-family: inherit;
  font-size: ${t.font.size.md};
  font-weight: ${t.font.weight.semibold};
  line-height: ${t.font.lineHeight.snug};
  text-align: left;
  cursor: pointer;
  ${t.media.hover} {
    &:hover:not([data-disabled]) {
      color: ${t.color.text.accent};
    }
  }
  &:focus-visible {
    outline: ${t.borderWidths.focus} solid ${t.color.border.focus};
    outline-offset: calc(-1 * ${t.borderWidths.focus});
  }
  &[data-disabled] {
    color: ${t.color.action.disabled.fg};
    cursor: not-allowed;
  }
  & > svg {
    flex: none;
    width: ${t.sizes.icon.md};
    height: ${t.sizes.icon.md};
    color: ${t.color.text.secondary};
    transition: transform ${t.motion.duration.base} ${t.motion.easing.standard};
  }
  &[data-state='open'] > svg {
    transform: rotate(180deg);
  }
`;

/* The open/close animation reads the motion token, which is 0ms under prefers-reduced-motion. */
const contentStyles = (t: Theme) => css`
  overflow: hidden;
  color: ${t.color.text.secondary};
  font-size: ${t.font.size.md};
  line-height: ${t.font.lineHeight.relaxed};
  &[data-state='open'] {
    animation: ${slideDown} ${t.motion.duration.base} ${t.motion.easing.enter};
  }
  &[data-state='closed'] {
    animation: ${slideUp} ${t.motion.duration.base} ${t.motion.easing.exit};
  }
  & > div {
    padding: 0 ${t.space[1]} ${t.space[4]};
  }
`;

/** Expandable sections (Radix Accordion) for the FAQ and price lists. Enter/Space toggles, arrow keys move between titles. */
export function Accordion(props: AccordionProps) {
  const { items, headingLevel = 3, className } = props;
  const theme = useTheme();
  const Heading = `h${headingLevel}` as const;

  const children = items.map((item) => (
    <RadixAccordion.Item key={item.value} id={item.id} value={item.value} disabled={item.disabled} css={itemStyles(theme)}>
      <RadixAccordion.Header asChild>
        <Heading css={headerStyles}>
          <RadixAccordion.Trigger css={triggerStyles(theme)}>
            <span>{item.title}</span>
            <ChevronDown aria-hidden="true" />
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      <RadixAccordion.Content css={contentStyles(theme)}>
        <div>{item.content}</div>
      </RadixAccordion.Content>
    </RadixAccordion.Item>
  ));

  if (props.type === 'single') {
    const { value, defaultValue, onValueChange, collapsible = true } = props;
    return (
      <RadixAccordion.Root
        type="single"
        collapsible={collapsible}
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        className={className}
        css={rootStyles(theme)}
      >
        {children}
      </RadixAccordion.Root>
    );
  }

  const { value, defaultValue, onValueChange } = props;
  return (
    <RadixAccordion.Root
      type="multiple"
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      className={className}
      css={rootStyles(theme)}
    >
      {children}
    </RadixAccordion.Root>
  );
}
