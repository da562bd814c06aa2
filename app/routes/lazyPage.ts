import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router-dom';

/**
 * A route `lazy` for a page and its loader, loaded together on first visit: the loader (its API call and the shared
 * schema that checks the answer, zod included) stays out of the entry chunk every page pays for. On the server and
 * before hydration the router resolves it like any lazy route.
 */
export function pageWithLoader(component: () => Promise<ComponentType>, loader: () => Promise<LoaderFunction>) {
  return async () => {
    const [Component, load] = await Promise.all([component(), loader()]);
    return { Component, loader: load };
  };
}
