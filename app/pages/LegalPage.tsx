import { LegalScreen, type LegalDocument } from '../../design-system/screens/LegalScreen';
import { PageMeta } from '../layout/PageMeta';

export interface LegalPageProps {
  document: LegalDocument;
}

/** A static legal page; its title and summary become the page title and description. */
export function LegalPage({ document }: LegalPageProps) {
  return (
    <>
      <PageMeta title={`${document.title} · POD`} description={document.summary} />
      <LegalScreen document={document} />
    </>
  );
}
