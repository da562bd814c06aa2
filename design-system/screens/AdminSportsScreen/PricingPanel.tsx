import { css, useTheme, type Theme } from '@emotion/react';
import { Plus, Trash2 } from 'lucide-react';
import type { AddOnField, PricingErrors, RateField } from '../../../machines/admin/pricing.form';
import type { SportId } from '../../../machines/booking/sports';
import { adminScreenStyles as screen, legendText } from '../../patterns/adminScreen.styles';
import { AdminLoaded } from '../../patterns/AdminLoaded';
import type { ManagerLoadState, ManagerSaveState } from '../../patterns/AdminSaveAlert';
import { AdminSaveForm, saveOf } from '../../patterns/AdminSaveForm';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { Switch } from '../../primitives/Switch';
import { Text } from '../../primitives/Text';
import { TextField } from '../../primitives/TextField';
import { column, panel } from '../../tokens/recipes';

/** An add-on as typed. */
export interface PricingAddOnView {
  /** Keeps the row while others are added or removed. */
  key: string;
  name: string;
  /** Rupees as text. */
  price: string;
  /** Charged per hour of play, else once per session. */
  perHour: boolean;
}

export interface PricingRowView {
  sport: SportId;
  /** The sport's name, e.g. "Badminton" (the row's group label). */
  name: string;
  /** What is typed in each price field, rupees as text (lights and 2 hours may be empty: none). */
  values: Record<RateField, string>;
  addOns: readonly PricingAddOnView[];
}

export interface AdminPricingProps {
  status: ManagerLoadState;
  /** Why the table could not be loaded. */
  loadError?: string;
  onRetry: () => void;
  rows: readonly PricingRowView[];
  /** Errors by `${sport}.${field}`, `${sport}.addOns.${index}.${name | price}` or `${sport}.addOns` (the server's rules). */
  errors: PricingErrors;
  saveState: ManagerSaveState;
  /** Why the save failed, or the conflict's message. */
  saveMessage?: string;
  /** Field labels, e.g. { peak: 'Peak', ... }. */
  fieldLabels: Record<RateField, string>;
  /** Hints under fields (the optional ones say that empty means none). */
  fieldHints: Partial<Record<RateField, string>>;
  /** How many add-ons one sport may list: Add an add-on shows below that. */
  maxAddOns: number;
  /** The line under the tab's heading: which public prices this table drives. */
  note: string;
  onChange: (sport: SportId, field: RateField, value: string) => void;
  onAddOnChange: (sport: SportId, key: string, field: AddOnField | 'perHour', value: string | boolean) => void;
  onAddOnAdd: (sport: SportId) => void;
  onAddOnRemove: (sport: SportId, key: string) => void;
  /** Save All Pricing. */
  onSave: () => void;
  /** After a conflict: load the other person's version. */
  onReload: () => void;
}

const fields: readonly RateField[] = ['peak', 'offPeak', 'weekend', 'lights', 'twoHours'];

const styles = {
  rows: (t: Theme) => css`
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(calc(${t.space[24]} * 3), 1fr));
    gap: ${t.space[4]};
  `,
  row: (t: Theme) => css`
    margin: 0;
    ${panel(t)}
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
    align-items: start;
    align-content: start;
    gap: ${t.space[3]};
    & > legend {
      float: left;
      grid-column: 1 / -1;
      padding: 0;
      ${legendText(t)}
    }
  `,
  addOns: (t: Theme) => css`
    grid-column: 1 / -1;
    ${column(t, 3)}
    align-items: flex-start;
    padding-top: ${t.space[3]};
    border-top: ${t.borderWidths.thin} solid ${t.color.border.subtle};
  `,
  addOn: (t: Theme) => css`
    align-self: stretch;
    display: grid;
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
    gap: ${t.space[2]} ${t.space[3]};
    padding-bottom: ${t.space[3]};
    border-bottom: ${t.borderWidths.thin} dashed ${t.color.border.subtle};
    & > :last-child {
      align-self: center;
      justify-self: end;
    }
  `,
};

/** A sport's add-ons: name, price and per-hour switch each, Remove, and Add an add-on (up to the limit). */
function AddOnList({ row, props, disabled }: { row: PricingRowView; props: AdminPricingProps; disabled: boolean }) {
  const theme = useTheme();
  const headingId = `pricing-${row.sport}-add-ons`;
  const listError = props.errors[`${row.sport}.addOns`];
  return (
    <div css={styles.addOns(theme)} role="group" aria-labelledby={headingId}>
      <Text id={headingId} weight="semibold">
        {`${row.name} add-ons`}
      </Text>
      {row.addOns.length === 0 ? (
        <Text size="sm" tone="secondary">
          No add-ons: visitors see none for this sport.
        </Text>
      ) : null}
      {row.addOns.map((addOn, index) => {
        const title = `${row.name} add-on ${index + 1}`;
        return (
          <div key={addOn.key} css={styles.addOn(theme)} role="group" aria-label={title} data-add-on={index}>
            <TextField
              label="Add-on"
              value={addOn.name}
              error={props.errors[`${row.sport}.addOns.${index}.name`]}
              onValueChange={(value) => props.onAddOnChange(row.sport, addOn.key, 'name', value)}
            />
            <TextField
              label="Price (₹)"
              inputMode="numeric"
              value={addOn.price}
              error={props.errors[`${row.sport}.addOns.${index}.price`]}
              onValueChange={(value) => props.onAddOnChange(row.sport, addOn.key, 'price', value)}
            />
            <Switch
              label="Charged per hour"
              description="Off: once per session."
              checked={addOn.perHour}
              disabled={disabled}
              onCheckedChange={(checked) => props.onAddOnChange(row.sport, addOn.key, 'perHour', checked)}
            />
            <IconButton
              label={`Remove ${addOn.name.trim() || title}`}
              icon={<Trash2 />}
              variant="outline"
              disabled={disabled}
              onClick={() => props.onAddOnRemove(row.sport, addOn.key)}
            />
          </div>
        );
      })}
      {listError ? (
        <Text size="sm" tone="danger" role="alert">
          {listError}
        </Text>
      ) : null}
      {row.addOns.length < props.maxAddOns ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          icon={<Plus aria-hidden="true" />}
          disabled={disabled}
          onClick={() => props.onAddOnAdd(row.sport)}
        >
          {`Add a ${row.name.toLowerCase()} add-on`}
        </Button>
      ) : null}
    </div>
  );
}

/** Sports Centre > Pricing: each sport's peak, off-peak, weekend, lights and two-hour prices and its add-ons, Save All Pricing. */
export function PricingPanel(props: AdminPricingProps) {
  const theme = useTheme();
  const saving = props.saveState === 'saving';
  return (
    <AdminLoaded {...props} loadingLabel="Loading prices" rows={4}>
      <AdminSaveForm
        {...saveOf(props)}
        css={screen.stack(theme)}
        aria-label="Court pricing"
        saveLabel="Save All Pricing"
        savedText="Saved. Visitors see these prices now."
      >
        <Text tone="secondary">{props.note}</Text>
        <div css={styles.rows(theme)}>
          {props.rows.map((row) => (
            <fieldset key={row.sport} css={styles.row(theme)} data-sport={row.sport} disabled={saving}>
              <legend>{row.name}</legend>
              {fields.map((field) => (
                <TextField
                  key={field}
                  label={props.fieldLabels[field]}
                  hint={props.fieldHints[field]}
                  inputMode="numeric"
                  value={row.values[field]}
                  error={props.errors[`${row.sport}.${field}`]}
                  onValueChange={(value) => props.onChange(row.sport, field, value)}
                />
              ))}
              <AddOnList row={row} props={props} disabled={saving} />
            </fieldset>
          ))}
        </div>
      </AdminSaveForm>
    </AdminLoaded>
  );
}
