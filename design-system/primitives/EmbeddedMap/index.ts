export {
  EmbeddedMap,
  embeddedMapHeights,
  openInMapsLabel,
  type EmbeddedMapHeight,
  type EmbeddedMapProps,
} from './EmbeddedMap';
