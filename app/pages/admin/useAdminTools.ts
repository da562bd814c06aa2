import { useEffect, useState } from 'react';
import type { AdminToolLink } from '../../../design-system/patterns/AdminShell';
import { getStorybook } from '../../adapters/adminApi';
import { designSystemTool } from '../../content/admin';

/**
 * Whether the server serves the design system's Storybook: asked once per document (it is the server's setting, the
 * same for as long as it runs), shared by every admin page after it. A failed call is forgotten, so the next page
 * asks again.
 */
let storybookServed: Promise<boolean> | null = null;
/** The answer once it came (the next page shows the link from its first render). */
let knownServed: boolean | undefined;

function askStorybookServed(): Promise<boolean> {
  storybookServed ??= getStorybook().then(
    (answer) => (knownServed = answer.enabled),
    () => {
      storybookServed = null;
      return false;
    },
  );
  return storybookServed;
}

/**
 * The sidebar's staff tools for a signed-in visitor: Design system (/storybook/) when the server serves it
 * (STORYBOOK), none until it has said so.
 */
export function useAdminTools(signedIn: boolean): readonly AdminToolLink[] {
  const [served, setServed] = useState(() => knownServed ?? false);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    void askStorybookServed().then((answer) => {
      if (live) setServed(answer);
    });
    return () => {
      live = false;
    };
  }, [signedIn]);
  return served ? [designSystemTool] : [];
}
