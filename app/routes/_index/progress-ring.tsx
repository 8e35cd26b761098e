import { getThemeColor, useMantineTheme } from '@mantine/core';
import type { AriaAttributes, ReactNode } from 'react';
import classes from './progress-ring.module.css';

/** One arc of the ring: its share of the whole (0-100) and a Mantine colour ('brand.7', 'gray.6'). */
export interface RingSection {
  value: number;
  color: string;
}

/**
 * Hoje's rings (the day of the challenge, the hours of a fast): a track and
 * its arcs from 12 o'clock clockwise, the label in the middle, the ring as
 * wide as its box (Mantine's RingProgress leaves a tenth of it empty). Our own because RingProgress wraps every arc in a floating
 * tooltip, whose positioning code runs on every start with no tooltip to
 * show: without it a day-7 start painted 868 → 808 ms at 4× CPU (decision
 * 014). The root is what screen readers read: give it a role and its ARIA
 * values.
 */
export function ProgressRing({
  size,
  thickness,
  sections,
  roundCaps = false,
  label,
  ...aria
}: {
  size: number;
  thickness: number;
  sections: readonly RingSection[];
  roundCaps?: boolean;
  label?: ReactNode;
  role?: 'progressbar';
} & AriaAttributes) {
  const theme = useMantineTheme();
  // The ring fills its box: a 240 px ring is 240 px wide on the screen, its stroke included.
  const radius = (size - thickness) / 2;
  const length = 2 * Math.PI * radius;
  const circle = { cx: size / 2, cy: size / 2, r: radius, fill: 'none', strokeWidth: thickness } as const;
  // Each arc's length, and where it starts: after the arcs before it.
  const arcs = sections.map((section) => (Math.max(0, section.value) / 100) * length);
  const starts = arcs.map((_, i) => arcs.slice(0, i).reduce((sum, arc) => sum + arc, 0));
  return (
    <div className={classes.ring} style={{ width: size, height: size }} {...aria}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} className={classes.svg} aria-hidden="true">
        <circle {...circle} className={classes.track} />
        {sections.map((section, i) => (
          <circle
            key={i}
            {...circle}
            stroke={getThemeColor(section.color, theme)}
            strokeLinecap={roundCaps ? 'round' : 'butt'}
            strokeDasharray={`${arcs[i]} ${length - arcs[i]!}`}
            strokeDashoffset={-starts[i]!}
          />
        ))}
      </svg>
      {label ? (
        <div className={classes.label} style={{ insetInline: thickness * 2 }}>
          {label}
        </div>
      ) : null}
    </div>
  );
}
