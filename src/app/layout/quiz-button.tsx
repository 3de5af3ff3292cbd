import { Link } from 'react-router-dom';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import { useShellLinks } from '../../components/shell-actions';
import { useHasQuizResult } from '../../features/quiz/quiz-memory/quiz-result-presence';
import { ForScreens } from './for-screens';

/**
 * The header's way into the quiz: the quiz page, opened as a dialog over this page once the app
 * runs. A shopper who has finished the quiz in this browser gets their recommendations back there
 * (named "Results" where the header has no room for "Your recommendations").
 */
export function QuizButton() {
  const links = useShellLinks();
  const hasResult = useHasQuizResult();
  return (
    <Link {...links.quiz()} className="button button--contained site-header__no-shrink">
      <span className="button__icon">
        <QuizOutlinedIcon />
      </span>
      {hasResult ? (
        <>
          <ForScreens from="xl">Your recommendations</ForScreens>
          <ForScreens below="xl">Results</ForScreens>
        </>
      ) : (
        'Quiz'
      )}
    </Link>
  );
}
