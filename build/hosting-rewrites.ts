/**
 * Which addresses the app has pages for, read from firebase.json's rewrites and judged with the
 * matcher of Firebase's own Hosting emulator (superstatic, which comes with firebase-tools), so
 * `vite preview` answers exactly as Hosting does: a prerendered file when there is one, the app
 * shell for the app's other addresses (a product added since the build), and for anything else
 * dist/404.html with status 404.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const { configMatcher } = require('superstatic/lib/utils/patterns') as {
  configMatcher: (path: string, rule: { source: string }) => boolean;
};
const slasher = require('glob-slasher') as (glob: string) => string;

interface Rewrite {
  source: string;
  destination: string;
}

export function hostingRewrites(root: string): Rewrite[] {
  const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as {
    hosting: { rewrites: Rewrite[] };
  };
  return config.hosting.rewrites;
}

/** The rewrite Hosting applies to a request path, if any (the first that matches, as Hosting does). */
export function rewriteFor(rewrites: readonly Rewrite[], pathname: string): Rewrite | undefined {
  return rewrites.find((rule) => configMatcher(slasher(pathname), { source: slasher(rule.source) }));
}
