import type { PaperProps } from '@mui/material';
import { useActiveCampaign } from '../../../components/active-campaign';

export interface QuizCampaignStyle {
  /** The campaign's emoji before the dialog's title (decorative), or undefined. */
  emoji?: string;
  /** The dialog's paper: a band of the campaign's palette along its top edge. */
  paperProps?: PaperProps;
}

/**
 * A running campaign that restyles the quiz (the October one does) gives its dialogs the campaign
 * look. The colours of text and buttons already come from the campaign theme, made AA-safe by the
 * shell; the raw palette is only used for the decorative band, which carries no text.
 */
export function useQuizCampaignStyle(): QuizCampaignStyle {
  const campaign = useActiveCampaign();
  if (!campaign?.restylesQuiz) return {};
  const { primary, secondary, accent } = campaign.palette;
  return {
    emoji: campaign.emoji,
    paperProps: {
      sx: {
        pt: 1,
        backgroundImage: `linear-gradient(90deg, ${primary}, ${secondary}, ${accent})`,
        backgroundSize: '100% 8px',
        backgroundRepeat: 'no-repeat',
      },
    },
  };
}

/** The campaign's emoji, hidden from screen readers (the title says everything). */
export function CampaignEmoji({ emoji }: { emoji?: string }) {
  if (!emoji) return null;
  return (
    <span aria-hidden style={{ marginRight: '0.4em' }}>
      {emoji}
    </span>
  );
}
