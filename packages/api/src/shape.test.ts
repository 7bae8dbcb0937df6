// The package's shape (docs/architecture.md §4): a folder per feature, how the API is spoken in
// contract/, and at the top only the tRPC set-up, the context, the root router and the index — so
// the next feature gets a folder rather than a loose file beside them — and no source file longer
// than one reading takes in.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const MAX_LINES = 250;
const topFiles = new Set(["context.ts", "index.ts", "root.ts", "trpc.ts", "shape.test.ts"]);

/** Files directly in the package's src/ that are neither the allowed ones nor folders. */
const looseFiles = (entries: { name: string; isFile: boolean }[]) =>
  entries.filter((entry) => entry.isFile && !topFiles.has(entry.name)).map((entry) => entry.name);

/** Lines of a file's text, as `wc -l` counts them. */
const lineCount = (text: string) => text.split("\n").length - (text.endsWith("\n") ? 1 : 0);

/** The source files (tests aside) longer than the limit. */
const longFiles = (files: { path: string; text: string }[]) =>
  files
    .filter(({ path }) => !path.endsWith(".test.ts"))
    .filter(({ text }) => lineCount(text) > MAX_LINES)
    .map(({ path }) => path);

const src = import.meta.dirname;
const files = readdirSync(src, { recursive: true, encoding: "utf8" })
  .filter((path) => path.endsWith(".ts"))
  .map((path) => ({ path: path.split("\\").join("/"), text: readFileSync(join(src, path), "utf8") }));

describe("the package's shape", () => {
  it("keeps only the set-up, context, root router and index at the top", () => {
    const entries = readdirSync(src, { withFileTypes: true }).map((entry) => ({
      name: entry.name,
      isFile: entry.isFile(),
    }));
    expect(entries.length).toBeGreaterThan(10);
    expect(looseFiles(entries)).toEqual([]);
  });

  it(`has no source file over ${MAX_LINES} lines`, () => {
    expect(files.length).toBeGreaterThan(50);
    expect(longFiles(files)).toEqual([]);
  });

  it("catches a loose file and a long one", () => {
    expect(
      looseFiles([
        { name: "member-select.ts", isFile: true },
        { name: "trpc.ts", isFile: true },
      ]),
    ).toEqual(["member-select.ts"]);
    expect(looseFiles([{ name: "members", isFile: false }])).toEqual([]);
    const lines = (count: number) => "x\n".repeat(count);
    expect(
      longFiles([
        { path: "members/member.router.ts", text: lines(MAX_LINES + 1) },
        { path: "members/member-select.ts", text: lines(MAX_LINES) },
        { path: "members/member.router.test.ts", text: lines(MAX_LINES * 2) },
      ]),
    ).toEqual(["members/member.router.ts"]);
  });
});
