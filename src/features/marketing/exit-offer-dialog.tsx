import { useRef, useState, type FormEvent } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  TextField,
  Typography,
} from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { useToast } from '../../components/toast';
import { useSiteSettings } from '../../lib/sanity/site-settings';
import { emailAddressProblem } from '../../domain/email-address';
import { fieldLimits } from '../../domain/field-limits';

const titleId = 'exit-offer-title';
const textId = 'exit-offer-text';

/** Editors may write the brand as {brand} in the offer's texts. */
function withBrand(text: string, brandName: string): string {
  return text.replaceAll('{brand}', brandName);
}

/**
 * The offer itself: the discount, an email field and the consent note. A valid address closes
 * the dialog with a welcome toast; nothing is sent anywhere yet (no mailing service is chosen).
 */
export default function ExitOfferDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { brandName, exitOffer } = useSiteSettings();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string>();
  const emailInput = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = emailAddressProblem(email);
    setProblem(found);
    if (found) {
      // Back to the field, whose description now carries the message for screen readers.
      emailInput.current?.focus();
      return;
    }
    onClose();
    toast({
      title: withBrand(exitOffer.toastTitle, brandName),
      description: withBrand(exitOffer.toastText, brandName),
      variant: 'success',
    });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', top: 8, right: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogTitle id={titleId} sx={{ pr: 7, pt: 3, fontFamily: (theme) => theme.typography.h1.fontFamily }}>
        {withBrand(exitOffer.title, brandName)}
      </DialogTitle>
      <DialogContent>
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
            slotProps={{ htmlInput: { maxLength: fieldLimits.email } }}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={problem !== undefined}
            helperText={problem}
            fullWidth
          />
          <Button type="submit" variant="contained" size="large">
            {exitOffer.buttonLabel}
          </Button>
          <Typography variant="caption" color="text.secondary">
            {withBrand(exitOffer.consent, brandName)}
          </Typography>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
