import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { AA_CONTRAST, readableColor } from './campaign-colors';
import { theme } from '../theme';

const fallback = theme.palette.primary.main;
const backgrounds = ['#ffffff', theme.palette.background.default, theme.palette.background.sand];

describe('readableColor', () => {
  it.each([
    ['a deep pink that already passes', '#ad1457'],
    ['a deep purple that already passes', '#6a1b9a'],
  ])('keeps %s unchanged', (_label, color) => {
    expect(readableColor(color, fallback)).toBe(color);
  });

  it.each([
    ['pumpkin orange', '#ff7518'],
    ['bright pink', '#ff69b4'],
    ['pale pink', '#ffc0cb'],
    ['white', '#ffffff'],
    ['lavender in rgb()', 'rgb(200, 162, 200)'],
  ])('darkens %s until text in it and white text on it pass AA', (_label, color) => {
    const readable = readableColor(color, fallback);
    expect(readable).not.toBe(color);
    for (const background of backgrounds) {
      expect(getContrastRatio(readable, background)).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
  });

  it.each([
    ['a colour name MUI cannot parse', 'pink'],
    ['an empty value', ''],
    ['a translucent colour', '#ff751880'],
    ['a typo', '#ff7g18'],
  ])('falls back to the brand colour for %s', (_label, color) => {
    expect(readableColor(color, fallback)).toBe(fallback);
  });
});
