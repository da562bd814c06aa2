/**
 * The FAQ's shape and rules (spec §2 FAQ): categories of questions with stable ids, which question a URL hash
 * names (/faq#<question-id> opens that answer), and the FAQPage structured data (schema.org JSON-LD). Pure; the
 * questions themselves are site copy in app/content/faq.ts.
 */

/** One question. `id` is its deep-link anchor: lowercase letters, digits and hyphens. */
export interface FaqItem {
  id: string;
  question: string;
  /** The answer as plain text, one paragraph per entry (also the structured data's answer). */
  answer: readonly string[];
  /** A page that says more, shown after the answer. */
  link?: { label: string; href: string };
}

export interface FaqCategory {
  id: string;
  title: string;
  items: readonly FaqItem[];
}

/** The anchor shape of a question or category id. */
export const FAQ_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The question a location hash names ('#late-arrival' or 'late-arrival'), with its category; null if none. */
export function faqTarget(
  categories: readonly FaqCategory[],
  hash: string | null | undefined,
): { categoryId: string; itemId: string } | null {
  if (!hash) return null;
  let id = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    id = decodeURIComponent(id);
  } catch {
    return null;
  }
  for (const category of categories) {
    if (category.items.some((item) => item.id === id)) return { categoryId: category.id, itemId: id };
  }
  return null;
}

/** The open question of each category, with the hash's question open in its category. */
export function openItemsFor(
  categories: readonly FaqCategory[],
  hash: string | null | undefined,
): Record<string, string> {
  const target = faqTarget(categories, hash);
  return Object.fromEntries(categories.map((c) => [c.id, target?.categoryId === c.id ? target.itemId : '']));
}

/** Problems with the FAQ's ids (malformed or repeated); empty when every id is a unique anchor. */
export function faqIdProblems(categories: readonly FaqCategory[]): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const id of [...categories.map((c) => c.id), ...categories.flatMap((c) => c.items.map((i) => i.id))]) {
    if (!FAQ_ID_PATTERN.test(id)) problems.push(`malformed id "${id}"`);
    if (seen.has(id)) problems.push(`repeated id "${id}"`);
    seen.add(id);
  }
  return problems;
}

/** schema.org FAQPage for every question (answers as plain text). */
export function faqPageStructuredData(categories: readonly FaqCategory[], pageUrl?: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    ...(pageUrl ? { url: pageUrl } : {}),
    mainEntity: categories.flatMap((category) =>
      category.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer.join('\n\n') },
      })),
    ),
  };
}
