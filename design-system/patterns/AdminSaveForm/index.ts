export { AdminSaveForm, type AdminSaveFormProps } from './AdminSaveForm';
