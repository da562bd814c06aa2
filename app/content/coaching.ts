/**
 * Copy of the about, coaching and academy pages: titles and descriptions, headings, the vision, core values and
 * facility overview, banners and button labels. The coaches, plans, programmes and slides themselves are the
 * coaching catalogue in machines/coaching.
 */
import type { AboutScreenProps } from '../../design-system/screens/AboutScreen';
import type { AcademyScreenProps } from '../../design-system/screens/AcademyScreen';
import type { CoachingScreenProps } from '../../design-system/screens/CoachingScreen';

/** <title> and <meta name="description"> per page. */
export const coachingMeta = {
  about: {
    title: 'About Us · POD',
    description:
      'POD Sholinganallur: our vision, core values, a 24/7 sports facility with badminton, tennis, pickleball and futsal courts, and the coaches behind it.',
  },
  coaching: {
    title: 'Coaching Programmes · POD',
    description:
      'Football, badminton and tennis coaching at POD Sholinganallur: expert coaches, flexible schedules and monthly plans from ₹2,500, with free POD goodies.',
  },
  academy: {
    title: 'POD Academy · Badminton, Tennis, Pickleball, Futsal & Kids Fitness',
    description:
      'POD Academy programmes for ages 4 to adult: age groups, morning, evening and Sunday batches, fees and a free trial class.',
  },
} as const;

export const aboutContent: Omit<AboutScreenProps, 'coaches' | 'onOpenChat'> & {
  coaches: Omit<AboutScreenProps['coaches'], 'items'>;
} = {
  hero: {
    eyebrow: 'About POD',
    title: 'A home for every player, at any hour',
    intro:
      'POD is a 24/7 sports centre and café in Sholinganallur, Chennai: courts that never close, coaches who care, and a café to catch up in after the game.',
  },
  vision: {
    heading: 'Our Vision',
    text: 'To make quality sport part of everyday life in Chennai: a place where a first-timer, a weekend player and a future champion all find a court, a coach and a community.',
  },
  values: {
    heading: 'Our Core Values',
    intro: 'Four ideas guide how we run the courts, coach our players and welcome our guests.',
    items: [
      {
        icon: 'trophy',
        title: 'Excellence',
        description: 'Well-kept courts, certified coaches and programmes that help every player improve.',
      },
      {
        icon: 'users',
        title: 'Community',
        description: 'A friendly place where players of every age and level meet, train and play together.',
      },
      {
        icon: 'shield',
        title: 'Integrity',
        description: 'Clear prices, fair play and honest advice, on court and off it.',
      },
      {
        icon: 'clock',
        title: 'Accessibility',
        description: 'Open 24/7 with online booking, so sport fits around your day, not the other way round.',
      },
    ],
  },
  facility: {
    heading: 'Our Facility',
    text: 'Seven courts on the OMR, floodlit for night play, with equipment to rent and the POD café next door.',
    facts: [
      { value: '2', label: 'Badminton courts' },
      { value: '2', label: 'Tennis courts' },
      { value: '2', label: 'Pickleball courts' },
      { value: '1', label: 'Futsal turf' },
      { value: '24/7', label: 'Open every day' },
      { value: '1', label: 'Café & bistro' },
    ],
  },
  coaches: {
    heading: 'Meet Our Coaches',
    intro: 'Experienced, certified and patient: ask any of them about batches and fees.',
    link: { label: 'See the coaching plans and prices', href: '/coaching' },
  },
};

export const coachingContent: Omit<CoachingScreenProps, 'sections' | 'closing' | 'onOpenChat'> & {
  closing: Omit<CoachingScreenProps['closing'], 'href'>;
} = {
  header: {
    title: 'Coaching Programmes',
    intro: 'Train with expert coaches in football, badminton and tennis, on a schedule that fits your week.',
    badges: [
      { icon: 'gift', label: 'Free POD Goodies' },
      { icon: 'award', label: 'Expert Coaches' },
      { icon: 'schedule', label: 'Flexible Schedules' },
    ],
  },
  memberBenefits: {
    heading: 'Special Member Benefits',
    text: 'All coaching members get POD goodies free when they join.',
  },
  closing: {
    heading: 'Not sure which plan fits?',
    text: 'Tell us your sport, level and the days that suit you, and we will suggest a plan and a coach.',
    actionLabel: 'Get More Info',
  },
};

export const academyContent: Omit<
  AcademyScreenProps,
  'links' | 'achievements' | 'programmes' | 'openProgrammeId' | 'onOpenProgrammeChange' | 'onOpenChat'
> & {
  achievements: { heading: string; intro: string };
  programmes: Omit<AcademyScreenProps['programmes'], 'items'>;
} = {
  hero: {
    eyebrow: 'POD Academy',
    title: 'Train with purpose. Play with joy.',
    intro:
      'Structured programmes in badminton, tennis, pickleball, futsal and kids fitness, with age groups from 4 to adult and morning, evening and Sunday batches.',
    trialLabel: 'Book Free Trial',
    coachLabel: 'Talk to Coach',
  },
  achievements: {
    heading: 'Our Achievements',
    intro: 'Proud moments from our academy players.',
  },
  programmes: {
    heading: 'Our Programmes',
    intro: 'Choose a programme to see its age groups, batches, coach and fees.',
    link: {
      label: 'Looking for monthly football, badminton or tennis coaching? See the coaching plans',
      href: '/coaching',
    },
  },
  closing: {
    heading: 'Ready to start?',
    text: 'Book a free trial class or talk to a coach about the right programme and batch.',
    trialLabel: 'Book a Trial',
    coachLabel: 'Talk to a Coach',
  },
};
