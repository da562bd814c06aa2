import { Footer } from '../../design-system/patterns/Footer';
import { now } from '../adapters/clock';
import { footerContent } from '../content/footer';

/** The site's footer: contacts, links, and the copyright year from the clock. */
export function SiteFooter() {
  return <Footer {...footerContent(now().getFullYear())} />;
}
