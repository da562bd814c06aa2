import { css, type Theme } from '@emotion/react';
import { MessageCircle, ShoppingCart } from 'lucide-react';
import { useId } from 'react';
import type { ProductCardView } from '../../../machines/shop/shop.view';
import { AvailabilityBadge, ProductBadge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { ChipList } from '../../primitives/Chip';
import { Image } from '../../primitives/Image';
import { Text } from '../../primitives/Text';
import { column, displayTitle } from '../../tokens/recipes';

/** The default logo laid over product images. */
export const DEFAULT_PRODUCT_LOGO = '/brand/pod-logo.svg';

/** How many key features a card shows before "+N more". */
export const PRODUCT_CARD_MAX_FEATURES = 3;

export interface ProductCardProps {
  /** The product, display-ready (price formatted, button label decided, chat link built). */
  product: ProductCardView;
  /** The logo laid over the image at the product's logo position. */
  logoSrc?: string;
  /** Load the image eagerly (cards above the fold). */
  priority?: boolean;
  /** Add to Cart / Pre-order was pressed; called with the product id. Not called when the button is disabled. */
  onAddToCart: (productId: number) => void;
  /**
   * The visitor reaches for that button (the pointer comes over it, a finger touches it, or it takes focus), before
   * pressing it: the moment to fetch what adding to the cart needs. Called with the product id.
   */
  onAddToCartIntent?: (productId: number) => void;
}

const styles = {
  media: (t: Theme) => css`
    position: relative;
    border-bottom: ${t.borderWidths.thin} solid ${t.color.border.subtle};
  `,
  badge: (t: Theme) => css`
    position: absolute;
    top: ${t.space[3]};
    left: ${t.space[3]};
    z-index: ${t.zIndices.raised + 1};
  `,
  body: (t: Theme) => css`
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${t.space[3]};
    padding: ${t.space[4]};
  `,
  titleRow: (t: Theme) => css`
    display: flex;
    flex-wrap: wrap;
    align-items: flex-start;
    justify-content: space-between;
    gap: ${t.space[2]};
  `,
  name: (t: Theme) => css`
    ${displayTitle(t, 'lg')}
    line-height: ${t.font.lineHeight.snug};
    color: ${t.color.text.primary};
  `,
  price: (t: Theme) => css`
    margin: 0;
    margin-top: auto;
    font-family: ${t.font.family.display};
    font-size: ${t.font.size['2xl']};
    font-weight: ${t.font.weight.black};
    line-height: ${t.font.lineHeight.tight};
    color: ${t.color.text.primary};
  `,
  actions: (t: Theme) => css`
    ${column(t, 2)}
  `,
};

/**
 * A merchandise card: image with hover image and logo overlay, badge, availability, at most three key features
 * then "+N more", price, the main button (Add to Cart, Pre-order, or disabled when Out of Stock) and Ask Questions
 * (a chat link in a new tab).
 */
export function ProductCard({
  product,
  logoSrc = DEFAULT_PRODUCT_LOGO,
  priority = false,
  onAddToCart,
  onAddToCartIntent,
}: ProductCardProps) {
  const nameId = useId();
  const reachedFor = onAddToCartIntent && (() => onAddToCartIntent(product.id));
  const availabilityId = `${nameId}-availability`;
  return (
    <Card
      as="article"
      padding="none"
      interactive
      aria-labelledby={nameId}
      data-product-id={product.id}
      data-availability={product.availability}
    >
      <div css={styles.media}>
        <Image
          src={product.image}
          hoverSrc={product.hoverImage}
          alt={product.name}
          ratio={1}
          priority={priority}
          logo={{ src: logoSrc, position: product.logoPosition }}
        />
        {product.badge ? <ProductBadge kind={product.badge} size="sm" css={styles.badge} /> : null}
      </div>
      <div css={styles.body}>
        <div css={styles.titleRow}>
          <h3 id={nameId} css={styles.name}>
            {product.name}
          </h3>
          <AvailabilityBadge availability={product.availability} size="sm" id={availabilityId} />
        </div>
        <Text size="sm" tone="secondary">
          {product.description}
        </Text>
        <ChipList items={product.features} max={PRODUCT_CARD_MAX_FEATURES} label={`Key features of ${product.name}`} />
        <p css={styles.price} data-part="price">
          {product.price}
        </p>
        <div css={styles.actions}>
          <Button
            fullWidth
            icon={<ShoppingCart aria-hidden="true" />}
            disabled={product.actionDisabled}
            aria-describedby={product.actionDisabled ? availabilityId : undefined}
            onClick={() => onAddToCart(product.id)}
            onPointerEnter={reachedFor}
            onFocus={reachedFor}
          >
            {product.actionLabel}
          </Button>
          {product.questionHref ? (
            <Button
              fullWidth
              variant="outline"
              href={product.questionHref}
              external
              icon={<MessageCircle aria-hidden="true" />}
            >
              Ask Questions
            </Button>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
