import { describe, expect, it } from 'vitest';
import { parseSizes, productInputSchema, whatsappSettingsInputSchema } from '../../../machines/api/gear.schema';
import { productQuestionMessage } from '../../../machines/links/shop.messages';
import { products } from '../../../machines/shop/catalogue';
import {
  DEFAULT_ORDER_TEMPLATE,
  orderMessageFrom,
  reconcileCart,
  seededShopProducts,
} from '../../../machines/shop/gear.rules';
import { productCardView } from '../../../machines/shop/shop.view';
import { cartItemFromProduct } from '../../../machines/cart/cart.rules';

const jersey = products[0]!;

describe('POD Gear rules', () => {
  it('the seeded template sends the same text the shop always sent', () => {
    for (const p of products) expect(orderMessageFrom(DEFAULT_ORDER_TEMPLATE, p)).toBe(productQuestionMessage(p));
    expect(orderMessageFrom('{product} {size} {price} {other}', jersey)).toBe('Performance Jersey S ₹899 {other}');
  });

  it('the shop card uses the saved template and hides Ask Questions when WhatsApp Ordering is off', () => {
    const view = productCardView({ ...jersey, whatsappOrdering: true }, '919876543210', 'Buy {product}');
    expect(view.questionHref).toBe(`https://wa.me/919876543210?text=${encodeURIComponent('Buy Performance Jersey')}`);
    expect(productCardView({ ...jersey, whatsappOrdering: false }, '919876543210', 'x').questionHref).toBeUndefined();
    expect(seededShopProducts.every((p) => p.whatsappOrdering)).toBe(true);
  });

  it('parses comma-separated sizes and checks the fields like the server', () => {
    expect(parseSizes(' S, M ,, XL ')).toEqual(['S', 'M', 'XL']);
    const base = {
      name: 'Cap',
      category: 'accessories',
      price: 399,
      sizes: 'One Size',
      description: '',
      image: '/merch/cap.svg',
      inStock: true,
      whatsappOrdering: true,
    };
    expect(productInputSchema.parse(base).sizes).toEqual(['One Size']);
    expect(productInputSchema.safeParse({ ...base, sizes: ' , ' }).success).toBe(false);
    expect(productInputSchema.safeParse({ ...base, price: 1.5 }).success).toBe(false);
    expect(productInputSchema.safeParse({ ...base, image: 'https://evil.example/x.png' }).success).toBe(false);
    expect(whatsappSettingsInputSchema.parse({ number: '+91 98765 43210', template: ' Hi ' })).toEqual({
      number: '919876543210',
      template: 'Hi',
    });
    expect(whatsappSettingsInputSchema.safeParse({ number: '98765', template: 'Hi' }).success).toBe(false);
  });

  it('keeps a stored cart in step with the saved catalogue', () => {
    const line = cartItemFromProduct(jersey, 'M', 2);
    const [same] = reconcileCart([line], products);
    expect(same).toBe(line);
    const [changed] = reconcileCart([line], [{ ...jersey, price: 999, availability: 'Out of Stock' }]);
    expect(changed).toMatchObject({ price: 999, availability: 'Out of Stock', quantity: 2, selectedSize: 'M' });
    const [gone] = reconcileCart([line], []);
    expect(gone!.availability).toBe('Out of Stock');
  });
});

describe('POD Gear admin forms', () => {
  it('a card round-trips and is checked like the server', async () => {
    const { productDraftOf, newProductDraft, validateProduct, validateWhatsapp, whatsappDraftOf } =
      await import('../../../machines/admin/gear.form');
    const draft = productDraftOf({
      ...seededShopProducts[0]!,
      sizes: [...seededShopProducts[0]!.sizes],
      features: [],
      inStock: true,
      version: 3,
    });
    expect(draft.values).toMatchObject({ price: '899', sizes: 'S, M, L, XL, XXL' });
    expect(validateProduct({ ...draft, values: { ...draft.values, price: '1,299' } })).toMatchObject({
      ok: true,
      request: { price: 1299 },
    });
    const empty = validateProduct(newProductDraft(1));
    expect(empty).toMatchObject({
      ok: false,
      errors: {
        name: 'Please enter the product name.',
        price: 'Enter the price in whole rupees, e.g. 899.',
        image: 'Please upload an image for this product.',
      },
    });
    expect(whatsappDraftOf({ number: '919000000011', template: 'Hi', version: 0 }).values.number).toBe('+919000000011');
    expect(validateWhatsapp({ version: 0, values: { number: '12', template: '' } })).toMatchObject({
      ok: false,
      errors: { number: expect.any(String), template: 'Please enter the order message.' },
    });
  });
});
