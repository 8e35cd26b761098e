import { Box, Paper, Stack } from '@mantine/core';
import ui from '~/components/ui.module.css';
import type { PhotoResolver } from '~/domain/photo-ref';
import type { PhotoRecord, ProtocolRecord } from '~/domain/stored';
import { PhotoHistory } from './photo-history';
import { ProtocolHistory } from './protocol-history';

/**
 * The two histories, photos then protocols: two sections of one card, a line
 * between them, so the screen spends one card's frame and gap on them, not two.
 */
export function HistoriesCard({
  photos,
  protocols,
  resolvePhoto,
}: {
  photos: PhotoRecord[];
  protocols: ProtocolRecord[];
  resolvePhoto: PhotoResolver;
}) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <PhotoHistory records={photos} resolvePhoto={resolvePhoto} />
        <Box pt="sm" className={ui.ruled}>
          <ProtocolHistory records={protocols} />
        </Box>
      </Stack>
    </Paper>
  );
}
