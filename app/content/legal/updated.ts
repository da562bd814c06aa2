/** When the legal texts last changed. */
export const LEGAL_UPDATED = { iso: '2026-11-01', display: '1 November 2026' } as const;
