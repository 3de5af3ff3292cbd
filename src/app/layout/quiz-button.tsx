import { Button } from '@mui/material';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import { useShellLinks } from '../../components/shell-actions';

/** The header's way into the quiz: the quiz page, opened as a dialog over this page once the app runs. */
export function QuizButton() {
  const links = useShellLinks();
  return (
    <Button variant="contained" {...links.quiz()} startIcon={<QuizOutlinedIcon />}>
      Quiz
    </Button>
  );
}
