import { Activity, Dumbbell, Feather, Goal, Target, type LucideIcon } from 'lucide-react';
import type { SportIcon } from '../../../machines/coaching/coaching.types';

/** The drawing of each sport icon key of the coaching catalogue (all decorative). */
export const sportIconComponents: Record<SportIcon, LucideIcon> = {
  football: Goal,
  futsal: Goal,
  badminton: Feather,
  tennis: Activity,
  pickleball: Target,
  fitness: Dumbbell,
};
