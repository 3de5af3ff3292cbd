import { useId, type ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { Link as RouterLink } from 'react-router-dom';
import { ClaimMark } from '../../../components/claim-mark';
import { ContentIcon } from '../../../components/content-icon';
import { paths } from '../../../config/paths';
import type { Product } from '../../../domain/commerce';
import type { ConditionSummary } from '../../../domain/types';
import { searchGroups } from './search-option';

/** The search page's results: the palette's two groups, each a list of links. */
export function SearchResultGroups({
  products,
  conditions,
}: {
  products: readonly Product[];
  conditions: readonly ConditionSummary[];
}) {
  return (
    <>
      {products.length > 0 && (
        <ResultGroup title={searchGroups.product}>
          {products.map((product) => (
            <ResultLink
              key={product.id}
              to={paths.product(product.handle)}
              icon={<Inventory2OutlinedIcon aria-hidden fontSize="small" />}
              name={product.title}
              benefit={product.benefit}
            />
          ))}
        </ResultGroup>
      )}
      {conditions.length > 0 && (
        <ResultGroup title={searchGroups.condition}>
          {conditions.map((condition) => (
            <ResultLink
              key={condition.slug}
              to={condition.href}
              icon={<ContentIcon name={condition.icon} fontSize="small" />}
              name={condition.name}
            />
          ))}
        </ResultGroup>
      )}
    </>
  );
}

function ResultGroup({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

/**
 * One result; a product is named by all it shows (name, then benefit). The benefit is a claim: its
 * † is only shown, since the result is a link already (the statement is the footer's).
 */
function ResultLink({
  to,
  icon,
  name,
  benefit,
}: {
  to: string;
  icon: ReactNode;
  name: string;
  benefit?: string;
}) {
  return (
    <li>
      <Box
        component={RouterLink}
        to={to}
        sx={{
          color: 'inherit',
          textDecoration: 'none',
          display: 'flex',
          gap: 1.5,
          alignItems: 'flex-start',
          px: 1.5,
          py: 1,
          borderRadius: 1,
          '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
        }}
      >
        <Box component="span" sx={{ color: 'primary.main', display: 'inline-flex', mt: 0.25 }}>
          {icon}
        </Box>
        <Box component="span" sx={{ minWidth: 0 }}>
          <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
            {name}
          </Typography>
          {benefit && (
            <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
              {benefit}
              <ClaimMark linked={false} />
            </Typography>
          )}
        </Box>
      </Box>
    </li>
  );
}
