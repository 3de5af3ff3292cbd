import { useId } from 'react';
import { Box } from '@mui/material';
import { allProducts, shopFilterOptions, type ShopFilter } from '../../../domain/shop-filter';

interface ShopFilterSelectProps {
  value: ShopFilter;
  onChange: (filter: ShopFilter) => void;
}

/**
 * "Filter by": one health condition, or all products. While every product shows, the field reads
 * 'Select Condition' as an invitation to narrow the list down. A native select: the phone's own
 * picker, full keyboard support, and none of a menu component's weight on the shop's first load.
 */
export function ShopFilterSelect({ value, onChange }: ShopFilterSelectProps) {
  const id = useId();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: { xs: '100%', sm: 260 } }}>
      <Box component="label" htmlFor={id} sx={{ fontWeight: 700, fontSize: '0.9rem' }}>
        Filter by
      </Box>
      <Box
        component="select"
        id={id}
        value={value === allProducts ? '' : value}
        onChange={(event) => onChange((event.target.value || allProducts) as ShopFilter)}
        sx={{
          font: 'inherit',
          color: value === allProducts ? 'text.secondary' : 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'text.secondary',
          borderRadius: 1,
          minHeight: 44,
          px: 1.5,
          cursor: 'pointer',
          '&:hover': { borderColor: 'text.primary' },
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          '& option': { color: 'text.primary' },
        }}
      >
        <option value="" disabled hidden>
          Select Condition
        </option>
        {shopFilterOptions.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Box>
    </Box>
  );
}
