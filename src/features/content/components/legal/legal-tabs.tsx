import { Tab, Tabs } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { LegalKind, LegalPage } from '../../../../domain/types';
import { legalPaths } from './legal-paths';

export const legalTabId = (kind: LegalKind) => `legal-tab-${kind}`;
export const legalPanelId = (kind: LegalKind) => `legal-panel-${kind}`;

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
    <Tabs
      value={selected}
      aria-label={label}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider', mb: 4 }}
    >
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
        />
      ))}
    </Tabs>
  );
}
