/**
 * The values a product's fields may take (logo position, availability, badge, category), apart from the catalogue's
 * products: the cart, the stored-cart codec and the API schemas need these, and the site frame's cart count must not
 * bring the products' data with it.
 */

export const logoPositions = ['chest', 'front-panel', 'center', 'thigh', 'corner'] as const;
/** Where the POD logo overlay sits on a product image. Default 'center'. */
export type LogoPosition = (typeof logoPositions)[number];
export const DEFAULT_LOGO_POSITION: LogoPosition = 'center';

export const availabilities = ['In Stock', 'Pre-order', 'Out of Stock'] as const;
export type Availability = (typeof availabilities)[number];

export const productBadges = ['Trending', 'Popular', 'Limited Edition', 'Pre-order'] as const;
export type ProductBadge = (typeof productBadges)[number];

export const productCategories = ['men', 'women', 'accessories'] as const;
export type ProductCategory = (typeof productCategories)[number];
