import { css, useTheme, type Theme } from '@emotion/react';
import { Eye } from 'lucide-react';
import { useId } from 'react';
import type { CoachView } from '../../../machines/coaching/coaching.view';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { Link } from '../../primitives/Link';
import { Text } from '../../primitives/Text';
import { CoachCard } from '../../patterns/CoachCard';
import { PageHero } from '../../patterns/PageHero';
import { WhyChoose, type WhyChooseItem } from '../../patterns/WhyChoose';

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
    display: flex;
    flex-direction: column;
    gap: ${t.space[16]};
    padding-bottom: ${t.space[16]};
  `,
  vision: (t: Theme) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
    padding: ${t.space[6]};
    border-left: ${t.borderWidths.focus} solid ${t.color.border.accent};
    border-radius: ${t.radii.lg};
    background: ${t.color.surface.accent};
    ${t.media.abovePhone} {
      padding: ${t.space[8]} ${t.space[10]};
    }
  `,
  visionTitle: (t: Theme) => css`
    display: flex;
    align-items: center;
    gap: ${t.space[2]};
    & > svg {
      width: ${t.sizes.icon.lg};
      height: ${t.sizes.icon.lg};
      color: ${t.color.text.accent};
    }
  `,
  block: (t: Theme) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[6]};
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
      padding: ${t.space[4]};
      border: ${t.borderWidths.thin} solid ${t.color.border.subtle};
      border-radius: ${t.radii.lg};
      background: ${t.color.surface.raised};
    }
    & dt {
      color: ${t.color.text.secondary};
      font-size: ${t.font.size.sm};
    }
    & dd {
      margin: 0;
      font-family: ${t.font.family.display};
      font-size: ${t.font.size['3xl']};
      font-weight: ${t.font.weight.black};
      line-height: ${t.font.lineHeight.tight};
      color: ${t.color.text.accent};
    }
  `,
  coaches: (t: Theme) => css`
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, calc(${t.space[24]} * 2.6)), 1fr));
    gap: ${t.space[6]};
    margin: 0;
    padding: 0;
    list-style: none;
    & > li {
      display: flex;
      flex-direction: column;
    }
  `,
};

/** The About page: vision, the four core values, the facility overview and the coaches with their enquiry buttons. */
export function AboutScreen({ hero, vision, values, facility, coaches, onOpenChat }: AboutScreenProps) {
  const theme = useTheme();
  const ids = { vision: useId(), facility: useId(), coaches: useId() };
  return (
    <div data-screen="about">
      <PageHero eyebrow={hero.eyebrow} title={hero.title} intro={hero.intro} />
      <Container css={styles.sections(theme)}>
        <section css={styles.vision(theme)} aria-labelledby={ids.vision}>
          <Heading level={2} size="md" id={ids.vision} css={styles.visionTitle(theme)}>
            <Eye aria-hidden="true" />
            {vision.heading}
          </Heading>
          <Text size="lg">{vision.text}</Text>
        </section>

        <WhyChoose heading={values.heading} intro={values.intro} items={values.items} />

        <section css={styles.block(theme)} aria-labelledby={ids.facility}>
          <div>
            <Heading level={2} size="lg" id={ids.facility}>
              {facility.heading}
            </Heading>
            <Text tone="secondary">{facility.text}</Text>
          </div>
          <dl css={styles.facts(theme)}>
            {facility.facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        </section>

        <section css={styles.block(theme)} aria-labelledby={ids.coaches}>
          <div>
            <Heading level={2} size="lg" id={ids.coaches}>
              {coaches.heading}
            </Heading>
            <Text tone="secondary">{coaches.intro}</Text>
            {coaches.link && <Link href={coaches.link.href}>{coaches.link.label}</Link>}
          </div>
          <ul css={styles.coaches(theme)}>
            {coaches.items.map((coach) => (
              <li key={coach.id}>
                <CoachCard coach={coach} onOpenChat={onOpenChat} />
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </div>
  );
}
