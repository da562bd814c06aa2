import { css, useTheme, type Theme } from '@emotion/react';
import { Eye } from 'lucide-react';
import { useId } from 'react';
import type { CoachView } from '../../../machines/coaching/coaching.view';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { CoachCard } from '../../patterns/CoachCard';
import { PageHero } from '../../patterns/PageHero';
import { WhyChoose, type WhyChooseItem } from '../../patterns/WhyChoose';
import { ScreenSection } from '../../patterns/ScreenSection';
import { column, displayTitle, panel } from '../../tokens/recipes';
import { cardGridList, heroSections, iconSize, row } from '../screen.styles';

/** One fact of the facility overview: "2" "Badminton courts". */
export interface FacilityFact {
  /** The figure, as read: "2", "24/7". */
  value: string;
  /** What it counts: "Badminton courts". */
  label: string;
}

export interface AboutScreenProps {
  /** The opening: eyebrow, h1 and intro. */
  hero: { eyebrow: string; title: string; intro: string };
  /** The vision statement. */
  vision: { heading: string; text: string };
  /** The four core values. */
  values: { heading: string; intro?: string; items: readonly WhyChooseItem[] };
  /** The facility overview: a paragraph and the key figures. */
  facility: { heading: string; text: string; facts: readonly FacilityFact[] };
  /** The coaches, display-ready (from `aboutCoachViews`), and an optional link (to the coaching plans). */
  coaches: { heading: string; intro: string; items: readonly CoachView[]; link?: { label: string; href: string } };
  /** A coach's enquiry button was pressed: open this chat link. */
  onOpenChat: (href: string) => void;
}

const styles = {
  sections: (t: Theme) => css`
    ${heroSections(t)}
  `,
  vision: (t: Theme) => css`
    ${column(t, 3)}
    padding: ${t.space[6]};
    border-left: ${t.borderWidths.focus} solid ${t.color.border.accent};
    border-radius: ${t.radii.lg};
    background: ${t.color.surface.accent};
    ${t.media.abovePhone} {
      padding: ${t.space[8]} ${t.space[10]};
    }
  `,
  visionTitle: (t: Theme) => css`
    ${row(t, 2)}
    ${iconSize(t.sizes.icon.lg)}
    & > svg {
      color: ${t.color.text.accent};
    }
  `,
  facts: (t: Theme) => css`
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${t.space[4]};
    margin: 0;
    ${t.media.abovePhone} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
    & > div {
      display: flex;
      flex-direction: column-reverse;
      gap: ${t.space[1]};
      ${panel(t)}
      background: ${t.color.surface.raised};
    }
    & dt {
      color: ${t.color.text.secondary};
      font-size: ${t.font.size.sm};
    }
    & dd {
      ${displayTitle(t, '3xl')}
      font-weight: ${t.font.weight.black};
      line-height: ${t.font.lineHeight.tight};
      color: ${t.color.text.accent};
    }
  `,
  coaches: (t: Theme) => css`
    ${cardGridList(t)}
  `,
};

/** The About page: vision, the four core values, the facility overview and the coaches with their enquiry buttons. */
export function AboutScreen({ hero, vision, values, facility, coaches, onOpenChat }: AboutScreenProps) {
  const theme = useTheme();
  const visionId = useId();
  return (
    <div data-screen="about">
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />
      <Container css={styles.sections(theme)}>
        <section css={styles.vision(theme)} aria-labelledby={visionId}>
          <Heading level={2} size="md" id={visionId} css={styles.visionTitle(theme)}>
            <Eye aria-hidden="true" />
            {vision.heading}
          </Heading>
          <Text size="lg">{vision.text}</Text>
        </section>

        <WhyChoose heading={values.heading} intro={values.intro} items={values.items} />

        <ScreenSection heading={facility.heading} intro={facility.text} gap={6}>
          <dl css={styles.facts(theme)}>
            {facility.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </ScreenSection>

        <ScreenSection heading={coaches.heading} intro={coaches.intro} link={coaches.link} gap={6}>
          <ul css={styles.coaches(theme)}>
            {coaches.items.map((coach) => (
              <li key={coach.id}>
                <CoachCard coach={coach} onOpenChat={onOpenChat} />
              </li>
            ))}
          </ul>
        </ScreenSection>
      </Container>
    </div>
  );
}
