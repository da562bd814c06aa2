/**
 * Every message's HTML (issue 46), drawn with React Email from the words of machines/messages/content.ts: a dark
 * header band with the centre's mark, the heading, paragraphs, tables, notes, the main button and links, and the
 * sign-off. Colours are the sports theme's (design-system/tokens), inlined as mail clients need; one column at most
 * 600 px wide reads on a phone, and a dark-mode client gets the dark surfaces of the `prefers-color-scheme` block
 * (text and surfaces keep at least 4.5:1 in both).
 */
// Each part from its own package: the @react-email/components barrel would also load Tailwind, Prism and a Markdown
// parser at every server start, for parts no message uses.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { render } from '@react-email/render';
import { sportsTheme } from '../../design-system/tokens/theme';
import type { EmailDocument, EmailTable } from '../../machines/messages/email.types';

const c = sportsTheme.color;
const fonts = 'Arial, Helvetica, sans-serif';

/** Dark-mode surfaces and text for clients that honour prefers-color-scheme (classes below). */
const darkCss = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    .pod-body { background-color: ${c.surface.inverse} !important; }
    .pod-card { background-color: ${c.surface.inverseRaised} !important; border-color: ${c.text.secondary} !important; }
    .pod-text { color: ${c.text.inverse} !important; }
    .pod-muted { color: ${c.text.inverseMuted} !important; }
    .pod-link { color: ${c.text.highlight} !important; }
  }
`;

const s = {
  body: { backgroundColor: c.surface.canvas, margin: 0, padding: '16px 0', fontFamily: fonts },
  container: { maxWidth: '600px', width: '100%', margin: '0 auto' },
  header: { backgroundColor: c.surface.inverse, borderRadius: '12px 12px 0 0', padding: '16px 24px' },
  brand: { color: c.text.inverse, fontSize: '18px', fontWeight: 700, margin: 0 },
  card: {
    backgroundColor: c.surface.base,
    border: `1px solid ${c.border.subtle}`,
    borderTop: 'none',
    borderRadius: '0 0 12px 12px',
    padding: '8px 24px 24px',
  },
  heading: { color: c.text.primary, fontSize: '24px', lineHeight: '32px', margin: '16px 0 8px' },
  tableHeading: { color: c.text.primary, fontSize: '16px', lineHeight: '24px', margin: '20px 0 4px' },
  text: { color: c.text.primary, fontSize: '16px', lineHeight: '24px', margin: '8px 0' },
  label: { color: c.text.secondary, fontSize: '14px', lineHeight: '20px', margin: '4px 0', paddingRight: '12px' },
  value: { color: c.text.primary, fontSize: '14px', lineHeight: '20px', margin: '4px 0', textAlign: 'right' as const },
  total: { color: c.text.primary, fontSize: '16px', lineHeight: '24px', margin: '4px 0', fontWeight: 700 },
  note: { color: c.text.secondary, fontSize: '14px', lineHeight: '20px', margin: '8px 0' },
  button: {
    backgroundColor: c.action.primary.bg,
    color: c.action.primary.fg,
    borderRadius: '8px',
    padding: '12px 20px',
    fontSize: '16px',
    fontWeight: 700,
    textDecoration: 'none',
    display: 'inline-block',
    margin: '16px 0 8px',
  },
  link: { color: c.text.link, fontSize: '14px', textDecoration: 'underline' },
  hr: { borderColor: c.border.subtle, margin: '24px 0 12px' },
  footer: { color: c.text.secondary, fontSize: '12px', lineHeight: '18px', margin: '2px 0' },
};

function TableBlock({ table }: { table: EmailTable }) {
  return (
    <Section>
      <Heading as="h2" className="pod-text" style={s.tableHeading}>
        {table.heading}
      </Heading>
      {table.rows.map((row, i) => (
        <Row key={i}>
          <Column className="pod-muted" style={s.label}>
            {row.label}
          </Column>
          <Column className="pod-text" style={s.value}>
            {row.value}
          </Column>
        </Row>
      ))}
      {table.total ? (
        <Row>
          <Column className="pod-text" style={s.total}>
            {table.total.label}
          </Column>
          <Column className="pod-text" style={{ ...s.total, textAlign: 'right' }}>
            {table.total.value}
          </Column>
        </Row>
      ) : null}
    </Section>
  );
}

/** The email for one message: `siteUrl` is where the centre's mark is served from. */
export function MessageEmail({
  doc,
  siteUrl,
  centreName,
}: {
  doc: EmailDocument;
  siteUrl: string;
  centreName: string;
}) {
  return (
    <Html lang={doc.lang} dir="ltr">
      <Head>
        <title>{doc.subject}</title>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkCss}</style>
      </Head>
      <Preview>{doc.preview}</Preview>
      <Body className="pod-body" style={s.body}>
        <Container style={s.container}>
          <Section style={s.header}>
            <Row>
              <Column style={{ width: '48px' }}>
                <Img src={`${siteUrl}/icons/icon-192.png`} width="40" height="40" alt={centreName} />
              </Column>
              <Column>
                <Text style={s.brand}>{centreName}</Text>
              </Column>
            </Row>
          </Section>
          <Section className="pod-card" style={s.card}>
            <Heading as="h1" className="pod-text" style={s.heading}>
              {doc.heading}
            </Heading>
            {doc.paragraphs.map((p, i) => (
              <Text key={i} className="pod-text" style={s.text}>
                {p}
              </Text>
            ))}
            {doc.tables.map((t, i) => (
              <TableBlock key={i} table={t} />
            ))}
            {doc.notes.map((n, i) => (
              <Text key={i} className="pod-muted" style={s.note}>
                {n}
              </Text>
            ))}
            {doc.action ? (
              <Button href={doc.action.href} style={s.button}>
                {doc.action.label}
              </Button>
            ) : null}
            {doc.links.map((l) => (
              <Text key={l.href} style={s.note}>
                <Link href={l.href} className="pod-link" style={s.link}>
                  {l.label}
                </Link>
              </Text>
            ))}
            <Hr style={s.hr} />
            {doc.footer.map((line, i) => (
              <Text key={i} className="pod-muted" style={s.footer}>
                {line}
              </Text>
            ))}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The message's HTML document. */
export function renderMessageHtml(doc: EmailDocument, site: { siteUrl: string; centreName: string }): Promise<string> {
  return render(<MessageEmail doc={doc} siteUrl={site.siteUrl} centreName={site.centreName} />);
}
