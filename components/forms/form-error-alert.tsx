/**
 * The form-level error (a failed call). An alert, so screen readers announce it the moment it appears;
 * the live region itself always exists, so the announcement is not missed.
 */
export function FormErrorAlert({ message }: { message: string | null }) {
  return (
    <div role="alert">
      {message ? (
        <p className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-800 dark:bg-red-950/60 dark:text-red-200">
          {message}
        </p>
      ) : null}
    </div>
  );
}
