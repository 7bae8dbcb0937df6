/**
 * The admin dashboard's pages (/admin and below): rendered in the browser only (`ssr: false` on
 * their routes), inside their own layout instead of the public shell.
 */
export function isAdminPath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}
