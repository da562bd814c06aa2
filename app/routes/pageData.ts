import { createContext, useContext } from 'react';

/** What a page renders with: its loader's data, or the error its loader or render ended in. */
export interface PageState {
  data: unknown;
  error: unknown;
}

export const PageStateContext = createContext<PageState>({ data: undefined, error: undefined });

/** The data the page's loader returned (app/routes/pageRoute.ts), typed by the loader: `usePageData<typeof homeLoader>()`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function usePageData<Loader extends (...args: any[]) => unknown>(): Awaited<ReturnType<Loader>> {
  return useContext(PageStateContext).data as Awaited<ReturnType<Loader>>;
}

/** The error the page ended in (for the error page). */
export function usePageError(): unknown {
  return useContext(PageStateContext).error;
}
