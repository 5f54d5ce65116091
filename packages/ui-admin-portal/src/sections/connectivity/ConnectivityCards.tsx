import { useAdmin } from '../../context';
import { countText } from '../../localization';
import { useConnectivityCards } from './useConnectivitySection';

/** Email, SMS, Slack and webhook cards: how many events each is subscribed to, and whether it is active. */
export function ConnectivityCards() {
  const { strings } = useAdmin();
  const s = strings.connectivity;
  const cards = useConnectivityCards();
  return (
    <ul className="portico-admin-connectivity__cards" aria-label={s.title}>
      {cards.map((c) => (
        <li key={c.channel} className="portico-admin-connectivity__card" data-channel={c.channel} data-active={c.active}>
          <h3 className="portico-admin-connectivity__card-title">{s.cards[c.channel]}</h3>
          <p className="portico-admin-connectivity__card-events">{countText(c.events, s.cardEvents, s.cardEventsOne)}</p>
          <p className="portico-admin-connectivity__card-state">{c.active ? s.active : s.inactive}</p>
        </li>
      ))}
    </ul>
  );
}
