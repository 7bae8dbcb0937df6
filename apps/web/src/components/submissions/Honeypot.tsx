// The honeypot (docs/decisions/020-public-submissions.md): a field no person sees or reaches by
// keyboard, which a form-filling bot fills; a filled one is refused by the server.
import type { ChangeEvent } from "react";
import classes from "./Honeypot.module.css";

export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className={classes.trap} aria-hidden="true">
      <label>
        Website URL (leave empty)
        <input
          type="text"
          name="url"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.currentTarget.value)}
        />
      </label>
    </div>
  );
}
