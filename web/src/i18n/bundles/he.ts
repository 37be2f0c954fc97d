// Every Hebrew namespace in one lazily loaded chunk (a new locales/he/<ns>.json is picked up automatically).
import { buildBundle, type LocaleTree } from "./build";

export default buildBundle(import.meta.glob<LocaleTree>("../locales/he/*.json", { eager: true, import: "default" }));
