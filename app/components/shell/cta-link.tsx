import { Link } from '@remix-run/react';
import classes from './cta-link.module.css';

/**
 * A link that looks like a Mantine button. The welcome and error screens
 * and the backup reminder are on every first load, where Mantine's Button (and the Loader it
 * carries) would cost 3 KB of the 110 KB budget; screens deeper in use Button.
 * It belongs to the frame (the root's error page); Início's welcome uses it too.
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
  variant?: 'filled' | 'outline';
  /** 'sm': a compact, content-wide button (44 px high) for a notice's actions. */
  size?: 'lg' | 'sm';
  reloadDocument?: boolean;
}) {
  return (
    <Link to={to} className={classes.cta} data-variant={variant} data-size={size} reloadDocument={reloadDocument}>
      <span className={classes.label}>{children}</span>
    </Link>
  );
}
