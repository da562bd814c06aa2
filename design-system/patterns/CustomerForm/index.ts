export {
  CustomerForm,
  PHONE_HINT,
  PHONE_PLACEHOLDER,
  customerFieldLabels,
  customerFormFields,
  type CustomerFormField,
  type CustomerFormProps,
} from './CustomerForm';
