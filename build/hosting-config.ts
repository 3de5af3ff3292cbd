/**
 * What Firebase Hosting answers, read from firebase.json and judged with the matcher of Firebase's
 * own Hosting emulator (superstatic, which comes with firebase-tools), so `vite preview` (and with
 * it `npm start`) answers exactly as Hosting does:
 * - rewrites: a prerendered file when there is one, the app shell for the app's other addresses
 *   (a product added since the build), and for anything else dist/404.html with status 404;
 * - headers: every response carries the headers Hosting would send for its path (the Content
 *   Security Policy, HSTS, nosniff, Cache-Control…), so a policy the store breaks shows locally;
 *   one thing more: the Studio on an editor's own machine (`npm run studio`) may frame the local
 *   store to preview drafts, which firebase.json's production policy never allows. (`npm run dev`
 *   sends none of these headers: Vite's own scripts need what the policy forbids.)
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const { configMatcher } = require('superstatic/lib/utils/patterns') as {
  configMatcher: (path: string, rule: { source: string }) => boolean;
};
const slasher = require('glob-slasher') as (glob: string) => string;

export interface Rewrite {
  source: string;
  destination: string;
}

export interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

interface HostingConfig {
  /** A file's rewrites, and the Functions' (`/api/mcp`), which the local services answer instead. */
  rewrites: (Rewrite | { source: string; function: unknown })[];
  headers: HeaderRule[];
}

function hostingConfig(root: string): HostingConfig {
  return (JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as { hosting: HostingConfig })
    .hosting;
}

const matches = (pathname: string, source: string) =>
  configMatcher(slasher(pathname), { source: slasher(source) });

/** The rewrites to a file of the build (a Function's rewrite is no file: the local services answer it). */
export function hostingRewrites(root: string): Rewrite[] {
  return hostingConfig(root).rewrites.filter((rule): rule is Rewrite => 'destination' in rule);
}

/** The rewrite Hosting applies to a request path, if any (the first that matches, as Hosting does). */
export function rewriteFor(rewrites: readonly Rewrite[], pathname: string): Rewrite | undefined {
  return rewrites.find((rule) => matches(pathname, rule.source));
}

/**
 * The headers Hosting sends for a request path (lower-case names): against the path asked for
 * (before clean URLs and rewrites), every matching rule in order, a later rule's header replacing
 * an earlier one's.
 */
export function headersAt(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const sent = new Map<string, string>();
  for (const rule of rules) {
    if (!matches(pathname, rule.source)) continue;
    for (const { key, value } of rule.headers) sent.set(key.toLowerCase(), value);
  }
  return sent;
}

/** The header `name` Hosting sends for a request path, as firebase.json says. */
export function hostingHeader(root: string, pathname: string, name: string): string | undefined {
  return headersAt(hostingConfig(root).headers, pathname).get(name.toLowerCase());
}

/** Sanity Studio as `npm run studio` serves it on an editor's machine. */
export const LOCAL_STUDIO_ORIGIN = 'http://localhost:3333';

/**
 * The headers the local server sends for a request path: Hosting's, with the local Studio added
 * to the Content-Security-Policy's `frame-ancestors`.
 */
export function localHeadersAt(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const sent = headersAt(rules, pathname);
  const policy = sent.get('content-security-policy');
  if (policy) {
    sent.set(
      'content-security-policy',
      policy.replace(/(^|;)(\s*frame-ancestors\b[^;]*)/, `$1$2 ${LOCAL_STUDIO_ORIGIN}`),
    );
  }
  return sent;
}

/** The header `name` the local server sends for a request path (see `localHeadersAt`). */
export function localHostingHeader(root: string, pathname: string, name: string): string | undefined {
  return localHeadersAt(hostingConfig(root).headers, pathname).get(name.toLowerCase());
}

/** `vite preview` sends firebase.json's headers, as Hosting does (and lets the local Studio frame it). */
export function hostingHeaders(): Plugin {
  return {
    name: 'store:hosting-headers',
    configurePreviewServer(server) {
      const rules = hostingConfig(server.config.root).headers;
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://preview.invalid').pathname;
        for (const [name, value] of localHeadersAt(rules, pathname)) res.setHeader(name, value);
        next();
      });
    },
  };
}
