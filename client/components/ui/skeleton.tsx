import { styled } from './styled';

export const Skeleton = styled('div', 'animate-pulse rounded-md bg-slate-200/70', 'Skeleton');
