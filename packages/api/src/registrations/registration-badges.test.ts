// "Registration open" in the events list: open with places left, full onto the waitlist, nothing
// for an event taking none or closed — and read fresh, past the list's cache, after a registration.
import { afterAll, beforeAll, expect, test } from "vitest";
import { T0 } from "../testing/callers.ts";
import { openRegistrationCallers } from "./registration-fixtures.ts";

let callers: Awaited<ReturnType<typeof openRegistrationCallers>>;
beforeAll(async () => {
  callers = await openRegistrationCallers();
});
afterAll(() => callers?.close());

test("the list says which events take registrations, and when they are full", async () => {
  callers.clock.now = T0;
  const open = await callers.eventWith({ capacity: 1 }, 10, "Open mixer");
  const none = await callers.eventWith(null, 11, "Plain talk");
  const closed = await callers.eventWith({ open: false }, 12, "Closed lunch");
  const badges = async () => {
    const list = await callers.visitor.event.list({});
    return Object.fromEntries(
      list
        .filter((event) => [open.id, none.id, closed.id].includes(event.id))
        .map((event) => [event.title, event.registration]),
    );
  };
  expect(await badges()).toEqual({ "Open mixer": "open", "Plain talk": null, "Closed lunch": null });
  await callers.sender.registration.register({
    id: open.id,
    name: "Ada",
    email: "ada@example.com",
    places: 1,
    answers: {},
    formToken: await callers.token(),
  });
  expect((await badges())["Open mixer"]).toBe("full");
  const page = await callers.visitor.event.listPage({ limit: 50, offset: 0 });
  expect(page.items.find((event) => event.id === open.id)?.registration).toBe("full");
});
