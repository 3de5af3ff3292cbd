import type { MouseEvent } from 'react';
import { useShellActions } from '../../components/shell-actions';
import { paths } from '../../config/paths';
import { ForScreens } from './for-screens';
import { searchLabel } from './store-links';
import { useSearchShortcut, useSearchShortcutHint } from './use-search-shortcut';
import { PlainIcon } from '../../components/plain-icon';
import { frameIcons } from './frame-icons';

const keyShortcuts = 'Control+K Meta+K';

/** The form's name as a WebMCP tool (src/lib/webmcp), as the store's MCP server calls the same search. */
export const searchToolName = 'search_shop_catalog';

/**
 * Opens the search palette: a search-box look with the key hint where the header row has room
 * (lg and up), an icon elsewhere. The wide one is named by its visible text, so what a speech
 * user reads is what they can say. Both submit a search form to the search page: before the app
 * runs, and without JavaScript, that page is where searching happens.
 *
 * The form is also the WebMCP tool `search_shop_catalog` (src/lib/webmcp): an agent in the browser
 * sends it with a query (its hidden field `q`), which the shopper's taps never fill. Searching
 * changes nothing, so the agent sends it without a tap (`toolautosubmit`); it is answered with what
 * the search finds, which the search page then shows the shopper too (shell-agent-tools.tsx).
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
    <form
      role="search"
      aria-label="Site search"
      action={paths.search}
      method="get"
      className="site-header__search"
      toolname={searchToolName}
      tooldescription="Search the store's supplements and health conditions by name, benefit or keyword."
      toolautosubmit=""
    >
      <input type="hidden" name="q" toolparamdescription="Words to look for: vitamin D, sleep" />
      <ForScreens below="lg">
        <button
          type="submit"
          className="icon-button"
          aria-label={searchLabel}
          aria-keyshortcuts={keyShortcuts}
          onClick={openPalette}
        >
          <PlainIcon paths={frameIcons.search} />
        </button>
      </ForScreens>
      <ForScreens from="lg">
        <button
          type="submit"
          className="button button--outlined button--inherit site-header__search-box"
          aria-keyshortcuts={keyShortcuts}
          onClick={openPalette}
        >
          <span className="button__icon">
            <PlainIcon paths={frameIcons.search} />
          </span>
          <span className="site-header__search-words">{searchLabel}</span>
          <kbd aria-hidden className="site-header__key-hint">
            {hint}
          </kbd>
        </button>
      </ForScreens>
    </form>
  );
}
