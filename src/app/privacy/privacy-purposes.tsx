/** The privacy question's choice per purpose (Shopify's four), each with what it allows. */
import { Box, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { PRIVACY_PURPOSES, type PrivacyChoices } from '../../domain/consent';

const purposes: Record<keyof PrivacyChoices, { label: string; description: string }> = {
  analytics: {
    label: 'Analytics',
    description: 'Pages and products you view, your searches and what you add to the cart, sent to Shopify.',
  },
  marketing: { label: 'Marketing', description: 'Offers and ads measured or chosen from what you do here.' },
  preferences: { label: 'Preferences', description: 'Shopify remembers your settings, such as language.' },
  saleOfData: {
    label: 'Sharing with partners',
    description: 'Selling or sharing your data with third parties.',
  },
};

export default function PrivacyPurposes({
  choices,
  onChange,
}: {
  choices: PrivacyChoices;
  onChange: (choices: PrivacyChoices) => void;
}) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 1 }}>
      <Typography component="legend" variant="subtitle2">
        What you allow
      </Typography>
      {PRIVACY_PURPOSES.map((purpose) => (
        <FormControlLabel
          key={purpose}
          sx={{ display: 'flex', alignItems: 'flex-start', mt: 0.5, mr: 0 }}
          control={
            <Checkbox
              size="small"
              checked={choices[purpose]}
              onChange={(event) => onChange({ ...choices, [purpose]: event.target.checked })}
              sx={{ pt: 0.25 }}
            />
          }
          label={
            <Typography variant="body2">
              <strong>{purposes[purpose].label}</strong>: {purposes[purpose].description}
            </Typography>
          }
        />
      ))}
    </Box>
  );
}
