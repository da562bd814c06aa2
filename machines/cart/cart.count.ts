/**
 * The number the navigation bar's cart shows, in a module of its own: every page's frame needs it, and the rest of the
 * cart's rules (./cart.rules, which re-exports it) only the shop's pages, so they stay out of every page's script.
 */

/** Sum of quantities. */
export function cartItemCount(items: readonly { quantity: number }[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}
