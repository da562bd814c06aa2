import { describe, expect, it } from 'vitest';
import { homeDraftOf, validateHome } from '../../../machines/admin/home.form';
import { buttonLinkProblem, homeMessages } from '../../../machines/api/home.schema';
import { defaultHomeBanners } from '../../../machines/home/banners';

const response = {
  banners: [
    { ...defaultHomeBanners.left, version: 3 },
    { ...defaultHomeBanners.right, version: 0 },
  ],
};

describe('home page banner form', () => {
  it('round-trips the loaded banners into a save request with their versions', () => {
    const checked = validateHome(homeDraftOf(response));
    expect(checked).toEqual({ ok: true, request: response });
  });

  it('names each bad field by side with the shared message, first message only', () => {
    const [left, right] = homeDraftOf(response);
    const checked = validateHome([
      { ...left!, values: { ...left!.values, title: ' ', buttonLink: 'javascript:alert(1)' } },
      { ...right!, values: { ...right!.values, buttonText: '' }, image: 'https://elsewhere.example/x.png' },
    ]);
    expect(checked).toEqual({
      ok: false,
      errors: {
        'left.title': homeMessages.titleRequired,
        'left.buttonLink': homeMessages.linkScheme,
        'right.buttonText': homeMessages.buttonTextRequired,
        'right.image': homeMessages.image,
      },
    });
  });

  it.each([
    ['/sports', null],
    ['/cafe#menu', null],
    ['https://example.com/menu', null],
    ['HTTPS://Example.com', null],
    ['//evil.example', homeMessages.linkProtocolRelative],
    ['/\\evil.example', homeMessages.linkSpaces],
    ['http://example.com', homeMessages.linkInsecure],
    ['https:example.com', homeMessages.linkBadUrl],
    ['https://user:pw@example.com', homeMessages.linkBadUrl],
    ['data:text/html,hi', homeMessages.linkScheme],
    ['cafe', homeMessages.linkScheme],
  ])('link %s', (link, problem) => {
    expect(buttonLinkProblem(link)).toBe(problem);
  });
});
