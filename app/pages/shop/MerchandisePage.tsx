import { useMemo, useState } from 'react';
import { usePageData } from '../../routes/pageData';
import { ShopScreen } from '../../../design-system/screens/ShopScreen';
import { cartToasts } from '../../../machines/cart/cart.rules';
import { categories, filterProducts, type CategoryFilter } from '../../../machines/shop/catalogue';
import { productCardView } from '../../../machines/shop/shop.view';
import type { gearLoader } from '../../adapters/api/gearApi';
import { addProductToCart, preloadCartCodec } from '../../cart';
import { howToOrderSteps, shopBadges, shopHeader, shopMeta } from '../../content/shop';
import { PageMeta } from '../../layout/PageMeta';
import { useToast } from '../../toasts';

const shopCategories = categories.map((c) => ({ id: c.id, label: c.label }));
const isCategory = (value: string): value is CategoryFilter => categories.some((c) => c.id === value);

/** `/merchandise`: the saved catalogue (route loader) with its category filter; Add to Cart puts the first size in the cart. */
export function MerchandisePage() {
  const { products, whatsapp } = usePageData<typeof gearLoader>();
  const [category, setCategory] = useState<CategoryFilter>('all');
  const { push } = useToast();
  const cards = useMemo(
    () => products.map((product) => productCardView(product, whatsapp.number, whatsapp.template)),
    [products, whatsapp],
  );

  const addToCart = (productId: number) => {
    const product = products.find((p) => p.id === productId);
    if (!product || product.availability === 'Out of Stock') return;
    addProductToCart(product).then(
      (item) => push(cartToasts.added(item)),
      () => push(cartToasts.notAdded(product)),
    );
  };

  return (
    <>
      <PageMeta {...shopMeta.merchandise} />
      <ShopScreen
        heading={shopHeader.heading}
        intro={shopHeader.intro}
        badges={shopBadges}
        categories={shopCategories}
        category={category}
        onCategoryChange={(next) => {
          if (isCategory(next)) setCategory(next);
        }}
        products={filterProducts(cards, category)}
        onAddToCart={addToCart}
        // The cart's codec (its schema library: 16-23 ms to evaluate) is fetched when the visitor reaches for Add to
        // Cart, so a visit that adds nothing never runs it; a press before it arrives waits for it (addProductToCart).
        onAddToCartIntent={preloadCartCodec}
        howToOrder={howToOrderSteps}
      />
    </>
  );
}

export default MerchandisePage;
