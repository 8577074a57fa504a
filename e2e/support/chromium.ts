/**
 * Debian's Chromium (`apt-get install chromium`), as the end-to-end tests and the bench launch it: no
 * sandbox (containers), no GPU, and no background traffic (the tests make no outside calls, and the
 * bench counts what the page downloads).
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];
