/*
 * The app management page's confirmations (delete an app, rotate its key, revoke an old key), fetched
 * together when the first of them opens rather than with the page (bench/README.md, first-load JS).
 */
export { ConfirmDialog } from './confirm-dialog';
export { RevokeKeyDialog } from './revoke-key-dialog';
export { RotateKeyDialog } from './rotate-key-dialog';
