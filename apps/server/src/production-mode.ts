// The server runs the production builds of the libraries it renders pages with (React checks
// NODE_ENV when it loads): unless the environment says otherwise, every module loaded after this
// one sees "production". Imported second in main.ts, before anything that loads them.
process.env.NODE_ENV ??= "production";
