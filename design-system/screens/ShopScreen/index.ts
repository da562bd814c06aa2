export { NO_PRODUCTS_TEXT, ShopScreen, type ShopCategory, type ShopScreenProps } from './ShopScreen';
