import { ContactUsScreen } from '../../../design-system/screens/ContactUsScreen';
import { contactMeta, contactUsPageCopy } from '../../content/contact';
import { PageMeta } from '../../layout/PageMeta';
import { useEnquiryForm } from './useEnquiryForm';

/** `/contact-us`: contact cards, the message form (to the support chat) and the embedded map. */
export function ContactUsPage() {
  const form = useEnquiryForm('contact', { ...contactUsPageCopy.form, idPrefix: 'contact' });
  return (
    <>
      <PageMeta {...contactMeta.contactUs} />
      <ContactUsScreen
        heading={contactUsPageCopy.heading}
        intro={contactUsPageCopy.intro}
        cardsHeading={contactUsPageCopy.cardsHeading}
        cards={contactUsPageCopy.cards}
        form={form}
        map={contactUsPageCopy.map}
      />
    </>
  );
}

export default ContactUsPage;
