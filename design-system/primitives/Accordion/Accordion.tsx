import { css, useTheme, type Theme } from '@emotion/react';
import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { disabledTrigger, focusRing, iconBox } from '../shared.styles';

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
  ${focusRing(t, `calc(-1 * ${t.borderWidths.focus})`)}
  ${disabledTrigger(t)}
  & > svg {
    ${iconBox(t, 'md')}
    color: ${t.color.text.secondary};
    transition: transform ${t.motion.duration.base} ${t.motion.easing.standard};
  }
  &[data-state='open'] > svg {
    transform: rotate(180deg);
  }
`;

/*
 * The region is a one-row grid whose row grows from 0fr to 1fr: the height animates with no measuring. Opening starts
 * from 0fr (@starting-style); closing keeps the region displayed until the row has shrunk (display, allow-discrete).
 * The duration is the motion token, 0ms under prefers-reduced-motion.
 */
const contentStyles = (t: Theme) => css`
  display: grid;
  grid-template-rows: 1fr;
  color: ${t.color.text.secondary};
  font-size: ${t.font.size.md};
  line-height: ${t.font.lineHeight.relaxed};
  transition:
    grid-template-rows ${t.motion.duration.base} ${t.motion.easing.standard},
    display ${t.motion.duration.base} allow-discrete;
  @starting-style {
    grid-template-rows: 0fr;
  }
  &[hidden] {
    display: none;
    grid-template-rows: 0fr;
  }
  & > div {
    min-height: 0;
    overflow: hidden;
  }
  & > div > div {
    padding: 0 ${t.space[1]} ${t.space[4]};
  }
`;

/** The open items as a list, from a `single` value (`''` for none) or a `multiple` one. */
function openList(value: string | readonly string[] | undefined): string[] {
  if (value === undefined || value === '') return [];
  return typeof value === 'string' ? [value] : [...value];
}

/** Where an arrow, Home or End key moves the focus among `count` titles from `index`; null for any other key. */
function focusTarget(key: string, index: number, count: number): number | null {
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * Expandable sections for the FAQ and price lists: each title is a button inside a heading that shows or hides the
 * region under it (WAI-ARIA accordion pattern). Enter/Space toggles, arrow keys and Home/End move between titles.
 *
 * Written here rather than taken from Radix: Radix's accordion measured every item's content in a layout effect and
 * rendered again synchronously while the page hydrated (on /faq, 26 items: Lighthouse's TBT 216 ms, 33-45 without it).
 * Here nothing runs on mount; an item's content renders from its first opening and stays mounted, hidden, so closing
 * animates too.
 */
export function Accordion(props: AccordionProps) {
  const { items, headingLevel = 3, className } = props;
  const theme = useTheme();
  const Heading = `h${headingLevel}` as const;
  const baseId = useId();
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);
  const [uncontrolled, setUncontrolled] = useState(() => openList(props.defaultValue));
  const open = props.value !== undefined ? openList(props.value) : uncontrolled;
  // Items opened at least once keep their content (hidden when closed); the content of the others is not rendered.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(open));
  if (open.some((value) => !opened.has(value))) setOpened(new Set([...opened, ...open]));
  const collapsible = props.type === 'multiple' || props.collapsible !== false;

  function toggle(value: string) {
    const isOpen = open.includes(value);
    if (isOpen && !collapsible) return;
    if (props.type === 'single') {
      const next = isOpen ? '' : value;
      if (props.value === undefined) setUncontrolled(openList(next));
      props.onValueChange?.(next);
    } else {
      const next = isOpen ? open.filter((v) => v !== value) : [...open, value];
      if (props.value === undefined) setUncontrolled(next);
      props.onValueChange?.(next);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const enabled = triggers.current.filter((button): button is HTMLButtonElement => !!button && !button.disabled);
    const target = focusTarget(event.key, enabled.indexOf(event.currentTarget), enabled.length);
    if (target === null) return;
    event.preventDefault();
    enabled[target]?.focus();
  }

  return (
    <div className={className} css={rootStyles(theme)}>
      {items.map((item, index) => {
        const isOpen = open.includes(item.value);
        const state = isOpen ? 'open' : 'closed';
        const triggerId = `${baseId}-title-${index}`;
        const contentId = `${baseId}-content-${index}`;
        return (
          <div key={item.value} id={item.id} data-state={state} css={itemStyles(theme)}>
            <Heading css={headerStyles}>
              <button
                ref={(button) => {
                  triggers.current[index] = button;
                }}
                type="button"
                id={triggerId}
                aria-controls={contentId}
                aria-expanded={isOpen}
                aria-disabled={(isOpen && !collapsible) || undefined}
                disabled={item.disabled}
                data-state={state}
                data-disabled={item.disabled ? '' : undefined}
                css={triggerStyles(theme)}
                onClick={() => toggle(item.value)}
                onKeyDown={onKeyDown}
              >
                <span>{item.title}</span>
                <ChevronDown aria-hidden="true" />
              </button>
            </Heading>
            <div
              id={contentId}
              role="region"
              aria-labelledby={triggerId}
              data-state={state}
              hidden={!isOpen}
              css={contentStyles(theme)}
            >
              <div>
                <div>{(isOpen || opened.has(item.value)) && item.content}</div>
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
