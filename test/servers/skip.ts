/**
 * Suites that need a real server skip, with the reason printed once, when its binary is missing on
 * a developer's machine; CI installs them, and `REQUIRE_TEST_SERVERS=1` turns a skip into a failure.
 */
export function skipMessage(reason: string | null): boolean {
  if (!reason) return false;
  if (process.env.REQUIRE_TEST_SERVERS === '1') throw new Error(`REQUIRE_TEST_SERVERS=1 but ${reason}`);
  console.warn(`[skipped] ${reason}`);
  return true;
}
