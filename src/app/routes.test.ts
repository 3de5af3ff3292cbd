// @vitest-environment node
/**
 * The route table (routes.json) is plain data the router, the build and the bench read: each page
 * it names is there, each page module is named, and every address the store links to is a page.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths';
import routeTable from './routes.json';

const features = path.resolve(import.meta.dirname, '../features');

describe('the route table', () => {
  it('names page modules that are there, each once', () => {
    for (const { page } of routeTable)
      expect(existsSync(path.join(features, `${page}.tsx`)), page).toBe(true);
    const pageModules = readdirSync(features, { recursive: true, encoding: 'utf8' })
      .map((file) => file.split(path.sep).join('/'))
      .filter((file) => /^[^/]+\/[^/]+-route\.tsx$/.test(file))
      .map((file) => file.replace(/\.tsx$/, ''));
    expect(new Set(routeTable.map(({ page }) => page))).toEqual(new Set(pageModules));
  });

  it('has a page at every address the store links to, and "Page not found" last', () => {
    for (const address of Object.values(paths).filter((value) => typeof value === 'string')) {
      expect(matchRoutes(routeTable, address)?.at(-1)?.route.path, address).not.toBe('*');
    }
    expect(routeTable.at(-1)).toEqual({ path: '*', page: 'content/not-found-route' });
  });
});
