/**
 * When the scan input may take the focus (and the keys) back: the worker is
 * not typing into another field and no dialog is open. A scanning screen
 * checks this every 2 s (SCAN_REFOCUS_MS) and on every key typed outside a field.
 */

const TEXT_INPUT_TYPES = new Set(['text', 'search', 'number', 'tel', 'email', 'url', 'password', 'date', 'datetime-local', 'time', '']);

/** A field the worker types into (a checkbox, a switch or a button is not one). */
export function isTypingField(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) return TEXT_INPUT_TYPES.has(element.type);
  return element instanceof HTMLElement && (element.isContentEditable || element.getAttribute('contenteditable') === 'true');
}

/** An open modal dialog owns the focus. */
export function hasOpenDialog(document: Document): boolean {
  return document.querySelector('[role="dialog"][aria-modal="true"], [role="alertdialog"], dialog[open]') !== null;
}

/** Whether the scan input may take the focus now from `active` (the focused element). */
export function mayTakeFocus(scanInput: HTMLElement | null, document: Document): boolean {
  if (!scanInput || scanInput.hasAttribute('disabled')) return false;
  const active = document.activeElement;
  if (active === scanInput) return false;
  if (hasOpenDialog(document)) return false;
  return !isTypingField(active);
}
