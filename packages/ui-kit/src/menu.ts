const fits = (box: DOMRect, width: number) => box.left >= 0 && box.right <= width;

/**
 * Places a menu panel that opens under its button where it fits the viewport, through `data-align`: none (its end edge
 * under the button's end, growing toward the start; the default), `start` (flipped), or `fit` when neither side has
 * room (the stylesheet then pins it between the viewport's edges). The stylesheet maps each value to its position.
 */
export function alignInViewport(panel: HTMLElement): void {
  const width = document.documentElement.clientWidth;
  for (const align of [null, 'start']) {
    if (align) panel.setAttribute('data-align', align);
    else panel.removeAttribute('data-align');
    if (fits(panel.getBoundingClientRect(), width)) return;
  }
  panel.setAttribute('data-align', 'fit');
}

/**
 * Ref callback for a `<details>` menu (React 19 cleans it up): each time it opens, and on every resize while open, its
 * panel (its last child) is placed with {@link alignInViewport}, so no item ends up off screen on a narrow phone.
 */
export function menuInView(details: HTMLDetailsElement | null): (() => void) | undefined {
  if (!details) return undefined;
  const place = () => {
    const panel = details.lastElementChild;
    if (details.open && panel instanceof HTMLElement) alignInViewport(panel);
  };
  details.addEventListener('toggle', place);
  addEventListener('resize', place);
  return () => {
    details.removeEventListener('toggle', place);
    removeEventListener('resize', place);
  };
}
