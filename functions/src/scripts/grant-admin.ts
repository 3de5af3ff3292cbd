/**
 * Entry point of `npm run admin:grant -- someone@example.com`: grants the admin role that lets a
 * user refresh the community lists. See run-grant-admin.ts for modes and options.
 */
import { runGrantAdmin } from './run-grant-admin.js';

process.exitCode = await runGrantAdmin(process.argv.slice(2), process.env, console);
