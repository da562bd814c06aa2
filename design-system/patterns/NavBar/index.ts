export {
  NavBar,
  cartLabel,
  isCurrentLink,
  navCtaKinds,
  navCtaLabels,
  type NavBarProps,
  type NavCta,
  type NavCtaKind,
  type NavLinkItem,
} from './NavBar';
