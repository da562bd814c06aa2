import { css, useTheme, type Theme } from '@emotion/react';
import { CalendarDays, Mail, Navigation } from 'lucide-react';
import { useId } from 'react';
import { ContactCards, type ContactCardView } from '../../patterns/ContactCards';
import { EnquiryForm, type EnquiryFormProps } from '../../patterns/EnquiryForm';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { Container } from '../../primitives/Container';
import { EmbeddedMap } from '../../primitives/EmbeddedMap';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';

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
    display: flex;
    flex-direction: column;
    gap: ${t.space[12]};
    padding-block: ${t.space[10]} ${t.space[16]};
  `,
  header: (t: Theme) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
  `,
  section: (t: Theme) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[4]};
    min-width: 0;
  `,
  columns: (t: Theme) => css`
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${t.space[8]};
    align-items: start;
    ${t.media.aboveLg} {
      grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    }
  `,
  side: (t: Theme) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[8]};
    min-width: 0;
  `,
  actions: (t: Theme) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  `,
  address: (t: Theme) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[0.5]};
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
  const cardsId = useId();
  const actionsId = useId();
  const findUsId = useId();
  return (
    <Container css={styles.page(theme)} data-screen="contact">
      <div css={styles.header(theme)}>
        <Heading level={1}>{heading}</Heading>
        <Text size="lg" tone="secondary">
          {intro}
        </Text>
      </div>
      <section css={styles.section(theme)} aria-labelledby={cardsId}>
        <Heading level={2} size="lg" id={cardsId}>
          {cardsHeading}
        </Heading>
        <ContactCards cards={cards} />
      </section>
      <div css={styles.columns(theme)}>
        <Card padding="lg">
          <EnquiryForm {...visitForm} />
        </Card>
        <div css={styles.side(theme)}>
          <section css={styles.section(theme)} aria-labelledby={actionsId}>
            <Heading level={2} size="md" id={actionsId}>
              {quickActions.heading}
            </Heading>
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
          </section>
          <section css={styles.section(theme)} aria-labelledby={findUsId}>
            <Heading level={2} size="md" id={findUsId}>
              {findUs.heading}
            </Heading>
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
          </section>
        </div>
      </div>
    </Container>
  );
}
