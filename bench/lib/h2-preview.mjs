/**
 * `vite preview` over HTTPS, which Vite serves with HTTP/2 as Firebase Hosting does: the store as a
 * phone meets it (the phone profile, phone.mjs). Run as a child process:
 *   node bench/lib/h2-preview.mjs <outDir> <port> <certDir>
 * with the key and certificate phone.mjs made in <certDir>. The project's vite.config.ts applies
 * (Hosting's headers and rewrites, the local services).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { preview } from 'vite';
import { repoRoot } from './build.mjs';

const [outDir, port, certDir] = process.argv.slice(2);
await preview({
  root: repoRoot,
  build: { outDir },
  preview: {
    host: '127.0.0.1',
    port: Number(port),
    strictPort: true,
    https: {
      key: readFileSync(path.join(certDir, 'key.pem')),
      cert: readFileSync(path.join(certDir, 'cert.pem')),
    },
  },
});
