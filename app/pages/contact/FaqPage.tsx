import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { FaqScreen } from '../../../design-system/screens/FaqScreen';
import { faqTarget, openItemsFor } from '../../../machines/contact/faq';
import type { ratesLoader } from '../../adapters/api/contentApi';
import { usePageData } from '../../routes/pageData';
import { faqCategoriesOf, faqCopy } from '../../content/faq';
import { contactMeta } from '../../content/contact';
import { PageMeta } from '../../layout/PageMeta';
import { useSite } from '../../layout/siteSettings';

/**
 * `/faq`: the questions in five categories, the prices in the answers from the court rate table (the page's loader),
 * the hours, booking window and refund bands from System Settings.
 * `/faq#<question-id>` opens that answer and scrolls to it (also when the hash changes on the page); the FAQPage
 * structured data is the served page's (app/ssr/servedHead.tsx).
 */
export function FaqPage() {
  const { hash } = useLocation();
  const { rates } = usePageData<typeof ratesLoader>();
  const site = useSite();
  const faqCategories = useMemo(() => faqCategoriesOf(rates, site), [rates, site]);
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
  }, [hash, faqCategories]);

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
