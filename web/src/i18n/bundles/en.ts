// Every English namespace in one lazily loaded chunk (a new locales/en/<ns>.json is picked up automatically).
import { buildBundle, type LocaleTree } from "./build";

export default buildBundle(import.meta.glob<LocaleTree>("../locales/en/*.json", { eager: true, import: "default" }));
