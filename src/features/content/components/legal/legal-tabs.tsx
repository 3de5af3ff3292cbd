import { Tab, Tabs } from '@mui/material';
import type { LegalKind, LegalPage } from '../../../../domain/types';

export const legalTabId = (kind: LegalKind) => `legal-tab-${kind}`;
export const legalPanelId = (kind: LegalKind) => `legal-panel-${kind}`;

/** One tab per legal page; choosing a tab is left to the page, which moves to that tab's address. */
export function LegalTabs({
  label,
  pages,
  selected,
  onSelect,
}: {
  label: string;
  pages: LegalPage[];
  selected: LegalKind;
  onSelect: (kind: LegalKind) => void;
}) {
  return (
    <Tabs
      value={selected}
      onChange={(_event, kind: LegalKind) => onSelect(kind)}
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
          aria-controls={legalPanelId(page.kind)}
        />
      ))}
    </Tabs>
  );
}
