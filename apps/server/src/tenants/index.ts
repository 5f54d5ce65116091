// The tenants domain as other domains use it: resending a pending invitation (the published client's resend in invites/).
export { resendInvitation } from './resend';
