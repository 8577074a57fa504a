import { ERROR_NOTE } from '@/components/shell/styles';

/**
 * The form-level error (a failed call). An alert, so screen readers announce it the moment it appears;
 * the live region itself always exists, so the announcement is not missed.
 */
export function FormErrorAlert({ message }: { message: string | null }) {
  return <div role="alert">{message ? <p className={ERROR_NOTE}>{message}</p> : null}</div>;
}
