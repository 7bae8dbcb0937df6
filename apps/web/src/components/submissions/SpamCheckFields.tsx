// The spam check's fields (docs/decisions/020-public-submissions.md), posted with the form like any
// other: the form token, and the honeypot, a field no person sees or reaches by keyboard, which a
// form-filling bot fills; a missing token or a filled honeypot is refused by the server.
import classes from "./SpamCheckFields.module.css";

export function SpamCheckFields({ token }: { token: string | undefined }) {
  return (
    <>
      <input type="hidden" name="formToken" value={token ?? ""} />
      <div className={classes.trap} aria-hidden="true">
        <label>
          Website URL (leave empty)
          <input type="text" name="url" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}
