/**
 * What the floor page draws below its paragraph: nothing. The element floor's
 * build (vite.config.mjs, BENCH_FLOOR_ELEMENTS) puts elements.tsx here.
 */
export default function More() {
  return null;
}
