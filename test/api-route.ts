/**
 * The one import of the API route tests (node environment, real database): the database, requests
 * shaped like the browser's, and the domain fixtures.
 */
import { appOf, insertDevices, signedIn } from '@/lib/server/domain/test-fixtures';
import { setupTestDatabase } from '@/lib/server/test-support';

export { expectError, heartbeatRequest, minutesAgo, type SignedIn } from '@/lib/server/domain/test-fixtures';
export { apiRequest, uniqueEmail, uniqueIp } from '@/lib/server/test-support';

/** Opens this test file's database (see setupTestDatabase) and hands back the fixtures that write to it. */
export function setupRouteTest() {
  setupTestDatabase();
  return { appOf, insertDevices, signedIn };
}
