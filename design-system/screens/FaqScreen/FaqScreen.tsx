import { css, useTheme, type Theme } from '@emotion/react';
import type { FaqCategory } from '../../../machines/contact/faq';
import { Accordion } from '../../primitives/Accordion';
import { Card } from '../../primitives/Card';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { Link } from '../../primitives/Link';
import { Text } from '../../primitives/Text';
import { ScreenHeader } from '../../patterns/ScreenHeader';
import { ScreenSection } from '../../patterns/ScreenSection';
import { bareList, column } from '../../tokens/recipes';
import { screenColumn, wrapRow } from '../screen.styles';

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
    ${screenColumn(t, 10, 10)}
  `,
  nav: (t: Theme) => css`
    ${wrapRow(t, 2, 5)}
    ${bareList}
    font-weight: ${t.font.weight.semibold};
  `,
  answer: (t: Theme) => css`
    ${column(t, 2)}
    align-items: flex-start;
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
      <ScreenHeader heading={heading} intro={intro}>
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
      </ScreenHeader>
      {categories.length === 0 && <Text tone="secondary">{emptyText}</Text>}
      {categories.map((category) => (
        <ScreenSection
          key={category.id}
          id={category.id}
          heading={category.title}
          headingSize="md"
          headingId={`${category.id}-heading`}
          gap={2}
        >
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
        </ScreenSection>
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
