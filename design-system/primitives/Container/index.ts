export {
  Container,
  containerElements,
  containerSizes,
  type ContainerElement,
  type ContainerProps,
  type ContainerSize,
} from './Container';
