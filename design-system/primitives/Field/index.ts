export {
  Field,
  fieldControlProps,
  useFieldIds,
  useTextControl,
  type FieldIds,
  type FieldProps,
  type TextControlProps,
} from './Field';
