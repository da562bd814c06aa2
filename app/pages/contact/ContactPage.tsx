import { ContactScreen } from '../../../design-system/screens/ContactScreen';
import { contactMeta, contactPageCopy } from '../../content/contact';
import { PageMeta } from '../../layout/PageMeta';
import { useEnquiryForm } from './useEnquiryForm';

/** `/contact`: Get in Touch cards, the Schedule a Free Visit form, Quick Actions and Find Us. */
export function ContactPage() {
  const visitForm = useEnquiryForm('visit', { ...contactPageCopy.visitForm, idPrefix: 'visit' });
  return (
    <>
      <PageMeta {...contactMeta.contact} />
      <ContactScreen
        heading={contactPageCopy.heading}
        intro={contactPageCopy.intro}
        cardsHeading={contactPageCopy.cardsHeading}
        cards={contactPageCopy.cards}
        quickActions={contactPageCopy.quickActions}
        visitForm={visitForm}
        findUs={contactPageCopy.findUs}
      />
    </>
  );
}

export default ContactPage;
