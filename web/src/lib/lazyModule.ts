import { type ComponentType, createElement, lazy, useState } from "react";

type Module<P> = { default: ComponentType<P> };

/**
 * A code-split component, like React.lazy, that renders at once when its chunk has already arrived. React.lazy (Preact's
 * too) suspends on its first render even then, so a screen whose code was fetched before the first render (main.tsx
 * waits for it) would render twice, with a fallback between: two renders and two layouts of a phone's start-up
 * (docs/rules.md "Delivery").
 *
 * `load` fetches the chunk and keeps its component; the component renders it directly once kept. Each mounted instance
 * keeps the form it started with, so a chunk landing during a suspended render never remounts the screen.
 */
export function lazyModule<P extends object>(
  fetchModule: () => Promise<Module<P>>,
): { load: () => Promise<Module<P>>; Component: ComponentType<P> } {
  let loaded: ComponentType<P> | undefined;
  const load = () =>
    fetchModule().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(load) as unknown as ComponentType<P>;
  function Component(props: P) {
    const [Chosen] = useState(() => loaded ?? Lazy);
    return createElement(Chosen, props);
  }
  return { load, Component };
}
