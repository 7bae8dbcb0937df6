// The V8 flags the server runs with. V8's default young generation (16 MB semi-spaces) fills
// under load and is never given back, and the old generation grows well past what the site
// keeps alive; capped, the process idles at ~128 MB RSS instead of ~178 MB and stays at ~141 MB
// under 50 connections instead of 200–260 MB, at the same throughput (measured with wrk, issue
// "Runs where people have it"). Flags must be on the node command line (v8.setFlagsFromString
// after start-up has no effect on these), so the root package.json's start script carries the
// same list; a test keeps the two equal.
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=4", "--max-old-space-size=192"] as const;
