import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { AddressSearchForm } from '../../../components/address-search-form';
import { paths } from '../../../config/paths';
import { fieldLimits } from '../../../domain/field-limits';

export const searchFieldLabel = 'Search products, conditions or keywords';
const placeholder = 'Search for products, conditions, or keywords...';

export interface SearchPageFormProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** The shopper sent the search (Enter, or the Search button). */
  onSubmit: () => void;
  /** The id of the heading that names this search landmark. */
  labelledBy: string;
}

/**
 * The search page's form: a plain GET form to `/search?q=…`, so it searches by loading the page
 * before the app runs and without JavaScript. Once the app runs it searches in place.
 */
export function SearchPageForm({ query, onQueryChange, onSubmit, labelledBy }: SearchPageFormProps) {
  return (
    <AddressSearchForm action={paths.search} labelledBy={labelledBy} onSearch={onSubmit} submitLabel="Search">
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
          htmlInput: { autoComplete: 'off', enterKeyHint: 'search', maxLength: fieldLimits.search },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
    </AddressSearchForm>
  );
}
