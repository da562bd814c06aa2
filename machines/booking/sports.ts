/**
 * The four sports (spec §3 Sport fields, §9 prices). Court-hour prices are not here: they are the rate table's
 * (./rates, edited by staff); `pricing` is the spec's price-list text that the FAQ quotes.
 */

export const sportIds = ['badminton', 'tennis', 'pickleball', 'futsal'] as const;
export type SportId = (typeof sportIds)[number];

/** One line of a sport's price list. */
export interface SportPricing {
  type: string;
  /** Rupees. */
  price: number;
  unit: string;
  popular?: boolean;
  /** Rupees saved, shown as "Save ₹N". */
  savings?: number;
}

export interface SportAddOn {
  name: string;
  /** Rupees. */
  price: number;
}

export interface Sport {
  id: SportId;
  name: string;
  /** Number of courts (spec §9). */
  courts: number;
  /** An emoji. */
  image: string;
  description: string;
  pricing: SportPricing[];
  addOns: SportAddOn[];
  features: string[];
}

export const sports: readonly Sport[] = [
  {
    id: 'badminton',
    name: 'Badminton',
    courts: 2,
    image: '🏸',
    description: 'Indoor wooden courts with non-glare lighting, open around the clock.',
    pricing: [
      { type: 'Weekdays (Mon-Fri)', price: 350, unit: 'per hour', popular: true },
      { type: 'Weekends (Sat-Sun)', price: 500, unit: 'per hour' },
    ],
    addOns: [
      { name: 'Racket rental', price: 50 },
      { name: 'Shoe rental', price: 50 },
    ],
    features: ['2 indoor courts', 'Wooden flooring', 'Non-glare lighting', 'Coaching on weekday evenings'],
  },
  {
    id: 'tennis',
    name: 'Tennis',
    courts: 2,
    image: '🎾',
    description: 'Hard courts for day play, with floodlights for evening and night games.',
    pricing: [
      { type: 'Without lights', price: 1000, unit: 'per hour' },
      { type: 'With lights', price: 1200, unit: 'per hour', popular: true },
    ],
    addOns: [
      { name: 'Racquet rental', price: 100 },
      { name: 'Balls', price: 50 },
    ],
    features: ['2 hard courts', 'Floodlights', 'Equipment on rent', 'Coaching available'],
  },
  {
    id: 'pickleball',
    name: 'Pickleball',
    courts: 2,
    image: '🏓',
    description: 'Easy to learn and quick to love: dedicated pickleball courts for all levels.',
    pricing: [
      { type: 'Without gear', price: 800, unit: 'per hour' },
      { type: 'With racquet and ball', price: 1000, unit: 'per hour', popular: true },
    ],
    addOns: [],
    features: ['2 dedicated courts', 'Gear included option', 'Beginner friendly', 'Great for groups'],
  },
  {
    id: 'futsal',
    name: 'Futsal',
    courts: 1,
    image: '⚽',
    description: 'A floodlit artificial turf for five-a-side football and box cricket.',
    pricing: [
      { type: '1 hour', price: 1500, unit: 'per session' },
      { type: '2 hours', price: 2000, unit: 'per session', popular: true, savings: 1000 },
    ],
    addOns: [
      { name: 'Bat and stumps', price: 100 },
      { name: 'Shoe rental', price: 50 },
    ],
    features: ['1 artificial turf', 'Floodlights', 'Five-a-side and box cricket', 'Changing rooms'],
  },
];

/** True for one of the four sport ids. */
export function isSportId(value: unknown): value is SportId {
  return typeof value === 'string' && (sportIds as readonly string[]).includes(value);
}

/** The sport of an id. */
export function sportById(id: SportId): Sport {
  const sport = sports.find((s) => s.id === id);
  if (!sport) throw new RangeError(`Unknown sport ${String(id)}`);
  return sport;
}

/** Courts per sport: badminton 2, tennis 2, pickleball 2, futsal 1. */
export const courtsBySport: Record<SportId, number> = { badminton: 2, tennis: 2, pickleball: 2, futsal: 1 };

/** Court numbers 1..n of a sport. */
export function courtNumbers(sport: SportId): number[] {
  return Array.from({ length: courtsBySport[sport] }, (_, i) => i + 1);
}
