import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);

function rgb(color: string): [number, number, number] {
  const hex = color.match(/^#([0-9a-f]{6})$/i);
  if (hex?.[1]) {
    const n = Number.parseInt(hex[1], 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  }
  const fn = color.match(/^rgba?\((\d+),\s*(\d+),\s*(\d+)/);
  if (!fn) throw new Error(`unreadable colour ${color}`);
  return [Number(fn[1]), Number(fn[2]), Number(fn[3])];
}

function luminance([r, g, b]: [number, number, number]): number {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Mantine's light variant background: shade 6 at 10 % over white. */
function lightBackground(shade6: string): [number, number, number] {
  return rgb(shade6).map((c) => Math.round(255 + (c - 255) * 0.1)) as [number, number, number];
}

describe('light-variant text (status badges, light buttons)', () => {
  const variables = cssVariablesResolver(resolved).light;
  it.each(Object.keys(resolved.colors))('%s reaches WCAG AA 4.5:1 on its tinted background', (name) => {
    const text = variables[`--mantine-color-${name}-light-color`];
    const shade6 = resolved.colors[name]?.[6];
    expect(text).toBeDefined();
    expect(shade6).toBeDefined();
    expect(contrast(rgb(text as string), lightBackground(shade6 as string))).toBeGreaterThanOrEqual(4.5);
  });
});
