export {
  ToggleGroup,
  toggleGroupSizes,
  toggleGroupTypes,
  toggleGroupVariants,
  type ToggleGroupItem,
  type ToggleGroupMultipleProps,
  type ToggleGroupProps,
  type ToggleGroupSingleProps,
  type ToggleGroupSize,
  type ToggleGroupType,
  type ToggleGroupVariant,
} from './ToggleGroup';
