import { Paper, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { LOT_CODE_EXAMPLE } from '../../../domain/lab-report';

/** A lot number of the right form with no published report: what to check, and whom to ask. */
export function LotNotFound({ lotCode }: { lotCode: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, mt: 4, bgcolor: 'background.default' }}>
      <Typography variant="h3" component="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        No report is published for lot {lotCode}
      </Typography>
      <Typography color="textSecondary" sx={{ lineHeight: 1.7 }}>
        Check the lot number on the bottom of your bottle (it looks like {LOT_CODE_EXAMPLE}). If it is right,
        we have not published its report yet:{' '}
        <RouterLink className="text-link" to={paths.contact}>
          contact us
        </RouterLink>{' '}
        with the lot number and we will send you its certificate of analysis.
      </Typography>
    </Paper>
  );
}
