import { styled } from './styled';

export const Card = styled(
  'div',
  'flex flex-col gap-6 rounded-xl border bg-card py-6 text-card-foreground shadow-sm',
  'Card',
);
export const CardHeader = styled('div', 'flex flex-col gap-1.5 px-6', 'CardHeader');
export const CardTitle = styled('h3', 'leading-none font-semibold tracking-tight', 'CardTitle');
export const CardDescription = styled('p', 'text-sm text-muted-foreground', 'CardDescription');
export const CardContent = styled('div', 'px-6', 'CardContent');
export const CardFooter = styled('div', 'flex items-center px-6', 'CardFooter');
