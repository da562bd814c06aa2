export * from './palette';
export * from './theme';
export { PodThemeProvider, type PodThemeProviderProps } from './PodThemeProvider';
