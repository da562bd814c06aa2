export { AdminSaveForm, saveOf, type AdminSaveFormProps, type ManagerSave } from './AdminSaveForm';
