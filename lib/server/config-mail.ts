import 'server-only';

/** The mail settings of lib/server/config.ts (documented there): the reset emails' server and links. */
function env(name: string): string | undefined {
  const value = process.env[name]?.trim();
  return value ? value : undefined;
}

export function smtpUrl(): string | null {
  const raw = env('SMTP_URL');
  if (!raw || raw === 'log') return raw ?? null;
  let protocol = '';
  try {
    protocol = new URL(raw).protocol;
  } catch {
    // Reported below.
  }
  if (protocol !== 'smtp:' && protocol !== 'smtps:') {
    // The value may hold a password: the message does not repeat it.
    throw new Error('SMTP_URL must be a smtp:// or smtps:// URL, or "log"');
  }
  return raw;
}

export function consoleUrl(smtp: string | null): string | null {
  const raw = env('CONSOLE_URL');
  if (!raw) {
    if (smtp && smtp !== 'log') throw new Error('SMTP_URL needs CONSOLE_URL, the address the emails link to');
    return null;
  }
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // Reported below.
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(
      `CONSOLE_URL must be an http(s) address like "https://console.example.com", got "${raw}"`,
    );
  }
  return url.origin;
}
