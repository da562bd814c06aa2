export { atLeastOneScreen, PageSkeleton, type PageSkeletonProps } from './PageSkeleton';
