import type { FormEvent, ReactNode } from 'react';
import { Box, Button } from '@mui/material';
import { answerAgent } from '../lib/webmcp/agent-submit';

interface AddressSearchFormProps {
  /** The page the form loads (`/search`, `/lab-results`), its field's value in the query string. */
  action: string;
  /** The id of the heading that names this search landmark. */
  labelledBy: string;
  /** Once the app runs, the search happens in place instead of loading the page. */
  onSearch: () => void;
  submitLabel: string;
  /** The field, a TextField whose `name` is the query string's key. */
  children: ReactNode;
  maxWidth?: number;
  /**
   * Offers the form to agents in the browser as a WebMCP tool (src/lib/webmcp), which they send
   * without the shopper's tap (`toolautosubmit`: a lookup changes nothing), answered with what
   * `answer` makes of the fields sent.
   */
  tool?: { name: string; description: string; answer: (sent: FormData) => Promise<unknown> };
}

/**
 * A search that is an address: a plain GET form to `action`, so it works before the app runs,
 * without JavaScript and as a shared link; the field beside its button, under it on a phone.
 */
export function AddressSearchForm({
  action,
  labelledBy,
  onSearch,
  submitLabel,
  children,
  maxWidth,
  tool,
}: AddressSearchFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch();
    if (tool) {
      const sent = new FormData(event.currentTarget);
      answerAgent(event.nativeEvent, () => tool.answer(sent));
    }
  };
  return (
    <Box
      component="form"
      role="search"
      action={action}
      method="get"
      aria-labelledby={labelledBy}
      onSubmit={submit}
      {...(tool
        ? { toolname: tool.name, tooldescription: tool.description, toolautosubmit: '' as const }
        : {})}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 1.5,
        alignItems: { sm: 'flex-start' },
        maxWidth,
      }}
    >
      {children}
      <Button type="submit" variant="contained" size="large" sx={{ minHeight: 56, px: 4, flexShrink: 0 }}>
        {submitLabel}
      </Button>
    </Box>
  );
}
