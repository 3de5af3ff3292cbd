import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Box, Button, DialogContentText, TextField, Typography } from '@mui/material';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { StoreDialog } from '../../components/store-dialog';
import { useToast } from '../../components/toast';
import {
  discountCodeLine,
  isAddressRefused,
  useNewsletterSignUp,
} from '../../components/newsletter/use-newsletter-sign-up';
import { useSiteSettings } from '../../lib/sanity/site-settings';
import { emailAddressProblem } from '../../domain/email-address';
import { callFailureMessage } from '../../domain/service-failures';
import { fieldLimits } from '../../domain/field-limits';

const textId = 'exit-offer-text';

/** Editors may write the brand as {brand} in the offer's texts. */
function withBrand(text: string, brandName: string): string {
  return text.replaceAll('{brand}', brandName);
}

/**
 * The offer itself: the discount, an email field and the consent note. A valid address is signed
 * up with the consent the shopper read; the dialog closes with a welcome toast only once the store
 * has answered. A failure keeps the dialog and the address, and says why next to the field.
 */
export default function ExitOfferDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { brandName, exitOffer } = useSiteSettings();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const emailInput = useRef<HTMLInputElement>(null);
  const signUp = useNewsletterSignUp((answer) => {
    onClose();
    const code = discountCodeLine(answer);
    toast(
      answer.status === 'subscribed'
        ? {
            title: withBrand(exitOffer.toastTitle, brandName),
            description: `${withBrand(exitOffer.toastText, brandName)} ${code}`.trim(),
            variant: 'success',
          }
        : {
            title: 'You are already on our list',
            description: `This address already gets our emails, so nothing changed. ${code}`.trim(),
            variant: 'info',
          },
    );
  });
  const failure = signUp.isError ? callFailureMessage(signUp.error) : undefined;

  // The button that had focus was disabled while sending: back to the field, whose description
  // now says what went wrong.
  useEffect(() => {
    if (failure) emailInput.current?.focus();
  }, [failure]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (signUp.isPending) return;
    const found = emailAddressProblem(email);
    setProblem(found);
    if (found) {
      signUp.reset();
      // Back to the field, whose description now carries the message for screen readers.
      emailInput.current?.focus();
      return;
    }
    signUp.mutate({
      email: email.trim(),
      source: 'exit-offer',
      consent: withBrand(exitOffer.consent, brandName),
    });
  };

  return (
    <StoreDialog
      open={open}
      onClose={onClose}
      title={withBrand(exitOffer.title, brandName)}
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
        {withBrand(exitOffer.text, brandName)}
      </DialogContentText>
      {/* noValidate: the store's own message (below the field) replaces the browser's bubble. */}
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 1.5 }}>
        <TextField
          type="email"
          name="email"
          required
          autoComplete="email"
          inputRef={emailInput}
          label={exitOffer.emailLabel}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            if (signUp.isError) signUp.reset();
          }}
          error={problem !== undefined || isAddressRefused(signUp.error)}
          helperText={problem ?? failure}
          slotProps={{
            htmlInput: { maxLength: fieldLimits.email },
            formHelperText: failure ? { error: true, role: 'alert' } : undefined,
          }}
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" disabled={signUp.isPending}>
          {signUp.isPending ? 'Signing you up…' : exitOffer.buttonLabel}
        </Button>
        <Typography variant="caption" color="text.secondary">
          {withBrand(exitOffer.consent, brandName)}
        </Typography>
      </Box>
    </StoreDialog>
  );
}
