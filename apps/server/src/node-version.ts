// Chamber runs on Node.js 20.19 and newer (20, 22, 24). Imported first by every program, so an
// older Node ends with one line that says what to install instead of a stack trace.
const [major = 0, minor = 0] = process.versions.node.split(".").map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(
    `Chamber needs Node.js 20.19 or newer; this is Node.js ${process.versions.node}. Install a current LTS from https://nodejs.org.`,
  );
  process.exit(1);
}
