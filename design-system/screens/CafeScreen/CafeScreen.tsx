import { css, useTheme, type Theme } from '@emotion/react';
import { Clock } from 'lucide-react';
import type { CafeHeroView, CafeOffer, CafeQuickActionView } from '../../../machines/cafe/cafe.view';
import { CafeHero } from '../../patterns/CafeHero';
import { OfferCard, type OfferCardIcon } from '../../patterns/OfferCard';
import { QuickActionCard } from '../../patterns/QuickActionCard';
import { Container } from '../../primitives/Container';
import { ScreenSection } from '../../patterns/ScreenSection';
import { cluster, column, displayTitle } from '../../tokens/recipes';
import { autoColumns, gridList, iconSize, screenColumn, wrapRow } from '../screen.styles';

export interface CafeHours {
  /** e.g. "Open daily". */
  label: string;
  /** e.g. "11 AM – 11 PM". */
  value: string;
}

export interface CafeScreenProps {
  /** The page's h1 (in the hero). */
  heading: string;
  /** The hero carousel's accessible name. */
  heroLabel: string;
  /** The hero's slide, dots and pause/play control (`cafeHeroView`). */
  hero: CafeHeroView;
  /** "Reserve a Table" and its tel: link. */
  reserve: { label: string; href: string };
  /** The quick actions section's heading. */
  quickActionsHeading: string;
  /** The six quick-action cards. */
  quickActions: readonly CafeQuickActionView[];
  /** The offers section's heading. */
  offersHeading: string;
  /** Pizza Fest Friday and Coffee Happy Hours, each with its picture. */
  offers: ReadonlyArray<{ offer: CafeOffer; icon: OfferCardIcon }>;
  /** The opening hours section's heading. */
  hoursHeading: string;
  /** The café's opening hours. */
  hours: readonly CafeHours[];
  /** A dot was pressed. */
  onPickSlide: (index: number) => void;
  /** Pause or play was pressed. */
  onToggleRotation: (action: 'pause' | 'play') => void;
  /** The pointer entered or left the hero. */
  onHeroHoverChange?: (hovered: boolean) => void;
  /** Keyboard focus entered or left the hero. */
  onHeroFocusChange?: (focused: boolean) => void;
}

const styles = {
  root: (t: Theme) => css`
    ${screenColumn(t, 12, 8)}
  `,
  grid: (t: Theme) => css`
    ${gridList(t, '1fr', 4)}
    ${t.media.aboveSm} {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    ${t.media.aboveLg} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  `,
  offers: (t: Theme) => css`
    ${gridList(t, autoColumns(`calc(${t.space[24]} * 3.5)`, 'fit'), 6)}
  `,
  hours: (t: Theme) => css`
    ${cluster(t, 4)}
    gap: ${t.space[4]} ${t.space[8]};
    padding: ${t.space[6]};
    border-radius: ${t.radii.lg};
    background: ${t.color.surface.accent};
    ${iconSize(t.space[8])}
    & > svg {
      color: ${t.color.text.accent};
    }
  `,
  hoursList: (t: Theme) => css`
    ${wrapRow(t, 2, 8)}
    margin: 0;
    & > div {
      ${column(t, 0.5)}
    }
    & dt {
      font-size: ${t.font.size.sm};
      color: ${t.color.text.secondary};
    }
    & dd {
      ${displayTitle(t, 'xl')}
    }
  `,
};

/**
 * The café (/cafe): the rotating hero with Reserve a Table, six quick-action cards, the two offers and the opening
 * hours. Drawn in the café accent (the app's theme on café pages).
 */
export function CafeScreen({
  heading,
  heroLabel,
  hero,
  reserve,
  quickActionsHeading,
  quickActions,
  offersHeading,
  offers,
  hoursHeading,
  hours,
  onPickSlide,
  onToggleRotation,
  onHeroHoverChange,
  onHeroFocusChange,
}: CafeScreenProps) {
  const theme = useTheme();
  return (
    <Container css={styles.root(theme)} data-screen="cafe">
      <CafeHero
        heading={heading}
        label={heroLabel}
        hero={hero}
        reserveLabel={reserve.label}
        reserveHref={reserve.href}
        onPickSlide={onPickSlide}
        onToggleRotation={onToggleRotation}
        onHoverChange={onHeroHoverChange}
        onFocusChange={onHeroFocusChange}
      />
      <ScreenSection heading={quickActionsHeading} gap={6}>
        <ul css={styles.grid(theme)}>
          {quickActions.map((action) => (
            <QuickActionCard key={action.id} action={action} />
          ))}
        </ul>
      </ScreenSection>
      <ScreenSection heading={offersHeading} gap={6}>
        <ul css={styles.offers(theme)}>
          {offers.map(({ offer, icon }) => (
            <OfferCard key={offer.id} offer={offer} icon={icon} />
          ))}
        </ul>
      </ScreenSection>
      <ScreenSection heading={hoursHeading} gap={6}>
        <div css={styles.hours(theme)}>
          <Clock aria-hidden="true" />
          <dl css={styles.hoursList(theme)}>
            {hours.map((h) => (
              <div key={h.label}>
                <dt>{h.label}</dt>
                <dd>{h.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </ScreenSection>
    </Container>
  );
}
