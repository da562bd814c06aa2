export { Footer, type FooterContact, type FooterLinkItem, type FooterProps } from './Footer';
