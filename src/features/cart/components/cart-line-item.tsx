import { Box, Button, Stack, Typography } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Link as RouterLink } from 'react-router-dom';
import type { CartLine } from '../../../domain/commerce';
import { formatMoney } from '../../../domain/money';
import { ProductImage } from '../../../components/product/product-image';
import { lineName, variantLabel } from '../../../domain/cart-display';
import { QuantityStepper } from './quantity-stepper';
import { waitingProps, waitingStyle } from './waiting-button';
import { paths } from '../../../config/paths';
import { StackFindingsMark } from '../../../components/stack-safety/stack-findings';
import { RenewalTerms } from '../../../components/purchase/renewal-terms';

const imageSize = 80;

interface CartLineItemProps {
  line: CartLine;
  /** True while the cart is being changed. */
  waiting: boolean;
  /** Shows the stack check's mark (not while a product is being added). */
  withStackMark: boolean;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
  /** Called when the shopper follows the product link (the drawer closes). */
  onNavigate?: () => void;
}

/**
 * One product in the cart: photo, name, unit price, quantity, line total and Remove. A line being
 * added (`pending`) has no price yet: it says so, and its controls wait with the cart's.
 */
export function CartLineItem({
  line,
  waiting,
  withStackMark,
  onQuantityChange,
  onRemove,
  onNavigate,
}: CartLineItemProps) {
  const name = lineName(line);
  const variant = variantLabel(line);
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: `${imageSize}px 1fr auto`,
        columnGap: 2,
        py: 2,
        '& + &': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      {line.image ? (
        // The name follows at once, so the photo is decorative here.
        <ProductImage image={{ ...line.image, altText: '' }} sizes={`${imageSize}px`} look="thumbnail" />
      ) : (
        <Box sx={{ width: imageSize, height: imageSize, borderRadius: 1, bgcolor: 'grey.100' }} />
      )}
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <RouterLink
          className="text-link text-link--quiet"
          to={paths.product(line.productHandle)}
          onClick={onNavigate}
          style={{ fontWeight: 700 }}
        >
          {line.productTitle}
        </RouterLink>
        {variant && (
          <Typography variant="body2" color="textSecondary">
            {variant}
          </Typography>
        )}
        {line.sellingPlan && <Typography variant="body2">{line.sellingPlan.name}</Typography>}
        <Typography variant="body2" color="textSecondary">
          {line.pending ? 'Adding to your cart…' : `${formatMoney(line.unitPrice)} each`}
        </Typography>
        {line.sellingPlan && <RenewalTerms perDelivery={line.totalPrice} plan={line.sellingPlan} />}
        {withStackMark && <StackFindingsMark handle={line.productHandle} />}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', pt: 0.5 }}>
          <QuantityStepper
            name={name}
            quantity={line.quantity}
            waiting={waiting}
            onChange={onQuantityChange}
          />
          <Button
            size="small"
            color="inherit"
            startIcon={<DeleteOutlineIcon />}
            aria-label={`Remove ${name}`}
            sx={[{ color: 'text.secondary' }, waitingStyle]}
            {...waitingProps(waiting, onRemove)}
          >
            Remove
          </Button>
        </Stack>
      </Stack>
      <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {line.pending ? '' : formatMoney(line.totalPrice)}
      </Typography>
    </Box>
  );
}
