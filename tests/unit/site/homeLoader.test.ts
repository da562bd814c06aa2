import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeLoader, loadHomeBanners } from '../../../app/adapters/api/homeApi';
import { bannerCard } from '../../../app/content/home';
import { defaultHomeBanners } from '../../../machines/home/banners';

const request = () => new Request('http://127.0.0.1:4173/');
const answer = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => vi.unstubAllGlobals());

describe("/'s loader (the home page banners)", () => {
  it("reads GET /api/home from the page's own origin and keeps the seeded banner for a side the API left out", async () => {
    const saved = {
      ...defaultHomeBanners.left,
      title: 'Night Games',
      buttonLink: 'https://example.com/x',
      image: '/media/0123456789abcdef0123456789abcdef.png',
    };
    const fetch = answer({ banners: [saved] });
    vi.stubGlobal('fetch', fetch);
    const { banners } = await homeLoader({ request: request(), params: {}, context: undefined } as never);
    expect(banners).toEqual({ left: saved, right: defaultHomeBanners.right });
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('http://127.0.0.1:4173/api/home');
  });

  it.each([
    ['a 503', answer({ error: { code: 'database_unavailable', message: 'starting' } }, 503)],
    ['an answer of the wrong shape', answer({ banners: [{ side: 'left', title: '' }] })],
    ['a network error', vi.fn(async () => Promise.reject(new TypeError('fetch failed')))],
  ])('falls back to the seeded banners on %s', async (_name, fetch) => {
    vi.stubGlobal('fetch', fetch);
    expect(await loadHomeBanners(request())).toEqual(defaultHomeBanners);
  });

  it('turns a banner into its card: https links are external, paths go through the router', () => {
    expect(bannerCard(defaultHomeBanners.left)).toEqual({
      title: 'Sports',
      description: defaultHomeBanners.left.subtitle,
      href: '/sports',
      external: false,
      cta: 'Book a court',
      image: null,
    });
    expect(bannerCard({ ...defaultHomeBanners.right, buttonLink: 'https://example.com/menu' }).external).toBe(true);
  });
});
