/**
 * The one import of the API route tests (node environment, real database): the database, requests
 * shaped like the browser's, and the domain fixtures.
 */
import { appOf, insertActivity, insertDevices, signedIn } from '@/test/server/fixtures';
import { setupTestDatabase } from '@/test/server/support';

export {
  expectError,
  heartbeatRequest,
  minutesAgo,
  quotaWindow,
  type SignedIn,
} from '@/test/server/fixtures';
export { apiRequest, uniqueEmail, uniqueIp } from '@/test/server/support';

/** Opens this test file's database (see setupTestDatabase) and hands back the fixtures that write to it. */
export function setupRouteTest() {
  setupTestDatabase();
  return { appOf, insertActivity, insertDevices, signedIn };
}
