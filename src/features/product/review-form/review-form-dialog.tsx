import { Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { StoreDialog } from '../../../components/store-dialog';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/firebase/auth-context';
import { ReviewForm, useReviewFormTitle } from './review-form';

export interface ReviewFormDialogProps {
  open: boolean;
  onClose: () => void;
  product: { handle: string; title: string };
}

/**
 * The review form in place, over the product page: the same form as `/products/<handle>/review`.
 * A guest is offered Login, which comes back to the form's own page. Load it with `lazy()` when
 * first opened, as the store's other dialogs are.
 */
export function ReviewFormDialog({ open, onClose, product }: ReviewFormDialogProps) {
  const { user, loading } = useAuth();
  return (
    <StoreDialog
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullScreenOnPhones
      title={
        user ? (
          <SignedInTitle handle={product.handle} uid={user.uid} title={product.title} />
        ) : (
          'Write a review'
        )
      }
    >
      {loading ? (
        <Typography aria-busy="true">Checking your account…</Typography>
      ) : user ? (
        <ReviewForm productHandle={product.handle} uid={user.uid} onLeave={onClose} />
      ) : (
        <>
          <Typography sx={{ mb: 2 }}>Please log in to write a review of {product.title}.</Typography>
          <Button
            component={RouterLink}
            to={paths.authThen(paths.productReview(product.handle))}
            variant="contained"
          >
            Log in to write a review
          </Button>
        </>
      )}
    </StoreDialog>
  );
}

function SignedInTitle({ handle, uid, title }: { handle: string; uid: string; title: string }) {
  return `${useReviewFormTitle(handle, uid)}: ${title}`;
}
