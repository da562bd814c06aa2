export {
  ShopHeaderBadges,
  shopBadgeIcons,
  type ShopBadgeIcon,
  type ShopHeaderBadge,
  type ShopHeaderBadgesProps,
} from './ShopHeaderBadges';
