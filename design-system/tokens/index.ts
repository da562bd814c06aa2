export * from './palette';
export * from './theme';
export { GlobalStyles } from './GlobalStyles';
export { PodThemeProvider, type PodThemeProviderProps } from './PodThemeProvider';
