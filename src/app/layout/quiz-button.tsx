import { Button } from '@mui/material';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import { useShellActions } from '../../components/shell-actions';

export function QuizButton() {
  const { openQuiz } = useShellActions();
  return (
    <Button variant="contained" onClick={() => openQuiz()} startIcon={<QuizOutlinedIcon />}>
      Quiz
    </Button>
  );
}
