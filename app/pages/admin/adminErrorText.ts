/** What a failed admin call says to staff: the adapter's error text (the server's message), or a general line. */
export const adminErrorText = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';
