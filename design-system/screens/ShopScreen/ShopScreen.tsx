import { css, type Theme } from '@emotion/react';
import { PackageSearch } from 'lucide-react';
import { useId } from 'react';
import type { ProductCardView } from '../../../machines/shop/shop.view';
import { Container } from '../../primitives/Container';
import { Grid } from '../../primitives/Grid';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';
import { ToggleGroup } from '../../primitives/ToggleGroup';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { HowToOrder, type HowToOrderStep } from '../../patterns/HowToOrder';
import { ProductCard } from '../../patterns/ProductCard';
import { ShopHeaderBadges, type ShopHeaderBadge } from '../../patterns/ShopHeaderBadges';
import { centredColumn, iconSize, screenColumn } from '../screen.styles';

/** Shown when the chosen category has no product. */
export const NO_PRODUCTS_TEXT = 'No products found in this category';

export interface ShopCategory {
  /** The filter value, e.g. "all" or "men". */
  id: string;
  /** The chip text, e.g. "All Items". */
  label: string;
}

export interface ShopScreenProps {
  /** The page's h1. */
  heading: string;
  /** The line under the heading. */
  intro: string;
  /** Secure Online Payment, Premium Quality, Fast Delivery. */
  badges: readonly ShopHeaderBadge[];
  /** The filter chips, in order (All Items first). */
  categories: readonly ShopCategory[];
  /** The chosen category's id. */
  category: string;
  /** A category chip was chosen. */
  onCategoryChange: (categoryId: string) => void;
  /** The products of the chosen category, display-ready. */
  products: readonly ProductCardView[];
  /** Add to Cart / Pre-order was pressed on a card. */
  onAddToCart: (productId: number) => void;
  /** The visitor reaches for a card's Add to Cart, before pressing it (ProductCard's `onAddToCartIntent`). */
  onAddToCartIntent?: (productId: number) => void;
  /** The How to Order steps. */
  howToOrder: readonly HowToOrderStep[];
  /** The logo laid over product images. */
  logoSrc?: string;
}

const styles = {
  root: (t: Theme) => css`
    ${screenColumn(t, 10, 10)}
  `,
  header: (t: Theme) => css`
    ${centredColumn(t, 4)}
  `,
  filter: css`
    display: flex;
    justify-content: center;
  `,
  cell: css`
    display: flex;
    & > * {
      flex: 1;
    }
  `,
  empty: (t: Theme) => css`
    ${centredColumn(t, 3)}
    padding: ${t.space[12]} ${t.space[4]};
    border: ${t.borderWidths.thin} dashed ${t.color.border.default};
    border-radius: ${t.radii.lg};
    color: ${t.color.text.secondary};
    ${iconSize(t.sizes.icon.lg)}
  `,
};

/**
 * The shop (/merchandise): header with badges, category filter (All Items, Men, Women, Accessories), a grid of
 * 1-4 columns by width with product cards, an empty message, and How to Order.
 */
export function ShopScreen({
  heading,
  intro,
  badges,
  categories,
  category,
  onCategoryChange,
  products,
  onAddToCart,
  onAddToCartIntent,
  howToOrder,
  logoSrc,
}: ShopScreenProps) {
  const productsId = useId();
  return (
    <Container css={styles.root} data-screen="shop">
      <header css={styles.header}>
        <Heading level={1} align="center">
          {heading}
        </Heading>
        <Text tone="secondary" size="lg" align="center">
          {intro}
        </Text>
        <ShopHeaderBadges items={badges} />
      </header>
      <div css={styles.filter}>
        <ToggleGroup
          type="single"
          variant="chips"
          label="Category"
          items={categories.map((c) => ({ value: c.id, label: c.label }))}
          value={category}
          onValueChange={onCategoryChange}
        />
      </div>
      <section aria-labelledby={productsId} data-category={category} data-count={products.length}>
        <VisuallyHidden asChild>
          <h2 id={productsId}>Products</h2>
        </VisuallyHidden>
        <VisuallyHidden role="status">
          {products.length === 0
            ? NO_PRODUCTS_TEXT
            : `Showing ${products.length} ${products.length === 1 ? 'product' : 'products'}`}
        </VisuallyHidden>
        {products.length === 0 ? (
          <div css={styles.empty} data-state="empty">
            <PackageSearch aria-hidden="true" />
            <Text tone="secondary" weight="medium">
              {NO_PRODUCTS_TEXT}
            </Text>
          </div>
        ) : (
          <Grid as="ul" gap={6}>
            {products.map((product, index) => (
              <li key={product.id} css={styles.cell}>
                <ProductCard
                  product={product}
                  logoSrc={logoSrc}
                  priority={index < 2}
                  onAddToCart={onAddToCart}
                  onAddToCartIntent={onAddToCartIntent}
                />
              </li>
            ))}
          </Grid>
        )}
      </section>
      <HowToOrder steps={howToOrder} />
    </Container>
  );
}
