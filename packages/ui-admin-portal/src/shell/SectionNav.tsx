import { useId, useMemo, useSyncExternalStore } from 'react';
import { useRovingFocus } from '@portico/ui-kit';
import { useStrings } from '../context';
import { NotificationsBell } from '../notifications';
import type { NavigationGroup, SectionId } from './navigation';
import { PortalLink } from './PortalLink';
import type { Readiness } from './ShellReady';

/** Props of {@link SectionNav}. */
export interface SectionNavProps {
  /** The shown sections by group, in sidebar order (`groupSections`). */
  groups: readonly NavigationGroup[];
  /** The open section; undefined while the address names none the user may open. */
  current: SectionId | undefined;
  onSelect(id: SectionId): void;
  /** Each section's address (links); undefined in memory mode (buttons). */
  href(id: SectionId): string | undefined;
  /** Whether the first section rendered (the bell waits for it). */
  readiness: Readiness;
}

/**
 * The portal's sidebar: one list per group, named by the group's visible label, one Tab stop for all of them (arrows,
 * Home and End cross groups in the order they are shown), `aria-current="page"` on the open section. Items are links to
 * the sections' addresses when the portal has a base path, buttons in memory mode.
 */
export function SectionNav({ groups, current, onSelect, href, readiness }: SectionNavProps) {
  const strings = useStrings();
  const order = useMemo(() => groups.flatMap((g) => g.sections), [groups]);
  const roving = useRovingFocus(order, current);
  const hintId = useId();
  const groupId = useId();
  return (
    <nav className="portico-admin-nav" aria-label={strings.shell.navigation}>
      <p className="portico-admin-nav-title">{strings.shell.title}</p>
      <ReadyBell readiness={readiness} />
      <p id={hintId} hidden>{strings.shell.navigationHint}</p>
      <div className="portico-admin-nav__groups" onKeyDown={roving.onKeyDown}>
        {groups.map((group) => (
          <div key={group.id} className="portico-admin-nav__group" data-group={group.id}>
            <p id={`${groupId}-${group.id}`} className="portico-admin-nav__group-label">{strings.shell.groups[group.id]}</p>
            <ul className="portico-admin-nav-list portico-admin-nav__group-list" aria-labelledby={`${groupId}-${group.id}`}>
              {group.sections.map((id) => (
                <li key={id}>
                  <PortalLink
                    ref={roving.ref(id)}
                    href={href(id)}
                    className="portico-admin-nav-item"
                    data-section={id}
                    data-active={id === current || undefined}
                    aria-current={id === current ? 'page' : undefined}
                    aria-describedby={roving.tabIndex(id) === 0 ? hintId : undefined}
                    tabIndex={roving.tabIndex(id)}
                    onFocus={roving.onFocus(id)}
                    onActivate={() => onSelect(id)}
                  >
                    {strings.sections[id]}
                  </PortalLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </nav>
  );
}

/** The bell, rendered again when the portal becomes ready (and nothing else with it). */
function ReadyBell({ readiness }: { readiness: Readiness }) {
  const ready = useSyncExternalStore(readiness.subscribe, readiness.isReady, readiness.isReady);
  return <NotificationsBell ready={ready} />;
}
