'use client';

import type { ReactNode } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { useOnline } from '@/hooks/pwa/use-online';
import { routePatterns } from '@/lib/routes/routes';
import type { MaterialDetail } from '@/lib/types';
import { MaterialScreen } from './material-screen';

interface ExtraMaterialScreenProps {
  type: 'zoom' | 'code4edu';
  /** The material once it is there, and whether the device is online to open it. */
  children: (material: MaterialDetail, online: boolean) => ReactNode;
}

/**
 * The frame of the materials that open somewhere else (a live class, a coding exercise): their
 * route, their messages, and whether the device is online, since neither opens without a network.
 */
export function ExtraMaterialScreen({ type, children }: ExtraMaterialScreenProps) {
  const { t } = useMessages();
  const online = useOnline();
  return (
    <MaterialScreen
      screen={type}
      pattern={routePatterns[type]}
      idParam="materialid"
      type={type}
      messages={{ notFound: t.materials.notFound, wrongType: t.materials.wrongType }}
    >
      {(material) => children(material, online)}
    </MaterialScreen>
  );
}
