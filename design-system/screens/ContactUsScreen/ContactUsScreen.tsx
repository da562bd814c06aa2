import { css, useTheme, type Theme } from '@emotion/react';
import { ScreenHeader } from '../../patterns/ScreenHeader';
import { ScreenSection } from '../../patterns/ScreenSection';
import { ContactCards, type ContactCardView } from '../../patterns/ContactCards';
import { EnquiryForm, type EnquiryFormProps } from '../../patterns/EnquiryForm';
import { Card } from '../../primitives/Card';
import { Container } from '../../primitives/Container';
import { EmbeddedMap } from '../../primitives/EmbeddedMap';
import { screenColumn, splitColumns } from '../screen.styles';

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
    ${screenColumn(t, 12, 10)}
  `,
  columns: (t: Theme) => css`
    ${splitColumns(t, '2fr', '3fr')}
  `,
  shrink: css`
    min-width: 0;
  `,
};

/** Contact Us: the contact cards beside the message form (name, phone, email, subject, message), then the embedded map. */
export function ContactUsScreen({ heading, intro, cardsHeading, cards, form, map }: ContactUsScreenProps) {
  const theme = useTheme();
  return (
    <Container css={styles.page(theme)} data-screen="contact-us">
      <ScreenHeader heading={heading} intro={intro} />
      <div css={styles.columns(theme)}>
        <ScreenSection heading={cardsHeading} headingSize="md" css={styles.shrink}>
          <ContactCards cards={cards} layout="stack" />
        </ScreenSection>
        <Card padding="lg">
          <EnquiryForm {...form} />
        </Card>
      </div>
      <ScreenSection heading={map.heading} headingSize="md" css={styles.shrink}>
        <EmbeddedMap title={map.title} src={map.embedUrl} mapsHref={map.mapsHref} height="md" />
      </ScreenSection>
    </Container>
  );
}
