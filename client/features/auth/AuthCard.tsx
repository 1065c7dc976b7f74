import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

interface AuthCardProps {
  heading: string;
  subtitle: string;
  children: ReactNode;
  footer?: ReactNode;
}

export function AuthCard({ heading, subtitle, children, footer }: AuthCardProps) {
  return (
    <>
      <Card className="gap-6 border-slate-200/80 py-8 shadow-xl shadow-slate-900/[0.04]">
        <CardHeader className="gap-2 px-6 text-center sm:px-8">
          <h1 className="text-2xl font-semibold tracking-tight">{heading}</h1>
          <p className="text-sm text-muted-foreground">{subtitle}</p>
        </CardHeader>
        <CardContent className="px-6 sm:px-8">{children}</CardContent>
      </Card>
      {footer && <p className="mt-6 text-center text-sm text-muted-foreground">{footer}</p>}
    </>
  );
}
