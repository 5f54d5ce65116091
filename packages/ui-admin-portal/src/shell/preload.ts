import { SECTIONS } from '../sections/registry';
import { groupSections, visibleSections, type NavigationOptions, type SectionId } from './navigation';
import { normalizeBase, parsePlace, relativeTo, sectionOfPath } from './routes';

/**
 * The section an address of the portal opens, guessed before the user is known: the section the address names, else
 * the first the navigation shows when no permission is held (a section needing none, e.g. Profile). May guess wrong
 * (the user's first section can differ): a preload of the wrong chunk costs a download, never a wrong screen.
 */
export function sectionAt(pathname: string, options: { basePath: string; navigation?: NavigationOptions }): SectionId | undefined {
  const path = relativeTo(pathname, normalizeBase(options.basePath));
  if (path === undefined) return undefined;
  const { section } = parsePlace(path);
  if (section) return sectionOfPath(section);
  const shown = visibleSections([], { navigation: options.navigation, available: Object.keys(SECTIONS) as SectionId[] });
  return groupSections(shown)[0]?.sections[0];
}

/**
 * Starts loading the chunk of the section `pathname` opens, so it downloads while the session is restored instead of
 * after it (the portal asks for it once the user's permissions are known). Resolves when it is in; never rejects (the
 * portal reports a chunk that failed when it renders it).
 */
export function preloadSection(pathname: string, options: { basePath: string; navigation?: NavigationOptions }): Promise<void> {
  const id = sectionAt(pathname, options);
  const section = id ? SECTIONS[id] : undefined;
  return section ? section.load().then(() => undefined, () => undefined) : Promise.resolve();
}
