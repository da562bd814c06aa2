export {
  Image,
  imageFits,
  imageRadii,
  imageUnavailableText,
  logoPositions,
  type ImageFit,
  type ImageLogo,
  type ImageProps,
  type ImageRadius,
  type LogoPosition,
} from './Image';
export { logoPlacement } from './Image.styles';
