import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { howToOrderSteps } from '../../app/content/shop';
import { HowToOrder } from '../../design-system/patterns/HowToOrder';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/HowToOrder',
  component: HowToOrder,
  parameters: {
    docs: componentDocs({
      usage:
        'How to order from the shop, as numbered steps (select and Buy Now, pay securely, delivery or pickup), each with a title and one sentence.',
      do: ['Keep to the steps a buyer really takes, in order, three or four at most.'],
      dont: ['Number the steps by hand in their titles: the list numbers them.'],
    }),
  },
  args: { steps: howToOrderSteps },
} satisfies Meta<typeof HowToOrder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three numbered steps: select and Buy Now, pay securely by card, UPI or wallet, get delivery or pick up. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'How to Order' });
    const steps = within(region).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(steps[0]).toHaveTextContent(/Buy Now/);
    await expect(steps[1]).toHaveTextContent(/card, UPI or wallet/);
    await expect(steps[2]).toHaveTextContent(/pick it up/);
    await expect(region.querySelector('ol')).not.toBeNull();
  },
};

/** Phone: the steps stack. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom - 1);
  },
};
