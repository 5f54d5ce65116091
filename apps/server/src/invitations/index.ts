// The invitations domain as other domains use it.
export { joinWithInviteLink, sendActivation, acceptInvitationForUser, sendInvitation } from './service';
