import { css, useTheme, type Theme } from '@emotion/react';
import { CalendarDays, Mail, Navigation } from 'lucide-react';
import { ScreenHeader } from '../../patterns/ScreenHeader';
import { ScreenSection } from '../../patterns/ScreenSection';
import { ContactCards, type ContactCardView } from '../../patterns/ContactCards';
import { EnquiryForm, type EnquiryFormProps } from '../../patterns/EnquiryForm';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Container } from '../../primitives/Container';
import { EmbeddedMap } from '../../primitives/EmbeddedMap';
import { Text } from '../../primitives/Text';
import { bareList, column } from '../../tokens/recipes';
import { screenColumn, splitColumns, wrapRow } from '../screen.styles';

export const quickActionIcons = ['calendar', 'mail'] as const;
export type QuickActionIcon = (typeof quickActionIcons)[number];

/** A Quick Actions link, e.g. Book Court (/sports#booking) or Email Us (mailto:). */
export interface QuickActionView {
  label: string;
  href: string;
  icon: QuickActionIcon;
  /** What the link does, read after its label (e.g. the e-mail address). */
  description?: string;
}

/** The Find Us section: address, the embedded map and Get Directions (a maps link in a new tab). */
export interface FindUsView {
  heading: string;
  addressLines: readonly string[];
  mapTitle: string;
  mapEmbedUrl: string;
  mapsHref: string;
  directionsHref: string;
  directionsLabel: string;
}

export interface ContactScreenProps {
  /** The page's h1, e.g. "Contact & Book a Visit". */
  heading: string;
  /** A line under the heading. */
  intro: string;
  /** The Get in Touch section's heading. */
  cardsHeading: string;
  /** Phone, chat, location and hours. */
  cards: readonly ContactCardView[];
  /** The Quick Actions section. */
  quickActions: { heading: string; actions: readonly QuickActionView[] };
  /** The Schedule a Free Visit form (its view and events). */
  visitForm: EnquiryFormProps;
  findUs: FindUsView;
}

const icons: Record<QuickActionIcon, typeof Mail> = { calendar: CalendarDays, mail: Mail };

const styles = {
  page: (t: Theme) => css`
    ${screenColumn(t, 12, 10)}
  `,
  shrink: css`
    min-width: 0;
  `,
  columns: (t: Theme) => css`
    ${splitColumns(t, '3fr', '2fr')}
  `,
  side: (t: Theme) => css`
    ${column(t, 8)}
    min-width: 0;
  `,
  actions: (t: Theme) => css`
    ${wrapRow(t, 3)}
    ${bareList}
  `,
  address: (t: Theme) => css`
    ${column(t, 0.5)}
    font-style: normal;
  `,
};

/**
 * Contact and Book a Visit: the Get in Touch cards (phone, chat, location, hours), the Schedule a Free Visit form,
 * Quick Actions (Book Court, Email Us) and Find Us (address, embedded map, Get Directions).
 */
export function ContactScreen({
  heading,
  intro,
  cardsHeading,
  cards,
  quickActions,
  visitForm,
  findUs,
}: ContactScreenProps) {
  const theme = useTheme();
  return (
    <Container css={styles.page(theme)} data-screen="contact">
      <ScreenHeader heading={heading} intro={intro} />
      <ScreenSection heading={cardsHeading} css={styles.shrink}>
        <ContactCards cards={cards} />
      </ScreenSection>
      <div css={styles.columns(theme)}>
        <Card padding="lg">
          <EnquiryForm {...visitForm} />
        </Card>
        <div css={styles.side(theme)}>
          <ScreenSection heading={quickActions.heading} headingSize="md" css={styles.shrink}>
            <ul css={styles.actions(theme)}>
              {quickActions.actions.map((action) => {
                const Icon = icons[action.icon];
                return (
                  <li key={action.label}>
                    <Button
                      href={action.href}
                      variant={action.icon === 'calendar' ? 'primary' : 'outline'}
                      icon={<Icon aria-hidden="true" />}
                    >
                      {action.label}
                    </Button>
                    {action.description && (
                      <Text size="sm" tone="secondary">
                        {action.description}
                      </Text>
                    )}
                  </li>
                );
              })}
            </ul>
          </ScreenSection>
          <ScreenSection heading={findUs.heading} headingSize="md" css={styles.shrink}>
            <address css={styles.address(theme)}>
              {findUs.addressLines.map((line, index) => (
                <Text
                  key={line}
                  weight={index === 0 ? 'semibold' : 'regular'}
                  tone={index === 0 ? 'primary' : 'secondary'}
                >
                  {line}
                </Text>
              ))}
            </address>
            <div>
              <Button href={findUs.directionsHref} external icon={<Navigation aria-hidden="true" />}>
                {findUs.directionsLabel}
              </Button>
            </div>
            <EmbeddedMap title={findUs.mapTitle} src={findUs.mapEmbedUrl} mapsHref={findUs.mapsHref} height="sm" />
          </ScreenSection>
        </div>
      </div>
    </Container>
  );
}
