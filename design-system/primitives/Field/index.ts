export { Field, fieldControlProps, useFieldIds, type FieldIds, type FieldProps } from './Field';
