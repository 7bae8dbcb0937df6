import { nodeTestConfig } from "../../vitest.shared.ts";

export default nodeTestConfig({ database: false });
