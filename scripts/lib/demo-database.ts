import type { ServerConfig } from '@/lib/server/config';

/**
 * The demo commands write data for a console started afterwards, in another process: an in-memory
 * database (DATA_DIR=memory://) would be gone by then, so they refuse it rather than seed for nothing.
 */
export function requireLastingDatabase(config: ServerConfig, command: string): void {
  if (config.database.kind === 'pglite' && config.dataDir === null) {
    throw new Error(
      `DATA_DIR=memory:// keeps the database inside one process, so what ${command} adds would be ` +
        'gone when it ends: use a folder (DATA_DIR, default .data/) or DATABASE_URL',
    );
  }
}
