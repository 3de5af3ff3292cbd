import type { HTMLAttributes, Key } from 'react';
import { Box, Typography } from '@mui/material';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { ClaimMark } from '../../../components/claim-mark';
import { ContentIcon } from '../../../components/content-icon';
import type { Product } from '../../../domain/commerce';
import type { ConditionSummary } from '../../../domain/types';

export type SearchOption =
  { kind: 'product'; product: Product } | { kind: 'condition'; condition: ConditionSummary };

export const searchGroups = { product: 'Products', condition: 'Health Conditions' } as const;

export function searchOptionLabel(option: SearchOption): string {
  return option.kind === 'product' ? option.product.title : option.condition.name;
}

export function searchOptionKey(option: SearchOption): string {
  return option.kind === 'product' ? option.product.id : `condition:${option.condition.slug}`;
}

type OptionProps = HTMLAttributes<HTMLLIElement> & { key: Key };

/**
 * One result: a product with its benefit, or a condition with its icon. A product is named by all it
 * shows (title, then benefit), so what a speech user reads they can say. The benefit is a claim:
 * its † is only shown (an option holds no link) and stays visible when the benefit is cut short.
 */
export function SearchOptionRow({ props, option }: { props: OptionProps; option: SearchOption }) {
  const { key, ...optionProps } = props;
  const labelId = `${optionProps.id}-label`;
  const benefitId = `${optionProps.id}-benefit`;
  const icon =
    option.kind === 'product' ? (
      <Inventory2OutlinedIcon aria-hidden fontSize="small" />
    ) : (
      <ContentIcon name={option.condition.icon} fontSize="small" />
    );
  return (
    <Box
      component="li"
      key={key}
      {...optionProps}
      aria-labelledby={option.kind === 'product' ? undefined : labelId}
      sx={{ gap: 1.5, alignItems: 'flex-start !important' }}
    >
      <Box component="span" sx={{ color: 'primary.main', display: 'inline-flex', mt: 0.25 }}>
        {icon}
      </Box>
      <Box component="span" sx={{ minWidth: 0 }}>
        <Typography id={labelId} component="span" sx={{ display: 'block', fontWeight: 600 }}>
          {searchOptionLabel(option)}
        </Typography>
        {option.kind === 'product' && (
          <Typography
            component="span"
            variant="body2"
            color="textSecondary"
            sx={{ display: 'flex', minWidth: 0 }}
          >
            <Box
              id={benefitId}
              component="span"
              sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
            >
              {option.product.benefit}
            </Box>
            <ClaimMark linked={false} />
          </Typography>
        )}
      </Box>
    </Box>
  );
}
