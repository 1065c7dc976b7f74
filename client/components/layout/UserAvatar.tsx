import type { PublicUser } from '@common/contracts/auth.js';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { avatarUrl, initials } from '@/lib/user-display';
import { cn } from '@/lib/utils';

/** The profile image, or the initials when there is none or it fails to load (spec §8). */
export function UserAvatar({ user, className }: { user: PublicUser; className?: string }) {
  const src = avatarUrl(user);
  return (
    <Avatar className={cn('size-8', className)}>
      {src && <AvatarImage src={src} alt="" />}
      <AvatarFallback>{initials(user)}</AvatarFallback>
    </Avatar>
  );
}
