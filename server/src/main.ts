import { loadConfig } from "./config";
import { openApp } from "./open";
import { startServer } from "./server";

const config = loadConfig();
const { deps, handle } = await openApp(config);
await startServer(config, deps, handle);
