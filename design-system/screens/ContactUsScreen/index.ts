export { ContactUsScreen, type ContactUsScreenProps } from './ContactUsScreen';
