/**
 * The account API's shapes (GET /api/user/sessions, POST /api/user/password, the reset calls), shared
 * by the console and the reference backend.
 */

/** One signed-in device: a session that still lets someone in. Dates are ISO 8601. */
export interface UserSession {
  id: string;
  /** The session of the call that listed them. */
  current: boolean;
  createdAt: string;
  lastActiveAt: string;
  /** The address it was last used from; null when unknown. */
  ip: string | null;
  userAgent: string | null;
}

/** POST /api/user/password's answer: how many other sessions it ended. */
export interface PasswordChanged {
  endedSessions: number;
}

/** POST /api/v1/auth/password-reset's answer: whether an email went, or an administrator helps. */
export interface PasswordResetRequested {
  delivery: 'email' | 'administrator';
}

/** POST /api/admin/users/:userId/password-reset-link's answer: shown once. */
export interface PasswordResetLink {
  url: string;
  expiresAt: string;
}
