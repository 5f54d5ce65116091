import type { HTMLAttributes, KeyboardEvent, MouseEvent } from 'react';

/** A left click without a modifier: the portal moves itself; a new-tab or new-window click is left to the browser. */
export const isPlainClick = (e: MouseEvent): boolean => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey && !e.defaultPrevented;

/** Props of {@link PortalLink}. */
export interface PortalLinkProps extends Omit<HTMLAttributes<HTMLElement>, 'onClick'> {
  /** The place's address; undefined in memory mode, where the item is a button (there is no address to open). */
  href: string | undefined;
  onActivate(): void;
  ref?: (el: HTMLElement | null) => void;
}

/** A real link to a place of the portal (open in a new tab works), handled in the page on a plain click. */
export function PortalLink({ href, onActivate, ...rest }: PortalLinkProps) {
  if (href === undefined) return <button type="button" {...rest} onClick={onActivate} />;
  const onClick = (e: MouseEvent) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    onActivate();
  };
  // Space activates it too, as it did the buttons these links replace (the sidebar and tab list promise it).
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    rest.onKeyDown?.(e);
    if (e.key !== ' ' || e.defaultPrevented) return;
    e.preventDefault();
    onActivate();
  };
  return <a href={href} {...rest} onClick={onClick} onKeyDown={onKeyDown} />;
}
