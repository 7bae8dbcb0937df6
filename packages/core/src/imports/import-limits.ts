// The bounds of a business import (docs/product.md "Import"), shared by the server that enforces
// them and the admin that tells them. A helper without zod.

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5_000;
/** How long an applied import can be undone as a whole. */
export const IMPORT_UNDO_HOURS = 24;
