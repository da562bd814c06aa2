export {
  Text,
  textAligns,
  textElements,
  textSizes,
  textTones,
  textWeights,
  type TextAlign,
  type TextElement,
  type TextProps,
  type TextSize,
  type TextTone,
  type TextWeight,
} from './Text';
