import { useStoredRecord } from '@/components/auth/use-stored-record';
import type { Role } from '@/lib/auth/roles';
import { parseSignInRecord } from '@/lib/auth/sign-in-record';

/**
 * The role of the stored sign-in record (spec 6: roles are read from it); null on the server and
 * where the browser refuses storage. The one store of the record (use-stored-record.ts) is read.
 */
export function useStoredRole(): Role | null {
  return parseSignInRecord(useStoredRecord())?.role ?? null;
}
