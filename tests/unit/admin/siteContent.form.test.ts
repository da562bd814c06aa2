import { describe, expect, it } from 'vitest';
import { siteFormSpecs, siteValuesOf, validateSiteRecord } from '../../../machines/admin/siteContent.form';
import { seededCafeOffers } from '../../../machines/site/siteContent.seed';

const [pizza] = seededCafeOffers;
const { id, ...saved } = pizza!;
/** A seeded offer as the Café Manager's form holds it (saved before offers had pictures: no image field). */
const values = () => siteValuesOf('cafe-offers', { id, hidden: false, version: 0, data: saved });

describe("the café offer's picture in the Café Manager", () => {
  it('is an optional upload field, empty for a new offer', () => {
    expect(siteFormSpecs['cafe-offers'].image).toMatchObject({ field: 'image', label: 'Picture', optional: true });
    expect(siteFormSpecs['cafe-offers'].blank.image).toBe('');
    // The other pictures are not optional: a gallery item needs its picture.
    expect(siteFormSpecs.gallery.image?.optional).toBeUndefined();
  });

  it('saves an offer without one, with an upload, and with it removed', () => {
    expect(validateSiteRecord('cafe-offers', values())).toMatchObject({ ok: true });
    const upload = '/media/0123456789abcdef0123456789abcdef.webp';
    expect(validateSiteRecord('cafe-offers', { ...values(), image: upload })).toMatchObject({
      ok: true,
      input: { title: 'Pizza Fest Friday', image: upload, hidden: false },
    });
    expect(validateSiteRecord('cafe-offers', { ...values(), image: '' })).toMatchObject({
      ok: true,
      input: { image: '' },
    });
  });

  it("refuses another site's address with a message for the picture", () => {
    expect(validateSiteRecord('cafe-offers', { ...values(), image: 'https://elsewhere.example/pizza.png' })).toEqual({
      ok: false,
      errors: { image: 'Please upload an image.' },
    });
  });
});
