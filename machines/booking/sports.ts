/**
 * The four sports (spec §3 Sport fields): what each is and how many courts it has. Prices are not here: every price
 * (court hours, lights, two hours, add-ons) is the rate table's (./rates, edited by staff).
 */

export const sportIds = ['badminton', 'tennis', 'pickleball', 'futsal'] as const;
export type SportId = (typeof sportIds)[number];

export interface Sport {
  id: SportId;
  name: string;
  /** Number of courts (spec §9). */
  courts: number;
  /** An emoji. */
  image: string;
  description: string;
  features: string[];
}

export const sports: readonly Sport[] = [
  {
    id: 'badminton',
    name: 'Badminton',
    courts: 2,
    image: '🏸',
    description: 'Indoor wooden courts with non-glare lighting, open around the clock.',
    features: ['2 indoor courts', 'Wooden flooring', 'Non-glare lighting', 'Coaching on weekday evenings'],
  },
  {
    id: 'tennis',
    name: 'Tennis',
    courts: 2,
    image: '🎾',
    description: 'Hard courts for day play, with floodlights for evening and night games.',
    features: ['2 hard courts', 'Floodlights', 'Equipment on rent', 'Coaching available'],
  },
  {
    id: 'pickleball',
    name: 'Pickleball',
    courts: 2,
    image: '🏓',
    description: 'Easy to learn and quick to love: dedicated pickleball courts for all levels.',
    features: ['2 dedicated courts', 'Gear included option', 'Beginner friendly', 'Great for groups'],
  },
  {
    id: 'futsal',
    name: 'Futsal',
    courts: 1,
    image: '⚽',
    description: 'A floodlit artificial turf for five-a-side football and box cricket.',
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
