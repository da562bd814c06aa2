import type { ComponentType } from 'react';
import type { LoaderFunction, LoaderFunctionArgs } from 'react-router-dom';

/** A page's route `lazy`, with the form the served page hydrates with (see `hydrate`). */
export interface LazyPage {
  (): Promise<{ Component: ComponentType; loader: LoaderFunction }>;
  /**
   * The page alone, for hydrating the page the server rendered: its data is in the page already, so the loader's module
   * (its API call and the schema that checks the answer, zod included) loads only when the router first calls it, on a
   * later navigation or revalidation. Evaluating zod's schemas was the longest task of starting the app on such pages.
   */
  hydrate: () => Promise<{ Component: ComponentType; loader: LoaderFunction }>;
}

/**
 * A route `lazy` for a page and its loader, loaded together on first visit: the loader (its API call and the shared
 * schema that checks the answer, zod included) stays out of the entry chunk every page pays for. On the server and
 * on a navigation in the browser the router resolves it like any lazy route; app/main.tsx hydrates with `hydrate`.
 */
export function pageWithLoader(component: () => Promise<ComponentType>, loader: () => Promise<LoaderFunction>): LazyPage {
  const lazy = async () => {
    const [Component, load] = await Promise.all([component(), loader()]);
    return { Component, loader: load };
  };
  const hydrate = async () => ({
    Component: await component(),
    loader: async (args: LoaderFunctionArgs) => (await loader())(args),
  });
  return Object.assign(lazy, { hydrate });
}
