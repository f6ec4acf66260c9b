import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 8,
  colors: { teal: sewaTeal },
  fontFamily:
    'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", system-ui, -apple-system, sans-serif',
  headings: { fontFamily: 'inherit', fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Modal: {
      defaultProps: { radius: 'md', centered: true, overlayProps: { backgroundOpacity: 0.45, blur: 2 } },
    },
    Paper: { defaultProps: { radius: 'md' } },
    Tooltip: { defaultProps: { openDelay: 250 } },
  },
});
