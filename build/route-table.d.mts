/** A route of src/app/routes.json and the module that renders it. */
export interface RouteEntry {
  path: string;
  module: string;
}

export function readRouteTable(repoRoot: string): RouteEntry[];
