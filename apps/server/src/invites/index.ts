// The invites domain as other domains use it.
export { liveInviteLink } from './repo';
