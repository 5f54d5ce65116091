import { selectConnectivityCards } from '@portico/core-state/admin';
import { useStore } from '@portico/core-state/react';
import { useAdmin } from '../../context';
import { format } from '../../localization';

/** Email, SMS, Slack and webhook cards: how many events each is subscribed to, and whether it is active. */
export function ConnectivityCards() {
  const { admin, strings } = useAdmin();
  const s = strings.connectivity;
  const cards = useStore(admin.connectivity, selectConnectivityCards);
  return (
    <ul className="portico-admin-connectivity__cards" aria-label={s.title}>
      {cards.map((c) => (
        <li key={c.channel} className="portico-admin-connectivity__card" data-channel={c.channel} data-active={c.active}>
          <h3 className="portico-admin-connectivity__card-title">{s.cards[c.channel]}</h3>
          <p className="portico-admin-connectivity__card-events">{format(s.cardEvents, { count: c.events })}</p>
          <p className="portico-admin-connectivity__card-state">{c.active ? s.active : s.inactive}</p>
        </li>
      ))}
    </ul>
  );
}
