import { Container, Typography } from '@mui/material';

export function Component() {
  return (
    <Container sx={{ py: 6 }}>
      <Typography variant="h1">shipping-route</Typography>
    </Container>
  );
}
