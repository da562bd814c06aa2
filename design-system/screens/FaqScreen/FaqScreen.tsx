import { css, useTheme, type Theme } from '@emotion/react';
import type { FaqCategory } from '../../../machines/contact/faq';
import { Accordion } from '../../primitives/Accordion';
import { Card } from '../../primitives/Card';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { Link } from '../../primitives/Link';
import { Text } from '../../primitives/Text';

export interface FaqScreenProps {
  /** The page's h1. */
  heading: string;
  /** A line under the heading. */
  intro: string;
  /** The categories in order, each with its questions. */
  categories: readonly FaqCategory[];
  /** The open question of each category ('' or absent: all closed). */
  openItems: Readonly<Record<string, string>>;
  /** A question was opened (its id) or closed ('') in a category. */
  onOpenChange: (categoryId: string, itemId: string) => void;
  /** The closing prompt, e.g. "Still have questions?" with a link to the contact page. */
  contactPrompt?: { heading: string; text: string; linkLabel: string; href: string };
  /** Shown instead of the categories when there are none. */
  emptyText?: string;
}

const styles = {
  page: (t: Theme) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[10]};
    padding-block: ${t.space[10]} ${t.space[16]};
  `,
  header: (t: Theme) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[3]};
  `,
  nav: (t: Theme) => css`
    display: flex;
    flex-wrap: wrap;
    gap: ${t.space[2]} ${t.space[5]};
    margin: 0;
    padding: 0;
    list-style: none;
    font-weight: ${t.font.weight.semibold};
  `,
  section: (t: Theme) => css`
    display: flex;
    flex-direction: column;
    gap: ${t.space[2]};
  `,
  answer: (t: Theme) => css`
    display: flex;
    flex-direction: column;
    align-items: flex-start;
    gap: ${t.space[2]};
    & > p {
      margin: 0;
    }
  `,
  prompt: (t: Theme) => css`
    gap: ${t.space[2]};
    align-items: flex-start;
  `,
};

/**
 * The FAQ: the categories as in-page links, then each category's questions as an accordion (one open at a time
 * per category; Enter/Space toggles, arrow keys move). Each question's element carries its id, so /faq#<id>
 * lands on it; the app opens it through `openItems`. Ends with a prompt to contact the centre.
 */
export function FaqScreen({
  heading,
  intro,
  categories,
  openItems,
  onOpenChange,
  contactPrompt,
  emptyText = 'No questions yet.',
}: FaqScreenProps) {
  const theme = useTheme();
  return (
    <Container size="prose" css={styles.page(theme)} data-screen="faq">
      <div css={styles.header(theme)}>
        <Heading level={1}>{heading}</Heading>
        <Text size="lg" tone="secondary">
          {intro}
        </Text>
        {categories.length > 0 && (
          <nav aria-label="FAQ categories">
            <ul css={styles.nav(theme)}>
              {categories.map((category) => (
                <li key={category.id}>
                  <Link href={`#${category.id}`}>{category.title}</Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      {categories.length === 0 && <Text tone="secondary">{emptyText}</Text>}
      {categories.map((category) => (
        <section
          key={category.id}
          id={category.id}
          aria-labelledby={`${category.id}-heading`}
          css={styles.section(theme)}
        >
          <Heading level={2} size="md" id={`${category.id}-heading`}>
            {category.title}
          </Heading>
          <Accordion
            type="single"
            collapsible
            headingLevel={3}
            value={openItems[category.id] ?? ''}
            onValueChange={(value) => onOpenChange(category.id, value)}
            items={category.items.map((item) => ({
              value: item.id,
              id: item.id,
              title: item.question,
              content: (
                <div css={styles.answer(theme)}>
                  {item.answer.map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                  {item.link && <Link href={item.link.href}>{item.link.label}</Link>}
                </div>
              ),
            }))}
          />
        </section>
      ))}
      {contactPrompt && (
        <Card as="section" tone="accent" aria-labelledby="faq-contact-heading" css={styles.prompt(theme)}>
          <Heading level={2} size="sm" id="faq-contact-heading">
            {contactPrompt.heading}
          </Heading>
          <Text>{contactPrompt.text}</Text>
          <Link href={contactPrompt.href}>{contactPrompt.linkLabel}</Link>
        </Card>
      )}
    </Container>
  );
}
