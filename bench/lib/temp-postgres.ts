import { PORTS } from './paths';
import { startTempPostgres as startCluster, type TempPostgres } from '../../scripts/lib/temp-postgres';

/** A throwaway PostgreSQL cluster for `--temp-postgres`, on the bench's own port. */
export function startTempPostgres(): Promise<TempPostgres> {
  return startCluster({ port: PORTS.postgres });
}
