// webpack's own id helpers, which reproducible-ids.mjs uses to assign ids exactly as `moduleIds: 'deterministic'` does.
// They are internal modules without declarations; these are their signatures in webpack 5.110.3 (lib/ids/IdHelpers.js,
// lib/util/comparators.js), the version the workspace pins.
declare module 'webpack/lib/ids/IdHelpers' {
  import type { Compilation, Module } from 'webpack';
  export function getUsedModuleIdsAndModules(compilation: Compilation, filter?: (module: Module) => boolean): [Set<string>, Module[]];
  export function getFullModuleName(module: Module, context: string, associatedObjectForCache?: object): string;
  export function assignDeterministicIds<T>(
    items: T[],
    getName: (item: T) => string,
    comparator: (a: T, b: T) => number,
    assignId: (item: T, id: number) => boolean,
    ranges?: number[],
    expandFactor?: number,
    extraSpace?: number,
    salt?: number,
  ): void;
}

declare module 'webpack/lib/util/comparators' {
  import type { Module, ModuleGraph } from 'webpack';
  export function compareModulesByPreOrderIndexOrIdentifier(moduleGraph: ModuleGraph): (a: Module, b: Module) => number;
}
