export { CafeHero, type CafeHeroProps } from './CafeHero';
