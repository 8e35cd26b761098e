import { Link } from '@remix-run/react';
import classes from './cta-link.module.css';

/**
 * A link that looks like a large Mantine button. The welcome and error
 * screens are on every first load, where Mantine's Button (and the Loader it
 * carries) would cost 3 KB of the 110 KB budget; screens deeper in use Button.
 * It belongs to the frame (the root's error page); Início's welcome uses it too.
 */
export function CtaLink({
  to,
  children,
  variant = 'filled',
  reloadDocument,
}: {
  to: string;
  children: React.ReactNode;
  variant?: 'filled' | 'outline';
  reloadDocument?: boolean;
}) {
  return (
    <Link to={to} className={classes.cta} data-variant={variant} reloadDocument={reloadDocument}>
      <span className={classes.label}>{children}</span>
    </Link>
  );
}
