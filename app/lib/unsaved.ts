/**
 * Whether the user typed or picked something on this page that a reload
 * would lose. React keeps a controlled field's `value` attribute in step with
 * what is typed, so the fields cannot tell; the events can. A field counts as
 * unsaved from its first input until its form is submitted.
 */
const touched = new Set<Element>();

if (typeof document !== 'undefined') {
  const mark = (e: Event) => {
    if (e.target instanceof Element && e.target.closest('form')) touched.add(e.target);
  };
  document.addEventListener('input', mark, true);
  document.addEventListener('change', mark, true);
  document.addEventListener(
    'submit',
    (e) => {
      for (const field of touched) if (e.target instanceof Element && e.target.contains(field)) touched.delete(field);
    },
    true,
  );
}

export function hasUnsavedInput(): boolean {
  for (const field of touched) if (!field.isConnected) touched.delete(field);
  return touched.size > 0;
}
