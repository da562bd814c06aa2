/**
 * The coaching catalogue as shipped (sample content): the coaches, the coaching programs and plans of spec §3,
 * the academy programmes with the fees and age groups of spec §9, and the achievement slides. The pages read it
 * through `coachingCatalogue`; a later issue serves the same shape from the database.
 */
import type {
  AcademyProgramme,
  AchievementSlide,
  Coach,
  CoachingCatalogue,
  CoachingPlan,
  CoachingProgram,
  ScheduleBatch,
} from './coaching.types';

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

/** The three batches of spec §9 (morning Mon/Wed/Fri, evening Tue/Thu/Sat, Sunday), with a programme's times. */
const batches = (morning: string, evening: string, sunday: string): readonly ScheduleBatch[] => [
  { batch: 'Morning Batch', time: morning, days: 'Mon, Wed, Fri' },
  { batch: 'Evening Batch', time: evening, days: 'Tue, Thu, Sat' },
  { batch: 'Sunday Batch', time: sunday, days: 'Sunday' },
];

/** The academy programmes; fees and age groups are spec §9's. */
export const academyProgrammes: readonly AcademyProgramme[] = [
  {
    id: 'badminton',
    title: 'Badminton',
    tagline: 'From first serve to tournament play',
    icon: 'badminton',
    colour: 'green',
    overview:
      'A structured pathway on our two wooden-floor courts: grip, footwork and strokes for beginners, then tactics, fitness and match play for competitive juniors and adults.',
    ageGroups: [
      { group: 'Juniors', age: '6-10', focus: 'Grip, footwork and hand-eye coordination through games' },
      { group: 'Teens', age: '11-16', focus: 'Stroke technique, singles and doubles tactics, fitness' },
      { group: 'Adults', age: '17+', focus: 'Technique refresh, match play and tournament preparation' },
    ],
    schedule: batches('6:00 AM - 7:30 AM', '4:30 PM - 6:00 PM', '7:00 AM - 9:00 AM'),
    coachId: 'arjun-menon',
    fees: { monthly: 3500, quarterly: 9500, annual: 35000 },
  },
  {
    id: 'tennis',
    title: 'Tennis',
    tagline: 'Strokes, serve and a calm match head',
    icon: 'tennis',
    colour: 'blue',
    overview:
      'Small groups on our floodlit courts: red and orange ball for the youngest, full-court technique and point play for juniors, and match-focused sessions for adults.',
    ageGroups: [
      { group: 'Mini Tennis', age: '5-9', focus: 'Red and orange ball, coordination and rallying' },
      { group: 'Juniors', age: '10-16', focus: 'Groundstrokes, serve, net play and point construction' },
      { group: 'Adults', age: '17+', focus: 'Technique, doubles strategy and competitive play' },
    ],
    schedule: batches('6:00 AM - 7:30 AM', '5:00 PM - 6:30 PM', '7:00 AM - 9:00 AM'),
    coachId: 'rahul-srinivasan',
    fees: { monthly: 4000, quarterly: 11000, annual: 40000 },
  },
  {
    id: 'pickleball',
    title: 'Pickleball',
    tagline: 'The fastest-growing game, learnt right',
    icon: 'pickleball',
    colour: 'amber',
    overview:
      'Learn the dink, the third-shot drop and the kitchen rules with a certified instructor, then put it together in guided doubles play.',
    ageGroups: [
      { group: 'Juniors', age: '8-14', focus: 'Paddle control, rules and fun doubles games' },
      { group: 'Youth', age: '15-18', focus: 'Shot selection, positioning and competitive drills' },
      { group: 'Adults', age: '18+', focus: 'Technique, strategy and social match play' },
    ],
    schedule: batches('6:30 AM - 8:00 AM', '6:00 PM - 7:30 PM', '8:00 AM - 10:00 AM'),
    coachId: 'sneha-pillai',
    fees: { monthly: 2800, quarterly: 8000, annual: 28000 },
  },
  {
    id: 'futsal',
    title: 'Futsal',
    tagline: 'Quick feet, quick thinking',
    icon: 'futsal',
    colour: 'teal',
    overview:
      'Five-a-side football on our turf: close control, passing under pressure and small-sided games that build decision-making for every position.',
    ageGroups: [
      { group: 'Juniors', age: '6-10', focus: 'Ball mastery, dribbling and small-sided games' },
      { group: 'Teens', age: '11-16', focus: 'Passing, positioning and team tactics' },
      { group: 'Adults', age: '17+', focus: 'Fitness, set plays and league-style matches' },
    ],
    schedule: batches('6:00 AM - 7:30 AM', '5:30 PM - 7:00 PM', '7:00 AM - 9:00 AM'),
    coachId: 'karthik-raj',
    fees: { monthly: 3200, quarterly: 9000, annual: 32000 },
  },
  {
    id: 'fitness',
    title: 'Kids Agility & Fitness',
    tagline: 'Strong, fast and confident movers',
    icon: 'fitness',
    colour: 'slate',
    overview:
      'Running, jumping, balance and coordination through games and circuits: the athletic base every sport builds on, coached with age-appropriate loads.',
    ageGroups: [
      { group: 'Little Movers', age: '4-7', focus: 'Balance, coordination and play-based movement' },
      { group: 'Young Athletes', age: '8-12', focus: 'Speed, agility ladders and body-weight strength' },
      { group: 'Teen Athletes', age: '13-17', focus: 'Conditioning, injury prevention and sport-specific drills' },
    ],
    schedule: batches('6:30 AM - 7:30 AM', '4:30 PM - 5:30 PM', '8:00 AM - 9:00 AM'),
    coachId: 'vikram-das',
    fees: { monthly: 2500, quarterly: 7000, annual: 25000 },
  },
];

/** The five achievement slides of the academy carousel. */
export const achievements: readonly AchievementSlide[] = [
  {
    id: 'district-badminton',
    image: '/academy/achievement-badminton.svg',
    alt: 'Three junior badminton players on a podium holding a trophy',
    caption: 'Our under-13 badminton squad took gold at the district championship.',
    badge: 'District Champions',
  },
  {
    id: 'state-tennis',
    image: '/academy/achievement-tennis.svg',
    alt: 'A junior tennis player lifting a medal on court',
    caption: 'Two of our juniors reached the quarter-finals of a state ranking tournament.',
    badge: 'State Ranking',
  },
  {
    id: 'futsal-cup',
    image: '/academy/achievement-futsal.svg',
    alt: 'A futsal team celebrating with a cup on the turf',
    caption: 'The academy futsal team won the inter-school cup without losing a match.',
    badge: 'Cup Winners',
  },
  {
    id: 'pickleball-doubles',
    image: '/academy/achievement-pickleball.svg',
    alt: 'Two pickleball players with silver medals and paddles',
    caption: 'Silver in the city open pickleball doubles, a year after the pair first picked up a paddle.',
    badge: 'Silver Medal',
  },
  {
    id: 'kids-agility-day',
    image: '/academy/achievement-fitness.svg',
    alt: 'Children running an agility course with cones and hurdles',
    caption: 'Sixty young athletes completed our first Kids Agility Day.',
    badge: 'Community',
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
