import { Avatar as AvatarPrimitive } from 'radix-ui';
import { styled } from './styled';

export const Avatar = styled(
  AvatarPrimitive.Root,
  'relative flex size-8 shrink-0 overflow-hidden rounded-full',
  'Avatar',
);
export const AvatarImage = styled(
  AvatarPrimitive.Image,
  'aspect-square size-full object-cover',
  'AvatarImage',
);
/** Shown while the image loads and whenever it is missing or fails (spec §8). */
export const AvatarFallback = styled(
  AvatarPrimitive.Fallback,
  'flex size-full items-center justify-center rounded-full bg-gradient-to-br from-brand-from to-brand-to text-xs font-semibold text-white',
  'AvatarFallback',
);
