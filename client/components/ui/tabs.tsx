import { Tabs as TabsPrimitive } from 'radix-ui';
import { styled } from './styled';

export const Tabs = styled(TabsPrimitive.Root, 'flex flex-col gap-4', 'Tabs');
export const TabsList = styled(
  TabsPrimitive.List,
  'inline-flex h-10 w-fit max-w-full items-center overflow-x-auto rounded-lg bg-secondary p-1 text-muted-foreground',
  'TabsList',
);
export const TabsTrigger = styled(
  TabsPrimitive.Trigger,
  'inline-flex h-full items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-all outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/30 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm',
  'TabsTrigger',
);
export const TabsContent = styled(TabsPrimitive.Content, 'outline-none', 'TabsContent');
