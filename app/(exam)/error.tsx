'use client';

import { RenderError } from '@/components/screens/render-error';

/** An exam screen that fails to render: the exam header stays; the answers are on the device already (decision 12). */
export default function ExamScreenError({ reset }: { error: Error; reset: () => void }) {
  return <RenderError reset={reset} />;
}
