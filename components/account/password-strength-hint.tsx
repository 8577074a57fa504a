'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

import { cx } from '@/components/shell/class-names';
// zxcvbn and its dictionaries (about 400 kB) load when a new password is first typed, not with a page.
import { loadPasswordScorer, type PasswordScore } from '@/lib/validations/password-strength';

const LEVELS = ['veryWeak', 'weak', 'fair', 'strong', 'veryStrong'] as const;
const BAR = ['bg-red-600', 'bg-red-600', 'bg-amber-500', 'bg-emerald-600', 'bg-emerald-600'];

/**
 * How hard the typed password is to guess, as a bar and a word, once something is typed: a hint, not
 * a rule (the rules are length and the common list). Said to screen readers politely, after the
 * typing pauses. `userInputs` (the user's name and email) count against a password that contains them.
 */
export function PasswordStrengthHint({
  id,
  password,
  userInputs,
}: {
  id: string;
  password: string;
  userInputs?: string[];
}) {
  const t = useTranslations('PasswordStrength');
  const [score, setScore] = useState<PasswordScore | null>(null);
  const inputs = userInputs?.join('\n');

  useEffect(() => {
    if (!password) return;
    let live = true;
    // A short pause: the estimate runs once the typing stops, not on every key.
    const timer = setTimeout(() => {
      loadPasswordScorer()
        .then((score) => live && setScore(score(password, inputs ? inputs.split('\n') : [])))
        .catch(() => live && setScore(null));
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [password, inputs]);

  const shown = password ? score : null;
  return (
    <div id={id} aria-live="polite" className="space-y-1">
      {shown === null ? null : (
        <>
          <div aria-hidden="true" className="flex gap-1">
            {[0, 1, 2, 3].map((step) => (
              <span
                key={step}
                className={cx(
                  'h-1 flex-1 rounded-full forced-colors:border forced-colors:border-[CanvasText]',
                  step < Math.max(shown, 1) ? BAR[shown] : 'bg-slate-200 dark:bg-slate-700',
                )}
              />
            ))}
          </div>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {t('label', { level: t(LEVELS[shown]) })}
            {shown < 3 ? ` ${t('advice')}` : null}
          </p>
        </>
      )}
    </div>
  );
}
