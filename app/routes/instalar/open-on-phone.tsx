import { Group, Skeleton, Stack, Text } from '@mantine/core';
import { SectionCard } from '~/components/section-card';
import '@mantine/core/styles/Skeleton.css';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { BackupButton } from '~/components/backup-button';
import { PartUnavailable } from '~/components/part-unavailable';
import { useLazyPart } from '~/components/use-lazy-part';
import { TransferSteps } from '~/components/transfer-steps';
import { OPEN_ON_PHONE } from '~/content/install';
import { TRANSFER_TO_PHONE } from '~/content/transfer';
import classes from './install.module.css';

// The QR code's encoder loads only where it is shown (a computer's screen): Instalar is one tap from the welcome screen.
const loadQr = () => import('~/lib/qr-code');

/** Desktop widths (Mantine's `md`): wider than any phone, even held sideways. */
const DESKTOP = '(min-width: 62em)';
const QR_SIZE = 200;

/** The app's address as a QR code, made on the device; its box has its size from the first frame. */
function AppQrCode({ address }: { address: string }) {
  const { box, ...qr } = useLazyPart(loadQr);
  const image = useMemo(() => (qr.part ? qr.part.qrCodeImage(address) : null), [qr.part, address]);
  return (
    <div
      ref={box}
      tabIndex={-1}
      className={`${classes.qr} mantine-focus-auto`}
      style={{ width: QR_SIZE, height: QR_SIZE }}
    >
      {image ? (
        <img src={image.src} alt={OPEN_ON_PHONE.alt(address)} width={QR_SIZE} height={QR_SIZE} data-testid="qr-code" />
      ) : qr.failure ? (
        <PartUnavailable what={OPEN_ON_PHONE.qrPart} failure={qr.failure} onRetry={qr.retryHere} h={QR_SIZE} />
      ) : (
        <Skeleton w={QR_SIZE} h={QR_SIZE} />
      )}
    </div>
  );
}

/**
 * On a computer: the QR code of the app's address, so the phone
 * opens M15 in one scan, and how to take the data along, with the backup
 * button right there (the phone starts empty; filled only when this computer
 * holds something to carry). Not on a phone: the sections
 * are hidden there, and the code is never made.
 */
export function OpenOnPhone({ backupVariant }: { backupVariant: 'filled' | 'default' }) {
  const desktop = useMediaQuery(DESKTOP);
  const address = typeof window === 'undefined' ? '' : `${window.location.origin}/`;
  return (
    <>
      <SectionCard
        id="abrir-no-celular"
        title={OPEN_ON_PHONE.title}
        visibleFrom="md"
        data-testid="open-on-phone"
        titleProps={{ mb: 'sm' }}
      >
        <Group align="center" gap="lg" wrap="nowrap">
          {desktop && address ? <AppQrCode address={address} /> : <div style={{ width: QR_SIZE, height: QR_SIZE }} />}
          <Stack gap="xs">
            <Text>{OPEN_ON_PHONE.text}</Text>
            <Text size="sm">
              {OPEN_ON_PHONE.address} <strong className={classes.address}>{address}</strong>
            </Text>
          </Stack>
        </Group>
      </SectionCard>
      <SectionCard id="levar-dados" title={TRANSFER_TO_PHONE.title} gap="xs" visibleFrom="md">
        <TransferSteps target="phone" order={2} backup={<BackupButton variant={backupVariant} />} />
      </SectionCard>
    </>
  );
}
