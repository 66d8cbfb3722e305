'use client';

import { RouteScreen } from '@/components/screens/route-screen';
import { FaqSection } from './faq-section';
import { HelpForm } from './help-form';

/** /yardim: answers first, then the form for what they do not cover. */
export function HelpScreen() {
  return (
    <RouteScreen screen="help">
      <div className="grid gap-8 md:grid-cols-2">
        <FaqSection />
        <HelpForm />
      </div>
    </RouteScreen>
  );
}
