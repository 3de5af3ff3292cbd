import { useId, useMemo, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Autocomplete, Box, Dialog, DialogTitle, IconButton, InputAdornment, TextField } from '@mui/material';
import type { PopperProps } from '@mui/material/Popper';
import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { useNavigate } from 'react-router-dom';
import { visuallyHidden } from '../../components/visually-hidden';
import { createStoreSearch } from '../../domain/product-search';
import { allConditionsQueryOptions } from '../../lib/sanity/queries/conditions';
import { productsQueryOptions } from '../../lib/shopify';
import { SearchGroup } from './components/search-group';
import { SearchLoadError } from './components/search-load-error';
import {
  searchGroups,
  searchOptionKey,
  searchOptionLabel,
  SearchOptionRow,
  type SearchOption,
} from './components/search-option';
import { paths } from '../../config/paths';
import { fieldLimits } from '../../domain/field-limits';

export interface SearchPaletteProps {
  open: boolean;
  onClose: () => void;
}

const placeholder = 'Search for products, conditions, or keywords...';

/** The results sit in the dialog under the input, not in a floating layer over the page. */
function InlineResults({ open, className, children }: PopperProps) {
  if (!open) return null;
  return <div className={className}>{children as ReactNode}</div>;
}

/**
 * The store-wide search (header button, Ctrl/Cmd+K): a combobox over products and health
 * conditions, grouped, at most 8 of each. Arrow keys move through the results, Enter opens one,
 * Escape closes. Products and conditions are fetched the first time it opens.
 */
export function SearchPalette({ open, onClose }: SearchPaletteProps) {
  const navigate = useNavigate();
  const titleId = useId();
  const groupLabelId = useId();
  const [query, setQuery] = useState('');
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setQuery('');
  }

  // The catalogue (shared with the shop page) and the conditions load when the palette first opens.
  const products = useQuery({ ...productsQueryOptions(), enabled: open });
  const conditions = useQuery({ ...allConditionsQueryOptions, enabled: open });
  const search = useMemo(
    () => createStoreSearch(products.data ?? [], conditions.data ?? []),
    [products.data, conditions.data],
  );
  const results = search(query);
  const options: SearchOption[] = [
    ...results.products.map((product) => ({ kind: 'product' as const, product })),
    ...results.conditions.map((condition) => ({ kind: 'condition' as const, condition })),
  ];
  const failed = [products, conditions].filter((source) => source.isError);
  // Nothing found while a source could not be searched is not "No results found.": only the error,
  // with its Try again, shows then.
  const showResults = options.length > 0 || failed.length === 0;

  const close = () => {
    setQuery('');
    onClose();
  };
  const select = (option: SearchOption | null) => {
    if (!option) return;
    close();
    void navigate(option.kind === 'product' ? paths.product(option.product.handle) : option.condition.href);
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{ paper: { sx: { mt: { xs: 2, sm: '10vh' }, mx: { xs: 1.5, sm: 4 }, width: '100%' } } }}
    >
      <DialogTitle id={titleId} sx={visuallyHidden}>
        Search
      </DialogTitle>
      <Box sx={{ p: 1.5 }}>
        <Autocomplete<SearchOption>
          open={showResults}
          autoHighlight
          forcePopupIcon={false}
          clearOnBlur={false}
          options={options}
          value={null}
          inputValue={query}
          onInputChange={(_event, value, reason) => {
            if (reason === 'input' || reason === 'clear') setQuery(value);
          }}
          onChange={(_event, option) => select(option)}
          onClose={(_event, reason) => {
            if (reason === 'escape') close();
          }}
          filterOptions={(shown) => shown}
          groupBy={(option) => searchGroups[option.kind]}
          getOptionLabel={searchOptionLabel}
          getOptionKey={searchOptionKey}
          renderOption={(props, option) => <SearchOptionRow key={props.key} props={props} option={option} />}
          renderGroup={({ key, group, children }) => (
            <SearchGroup key={key} id={`${groupLabelId}-${key}`} label={group}>
              {children}
            </SearchGroup>
          )}
          loading={products.isPending || conditions.isPending}
          loadingText="Loading…"
          noOptionsText="No results found."
          slots={{ popper: InlineResults }}
          slotProps={{
            paper: { elevation: 0, sx: { mt: 1 } },
            listbox: { sx: { maxHeight: 'min(60vh, 520px)', py: 0 } },
          }}
          renderInput={(params) => (
            <TextField
              {...params}
              autoFocus
              placeholder={placeholder}
              slotProps={{
                ...params.slotProps,
                htmlInput: {
                  ...params.slotProps.htmlInput,
                  'aria-label': 'Search the store',
                  maxLength: fieldLimits.search,
                },
                input: {
                  ...params.slotProps.input,
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon aria-hidden />
                    </InputAdornment>
                  ),
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton aria-label="Close search" edge="end" onClick={close}>
                        <CloseIcon />
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
          )}
        />
        <SearchLoadError failed={failed} sx={{ mt: 1.5 }} />
      </Box>
    </Dialog>
  );
}

export default SearchPalette;
