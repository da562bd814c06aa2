import type { DeliveryMethod as DeliveryMethodValue } from '../../../machines/checkout/checkout.rules';
import { RadioGroup, type RadioOption } from '../../primitives/RadioGroup';

/** The delivery options, in order: pickup (the default) and home delivery (not offered yet). */
export const deliveryMethodOptions = [
  {
    value: 'pickup',
    label: 'Store Pickup',
    description: 'Free. Ready for pickup at the centre in 2-3 hours.',
  },
  {
    value: 'delivery',
    label: 'Home Delivery',
    description: 'Delivery to your door is not available yet.',
    badge: 'Coming Soon',
    disabled: true,
  },
] as const satisfies readonly (RadioOption & { value: DeliveryMethodValue })[];

export interface DeliveryMethodProps {
  /** The chosen method. */
  value: DeliveryMethodValue;
  /** A method was chosen (only pickup can be). */
  onValueChange: (method: DeliveryMethodValue) => void;
  /** Disables the choice (e.g. while a payment is processing). */
  disabled?: boolean;
  /** The group's label. */
  label?: string;
}

const isDeliveryMethod = (value: string): value is DeliveryMethodValue => value === 'pickup' || value === 'delivery';

/** Delivery Method: Store Pickup (free, ready in 2-3 hours) or Home Delivery, disabled and marked Coming Soon. */
export function DeliveryMethod({
  value,
  onValueChange,
  disabled = false,
  label = 'Delivery Method',
}: DeliveryMethodProps) {
  return (
    <RadioGroup
      label={label}
      name="deliveryMethod"
      options={deliveryMethodOptions}
      value={value}
      disabled={disabled}
      onValueChange={(next) => {
        if (isDeliveryMethod(next)) onValueChange(next);
      }}
    />
  );
}
