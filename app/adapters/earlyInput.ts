/**
 * What a visitor does before the app has loaded. A served page is complete HTML and shows its fields and buttons
 * at once, but nothing is live until the app has hydrated the page (app/boot.ts loads it after the first paint).
 * Without this, a slow phone lost the visitor's first moves: a tap on Add to Cart or a slot did nothing, a button in
 * a form posted the form natively (a full reload, with what was typed in the address), and hydration emptied the
 * fields typed in meanwhile.
 *
 * `startEarlyInputCapture()` (from app/boot.ts) keeps, until the page is live:
 * - each click on a button (or a widget acting as one), in order; it stops the click there, so neither the browser's
 *   default nor any listener acts on it twice;
 * - the latest value typed in each text field and box ticked.
 * `replayEarlyInput()` (once the page has hydrated, app/layout/MarkHydrated.tsx) gives each field still on the page
 * its value again, as typing would, then clicks each kept button still on the page. Links are left alone: they work
 * without the app.
 */

/** What a tap is kept for: buttons and the widgets that act like them. */
const ACTIONABLE =
  'button, [role="button"], [role="tab"], [role="switch"], [role="menuitem"], [role="option"], [role="checkbox"]';

type Field = HTMLInputElement | HTMLTextAreaElement;

let started = false;
let replayed = false;
let taps: HTMLElement[] = [];
/** Each field typed in, with its value (or, for a box, whether it is ticked) when last changed. */
let fields = new Map<Field, string | boolean>();

function isToggle(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

function handleClick(event: MouseEvent) {
  if (replayed || !(event.target instanceof Element)) return;
  const target = event.target.closest<HTMLElement>(ACTIONABLE);
  // Anything in a link is the link's: it navigates without the app.
  if (!target || target.closest('a[href]') || target.matches(':disabled, [aria-disabled="true"]')) return;
  event.preventDefault();
  event.stopPropagation();
  taps.push(target);
}

function handleInput(event: Event) {
  const field = event.target;
  if (replayed || !(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  fields.set(field, isToggle(field) ? field.checked : field.value);
}

/** Starts keeping what is typed and tapped. Idempotent; a no-op outside a browser. */
export function startEarlyInputCapture(): void {
  if (started || typeof document === 'undefined') return;
  started = true;
  document.addEventListener('click', handleClick, { capture: true });
  document.addEventListener('input', handleInput, { capture: true });
  document.addEventListener('change', handleInput, { capture: true });
}

/**
 * Gives a field its kept value again the way typing does, so the app's change handler sees it. Hydration leaves the
 * typed text on the page while the app's state says the field is empty, and the next render would empty it: React
 * notes each field's last value on the element, so the note is set to the other value first (through the element's
 * own property), then the value through the prototype's setter (not noted), and the input event reports a change.
 */
function retype(field: Field, value: string | boolean) {
  if (isToggle(field)) {
    // A radio button is unticked by ticking another: only the ticked one is replayed.
    if (value !== true && field.type === 'radio') return;
    field.checked = !value;
    field.click();
    return;
  }
  field.value = value === '' ? ' ' : '';
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Stops keeping input, then replays it: the fields' values first, then the taps in the order they were made (a
 * submit tapped after typing sees what was typed). Called once the page is live; later calls do nothing.
 */
export function replayEarlyInput(): void {
  if (replayed) return;
  replayed = true;
  if (started) {
    document.removeEventListener('click', handleClick, { capture: true });
    document.removeEventListener('input', handleInput, { capture: true });
    document.removeEventListener('change', handleInput, { capture: true });
  }
  const keptFields = fields;
  const keptTaps = taps;
  fields = new Map();
  taps = [];
  for (const [field, value] of keptFields) if (field.isConnected) retype(field, value);
  for (const target of keptTaps) if (target.isConnected) target.click();
}
