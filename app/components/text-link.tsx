import { Anchor, type AnchorProps } from '@mantine/core';
import { Link } from '@remix-run/react';

/**
 * A link to another screen, in the app's accent colour and always
 * underlined, so it reads as a link in both colour schemes. Inside a
 * sentence the line is its target; `standalone`, on a line of its own, it
 * gets padding for a 44 px touch target.
 */
export function TextLink({
  to,
  standalone = false,
  children,
  ...layout
}: { to: string; standalone?: boolean; children: React.ReactNode } & Pick<AnchorProps, 'mt' | 'ta'>) {
  return (
    <Anchor
      component={Link}
      to={to}
      c="var(--m15-accent-text)"
      fw={700}
      underline="always"
      {...(standalone ? { display: 'inline-block', py: 10 } : {})}
      {...layout}
    >
      {children}
    </Anchor>
  );
}
