import { createHash, randomBytes } from "node:crypto";

/** 32 random bytes, URL-safe: unguessable, and only ever stored as a hash. */
export const newToken = (prefix = "") => `${prefix}${randomBytes(32).toString("base64url")}`;

/** SHA-256 is enough here: the token is random, so there is nothing to brute-force. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export const API_TOKEN_PREFIX = "chk_";
