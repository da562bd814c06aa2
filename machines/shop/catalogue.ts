/**
 * The merchandise catalogue (spec §3, 8 static products) and the shop's rules: the Add to Cart button,
 * the "+N more" features chip and the category filter.
 */

export {
  availabilities,
  DEFAULT_LOGO_POSITION,
  logoPositions,
  productBadges,
  productCategories,
  type Availability,
  type LogoPosition,
  type ProductBadge,
  type ProductCategory,
} from './catalogue.options';
import type { Availability, LogoPosition, ProductBadge, ProductCategory } from './catalogue.options';

/** The shop's filter chips, in order; 'all' is the initial one. */
export const categories = [
  { id: 'all', label: 'All Items' },
  { id: 'men', label: 'Men' },
  { id: 'women', label: 'Women' },
  { id: 'accessories', label: 'Accessories' },
] as const satisfies ReadonlyArray<{ id: 'all' | ProductCategory; label: string }>;
export type CategoryFilter = (typeof categories)[number]['id'];

/** Shown when a category has no product. */
export const NO_PRODUCTS_MESSAGE = 'No products found in this category';

export interface Product {
  id: number;
  name: string;
  category: ProductCategory;
  /** Rupees. */
  price: number;
  image: string;
  hoverImage: string;
  /** Only the first product has a detail image. */
  detailImage?: string;
  logoPosition: LogoPosition;
  sizes: readonly string[];
  description: string;
  features: readonly string[];
  availability: Availability;
  badge?: ProductBadge;
}

const images = (slug: string) => ({ image: `/merch/${slug}.svg`, hoverImage: `/merch/${slug}-back.svg` });

export const products: readonly Product[] = [
  {
    id: 1,
    name: 'Performance Jersey',
    category: 'men',
    price: 899,
    ...images('performance-jersey'),
    detailImage: '/merch/performance-jersey-detail.svg',
    logoPosition: 'chest',
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
    description: 'A light, quick-drying jersey for long evenings on our badminton and futsal courts.',
    features: [
      'Moisture-wicking fabric',
      'Breathable mesh back panel',
      'POD logo on the chest',
      'Regular athletic fit',
      'Machine washable',
    ],
    availability: 'In Stock',
    badge: 'Trending',
  },
  {
    id: 2,
    name: "Women's Performance Tee",
    category: 'women',
    price: 699,
    ...images('womens-performance-tee'),
    logoPosition: 'chest',
    sizes: ['XS', 'S', 'M', 'L', 'XL'],
    description: 'A soft, stretchy tee cut for movement, from warm-up to the last rally.',
    features: ['Four-way stretch', 'Quick-dry fabric', 'Flat seams against chafing', 'Tailored fit'],
    availability: 'In Stock',
  },
  {
    id: 3,
    name: 'Signature Sports Cap',
    category: 'accessories',
    price: 399,
    ...images('signature-sports-cap'),
    logoPosition: 'front-panel',
    sizes: ['One Size'],
    description: 'A breathable cap for outdoor tennis sessions and the walk over to the café.',
    features: ['Adjustable strap', 'Curved brim for sun cover', 'Sweat-absorbing band', 'Embroidered POD logo'],
    availability: 'In Stock',
    badge: 'Popular',
  },
  {
    id: 4,
    name: 'Insulated Steel Bottle',
    category: 'accessories',
    price: 299,
    ...images('insulated-steel-bottle'),
    logoPosition: 'center',
    sizes: ['750ml'],
    description: 'Keeps water cold through a full session in the Chennai heat. Refill at the courts.',
    features: ['750 ml capacity', 'Double-wall insulation', 'Leak-proof lid', 'Food-grade stainless steel'],
    availability: 'In Stock',
  },
  {
    id: 5,
    name: 'Training Track Pants',
    category: 'men',
    price: 1299,
    ...images('training-track-pants'),
    logoPosition: 'thigh',
    sizes: ['S', 'M', 'L', 'XL', 'XXL'],
    description: 'Tapered track pants for training days and cool early-morning games. Ships when the batch arrives.',
    features: ['Tapered fit', 'Zip pockets', 'Elastic waist with drawcord', 'Ankle zips', 'POD logo on the thigh'],
    availability: 'Pre-order',
    badge: 'Pre-order',
  },
  {
    id: 6,
    name: 'Elite Sports Duffel',
    category: 'accessories',
    price: 1599,
    ...images('elite-sports-duffel'),
    logoPosition: 'corner',
    sizes: ['One Size'],
    description: 'A roomy duffel for racquets, shoes and a change of clothes. A limited run, on pre-order.',
    features: [
      'Separate shoe compartment',
      'Padded racquet sleeve',
      'Water-resistant base',
      'Padded shoulder strap',
      'Limited run',
    ],
    availability: 'Pre-order',
    badge: 'Limited Edition',
  },
  {
    id: 7,
    name: "Women's Performance Bra",
    category: 'women',
    price: 899,
    ...images('womens-performance-bra'),
    logoPosition: 'center',
    sizes: ['XS', 'S', 'M', 'L', 'XL'],
    description: 'A supportive sports bra for high-movement sports like badminton and pickleball.',
    features: ['Medium-to-high support', 'Removable pads', 'Moisture-wicking fabric', 'Racerback design'],
    availability: 'In Stock',
  },
  {
    id: 8,
    name: 'Premium Towel Set',
    category: 'accessories',
    price: 599,
    ...images('premium-towel-set'),
    logoPosition: 'corner',
    sizes: ['One Size'],
    description: 'A gym towel and a face towel that dry fast and fit in any kit bag.',
    features: ['Set of two towels', 'Quick-dry microfibre', 'Soft and absorbent', 'Compact to pack'],
    availability: 'In Stock',
  },
];

/** A product by id, or undefined. */
export function productById(id: number): Product | undefined {
  return products.find((p) => p.id === id);
}

/** What the shop card's main button shows and sends. */
export interface ShopButton {
  /** 'Pre-order' for pre-order items, otherwise 'Add to Cart'. */
  label: 'Add to Cart' | 'Pre-order';
  /** Out of Stock disables the button. */
  disabled: boolean;
  /** The size sent to the cart: the first size. */
  size: string;
}

/** Shop button rule: Out of Stock disables, Pre-order relabels, otherwise Add to Cart; the size is the first size. */
export function shopButtonFor(product: Pick<Product, 'availability' | 'sizes'>): ShopButton {
  return {
    label: product.availability === 'Pre-order' ? 'Pre-order' : 'Add to Cart',
    disabled: product.availability === 'Out of Stock',
    size: product.sizes[0] ?? 'One Size',
  };
}

/** At most `max` features, then a "+N more" chip (moreCount 0 means no chip). */
export function visibleFeatures<T>(features: readonly T[], max = 3): { shown: T[]; moreCount: number } {
  const limit = Math.max(0, Math.floor(max));
  return { shown: features.slice(0, limit), moreCount: Math.max(0, features.length - limit) };
}

/** The chip text for hidden features: '+2 more'. */
export function moreFeaturesLabel(moreCount: number): string {
  return `+${moreCount} more`;
}

/** Products of a category ('all' keeps every product), in catalogue order. */
export function filterProducts<P extends Pick<Product, 'category'>>(list: readonly P[], category: CategoryFilter): P[] {
  return category === 'all' ? [...list] : list.filter((p) => p.category === category);
}

/** The availability badge tone: In Stock is green (success), the others amber (warning). */
export function availabilityTone(availability: Availability): 'success' | 'warning' {
  return availability === 'In Stock' ? 'success' : 'warning';
}
