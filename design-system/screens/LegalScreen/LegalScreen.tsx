import { css, type Theme } from '@emotion/react';
import { Fragment } from 'react';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { Link } from '../../primitives/Link';
import { Text } from '../../primitives/Text';
import { bareList, column, overline } from '../../tokens/recipes';
import { screenColumn, wrapRow } from '../screen.styles';

/** One block of a legal section. */
export type LegalBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'list'; items: readonly string[]; ordered?: boolean }
  | {
      kind: 'table';
      /** Table caption (also names the scroll region on phones). */
      caption: string;
      columns: readonly string[];
      /** Cells in column order; the first cell of a row is its header. */
      rows: readonly (readonly string[])[];
    }
  | { kind: 'note'; text: string }
  | { kind: 'links'; items: readonly { label: string; href: string; external?: boolean }[] };

export const legalBlockKinds = ['paragraph', 'subheading', 'list', 'table', 'note', 'links'] as const;

export interface LegalSection {
  /** Anchor id, unique in the document. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

/** A structured legal document: the content of /privacy-policy, /terms-and-conditions, ... */
export interface LegalDocument {
  title: string;
  /** One or two sentences under the title. */
  summary: string;
  /** When the text last changed: ISO date for `<time dateTime>` and the text shown. */
  updated: { iso: string; display: string };
  sections: readonly LegalSection[];
}

export interface LegalScreenProps {
  /** The document to render. */
  document: LegalDocument;
}

const styles = {
  root: (t: Theme) => css`
    ${screenColumn(t, 10, 12)}
  `,
  header: (t: Theme) => css`
    ${column(t, 3)}
    padding-bottom: ${t.space[8]};
    border-bottom: ${t.borderWidths.thin} solid ${t.color.border.subtle};
  `,
  toc: (t: Theme) => css`
    padding: ${t.space[5]} ${t.space[6]};
    border-radius: ${t.radii.lg};
    background: ${t.color.surface.sunken};
    & > ol {
      display: grid;
      gap: ${t.space[2]};
      margin: ${t.space[3]} 0 0;
      padding-inline-start: ${t.space[5]};
    }
    ${t.media.aboveLg} {
      & > ol {
        grid-template-columns: repeat(2, minmax(0, 1fr));
        column-gap: ${t.space[8]};
      }
    }
  `,
  tocTitle: (t: Theme) => css`
    margin: 0;
    ${overline(t)}
    color: ${t.color.text.secondary};
  `,
  section: (t: Theme) => css`
    ${column(t, 4)}
    line-height: ${t.font.lineHeight.relaxed};
  `,
  list: (t: Theme) => css`
    display: grid;
    gap: ${t.space[2]};
    margin: 0;
    padding-inline-start: ${t.space[6]};
    color: ${t.color.text.primary};
  `,
  note: (t: Theme) => css`
    margin: 0;
    padding: ${t.space[4]} ${t.space[5]};
    border-inline-start: ${t.borderWidths.focus} solid ${t.color.status.info.border};
    border-radius: ${t.radii.sm};
    background: ${t.color.status.info.bg};
    color: ${t.color.status.info.fg};
  `,
  tableWrap: css`
    width: 100%;
    overflow-x: auto;
  `,
  table: (t: Theme) => css`
    width: 100%;
    border-collapse: collapse;
    font-size: ${t.font.size.sm};
    line-height: ${t.font.lineHeight.normal};
    & caption {
      padding-bottom: ${t.space[2]};
      text-align: start;
      font-weight: ${t.font.weight.semibold};
      color: ${t.color.text.primary};
    }
    & th,
    & td {
      padding: ${t.space[3]} ${t.space[4]};
      border-bottom: ${t.borderWidths.thin} solid ${t.color.border.subtle};
      text-align: start;
      vertical-align: top;
    }
    & thead th {
      background: ${t.color.surface.sunken};
      color: ${t.color.text.secondary};
      font-weight: ${t.font.weight.semibold};
    }
    & tbody th {
      font-weight: ${t.font.weight.semibold};
      color: ${t.color.text.primary};
    }
  `,
  links: (t: Theme) => css`
    ${wrapRow(t, 3, 6)}
    ${bareList}
  `,
};

function Block({ block, sectionId, index }: { block: LegalBlock; sectionId: string; index: number }) {
  switch (block.kind) {
    case 'paragraph':
      return <Text>{block.text}</Text>;
    case 'subheading':
      return (
        <Heading level={3} size="xs">
          {block.text}
        </Heading>
      );
    case 'note':
      return <p css={styles.note}>{block.text}</p>;
    case 'list': {
      const items = block.items.map((item) => <li key={item}>{item}</li>);
      return block.ordered ? <ol css={styles.list}>{items}</ol> : <ul css={styles.list}>{items}</ul>;
    }
    case 'links':
      return (
        <ul css={styles.links}>
          {block.items.map((item) => (
            <li key={item.href}>
              <Link href={item.href} external={item.external}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      );
    case 'table': {
      const captionId = `${sectionId}-table-${index}`;
      return (
        // A labelled, focusable region so the table can be scrolled sideways by keyboard on narrow screens.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div css={styles.tableWrap} role="region" aria-labelledby={captionId} tabIndex={0} data-part="table-scroll">
          <table css={styles.table}>
            <caption id={captionId}>{block.caption}</caption>
            <thead>
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row) => (
                <tr key={row.join('|')}>
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={`${i}-${cell}`} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={`${i}-${cell}`}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
    }
  }
}

/** A static legal page: title, last-updated date, contents, and sections of paragraphs, lists, notes and tables. */
export function LegalScreen({ document }: LegalScreenProps) {
  const tocId = 'legal-contents-title';
  return (
    <Container size="prose" as="article" css={styles.root} data-screen="legal">
      <header css={styles.header}>
        <Heading level={1} size="xl">
          {document.title}
        </Heading>
        <Text size="sm" tone="secondary">
          Last updated <time dateTime={document.updated.iso}>{document.updated.display}</time>
        </Text>
        <Text size="lg" tone="secondary">
          {document.summary}
        </Text>
      </header>
      {document.sections.length > 2 && (
        <nav css={styles.toc} aria-labelledby={tocId}>
          <h2 id={tocId} css={styles.tocTitle}>
            Contents
          </h2>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <Link href={`#${section.id}`}>{section.heading}</Link>
              </li>
            ))}
          </ol>
        </nav>
      )}
      {document.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} css={styles.section}>
          <Heading level={2} size="sm" id={`${section.id}-heading`}>
            {section.heading}
          </Heading>
          {section.blocks.map((block, index) => (
            <Fragment key={`${section.id}-${index}`}>
              <Block block={block} sectionId={section.id} index={index} />
            </Fragment>
          ))}
        </section>
      ))}
    </Container>
  );
}
