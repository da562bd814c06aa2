export { PackageCard, type PackageCardProps } from './PackageCard';
