import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Container, Typography } from '@mui/material';
import type { HomePage } from '../../../domain/types';
import { useShellLinks } from '../../../components/shell-actions';

/** "Not Sure Where to Start?": a second way into the quiz near the end of the page. */
export function StartCta({ title, text, buttonLabel }: HomePage['startCta']) {
  const titleId = useId();
  const links = useShellLinks();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ py: { xs: 6, md: 8 } }}>
      <Container maxWidth="md">
        <Box
          sx={{
            textAlign: 'center',
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            borderRadius: 3,
            px: { xs: 3, md: 8 },
            py: { xs: 5, md: 7 },
          }}
        >
          <Typography id={titleId} variant="h2" sx={{ mb: 2 }}>
            {title}
          </Typography>
          <Typography sx={{ mb: 4, fontSize: '1.1rem', lineHeight: 1.6 }}>{text}</Typography>
          <Button
            variant="contained"
            size="large"
            component={RouterLink}
            {...links.quiz()}
            sx={{ bgcolor: '#fff', color: 'secondary.main', '&:hover': { bgcolor: '#f1ebe3' } }}
          >
            {buttonLabel}
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
