/** A route of src/app/routes.json and the module that renders it. */
export interface RouteEntry {
  path: string;
  module: string;
  /** Chunks (by name) the page uses as it arrives, preloaded with its own code. */
  preload: string[];
}

export function readRouteTable(repoRoot: string): RouteEntry[];
