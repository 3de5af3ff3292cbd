import type { ReactNode } from 'react';
import { Box, Link, type LinkProps, type SxProps, type Theme } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../config/paths';

/** Normalised so that "Third-Party Tested", "Third-party tested" and "third party tested" match. */
const normalised = (label: string) => label.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Quality claims that have a page proving them, by their normalised label. */
const proofs: Record<string, string> = { [normalised('Third-Party Tested')]: paths.labResults };

interface ProofLinkProps {
  /** The quality claim or certification the badge shows ("Third-Party Tested"). */
  label: string;
  /** The link's colour, where there is a link. */
  color: LinkProps['color'];
  sx: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A badge's content as a link to the page that proves its claim ("Third-Party Tested": the lab
 * results), or as plain text where the store has no page for it.
 */
export function ProofLink({ label, color, sx, children }: ProofLinkProps) {
  const proof = proofs[normalised(label)];
  if (!proof) {
    return (
      <Box component="span" sx={sx}>
        {children}
      </Box>
    );
  }
  return (
    <Link component={RouterLink} to={proof} color={color} underline="hover" sx={sx}>
      {children}
    </Link>
  );
}
