import { configOrExit } from "./config";
import { startLine } from "./logger";
import { openApp } from "./open";
import { startServer } from "./server";

// A bad variable ends the process here with one line on stderr, before any file or connection is opened.
const config = configOrExit();
const { deps, handle, warnings } = await openApp(config);
const app = await startServer(config, deps, handle);
app.log.info(startLine(config, app.server.address()));
for (const warning of warnings) app.log.warn(warning);
