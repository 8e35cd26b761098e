import { useContext, useEffect, useState } from 'react';
import type { StorageKey } from '~/domain/keys';
import { OtherTabs } from './other-tabs';

/**
 * The React key of a form drawn from a stored record, and whether to say that
 * another tab changed that record while she was typing here.
 *
 * A new stored value (`stored`, the record as text) gives a fresh form, so the
 * form never drifts from what is kept: her own save, a reset, a restore, and
 * another tab's save while nothing is typed here. One case keeps her words:
 * another tab or window writes `storageKey` after she typed in this form.
 * The form then stays as she typed it and `elsewhere` is true, until her own
 * save is kept (a fresh form of it) or she takes the stored record
 * (`takeStored`). Nothing typed is replaced without a word.
 *
 * Which tab made a change is told by order: the `storage` event (heard
 * through `OtherTabs`, other-tabs.ts) reaches only the other tabs, so a new
 * value that follows such an event, with no submit of this form in between, is
 * theirs.
 *
 * `redrawOwn: false` is for a form that saves itself as she types (the
 * testimonial's draft): its own saves are what it shows, so they never redraw
 * it, and her next keystroke after the note saves her words over the other
 * tab's, so the note goes with it.
 */
export function useStoredForm(stored: string, storageKey: StorageKey, { redrawOwn = true } = {}) {
  const [seen, setSeen] = useState(stored);
  const [version, setVersion] = useState(0);
  const [elsewhere, setElsewhere] = useState(false);
  // Another tab wrote `storageKey` since this form's last submit and the last new value.
  const [otherTab, setOtherTab] = useState(false);
  // She typed here since the form was drawn.
  const [typed, setTyped] = useState(false);

  const subscribe = useContext(OtherTabs);
  useEffect(
    () =>
      subscribe((key) => {
        if (key === null || key === storageKey) setOtherTab(true);
      }),
    [subscribe, storageKey],
  );

  if (stored !== seen) {
    // Adjusting state while rendering (React's documented pattern): the fresh form is drawn at once.
    setSeen(stored);
    setOtherTab(false);
    if (otherTab && typed) {
      setElsewhere(true);
    } else {
      setElsewhere(false);
      if (redrawOwn || otherTab) {
        setTyped(false);
        setVersion((v) => v + 1);
      }
    }
  }

  return {
    key: String(version),
    elsewhere,
    /**
     * On the form's input: she has typed here since it was drawn. A form that saves itself as she
     * types (`redrawOwn: false`) is saving her words over the other tab's: the note has said its part.
     */
    onInput: () => {
      setTyped(true);
      if (!redrawOwn) setElsewhere(false);
    },
    /** On her submit: the value its answer stores is hers. */
    onSubmit: () => setOtherTab(false),
    /** "Descartar o que digitei": the form drawn again from the stored record. */
    takeStored: () => {
      setTyped(false);
      setElsewhere(false);
      setVersion((v) => v + 1);
    },
  };
}
