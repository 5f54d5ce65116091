/** The two widths every screen is checked at and the README gallery shows (playwright.config.ts opens pages at DESKTOP). */
export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;
/** WCAG 1.4.10 Reflow: content must fit 320 CSS px wide without scrolling the page sideways. */
export const REFLOW = { width: 320, height: 640 } as const;
