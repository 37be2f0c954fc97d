import { loadConfig } from "./config";
import { openApp } from "./open";
import { startServer } from "./server";

const config = loadConfig();
const { deps, handle, warnings } = await openApp(config);
const app = await startServer(config, deps, handle);
for (const warning of warnings) app.log.warn(warning);
