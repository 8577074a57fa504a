'use client';

import { useTranslations } from 'next-intl';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

import type { TotpSetup } from '@/lib/api/two-factor';

/** The secret in groups of four, as authenticator apps show a key typed by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * The set-up's first part: the QR code of the otpauth URL (drawn here, in the browser, so the secret
 * goes nowhere else), and the same key as text for an app that cannot scan. Needs the `TwoFactorModal`
 * namespace.
 */
export function TotpSetupKey({ setup }: { setup: TotpSetup }) {
  const t = useTranslations('TwoFactorModal');
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    toDataURL(setup.otpauthUrl, { margin: 1, width: 176 }).then(
      (url) => current && setQr(url),
      () => current && setQr(null),
    );
    return () => {
      current = false;
    };
  }, [setup.otpauthUrl]);
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('scan')}</p>
      <div className="grid size-44 place-items-center rounded-md bg-white">
        {qr ? (
          // eslint-disable-next-line @next/next/no-img-element -- a data URL drawn in the browser
          <img src={qr} alt={t('qrAlt')} width={176} height={176} />
        ) : null}
      </div>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t('typeKey')}</p>
      {/* It wraps between its groups of four, never inside one. */}
      <p dir="ltr" className="font-mono text-sm text-slate-900 select-all dark:text-slate-100">
        <span className="sr-only">{t('keyLabel')} </span>
        {grouped(setup.secret)}
      </p>
    </div>
  );
}
