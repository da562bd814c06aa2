export {
  Card,
  cardElements,
  cardPaddings,
  cardTones,
  type CardElement,
  type CardPadding,
  type CardProps,
  type CardTone,
} from './Card';
