import { Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Condition, ConditionsPage } from '../../../domain/types';
import { fillTemplate } from '../../../domain/fill-template';
import { quizConcernForCondition } from '../../../domain/quiz-concern';
import { shopPathForCategory } from '../../../domain/shop-address';
import { ClaimMark } from '../../../components/claim-mark';
import { IconDisc } from '../../../components/icon-disc';
import { ContentImage } from '../../../components/content-image';
import { SideBySide } from '../../../components/side-by-side';
import { useShellLinks } from '../../../components/shell-actions';

/** The spec's title of the collection dialog a condition page opens (visually hidden there). */
const COLLECTION_DIALOG_TITLE = 'Shop Our Collection';

interface ConditionHeroProps {
  condition: Condition;
  /** The handle of the condition's collection (its page); unknown when Shopify did not answer. */
  collectionHandle: string | undefined;
  labels: Pick<ConditionsPage, 'quizButtonTemplate' | 'productsButtonLabel'>;
}

/** The top of a condition page: icon, h1, intro card, the ways to shop, and the hero image. */
export function ConditionHero({ condition, collectionHandle, labels }: ConditionHeroProps) {
  const links = useShellLinks();
  const shopPath = shopPathForCategory(condition.slug);
  // The collection opens in a dialog over the page, and has a page of its own; without its handle,
  // the button leads to the same products in the shop.
  const shopLink = collectionHandle
    ? links.collection({ handle: collectionHandle, title: COLLECTION_DIALOG_TITLE, titleHidden: true })
    : { to: shopPath };
  return (
    <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Container sx={{ py: { xs: 5, md: 8 } }}>
        <SideBySide align="center">
          <Box>
            <IconDisc
              name={condition.icon}
              size={64}
              iconSize="large"
              color="primary.contrastText"
              bgcolor="primary.main"
              sx={{ mb: 2 }}
            />
            <Typography variant="h1" sx={{ mb: 3 }}>
              {condition.title}
            </Typography>
            <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, mb: 3, bgcolor: 'background.default' }}>
              <Typography sx={{ fontSize: '1.1rem', lineHeight: 1.7 }}>
                {condition.intro}
                <ClaimMark />
              </Typography>
            </Paper>
            <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5 }}>
              <Button variant="contained" size="large" component={RouterLink} {...shopLink}>
                {condition.shopButtonText}
              </Button>
              <Button
                variant="outlined"
                size="large"
                component={RouterLink}
                {...links.quiz(quizConcernForCondition(condition.slug))}
              >
                {fillTemplate(labels.quizButtonTemplate, { condition: condition.name })}
              </Button>
              <Button component={RouterLink} to={shopPath} size="large">
                {labels.productsButtonLabel}
              </Button>
            </Stack>
          </Box>
          <ContentImage
            image={condition.image}
            sizes="(min-width: 1200px) 560px, (min-width: 900px) 45vw, 100vw"
            priority
            sx={{
              width: '100%',
              borderRadius: 3,
              aspectRatio: `${condition.image.width} / ${condition.image.height}`,
            }}
          />
        </SideBySide>
      </Container>
    </Box>
  );
}
