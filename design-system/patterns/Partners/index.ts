export { Partners, type Partner, type PartnersProps } from './Partners';
