import { useCallback } from 'react';
import { AdminSettingsScreen } from '../../../design-system/screens/AdminSettingsScreen';
import {
  emptySettingsDraft,
  settingsDraftOf,
  settingsErrorOf,
  validateSettings,
  type SettingsDraft,
  type SettingsErrors,
  type SettingsField,
  type SettingsSaveRequest,
} from '../../../machines/admin/settings.form';
import type { MessageKind } from '../../../machines/messages/messages';
import { AdminApiError } from '../../adapters/adminApi';
import { getSettings, saveSettings } from '../../adapters/adminStaffApi';
import { adminMeta } from '../../content/admin';
import { managerToasts } from '../../content/adminManagers';
import { notificationCopy, settingsCopy, settingsFieldCopy, settingsGroups } from '../../content/adminSettings';
import { AdminManagerFrame } from './AdminManagerFrame';
import { useManagerResource } from './useManagerResource';

const settingsTarget = 'settings';

/** A refusal naming a field keeps its message next to that field. */
const errorsOfFailure = (error: unknown) =>
  error instanceof AdminApiError && error.code === 'bad_request' ? settingsErrorOf(error.message) : undefined;

/** Loads the settings, checks them with the shared schema, saves them with their version. */
function useSettingsManager() {
  const manager = useManagerResource<SettingsDraft>({
    initial: emptySettingsDraft,
    load: async () => settingsDraftOf(await getSettings()),
    validate: (draft) => validateSettings(draft),
    save: async ({ request }) => {
      const { settings, version } = request as SettingsSaveRequest;
      const saved = await saveSettings(settings, version);
      return { apply: () => settingsDraftOf(saved), notice: settingsCopy.toasts.saved };
    },
    errorsOfFailure,
    toasts: managerToasts,
  });
  const { edit } = manager;

  const onChange = useCallback(
    (name: string, value: string) =>
      edit((draft) => ({ ...draft, values: { ...draft.values, [name]: value } }), settingsTarget, [name]),
    [edit],
  );
  const onSwitchChange = useCallback(
    (id: string, checked: boolean) =>
      edit(
        (draft) => ({ ...draft, notifications: { ...draft.notifications, [id as MessageKind]: checked } }),
        settingsTarget,
      ),
    [edit],
  );

  const errors = manager.errorsOf(settingsTarget) as SettingsErrors;
  const { values, notifications } = manager.draft;
  return {
    status: manager.status,
    loadError: manager.loadError,
    onRetry: manager.reload,
    note: settingsCopy.note,
    groups: settingsGroups.map((group) => ({
      ...group,
      fields: group.fields.map((name: SettingsField) => ({
        name,
        ...settingsFieldCopy[name],
        value: values[name],
        error: errors[name],
      })),
    })),
    switches: {
      ...notificationCopy,
      items: notificationCopy.items.map((item) => ({ ...item, checked: notifications[item.id] })),
    },
    saveState: manager.saveStateOf(settingsTarget),
    saveMessage: manager.saveMessageOf(settingsTarget),
    savedText: settingsCopy.savedText,
    onChange,
    onSwitchChange,
    onSave: () => manager.save(settingsTarget),
    onReload: manager.reload,
  };
}

function SettingsManager() {
  return <AdminSettingsScreen {...useSettingsManager()} />;
}

/** /admin/settings: System Settings (owners), guarded, in the admin shell. */
export function AdminSettingsPage() {
  return <AdminManagerFrame meta={adminMeta.settings}>{() => <SettingsManager />}</AdminManagerFrame>;
}
