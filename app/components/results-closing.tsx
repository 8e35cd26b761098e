import { Stack } from '@mantine/core';
import type { PhotoRecord, ProtocolRecord } from '~/domain/stored';
import { getPhoto } from '~/storage/photos';
import { PhotoHistory } from './photo-history';
import { ProtocolHistory } from './protocol-history';
import { RestartCard } from './restart-card';

/**
 * The end of the results screen, below the chart: both histories and the
 * closing card with 'Recomeçar o M15'. A chunk of its own, rendered after the
 * first paint: on a phone it starts below the first screen.
 */
export function ResultsClosing({
  photoHistory,
  protocolHistory,
}: {
  photoHistory: PhotoRecord[];
  protocolHistory: ProtocolRecord[];
}) {
  return (
    <Stack gap="lg">
      <PhotoHistory records={photoHistory} resolve={getPhoto} />
      <ProtocolHistory records={protocolHistory} />
      <RestartCard />
    </Stack>
  );
}
