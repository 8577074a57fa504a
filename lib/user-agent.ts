import Bowser from 'bowser';

/** The browser and system a user agent names ("Firefox 133", "Windows 11"), each null when unknown. */
export interface DeviceDescription {
  browser: string | null;
  os: string | null;
}

function joined(...parts: (string | undefined)[]): string | null {
  const text = parts.filter(Boolean).join(' ').trim();
  return text || null;
}

/**
 * Reads a session's user agent with bowser (a small, well-kept parser): the browser's name and major
 * version, the system's name and its version's name or number.
 */
export function describeUserAgent(userAgent: string | null): DeviceDescription {
  if (!userAgent) return { browser: null, os: null };
  const { browser, os } = Bowser.parse(userAgent);
  return {
    browser: joined(browser.name, browser.version?.split('.')[0]),
    os: joined(os.name, os.versionName ?? os.version),
  };
}

/** The browser's and the system's names alone ("Firefox", "Linux"): what stays the same across updates. */
export function userAgentNames(userAgent: string | null): DeviceDescription {
  if (!userAgent) return { browser: null, os: null };
  const { browser, os } = Bowser.parse(userAgent);
  return { browser: browser.name || null, os: os.name || null };
}
