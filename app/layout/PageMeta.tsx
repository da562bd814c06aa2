export interface PageMetaProps {
  title: string;
  description: string;
}

/** The page's <title> and description; React 19 hoists them into <head>. */
export function PageMeta({ title, description }: PageMetaProps) {
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
    </>
  );
}
