import { useId, type ReactNode } from 'react';
import { Box, Container, Typography } from '@mui/material';

interface HomeSectionProps {
  title: string;
  /** The line under the title that says what the section offers. */
  subtitle: string;
  children: ReactNode;
}

/** A section of the home page on a white band: its title and subtitle centred above its content. */
export function HomeSection({ title, subtitle, children }: HomeSectionProps) {
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ py: { xs: 6, md: 8 }, bgcolor: 'background.paper' }}
    >
      <Container>
        <Typography id={titleId} variant="h2" sx={{ textAlign: 'center', mb: 1 }}>
          {title}
        </Typography>
        <Typography color="textSecondary" sx={{ textAlign: 'center', mb: 4, maxWidth: 720, mx: 'auto' }}>
          {subtitle}
        </Typography>
        {children}
      </Container>
    </Box>
  );
}
