import { useEffect, useRef, useState } from 'react';
import { TextField } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { Notices } from '../../components/Notice';
import { SectionHeader } from '../../components/SectionHeader';
import { AccountDetails } from './AccountDetails';
import { LazyAccountDialogs } from './dialogs';
import { AccountTree } from './AccountTree';
import { SearchResults } from './SearchResults';
import { ReadOnlyNote } from '../../access';
import { useAllAccountsSection } from './useAllAccountsSection';

/** The account hierarchy: tree, the selected account's settings and users, sub-account search. */
export default function AllAccountsSection() {
  const { strings } = useAdmin();
  const s = strings.allAccounts;
  const { rows, count, tree, selectedId, rowError, usersError, notice, searchAccounts, select } = useAllAccountsSection();
  const success = notice && s.announce[notice];
  const [text, setText] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onSearch = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    // Debounced like the tables' search boxes.
    timer.current = setTimeout(() => void searchAccounts(value), 300);
  };
  return (
    <div className="portico-admin-section portico-admin-accounts" data-section-id="allAccounts" data-status={tree.status}>
      <SectionHeader title={s.title} description={s.description} />
      <ReadOnlyNote action="allAccounts.write" />
      <Notices success={success} error={tree.error ?? rowError ?? usersError} />
      <TextField label={s.search} type="search" className="portico-admin-accounts__search max-w-xl" value={text} onChange={(e) => onSearch(e.target.value)} />
      <SearchResults />
      {tree.status === 'loading' && !tree.data && <p className="portico-admin-loading">{strings.common.loading}</p>}
      {tree.data && (
        <div className="portico-admin-accounts__layout grid items-start gap-6 md:grid-cols-[minmax(14rem,18rem)_minmax(0,1fr)]">
          <nav className="portico-admin-accounts__hierarchy rounded-lg border border-gray-200 bg-white p-2" aria-label={s.treeLabel}>
            <AccountTree rows={rows} selectedId={selectedId} onSelect={(id) => void select(id)} />
            {count === 0 && <p className="portico-admin-muted portico-admin-accounts__empty p-2 text-sm">{s.noSubAccounts}</p>}
          </nav>
          <AccountDetails />
        </div>
      )}
      <LazyAccountDialogs />
    </div>
  );
}
