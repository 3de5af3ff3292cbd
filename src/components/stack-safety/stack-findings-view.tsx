/**
 * The stack check on screen, loaded after hydration by `stack-findings.tsx`: the summary beside a
 * cart or the quiz's recommendations, "With your cart" on a product's page, a short note on each
 * product card, and a mark on each cart line the summary speaks about.
 */
import { Box, Link, Typography } from '@mui/material';
import type { MouseEvent } from 'react';
import { findingsFor, worstSeverity } from '../../domain/stack-safety/findings';
import { checksRun } from '../../domain/stack-safety/wording';
import { countText, findingHeadline, severityLabels } from './finding-text';
import { SeverityIcon } from './severity-icon';
import { StackFindingsPanel, summaryMarker } from './stack-findings-panel';
import type { StackProduct } from './stack-products';
import { useCartStackFindings } from './use-stack-findings';

/** The check's title for one product on its own, in the cart and on the product's page alike. */
const aloneTitle = 'Stack check';

export interface StackFindingsViewProps {
  /** Products checked with the cart's (the quiz's recommendations). */
  alongside?: readonly StackProduct[];
  headingLevel: 'h2' | 'h3';
  onNavigate?: () => void;
  offerMedicationQuestion?: boolean;
}

/** Every finding for the cart's products (and those alongside). */
export function StackFindingsView({ alongside, ...props }: StackFindingsViewProps) {
  const { findings, products, ...check } = useCartStackFindings(alongside);
  if (products.length === 0) return null;
  const these = products.length === 1 ? 'this product' : 'these products';
  return (
    <StackFindingsPanel
      title={products.length === 1 ? aloneTitle : 'Taking these together'}
      check={check}
      findings={findings}
      none={`No ${checksRun(products.length, check.interactionsChecked)} findings for ${these}.`}
      {...props}
    />
  );
}

export interface ProductStackFindingsViewProps {
  product: StackProduct;
  headingLevel: 'h2' | 'h3';
  onNavigate?: () => void;
}

/**
 * "With your cart": the findings that involve this product when it joins the cart's (and the
 * shopper's medications). With nothing to check it with, what the cart would say of it alone (a
 * dose over an upper limit), under the cart's own title, before it is added; nothing when that is
 * nothing.
 */
export function ProductStackFindingsView({ product, ...props }: ProductStackFindingsViewProps) {
  const { findings, products, ...check } = useCartStackFindings([product]);
  const withCart = products.length > 1;
  if (!withCart && !check.interactionsChecked) {
    if (check.status !== 'success' || findings.length === 0) return null;
    return (
      <StackFindingsPanel
        title={aloneTitle}
        check={check}
        findings={findings}
        none={`No ${checksRun(1, false)} findings for this product.`}
        {...props}
      />
    );
  }
  const what = withCart
    ? check.interactionsChecked
      ? 'your cart and medications'
      : 'your cart'
    : 'your medications';
  // A product of the cart that could not be checked is said too: nothing was checked against it.
  const about = findings.filter(
    (finding) => finding.handles.includes(product.handle) || finding.kind === 'unreadable',
  );
  return (
    <StackFindingsPanel
      title={`With ${what}`}
      check={check}
      findings={about}
      none={`No ${checksRun(products.length, check.interactionsChecked)} findings for this product with ${what}.`}
      {...props}
    />
  );
}

/** Brings the nearest stack summary into view and moves focus to it. */
function showSummary(event: MouseEvent<HTMLElement>) {
  for (let scope = event.currentTarget.parentElement; scope; scope = scope.parentElement) {
    const summary = scope.querySelector<HTMLElement>(`[${summaryMarker}]`);
    if (!summary) continue;
    summary.focus({ preventScroll: true });
    summary.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    return;
  }
}

export interface StackFindingsNoteViewProps {
  handle: string;
  /** Products checked with the cart's (the quiz's recommendations). */
  alongside?: readonly StackProduct[];
}

/** A product's findings in short, on its cart line or card, pointing to the summary for the rest. */
export function StackFindingsNoteView({ handle, alongside }: StackFindingsNoteViewProps) {
  const { status, findings } = useCartStackFindings(alongside);
  const about = findingsFor(handle, findings);
  const worst = worstSeverity(about);
  if (status !== 'success' || worst === null) return null;
  const count = countText(about);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 0.75 }}>
      <SeverityIcon severity={worst} />
      <Typography variant="body2">
        <Box component="strong" sx={{ fontWeight: 700 }}>
          {count.charAt(0).toUpperCase() + count.slice(1)}:
        </Box>{' '}
        {about.map(findingHeadline).join('; ')}. <SeeDetailsBelow />
      </Typography>
    </Box>
  );
}

/** The way from a short note about the cart's findings to the summary below the lines. */
function SeeDetailsBelow() {
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      onClick={showSummary}
      sx={{ verticalAlign: 'baseline' }}
    >
      See details below
    </Link>
  );
}

export interface StackFindingsMarkViewProps {
  handle: string;
}

/**
 * A cart line's mark: how serious the worst finding about it is, and the way to the summary below
 * the lines, which says each finding once with every product it involves. (The findings in short
 * on every line said a finding about two products twice, five lines each on a phone.)
 */
export function StackFindingsMarkView({ handle }: StackFindingsMarkViewProps) {
  const { status, findings } = useCartStackFindings();
  const worst = worstSeverity(findingsFor(handle, findings));
  if (status !== 'success' || worst === null) return null;
  return (
    <Typography variant="body2" sx={{ display: 'flex', alignItems: 'flex-start', columnGap: 0.5 }}>
      <SeverityIcon severity={worst} />
      <span>
        <Box component="strong" sx={{ fontWeight: 700 }}>
          {severityLabels[worst]}
        </Box>{' '}
        <SeeDetailsBelow />
      </span>
    </Typography>
  );
}
