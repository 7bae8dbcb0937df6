// `pnpm bench <name> [options]`: runs bench/<name>.ts with the options that follow.
//   pnpm bench load [--duration 10] [--soak 60] [--connections 50] [--cache full|read|off] [--strict]
//   pnpm bench fuzz [--count 10000] [--seed 1]
//   pnpm bench bundle-size [--budget=200]   (after building the web app)
const benches = { load: "./load.ts", fuzz: "./fuzz.ts", "bundle-size": "./bundle-size.ts" } as const;
const name = process.argv[2] as keyof typeof benches | undefined;

if (!name || !(name in benches)) {
  console.error(`usage: pnpm bench <${Object.keys(benches).join("|")}> [options]`);
  process.exit(2);
}
// The bench reads its own options from argv.
process.argv.splice(2, 1);
await import(benches[name]);
