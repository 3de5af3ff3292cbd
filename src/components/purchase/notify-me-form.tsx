import { useEffect, useRef, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  BACK_IN_STOCK_PRIVACY_NOTE,
  BACK_IN_STOCK_PROMISE,
  type BackInStockAnswer,
} from '../../domain/back-in-stock';
import type { Product } from '../../domain/commerce';
import { EmailField } from '../email-field';
import { useNotifyMe } from './use-notify-me';

export interface NotifyMeFormProps {
  product: Product;
  size?: 'medium' | 'large';
  /** The id of the product's name, so "Notify me" is announced with the product it is for. */
  describedBy?: string;
}

/**
 * Notify me, under a sold-out product's "Sold out": an email field and its button. A valid address goes to the `requestBackInStockNotice` Function, and the thanks
 * (the address kept, and what will happen) shows only once it has answered; a failure keeps the
 * address and says why under the field. Like the newsletter's forms, it needs the app: it shows
 * under "Sold out" once its code has loaded (`SoldOut`).
 */
export function NotifyMeForm({ product, size, describedBy }: NotifyMeFormProps) {
  const [answer, setAnswer] = useState<BackInStockAnswer>();
  const { emailField, submit, sending, sentEmail } = useNotifyMe(product, setAnswer);
  const thanks = useRef<HTMLDivElement>(null);

  // The form (and the button that had focus) gives way to the thanks, so focus moves there.
  useEffect(() => {
    if (answer) thanks.current?.focus();
  }, [answer]);

  return answer ? (
    <Box
      ref={thanks}
      tabIndex={-1}
      role="status"
      sx={{
        display: 'flex',
        gap: 1,
        p: 1.5,
        border: 1,
        borderColor: 'success.main',
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <CheckCircleIcon aria-hidden fontSize="small" sx={{ color: 'success.main', mt: 0.25 }} />
      <Typography variant="body2">
        {answer.status === 'requested'
          ? `Thank you: we have kept ${sentEmail} for ${product.title}.`
          : `${sentEmail} is already on the list for ${product.title}.`}{' '}
        {BACK_IN_STOCK_PROMISE}
      </Typography>
    </Box>
  ) : (
    // noValidate: the store's own message (below the field) replaces the browser's bubble.
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={`Notify me when ${product.title} is back in stock`}
      sx={{ display: 'grid', gap: 1 }}
    >
      <EmailField
        {...emailField}
        label="Email address"
        size={size === 'large' ? 'medium' : 'small'}
        fullWidth
      />
      <Button
        type="submit"
        variant="contained"
        size={size}
        fullWidth
        disabled={sending}
        aria-describedby={describedBy}
      >
        {sending ? 'Sending…' : 'Notify me'}
      </Button>
      <Typography variant="caption" color="textSecondary">
        {BACK_IN_STOCK_PRIVACY_NOTE}
      </Typography>
    </Box>
  );
}
