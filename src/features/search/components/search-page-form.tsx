import type { FormEvent } from 'react';
import { Box, Button, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { paths } from '../../../config/paths';

export const searchFieldLabel = 'Search products, conditions or keywords';
const placeholder = 'Search for products, conditions, or keywords...';

export interface SearchPageFormProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** The id of the heading that names this search landmark. */
  labelledBy: string;
}

/**
 * The search page's form: a plain GET form to `/search?q=…`, so it searches by loading the page
 * before the app runs and without JavaScript. Once the app runs it searches in place.
 */
export function SearchPageForm({ query, onQueryChange, labelledBy }: SearchPageFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onQueryChange(query);
  };

  return (
    <Box
      component="form"
      role="search"
      action={paths.search}
      method="get"
      aria-labelledby={labelledBy}
      onSubmit={submit}
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 1.5,
        alignItems: { sm: 'flex-start' },
      }}
    >
      <TextField
        name="q"
        type="search"
        label={searchFieldLabel}
        placeholder={placeholder}
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        fullWidth
        slotProps={{
          // Always above the field: without JavaScript nothing would move it out of the way.
          inputLabel: { shrink: true },
          htmlInput: { autoComplete: 'off', enterKeyHint: 'search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <Button type="submit" variant="contained" size="large" sx={{ minHeight: 56, px: 4, flexShrink: 0 }}>
        Search
      </Button>
    </Box>
  );
}
