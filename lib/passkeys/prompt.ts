import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/**
 * The browser's passkey prompts (docs/product.md, Passkeys), through `@simplewebauthn/browser`, which
 * is loaded only when a prompt opens: the sign-in page and the console do not carry it.
 */

/** Thrown when the prompt did not give a passkey: closed, timed out, refused, or none on the device. */
export class PasskeyPromptError extends Error {
  constructor(readonly reason: 'cancelled' | 'unsupported') {
    super(`passkey prompt ${reason}`);
    this.name = 'PasskeyPromptError';
  }
}

async function library() {
  const webauthn = await import('@simplewebauthn/browser');
  if (!webauthn.browserSupportsWebAuthn()) throw new PasskeyPromptError('unsupported');
  return webauthn;
}

/** Makes a passkey for the options the server gave (`navigator.credentials.create()`). */
export async function promptNewPasskey(
  optionsJSON: PublicKeyCredentialCreationOptionsJSON,
): Promise<RegistrationResponseJSON> {
  const { startRegistration } = await library();
  try {
    return await startRegistration({ optionsJSON });
  } catch {
    throw new PasskeyPromptError('cancelled');
  }
}

/** Signs the server's challenge with a passkey (`navigator.credentials.get()`). */
export async function promptPasskey(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await library();
  try {
    return await startAuthentication({ optionsJSON });
  } catch {
    throw new PasskeyPromptError('cancelled');
  }
}
