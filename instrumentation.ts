/**
 * Runs once when a Next.js server starts (not during `next build`): opens the reference backend's
 * database, applies pending migrations and makes sure the operator's admin exists. Only the Node.js
 * runtime has a database; the import stays inside the check so the Edge bundle never includes it.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  try {
    const { bootstrap } = await import('@/lib/server/bootstrap');
    const { database, admin } = await bootstrap();
    console.log(`[bootstrap] ${database} database ready`);
    if (admin) console.log(`[bootstrap] admin ${admin.email}: ${admin.outcome}`);
  } catch (error) {
    // Logged loudly, but the server keeps running: /api/health then reports an unreachable database
    // (503), and each API call tries to open it again.
    console.error('[bootstrap] start-up failed:', error);
  }
}
