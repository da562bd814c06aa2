import { css, useTheme, type Theme } from '@emotion/react';
import { adminScreenStyles as screen } from '../../patterns/adminScreen.styles';
import { AdminLoaded } from '../../patterns/AdminLoaded';
import type { ManagerLoadState, ManagerSaveState } from '../../patterns/AdminSaveAlert';
import { AdminSaveForm, saveOf } from '../../patterns/AdminSaveForm';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { Switch } from '../../primitives/Switch';
import { Text } from '../../primitives/Text';
import { TextField, type TextFieldType } from '../../primitives/TextField';

/** One setting as the form shows it. */
export interface SettingsFieldView {
  /** Its name, reported with each change (`phones.sports`). */
  name: string;
  label: string;
  hint?: string;
  /** What is typed. */
  value: string;
  /** Why it cannot be saved (the rules the server enforces). */
  error?: string;
  /** `tel` and `email` bring the matching phone keyboards. */
  type?: TextFieldType;
  inputMode?: 'numeric' | 'url' | 'tel' | 'email' | 'text';
}

/** A group of settings under one legend. */
export interface SettingsGroupView {
  id: string;
  legend: string;
  /** What the group drives, under its legend. */
  note?: string;
  fields: readonly SettingsFieldView[];
}

/** One on/off setting. */
export interface SettingsSwitchView {
  id: string;
  label: string;
  description?: string;
  checked: boolean;
}

export interface AdminSettingsScreenProps {
  status: ManagerLoadState;
  /** Why the settings could not be loaded. */
  loadError?: string;
  onRetry: () => void;
  /** The line under the heading. */
  note: string;
  groups: readonly SettingsGroupView[];
  /** The notification switches. */
  switches: { legend: string; note: string; items: readonly SettingsSwitchView[] };
  saveState: ManagerSaveState;
  /** Why the save failed, or the conflict's message. */
  saveMessage?: string;
  /** The confirmation beside the button after a save. */
  savedText: string;
  onChange: (name: string, value: string) => void;
  onSwitchChange: (id: string, checked: boolean) => void;
  /** Save Settings. */
  onSave: () => void;
  /** After a conflict: load the other person's settings. */
  onReload: () => void;
}

const styles = {
  fields: (t: Theme) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, calc(${t.space[24]} * 3)), 1fr));
    gap: ${t.space[3]} ${t.space[4]};
    align-items: start;
  `,
};

/**
 * Admin > System Settings (owners): the centre's details every public page shows (name, email, address, map link,
 * phone numbers, opening hours, social links), the booking rules (days ahead, hold and grace minutes, court refund
 * bands) and a switch per kind of email, saved together with the version they were loaded at (Reload after someone
 * else saved). Props in, events out: the container loads, checks with the shared schema and saves.
 */
export function AdminSettingsScreen(props: AdminSettingsScreenProps) {
  const theme = useTheme();
  const saving = props.saveState === 'saving';
  return (
    <Container as="main" css={screen.root(theme)} data-screen="admin-settings">
      <Heading level={1} size="md">
        System Settings
      </Heading>
      <Text tone="secondary">{props.note}</Text>
      <AdminLoaded {...props} loadingLabel="Loading the settings" rows={6}>
        <AdminSaveForm
          {...saveOf(props)}
          css={screen.stack(theme)}
          aria-label="System Settings"
          saveLabel="Save Settings"
          savedText={props.savedText}
        >
          {props.groups.map((group) => (
            <fieldset key={group.id} css={screen.fieldset(theme)} data-group={group.id} disabled={saving}>
              <legend>{group.legend}</legend>
              {group.note ? (
                <Text size="sm" tone="secondary">
                  {group.note}
                </Text>
              ) : null}
              <div css={styles.fields(theme)}>
                {group.fields.map((field) => (
                  <TextField
                    key={field.name}
                    name={field.name}
                    label={field.label}
                    hint={field.hint}
                    type={field.type}
                    inputMode={field.inputMode}
                    required
                    value={field.value}
                    error={field.error}
                    onValueChange={(value) => props.onChange(field.name, value)}
                  />
                ))}
              </div>
            </fieldset>
          ))}
          <fieldset css={screen.fieldset(theme)} data-group="notifications" disabled={saving}>
            <legend>{props.switches.legend}</legend>
            <Text size="sm" tone="secondary">
              {props.switches.note}
            </Text>
            {props.switches.items.map((item) => (
              <Switch
                key={item.id}
                label={item.label}
                description={item.description}
                checked={item.checked}
                disabled={saving}
                onCheckedChange={(checked) => props.onSwitchChange(item.id, checked)}
              />
            ))}
          </fieldset>
        </AdminSaveForm>
      </AdminLoaded>
    </Container>
  );
}
