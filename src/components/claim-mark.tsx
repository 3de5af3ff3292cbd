import { createContext, useContext, type MouseEvent } from 'react';

/** The symbol that ties a structure/function claim to the FDA statement (21 CFR 101.93(c)). */
import { CLAIM_SYMBOL } from '../domain/claims';

/** The footer's FDA statement, on every page: where a † leads, with or without JavaScript. */
export const FDA_STATEMENT_ID = 'fda-statement';

/**
 * The id of the statement the † marks inside lead to, when it is not the footer's: a dialog
 * covers the footer, so it prints the statement itself (`ClaimStatementScope`).
 */
export const ClaimStatementTarget = createContext<string | undefined>(undefined);

/** The smallest target WCAG 2.2 asks for (2.5.8), in CSS pixels. */
export const CLAIM_MARK_TARGET_SIZE = 24;

/** A dialog's own statement: focus brings it into view, and the page's address stays as it is. */
function showStatement(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const statement = document.getElementById(id);
  if (!statement) return;
  event.preventDefault();
  statement.focus();
}

interface ClaimMarkProps {
  /**
   * False inside something that is itself a link or an option (a search result): the † is then
   * only shown, and the statement is the page's. It is hidden from screen readers there, since
   * they cannot follow it.
   */
  linked?: boolean;
}

/**
 * The † after a structure/function claim (a benefit, a condition's "made to support ..."), a link
 * to the FDA statement. Put it right after the claim's text, inside the same element, so it stays
 * on the claim's last line.
 */
export function ClaimMark({ linked = true }: ClaimMarkProps) {
  const ownStatement = useContext(ClaimStatementTarget);
  if (!linked) return <sup aria-hidden="true">{CLAIM_SYMBOL}</sup>;
  return (
    // A line height of 0 keeps the raised mark from spreading the lines of the claim apart.
    <sup style={{ lineHeight: 0 }}>
      {/* A plain anchor styled by the store's `.claim-mark` (src/app/store-classes.tsx): the † is on most pages,
          many times over (a grid of cards), and costs no styling work. */}
      <a
        href={`#${ownStatement ?? FDA_STATEMENT_ID}`}
        aria-label="See the FDA statement about this claim"
        onClick={ownStatement ? (event) => showStatement(event, ownStatement) : undefined}
        className="claim-mark"
      >
        {CLAIM_SYMBOL}
      </a>
    </sup>
  );
}
