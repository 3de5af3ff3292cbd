import { Box, Button, DialogContentText, TextField, Typography } from '@mui/material';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { StoreDialog } from '../../components/store-dialog';
import { useToast } from '../../components/toast';
import { discountCodeLine, useNewsletterSignUp } from '../../components/newsletter/use-newsletter-sign-up';
import { useSiteSettings } from '../../lib/sanity/queries/site-settings';
import { fillTemplate } from '../../domain/fill-template';

const textId = 'exit-offer-text';

/**
 * The offer itself: the discount, an email field and the consent note. A valid address is signed
 * up with the consent the shopper read; the dialog closes with a welcome toast only once the store
 * has answered. A failure keeps the dialog and the address, and says why next to the field.
 */
export default function ExitOfferDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { brandName, exitOffer } = useSiteSettings();
  const toast = useToast();
  // Editors may write the brand as {brand} in the offer's texts.
  const withBrand = (text: string) => fillTemplate(text, { brand: brandName });
  const consent = withBrand(exitOffer.consent);
  const { emailField, submit, sending } = useNewsletterSignUp({
    source: 'exit-offer',
    consent,
    onAnswer: (answer) => {
      onClose();
      const code = discountCodeLine(answer);
      toast(
        answer.status === 'subscribed'
          ? {
              title: withBrand(exitOffer.toastTitle),
              description: `${withBrand(exitOffer.toastText)} ${code}`.trim(),
              variant: 'success',
            }
          : {
              title: 'You are already on our list',
              description: `This address already gets our emails, so nothing changed. ${code}`.trim(),
              variant: 'info',
            },
      );
    },
  });

  return (
    <StoreDialog
      open={open}
      onClose={onClose}
      title={withBrand(exitOffer.title)}
      describedBy={textId}
      maxWidth="xs"
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: 2,
          mb: 2,
          borderRadius: 2,
          bgcolor: 'background.sand',
          color: 'primary.main',
        }}
      >
        <LocalOfferOutlinedIcon aria-hidden />
        <Typography component="p" variant="h3" sx={{ color: 'primary.main' }}>
          {exitOffer.offer}
        </Typography>
      </Box>
      <DialogContentText id={textId} sx={{ mb: 2 }}>
        {withBrand(exitOffer.text)}
      </DialogContentText>
      {/* noValidate: the store's own message (below the field) replaces the browser's bubble. */}
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
        <TextField {...emailField} label={exitOffer.emailLabel} fullWidth />
        <Button type="submit" variant="contained" size="large" disabled={sending}>
          {sending ? 'Signing you up…' : exitOffer.buttonLabel}
        </Button>
        <Typography variant="caption" color="textSecondary">
          {consent}
        </Typography>
      </Box>
    </StoreDialog>
  );
}
