// What a paged REST list tells its door beside the rows: the number of rows its filters match and
// where the next page starts. One note per request, shared by every copy of the context a
// middleware makes; the REST door turns it into `X-Total-Count` and `Link` (apps/server http/api.ts).
export class ListPageNote {
  /** Null: the list was not paged (no `limit`, `cursor` or `updatedSince`), and no header is added. */
  total: number | null = null;
  /** The cursor of the next page; null on the last one. */
  nextCursor: string | null = null;

  record(total: number, nextCursor: string | null) {
    this.total = total;
    this.nextCursor = nextCursor;
  }
}
