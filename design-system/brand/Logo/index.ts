export {
  Logo,
  logoSizes,
  logoTones,
  logoVariants,
  type LogoProps,
  type LogoSize,
  type LogoTone,
  type LogoVariant,
} from './Logo';
export { LogoSourceProvider, useLogoSource, type LogoSourceProviderProps } from './LogoSource';
