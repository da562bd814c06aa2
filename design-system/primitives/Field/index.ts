export { Field, fieldControlProps, useFieldIds, type FieldIds, type FieldProps, type TextControlProps } from './Field';
