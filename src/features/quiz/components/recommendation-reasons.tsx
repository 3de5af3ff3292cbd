import { Box, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';

/** Why the quiz picked a product, a line per answer that led to it, under the product's name. */
export function RecommendationReasons({ reasons }: { reasons: readonly string[] }) {
  if (reasons.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label="Why we picked it"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
    >
      {reasons.map((reason) => (
        <Typography
          component="li"
          key={reason}
          variant="body2"
          sx={{
            display: 'flex',
            alignItems: 'flex-start',
            gap: 0.75,
            fontWeight: 600,
            color: 'primary.dark',
          }}
        >
          <CheckCircleOutlineIcon aria-hidden fontSize="inherit" sx={{ mt: '0.2em', flexShrink: 0 }} />
          {reason}
        </Typography>
      ))}
    </Box>
  );
}
