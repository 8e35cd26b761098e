/**
 * A button that shows it is working ("Salvar registro" while the save runs:
 * Mantine's `loading`) is disabled meanwhile, and a browser moves the focus
 * off a disabled element, to the page itself; after a save the form may
 * also start afresh, a new form with a new button. A keyboard or
 * screen-reader user who pressed Enter would start again from the top.
 *
 * So when a focused button loses the focus to nothing because it became
 * disabled or left the page, the focus goes to the same button once it is
 * enabled again: that button, or one with the same words in the same named
 * section (the fresh form's). Nothing is taken from where she has put the
 * focus in between, and the watch ends after `patienceMs`.
 *
 * Returns the clean-up, for an effect.
 */
export function keepFocusThroughBusyButtons(doc: Document = document, patienceMs = 10_000): () => void {
  let stopWatching = () => {};
  const onFocusOut = (e: FocusEvent) => {
    const button = e.target;
    if (e.relatedTarget !== null || !(button instanceof HTMLButtonElement)) return;
    const lostButton = { button, words: wordsOf(button), scope: scopeOf(button) };
    // Look once the change that took the focus is done: a blur of her own (a tap on the page) is hers.
    queueMicrotask(() => {
      if ((!button.disabled && button.isConnected) || !focusLost(doc)) return;
      stopWatching();
      const found = () => {
        if (!focusLost(doc)) return stopWatching();
        const again = sameButton(doc, lostButton);
        if (!again) return;
        stopWatching();
        again.focus({ preventScroll: true });
      };
      const watch = new MutationObserver(found);
      watch.observe(doc.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
      const giveUp = setTimeout(() => stopWatching(), patienceMs);
      stopWatching = () => {
        watch.disconnect();
        clearTimeout(giveUp);
        stopWatching = () => {};
      };
    });
  };
  doc.addEventListener('focusout', onFocusOut);
  return () => {
    doc.removeEventListener('focusout', onFocusOut);
    stopWatching();
  };
}

interface LostButton {
  button: HTMLButtonElement;
  words: string;
  scope: string;
}

/** The button itself enabled again, or, if it left the page, an enabled one with its words in its section. */
function sameButton(doc: Document, lost: LostButton): HTMLButtonElement | null {
  if (lost.button.isConnected) return lost.button.disabled ? null : lost.button;
  for (const b of doc.querySelectorAll('button')) {
    if (!b.disabled && wordsOf(b) === lost.words && scopeOf(b) === lost.scope) return b;
  }
  return null;
}

const wordsOf = (b: HTMLButtonElement) => (b.getAttribute('aria-label') ?? b.textContent ?? '').trim();

/** The name of the nearest named section, form or dialog around the button ('' for none): what stays when a form starts afresh. */
function scopeOf(el: Element): string {
  for (let around = el.parentElement; around; around = around.parentElement) {
    const label = around.getAttribute('aria-label');
    const labelledBy = around.getAttribute('aria-labelledby');
    const heading = labelledBy ? around.ownerDocument.getElementById(labelledBy) : null;
    const name = (label ?? heading?.textContent ?? '').trim();
    if (name) return name;
  }
  return '';
}

/** The focus is on nothing: the page's body (or no element at all). */
const focusLost = (doc: Document) => doc.activeElement === null || doc.activeElement === doc.body;
