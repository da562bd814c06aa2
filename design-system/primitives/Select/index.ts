export { Select, isRejectedOption, type SelectOption, type SelectProps } from './Select';
