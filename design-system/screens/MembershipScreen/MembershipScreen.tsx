import { css, useTheme, type Theme } from '@emotion/react';
import {
  ArrowDown,
  CalendarClock,
  Coffee,
  Dumbbell,
  Gift,
  KeyRound,
  MapPin,
  MessageCircle,
  PauseCircle,
  Percent,
  Shirt,
  Sparkles,
  Trophy,
  UserPlus,
  Wallet,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { MembershipPlansView, ReferralView, WalletView } from '../../../machines/membership/membership.view';
import { MembershipTierCard } from '../../patterns/MembershipTierCard';
import { WalletCard } from '../../patterns/WalletCard';
import { Accordion } from '../../primitives/Accordion';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { ToggleGroup } from '../../primitives/ToggleGroup';
import { ScreenSection } from '../../patterns/ScreenSection';
import { cluster, column, displayTitle } from '../../tokens/recipes';
import { autoColumns, eyebrow, gridList, iconSize, iconTile, screenColumn, wrapRow } from '../screen.styles';

/** Where Pod Coins are spent (spec §2), each with its icon. */
export const podCoinUses = ['bookings', 'cafe', 'merchandise', 'training'] as const;
export type PodCoinUse = (typeof podCoinUses)[number];
const useIcons: Record<PodCoinUse, ReactNode> = {
  bookings: <Trophy aria-hidden="true" />,
  cafe: <Coffee aria-hidden="true" />,
  merchandise: <Shirt aria-hidden="true" />,
  training: <Dumbbell aria-hidden="true" />,
};

/** The perks' icons. */
export const membershipPerkIcons = ['drinks', 'discount', 'pause', 'flexible', 'events', 'wallet'] as const;
export type MembershipPerkIcon = (typeof membershipPerkIcons)[number];
const perkIcons: Record<MembershipPerkIcon, ReactNode> = {
  drinks: <Coffee aria-hidden="true" />,
  discount: <Percent aria-hidden="true" />,
  pause: <PauseCircle aria-hidden="true" />,
  flexible: <CalendarClock aria-hidden="true" />,
  events: <Sparkles aria-hidden="true" />,
  wallet: <Wallet aria-hidden="true" />,
};

export interface MembershipLink {
  label: string;
  href: string;
  /** Opens in a new tab (chat links); in-page links (#membership-plans) do not. */
  external?: boolean;
}

export interface MembershipScreenProps {
  hero: {
    eyebrow: string;
    heading: string;
    intro: string;
    /** Become a Member. */
    cta: MembershipLink;
  };
  coins: {
    heading: string;
    intro: string;
    /** '1 Pod Coin = ₹1'. */
    rateText: string;
    uses: ReadonlyArray<{ id: PodCoinUse; label: string }>;
    /** Gifting and top-ups, marked with `comingSoonLabel`. */
    comingSoon: ReadonlyArray<{ id: string; label: string; description: string }>;
    comingSoonLabel: string;
  };
  wallet: { view: WalletView; title: string; note: string };
  plans: {
    /** The section's id: the navigation bar's Join Now scrolls here. */
    id: string;
    heading: string;
    intro: string;
    /** The toggle's name, e.g. "Billing period". */
    billingLabel: string;
    billingOptions: ReadonlyArray<{ value: string; label: string }>;
    /** Tiers, prices and the Save 16% badge for the chosen billing (`membershipPlansView`). */
    view: MembershipPlansView;
    chooseLabel: string;
  };
  perks: { heading: string; items: ReadonlyArray<{ icon: MembershipPerkIcon; title: string; description: string }> };
  referral: {
    heading: string;
    intro: string;
    view: ReferralView;
    referrerText: string;
    friendText: string;
    actionLabel: string;
  };
  faq: {
    heading: string;
    items: ReadonlyArray<{ id: string; question: string; answer: string }>;
    defaultOpen?: string;
  };
  closing: { heading: string; intro: string; join: MembershipLink; talk: MembershipLink; tour: MembershipLink };
  /** Monthly / Annual was chosen. */
  onBillingChange: (billing: string) => void;
}

const styles = {
  root: (t: Theme) => css`
    ${screenColumn(t, 16, 10)}
  `,
  hero: (t: Theme) => css`
    display: grid;
    grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr);
    align-items: center;
    gap: ${t.space[10]};
    ${t.media.phone} {
      grid-template-columns: 1fr;
    }
  `,
  heroText: (t: Theme) => css`
    ${column(t, 4)}
    align-items: flex-start;
  `,
  eyebrow: (t: Theme) => css`
    ${eyebrow(t)}
    margin: 0;
  `,
  section: (t: Theme) => css`
    ${column(t, 6)}
  `,
  sectionHead: (t: Theme) => css`
    ${column(t, 2)}
    max-width: ${t.sizes.prose};
  `,
  plans: (t: Theme) => css`
    /* The sticky navigation bar must not cover the heading when Join Now scrolls here. */
    scroll-margin-top: calc(${t.sizes.navHeight} + ${t.space[4]});
  `,
  toggleRow: (t: Theme) => css`
    ${cluster(t, 3)}
    min-height: ${t.sizes.control.lg};
  `,
  cards: (t: Theme) => css`
    display: grid;
    grid-template-columns: ${autoColumns(`calc(${t.space[24]} * 3)`, 'fit')};
    gap: ${t.space[6]};
    align-items: stretch;
  `,
  perks: (t: Theme) => css`
    ${t.media.aboveLg} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  `,
  iconList: (t: Theme) => css`
    ${gridList(t, autoColumns(`calc(${t.space[24]} * 2.5)`), 4)}
  `,
  iconItem: (t: Theme) => css`
    ${column(t, 2)}
  `,
  icon: (t: Theme) => css`
    ${iconTile(t.space[10], t.radii.md, t.color.surface.accent, t.color.text.accent)}
    ${iconSize(t.sizes.icon.md)}
  `,
  use: (t: Theme) => css`
    flex-direction: row;
    align-items: center;
    gap: ${t.space[3]};
    font-weight: ${t.font.weight.semibold};
  `,
  soonHead: (t: Theme) => css`
    ${cluster(t, 2)}
  `,
  referral: (t: Theme) => css`
    ${gridList(t, 'repeat(2, minmax(0, 1fr))', 4)}
    ${t.media.phone} {
      grid-template-columns: 1fr;
    }
  `,
  reward: (t: Theme) => css`
    ${displayTitle(t, '3xl')}
    font-weight: ${t.font.weight.black};
    color: ${t.color.text.accent};
  `,
  actions: (t: Theme) => css`
    ${wrapRow(t, 3)}
  `,
  closing: (t: Theme) => css`
    align-items: center;
    gap: ${t.space[4]};
    text-align: center;
    & > div {
      justify-content: center;
    }
  `,
};

function LinkButton({
  link,
  variant,
  icon,
}: {
  link: MembershipLink;
  variant: 'primary' | 'outline' | 'secondary';
  icon?: ReactNode;
}) {
  return (
    <Button href={link.href} external={link.external} variant={variant} icon={icon}>
      {link.label}
    </Button>
  );
}

/**
 * The membership page (the key, /membership): hero, Pod Coins explained (uses; gifting and top-ups Coming Soon),
 * the sample wallet, the plans with the monthly/annual toggle (Save 16% when annual), perks, referral, FAQ and the
 * closing buttons. The plans section carries `plans.id`, the target of Join Now in the navigation bar.
 */
export function MembershipScreen({
  hero,
  coins,
  wallet,
  plans,
  perks,
  referral,
  faq,
  closing,
  onBillingChange,
}: MembershipScreenProps) {
  const theme = useTheme();
  const ids = { coins: useId(), closing: useId() };
  return (
    <Container css={styles.root(theme)} data-screen="membership">
      <header css={styles.hero(theme)}>
        <div css={styles.heroText(theme)}>
          <p css={styles.eyebrow(theme)}>
            <KeyRound aria-hidden="true" />
            {hero.eyebrow}
          </p>
          <Heading level={1}>{hero.heading}</Heading>
          <Text size="lg" tone="secondary">
            {hero.intro}
          </Text>
          <LinkButton link={hero.cta} variant="primary" icon={<ArrowDown aria-hidden="true" />} />
        </div>
        <WalletCard wallet={wallet.view} title={wallet.title} note={wallet.note} rateText={coins.rateText} />
      </header>

      <section css={styles.section(theme)} aria-labelledby={ids.coins}>
        <div css={styles.sectionHead(theme)}>
          <Heading level={2} size="lg" id={ids.coins}>
            {coins.heading}
          </Heading>
          <Text tone="secondary">{coins.intro}</Text>
          <Badge tone="warning" size="md">
            {coins.rateText}
          </Badge>
        </div>
        <ul css={styles.iconList(theme)} aria-label="Spend Pod Coins on">
          {coins.uses.map((use) => (
            <Card as="li" key={use.id} padding="sm" css={[styles.iconItem(theme), styles.use(theme)]}>
              <span css={styles.icon(theme)}>{useIcons[use.id]}</span>
              {use.label}
            </Card>
          ))}
        </ul>
        <ul css={styles.iconList(theme)} aria-label={coins.comingSoonLabel}>
          {coins.comingSoon.map((item) => (
            <Card as="li" key={item.id} padding="sm" css={styles.iconItem(theme)} data-state="coming-soon">
              <div css={styles.soonHead(theme)}>
                <span css={styles.icon(theme)}>
                  <Gift aria-hidden="true" />
                </span>
                <Text as="strong">{item.label}</Text>
                <Badge tone="neutral" size="sm">
                  {coins.comingSoonLabel}
                </Badge>
              </div>
              <Text size="sm" tone="secondary">
                {item.description}
              </Text>
            </Card>
          ))}
        </ul>
      </section>

      <ScreenSection
        heading={plans.heading}
        intro={plans.intro}
        head="prose"
        gap={6}
        css={styles.plans(theme)}
        id={plans.id}
        data-billing={plans.view.billing}
      >
        <div css={styles.toggleRow(theme)}>
          <ToggleGroup
            type="single"
            variant="segmented"
            label={plans.billingLabel}
            items={plans.billingOptions.map((o) => ({ value: o.value, label: o.label }))}
            value={plans.view.billing}
            onValueChange={onBillingChange}
          />
          {plans.view.saveBadge && (
            <Badge tone="success" icon={<Sparkles aria-hidden="true" />} data-part="save-badge">
              {plans.view.saveBadge}
            </Badge>
          )}
        </div>
        <div css={styles.cards(theme)}>
          {plans.view.tiers.map((tier) => (
            <MembershipTierCard key={tier.id} tier={tier} chooseLabel={plans.chooseLabel} />
          ))}
        </div>
      </ScreenSection>

      <ScreenSection heading={perks.heading} gap={6}>
        <ul css={[styles.iconList(theme), styles.perks(theme)]}>
          {perks.items.map((perk) => (
            <Card as="li" key={perk.title} css={styles.iconItem(theme)}>
              <span css={styles.icon(theme)}>{perkIcons[perk.icon]}</span>
              <Heading level={3} size="xs">
                {perk.title}
              </Heading>
              <Text size="sm" tone="secondary">
                {perk.description}
              </Text>
            </Card>
          ))}
        </ul>
      </ScreenSection>

      <ScreenSection heading={referral.heading} intro={referral.intro} head="prose" gap={6}>
        <ul css={styles.referral(theme)}>
          <Card as="li" tone="accent" css={styles.iconItem(theme)}>
            <p css={styles.reward(theme)}>{referral.view.referrerReward}</p>
            <Text>{referral.referrerText}</Text>
          </Card>
          <Card as="li" tone="accent" css={styles.iconItem(theme)}>
            <p css={styles.reward(theme)}>{referral.view.friendReward}</p>
            <Text>{referral.friendText}</Text>
          </Card>
        </ul>
        <div css={styles.actions(theme)}>
          <LinkButton
            link={{ label: referral.actionLabel, href: referral.view.href, external: true }}
            variant="primary"
            icon={<UserPlus aria-hidden="true" />}
          />
        </div>
      </ScreenSection>

      <ScreenSection heading={faq.heading} gap={6}>
        <Accordion
          type="single"
          collapsible
          defaultValue={faq.defaultOpen}
          items={faq.items.map((item) => ({
            value: item.id,
            title: item.question,
            content: <Text>{item.answer}</Text>,
          }))}
        />
      </ScreenSection>

      <Card
        as="section"
        tone="accent"
        padding="lg"
        css={[styles.section(theme), styles.closing(theme)]}
        aria-labelledby={ids.closing}
      >
        <Heading level={2} size="lg" align="center" id={ids.closing}>
          {closing.heading}
        </Heading>
        <Text tone="secondary" align="center">
          {closing.intro}
        </Text>
        <div css={styles.actions(theme)}>
          <LinkButton link={closing.join} variant="primary" icon={<ArrowDown aria-hidden="true" />} />
          <LinkButton link={closing.talk} variant="outline" icon={<MessageCircle aria-hidden="true" />} />
          <LinkButton link={closing.tour} variant="outline" icon={<MapPin aria-hidden="true" />} />
        </div>
      </Card>
    </Container>
  );
}
