export { Chip, ChipList, chipStyles, type ChipListProps, type ChipProps } from './Chip';
