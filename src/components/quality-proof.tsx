import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';

/** Normalised so that "Third-Party Tested", "Third-party tested" and "third party tested" match. */
const normalised = (label: string) => label.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Quality claims that have a page proving them, by their normalised label. */
const proofs: Record<string, string> = { [normalised('Third-Party Tested')]: paths.labResults };

interface ProofLinkProps {
  /** The quality claim or certification the badge shows ("Third-Party Tested"). */
  label: string;
  /** The badge's class (one of the store's classes, src/app/store-classes.tsx), on the link or the text alike. */
  className: string;
  children: ReactNode;
}

/**
 * A badge's content as a link to the page that proves its claim ("Third-Party Tested": the lab
 * results), or as plain text where the store has no page for it.
 */
export function ProofLink({ label, className, children }: ProofLinkProps) {
  const proof = proofs[normalised(label)];
  if (!proof) return <span className={className}>{children}</span>;
  return (
    <Link to={proof} className={className}>
      {children}
    </Link>
  );
}
