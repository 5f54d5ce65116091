/** Where the demo mounts the admin portal; each section and tab has a path under it (`/admin/users`). */
export const ADMIN_PATH = '/admin';

/** Whether an address is one of the admin portal's. */
export const isAdminPath = (pathname: string): boolean => pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`);
