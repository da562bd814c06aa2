import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FaqScreen } from '../../../design-system/screens/FaqScreen';
import { faqTarget, openItemsFor } from '../../../machines/contact/faq';
import { faqCategories, faqCopy } from '../../content/faq';
import { contactMeta } from '../../content/contact';
import { PageMeta } from '../../layout/PageMeta';

/**
 * `/faq`: the questions in five categories. `/faq#<question-id>` opens that answer and scrolls to it (also when
 * the hash changes on the page); the FAQPage structured data is the served page's (app/ssr/structuredData.tsx).
 */
export function FaqPage() {
  const { hash } = useLocation();
  const [openItems, setOpenItems] = useState(() => openItemsFor(faqCategories, hash));
  const [openedFor, setOpenedFor] = useState(hash);
  // A new hash naming a question opens it (adjusting state while rendering, not in an effect).
  if (hash !== openedFor) {
    setOpenedFor(hash);
    const target = faqTarget(faqCategories, hash);
    if (target) setOpenItems((open) => ({ ...open, [target.categoryId]: target.itemId }));
  }

  useEffect(() => {
    const target = faqTarget(faqCategories, hash);
    if (target) document.getElementById(target.itemId)?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const changeOpen = useCallback((categoryId: string, itemId: string) => {
    setOpenItems((open) => ({ ...open, [categoryId]: itemId }));
  }, []);

  return (
    <>
      <PageMeta {...contactMeta.faq} />
      <FaqScreen
        heading={faqCopy.heading}
        intro={faqCopy.intro}
        categories={faqCategories}
        openItems={openItems}
        onOpenChange={changeOpen}
        contactPrompt={faqCopy.contactPrompt}
      />
    </>
  );
}

export default FaqPage;
