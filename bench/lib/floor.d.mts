export const FLOOR_ROUTE: string;

export function buildFloor(outDir: string): Promise<string>;
