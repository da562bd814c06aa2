/** The waiting list's toasts in the admin (the words of the waiting list itself are machines/waitlist). */
export const waitlistToasts = {
  removed: (name: string, offered: boolean) => ({
    title: 'Removed from the Waiting List',
    description: offered
      ? `${name} is no longer waiting; their offer ended and the slot went to the next person in line, if any.`
      : `${name} is no longer waiting for this slot.`,
  }),
};
