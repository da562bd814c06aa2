import { css, useTheme, type Theme } from '@emotion/react';
import type { CoachingSectionView } from '../../../machines/coaching/coaching.view';
import { Container } from '../../primitives/Container';
import { CallToAction } from '../../patterns/CallToAction';
import { CoachingSection } from '../../patterns/CoachingSection';
import { PageHero, type PageHeroBadge } from '../../patterns/PageHero';
import { heroSections } from '../screen.styles';

export interface CoachingScreenProps {
  /** The opening: h1, intro and the badges (Free POD Goodies, Expert Coaches, Flexible Schedules). */
  header: { title: string; intro: string; badges: readonly PageHeroBadge[] };
  /** The Special Member Benefits banner. */
  memberBenefits: { heading: string; text: string };
  /** A section per sport, display-ready (from `coachingSectionViews`). */
  sections: readonly CoachingSectionView[];
  /** The closing block and its Get More Info chat link. */
  closing: { heading: string; text: string; actionLabel: string; href: string };
  /** A Join Now or Get More Info button was pressed: open this chat link. */
  onOpenChat: (href: string) => void;
}

const styles = {
  sections: (t: Theme) => css`
    ${heroSections(t, 10)}
  `,
};

/**
 * The coaching page: header badges, the Special Member Benefits banner, a section per sport (football, badminton,
 * tennis) with coaches, feature chips and plan cards, and a closing block with Get More Info.
 */
export function CoachingScreen({ header, memberBenefits, sections, closing, onOpenChat }: CoachingScreenProps) {
  const theme = useTheme();
  return (
    <div data-screen="coaching">
      <PageHero title={header.title} intro={header.intro} badges={header.badges} align="center" />
      <Container css={styles.sections(theme)}>
        <CallToAction heading={memberBenefits.heading} text={memberBenefits.text} icon="gift" tone="accent" />
        {sections.map((section) => (
          <CoachingSection key={section.id} section={section} onOpenChat={onOpenChat} />
        ))}
        <CallToAction
          heading={closing.heading}
          text={closing.text}
          tone="inverse"
          actions={[{ id: 'more-info', label: closing.actionLabel, href: closing.href, icon: 'info' }]}
          onAction={onOpenChat}
        />
      </Container>
    </div>
  );
}
