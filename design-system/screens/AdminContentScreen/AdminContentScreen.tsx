import { useTheme } from '@emotion/react';
import { adminScreenStyles as screen } from '../../patterns/adminScreen.styles';
import { AdminRecordList, type AdminRecordListProps } from '../../patterns/AdminRecordList';
import { Container } from '../../primitives/Container';
import { Heading } from '../../primitives/Heading';
import { Tabs } from '../../primitives/Tabs';

/** One list of the manager: its tab's value and label, and the list. */
export interface AdminContentSection {
  value: string;
  label: string;
  list: AdminRecordListProps;
}

export interface AdminContentScreenProps {
  /** The page's heading, e.g. "Café Manager". */
  title: string;
  /** The manager's lists; with more than one, each is a tab. */
  sections: readonly AdminContentSection[];
  /** The open tab (the page keeps it in the URL, `?tab=slides`); the first when not given. */
  tab?: string;
  onTabChange?: (tab: string) => void;
}

/**
 * A content manager (Admin > Café Manager, Gallery Manager, Partners & Affiliates): the Sports Centre manager's
 * anatomy, a heading over record lists (tabs when there are several). Props in, events out: the container loads,
 * validates with the shared schemas, saves, moves and deletes.
 */
export function AdminContentScreen({ title, sections, tab, onTabChange }: AdminContentScreenProps) {
  const theme = useTheme();
  const [only] = sections;
  return (
    <Container as="main" css={screen.root(theme)} data-screen="admin-content">
      <Heading level={1} size="md">
        {title}
      </Heading>
      {sections.length === 1 && only ? (
        <AdminRecordList {...only.list} />
      ) : (
        <Tabs
          label={`${title} sections`}
          value={tab ?? sections[0]?.value ?? ''}
          onValueChange={(value) => onTabChange?.(value)}
          items={sections.map((s) => ({ value: s.value, label: s.label, content: <AdminRecordList {...s.list} /> }))}
        />
      )}
    </Container>
  );
}
