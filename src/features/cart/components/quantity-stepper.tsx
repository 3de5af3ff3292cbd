import { Box, IconButton, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { visuallyHidden } from '../../../components/visually-hidden';
import { waitingProps, waitingStyle } from './waiting-button';

interface QuantityStepperProps {
  /** The line's name, so each button says which product it changes. */
  name: string;
  quantity: number;
  /** True while the cart is being changed: the buttons wait. */
  waiting: boolean;
  onChange: (quantity: number) => void;
}

/**
 * One line's quantity with buttons to step it. The number is a live region, so a screen reader
 * hears the new quantity once the cart has it. Going below 1 is left to the Remove button.
 */
export function QuantityStepper({ name, quantity, waiting, onChange }: QuantityStepperProps) {
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={`Quantity of ${name}`}
      sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <IconButton
        size="small"
        aria-label={`Decrease quantity of ${name}`}
        sx={waitingStyle}
        {...waitingProps(waiting || quantity <= 1, () => onChange(quantity - 1))}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Box component="output" aria-live="polite" sx={{ minWidth: 32, textAlign: 'center', fontWeight: 600 }}>
        <Box component="span" sx={visuallyHidden}>
          Quantity{' '}
        </Box>
        {quantity}
      </Box>
      <IconButton
        size="small"
        aria-label={`Increase quantity of ${name}`}
        sx={waitingStyle}
        {...waitingProps(waiting, () => onChange(quantity + 1))}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
