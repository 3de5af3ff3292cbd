import type { CSSObject, Theme } from '@mui/material/styles';
import type { PrivacyRegion } from '../../domain/consent';

const REGIONS: PrivacyRegion[] = ['consent-first', 'decline-any-time'];

/**
 * The privacy question's styles (privacy-banner.tsx) as the store's classes (src/app/store-classes.tsx).
 * Until the app has hydrated, the boot script's mark on <html> alone decides whether the question
 * shows (`data-until-known`) and which region's words it says (`data-region`).
 */
export function privacyQuestionClasses({
  palette,
  typography,
  breakpoints,
  spacing,
}: Theme): Record<string, CSSObject> {
  const hiddenUntilAsked = Object.fromEntries(
    REGIONS.map((region) => [
      `html:not([data-privacy-asking="${region}"]) .privacy-question__summary[data-region="${region}"]`,
      { display: 'none' },
    ]),
  );
  return {
    '.privacy-question': {
      backgroundColor: palette.background.paper,
      borderBottom: `1px solid ${palette.divider}`,
      '&:focus': { outline: 'none' },
      '&:focus-visible': { outline: `3px solid ${palette.primary.main}`, outlineOffset: -3 },
    },
    'html:not([data-privacy-asking]) .privacy-question[data-until-known]': { display: 'none' },
    '.privacy-question__inner': {
      maxWidth: breakpoints.values.lg,
      margin: '0 auto',
      padding: spacing(1.5, 2),
      display: 'flex',
      flexDirection: 'column',
      gap: spacing(1.25),
      [breakpoints.up('sm')]: { paddingLeft: spacing(3), paddingRight: spacing(3) },
      [breakpoints.up('md')]: {
        padding: spacing(2, 3),
        flexDirection: 'row',
        alignItems: 'center',
        gap: spacing(3),
      },
    },
    '.privacy-question__text': { flex: 1 },
    '.privacy-question__title': { ...typography.subtitle1, margin: 0, fontWeight: 700, lineHeight: 1.4 },
    '.privacy-question__summary': { ...typography.body2, margin: 0 },
    ...hiddenUntilAsked,
    '.privacy-question__answers': { display: 'flex', flexWrap: 'wrap', gap: spacing(1), flexShrink: 0 },
  };
}
