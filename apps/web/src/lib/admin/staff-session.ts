// The guard both /admin routes ask before they load: does this tab hold a staff token, or does the
// session cookie give it one (another tab of a signed-in browser)? The staff's token store is
// imported here on demand, not by the route files, which the first script of every page carries:
// it arrives with the dashboard, and registers itself with the API client as it loads.
export async function hasStaffSession(): Promise<boolean> {
  const { authToken } = await import("#web/lib/auth-token.ts");
  return Boolean(authToken.get() || (await authToken.refresh()));
}
