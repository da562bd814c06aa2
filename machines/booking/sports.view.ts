/**
 * What the sport list shows of a sport: its card (peak and off-peak prices) and its price-list entry (price lines,
 * savings and add-ons), money formatted once here. Pure; the design system takes the results as props.
 */
import { formatRupees } from '../money/money';
import type { Sport } from './sports';

/** A sport card. Prices are formatted ('₹800'). */
export interface SportCardView extends Pick<Sport, 'id' | 'name' | 'courts' | 'image' | 'description' | 'features'> {
  /** Peak hourly price, formatted. */
  peakPrice: string;
  /** Off-peak hourly price, formatted. */
  offPeakPrice: string;
}

/** One price line of the price list. */
export interface SportPricingView {
  type: string;
  /** Formatted price ('₹1,500'). */
  price: string;
  unit: string;
  popular?: boolean;
  /** Formatted saving ('₹1,000'), shown as "Save ₹1,000". */
  savings?: string;
}

/** A sport in the price list. */
export interface PriceListSportView extends Pick<Sport, 'id' | 'name' | 'image'> {
  pricing: SportPricingView[];
  /** Add-ons with formatted prices. */
  addOns: Array<{ name: string; price: string }>;
}

/** Both: what the sports page passes for each sport. */
export type SportView = SportCardView & PriceListSportView;

export function sportView(sport: Sport): SportView {
  return {
    id: sport.id,
    name: sport.name,
    courts: sport.courts,
    image: sport.image,
    description: sport.description,
    features: sport.features,
    peakPrice: formatRupees(sport.peakPrice),
    offPeakPrice: formatRupees(sport.offPeakPrice),
    pricing: sport.pricing.map((line) => {
      const view: SportPricingView = { type: line.type, price: formatRupees(line.price), unit: line.unit };
      if (line.popular !== undefined) view.popular = line.popular;
      if (line.savings) view.savings = formatRupees(line.savings);
      return view;
    }),
    addOns: sport.addOns.map((addOn) => ({ name: addOn.name, price: formatRupees(addOn.price) })),
  };
}
