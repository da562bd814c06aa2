export { Reviews, reviewRatings, StarRating, type Review, type ReviewRating, type ReviewsProps } from './Reviews';
