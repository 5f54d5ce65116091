export { ACTION_PERMISSIONS, FIELD_ACTIONS, appearanceFor, can, fieldAppearance, isVendorRole, type ActionId } from './permissions';
export { ReadOnlyNote, useAppearance, useCan, ViewOnly } from './hooks';
