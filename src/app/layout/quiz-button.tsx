import { Link } from 'react-router-dom';
import { useShellLinks } from '../../components/shell-actions';
import { useHasQuizResult } from '../../features/quiz/quiz-memory/quiz-result-presence';
import { ForScreens } from './for-screens';
import { PlainIcon } from '../../components/plain-icon';
import { frameIcons } from './frame-icons';

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
        <PlainIcon paths={frameIcons.quiz} />
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
