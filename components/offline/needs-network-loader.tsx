'use client';

import { onDemand } from '@/components/ui/on-demand';
import { StatusPanel } from '@/components/ui/status-panel';
import { useMessages } from '@/hooks/i18n/use-messages';

/**
 * The "needs the network" panel (needs-network.tsx), downloaded the first time a screen finds its
 * material neither on the device nor on the network: a rare moment, not every screen's first load
 * (decision 37). The worker keeps the chunk, so it loads offline too; if not, the catalogue's
 * message for no answer stands in.
 */
export const NeedsNetworkOnDemand = onDemand(
  () => import('./needs-network').then((module) => module.NeedsNetwork),
  null,
  function NeedsNetworkUnavailable() {
    const { t } = useMessages();
    return <StatusPanel tone="error" message={t.errors.noResponse} />;
  },
);
