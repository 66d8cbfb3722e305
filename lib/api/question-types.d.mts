/** Types of the shared question types (plain JavaScript, used by the demo API and the site). */
import type { QuestionType } from '@/lib/types';

export declare const questionTypes: readonly QuestionType[];
