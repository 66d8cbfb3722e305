'use client';

import { useEffect, useMemo } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { RouteScreen } from '@/components/screens/route-screen';
import { StatusPanel } from '@/components/ui/status-panel';
import { useRouteParams } from '@/hooks/ui/use-route-params';
import { format } from '@/lib/i18n/format';
import { guestRedirect } from '@/lib/routes/guest-redirect';
import { routePatterns } from '@/lib/routes/routes';

/** /MisafirRedirectPage/:url — sends a guest on, but only to addresses the school shares. */
export function GuestRedirectScreen() {
  const { t } = useMessages();
  const params = useRouteParams(routePatterns.guestRedirect);
  const decision = useMemo(() => (params ? guestRedirect(params.url ?? '', window.location.origin) : null), [params]);

  useEffect(() => {
    if (decision?.allowed) window.location.replace(decision.url);
  }, [decision]);

  if (!decision) return null;
  if (decision.allowed) {
    return (
      <StatusPanel tone="busy" message={format(t.guestRedirect.redirecting, { host: new URL(decision.url).host })} />
    );
  }
  return (
    <RouteScreen screen="guestRedirect">
      <StatusPanel
        tone="error"
        message={
          decision.reason === 'host'
            ? format(t.guestRedirect.refusedHost, { host: decision.host ?? '' })
            : t.guestRedirect.refusedInvalid
        }
      />
    </RouteScreen>
  );
}
