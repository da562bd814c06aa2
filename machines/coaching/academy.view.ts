/** What the academy screen shows of its programmes: cards, dialogs with fees, age groups and the coach, chat links. */
import { academyCoachText, academyEnquiryText, academyTrialText } from '../links/coaching.messages';
import { whatsappLink } from '../links/outbound';
import { formatRupees } from '../money/money';
import { coachById, formatAgeRange, formatExperience } from './coaching.view';
import type {
  AcademyFees,
  AcademyProgramme,
  AcademyProgrammeId,
  AchievementSlide,
  CoachingCatalogue,
  ProgrammeColour,
  SportIcon,
} from './coaching.types';

/** The fee periods, in the order the dialog lists them; quarterly is marked Popular (spec §2). */
export const feePeriods = [
  { id: 'monthly', label: 'Monthly', popular: false },
  { id: 'quarterly', label: 'Quarterly', popular: true },
  { id: 'annual', label: 'Annual', popular: false },
] as const satisfies ReadonlyArray<{ id: keyof AcademyFees; label: string; popular: boolean }>;

/** One fee of a programme. */
export interface FeeView {
  id: keyof AcademyFees;
  /** "Monthly". */
  label: string;
  /** "₹3,500". */
  price: string;
  popular: boolean;
}

/** The three fees of a programme, formatted. */
export function feeViews(fees: AcademyFees): FeeView[] {
  return feePeriods.map((period) => ({
    id: period.id,
    label: period.label,
    price: formatRupees(fees[period.id]),
    popular: period.popular,
  }));
}

/** An age group as the dialog shows it. */
export interface AgeGroupView {
  group: string;
  /** "6-10 years". */
  age: string;
  focus: string;
}

/** A programme's coach as the dialog shows it (spec §3: name, experience, bio, image). */
export interface ProgrammeCoachView {
  name: string;
  experience: string;
  bio: string;
  image: string;
  imageAlt: string;
}

/** A programme's card and dialog. */
export interface AcademyProgrammeView {
  id: AcademyProgrammeId;
  title: string;
  tagline: string;
  icon: SportIcon;
  colour: ProgrammeColour;
  overview: string;
  /** The card's age line: "Ages 6-10, 11-16, 17+". */
  ages: string;
  /** The card's price line: "From ₹3,500 per month". */
  fromPrice: string;
  ageGroups: AgeGroupView[];
  schedule: ReadonlyArray<{ batch: string; time: string; days: string }>;
  /** Null when the catalogue does not know the coach. */
  coach: ProgrammeCoachView | null;
  fees: FeeView[];
  /** Register / Enquire Now: the academy chat with the programme in the text. */
  enquiryHref: string;
  /** Book Trial Class: the academy chat with the programme in the text. */
  trialHref: string;
}

/** A programme as its card and dialog show it; `academyNumber` is the academy's chat number. */
export function academyProgrammeView(
  catalogue: Pick<CoachingCatalogue, 'coaches'>,
  programme: AcademyProgramme,
  academyNumber: string,
): AcademyProgrammeView {
  const coach = coachById(catalogue, programme.coachId);
  return {
    id: programme.id,
    title: programme.title,
    tagline: programme.tagline,
    icon: programme.icon,
    colour: programme.colour,
    overview: programme.overview,
    ages: `Ages ${programme.ageGroups.map((g) => g.age).join(', ')}`,
    fromPrice: `From ${formatRupees(programme.fees.monthly)} per month`,
    ageGroups: programme.ageGroups.map((g) => ({ group: g.group, age: formatAgeRange(g.age), focus: g.focus })),
    schedule: programme.schedule,
    coach: coach
      ? {
          name: coach.name,
          experience: formatExperience(coach.experienceYears),
          bio: coach.bio,
          image: coach.image,
          imageAlt: `Portrait of ${coach.name}`,
        }
      : null,
    fees: feeViews(programme.fees),
    enquiryHref: whatsappLink(academyNumber, academyEnquiryText(programme)),
    trialHref: whatsappLink(academyNumber, academyTrialText(programme)),
  };
}

/** Every programme of the catalogue, in order. */
export function academyProgrammeViews(catalogue: CoachingCatalogue, academyNumber: string): AcademyProgrammeView[] {
  return catalogue.academyProgrammes.map((programme) => academyProgrammeView(catalogue, programme, academyNumber));
}

/** An achievement slide (already display-ready). */
export type AchievementView = AchievementSlide;

/** The academy page's general chat links: a free trial and a talk with a coach. */
export interface AcademyLinks {
  trialHref: string;
  coachHref: string;
}

export function academyLinks(academyNumber: string): AcademyLinks {
  return {
    trialHref: whatsappLink(academyNumber, academyTrialText()),
    coachHref: whatsappLink(academyNumber, academyCoachText()),
  };
}
