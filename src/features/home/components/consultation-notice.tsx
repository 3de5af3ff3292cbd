import { Alert, AlertTitle, Container } from '@mui/material';
import type { HomePage } from '../../../domain/types';

/** The reminder to talk to a healthcare provider: a note, not an alarm. */
export function ConsultationNotice({ title, text }: HomePage['consultationNotice']) {
  return (
    <Container maxWidth="md" sx={{ pb: { xs: 6, md: 8 } }}>
      <Alert severity="info" role="note" variant="outlined" sx={{ bgcolor: 'background.paper' }}>
        <AlertTitle component="h2" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
          {title}
        </AlertTitle>
        {text}
      </Alert>
    </Container>
  );
}
