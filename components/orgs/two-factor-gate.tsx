'use client';

import { useEffect, useState, type ComponentType } from 'react';

import { useHydrated } from '@/components/orgs/use-hydrated';
import { useConsoleState } from '@/components/state/console-store';
import type { OrgSummary } from '@/lib/api/contract/orgs';
import { onSessionEvent } from '@/lib/auth/session-events';
import { activeOrgOf } from '@/lib/state/org';

type GateDialog = ComponentType<{ org: OrgSummary | null; onDone: () => void }>;
// The dialog's code (and the set-up's) comes only for an organisation that requires two-factor sign-in.
const loadGateDialog = () =>
  import('@/components/orgs/two-factor-gate-dialog').then((module) => module.TwoFactorGateDialog);

/**
 * When the active organisation requires two-factor sign-in (docs/product.md, Two-factor sign-in), or a
 * call was refused for want of it (an admin under ADMIN_REQUIRE_2FA), a user who has not set it up is
 * walked through it: the dialog says why the pages are refused and opens the set-up. Nothing
 * otherwise. In the shell of both consoles.
 */
export function TwoFactorGate() {
  const active = useConsoleState(activeOrgOf);
  // A call of this tab was refused with 403 mfa_required (the HTTP client says so).
  const [refused, setRefused] = useState(false);
  useEffect(() => onSessionEvent((event) => event.type === 'mfaRequired' && setRefused(true)), []);
  const hydrated = useHydrated();
  const required = hydrated && active?.requireTwoFactor ? active : null;
  const [Dialog, setDialog] = useState<GateDialog | null>(null);
  const needed = required !== null || (hydrated && refused);
  useEffect(() => {
    if (!needed) return;
    let current = true;
    loadGateDialog().then(
      (component) => current && setDialog(() => component),
      // Without the dialog the pages still say why they are refused (ApiErrors.mfa_required).
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needed]);
  return needed && Dialog ? (
    <Dialog key={required?.id ?? 'refused'} org={required} onDone={() => setRefused(false)} />
  ) : null;
}
