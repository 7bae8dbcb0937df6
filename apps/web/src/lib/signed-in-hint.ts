// The note a browser keeps of having signed in (lib/auth-token.ts writes it; no secret in it), read
// without the token stores: a public page may offer staff a way into the admin without loading the
// admin's session code into its first script. The admin still checks the session itself.

/** The localStorage key of a kind's note: when its sign-in runs out. */
export const signedInUntilKey = (name: string) => `chamber.${name}.signed-in-until`;

const signedInHint = (name: string, now: number) =>
  typeof window !== "undefined" && Date.parse(window.localStorage.getItem(signedInUntilKey(name)) ?? "") > now;

/** Whether this browser signed in to the admin and the note has not run out (false on the server). */
export const staffSignedInHint = (now = Date.now()): boolean => signedInHint("admin", now);

/** Whether this browser signed in to a member's account and the note has not run out (false on the server). */
export const memberSignedInHint = (now = Date.now()): boolean => signedInHint("member", now);
