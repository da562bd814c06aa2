import type { LightboxSnapshot } from './lightbox.machine';

/**
 * The open item's index, or null when closed. In a module of its own, without the state-machine library, so a page
 * can read it while the machine itself loads after the page (app/actors/useDeferredActor.ts).
 */
export function selectLightboxIndex(snapshot: LightboxSnapshot): number | null {
  return snapshot.matches('open') ? snapshot.context.index : null;
}
