export {
  Stack,
  stackAligns,
  stackDirections,
  stackElements,
  stackJustifies,
  type SpaceKey,
  type StackAlign,
  type StackDirection,
  type StackElement,
  type StackJustify,
  type StackProps,
} from './Stack';
