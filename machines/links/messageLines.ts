/** Helpers of the chat-text builders (./*.messages.ts). */

/** The parts that are text, one per line (`false`, null and undefined are left out). */
export const lines = (...parts: Array<string | false | null | undefined>) =>
  parts.filter((p) => typeof p === 'string').join('\n');

/** `Label: value`, or undefined when the value is empty. */
export const field = (label: string, value: string | undefined | null) => {
  const trimmed = value?.trim();
  return trimmed ? `${label}: ${trimmed}` : undefined;
};
