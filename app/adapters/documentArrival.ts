/**
 * How this document was opened (Navigation Timing): whether by a reload or by Back/Forward from another document,
 * the two arrivals where the tab's earlier documents can have left state for it (the scroll positions kept in
 * sessionStorage). Where the browser reports no navigation entry, it answers true: read what may have been left.
 * Call it from effects (it reads `performance`).
 */
export function openedByReloadOrHistory(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry === undefined || entry.type === 'reload' || entry.type === 'back_forward';
}
