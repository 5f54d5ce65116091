export { createLoginBox, createLoginBoxRoutes, LoginBoxProvider, LoginBoxRoutes, PorticoLogin } from './LoginBox';
export type { LoginBoxOptions } from './LoginBox';
export { useLoginBox, useStrings } from './context';
export type { LoginBoxContextValue } from './context';
export { defaultPaths, resolvePaths } from './routes';
export type { LoginBoxPaths } from './routes';
export { deepMerge, en, english, format, resolveLocalization } from './localization';
export type { DeepPartial, Locale, LocalizationOptions, LoginStrings } from './localization';
// The theme helpers live in ui-kit (the portal shares them); re-exported for hosts that import them from here.
export { appearanceProperties, applyProperties, contrastText, darken, lighten, parseColor, primaryShades, toHex } from '@portico/ui-kit';
export type { Appearance, AppearanceVariables, Rgb } from '@portico/ui-kit';
// The zod schemas stay internal: exporting them from the entry would put zod in every host's first download.
export { CODE_LENGTH, PASSWORD_MAX, PASSWORD_MIN } from './limits';
// LoginRoute and loginScreen stay internal: re-exported here they kept every first-screen module (and react-router) in hosts that import only the theme helpers, e.g. the admin portal.
// The state types are core-state's own (`import type { LoginState } from '@portico/core-state'`): none is re-declared here.
export type { PorticoLike } from './portico';
