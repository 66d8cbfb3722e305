'use client';

import Link from 'next/link';
import { useMessages } from '@/components/providers/locale-provider';
import { materialHref } from '@/lib/courses/material-href';
import { formatDuration } from '@/lib/exam/format-duration';
import type { Enrollment, Material, MaterialType } from '@/lib/types';

const icons: Record<MaterialType, string> = { video: '▶', pdf: '📄', zoom: '🎥', code4edu: '⌨', exam: '📝' };

export function MaterialLink({ material, enrollment, onOpen }: { material: Material; enrollment: Enrollment; onOpen: () => void }) {
  const { t, locale } = useMessages();
  return (
    <Link
      href={materialHref(material, enrollment)}
      onClick={onOpen}
      className="flex items-center gap-3 rounded-lg px-3 py-2 hover:bg-slate-100 dark:hover:bg-slate-800"
    >
      <span aria-hidden="true" className="w-6 text-center">
        {icons[material.type]}
      </span>
      <span className="flex-1">{material.name}</span>
      <span className="text-sm text-slate-600 dark:text-slate-400">
        {t.materials.types[material.type]}
        {material.duration ? ` · ${formatDuration(material.duration, locale, t.examScreens.duration)}` : null}
      </span>
    </Link>
  );
}
