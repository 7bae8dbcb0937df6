// A refusal whose body names its own code instead of the HTTP status's (e.g. SPAM_CHECK on a 400),
// apart from trpc.ts so that the error formatter can read it without a cycle. Both doors carry it:
// the formatter puts it in `data.errorCode` for the web app, and the REST door's error body takes it
// as `code` (apps/server/src/http/errors.ts).
export class CodedError extends Error {
  override name = "CodedError";
  readonly errorCode: string;
  constructor(errorCode: string, message: string) {
    super(message);
    this.errorCode = errorCode;
  }
}
