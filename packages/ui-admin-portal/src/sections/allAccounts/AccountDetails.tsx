import type { SubAccountAccessType } from '@portico/core-state/admin';
import { Button } from '@portico/ui-kit';
import { useAdmin } from '../../context';
import { countText, format } from '../../localization';
import { SelectField } from '../../components/fields';
import { AccountUsers } from './AccountUsers';
import { useCan, ViewOnly } from '../../access';
import { useSelectedAccount, useSubAccountActions } from './useAllAccountsSection';
import { preloadProps } from '../../components/LazyDialogs';
import { accountDialogs } from './dialogs';

const ACCESS_TYPES: SubAccountAccessType[] = ['defaultOff', 'defaultOn', 'alwaysOn'];

/** The selected account: reseller switch, access type, create / rename / delete, and its users (sub-accounts only). */
export function AccountDetails() {
  const { strings } = useAdmin();
  const s = strings.allAccounts;
  const { account, rootId, pending } = useSelectedAccount();
  const act = useSubAccountActions();
  const canWrite = useCan('allAccounts.write');
  if (!account) return null;
  const isRoot = account.tenantId === rootId;
  return (
    <div className="portico-admin-accounts__details flex min-w-0 flex-col gap-4" data-account-id={account.tenantId}>
      <div className="portico-admin-accounts__summary flex flex-wrap items-end justify-between gap-3">
        <div>
          <h3 className="portico-admin-subtitle portico-admin-accounts__title">{account.name}</h3>
          <p className="portico-admin-muted">{countText(account.numberOfUsers ?? 0, s.usersCount, s.usersCountOne)}</p>
        </div>
        {canWrite && <div className="portico-admin-row-actions">
          <Button variant="secondary" className="portico-admin-accounts__create" {...preloadProps(accountDialogs)} aria-label={format(s.createSubLabel, { name: account.name })} onClick={() => act.openDialog('create', account.tenantId)}>{s.createSub}</Button>
          {!isRoot && (
            <>
              <Button variant="secondary" {...preloadProps(accountDialogs)} aria-label={format(s.renameLabel, { name: account.name })} onClick={() => act.openDialog('rename', account.tenantId)}>{s.rename}</Button>
              <Button variant="secondary" {...preloadProps(accountDialogs)} data-danger aria-label={format(s.deleteLabel, { name: account.name })} onClick={() => act.openDialog('remove', account.tenantId)}>{strings.common.delete}</Button>
            </>
          )}
        </div>}
      </div>
      <ViewOnly action="allAccounts.write"><div className="portico-admin-accounts__settings flex flex-wrap items-end gap-4">
        {!isRoot && (
          <label className="portico-admin-checkbox portico-admin-accounts__reseller-switch">
            <input
              type="checkbox"
              role="switch"
              className="portico-checkbox"
              checked={account.isReseller ?? false}
              disabled={pending}
              aria-label={format(s.resellerLabel, { name: account.name })}
              onChange={(e) => void act.setReseller(account.tenantId, e.target.checked)}
            />
            <span aria-hidden="true">{s.reseller}</span>
          </label>
        )}
        <SelectField
          label={s.accessType}
          className="portico-admin-accounts__access-type"
          value={account.subAccountAccessType ?? 'defaultOff'}
          disabled={pending}
          onChange={(e) => void act.setAccessType(account.tenantId, e.target.value as SubAccountAccessType)}
        >
          {ACCESS_TYPES.map((t) => <option key={t} value={t}>{s.accessTypes[t]}</option>)}
        </SelectField>
      </div></ViewOnly>
      {isRoot ? <p className="portico-admin-muted portico-admin-accounts__own">{s.ownAccount}</p> : <AccountUsers account={account} />}
    </div>
  );
}
