// `pnpm bench <name> [options]`: runs bench/<name> (built to bench/dist) with the options that follow.
//   pnpm bench load [--duration 10] [--soak 60] [--connections 50] [--cache full|read|off] [--strict]
//   pnpm bench footprint [--businesses 250] [--duration 60]
//   pnpm bench fuzz [--count 10000] [--seed 1]
//   pnpm bench bundle-size [--home-budget=150] [--budget=160]
//   pnpm bench pages [--duration 5] [--connections 50] [--businesses 2000] [--events 1000] [--strict]
//   pnpm bench admin-list [--businesses 2000] [--runs 5]
//   pnpm bench blocking [--runs 5] [--routes /,/directory,/events,/news,/contact]
//   pnpm bench search [--duration 5] [--connections 20] [--rate 25,50,100] [--businesses 2000] [--strict]
//   pnpm bench reach [--duration 5] [--connections 20] [--rounds 2] [--businesses 200]
//   pnpm bench registrations [--rate 200] [--duration 10] [--capacity 500] [--connections 50]
//   pnpm bench search --against <checkout> [--rounds 3] [--duration 20] [--rate 100]   (two builds' paced rows, in turn)
//     (BENCH_SERVER_PROFILE=<dir> writes the server's CPU profile there, for any bench that starts it)
//     (BENCH_SERVER_FLAGS="--max-semi-space-size=16" A/Bs Node flags; BENCH_SERVER_LOG=<file> keeps its output)
const benches = [
  "load",
  "footprint",
  "fuzz",
  "bundle-size",
  "pages",
  "admin-list",
  "blocking",
  "search",
  "reach",
  "registrations",
] as const;
const name = process.argv[2] as (typeof benches)[number] | undefined;

if (!name || !benches.includes(name)) {
  console.error(`usage: pnpm bench <${benches.join("|")}> [options]`);
  process.exit(2);
}
// The bench reads its own options from argv.
process.argv.splice(2, 1);
await import(new URL(`./${name}.js`, import.meta.url).href);
