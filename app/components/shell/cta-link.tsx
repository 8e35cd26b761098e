import { Link } from '@remix-run/react';
import classes from './cta-link.module.css';

type Variant = 'filled' | 'outline' | 'subtle';
/** 'sm': a compact, content-wide button (44 px high) for a notice's actions. */
type Size = 'lg' | 'sm';

/**
 * A link that looks like a Mantine button. The frame (the root's error page,
 * the backup reminder) and Início's welcome are on every first load, where
 * Mantine's Button (and the Loader and Transition it carries) would cost about
 * 3 KB of the 110 KB budget; screens deeper in use Button.
 */
export function CtaLink({
  to,
  children,
  variant = 'filled',
  size = 'lg',
  reloadDocument,
}: {
  to: string;
  children: React.ReactNode;
  variant?: Variant;
  size?: Size;
  reloadDocument?: boolean;
}) {
  return (
    <Link to={to} className={classes.cta} data-variant={variant} data-size={size} reloadDocument={reloadDocument}>
      <span className={classes.label}>{children}</span>
    </Link>
  );
}

/** A submit button with the same look, for a notice's form (CtaLink's styles, one source). */
export function CtaButton({
  children,
  variant = 'filled',
  size = 'lg',
}: {
  children: React.ReactNode;
  variant?: Variant;
  size?: Size;
}) {
  return (
    <button type="submit" className={classes.cta} data-variant={variant} data-size={size}>
      <span className={classes.label}>{children}</span>
    </button>
  );
}
