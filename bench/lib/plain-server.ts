// The baseline of the load benches: a plain node:http server in a process of its own that answers
// every request with the same bytes and content type as the route it stands in for. Started by
// startPlainServer(); tells its port over IPC.
import { fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { fileURLToPath } from "node:url";

export interface PlainServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Serves the file at `bodyPath` as `contentType` on a free loopback port. */
export function startPlainServer(bodyPath: string, contentType: string): Promise<PlainServer> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), [bodyPath, contentType], { stdio: "inherit" });
    child.once("error", reject);
    child.once("message", (port) =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        pid: child.pid ?? 0,
        stop: () =>
          new Promise((done) => {
            child.once("exit", () => done());
            child.kill();
          }),
      }),
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.send) {
  const [bodyPath = "", contentType = "application/octet-stream"] = process.argv.slice(2);
  const body = readFileSync(bodyPath);
  const server = createServer((_request, response) => {
    response.writeHead(200, { "content-type": contentType, "content-length": body.length });
    response.end(body);
  });
  server.listen(0, "127.0.0.1", () => {
    const address = server.address();
    process.send?.(typeof address === "object" && address ? address.port : 0);
  });
}
