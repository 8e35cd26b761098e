import { Link } from '@remix-run/react';
import classes from './cta-link.module.css';

type Variant = 'filled' | 'outline' | 'subtle';
/** 'sm': a compact, content-wide button (44 px high) for a notice's actions. */
type Size = 'lg' | 'sm';

/**
 * A link that looks like a Mantine button, for the frame (the root's error
 * page, the notices) and Início's welcome: a link is what they are, and
 * Mantine's Button renders a button.
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

/** A button with the same look, for a notice (CtaLink's styles, one source): submits its form unless given `onClick`. */
export function CtaButton({
  children,
  variant = 'filled',
  size = 'lg',
  onClick,
  label,
}: {
  children: React.ReactNode;
  variant?: Variant;
  size?: Size;
  onClick?: () => void;
  /** The accessible name, when the visible text alone would not say what it acts on. */
  label?: string;
}) {
  return (
    <button
      type={onClick ? 'button' : 'submit'}
      className={classes.cta}
      data-variant={variant}
      data-size={size}
      onClick={onClick}
      aria-label={label}
    >
      <span className={classes.label}>{children}</span>
    </button>
  );
}
