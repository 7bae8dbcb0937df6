// How the server's process is started: V8 flags and the C library's allocator settings, both read
// only as the process starts (v8.setFlagsFromString and process.env come too late), so the root
// package.json's start script carries the same (a test keeps them equal), and the benches and the
// tests that start the built server use them. Figures in docs/decisions/007-embedded-postgresql.md.
//
// V8's default young generation (16 MB semi-spaces) fills under load and is never given back, and
// the old generation grows well past what the site keeps alive; capped, the process idles at
// ~128 MB RSS instead of ~178 MB and stays at ~141 MB under 50 connections instead of 200–260 MB,
// at the same throughput.
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=4", "--max-old-space-size=192"] as const;

// glibc gives each thread that allocates under contention an arena of its own (up to 8 per core),
// and keeps what it freed there: libvips' threads (the seed's photos, an upload) and libuv's pool
// (compression, hashing) left ~100 MiB behind in a dozen arenas. Two arenas hold the same work.
// Other C libraries ignore the variable.
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2" } as const;

/** The root package.json's start script. */
export const START_SCRIPT = `${Object.entries(SERVER_ENV)
  .map(([name, value]) => `${name}=${value} `)
  .join("")}node ${SERVER_NODE_FLAGS.join(" ")} scripts/launch.mjs start`;
