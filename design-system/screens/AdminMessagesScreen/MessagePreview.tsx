import { css, type Theme } from '@emotion/react';
import type { EmailDocument } from '../../../machines/messages/email.types';

const styles = {
  frame: (t: Theme) => css`
    border: ${t.borderWidths.thin} solid ${t.color.border.subtle};
    border-radius: ${t.radii.lg};
    overflow: hidden;
    background: ${t.color.surface.base};
    font-family: ${t.font.family.body};
    color: ${t.color.text.primary};
  `,
  header: (t: Theme) => css`
    background: ${t.color.surface.inverse};
    color: ${t.color.text.inverse};
    padding: ${t.space[3]} ${t.space[4]};
    font-weight: ${t.font.weight.bold};
  `,
  body: (t: Theme) => css`
    padding: ${t.space[2]} ${t.space[4]} ${t.space[4]};
    display: flex;
    flex-direction: column;
    gap: ${t.space[2]};
    & p {
      margin: 0;
      line-height: ${t.font.lineHeight.normal};
    }
  `,
  heading: (t: Theme) => css`
    margin: ${t.space[3]} 0 0;
    font-family: ${t.font.family.display};
    font-size: ${t.font.size.xl};
  `,
  tableHeading: (t: Theme) => css`
    margin: ${t.space[3]} 0 0;
    font-size: ${t.font.size.md};
  `,
  rows: (t: Theme) => css`
    margin: 0;
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: ${t.space[1]} ${t.space[3]};
    font-size: ${t.font.size.sm};
    & > div {
      display: contents;
    }
    & dt {
      color: ${t.color.text.secondary};
    }
    & dd {
      margin: 0;
      text-align: right;
    }
    & [data-total] {
      font-weight: ${t.font.weight.bold};
      color: ${t.color.text.primary};
    }
  `,
  note: (t: Theme) => css`
    color: ${t.color.text.secondary};
    font-size: ${t.font.size.sm};
  `,
  action: (t: Theme) => css`
    align-self: flex-start;
    margin-top: ${t.space[2]};
    padding: ${t.space[2]} ${t.space[4]};
    border-radius: ${t.radii.md};
    background: ${t.color.action.primary.bg};
    color: ${t.color.action.primary.fg};
    font-weight: ${t.font.weight.bold};
  `,
  link: (t: Theme) => css`
    color: ${t.color.text.link};
    font-size: ${t.font.size.sm};
    overflow-wrap: anywhere;
  `,
  footer: (t: Theme) => css`
    margin-top: ${t.space[3]};
    padding-top: ${t.space[3]};
    border-top: ${t.borderWidths.thin} solid ${t.color.border.subtle};
    color: ${t.color.text.secondary};
    font-size: ${t.font.size.xs};
  `,
};

/**
 * A message drawn as its email reads (the same words and order as app/email/MessageEmail: the centre's band, heading,
 * paragraphs, tables, notes, the main button and links, the sign-off), inside the admin. Links show their address
 * rather than open it, so staff see where each goes.
 */
export function MessagePreview({ document, centreName }: { document: EmailDocument; centreName: string }) {
  return (
    <article css={styles.frame} aria-label={`Message: ${document.subject}`} data-message-preview="">
      <div css={styles.header}>{centreName}</div>
      <div css={styles.body}>
        <h3 css={styles.heading}>{document.heading}</h3>
        {document.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        {document.tables.map((table) => (
          <section key={table.heading} aria-label={table.heading}>
            <h4 css={styles.tableHeading}>{table.heading}</h4>
            <dl css={styles.rows}>
              {table.rows.map((row) => (
                <div key={row.label}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
              {table.total ? (
                <div>
                  <dt data-total="">{table.total.label}</dt>
                  <dd data-total="">{table.total.value}</dd>
                </div>
              ) : null}
            </dl>
          </section>
        ))}
        {document.notes.map((n) => (
          <p key={n} css={styles.note}>
            {n}
          </p>
        ))}
        {document.action ? (
          <p css={styles.action} data-action="">
            {`${document.action.label}: ${document.action.href}`}
          </p>
        ) : null}
        {document.links.map((l) => (
          <p key={l.href} css={styles.link}>{`${l.label}: ${l.href}`}</p>
        ))}
        <div css={styles.footer}>
          {document.footer.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      </div>
    </article>
  );
}
