export { HowToOrder, type HowToOrderProps, type HowToOrderStep } from './HowToOrder';
