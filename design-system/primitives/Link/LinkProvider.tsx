import { createContext, useContext, type ComponentType, type ReactNode } from 'react';

/** What a router link component must accept to be plugged into the design system. */
export interface RouterLinkProps {
  href: string;
  className?: string;
  children?: ReactNode;
  [attribute: string]: unknown;
}

const LinkComponentContext = createContext<ComponentType<RouterLinkProps> | null>(null);

export interface LinkProviderProps {
  /** The app's router link; internal links render through it. Without a provider, a plain anchor is used. */
  component: ComponentType<RouterLinkProps>;
  children: ReactNode;
}

/** Lets the app plug its router link into every design-system link, without the design system knowing the router. */
export function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

export function useLinkComponent() {
  return useContext(LinkComponentContext);
}
