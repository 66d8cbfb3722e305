'use client';

import { useEffect, useMemo, type ReactNode } from 'react';
import { useMessages } from '@/hooks/i18n/use-messages';
import { NeedsNetworkOnDemand } from '@/components/offline/needs-network-loader';
import { LoadError } from '@/components/ui/load-error';
import { StatusPanel } from '@/components/ui/status-panel';
import { isApiError } from '@/lib/api/api-error';
import { useMaterial } from '@/hooks/api/use-material';
import { useRouteParams } from '@/hooks/ui/use-route-params';
import { locateMaterial } from '@/lib/courses/locate';
import type { Messages } from '@/lib/i18n/messages';
import { routeRecordId } from '@/lib/routes/route-ids';
import type { RoutePattern } from '@/lib/routes/routes';
import type { MaterialDetail, MaterialType } from '@/lib/types';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { lastExtraMaterialOpened, selectEnrollments } from '@/store/user-slice';
import { BackToCourse } from './back-to-course';
import { NotFoundPanel } from './not-found-panel';
import { RouteScreen } from './route-screen';

interface MaterialScreenProps {
  screen: keyof Messages['screens'];
  pattern: RoutePattern;
  /** The route parameter that holds the material id. */
  idParam: string;
  type: MaterialType;
  /** Read the public guest endpoint instead of the student's. */
  guest?: boolean;
  messages: { notFound: string; wrongType: string };
  placeholder?: ReactNode;
  intro?: ReactNode;
  children: (material: MaterialDetail) => ReactNode;
}

/**
 * The frame of every material screen: reads the id from the URL, loads the material, and shows
 * it once it is there and of the right type; not found (with the way home), wrong type and load
 * errors (an empty or malformed answer included) get their message, load errors with "Try again".
 * Without an answer and without a copy on the device, the material is named (from the course list
 * on the device) and said to need the network. A failed revalidation keeps the material on screen
 * (a video plays on). A student's material links back to its place in the course.
 */
export function MaterialScreen(props: MaterialScreenProps) {
  const { screen, pattern, idParam, type, guest = false, messages, placeholder, intro, children } = props;
  const { t } = useMessages();
  const params = useRouteParams(pattern);
  const materialId = params === null ? null : routeRecordId(params[idParam]);
  const { data: material, error, mutate } = useMaterial(materialId, { guest });
  const enrollments = useAppSelector(selectEnrollments);
  // Where the course list on the device places it: its name before (or without) its read.
  const located = useMemo(
    () => (guest || materialId === null ? null : locateMaterial(enrollments, Number(materialId))),
    [guest, materialId, enrollments],
  );
  const dispatch = useAppDispatch();
  const shown = material?.type === type ? material : undefined;
  useEffect(() => {
    // A live class or coding material opened is the store's "last extra material" (product.md section 3).
    if (shown && (shown.type === 'zoom' || shown.type === 'code4edu')) {
      dispatch(lastExtraMaterialOpened({ materialId: shown.id, type: shown.type, name: shown.name }));
    }
  }, [shown, dispatch]);
  // An id that is no record id (`..%2F..`, letters) is never asked for: no such material.
  const notFound = (params !== null && materialId === null) || (isApiError(error) && error.status === 404);

  const body = () => {
    if (material)
      return material.type === type ? children(material) : <StatusPanel tone="error" message={messages.wrongType} />;
    if (notFound) return <NotFoundPanel message={messages.notFound} />;
    if (isApiError(error) && error.kind === 'no-response')
      return <NeedsNetworkOnDemand located={located} onRetry={() => void mutate()} />;
    if (error !== undefined) return <LoadError error={error} onRetry={() => void mutate()} />;
    return placeholder ?? <StatusPanel tone="busy" message={t.common.loading} />;
  };

  return (
    <RouteScreen screen={screen} title={material?.name ?? located?.material.name}>
      {/* Guests have no course to go back to. */}
      {material && !guest && <BackToCourse material={material} />}
      {intro}
      {body()}
    </RouteScreen>
  );
}
