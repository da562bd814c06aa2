export {
  Grid,
  defaultGridColumns,
  gridBreakpoints,
  gridColumnCounts,
  gridElements,
  type GridBreakpoint,
  type GridColumnCount,
  type GridColumns,
  type GridElement,
  type GridProps,
} from './Grid';
