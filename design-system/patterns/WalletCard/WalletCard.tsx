import { css, useTheme, type Theme } from '@emotion/react';
import { Coins, Wallet } from 'lucide-react';
import { useId } from 'react';
import type { WalletView } from '../../../machines/membership/membership.view';
import { Card } from '../../primitives/Card';
import { Text } from '../../primitives/Text';
import { overline } from '../../tokens/recipes';
import { childIcon, row, square } from '../../primitives/shared.styles';

export interface WalletCardProps {
  /** The balance: '2,500', '2,500 Pod Coins', worth '₹2,500' (`walletView`). */
  wallet: WalletView;
  /** The card's title, e.g. "Your Pod Wallet". */
  title: string;
  /** A line under the balance, e.g. "Sample balance" (the page shows an example, not a real account). */
  note: string;
  /** '1 Pod Coin = ₹1'. */
  rateText: string;
  /** Class for the root (layout from the parent). */
  className?: string;
}

const styles = {
  card: (t: Theme) => css`
    gap: ${t.space[4]};
    max-width: ${t.sizes.narrow};
  `,
  title: (t: Theme) => css`
    ${row(t, 2)}
    margin: 0;
    ${overline(t)}
    color: ${t.color.text.inverseMuted};
    ${childIcon(t, 'md')}
  `,
  balance: (t: Theme) => css`
    ${row(t, 3)}
    margin: 0;
    font-family: ${t.font.family.display};
    font-size: ${t.font.size['5xl']};
    font-weight: ${t.font.weight.black};
    line-height: ${t.font.lineHeight.tight};
    & > svg {
      ${square(t.space[10])}
      color: ${t.color.text.highlight};
    }
  `,
  unit: (t: Theme) => css`
    font-family: ${t.font.family.body};
    font-size: ${t.font.size.lg};
    font-weight: ${t.font.weight.semibold};
  `,
  row: (t: Theme) => css`
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${t.space[2]};
    padding-top: ${t.space[3]};
    border-top: ${t.borderWidths.thin} solid ${t.color.surface.inverseRaised};
  `,
};

/** The sample Pod Wallet: balance in Pod Coins, what it is worth, and the coin rate. */
export function WalletCard({ wallet, title, note, rateText, className }: WalletCardProps) {
  const theme = useTheme();
  const titleId = useId();
  return (
    <Card
      as="section"
      tone="inverse"
      padding="lg"
      aria-labelledby={titleId}
      css={styles.card(theme)}
      className={className}
    >
      <p css={styles.title(theme)} id={titleId}>
        <Wallet aria-hidden="true" />
        {title}
      </p>
      <p css={styles.balance(theme)} data-part="balance">
        <Coins aria-hidden="true" />
        {wallet.balance}
        <span css={styles.unit(theme)}>Pod Coins</span>
      </p>
      <div css={styles.row(theme)}>
        <Text as="span" tone="inverse" weight="medium">
          Worth {wallet.value}
        </Text>
        <Text as="span" tone="inverse">
          {rateText}
        </Text>
      </div>
      <Text size="sm" tone="inverse">
        {note}
      </Text>
    </Card>
  );
}
