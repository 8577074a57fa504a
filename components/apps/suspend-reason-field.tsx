'use client';

import { useTranslations } from 'next-intl';

import { TextField } from '@/components/forms/text-field';

/** The suspension's reason, optional, which the app's owner reads on the app's card. */
export function SuspendReasonField({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useTranslations('AdminApps');
  return (
    <TextField
      name="reason"
      label={t('suspendReason')}
      hint={t('suspendReasonHint')}
      multiline
      rows={3}
      required={false}
      control={{ value, onChange: (event) => onChange(event.target.value), onBlur: () => undefined }}
    />
  );
}
