import type { SiteSettings } from '../../../machines/admin/settings';
import { telLink } from '../../../machines/links/outbound';

/** The legal pages' Call and E-mail links, to the sports desk's number and the centre's address (System Settings). */
export const callLink = (site: SiteSettings) => ({
  label: `Call ${site.phones.sports}`,
  href: telLink(site.phones.sports),
});
export const emailLink = (site: SiteSettings) => ({ label: `E-mail ${site.email}`, href: `mailto:${site.email}` });
