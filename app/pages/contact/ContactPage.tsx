import { ContactScreen } from '../../../design-system/screens/ContactScreen';
import { contactMeta, contactPageCopy } from '../../content/contact';
import { PageMeta } from '../../layout/PageMeta';
import { useSite } from '../../layout/siteSettings';
import { useEnquiryForm } from './useEnquiryForm';

/** `/contact`: Get in Touch cards, the Schedule a Free Visit form, Quick Actions and Find Us. */
export function ContactPage() {
  const copy = contactPageCopy(useSite());
  const visitForm = useEnquiryForm('visit', { ...copy.visitForm, idPrefix: 'visit' });
  return (
    <>
      <PageMeta {...contactMeta.contact} />
      <ContactScreen
        heading={copy.heading}
        intro={copy.intro}
        cardsHeading={copy.cardsHeading}
        cards={copy.cards}
        quickActions={copy.quickActions}
        visitForm={visitForm}
        findUs={copy.findUs}
      />
    </>
  );
}

export default ContactPage;
