import { type ComponentType, createElement, lazy, useState } from "react";

/** A chunk's module: its component as the default export, and whatever else it exports (a page's first answers). */
// biome-ignore lint/suspicious/noExplicitAny: any component's props; `Component` keeps the module's own type.
type Module = { default: ComponentType<any> };

/**
 * A code-split component, like React.lazy, that renders at once when its chunk has already arrived. React.lazy (Preact's
 * too) suspends on its first render even then, so a screen whose code was fetched before the first render (main.tsx
 * waits for it) would render twice, with a fallback between: two renders and two layouts of a phone's start-up
 * (docs/rules.md "Delivery").
 *
 * `load` fetches the chunk and keeps its component; the component renders it directly once kept. Each mounted instance
 * keeps the form it started with, so a chunk landing during a suspended render never remounts the screen.
 */
export function lazyModule<M extends Module>(fetchModule: () => Promise<M>): { load: () => Promise<M>; Component: M["default"] } {
  // Inside, props pass through untouched; the caller sees the module's own component type.
  let loaded: ComponentType<object> | undefined;
  const load = () =>
    fetchModule().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy: ComponentType<object> = lazy(load);
  function Component(props: object) {
    const [Chosen] = useState(() => loaded ?? Lazy);
    return createElement(Chosen, props);
  }
  return { load, Component: Component as M["default"] };
}
