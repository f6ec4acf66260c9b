import { describe, expect, it } from 'vitest';
import {
  CHART_BAR_MAX_THICKNESS,
  CHART_HORIZONTAL_BAR_MAX_THICKNESS,
  ERROR_POPUP_MS,
  SESSION_COOKIE_NAME,
  SUCCESS_POPUP_MS,
} from './ui-constants';

describe('origination.md §8/§9 business constants', () => {
  it.each<[string, unknown, unknown]>([
    ['token cookie', SESSION_COOKIE_NAME, 'token'],
    ['checklist error popup', ERROR_POPUP_MS, 3000],
    ['success popup', SUCCESS_POPUP_MS, 2000],
    ['bar thickness', CHART_BAR_MAX_THICKNESS, 50],
    ['horizontal bar thickness', CHART_HORIZONTAL_BAR_MAX_THICKNESS, 45],
  ])('%s', (_title, value, expected) => {
    expect(value).toBe(expected);
  });
});
