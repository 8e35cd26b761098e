import { Button, createTheme, type MantineColorsTuple, rem } from '@mantine/core';
import buttons from './theme.module.css';

// Ember orange: shade 7 (#c2410c) carries white text at 5.2:1 and is the
// theme colour of the installed app.
const brand: MantineColorsTuple = [
  '#fff7ed',
  '#ffedd5',
  '#fed7aa',
  '#fdba74',
  '#fb923c',
  '#f97316',
  '#ea580c',
  '#c2410c',
  '#9a3412',
  '#7c2d12',
];

// Danger is a crimson (hue 345°), never the brand's orange (hue 20°): Mantine's own red (hue 0°)
// sat so close to the brand that "Recomeçar o M15" read as one more orange button. Replacing
// `red` gives every error, destructive button and danger card the same crimson.
const red: MantineColorsTuple = [
  '#fff1f3',
  '#ffe4e8',
  '#fecdd6',
  '#fda4b4',
  '#fb7189',
  '#f43f5e',
  '#e11d48',
  '#be123c',
  '#9f1239',
  '#881337',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 8 },
  colors: { brand, red },
  defaultRadius: 'md',
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji"',
  headings: { fontWeight: '800' },
  // A screen's one big figure (Resultados' kilograms): `fz="display"`, beside Mantine's own xs-xl.
  fontSizes: { display: rem(52) },
  respectReducedMotion: true,
  cursorType: 'pointer',
  components: {
    // Labels wrap to a second line, centred, on a narrow phone; buttons in a row share one height.
    Button: Button.extend({ defaultProps: { size: 'md' }, classNames: { root: buttons.root, label: buttons.label } }),
  },
});
