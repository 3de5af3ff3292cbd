import { paths } from '../config/paths';

/** Normalised so that "Third-Party Tested", "Third-party tested" and "third party tested" match. */
const normalised = (label: string) => label.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Quality claims that have a page proving them, by their normalised label. */
const proofs: Record<string, string> = { [normalised('Third-Party Tested')]: paths.labResults };

/**
 * Where a quality claim or certification is proven (a badge's link), or undefined when the store
 * has no page for it: "Third-Party Tested" leads to the lab results.
 */
export function proofOf(label: string): string | undefined {
  return proofs[normalised(label)];
}
