/**
 * A Turbopack loader for Redoc's browser bundle (next.config.mjs): Redoc's side menu ends with Redocly's
 * logo, fetched from cdn.redoc.ly. The console makes no request to another site by itself (a user's
 * address and browser would go to a third party each time they read the API reference; an offline
 * deployment would log a failed load), so the logo is not drawn. The "API docs by Redocly" link stays.
 * When Redoc changes the code this looks for, the build fails here instead of fetching again quietly
 * (redoc-without-remote-logo.test.ts checks the installed version).
 */
const REMOTE_LOGO =
  /[\w$]+\.createElement\("img",\{alt:"redocly logo",onError:\(\)=>[\w$]+\(!1\),src:"https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini\.svg"\}\)/;

function withoutRemoteLogo(source) {
  if (!REMOTE_LOGO.test(source)) {
    throw new Error(
      'redoc: its remote logo is no longer where scripts/lib/redoc-without-remote-logo.js looks',
    );
  }
  return source.replace(REMOTE_LOGO, 'null');
}

module.exports = withoutRemoteLogo;
module.exports.withoutRemoteLogo = withoutRemoteLogo;
