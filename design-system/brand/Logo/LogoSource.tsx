import { createContext, useContext, type ReactNode } from 'react';

const LogoSourceContext = createContext('');

export interface LogoSourceProviderProps {
  /** The uploaded logo's address (a PNG or WebP under /media); '' keeps the built-in POD mark. */
  value: string;
  children: ReactNode;
}

/**
 * Gives every `Logo` below it the logo staff uploaded (Admin > Home Page Manager > Logo and branding): the
 * navigation bar, the footer and the admin sidebar show it without each being told.
 */
export function LogoSourceProvider({ value, children }: LogoSourceProviderProps) {
  return <LogoSourceContext.Provider value={value}>{children}</LogoSourceContext.Provider>;
}

export const useLogoSource = () => useContext(LogoSourceContext);
