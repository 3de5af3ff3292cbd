import type { MouseEvent } from 'react';
import { Box, Button, IconButton } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useShellActions } from '../../components/shell-actions';
import { paths } from '../../config/paths';
import { ForScreens } from './for-screens';
import { searchLabel } from './store-links';
import { useSearchShortcut, useSearchShortcutHint } from './use-search-shortcut';

const keyShortcuts = 'Control+K Meta+K';

/**
 * Opens the search palette: a search-box look with the key hint where the header row has room
 * (lg and up), an icon elsewhere. The wide one is named by its visible text, so what a speech
 * user reads is what they can say. Both submit a search form to the search page: before the app
 * runs, and without JavaScript, that page is where searching happens.
 */
export function SearchButton() {
  const { openSearch } = useShellActions();
  const hint = useSearchShortcutHint();
  useSearchShortcut(openSearch);
  const openPalette = (event: MouseEvent) => {
    event.preventDefault();
    openSearch();
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label="Site search"
      action={paths.search}
      method="get"
      sx={{ display: 'flex', alignItems: 'center', minWidth: 0, flex: { xs: '0 0 auto', lg: '0 1 340px' } }}
    >
      <ForScreens below="lg">
        <IconButton
          color="inherit"
          aria-label={searchLabel}
          aria-keyshortcuts={keyShortcuts}
          type="submit"
          onClick={openPalette}
        >
          <SearchIcon />
        </IconButton>
      </ForScreens>
      <ForScreens from="lg">
        <Button
          variant="outlined"
          color="inherit"
          aria-keyshortcuts={keyShortcuts}
          type="submit"
          onClick={openPalette}
          startIcon={<SearchIcon aria-hidden />}
          sx={{
            flex: '1 1 auto',
            minWidth: 0,
            // The box gives way when the header is full (a signed-in account, 1200-1535 px): its words
            // end in an ellipsis, and the key hint shows only on the widest screens, where there is room.
            justifyContent: 'flex-start',
            whiteSpace: 'nowrap',
            color: 'text.secondary',
            borderColor: 'divider',
            bgcolor: 'background.default',
            fontWeight: 400,
          }}
        >
          <Box
            component="span"
            sx={{ flexGrow: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', textAlign: 'left' }}
          >
            {searchLabel}
          </Box>
          <Box
            component="kbd"
            aria-hidden
            sx={{
              display: { xs: 'none', xl: 'inline' },
              ml: 1.5,
              px: 0.75,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              fontFamily: 'inherit',
              fontSize: '0.75rem',
              lineHeight: 1.6,
            }}
          >
            {hint}
          </Box>
        </Button>
      </ForScreens>
    </Box>
  );
}
