/**
 * The one e-mail shape every Portico layer checks before asking the server: loose on purpose (the server and the
 * mail it sends are the judges), it only catches typos such as a missing `@` or domain.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
