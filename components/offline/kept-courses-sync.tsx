'use client';

import { useEffect, useRef } from 'react';
import { useKeptCourses } from '@/hooks/offline/use-kept-courses';
import { useOnline } from '@/hooks/pwa/use-online';
import { syncAction } from '@/lib/offline/course-keep-record';
import { isKeepRunning, stopAllKeeps } from '@/lib/offline/course-keep-runs';
import { removeItemFiles, writeKeptCourse } from '@/lib/offline/course-keep-store';
import { planItems } from '@/lib/offline/course-plan';
import { openOfflineVideos } from '@/lib/offline/offline-videos';
import { useAppSelector } from '@/store/hooks';
import { selectCourseListSavedAt } from '@/store/course-list-slice';
import { selectEnrollments, selectEnrollmentsLoaded } from '@/store/user-slice';

/**
 * Keeps kept courses whole while the student is online (decision 52): a keep a reload, a closed tab
 * or a lost connection interrupted resumes where its record stopped, and a course whose content
 * changed gets its new or changed materials and loses removed ones, judged only by a course list
 * read after its plan was made (`syncAction`). Each course is taken up once per connection and
 * list, so a keep that keeps failing does not loop.
 */
export function KeptCoursesSync() {
  const online = useOnline();
  const enrollments = useAppSelector(selectEnrollments);
  const loaded = useAppSelector(selectEnrollmentsLoaded);
  const listSavedAt = useAppSelector(selectCourseListSavedAt);
  const { data: records, keep, mutate } = useKeptCourses();
  const taken = useRef(new Set<string>());

  useEffect(() => {
    if (!online) taken.current.clear();
  }, [online]);

  // A page that goes away (reload, closed tab) stops its keeps first: a request cut short by the
  // unload must not mark its item failed, so the next page resumes it.
  useEffect(() => {
    window.addEventListener('pagehide', stopAllKeeps);
    return () => window.removeEventListener('pagehide', stopAllKeeps);
  }, []);

  useEffect(() => {
    if (!online || !loaded || !records) return;
    for (const record of records) {
      const enrollment = enrollments.find((candidate) => candidate.courseID === record.courseId);
      const turn = `${record.courseId}/${record.updatedAt}/${listSavedAt}`;
      if (!enrollment || isKeepRunning(record.courseId) || taken.current.has(turn)) continue;
      const action = syncAction(record, planItems(enrollment.course, record.sections, Date.now()), listSavedAt);
      if (action.kind === 'none') continue;
      taken.current.add(turn);
      void (async () => {
        if (action.kind === 'resume') return keep(action.record);
        const { record: merged, dropped, changed } = action;
        const cache = await openOfflineVideos();
        if (changed) {
          const others = records.filter((other) => other.courseId !== record.courseId);
          await removeItemFiles(cache, dropped, [...others, merged]);
        }
        if (merged.state === 'keeping') await keep(merged);
        else {
          await writeKeptCourse(cache, merged, window.location.origin);
          await mutate();
        }
      })().catch((error: unknown) => console.warn('A kept course was not brought up to date', error));
    }
  }, [online, loaded, records, enrollments, listSavedAt, keep, mutate]);

  return null;
}
