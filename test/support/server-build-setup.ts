import { buildServerOnce } from './built-server';

/** Global set-up of the projects that start the built server (test/support/built-server.ts). */
export default async function setup(): Promise<void> {
  await buildServerOnce();
}
