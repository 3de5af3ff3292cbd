import { useId, type ReactNode } from 'react';
import { Typography } from '@mui/material';
// eslint-disable-next-line no-restricted-imports -- The FDA statement is the site settings' words, loaded with every page by the shell.
import { useSiteSettings } from '../lib/sanity/queries/site-settings';
import { CLAIM_SYMBOL } from '../domain/claims';
import { ClaimStatementTarget } from './claim-mark';

/**
 * Claims shown in a dialog, followed by the FDA statement their † marks lead to: the dialog covers
 * the footer's statement, so it prints the editors' statement itself, after the claims.
 */
export function ClaimStatementScope({ children }: { children: ReactNode }) {
  const id = useId();
  const { fdaDisclaimer } = useSiteSettings();
  return (
    <ClaimStatementTarget value={id}>
      {children}
      <Typography id={id} tabIndex={-1} variant="body2" color="textSecondary" sx={{ lineHeight: 1.6 }}>
        {CLAIM_SYMBOL} {fdaDisclaimer}
      </Typography>
    </ClaimStatementTarget>
  );
}
