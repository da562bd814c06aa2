import { useState } from 'react';
import { ShopScreen } from '../../../design-system/screens/ShopScreen';
import { cartToasts } from '../../../machines/cart/cart.rules';
import { categories, filterProducts, productById, products, type CategoryFilter } from '../../../machines/shop/catalogue';
import { productCardView } from '../../../machines/shop/shop.view';
import { addProductToCart } from '../../cart';
import { siteConfig } from '../../config/site';
import { howToOrderSteps, shopBadges, shopHeader, shopMeta } from '../../content/shop';
import { productsLd } from '../../../machines/site/seo';
import { JsonLd } from '../../layout/JsonLd';
import { PageMeta } from '../../layout/PageMeta';
import { useToast } from '../../toasts';

const shopCategories = categories.map((c) => ({ id: c.id, label: c.label }));
const isCategory = (value: string): value is CategoryFilter => categories.some((c) => c.id === value);
const cards = products.map((product) => productCardView(product, siteConfig.chat.sports));
const structuredData = productsLd(siteConfig.origin, siteConfig.shortName, products);

/** `/merchandise`: the catalogue with its category filter; Add to Cart puts the first size in the cart. */
export function MerchandisePage() {
  const [category, setCategory] = useState<CategoryFilter>('all');
  const { push } = useToast();

  const addToCart = (productId: number) => {
    const product = productById(productId);
    if (!product || product.availability === 'Out of Stock') return;
    const item = addProductToCart(product);
    push(cartToasts.added(item));
  };

  return (
    <>
      <PageMeta {...shopMeta.merchandise} />
      <JsonLd data={structuredData} />
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
        howToOrder={howToOrderSteps}
      />
    </>
  );
}

export default MerchandisePage;
