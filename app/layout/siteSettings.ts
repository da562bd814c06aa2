/**
 * System Settings as every page shows them (the centre's name, phone numbers, email, address, hours, links): loaded
 * beside each page's data (app/routes/pageRoute.ts, GET /api/site), in the served page's hydration data, and given
 * to the page here. Containers read them with `useSite()`; screens get plain props.
 */
import { createContext, useContext } from 'react';
import type { SiteSettings } from '../../machines/admin/settings';
import { siteDefaults } from '../config/site';

const SiteSettingsContext = createContext<SiteSettings>(siteDefaults);

/** Gives the page its settings (app/routes/PageRouter.tsx). */
export const SiteSettingsProvider = SiteSettingsContext.Provider;

/** The settings the page was loaded with (the shipped defaults outside a page: stories, tests). */
export function useSite(): SiteSettings {
  return useContext(SiteSettingsContext);
}
