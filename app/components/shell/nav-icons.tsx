import type { NavIcon } from '~/content/nav';

/**
 * The bottom bar's icons, drawn here (24×24, stroke): the bar is on every
 * screen's first load, where an icon library's runtime would cost ~2 KB gzip.
 */
const PATHS: Record<NavIcon, string[]> = {
  home: ['M3 11.5 12 4l9 7.5', 'M5.5 9.5V20h4.5v-5.5h4V20h4.5V9.5'],
  user: ['M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8z', 'M4.5 20.5c.8-3.8 3.8-6 7.5-6s6.7 2.2 7.5 6'],
  tutorial: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M10 8.5v7l6-3.5z'],
  journey: ['M5 5h14a1 1 0 0 1 1 1v14H4V6a1 1 0 0 1 1-1z', 'M4 10h16', 'M8.5 3v4', 'M15.5 3v4', 'm9 15 2 2 4-4'],
  phases: ['m12 3.5 9 4.5-9 4.5L3 8z', 'm3 12.5 9 4.5 9-4.5', 'm3 16.5 9 4.5 9-4.5'],
  diary: ['M5 4.5A1.5 1.5 0 0 1 6.5 3H19v15H6.5A1.5 1.5 0 0 0 5 19.5z', 'M5 19.5A1.5 1.5 0 0 0 6.5 21H19', 'M9 7.5h6'],
  results: ['M4 4v16h16', 'm7.5 14.5 3.5-4 3 2.5 4.5-6'],
  recipes: ['M7 3v7a2 2 0 0 0 4 0V3', 'M9 12v9', 'M9 3v4', 'M17 21V3c-2 1.5-3 4-3 7 0 2 1 3 3 3'],
  notes: ['M6 3h12a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z', 'M9 8h6', 'M9 12h6', 'M9 16h3.5'],
  testimonial: ['M4 5h16v11H9.5L5 19.5V16H4z', 'M12 13.2 9.8 11a1.5 1.5 0 0 1 2.2-2 1.5 1.5 0 0 1 2.2 2z'],
};

export function NavIconSvg({ name }: { name: NavIcon }) {
  return (
    <svg
      width={22}
      height={22}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
