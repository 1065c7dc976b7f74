import type { LucideIcon } from 'lucide-react';

interface ComingSoonProps {
  icon: LucideIcon;
  title: string;
  message: string;
}

/** The empty panel a page shows until its feature is built. */
export function ComingSoon({ icon: Icon, title, message }: ComingSoonProps) {
  return (
    <section className="flex flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white/60 px-6 py-16 text-center">
      <div className="mb-4 flex size-12 items-center justify-center rounded-xl bg-accent text-primary">
        <Icon className="size-6" />
      </div>
      <p className="text-base font-semibold">{title}</p>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">{message}</p>
    </section>
  );
}
