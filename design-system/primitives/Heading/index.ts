export {
  Heading,
  defaultHeadingSize,
  headingAligns,
  headingLevels,
  headingSizes,
  headingTones,
  type HeadingAlign,
  type HeadingLevel,
  type HeadingProps,
  type HeadingSize,
  type HeadingTone,
} from './Heading';
