import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { countText } from '../../localization';
import { useAccountSearch } from './useAllAccountsSection';

/** Sub-accounts matching the search (50 at most); choosing one selects it in the tree. */
export function SearchResults() {
  const { strings } = useAdmin();
  const s = strings.allAccounts;
  const { search, select } = useAccountSearch();
  if (!search.text) return null;
  return (
    <div className="portico-admin-accounts__results flex flex-col gap-2" data-status={search.status}>
      <p className="portico-admin-muted" role="status">
        {search.status === 'ready' ? (search.items.length ? countText(search.totalItems, s.searchResults, s.searchResultsOne) : s.noResults) : search.status === 'loading' ? strings.common.loading : ''}
      </p>
      {search.items.length > 0 && (
        <ul className="portico-admin-chips">
          {search.items.map((t) => (
            <li key={t.tenantId}>
              <Button variant="secondary" className="portico-admin-accounts__result w-auto" onClick={() => void select(t.tenantId)}>{t.name}</Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
