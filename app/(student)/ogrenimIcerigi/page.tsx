import { LearningContentScreen } from '@/components/learning-content/learning-content-screen';

export default function LearningContentPage() {
  return <LearningContentScreen />;
}
