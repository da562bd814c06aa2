/**
 * The Introduction's table of the site's pages and their states (stories/Introduction.mdx). The states come from
 * the screens' story files themselves (their titles and story exports, read with Storybook's own id rules), so a
 * story added, renamed or removed shows up there at the next build; only which screen each address shows is
 * written here by hand. tests/unit/siteMap.test.ts checks that every address the app routes is in this map and that
 * every screen's stories are claimed by a page.
 */
import { isExportStory, storyNameFromExport, toId } from 'storybook/internal/csf';
import { PAGES_SECTION, SCREENS_SECTION } from './pagesSection';

/** One page of the site: its addresses (as the spec's route table groups them) and the screens it shows. */
export interface SitePage {
  /** The addresses, as the router spells them. */
  routes: readonly string[];
  /** What a visitor or a member of staff sees there, in a few words. */
  page: string;
  /** The story titles of its screens: each title and the titles under it (`Screens/AdminDashboard/...`). */
  screens: readonly string[];
  /** Said instead of states, for an address that shows no screen of its own. */
  note?: string;
}

/** Every page of the site, in the order of the spec's route table (site-spec.md §2), then the pages every address can show. */
export const sitePages: readonly SitePage[] = [
  {
    routes: ['/'],
    page: 'Home: the Sports and Café cards, address, hours and phone numbers',
    screens: ['Screens/Home'],
  },
  { routes: ['/about'], page: 'About: vision, values, facility and coaches', screens: ['Screens/About'] },
  {
    routes: ['/sports'],
    page: 'Sports: sport cards, price list, reviews and the booking view',
    screens: ['Screens/Sports'],
  },
  { routes: ['/cafe'], page: 'Café and bistro', screens: ['Screens/Cafe'] },
  { routes: ['/coaching'], page: 'Coaching plans and coaches', screens: ['Screens/Coaching'] },
  { routes: ['/academy'], page: 'Academy programmes', screens: ['Screens/Academy'] },
  { routes: ['/membership'], page: 'Membership (the key) and the Pod Coins wallet', screens: ['Screens/Membership'] },
  { routes: ['/podboard'], page: 'Community board', screens: ['Screens/Podboard'] },
  { routes: ['/merchandise'], page: 'Shop (POD Gear)', screens: ['Screens/Shop'] },
  { routes: ['/cart'], page: 'Cart', screens: ['Screens/Cart'] },
  { routes: ['/checkout'], page: 'Checkout and card payment', screens: ['Screens/Checkout'] },
  {
    routes: ['/order-confirmation'],
    page: 'Order confirmation, and the order looked up again after a reload',
    screens: ['Screens/OrderConfirmation', 'Screens/OrderLookup'],
  },
  {
    routes: ['/my-booking'],
    page: 'My booking: find a booking by its reference and phone, cancel or reschedule a session',
    screens: ['Screens/MyBooking'],
  },

  { routes: ['/schedule'], page: 'Schedule and court prices per sport', screens: ['Screens/Schedule'] },
  { routes: ['/faq'], page: 'Frequently asked questions', screens: ['Screens/Faq'] },
  { routes: ['/contact'], page: 'Contact and book a visit', screens: ['Screens/Contact'] },
  { routes: ['/contact-us'], page: 'Contact-us form with the map', screens: ['Screens/ContactUs'] },
  {
    routes: ['/pricing'],
    page: 'Old pricing address',
    screens: [],
    note: 'Redirects to the booking section of /sports.',
  },
  {
    routes: ['/privacy-policy', '/terms-and-conditions', '/cancellation-refund', '/shipping-delivery'],
    page: 'Legal pages',
    screens: ['Screens/Legal'],
  },
  { routes: ['/admin/login'], page: 'Admin sign-in (signed out)', screens: ['Screens/AdminLogin'] },
  {
    routes: ['/admin/dashboard'],
    page: 'Admin dashboard: bookings, payments, calendar, customers, revenue and settings tabs',
    screens: ['Screens/AdminDashboard'],
  },
  {
    routes: ['/admin/bookings'],
    page: 'Admin: Booking Details (find a booking; its sessions, payment, refunds, messages, waiting list and history)',
    screens: ['Screens/AdminBookings'],
  },
  {
    routes: ['/admin/settings'],
    page: "Admin: System Settings (the centre's details, booking rules, email switches)",
    screens: ['Screens/AdminSettings'],
  },
  {
    routes: ['/admin/account'],
    page: 'Admin: My Account (own password, sessions, sign out the others)',
    screens: ['Screens/AdminAccount'],
  },
  {
    routes: ['/admin/users'],
    page: 'Admin: User Management (staff accounts and roles)',
    screens: ['Screens/AdminUsers'],
  },
  {
    routes: ['/admin/activity'],
    page: 'Admin: Activity (who changed what, when, from where)',
    screens: ['Screens/AdminActivity'],
  },
  {
    routes: ['/admin/set-password'],
    page: 'Admin: set a password from a one-time link',
    screens: ['Screens/AdminSetPassword'],
  },
  { routes: ['/admin/homepage'], page: 'Admin: Home Page Manager (banners)', screens: ['Screens/AdminHome'] },
  {
    routes: ['/admin/sports'],
    page: 'Admin: Sports Centre manager (pricing, coaches, programmes)',
    screens: ['Screens/AdminSports'],
  },
  { routes: ['/admin/merchandise'], page: 'Admin: POD Gear manager (products)', screens: ['Screens/AdminGear'] },
  {
    routes: ['/admin/cafe', '/admin/gallery', '/admin/partners'],
    page: 'Admin: Café, Gallery and Partners managers (ordered lists of content)',
    screens: ['Screens/AdminContent'],
  },
  {
    routes: ['/admin/messages'],
    page: 'Admin: Messages (the outbox of emails to visitors and staff)',
    screens: ['Screens/AdminMessages', 'Screens/AdminMessages/MessagePreview'],
  },
  {
    routes: ['/offline'],
    page: 'Offline: shown when a page cannot be reached without a connection',
    screens: ['Screens/Offline'],
  },
  { routes: ['*'], page: 'Not found: any other address', screens: ['Screens/NotFound'] },
  {
    routes: [],
    page: 'Unexpected Application Error: any page whose code fails while it renders',
    screens: ['Screens/Error'],
  },
];

/** A story file's exports as Vite's import.meta.glob gives them: the meta as default, each story by name. */
export interface StoryModule {
  default: { title?: string; id?: string; includeStories?: string[] | RegExp; excludeStories?: string[] | RegExp };
  [exportName: string]: unknown;
}

/** One story (one state) of a screen, with the id Storybook gives it (`?path=/story/<id>`). */
export interface ScreenState {
  id: string;
  name: string;
  /** The story's description (its doc comment, which Storybook's CSF plugin puts in its parameters), if any. */
  description?: string;
}

/** One story file's title and its stories, in the file's order. */
export interface ScreenStories {
  title: string;
  states: ScreenState[];
}

interface StoryExport {
  name?: string;
  storyName?: string;
  parameters?: { docs?: { description?: { story?: string } } };
}

/**
 * The stories of one story module as Storybook indexes them: every named export the meta does not exclude (the
 * order Storybook's Vite plugin records in `__namedExportsOrder`, else the module's), named by `name` or by its export
 * name in start case, with the id `toId(meta.id ?? title, storyNameFromExport(exportName))`.
 */
export function storiesOf(module: StoryModule): ScreenStories | null {
  const { default: meta, __namedExportsOrder: order, ...named } = module;
  const title = meta?.title;
  if (!title) return null;
  const exportNames = Array.isArray(order) ? (order as string[]) : Object.keys(named);
  const states = exportNames
    .filter((key) => key in named && isExportStory(key, meta))
    .map((key) => {
      const story = (named[key] ?? {}) as StoryExport;
      const description = story.parameters?.docs?.description?.story;
      return {
        id: toId(meta.id ?? title, storyNameFromExport(key)),
        name: story.name ?? story.storyName ?? storyNameFromExport(key),
        ...(description ? { description } : {}),
      };
    });
  return { title, states };
}

/** Whether a story title belongs to a page's screen title: the title itself or one under it. */
export const isUnder = (title: string, screen: string) => title === screen || title.startsWith(`${screen}/`);

export { PAGES_SECTION, pagesTitleOf } from './pagesSection';

/** The id of a screen story's entry under Pages: `screens-sports--sport-list` -> `pages-sports--sport-list`. */
export const pagesIdOf = (screenStoryId: string) => screenStoryId.replace(/^screens-/, 'pages-');

/**
 * The address a `Pages/...` title is shown at: its page's first address (a made-up one for "any other address"),
 * `/` for a screen no page claims yet, and null for a page that has no address of its own (the error screen).
 */
export function pageAddressOf(pagesTitle: string, pages: readonly SitePage[] = sitePages): string | null {
  const screenTitle = `${SCREENS_SECTION}/${pagesTitle.slice(PAGES_SECTION.length + 1)}`;
  const page = pages.find((p) => p.screens.some((screen) => isUnder(screenTitle, screen)));
  if (!page) return '/';
  const [first] = page.routes;
  if (first === undefined) return null;
  return first === '*' ? '/no-such-page' : first;
}

/** A page with the stories of its screens, in the order its screens are listed. */
export interface PageStates extends SitePage {
  stories: ScreenStories[];
}

/**
 * The pages with their screens' stories, and the story files no page claims (a new screen not yet mapped: the
 * Introduction lists them so no state is hidden, and the unit test fails on them).
 */
export function pageStates(files: readonly ScreenStories[], pages: readonly SitePage[] = sitePages) {
  const byTitle = [...files].sort((a, b) => a.title.localeCompare(b.title));
  const claimed = new Set<string>();
  const rows: PageStates[] = pages.map((page) => {
    const stories = page.screens.flatMap((screen) => byTitle.filter((file) => isUnder(file.title, screen)));
    for (const file of stories) claimed.add(file.title);
    return { ...page, stories };
  });
  return { rows, unclaimed: byTitle.filter((file) => !claimed.has(file.title)) };
}
