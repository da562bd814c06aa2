import { css, type Theme } from '@emotion/react';
import { useId } from 'react';
import { bareList, column } from '../../tokens/recipes';
import { smallPrint, square } from '../../primitives/shared.styles';

export interface HowToOrderStep {
  /** The step's title, e.g. "Select & Buy". */
  title: string;
  /** One sentence about the step. */
  description: string;
}

export interface HowToOrderProps {
  /** The steps, in order (the shop has three). */
  steps: readonly HowToOrderStep[];
  /** The block's heading. */
  title?: string;
}

const styles = {
  root: (t: Theme) => css`
    ${column(t, 6)}
    padding: ${t.space[6]};
    border-radius: ${t.radii.xl};
    background: ${t.color.surface.accent};
    ${t.media.abovePhone} {
      padding: ${t.space[10]};
    }
  `,
  title: (t: Theme) => css`
    margin: 0;
    font-family: ${t.font.family.display};
    font-size: ${t.font.size['2xl']};
    font-weight: ${t.font.weight.black};
    line-height: ${t.font.lineHeight.snug};
    text-align: center;
  `,
  list: (t: Theme) => css`
    display: grid;
    gap: ${t.space[6]};
    ${bareList}
    counter-reset: step;
    ${t.media.abovePhone} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  `,
  step: (t: Theme) => css`
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${t.space[2]};
    text-align: center;
    counter-increment: step;
    &::before {
      content: counter(step);
      display: inline-grid;
      place-items: center;
      ${square(t.sizes.control.lg)}
      margin-bottom: ${t.space[1]};
      border-radius: ${t.radii.round};
      background: ${t.color.action.primary.bg};
      color: ${t.color.action.primary.fg};
      font-family: ${t.font.family.display};
      font-size: ${t.font.size.xl};
      font-weight: ${t.font.weight.black};
    }
  `,
  stepTitle: (t: Theme) => css`
    margin: 0;
    font-size: ${t.font.size.lg};
    font-weight: ${t.font.weight.bold};
    line-height: ${t.font.lineHeight.snug};
  `,
  stepText: (t: Theme) => css`
    ${smallPrint(t)}
  `,
};

/** How to Order: numbered steps (select and Buy Now, pay securely, delivery or pickup). */
export function HowToOrder({ steps, title = 'How to Order' }: HowToOrderProps) {
  const titleId = useId();
  return (
    <section css={styles.root} aria-labelledby={titleId} data-part="how-to-order">
      <h2 id={titleId} css={styles.title}>
        {title}
      </h2>
      <ol css={styles.list}>
        {steps.map((step) => (
          <li key={step.title} css={styles.step}>
            <h3 css={styles.stepTitle}>{step.title}</h3>
            <p css={styles.stepText}>{step.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
