/**
 * The testimonials as shipped (sample content, spec §3 "Review and testimonial"): the reviews on /sports and the
 * community feedback on /podboard. The database is seeded from them (Admin > Sports Centre > Testimonials edits
 * them after that), and a page falls back to them when the API cannot be read.
 */
import type { TestimonialSection } from '../api/centre.schema';

export interface SeedTestimonial {
  id: string;
  name: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  date: string;
  section: TestimonialSection;
}

export const seedTestimonials: readonly SeedTestimonial[] = [
  {
    id: 'sports-arjun-k',
    section: 'sports',
    name: 'Arjun K.',
    rating: 5,
    text: 'Seven courts, great lighting and booking online takes a minute. My go-to after work.',
    date: 'October 2026',
  },
  {
    id: 'sports-meera-s',
    section: 'sports',
    name: 'Meera S.',
    rating: 5,
    text: 'Open all night, spotless courts, and the café is perfect after a game.',
    date: 'September 2026',
  },
  {
    id: 'sports-rahul-v',
    section: 'sports',
    name: 'Rahul V.',
    rating: 4,
    text: 'We booked the futsal turf for our office team. Easy parking and friendly staff.',
    date: 'September 2026',
  },
  {
    id: 'sports-divya-p',
    section: 'sports',
    name: 'Divya P.',
    rating: 5,
    text: 'My kids love the badminton coaching. The coaches are patient and skilled.',
    date: 'August 2026',
  },
  {
    id: 'community-divya-s',
    section: 'community',
    name: 'Divya S.',
    rating: 5,
    text: 'The midnight badminton slots are a lifesaver after late shifts, and the courts are always spotless.',
    date: 'November 2026',
  },
  {
    id: 'community-rahul-m',
    section: 'community',
    name: 'Rahul M.',
    rating: 5,
    text: 'Our Sunday futsal group has been coming for months. Great turf, and the cold brew after is the best part.',
    date: 'October 2026',
  },
  {
    id: 'community-fathima-k',
    section: 'community',
    name: 'Fathima K.',
    rating: 4,
    text: 'My kids loved the summer camp. The coaches are patient and the café kept the parents happy.',
    date: 'September 2026',
  },
];
