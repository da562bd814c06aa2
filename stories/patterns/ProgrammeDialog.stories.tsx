import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ProgrammeDialog } from '../../design-system/patterns/ProgrammeDialog';
import type { AcademyProgrammeId } from '../../machines/coaching/coaching.types';
import { chatText, programme, specAcademy } from '../fixtures/coaching';
import { findOpenDialog } from '../fixtures/dialog';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Patterns/ProgrammeDialog',
  component: ProgrammeDialog,
  parameters: {
    docs: componentDocs({
      usage:
        "A programme's details in a dialog: overview, the three age groups, the three batches, the coach and the fees (monthly, quarterly marked Popular, annual), with Register / Enquire Now and Book Trial Class, which open the academy chat. On phones it is a bottom sheet that scrolls.",
      do: [
        "Pass the card's button as `trigger`, so focus goes back to it on close.",
        'Keep the fees in the order monthly, quarterly, annual, so programmes compare.',
      ],
      dont: ['Open the chat from the dialog: it reports the link (`onOpenChat`) and the app opens it.'],
    }),
  },
  args: { programme: programme('badminton'), open: true, onOpenChange: fn(), onOpenChat: fn() },
} satisfies Meta<typeof ProgrammeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const texts = (list: HTMLElement, selector: string) =>
  Array.from(list.querySelectorAll(selector), (el) => el.textContent);

/** The dialog of one programme shows spec §9's age groups and fees, three batches, the coach and both buttons. */
function programmeStory(id: AcademyProgrammeId, title: string): Story {
  return {
    args: { programme: programme(id) },
    play: async () => {
      const dialog = await screen.findByRole('dialog', { name: `${title} Programme` });
      const d = within(dialog);
      await waitFor(() => expect(d.getByRole('heading', { level: 3, name: 'Overview' })).toBeVisible());
      const ages = d.getByRole('list', { name: 'Age Groups' });
      await expect(texts(ages, '[data-part="age"]')).toEqual(specAcademy[id].ages);
      const fees = d.getByRole('list', { name: 'Fees' });
      await expect(texts(fees, '[data-part="price"]')).toEqual(specAcademy[id].fees);
      await expect(
        within(fees)
          .getAllByRole('listitem')
          .map((li) => li.dataset.fee),
      ).toEqual(['monthly', 'quarterly', 'annual']);
      await expect(fees.querySelector('[data-fee="quarterly"]')).toHaveTextContent('Popular');
      await expect(fees.querySelectorAll('[data-popular="true"]')).toHaveLength(1);
      const batches = d.getByRole('list', { name: 'Schedule' });
      await expect(
        within(batches)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([
        expect.stringMatching(/^Morning Batch.*Mon, Wed, Fri$/),
        expect.stringMatching(/^Evening Batch.*Tue, Thu, Sat$/),
        expect.stringMatching(/^Sunday Batch.*Sunday$/),
      ]);
      await expect(d.getByRole('heading', { level: 3, name: 'Your Coach' })).toBeVisible();
      await expect(d.getByRole('button', { name: 'Register / Enquire Now' })).toBeVisible();
      await expect(d.getByRole('button', { name: 'Book Trial Class' })).toBeVisible();
    },
  };
}

export const Badminton = programmeStory('badminton', 'Badminton');
export const Tennis = programmeStory('tennis', 'Tennis');
export const Pickleball = programmeStory('pickleball', 'Pickleball');
export const Futsal = programmeStory('futsal', 'Futsal');
export const KidsAgilityFitness = programmeStory('fitness', 'Kids Agility & Fitness');

/** Register / Enquire Now and Book Trial Class open the academy chat with the programme in the message. */
export const ChatButtons: Story = {
  args: { programme: programme('futsal') },
  play: async ({ args }) => {
    const dialog = await findOpenDialog('Futsal Programme');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register / Enquire Now' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book Trial Class' }));
    const [enquiry, trial] = (args.onOpenChat as ReturnType<typeof fn>).mock.calls.map((call) => call[0] as string);
    await expect(enquiry).toMatch(/^https:\/\/wa\.me\/919000000013\?/);
    await expect(chatText(enquiry!)).toContain('the Futsal programme');
    await expect(chatText(trial!)).toContain('a Futsal trial class');
  },
};

/** Escape and the Close button ask to close. */
export const Closing: Story = {
  args: { programme: programme('tennis') },
  play: async ({ args }) => {
    const dialog = await findOpenDialog('Tennis Programme');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
  },
};

/** Phone (360 px): a bottom sheet as tall as the screen allows, whose content scrolls to the fees. */
export const PhoneSheet: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { programme: programme('fitness') },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Kids Agility & Fitness Programme' });
    await waitFor(() => expect(Math.round(dialog.getBoundingClientRect().bottom)).toBe(window.innerHeight));
    const rect = dialog.getBoundingClientRect();
    await expect(rect.width).toBe(window.innerWidth);
    await expect(rect.height).toBeGreaterThan(window.innerHeight * 0.9);
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    const fees = within(dialog).getByRole('list', { name: 'Fees' });
    fees.scrollIntoView({ block: 'nearest' });
    await waitFor(() => expect(dialog.scrollTop).toBeGreaterThan(0));
    await expect(texts(fees, '[data-part="price"]')).toEqual(specAcademy.fitness.fees);
    dialog.scrollTop = 0;
  },
};
