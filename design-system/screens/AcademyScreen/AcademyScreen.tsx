import { css, useTheme, type Theme } from '@emotion/react';
import type { AcademyProgrammeId } from '../../../machines/coaching/coaching.types';
import type { AcademyLinks, AcademyProgrammeView, AchievementView } from '../../../machines/coaching/academy.view';
import { Container } from '../../primitives/Container';
import { AchievementCarousel } from '../../patterns/AchievementCarousel';
import { CallToAction } from '../../patterns/CallToAction';
import { PageHero } from '../../patterns/PageHero';
import { ProgrammeCard } from '../../patterns/ProgrammeCard';
import { ScreenSection } from '../../patterns/ScreenSection';
import { cardGridList, heroSections } from '../screen.styles';

export interface AcademyScreenProps {
  /** The hero: eyebrow, h1, intro and its two button labels (Book Free Trial, Talk to Coach). */
  hero: { eyebrow: string; title: string; intro: string; trialLabel: string; coachLabel: string };
  /** The academy's chat links (a free trial, a talk with a coach). */
  links: AcademyLinks;
  /** The achievements carousel. */
  achievements: { heading: string; intro?: string; slides: readonly AchievementView[]; startIndex?: number };
  /** The programme cards, display-ready (from `academyProgrammeViews`), and an optional link (to the coaching plans). */
  programmes: {
    heading: string;
    intro: string;
    items: readonly AcademyProgrammeView[];
    link?: { label: string; href: string };
  };
  /** The programme whose dialog is open, or null. */
  openProgrammeId: AcademyProgrammeId | null;
  /** A card's dialog asks to open (its id) or close (null). */
  onOpenProgrammeChange: (id: AcademyProgrammeId | null) => void;
  /** The closing call to action and its button labels (Book a Trial, Talk to a Coach). */
  closing: { heading: string; text: string; trialLabel: string; coachLabel: string };
  /** A chat button was pressed: open this link. */
  onOpenChat: (href: string) => void;
}

const styles = {
  sections: (t: Theme) => css`
    ${heroSections(t)}
  `,
  cards: (t: Theme) => css`
    ${cardGridList(t)}
  `,
};

/**
 * The academy page: hero with Book Free Trial and Talk to Coach, the achievements carousel, the five programme
 * cards (each opening its dialog) and the closing Book a Trial / Talk to a Coach block.
 */
export function AcademyScreen({
  hero,
  links,
  achievements,
  programmes,
  openProgrammeId,
  onOpenProgrammeChange,
  closing,
  onOpenChat,
}: AcademyScreenProps) {
  const theme = useTheme();
  return (
    <div data-screen="academy">
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        intro={hero.intro}
        actions={[
          { id: 'trial', label: hero.trialLabel, href: links.trialHref, icon: 'calendar' },
          { id: 'coach', label: hero.coachLabel, href: links.coachHref, icon: 'chat' },
        ]}
        onAction={onOpenChat}
      />
      <Container css={styles.sections(theme)}>
        <AchievementCarousel
          heading={achievements.heading}
          intro={achievements.intro}
          slides={achievements.slides}
          startIndex={achievements.startIndex}
        />
        <ScreenSection heading={programmes.heading} intro={programmes.intro} link={programmes.link} gap={6}>
          <ul css={styles.cards(theme)}>
            {programmes.items.map((programme) => (
              <li key={programme.id}>
                <ProgrammeCard
                  programme={programme}
                  open={openProgrammeId === programme.id}
                  onOpenChange={(open) => onOpenProgrammeChange(open ? programme.id : null)}
                  onOpenChat={onOpenChat}
                />
              </li>
            ))}
          </ul>
        </ScreenSection>
        <CallToAction
          heading={closing.heading}
          text={closing.text}
          tone="inverse"
          actions={[
            { id: 'trial', label: closing.trialLabel, href: links.trialHref, icon: 'calendar' },
            { id: 'coach', label: closing.coachLabel, href: links.coachHref, icon: 'chat' },
          ]}
          onAction={onOpenChat}
        />
      </Container>
    </div>
  );
}
