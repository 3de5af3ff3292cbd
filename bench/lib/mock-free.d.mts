export interface MockFreeCheck {
  check: string;
  ok: boolean;
  detail: string;
}

export function checkMockFree(outDir: string): { jsFiles: number; checks: MockFreeCheck[] };
