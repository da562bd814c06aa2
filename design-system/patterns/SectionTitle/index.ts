export { SectionTitle, type SectionTitleProps } from './SectionTitle';
