export {
  AdminSaveAlert,
  managerLoadStates,
  managerSaveStates,
  type AdminSaveAlertProps,
  type ManagerLoadState,
  type ManagerSaveState,
} from './AdminSaveAlert';
