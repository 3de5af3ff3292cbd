import { Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Condition, ConditionsPage } from '../../../domain/types';
import { fillTemplate } from '../../../domain/fill-template';
import { quizConcernForCondition } from '../../../domain/quiz-concern';
import { ContentIcon } from '../../../components/content-icon';
import { ContentImage } from '../../../components/content-image';
import { useShellActions } from '../../../components/shell-actions';
import { shopCategoryHref } from '../shop-category-href';

/** The spec's title of the collection dialog a condition page opens (visually hidden there). */
const COLLECTION_DIALOG_TITLE = 'Shop Our Collection';

interface ConditionHeroProps {
  condition: Condition;
  labels: Pick<ConditionsPage, 'quizButtonTemplate' | 'productsButtonLabel'>;
}

/** The top of a condition page: icon, h1, intro card, the ways to shop, and the hero image. */
export function ConditionHero({ condition, labels }: ConditionHeroProps) {
  const { openCollection, openQuiz } = useShellActions();
  const concern = quizConcernForCondition(condition.slug);
  return (
    <Box sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Container sx={{ py: { xs: 5, md: 8 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          }}
        >
          <Box>
            <Box
              sx={{
                width: 64,
                height: 64,
                mb: 2,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
              }}
            >
              <ContentIcon name={condition.icon} fontSize="large" />
            </Box>
            <Typography variant="h1" sx={{ mb: 3 }}>
              {condition.title}
            </Typography>
            <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, mb: 3, bgcolor: 'background.default' }}>
              <Typography sx={{ fontSize: '1.1rem', lineHeight: 1.7 }}>{condition.intro}</Typography>
            </Paper>
            <Stack direction={{ xs: 'column', sm: 'row' }} useFlexGap sx={{ flexWrap: 'wrap', gap: 1.5 }}>
              <Button
                variant="contained"
                size="large"
                onClick={() =>
                  openCollection({
                    title: COLLECTION_DIALOG_TITLE,
                    titleHidden: true,
                    collectionId: condition.collectionId,
                  })
                }
              >
                {condition.shopButtonText}
              </Button>
              <Button
                variant="outlined"
                size="large"
                onClick={() => (concern ? openQuiz({ concern }) : openQuiz())}
              >
                {fillTemplate(labels.quizButtonTemplate, { condition: condition.name })}
              </Button>
              <Button component={RouterLink} to={shopCategoryHref(condition.slug)} size="large">
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
        </Box>
      </Container>
    </Box>
  );
}
