import { ContactUsScreen } from '../../../design-system/screens/ContactUsScreen';
import { contactMeta, contactUsPageCopy } from '../../content/contact';
import { PageMeta } from '../../layout/PageMeta';
import { useSite } from '../../layout/siteSettings';
import { useEnquiryForm } from './useEnquiryForm';

/** `/contact-us`: contact cards, the message form (to the support chat) and the embedded map. */
export function ContactUsPage() {
  const copy = contactUsPageCopy(useSite());
  const form = useEnquiryForm('contact', { ...copy.form, idPrefix: 'contact' });
  return (
    <>
      <PageMeta {...contactMeta.contactUs} />
      <ContactUsScreen
        heading={copy.heading}
        intro={copy.intro}
        cardsHeading={copy.cardsHeading}
        cards={copy.cards}
        form={form}
        map={copy.map}
      />
    </>
  );
}

export default ContactUsPage;
