import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';

export interface SectionTitleProps {
  /** The section's heading (an h2). */
  heading: string;
  /** A line under the heading. */
  intro?: string;
  /** Id of the heading, for the section's `aria-labelledby`. */
  id: string;
}

/** A page section's h2 with an optional line under it, as one block (the section lays it out). */
export function SectionTitle({ heading, intro, id }: SectionTitleProps) {
  return (
    <div>
      <Heading level={2} size="lg" id={id}>
        {heading}
      </Heading>
      {intro && <Text tone="secondary">{intro}</Text>}
    </div>
  );
}
