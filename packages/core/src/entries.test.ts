// The package's two doors (package.json "exports", index.ts says why): nothing reachable from
// "@chamber/core" may import zod, and each module goes out through exactly one door, so that which
// door a name comes from says whether importing it ships zod. Read from the source's import graph:
// `import type` and `export type` are erased and are not followed; every other import is, since a
// bundler evaluates a module for `import { type X }` too (verbatimModuleSyntax keeps it).
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const packageDir = resolve(import.meta.dirname, "..");
const exportsMap: Record<string, string> = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")).exports;
const entryFile = (door: string) => resolve(packageDir, exportsMap[door] ?? `${door} is not exported`);

/** The specifiers a module imports or re-exports at run time. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier))
      found.push(node.moduleSpecifier.text);
    else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier)
      found.push((node.moduleSpecifier as ts.StringLiteral).text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteral(specifier)) found.push(specifier.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The first chain of imports from `entry` to a package `isForbidden` names, if any. */
function pathToPackage(entry: string, isForbidden: (specifier: string) => boolean): string[] | null {
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]): string[] | null => {
    if (seen.has(file)) return null;
    seen.add(file);
    const here = [...chain, relative(packageDir, file)];
    for (const specifier of runtimeImports(file)) {
      if (isForbidden(specifier)) return [...here, specifier];
      if (!specifier.startsWith(".")) continue;
      const found = walk(resolve(dirname(file), specifier), here);
      if (found) return found;
    }
    return null;
  };
  return walk(entry, []);
}

const isZod = (specifier: string) => specifier === "zod" || specifier.startsWith("zod/");

const sourceModules = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    if (item.isDirectory()) return sourceModules(path);
    return item.name.endsWith(".ts") && !item.name.endsWith(".test.ts") ? [path] : [];
  });

describe("the package's doors", () => {
  it("reaches no zod from @chamber/core", () => {
    expect(pathToPackage(entryFile("."), isZod)?.join(" → ") ?? "no zod").toBe("no zod");
  });

  it("finds zod reached through a chain of modules (the check can fail)", () => {
    expect(pathToPackage(entryFile("./schemas"), isZod)).toContain("zod");
  });

  it("exports every module through exactly one door", () => {
    const doors = [entryFile("."), entryFile("./schemas")];
    const exportedBy = new Map<string, string[]>();
    for (const door of doors)
      for (const specifier of runtimeImports(door)) {
        const module = relative(packageDir, resolve(dirname(door), specifier));
        exportedBy.set(module, [...(exportedBy.get(module) ?? []), relative(packageDir, door)]);
      }
    const modules = sourceModules(join(packageDir, "src"))
      .filter((file) => !doors.includes(file))
      .map((file) => relative(packageDir, file));
    const notOnce = modules.filter((module) => exportedBy.get(module)?.length !== 1);
    expect(notOnce.map((module) => `${module}: ${exportedBy.get(module)?.join(", ") ?? "no door"}`)).toEqual([]);
  });
});
