import { Label as LabelPrimitive } from 'radix-ui';
import { styled } from './styled';

export const Label = styled(
  LabelPrimitive.Root,
  'text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
  'Label',
);
