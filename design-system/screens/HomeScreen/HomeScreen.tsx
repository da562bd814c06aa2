import { css, type Theme } from '@emotion/react';
import { Fragment, type ReactNode } from 'react';
import { ArrowRight, Clock, Coffee, ExternalLink, MapPin, Phone, Trophy } from 'lucide-react';
import { Container } from '../../primitives/Container';
import { Grid } from '../../primitives/Grid';
import { Heading } from '../../primitives/Heading';
import { Image } from '../../primitives/Image';
import { Link } from '../../primitives/Link';
import { Text } from '../../primitives/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { PodThemeProvider } from '../../tokens';
import { bareList, column, stackedList } from '../../tokens/recipes';
import { eyebrow, iconSize, iconTile, inlineRow, row, screenColumn, wrapRow } from '../screen.styles';

export const homeVenues = ['sports', 'cafe'] as const;
export type HomeVenue = (typeof homeVenues)[number];

export interface HomeVenueCard {
  /** Which venue: picks the accent (court green or café ember) and the icon. */
  venue: HomeVenue;
  /** Card title and link name, e.g. "Sports". */
  title: string;
  /** One or two sentences about the venue. */
  description: string;
  /** Where the card goes: a path on this site ("/sports", through the router) or another site's https address. */
  href: string;
  /** `href` is another site: the card opens it in a new tab (rel noopener) and says so. */
  external?: boolean;
  /** An uploaded picture (e.g. "/media/<id>.webp") shown in place of the default illustration (icon and ring). */
  image?: string | null;
  /** The call to action drawn on the card, e.g. "Book a court". */
  cta: string;
  /** Opening hours shown on the card, e.g. "Open 24/7". */
  hours: string;
  /** Short facts listed on the card. */
  highlights: readonly string[];
}

export interface HomeContactLink {
  /** What the number is for. */
  label: string;
  /** The number as shown. */
  display: string;
  /** The tel: link. */
  href: string;
}

export interface HomeHours {
  label: string;
  value: string;
}

export interface HomeScreenProps {
  /** Small line above the heading, e.g. the locality. */
  eyebrow: string;
  /** The page's h1. */
  heading: string;
  /** Intro paragraph under the heading. */
  intro: string;
  /** The two big cards: Sports and Café. */
  venues: readonly HomeVenueCard[];
  /** The full address and its maps link (opens in a new tab). */
  address: { lines: readonly string[]; mapsHref: string; mapsLabel: string };
  /** Opening hours, one row per venue. */
  hours: readonly HomeHours[];
  /** Phone numbers as tel links. */
  phones: readonly HomeContactLink[];
}

const styles = {
  hero: (t: Theme) => css`
    ${column(t, 4)}
    padding-block: ${t.space[12]} ${t.space[8]};
    ${t.media.abovePhone} {
      padding-block: ${t.space[16]} ${t.space[10]};
    }
  `,
  eyebrow: (t: Theme) => css`
    ${eyebrow(t)}
  `,
  intro: (t: Theme) => css`
    max-width: ${t.sizes.prose};
  `,
  card: (t: Theme) => css`
    position: relative;
    ${column(t, 4)}
    min-height: calc(${t.space[24]} * 4);
    padding: ${t.space[8]};
    border-radius: ${t.radii.xl};
    background: ${t.color.surface.accentStrong};
    color: ${t.color.text.inverse};
    box-shadow: ${t.shadows.md};
    overflow: hidden;
    isolation: isolate;
    transition:
      transform ${t.motion.duration.base} ${t.motion.easing.standard},
      box-shadow ${t.motion.duration.base} ${t.motion.easing.standard};
    &[data-illustration='image']::before {
      display: none;
    }
    &::before {
      content: '';
      position: absolute;
      z-index: -1;
      inset-block-start: calc(-1 * ${t.space[16]});
      inset-inline-end: calc(-1 * ${t.space[16]});
      width: calc(${t.space[24]} * 3);
      height: calc(${t.space[24]} * 3);
      border: ${t.space[6]} solid ${t.color.action.primary.bg};
      border-radius: ${t.radii.round};
    }
    ${t.media.hover} {
      &:hover {
        transform: translateY(calc(-1 * ${t.space[1]}));
        box-shadow: ${t.shadows.lg};
      }
    }
    &:has(:focus-visible) {
      outline: ${t.borderWidths.focus} solid ${t.color.border.focus};
      outline-offset: ${t.space[1]};
    }
    ${t.media.reducedMotion} {
      &:hover {
        transform: none;
      }
    }
  `,
  cardImage: (t: Theme) => css`
    /* Flush with the card's top and sides (the card clips the corners). */
    width: calc(100% + 2 * ${t.space[8]});
    max-width: none;
    margin: calc(-1 * ${t.space[8]}) calc(-1 * ${t.space[8]}) 0;
  `,
  cardIcon: (t: Theme) => css`
    ${iconTile(t.space[12], t.radii.lg, t.color.action.primary.bg, t.color.text.highlight)}
    ${iconSize(t.sizes.icon.lg)}
  `,
  cardLink: (t: Theme) => css`
    color: inherit;
    text-decoration: none;
    &:focus-visible {
      outline: none;
    }
    /* The whole card is the link's hit area. */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: ${t.radii.xl};
    }
  `,
  cardHours: (t: Theme) => css`
    ${inlineRow(t, 2)}
    align-self: flex-start;
    padding: ${t.space[1]} ${t.space[3]};
    border-radius: ${t.radii.pill};
    background: ${t.color.surface.inverse};
    color: ${t.color.text.highlight};
    font-size: ${t.font.size.sm};
    font-weight: ${t.font.weight.semibold};
    ${iconSize(t.sizes.icon.sm)}
  `,
  highlights: (t: Theme) => css`
    ${wrapRow(t, 2)}
    ${bareList}
    & > li {
      padding: ${t.space[1]} ${t.space[3]};
      border: ${t.borderWidths.thin} solid ${t.color.text.inverseMuted};
      border-radius: ${t.radii.pill};
      font-size: ${t.font.size.sm};
      color: ${t.color.text.inverse};
    }
  `,
  cta: (t: Theme) => css`
    ${inlineRow(t, 2)}
    margin-top: auto;
    font-weight: ${t.font.weight.bold};
    font-size: ${t.font.size.lg};
    color: ${t.color.text.inverse};
    ${iconSize(t.sizes.icon.md, `transition: transform ${t.motion.duration.base} ${t.motion.easing.standard};`)}
  `,
  visit: (t: Theme) => css`
    ${screenColumn(t, 6, 12)}
  `,
  info: (t: Theme) => css`
    ${column(t, 3)}
    padding: ${t.space[6]};
    border: ${t.borderWidths.thin} solid ${t.color.border.subtle};
    border-radius: ${t.radii.lg};
    background: ${t.color.surface.raised};
  `,
  infoTitle: (t: Theme) => css`
    ${row(t, 2)}
    ${iconSize(t.sizes.icon.md, `flex: none; color: ${t.color.text.accent};`)}
  `,
  address: (t: Theme) => css`
    font-style: normal;
    color: ${t.color.text.primary};
    line-height: ${t.font.lineHeight.relaxed};
  `,
  hours: (t: Theme) => css`
    display: grid;
    grid-template-columns: auto 1fr;
    gap: ${t.space[2]} ${t.space[4]};
    margin: 0;
    & > dt {
      font-weight: ${t.font.weight.semibold};
    }
    & > dd {
      margin: 0;
      color: ${t.color.text.secondary};
    }
  `,
  phones: (t: Theme) => css`
    ${stackedList(t, 3)}
    & > li {
      display: flex;
      flex-direction: column;
    }
  `,
  phoneLink: (t: Theme) => css`
    font-size: ${t.font.size.lg};
    font-weight: ${t.font.weight.semibold};
    white-space: nowrap;
  `,
};

/** A Visit us card: its icon and title over what it tells. */
function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div css={styles.info}>
      <Heading level={3} size="xs" css={styles.infoTitle}>
        {icon}
        {title}
      </Heading>
      {children}
    </div>
  );
}

const venueIcon = { sports: Trophy, cafe: Coffee } as const;

function VenueCard({ card }: { card: HomeVenueCard }) {
  const Icon = venueIcon[card.venue];
  const headingId = `home-venue-${card.venue}`;
  return (
    <PodThemeProvider accent={card.venue}>
      <li css={styles.card} data-venue={card.venue} data-illustration={card.image ? 'image' : 'default'}>
        {card.image ? (
          <Image src={card.image} alt="" ratio="16 / 9" fit="cover" priority css={styles.cardImage} />
        ) : (
          <span css={styles.cardIcon}>
            <Icon aria-hidden="true" />
          </span>
        )}
        <Heading level={2} size="lg" tone="inverse" id={headingId}>
          <Link href={card.href} external={card.external} unstyled css={styles.cardLink}>
            {card.title}
            {card.external ? <VisuallyHidden> (opens in a new tab)</VisuallyHidden> : null}
          </Link>
        </Heading>
        <span css={styles.cardHours}>
          <Clock aria-hidden="true" />
          {card.hours}
        </span>
        <Text tone="inverse" size="lg">
          {card.description}
        </Text>
        <ul css={styles.highlights} aria-label={`${card.title} highlights`}>
          {card.highlights.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
        <span css={styles.cta} aria-hidden="true">
          {card.cta}
          {card.external ? <ExternalLink /> : <ArrowRight />}
        </span>
      </li>
    </PodThemeProvider>
  );
}

/** The home page: two big cards (Sports, Café), then the address, opening hours and phone numbers. */
export function HomeScreen({ eyebrow, heading, intro, venues, address, hours, phones }: HomeScreenProps) {
  return (
    <div data-screen="home">
      <Container css={styles.hero}>
        <span css={styles.eyebrow}>
          <MapPin aria-hidden="true" />
          {eyebrow}
        </span>
        <Heading level={1}>{heading}</Heading>
        <Text size="xl" tone="secondary" css={styles.intro}>
          {intro}
        </Text>
      </Container>
      <Container>
        <Grid as="ul" columns={{ base: 1, md: 2 }} gap={6} aria-label="Our venues">
          {venues.map((card) => (
            <VenueCard key={card.venue} card={card} />
          ))}
        </Grid>
      </Container>
      <Container as="section" css={styles.visit} aria-labelledby="home-visit-heading">
        <Heading level={2} size="md" id="home-visit-heading">
          Visit us
        </Heading>
        <Grid columns={{ base: 1, md: 3 }} gap={4}>
          <InfoCard icon={<MapPin aria-hidden="true" />} title="Address">
            <address css={styles.address}>
              {address.lines.map((line) => (
                <span key={line} css={{ display: 'block' }}>
                  {line}
                </span>
              ))}
            </address>
            <Link href={address.mapsHref} external>
              {address.mapsLabel}
            </Link>
          </InfoCard>
          <InfoCard icon={<Clock aria-hidden="true" />} title="Opening hours">
            <dl css={styles.hours}>
              {hours.map((h) => (
                <Fragment key={h.label}>
                  <dt>{h.label}</dt>
                  <dd>{h.value}</dd>
                </Fragment>
              ))}
            </dl>
          </InfoCard>
          <InfoCard icon={<Phone aria-hidden="true" />} title="Call us">
            <ul css={styles.phones}>
              {phones.map((p) => (
                <li key={p.href}>
                  <Text as="span" size="sm" tone="secondary">
                    {p.label}
                  </Text>
                  <Link href={p.href} css={styles.phoneLink}>
                    {p.display}
                  </Link>
                </li>
              ))}
            </ul>
          </InfoCard>
        </Grid>
      </Container>
    </div>
  );
}
