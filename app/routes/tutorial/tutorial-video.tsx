import { Alert, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.css';
import { IconPlayerPlayFilled, IconVideoOff, IconWifiOff } from '@tabler/icons-react';
import { useState } from 'react';
import { VIDEO_TEXT } from '~/content/tutorial';
import video from './tutorial.module.css';

/**
 * A local cover until the user asks for the video: only then is the frame
 * (another host) created, sandboxed and without a referrer. Offline, a
 * message replaces what would be a broken frame. With no video in this build
 * (`src` null), the cover says so plainly and offers nothing to tap: the
 * picture has no play mark of its own, and only a cover that plays shows one.
 */
export function TutorialVideo({ src }: { src: string | null }) {
  const [state, setState] = useState<'cover' | 'playing' | 'offline'>('cover');
  if (src === null) {
    return (
      <Stack gap="sm">
        <div className={video.videoFrame} data-testid="video-unavailable">
          <img src="/tutorial-cover.svg" alt="" width={640} height={360} />
          <p className={video.unavailableLabel}>
            <IconVideoOff size={18} aria-hidden="true" className={video.labelIcon} />
            {VIDEO_TEXT.unavailable}
          </p>
        </div>
        <Text>{VIDEO_TEXT.unavailableHelp}</Text>
      </Stack>
    );
  }
  const play = () => setState(navigator.onLine ? 'playing' : 'offline');
  return (
    <Stack gap="sm">
      <div className={video.videoFrame}>
        {state === 'playing' ? (
          <iframe
            src={src}
            title={VIDEO_TEXT.frameTitle}
            sandbox="allow-scripts allow-same-origin allow-presentation"
            referrerPolicy="no-referrer"
            allow="autoplay; fullscreen; picture-in-picture"
            allowFullScreen
            loading="eager"
          />
        ) : (
          <button type="button" className={video.cover} onClick={play} aria-label={VIDEO_TEXT.play}>
            <img src="/tutorial-cover.svg" alt="" width={640} height={360} />
            <span className={video.play} aria-hidden="true">
              <IconPlayerPlayFilled size={32} />
            </span>
            <span className={video.coverLabel} aria-hidden="true">
              <IconPlayerPlayFilled size={16} style={{ verticalAlign: '-2px' }} /> Assistir
            </span>
          </button>
        )}
      </div>
      {state === 'offline' ? (
        <Alert
          role="alert"
          color="brand"
          variant="light"
          icon={<IconWifiOff aria-hidden="true" />}
          title={VIDEO_TEXT.offlineTitle}
        >
          {VIDEO_TEXT.offline}
        </Alert>
      ) : null}
    </Stack>
  );
}
