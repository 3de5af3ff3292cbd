import { Button, Container, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { env } from '../../config/env';
import { paths } from '../../config/paths';

const title = 'Manage subscriptions';

/**
 * Where "Manage subscriptions" leads in mock mode: Shopify's hosted customer account cannot be
 * reached for the mock shop, so the demo store says plainly what that page does in live mode. A live
 * build links to Shopify's customer account instead.
 */
export function Component() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta
        title={title}
        description="The demo store’s stand-in for Shopify’s customer account."
        noindex
      />
      <PageHeading title={title} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3, bgcolor: 'background.sand' }}>
        {env.mode === 'mock' ? (
          <>
            <Typography sx={{ fontWeight: 600 }}>
              This is the demo store: it has no customer accounts.
            </Typography>
            <Typography color="text.secondary">
              In live mode this link opens Shopify&apos;s customer account, where a subscriber signs in to
              skip or reschedule a delivery, change how often it comes, or cancel.
            </Typography>
          </>
        ) : (
          <Typography>
            Your subscriptions are managed in your Shopify customer account:{' '}
            <a href={env.shopify.customerAccountUrl}>open it</a>.
          </Typography>
        )}
      </Paper>
      <Stack direction="row" spacing={1.5}>
        <Button component={RouterLink} to={paths.faq} variant="outlined">
          Subscription questions (FAQ)
        </Button>
        <Button component={RouterLink} to={paths.shop}>
          Continue shopping
        </Button>
      </Stack>
    </Container>
  );
}
