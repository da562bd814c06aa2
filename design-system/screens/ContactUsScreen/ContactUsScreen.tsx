import { css, useTheme, type Theme } from '@emotion/react';
import { useId } from 'react';
import { ContactCards, type ContactCardView } from '../../patterns/ContactCards';
import { EnquiryForm, type EnquiryFormProps } from '../../patterns/EnquiryForm';
import { Card } from '../../primitives/Card';
import { Container } from '../../primitives/Container';
import { EmbeddedMap } from '../../primitives/EmbeddedMap';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';

export interface ContactUsScreenProps {
  /** The page's h1, e.g. "Contact Us". */
  heading: string;
  /** A line under the heading. */
  intro: string;
  /** The contact cards' heading. */
  cardsHeading: string;
  /** Phone, e-mail, chat and location. */
  cards: readonly ContactCardView[];
  /** The message form (its view and events). */
  form: EnquiryFormProps;
  /** The embedded map. */
  map: { heading: string; title: string; embedUrl: string; mapsHref: string };
}

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
  columns: (t: Theme) => css`
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${t.space[8]};
    align-items: start;
    ${t.media.aboveLg} {
      grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
    }
  `,
  section: (t: Theme) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[4]};
    min-width: 0;
  `,
};

/** Contact Us: the contact cards beside the message form (name, phone, email, subject, message), then the embedded map. */
export function ContactUsScreen({ heading, intro, cardsHeading, cards, form, map }: ContactUsScreenProps) {
  const theme = useTheme();
  const cardsId = useId();
  const mapId = useId();
  return (
    <Container css={styles.page(theme)} data-screen="contact-us">
      <div css={styles.header(theme)}>
        <Heading level={1}>{heading}</Heading>
        <Text size="lg" tone="secondary">
          {intro}
        </Text>
      </div>
      <div css={styles.columns(theme)}>
        <section css={styles.section(theme)} aria-labelledby={cardsId}>
          <Heading level={2} size="md" id={cardsId}>
            {cardsHeading}
          </Heading>
          <ContactCards cards={cards} layout="stack" />
        </section>
        <Card padding="lg">
          <EnquiryForm {...form} />
        </Card>
      </div>
      <section css={styles.section(theme)} aria-labelledby={mapId}>
        <Heading level={2} size="md" id={mapId}>
          {map.heading}
        </Heading>
        <EmbeddedMap title={map.title} src={map.embedUrl} mapsHref={map.mapsHref} height="md" />
      </section>
    </Container>
  );
}
