import { lazy, type ComponentType } from 'react';

type LazyModule<P> = { default: ComponentType<P> };

/**
 * A thenable that hands over its value as soon as `then` is called. React.lazy accepts one (its types say Promise):
 * its initializer calls `then` and, when the value is there before `then` returns, draws without suspending.
 */
const settled = <P>(module: LazyModule<P>) =>
  ({ then: (resolve: (value: LazyModule<P>) => void) => resolve(module) }) as unknown as Promise<
    LazyModule<P>
  >;

/**
 * React.lazy over `load`, for code that may already be at hand when the component is first drawn (`loadedValue`
 * gives it then): the lazy takes it synchronously and draws without suspending. A Suspense boundary that suspends
 * shows its fallback, and React reveals the content no sooner than 300 ms after the last fallback it showed (its
 * fallback throttle): on a slow phone a tap on Add to cart waited that long for the cart's listener, its code loaded.
 */
export function lazyWhenLoaded<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loadedValue: () => ComponentType<P> | undefined,
) {
  return lazy(() => {
    const component = loadedValue();
    return component ? settled({ default: component }) : load().then((loaded) => ({ default: loaded }));
  });
}
