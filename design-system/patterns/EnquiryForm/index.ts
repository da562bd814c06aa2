export { EnquiryForm, type EnquiryFormProps } from './EnquiryForm';
