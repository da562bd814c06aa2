import { css, type Theme } from '@emotion/react';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import type { CartLineView } from '../../../machines/cart/cart.view';
import { AvailabilityBadge, Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Image } from '../../primitives/Image';
import { Text } from '../../primitives/Text';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { QuantityStepper } from '../QuantityStepper';
import { column, displayTitle, spread } from '../../tokens/recipes';
import { row } from '../../primitives/shared.styles';

export interface CartLineProps {
  /** The line, display-ready; `pending` disables its buttons while a quantity change waits to be applied. */
  line: CartLineView;
  /** The logo laid over the image at the line's logo position. */
  logoSrc?: string;
  /** Minus was pressed. */
  onDecrease: (line: CartLineView) => void;
  /** Plus was pressed. */
  onIncrease: (line: CartLineView) => void;
  /** Remove was pressed. */
  onRemove: (line: CartLineView) => void;
}

const styles = {
  root: (t: Theme) => css`
    display: grid;
    grid-template-columns: ${t.space[24]} minmax(0, 1fr);
    grid-template-areas:
      'image details'
      'controls controls';
    gap: ${t.space[4]};
    padding: ${t.space[4]};
    border: ${t.borderWidths.thin} solid ${t.color.border.subtle};
    border-radius: ${t.radii.lg};
    background: ${t.color.surface.raised};
    box-shadow: ${t.shadows.sm};
    list-style: none;
    &[data-availability='Out of Stock'] {
      border-color: ${t.color.status.warning.border};
    }
    ${t.media.abovePhone} {
      grid-template-columns: calc(${t.space[24]} + ${t.space[8]}) minmax(0, 1fr) auto;
      grid-template-areas: 'image details controls';
      align-items: center;
    }
  `,
  image: css`
    grid-area: image;
  `,
  details: (t: Theme) => css`
    grid-area: details;
    ${column(t, 2)}
    min-width: 0;
  `,
  name: (t: Theme) => css`
    ${displayTitle(t, 'lg')}
    line-height: ${t.font.lineHeight.snug};
  `,
  badges: (t: Theme) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[2]};
  `,
  controls: (t: Theme) => css`
    grid-area: controls;
    ${spread(t, 3)}
    ${t.media.abovePhone} {
      flex-direction: column;
      align-items: flex-end;
    }
  `,
  total: (t: Theme) => css`
    margin: 0;
    font-family: ${t.font.family.display};
    font-size: ${t.font.size.xl};
    font-weight: ${t.font.weight.black};
    font-variant-numeric: tabular-nums;
  `,
  stepperRow: (t: Theme) => css`
    ${row(t, 2)}
  `,
};

/**
 * One cart line: image with logo overlay, name, size and availability badges, unit price, quantity minus and
 * plus, line total and Remove. While its quantity change is pending (`data-state="pending"`) its buttons are disabled.
 */
export function CartLine({ line, logoSrc = '/brand/pod-logo.svg', onDecrease, onIncrease, onRemove }: CartLineProps) {
  const nameId = useId();
  const itemLabel = `${line.name} (${line.selectedSize})`;
  return (
    <li
      css={styles.root}
      aria-labelledby={nameId}
      data-line-key={line.key}
      data-state={line.pending ? 'pending' : 'idle'}
      data-availability={line.availability}
    >
      <Image
        css={styles.image}
        src={line.image}
        alt={line.name}
        ratio={1}
        radius="md"
        logo={{ src: logoSrc, position: line.logoPosition }}
      />
      <div css={styles.details}>
        <h3 id={nameId} css={styles.name}>
          {line.name}
        </h3>
        <div css={styles.badges}>
          <Badge size="sm" tone="neutral" data-part="size">
            Size: {line.selectedSize}
          </Badge>
          <AvailabilityBadge availability={line.availability} size="sm" />
        </div>
        <Text size="sm" tone="secondary" data-part="unit-price">
          {line.unitPrice} each
        </Text>
      </div>
      <div css={styles.controls}>
        <div css={styles.stepperRow}>
          <QuantityStepper
            value={line.quantity}
            itemLabel={itemLabel}
            pending={line.pending}
            onDecrease={() => onDecrease(line)}
            onIncrease={() => onIncrease(line)}
          />
          <Button
            variant="ghost"
            size="sm"
            icon={<Trash2 aria-hidden="true" />}
            disabled={line.pending}
            onClick={() => onRemove(line)}
          >
            Remove<VisuallyHidden> {itemLabel}</VisuallyHidden>
          </Button>
        </div>
        <p css={styles.total} data-part="line-total">
          <VisuallyHidden>Line total: </VisuallyHidden>
          {line.lineTotal}
        </p>
      </div>
    </li>
  );
}
