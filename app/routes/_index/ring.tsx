/**
 * A progress ring: an SVG circle track and one arc per section, drawn in
 * order from the top, clockwise, with a label in the middle. Hoje's two
 * heroes use it (the day of 15, the hours of the fast). Mantine's
 * RingProgress draws the same, but brings its tooltips (Floating UI, about
 * 15 KB gzip) to a screen that shows none.
 */
import { Stack, Text } from '@mantine/core';
import type { AriaAttributes } from 'react';
import classes from './ring.module.css';

export interface RingSection {
  /** Percent of the whole circle. */
  value: number;
  /** A CSS colour. */
  color: string;
}

type RingProps = {
  size: number;
  thickness: number;
  sections: readonly RingSection[];
  roundCaps?: boolean;
  label: React.ReactNode;
  role?: 'progressbar';
} & AriaAttributes;

export function Ring({ size, thickness, sections, roundCaps = false, label, ...aria }: RingProps) {
  const centre = size / 2;
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  const lengths = sections.map((s) => (Math.max(0, Math.min(100, s.value)) / 100) * circumference);
  // Each arc starts where the ones before it end.
  const starts = lengths.map((_, i) => lengths.slice(0, i).reduce((sum, l) => sum + l, 0));
  const arcs = sections.map((s, i) => (
    <circle
      key={i}
      cx={centre}
      cy={centre}
      r={radius}
      fill="none"
      stroke={s.color}
      strokeWidth={thickness}
      strokeLinecap={roundCaps ? 'round' : 'butt'}
      strokeDasharray={`${lengths[i]} ${circumference}`}
      strokeDashoffset={-starts[i]!}
    />
  ));
  return (
    <div className={classes.ring} style={{ width: size, height: size }} {...aria}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden>
        <g transform={`rotate(-90 ${centre} ${centre})`}>
          <circle cx={centre} cy={centre} r={radius} fill="none" className={classes.track} strokeWidth={thickness} />
          {arcs}
        </g>
      </svg>
      <div className={classes.label} style={{ inset: thickness }}>
        {label}
      </div>
    </div>
  );
}

/** The ring's label: a big figure and what it counts. */
export function RingLabel({ big, small }: { big: string; small: string }) {
  return (
    <Stack gap={0} align="center" aria-hidden>
      <Text fw={800} fz={22} lh={1.1} c="var(--m15-accent-text)">
        {big}
      </Text>
      <Text size="xs" c="dimmed">
        {small}
      </Text>
    </Stack>
  );
}
