import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import type { PublicUser } from '@common/contracts/auth.js';
import { fullName } from '@/lib/user-display';
import { UserAvatar } from './UserAvatar';

const loadDropdown = () => import('./UserMenuDropdown');
const UserMenuDropdown = lazy(() =>
  loadDropdown().then((module) => ({ default: module.UserMenuDropdown })),
);

const TRIGGER_CLASS =
  'flex items-center gap-2.5 rounded-full py-1 pr-2 pl-1 transition-colors outline-none hover:bg-secondary focus-visible:ring-[3px] focus-visible:ring-ring/30 data-[state=open]:bg-secondary';

/**
 * The avatar button of every signed-in header. The menu (Radix dropdown and its positioning
 * code, about 15 KB gzip) is fetched when the pointer or focus reaches the button and mounted,
 * open, on the first click, Enter, Space or ArrowDown; from then on Radix runs it. Keeps the
 * dropdown out of what each page loads (page-weight budget, e2e/page-weight.spec.ts).
 */
export function UserMenu({ user }: { user: PublicUser }) {
  const [wanted, setWanted] = useState(false);
  const face = (
    <>
      <UserAvatar user={user} />
      <span
        data-testid="user-full-name"
        className="hidden max-w-40 truncate text-sm font-medium sm:block"
      >
        {fullName(user)}
      </span>
      <ChevronDown className="hidden size-4 text-slate-400 sm:block" />
    </>
  );
  const placeholder = (
    <button
      type="button"
      aria-label="User menu"
      aria-haspopup="menu"
      aria-expanded={false}
      className={TRIGGER_CLASS}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setWanted(true)}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        setWanted(true);
      }}
    >
      {face}
    </button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <UserMenuDropdown user={user} triggerClassName={TRIGGER_CLASS}>
        {face}
      </UserMenuDropdown>
    </Suspense>
  );
}
