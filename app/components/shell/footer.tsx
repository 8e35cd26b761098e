import { Anchor, Text } from '@mantine/core';
import { Link } from '@remix-run/react';
import { FOOTER } from '~/content/shell';

/** `installed`: M15 runs as an installed app, which does not offer to install itself. */
export function Footer({ installed }: { installed: boolean }) {
  return (
    <footer className="m15-footer">
      <Text size="sm" fw={700}>
        {FOOTER.title}
      </Text>
      <Text size="xs" c="dimmed">
        {FOOTER.local}
      </Text>
      <Text size="xs" c="dimmed">
        {FOOTER.notADoctor}
        {installed ? null : (
          <>
            {` ${FOOTER.separator} `}
            {/* The link's words stay together: on a phone it moves to a line of its own instead of splitting. */}
            <Anchor
              component={Link}
              to="/instalar"
              size="xs"
              c="inherit"
              underline="always"
              style={{ whiteSpace: 'nowrap' }}
            >
              {FOOTER.install}
            </Anchor>
          </>
        )}
      </Text>
    </footer>
  );
}
