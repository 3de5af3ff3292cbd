import { Box, Container, darken, type Theme } from '@mui/material';
import type { HomePage } from '../../../domain/types';
import { PlainIcon } from '../../../components/plain-icon';

/** Material Design's "info outline" icon. */
const infoOutlined =
  'M11,9H13V7H11M12,20C7.59,20 4,16.41 4,12C4,7.59 7.59,4 12,4C16.41,4 20,7.59 20,12C20,16.41 16.41,20 12,20M12,2A10,10 0 0,0 2,12A10,10 0 0,0 12,22A10,10 0 0,0 22,12A10,10 0 0,0 12,2M11,17H13V11H11V17Z';

/** In the look of MUI's outlined info Alert, drawn as plain elements (no Alert in the home's first load). */
const noteStyle = (theme: Theme) => ({
  display: 'flex',
  px: 2,
  py: '6px',
  border: `1px solid ${theme.palette.info.light}`,
  borderRadius: `${theme.shape.borderRadius}px`,
  bgcolor: 'background.paper',
  color: darken(theme.palette.info.light, 0.6),
  ...theme.typography.body2,
  '& > svg': { flex: 'none', mr: 1.5, my: '7px', fontSize: 22, color: 'info.main', opacity: 0.9 },
  '& h2': { ...theme.typography.body1, mt: '-2px', mb: '0.35em', fontWeight: 700, fontSize: '1.1rem' },
});

/** The reminder to talk to a healthcare provider: a note, not an alarm. */
export function ConsultationNotice({ title, text }: HomePage['consultationNotice']) {
  return (
    <Container maxWidth="md" sx={{ pb: { xs: 6, md: 8 } }}>
      <Box role="note" sx={noteStyle}>
        <PlainIcon paths={[infoOutlined]} fontSize="inherit" />
        <Box sx={{ py: 1, minWidth: 0 }}>
          <h2>{title}</h2>
          {text}
        </Box>
      </Box>
    </Container>
  );
}
