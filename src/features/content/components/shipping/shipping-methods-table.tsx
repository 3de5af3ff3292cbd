import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { shippingPriceLabel } from '../../../../domain/shipping';
import type { ShippingPolicy } from '../../../../domain/types';

/** The shipping methods side by side, so delivery time and cost compare at a glance. */
export function ShippingMethodsTable({ policy }: { policy: ShippingPolicy }) {
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ mb: 6 }}>
      <Table
        aria-label="Shipping methods"
        sx={{
          '& th, & td': { px: { xs: 1.5, sm: 2 } },
          '& thead th': { fontWeight: 700 },
          '& tbody td': { whiteSpace: { sm: 'nowrap' } },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Method
            </TableCell>
            <TableCell component="th" scope="col">
              Delivery time
            </TableCell>
            <TableCell component="th" scope="col">
              Cost
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {policy.methods.map((method) => (
            <TableRow key={method.name}>
              <TableCell component="th" scope="row">
                <Typography sx={{ fontWeight: 700 }}>{method.name}</Typography>
                {method.note && (
                  <Typography variant="body2" color="textSecondary">
                    {method.note}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{method.deliveryTime}</TableCell>
              <TableCell sx={{ fontWeight: 700 }}>
                {shippingPriceLabel(method.price, policy.freeShippingThreshold)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
