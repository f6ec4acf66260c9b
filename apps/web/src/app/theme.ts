import { type CSSVariablesResolver, createTheme, darken, type MantineColorsTuple } from '@mantine/core';

// A calm, slightly deep teal: money and trust without the alarm of bright greens.
const sewaTeal: MantineColorsTuple = [
  '#e6fcf9',
  '#d2f4ef',
  '#a7e6dd',
  '#78d8ca',
  '#52cbba',
  '#3ac3b0',
  '#28b0a0',
  '#1a9a8b',
  '#0c7f72',
  '#00665b',
];

// Mantine's grey scale with shade 6, the 'dimmed' text colour (captions, descriptions, menu group labels), darkened
// from #868e96 (3.3:1 on white) to #5f6770 (5.7:1): WCAG 2.1 AA asks 4.5:1 for normal text. The lighter shades
// stay for borders and backgrounds.
const readableGray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#5f6770',
  '#495057',
  '#343a40',
  '#212529',
];

// Red shade 6 (errors, Delete, Logout) darkened from #fa5252 (3.3:1 on white) to #d32f2f (5.0:1).
const readableRed: MantineColorsTuple = [
  '#fff5f5',
  '#ffe3e3',
  '#ffc9c9',
  '#ffa8a8',
  '#ff8787',
  '#ff6b6b',
  '#d32f2f',
  '#c92a2a',
  '#b02525',
  '#962020',
];

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 8,
  // Staff who ask their system for less motion get modals, menus and notifications without transitions.
  respectReducedMotion: true,
  colors: { teal: sewaTeal, gray: readableGray, red: readableRed },
  fontFamily:
    'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", system-ui, -apple-system, sans-serif',
  headings: { fontFamily: 'inherit', fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Modal: {
      defaultProps: {
        radius: 'md',
        centered: true,
        overlayProps: { backgroundOpacity: 0.45, blur: 2 },
        closeButtonProps: { 'aria-label': 'Close' },
      },
    },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // The focus placeholder is a role="presentation" child of role="menu", which ARIA does not allow.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
    Paper: { defaultProps: { radius: 'md' } },
    Tooltip: { defaultProps: { openDelay: 250 } },
  },
});

// Light-variant components (status badges, light buttons, alerts) draw shade 6 text on a 10 % tint of it: 2-3.5:1
// for green, orange, yellow and cyan. WCAG 2.1 AA asks 4.5:1, so their text takes a darkened shade 9 instead.
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: Object.fromEntries(
    Object.entries(resolved.colors).map(([name, shades]) => [
      `--mantine-color-${name}-light-color`,
      darken(shades[9], 0.3),
    ]),
  ),
  dark: {},
});
