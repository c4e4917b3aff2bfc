import {
  createTheme,
  darken,
  defaultVariantColorsResolver,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type VariantColorsResolver,
} from '@mantine/core';

/**
 * The specification's colour states: primary (green, success), secondary (blue, info), danger (red,
 * error), warning (yellow) and gray. `navy` is the side menu's surface.
 */
const primary: MantineColorsTuple = [
  '#e6f6ec',
  '#cdebd9',
  '#9dd6b4',
  '#69c08c',
  '#3fae6b',
  '#259f57',
  '#168f4b',
  '#0f7a3f',
  '#096a36',
  '#005a2c',
];
const secondary: MantineColorsTuple = [
  '#e7f2fb',
  '#cfe3f5',
  '#9fc6eb',
  '#6ba7e0',
  '#4198d3',
  '#2b87c7',
  '#1f78b8',
  '#16679f',
  '#0e5789',
  '#054673',
];
const danger: MantineColorsTuple = [
  '#fdecec',
  '#f9d4d4',
  '#f2a7a7',
  '#eb7777',
  '#e54f4f',
  '#e13636',
  '#d92a2a',
  '#c11f1f',
  '#ab1818',
  '#951010',
];
const warning: MantineColorsTuple = [
  '#fff8e1',
  '#ffefc0',
  '#ffdf85',
  '#ffce47',
  '#ffc21a',
  '#fdb913',
  '#f0a800',
  '#d69500',
  '#bd8200',
  // Darkest shade: text on the lightest (#fff8e1) at 5.4:1 (WCAG AA).
  '#8a5c00',
];
const navy: MantineColorsTuple = [
  '#e9eef4',
  '#cfd9e4',
  '#a0b3c8',
  '#6d8aab',
  '#476a92',
  '#2f5580',
  '#214674',
  '#173a62',
  '#0f2c4c',
  '#0b1d2e',
];

/**
 * Light badges and buttons (a tinted background) write their text in the colour's darkest shade,
 * so it reads at 4.5:1 or more on the tint (WCAG 2.2 AA), whatever the colour.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const palette = input.theme.colors[input.color ?? input.theme.primaryColor];
  return palette ? { ...colors, color: darken(palette[9], 0.15) } : colors;
};

/**
 * Helper text, muted table text and placeholders in greys that read at 4.5:1 or more on the white
 * and the light-grey surfaces (Mantine's defaults give 3.3:1 and 2.1:1); field errors and invalid
 * borders in the danger red's shade 7 (6:1 on white; Mantine's default red gives 3.3:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    '--mantine-color-placeholder': '#636b74',
    '--mantine-color-error': danger[7],
  },
  dark: {},
});

export const theme = createTheme({
  primaryColor: 'primary',
  // Shade 7: white text on filled primary buttons reads at 5.4:1 (shade 6 gives 4.1:1).
  primaryShade: 7,
  variantColorResolver,
  colors: { primary, secondary, danger, warning, navy },
  autoContrast: true,
  fontFamily:
    'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  headings: {
    fontWeight: '650',
    sizes: {
      h1: { fontSize: '1.625rem', lineHeight: '1.25' },
      h2: { fontSize: '1.375rem', lineHeight: '1.3' },
      h3: { fontSize: '1.125rem', lineHeight: '1.35' },
      h4: { fontSize: '1rem', lineHeight: '1.4' },
    },
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  components: {
    Paper: { defaultProps: { radius: 'lg' } },
    Card: { defaultProps: { radius: 'lg' } },
    TextInput: { defaultProps: { size: 'sm' } },
    PasswordInput: { defaultProps: { size: 'sm' } },
    Tooltip: { defaultProps: { withArrow: true, openDelay: 150 } },
    Collapse: { defaultProps: { transitionDuration: 160 } },
    // Every clearable input's clear button (selects, dates, tags) says what it does.
    InputClearButton: { defaultProps: { 'aria-label': 'Clear' } },
    // Every dialog's and drawer's close button has a name (screen readers read "Close").
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});
