import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

// `npm run icons` regenerates every icon in public/ from the one logo.
export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    ...minimal2023Preset,
    maskable: { ...minimal2023Preset.maskable, padding: 0.3, resizeOptions: { background: '#c2410c' } },
    apple: { ...minimal2023Preset.apple, padding: 0.3, resizeOptions: { background: '#c2410c' } },
  },
  images: ['public/favicon.svg'],
});
