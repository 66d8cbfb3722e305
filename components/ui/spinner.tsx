import { loadingSpinnerSize } from '@/lib/config/ui';

export function Spinner({ size = loadingSpinnerSize }: { size?: number }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-none"
      style={{ width: size, height: size }}
    />
  );
}
