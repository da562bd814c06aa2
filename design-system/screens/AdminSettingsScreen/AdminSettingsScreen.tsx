import { css, useTheme, type Theme } from '@emotion/react';
import { Save } from 'lucide-react';
import { AdminDataState } from '../../patterns/AdminDataState';
import { AdminSaveAlert, type ManagerLoadState, type ManagerSaveState } from '../../patterns/AdminSaveAlert';
import { Button } from '../../primitives/Button';
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
  root: (t: Theme) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[6]};
    padding-block: ${t.space[6]};
  `,
  form: (t: Theme) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[4]};
  `,
  group: (t: Theme) => css`
    margin: 0;
    min-width: 0;
    padding: ${t.space[4]};
    border: ${t.borderWidths.thin} solid ${t.color.border.subtle};
    border-radius: ${t.radii.lg};
    background: ${t.color.surface.base};
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
    & > legend {
      float: left;
      width: 100%;
      padding: 0;
      font-family: ${t.font.family.display};
      font-size: ${t.font.size.lg};
      font-weight: ${t.font.weight.bold};
      color: ${t.color.text.primary};
    }
  `,
  fields: (t: Theme) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, calc(${t.space[24]} * 3)), 1fr));
    gap: ${t.space[3]} ${t.space[4]};
    align-items: start;
  `,
  footer: (t: Theme) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${t.space[3]};
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
  let body;
  if (props.status === 'error')
    body = <AdminDataState state="error" errorText={props.loadError} onRetry={props.onRetry} />;
  else if (props.status === 'loading')
    body = <AdminDataState state="loading" loadingLabel="Loading the settings" rows={6} />;
  else
    body = (
      <form
        css={styles.form(theme)}
        noValidate
        aria-label="System Settings"
        data-state={props.saveState}
        onSubmit={(event) => {
          event.preventDefault();
          props.onSave();
        }}
      >
        {props.groups.map((group) => (
          <fieldset key={group.id} css={styles.group(theme)} data-group={group.id} disabled={saving}>
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
        <fieldset css={styles.group(theme)} data-group="notifications" disabled={saving}>
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
        <AdminSaveAlert saveState={props.saveState} saveMessage={props.saveMessage} onReload={props.onReload} />
        <div css={styles.footer(theme)}>
          <Button type="submit" icon={<Save aria-hidden="true" />} busy={saving} busyLabel="Saving...">
            Save Settings
          </Button>
          {props.saveState === 'saved' ? (
            <Text tone="secondary" role="status">
              {props.savedText}
            </Text>
          ) : null}
        </div>
      </form>
    );
  return (
    <Container as="main" css={styles.root(theme)} data-screen="admin-settings">
      <Heading level={1} size="md">
        System Settings
      </Heading>
      <Text tone="secondary">{props.note}</Text>
      {body}
    </Container>
  );
}
