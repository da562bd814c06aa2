/**
 * The coaching catalogue as shipped (sample content): the coaches, the coaching programs and plans of spec §3,
 * the academy programmes with the fees and age groups of spec §9, and the achievement slides. The pages read it
 * through `coachingCatalogue`; a later issue serves the same shape from the database. The academy's programmes and
 * slides are in academy.data.ts.
 */
import { academyProgrammes, achievements } from './academy.data';
import type { Coach, CoachingCatalogue, CoachingPlan, CoachingProgram } from './coaching.types';

const portrait = (id: string) => `/coaches/${id}.svg`;

export const coaches: readonly Coach[] = [
  {
    id: 'karthik-raj',
    name: 'Karthik Raj',
    sport: 'Football',
    experienceYears: 10,
    bio: 'A former state-level midfielder who has coached school and club sides across Chennai, now leading football and futsal at POD.',
    philosophy: 'Good habits beat talent that does not train: touch, vision and fitness, every single session.',
    image: portrait('karthik-raj'),
  },
  {
    id: 'arjun-menon',
    name: 'Arjun Menon',
    sport: 'Badminton',
    experienceYears: 12,
    bio: 'A BWF-certified coach and former national-level doubles player who heads the badminton programme.',
    philosophy: 'Footwork first. Fast feet give you time, and time gives you every shot in the book.',
    image: portrait('arjun-menon'),
  },
  {
    id: 'divya-krishnan',
    name: 'Divya Krishnan',
    sport: 'Badminton',
    experienceYears: 8,
    bio: 'A former university champion who coaches beginners and juniors, and runs the weekend match-play sessions.',
    philosophy: 'Every player learns differently; the coach should adapt, not the other way round.',
    image: portrait('divya-krishnan'),
  },
  {
    id: 'rahul-srinivasan',
    name: 'Rahul Srinivasan',
    sport: 'Tennis',
    experienceYears: 15,
    bio: 'An ITF Level 2 coach who has taken juniors to national ranking events, and the head of tennis at POD.',
    philosophy: 'Technique wins points, but a calm head wins matches. We train both.',
    image: portrait('rahul-srinivasan'),
  },
  {
    id: 'meera-iyer',
    name: 'Meera Iyer',
    sport: 'Tennis',
    experienceYears: 7,
    bio: 'A former collegiate player who coaches the regular batches and the custom plans for adult players.',
    philosophy: 'Enjoy the rally first; consistency follows the fun, and power follows consistency.',
    image: portrait('meera-iyer'),
  },
  {
    id: 'sneha-pillai',
    name: 'Sneha Pillai',
    sport: 'Pickleball',
    experienceYears: 6,
    bio: 'A certified pickleball instructor and tournament doubles player who brought the sport to POD.',
    philosophy: 'Soft hands, smart positioning and a lot of laughter on court.',
    image: portrait('sneha-pillai'),
  },
  {
    id: 'vikram-das',
    name: 'Vikram Das',
    sport: 'Fitness',
    experienceYears: 9,
    bio: 'A certified strength and conditioning coach who designs the kids agility programme and athlete warm-ups.',
    philosophy: 'Movement is a skill. Teach it early and it lasts a lifetime.',
    image: portrait('vikram-das'),
  },
];

/** The About page's four coaches: one per main sport. */
export const aboutCoachIds: readonly string[] = ['arjun-menon', 'rahul-srinivasan', 'karthik-raj', 'sneha-pillai'];

const plan = (p: CoachingPlan): CoachingPlan => p;

/** The coaching programs of spec §3: football (one coach), badminton and tennis (two coaches each). */
export const programs: readonly CoachingProgram[] = [
  {
    id: 'football',
    sport: 'Football',
    icon: 'football',
    coachIds: ['karthik-raj'],
    features: ['Ball control & passing', 'Match tactics', 'Fitness & conditioning', 'All skill levels'],
    plans: [
      plan({
        id: 'football-regular',
        name: 'Regular Program',
        frequency: '3 classes a week on alternate days',
        price: 3540,
        duration: 'month',
      }),
    ],
  },
  {
    id: 'badminton',
    sport: 'Badminton',
    icon: 'badminton',
    coachIds: ['arjun-menon', 'divya-krishnan'],
    features: ['Footwork drills', 'Stroke technique', 'Singles & doubles play', 'Match strategy'],
    plans: [
      plan({
        id: 'badminton-beginner-3',
        name: 'Beginner 3 Days',
        level: 'Beginner',
        frequency: '3 days a week',
        price: 2500,
        duration: 'month',
      }),
      plan({
        id: 'badminton-beginner-5',
        name: 'Beginner 5 Days',
        level: 'Beginner',
        frequency: '5 days a week',
        price: 3500,
        duration: 'month',
      }),
      plan({
        id: 'badminton-advanced-3',
        name: 'Advanced 3 Days',
        level: 'Advanced',
        frequency: '3 days a week',
        price: 3500,
        duration: 'month',
      }),
      plan({
        id: 'badminton-advanced-5',
        name: 'Advanced 5 Days',
        level: 'Advanced',
        frequency: '5 days a week',
        price: 4500,
        duration: 'month',
      }),
    ],
  },
  {
    id: 'tennis',
    sport: 'Tennis',
    icon: 'tennis',
    coachIds: ['rahul-srinivasan', 'meera-iyer'],
    features: ['Groundstrokes & serve', 'Net play', 'Match play', 'Video feedback'],
    plans: [
      plan({
        id: 'tennis-regular-3',
        name: 'Regular 3 Days',
        level: 'Regular',
        frequency: '3 days a week',
        price: 3000,
        duration: 'month',
      }),
      plan({
        id: 'tennis-regular-5',
        name: 'Regular 5 Days',
        level: 'Regular',
        frequency: '5 days a week',
        price: 4000,
        duration: 'month',
      }),
      plan({
        id: 'tennis-advanced-custom',
        name: 'Advanced Custom Plan',
        level: 'Advanced',
        frequency: 'Custom schedule',
        price: 13000,
        duration: 'month',
        isCustom: true,
        badge: 'Premium',
      }),
    ],
  },
];

/** The catalogue the pages read today. */
export const coachingCatalogue: CoachingCatalogue = {
  coaches,
  aboutCoachIds,
  programs,
  academyProgrammes,
  achievements,
};
