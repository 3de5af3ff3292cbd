import { Tab, Tabs } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { LegalKind, LegalPage } from '../../../../domain/types';
import { legalPaths } from '../../../../domain/legal-paths';

export const legalTabId = (kind: LegalKind) => `legal-tab-${kind}`;
export const legalPanelId = (kind: LegalKind) => `legal-panel-${kind}`;

/**
 * Below md (a phone, a small tablet) the tabs stand two to a row, each half the width, and a name
 * takes a second line when it needs one: every name is read whole on the first screen, with nothing
 * to scroll (the five names need about 790 px in one row). The sliding indicator follows one row
 * only, so there the chosen tab is underlined itself. From md each tab is as wide as its name, in
 * one row.
 */
const tabSx = {
  flex: { xs: '1 1 50%', md: '0 0 auto' },
  minWidth: 0,
  maxWidth: { xs: 'none', md: 360 },
  px: { xs: 1, md: 2 },
  lineHeight: 1.3,
  '&.Mui-selected': { boxShadow: { xs: 'inset 0 -2px 0 currentColor', md: 'none' } },
} as const;

const tabsSx = {
  borderBottom: 1,
  borderColor: 'divider',
  mb: 4,
  '& .MuiTabs-list, & .MuiTabs-flexContainer': { flexWrap: { xs: 'wrap', md: 'nowrap' } },
  '& .MuiTabs-indicator': { display: { xs: 'none', md: 'block' } },
} as const;

/**
 * One tab per legal page. Each tab is a link to its page's address (/privacy, /terms, /disclaimer),
 * so a tab works before the app has loaded and without JavaScript; in the app, switching tabs
 * replaces the address rather than adding to the history: it is reading one page.
 */
export function LegalTabs({
  label,
  pages,
  selected,
}: {
  label: string;
  pages: LegalPage[];
  selected: LegalKind;
}) {
  return (
    <Tabs value={selected} aria-label={label} sx={tabsSx}>
      {pages.map((page) => (
        <Tab
          key={page.kind}
          value={page.kind}
          label={page.tabLabel}
          id={legalTabId(page.kind)}
          aria-controls={page.kind === selected ? legalPanelId(page.kind) : undefined}
          component={RouterLink}
          to={legalPaths[page.kind]}
          replace
          preventScrollReset
          sx={tabSx}
        />
      ))}
    </Tabs>
  );
}
