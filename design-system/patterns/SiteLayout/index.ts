export { MAIN_CONTENT_ID, SiteLayout, type SiteLayoutProps } from './SiteLayout';
