/**
 * Where `npm run build` leaves the stylesheets' plans (critical-css.mjs), in the build folder, for
 * `npm start`'s server (custom-server/critical-css.ts). A module of its own, so that the server's bundle does
 * not take the compiler in with the name.
 */
export const CRITICAL_CSS_PLANS = 'critical-css-plans.json';
