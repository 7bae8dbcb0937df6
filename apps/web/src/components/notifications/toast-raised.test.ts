import { describe, expect, it, vi } from "vitest";
import { markToastRaised, onToastRaised } from "./toast-raised.ts";

describe("toast-raised", () => {
  it("tells a listener of the first toast once, and a later listener at once", () => {
    const early = vi.fn();
    const gone = vi.fn();
    onToastRaised(early);
    onToastRaised(gone)();
    expect(early).not.toHaveBeenCalled();
    markToastRaised();
    markToastRaised();
    expect(early).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();
    const late = vi.fn();
    onToastRaised(late);
    expect(late).toHaveBeenCalledTimes(1);
  });
});
