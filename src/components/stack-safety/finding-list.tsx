import { Box, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Finding } from '../../domain/stack-safety/findings';
import { ExternalLink } from '../external-link';
import { severityLabels } from './finding-text';
import { SeverityIcon } from './severity-icon';

/** Where a finding comes from: an NIH page (another site) or, for an unreadable label, the product's page. */
function FindingSource({ source, onNavigate }: Pick<Finding, 'source'> & { onNavigate?: () => void }) {
  if (source.url.startsWith('/'))
    return (
      <>
        {'Product page: '}
        <RouterLink className="text-link" to={source.url} onClick={onNavigate}>
          {source.label}
        </RouterLink>
      </>
    );
  return (
    <>
      {'Source: '}
      <ExternalLink href={source.url}>{source.label}</ExternalLink>
    </>
  );
}

/** Each finding: its severity (icon and word), the plain-language message and its source. */
export function FindingList({
  findings,
  onNavigate,
}: {
  findings: readonly Finding[];
  onNavigate?: () => void;
}) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {findings.map((finding, index) => (
        <Box
          component="li"
          key={`${index}:${finding.kind}:${finding.nutrient ?? ''}`}
          sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1 }}
        >
          <SeverityIcon severity={finding.severity} />
          <div>
            <Typography variant="body2">
              <Box component="strong" sx={{ fontWeight: 700 }}>
                {severityLabels[finding.severity]}:
              </Box>{' '}
              {finding.message}
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
              <FindingSource source={finding.source} onNavigate={onNavigate} />
            </Typography>
          </div>
        </Box>
      ))}
    </Box>
  );
}
