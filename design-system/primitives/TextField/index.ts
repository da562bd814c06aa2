export { TextField, textFieldTypes, type TextFieldProps, type TextFieldType } from './TextField';
export { fieldStates, type FieldState } from './field.styles';
