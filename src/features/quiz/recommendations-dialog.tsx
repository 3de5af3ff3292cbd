import { useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, DialogContentText, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { CardGrid } from '../../components/card-grid';
import { ClaimStatementScope } from '../../components/claim-statement';
import { StoreDialog } from '../../components/store-dialog';
import { useShellActions } from '../../components/shell-actions';
import { paths } from '../../config/paths';
import { StackFindings, StackFindingsNote } from '../../components/stack-safety/stack-findings';
import type { Quiz } from '../../domain/types';
import { productsByNumberQueryOptions } from '../../lib/shopify';
import { CampaignEmoji, useQuizCampaignStyle } from './components/quiz-campaign-style';
import { AddAllToCart } from './components/add-all-to-cart';
import { RecommendationCard } from './components/recommendation-card';

export interface RecommendationsDialogProps {
  open: boolean;
  /** The result texts the editors wrote (title, subtitle, fallback text and button). */
  quiz: Pick<Quiz, 'resultTitle' | 'resultSubtitle' | 'fallbackText' | 'fallbackButtonLabel'>;
  /** Catalogue numbers ("1".."74") in the order to show, from `recommendedProductNumbers`. */
  productNumbers: readonly string[];
  /** Why each product was picked, by catalogue number: "For your concern: Blood Sugar". */
  reasons?: Readonly<Record<string, readonly string[]>>;
  /** Lines under the subtitle: the answers none of the products is for, a result not saved. */
  notes?: ReactNode;
  /** Offers "Retake the quiz" (which starts from the same answers). */
  onRetake?: () => void;
  /** Closing completes the quiz. */
  onClose: () => void;
}

const columns = { xs: 1, sm: 2, lg: 4 };

/**
 * The quiz's result: up to four recommended products, each with Add to Cart, View Details and
 * Buy Now, or the editors' fallback text with a way to the shop when nothing matches; and what it
 * says of the answers none of them is for.
 */
export function RecommendationsDialog({
  open,
  quiz,
  productNumbers,
  reasons,
  notes,
  onRetake,
  onClose,
}: RecommendationsDialogProps) {
  const subtitleId = useId();
  const campaignStyle = useQuizCampaignStyle();
  const { openProduct } = useShellActions();
  // Fetched when the recommendations open, in the order given (a number the catalogue no longer
  // has is skipped), never for an empty list.
  const products = useQuery({
    ...productsByNumberQueryOptions(productNumbers),
    enabled: open && productNumbers.length > 0,
  });

  const fallback = (
    <Box sx={{ textAlign: 'center', py: 4 }}>
      <Typography sx={{ mb: 3, fontSize: '1.1rem', lineHeight: 1.6 }}>{quiz.fallbackText}</Typography>
      <Button variant="contained" size="large" component={RouterLink} to={paths.shop} onClick={onClose}>
        {quiz.fallbackButtonLabel}
      </Button>
    </Box>
  );

  let body;
  if (productNumbers.length === 0) {
    body = fallback;
  } else if (products.isPending) {
    body = (
      <CardGrid columns={columns}>
        {productNumbers.map((number) => (
          <Box component="li" key={number} aria-hidden>
            <Skeleton variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto', mb: 1.5 }} />
            <Skeleton variant="text" width="80%" height={32} />
            <Skeleton variant="text" />
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="rounded" height={40} sx={{ mt: 1.5 }} />
          </Box>
        ))}
      </CardGrid>
    );
  } else if (products.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void products.refetch()} disabled={products.isFetching}>
            {products.isFetching ? 'Retrying…' : 'Try again'}
          </Button>
        }
      >
        {products.error.message}
      </Alert>
    );
  } else if (products.data.length === 0) {
    body = fallback;
  } else {
    // The benefits are claims: their † lead to the statement printed after them.
    body = (
      <Box sx={{ display: 'grid', gap: 3 }}>
        <AddAllToCart products={products.data} />
        <ClaimStatementScope>
          <CardGrid columns={columns}>
            {products.data.map((product) => (
              <li key={product.id}>
                <RecommendationCard
                  product={product}
                  reasons={reasons?.[product.catalogueNumber]}
                  onViewDetails={openProduct}
                  stackNote={<StackFindingsNote handle={product.handle} alongside={products.data} />}
                />
              </li>
            ))}
          </CardGrid>
        </ClaimStatementScope>
        <StackFindings alongside={products.data} headingLevel="h3" offerMedicationQuestion={false} />
      </Box>
    );
  }

  return (
    <>
      <StoreDialog
        open={open}
        onClose={onClose}
        title={
          <>
            <CampaignEmoji emoji={campaignStyle.emoji} />
            {quiz.resultTitle}
          </>
        }
        describedBy={subtitleId}
        maxWidth="lg"
        fullScreenOnPhones
        paperProps={campaignStyle.paperProps}
        actions={onRetake && <Button onClick={onRetake}>Retake the quiz</Button>}
      >
        <DialogContentText id={subtitleId} sx={{ mb: 3 }}>
          {quiz.resultSubtitle}
        </DialogContentText>
        {notes && (
          <Box sx={{ mb: 3, display: 'grid', gap: 1.5, '&:empty': { display: 'none' } }}>{notes}</Box>
        )}
        <Box aria-busy={products.isPending && productNumbers.length > 0}>{body}</Box>
      </StoreDialog>
    </>
  );
}
