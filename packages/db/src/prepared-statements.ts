// Names for the statements `Database.read` prepares. A named statement is parsed and planned once
// per connection, then only bound and executed: for the directory's page statement that is about a
// third of PostgreSQL's time per read (decision 016, "Measured"). PostgreSQL keeps a prepared
// statement for the connection's life, and a search's words change its text (one clause per
// word), so only the first MAX_PREPARED different texts get a name; any other runs unnamed, parsed
// each time as Prisma's statements are. The texts people use (a page of the list, one to three
// words, a category or none) stay well under the limit; a stream of odd searches cannot make each
// connection hold more than that many plans.
import { createHash } from "node:crypto";

export const MAX_PREPARED = 64;

export class StatementNames {
  readonly #names = new Map<string, string>();
  readonly #max: number;

  constructor(max = MAX_PREPARED) {
    this.#max = max;
  }

  /** The name `text` is prepared under, or undefined once `max` other texts have names. */
  nameOf(text: string): string | undefined {
    const known = this.#names.get(text);
    if (known !== undefined || this.#names.size >= this.#max) return known;
    // The same text always gets the same name, which node-postgres requires of a name it has seen.
    const name = `chamber_${createHash("sha256").update(text).digest("hex").slice(0, 24)}`;
    this.#names.set(text, name);
    return name;
  }
}
