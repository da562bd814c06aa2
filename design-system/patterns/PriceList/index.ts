export { PRICE_LIST_ITEM, PriceList, type PriceListProps, type PriceListSport } from './PriceList';
