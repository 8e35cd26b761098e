/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_TUTORIAL_VIDEO_URL?: string;
  readonly VITE_APP_VERSION?: string;
}
