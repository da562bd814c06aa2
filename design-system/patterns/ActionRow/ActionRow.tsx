import { css, useTheme, type Theme } from '@emotion/react';
import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonVariant } from '../../primitives/Button';

/** One button of the row; `I` names the icons the owner offers. */
export interface ActionRowAction<I extends string = string> {
  /** Stable id (the React key and `data-action`). */
  id: string;
  /** The button text. */
  label: string;
  /** What pressing it opens (a chat link); reported through `onAction`. */
  href: string;
  /** The button's emphasis; the first action is primary by default, the rest outline. */
  variant?: ButtonVariant;
  /** A decorative icon before the label. */
  icon?: I;
}

export const actionRowJustifies = ['start', 'center'] as const;
export type ActionRowJustify = (typeof actionRowJustifies)[number];

export interface ActionRowProps<I extends string> {
  /** The buttons, in order; none renders nothing. */
  actions: readonly ActionRowAction<I>[];
  /** The icon drawn for each icon name. */
  icons: Record<I, LucideIcon>;
  /** A button was pressed: open its link. */
  onAction?: (href: string) => void;
  /** Where the buttons sit on a wide screen; on a phone they stack full width. */
  justify?: ActionRowJustify;
}

const styles = {
  root: (t: Theme) => css`
    display: flex;
    flex-wrap: wrap;
    &[data-justify='center'] {
      justify-content: center;
    }
    gap: ${t.space[3]};
    ${t.media.phone} {
      flex-direction: column;
      align-self: stretch;
    }
  `,
};

/** A row of large buttons that open links (chats): a hero's or a call to action's actions. */
export function ActionRow<I extends string>({ actions, icons, onAction, justify = 'start' }: ActionRowProps<I>) {
  const theme = useTheme();
  if (actions.length === 0) return null;
  return (
    <div css={styles.root(theme)} data-justify={justify}>
      {actions.map((action, index) => {
        const Icon: LucideIcon | null = action.icon ? icons[action.icon] : null;
        return (
          <Button
            key={action.id}
            data-action={action.id}
            size="lg"
            variant={action.variant ?? (index === 0 ? 'primary' : 'outline')}
            icon={Icon ? <Icon aria-hidden="true" /> : undefined}
            onClick={() => onAction?.(action.href)}
          >
            {action.label}
          </Button>
        );
      })}
    </div>
  );
}
