import { Building2, Info, Lock } from 'lucide-react';
import type { PublicOrganization } from '@common/contracts/auth.js';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SettingsCard } from './SettingsCard';

/** Spec §2 Organization tab: read only; the name can only be changed by support. */
export function OrganizationTab({ organization }: { organization: PublicOrganization | null }) {
  return (
    <SettingsCard
      title="Organization"
      description="The organization your account belongs to."
      contentClassName="grid max-w-xl gap-6"
    >
      <div className="grid gap-2">
        <Label htmlFor="organization-name">Organization name</Label>
        <div className="relative">
          <Building2
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id="organization-name"
            readOnly
            value={organization?.name ?? ''}
            aria-describedby="organization-name-hint"
            className="bg-secondary/60 pl-9 text-slate-700 focus-visible:ring-0"
          />
        </div>
        <p id="organization-name-hint" className="text-sm text-muted-foreground">
          Contact support to change your organization name.
        </p>
      </div>
      <div
        role="note"
        className="flex items-start gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700"
      >
        <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
        <p>Organization member management is only available for organization administrators.</p>
      </div>
      <div>
        <Button type="button" variant="secondary" disabled className="max-sm:w-full">
          <Lock />
          Settings Locked
        </Button>
      </div>
    </SettingsCard>
  );
}
