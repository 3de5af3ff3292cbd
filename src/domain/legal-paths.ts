import { paths } from '../config/paths';
import type { LegalKind } from './types';

/** Each legal page has its own address, so a footer link or a bookmark opens the right tab. */
export const legalPaths: Record<LegalKind, string> = {
  privacy: paths.privacy,
  terms: paths.terms,
  disclaimer: paths.disclaimer,
  'review-guidelines': paths.reviewGuidelines,
  accessibility: paths.accessibility,
};

/** The legal page at a path; the privacy policy is the default tab. */
export function legalKindAt(pathname: string): LegalKind {
  const entry = Object.entries(legalPaths).find(([, path]) => path === pathname.replace(/\/+$/, ''));
  return (entry?.[0] as LegalKind | undefined) ?? 'privacy';
}
