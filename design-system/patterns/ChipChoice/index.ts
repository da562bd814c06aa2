export { ChipChoice, type ChipChoiceProps } from './ChipChoice';
