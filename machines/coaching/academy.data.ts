/** The academy programmes as shipped (sample content), with the fees and age groups of spec §9, and the slides. */
import type { AcademyProgramme, AchievementSlide, ScheduleBatch } from './coaching.types';

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
