import { Link as RouterLink } from 'react-router-dom';
import { NoScriptNote } from '../../../components/no-script-note';
import { shopFilterOptions, shopPathForFilter } from '../../../domain/shop-filter';

/**
 * The "Filter by" choices as links, for a browser that runs no JavaScript (the select needs it to
 * move to the chosen condition's page). Each condition's products are a page of their own.
 */
export function ShopFilterLinks() {
  return (
    <NoScriptNote>
      Filter by condition:{' '}
      {shopFilterOptions.map((option, index) => (
        <span key={option.value}>
          {index > 0 && ' · '}
          <RouterLink to={shopPathForFilter(option.value)} className="text-link">
            {option.label}
          </RouterLink>
        </span>
      ))}
    </NoScriptNote>
  );
}
