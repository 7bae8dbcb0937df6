// The second half of the password rule (the first, its length, is @chamber/core's staffPassword):
// a password found in a list of common passwords, or one of them with a few digits or symbols
// added, is refused. The list is zxcvbn's (about 49,000 leaked passwords, MIT), a dependency of
// this package, so it ships with the project and works offline; it is loaded on first use.
import { fieldRefusal } from "../contract/field-refusal.ts";

let common: Promise<Set<string>> | undefined;

function commonPasswords(): Promise<Set<string>> {
  common ??= import("@zxcvbn-ts/language-common").then(
    ({ dictionary }) => new Set((dictionary["passwords-common"] as string[]).map((word) => word.toLowerCase())),
  );
  return common;
}

/** Letters of a password with what people add to meet a rule (digits, symbols) taken off its ends. */
const core = (password: string) => password.toLowerCase().replace(/^[^a-z]+|[^a-z]+$/g, "");

/** Why `password` may not be used, or null. `personal` are the person's own e-mail and name. */
export async function passwordProblem(password: string, personal: string[] = []): Promise<string | null> {
  const list = await commonPasswords();
  const lower = password.toLowerCase();
  if (list.has(lower) || list.has(core(password)) || /^(.)\1+$/.test(password))
    return "That password is too common: choose one nobody would guess";
  const own = personal.flatMap((value) => value.toLowerCase().split(/[@\s.]+/)).filter((part) => part.length >= 4);
  if (own.some((part) => lower.includes(part))) return "The password must not contain your name or e-mail";
  return null;
}

/** Throws a 400 on the `password` field when the password may not be used. */
export async function assertUsablePassword(password: string, personal: string[] = []): Promise<void> {
  const problem = await passwordProblem(password, personal);
  if (problem) throw fieldRefusal("password", problem);
}
