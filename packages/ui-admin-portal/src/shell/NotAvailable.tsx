import { SectionHeader } from '../components/SectionHeader';
import { useStrings } from '../context';
import { format } from '../localization';
import { PortalLink } from './PortalLink';

/**
 * What an address answers that names no section the user may open (their role does not show it, or there is no such
 * page): the portal's own page, never the section's screen, with a way to the first section they may open.
 */
export function NotAvailable({ first, href, onActivate }: { first: string | undefined; href: string | undefined; onActivate(): void }) {
  const strings = useStrings();
  const s = strings.shell.notAvailable;
  return (
    <div className="portico-admin-section portico-admin-not-available" data-section-id="notAvailable">
      <SectionHeader title={s.title} description={s.description} />
      {first && (
        <p>
          <PortalLink href={href} onActivate={onActivate} className="portico-admin-link">{format(s.back, { section: first })}</PortalLink>
        </p>
      )}
    </div>
  );
}
