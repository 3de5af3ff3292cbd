import { darken, getContrastRatio } from '@mui/material/styles';
import type { Campaign } from '../../domain/types';
import { theme, type BrandColors } from '../theme';

/** WCAG AA for normal-size text. */
export const AA_CONTRAST = 4.5;

/** Opaque hex, rgb() or hsl(): the forms the Studio's colour input writes and contrast can be judged on. */
const opaqueColor =
  /^#(?:[\da-f]{3}|[\da-f]{6})$|^(?:rgb|hsl)\(\s*[\d.]+%?\s*,\s*[\d.]+%?\s*,\s*[\d.]+%?\s*\)$/i;

const lightBackgrounds = [
  theme.palette.common.white,
  theme.palette.background.default,
  theme.palette.background.sand,
];

/**
 * The colour itself when it already reads at AA as text on every light background of the store
 * (and so carries white text too), otherwise the lightest darker shade that does. Editors pick
 * campaign colours for mood; this keeps a pale pink from turning buttons and links unreadable.
 * An unparseable or translucent colour (whose contrast depends on what is behind it) gives `fallback`.
 */
export function readableColor(color: string, fallback: string): string {
  const passes = (candidate: string) =>
    lightBackgrounds.every((background) => getContrastRatio(candidate, background) >= AA_CONTRAST);
  const value = color.trim();
  if (!opaqueColor.test(value)) return fallback;
  for (let step = 0; step <= 20; step += 1) {
    const candidate = step === 0 ? value : darken(value, step * 0.05);
    if (passes(candidate)) return candidate;
  }
  return fallback;
}

export interface CampaignColors extends BrandColors {
  accent: string;
}

/** The campaign's palette made safe for text: primary and secondary drive the theme, accent the banner. */
export function campaignColors(campaign: Campaign): CampaignColors {
  const primary = readableColor(campaign.palette.primary, theme.palette.primary.main);
  return {
    primary,
    secondary: readableColor(campaign.palette.secondary, theme.palette.secondary.main),
    accent: readableColor(campaign.palette.accent, primary),
  };
}
