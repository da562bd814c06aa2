export { DEFAULT_PRODUCT_LOGO, PRODUCT_CARD_MAX_FEATURES, ProductCard, type ProductCardProps } from './ProductCard';
