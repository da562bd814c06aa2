import { readdirSync, readFileSync } from 'node:fs';
import { loadCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';
import {
  pageAddressOf,
  pagesIdOf,
  pagesTitleOf,
  pageStates,
  sitePages,
  storiesOf,
  type ScreenStories,
} from '../../../stories/docs/siteMap';

/**
 * The Introduction's table of pages and states (stories/docs/siteMap.ts) against what it describes: the addresses
 * the app routes, and the screens' story files as Storybook's own CSF parser indexes them.
 */

/** Every address the app routes: the public routes, and the admin area's (its own router, under /admin). */
function appRoutes(): string[] {
  const source = (path: string) => readFileSync(path, 'utf8');
  const paths = (code: string) => [...code.matchAll(/\bpath: '([^']+)'/g)].map((match) => match[1]!);
  const publicRoutes = [
    'app/router.tsx',
    ...readdirSync('app/routes')
      .filter((name) => name.endsWith('.routes.tsx') && name !== 'admin.routes.tsx')
      .map((name) => `app/routes/${name}`),
  ]
    .flatMap((path) => paths(source(path)))
    .filter((path) => path !== '/admin/*');
  const admin = source('app/routes/admin.routes.tsx');
  // The admin paths that show the dashboard: `[...].map((path) => ...)`.
  const listed = /\[((?:\s*'[^']+',?)+)\s*\]\.map\(\(path\)/.exec(admin)?.[1] ?? '';
  const dashboardPaths = [...listed.matchAll(/'([^']+)'/g)].map((match) => match[1]!);
  const adminRoutes = [...paths(admin).filter((path) => path !== '/admin' && path !== '*'), ...dashboardPaths].map(
    (path) => `/admin/${path}`,
  );
  return [...publicRoutes, ...adminRoutes];
}

/** Each screen story file as Storybook indexes it: its title, and its stories' export names, names and ids. */
const screenFiles = readdirSync('stories/screens')
  .filter((name) => name.endsWith('.stories.tsx'))
  .map((name) => {
    const fileName = `stories/screens/${name}`;
    const csf = loadCsf(readFileSync(fileName, 'utf8'), { fileName, makeTitle: (title) => title }).parse();
    return { fileName, title: csf.meta.title!, exports: Object.keys(csf._storyExports), stories: csf.stories };
  });

describe("the Introduction's pages and states", () => {
  it('lists every address the app routes, once', () => {
    const routes = appRoutes();
    const listed = sitePages.flatMap((page) => page.routes);
    expect(routes.length).toBeGreaterThan(25);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...new Set(routes)].sort());
  });

  it('names each story by the id and name Storybook gives it, so every link opens its story', () => {
    expect(screenFiles.length).toBeGreaterThan(25);
    for (const file of screenFiles) {
      // A module as the Storybook build gives it: the meta, the export order its Vite plugin records, each story.
      const module = {
        default: { title: file.title },
        __namedExportsOrder: file.exports,
        ...Object.fromEntries(file.exports.map((name) => [name, {}])),
      };
      const read = storiesOf(module);
      expect(
        read?.states.map(({ id, name }) => ({ id, name })),
        file.fileName,
      ).toEqual(file.stories.map(({ id, name }) => ({ id, name })));
    }
  });

  it('gives every screen story to a page, and every page that shows a screen its states', () => {
    const files: ScreenStories[] = screenFiles.map((file) => ({
      title: file.title,
      states: file.stories.map(({ id, name }) => ({ id, name: name ?? id })),
    }));
    const { rows, unclaimed } = pageStates(files);
    expect(unclaimed.map((file) => file.title)).toEqual([]);
    for (const row of rows) {
      if (row.note) expect(row.stories, row.page).toEqual([]);
      else expect(row.stories.length, row.page).toBeGreaterThan(0);
      for (const screen of row.screens)
        expect(
          files.some((file) => file.title === screen),
          screen,
        ).toBe(true);
    }
  });

  it('claims a story file once and keeps a story export that the meta excludes out of the list', () => {
    const file = (title: string): ScreenStories => ({ title, states: [] });
    const { rows, unclaimed } = pageStates([
      file('Screens/AdminDashboard/PaymentsPanel'),
      file('Screens/AdminDashboardX'),
      file('Screens/Home'),
    ]);
    expect(rows.find((row) => row.routes.includes('/admin/dashboard'))?.stories.map((s) => s.title)).toEqual([
      'Screens/AdminDashboard/PaymentsPanel',
    ]);
    expect(unclaimed.map((s) => s.title)).toEqual(['Screens/AdminDashboardX']);
    const read = storiesOf({
      default: { title: 'Screens/Home', excludeStories: ['helper'] },
      Desktop: {},
      helper: {},
      Phone: { name: 'Phone 360' },
    });
    expect(read?.states).toEqual([
      { id: 'screens-home--desktop', name: 'Desktop' },
      { id: 'screens-home--phone', name: 'Phone 360' },
    ]);
  });
});

describe('the Pages section', () => {
  it("gives each screen's stories a Pages title, and nothing else one", () => {
    expect(pagesTitleOf('Screens/Sports')).toBe('Pages/Sports');
    expect(pagesTitleOf('Screens/AdminDashboard/PaymentsPanel')).toBe('Pages/AdminDashboard/PaymentsPanel');
    expect(pagesTitleOf('Patterns/NavBar')).toBeNull();
    expect(pagesTitleOf('ScreensX/Home')).toBeNull();
    expect(pagesIdOf('screens-admindashboard-paymentspanel--loading')).toBe(
      'pages-admindashboard-paymentspanel--loading',
    );
  });

  it("frames each page at its own address, so the navigation bar marks that page's link current", () => {
    expect(pageAddressOf('Pages/Sports')).toBe('/sports');
    expect(pageAddressOf('Pages/Cafe')).toBe('/cafe');
    expect(pageAddressOf('Pages/OrderLookup')).toBe('/order-confirmation');
    expect(pageAddressOf('Pages/AdminDashboard/PaymentsPanel')).toBe('/admin/dashboard');
    expect(pageAddressOf('Pages/NotFound')).toBe('/no-such-page');
    // The error screen has no address of its own; a screen not yet mapped is shown at the home address.
    expect(pageAddressOf('Pages/Error')).toBeNull();
    expect(pageAddressOf('Pages/Unmapped')).toBe('/');
  });
});
