import { useNavigation } from 'react-router';

/** A thin bar while a lazily loaded page is on its way. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-indigo-100"
    >
      <div className="h-full w-full origin-left animate-progress bg-gradient-to-r from-brand-from to-brand-to" />
    </div>
  );
}
