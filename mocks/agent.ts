/**
 * The store's MCP server at `/api/mcp` (src/agent/), where Hosting's rewrite serves the Cloud
 * Function of a live store: the same server, its tools reading the local shop and content as the
 * pages do, its rate limit counted by the real code of functions/ in the local Firestore (every
 * caller one client, as the contact form's). Loaded on the first call.
 */
import { http } from 'msw';

export const agentHandlers = [
  http.all('*/api/mcp', async ({ request }) => {
    const [
      { answerMcpRequest },
      { rateLimits, takeRateLimitedCall },
      { documentInboxStore },
      firestore,
      inbox,
    ] = await Promise.all([
      import('../src/agent/endpoint'),
      import('../functions/src/rate-limit'),
      import('./firebase/inbox-document-store'),
      import('./firebase/mock-firestore'),
      import('./firebase/inbox-callables'),
    ]);
    const keys = [{ kind: 'agent-client', key: inbox.MOCK_INBOX_CLIENT }] as const;
    return answerMcpRequest(request, {
      callsPerHour: rateLimits['agent-client'],
      takeCall: () => takeRateLimitedCall(documentInboxStore(firestore.mockFirestore), keys),
    });
  }),
];
