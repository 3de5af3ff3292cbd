import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { CartTools } from '../../features/cart/cart-tools';
import { answerAgent } from '../../lib/webmcp/agent-submit';
import { searchToolName } from './search-button';
import { searchPageFor } from '../../domain/catalog-answer';
import { searchAnswer } from './search-answer';

/**
 * What the frame offers an agent once a browser with WebMCP has loaded it (agent-tools.tsx): the
 * cart's tools, and the answer to the header search's form, the tool `search_shop_catalog`.
 */
export default function ShellAgentTools() {
  useSearchAnswers();
  return <CartTools />;
}

/**
 * Answers an agent's search with what the store finds, which the search page then shows the
 * shopper too. The header's form is in every page's first load, so this, unlike the other forms'
 * answers (in their own submit handlers), waits with the rest of the agent's code, listening
 * for the form's submit event once React's handlers have had it. Sent before then, the form goes
 * to the search page, as HTML does.
 */
function useSearchAnswers() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    const answer = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || form.getAttribute('toolname') !== searchToolName) return;
      const field = form.elements.namedItem('q') as HTMLInputElement;
      const query = field.value;
      // Once answered, the search page shows the shopper the same; an empty search moves nothing.
      answerAgent(event, async () => {
        const answer = await searchAnswer(queryClient, query);
        field.value = '';
        void navigate(searchPageFor(query));
        return answer;
      });
    };
    document.addEventListener('submit', answer);
    return () => document.removeEventListener('submit', answer);
  }, [navigate, queryClient]);
}
