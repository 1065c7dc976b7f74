import { KeyRound, Building2, UserRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/PageHeader';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSession } from '@/lib/session';
import { appPageTitle, usePageTitle } from '@/lib/use-page-title';
import { AiAnalysisCard } from './AiAnalysisCard';
import { BrandColorsCard } from './BrandColorsCard';
import { OrganizationTab } from './OrganizationTab';
import { PasswordTab } from './PasswordTab';
import { ProfileTab } from './ProfileTab';

const TABS = ['profile', 'password', 'organization'] as const;
type Tab = (typeof TABS)[number];

function isTab(value: string | null): value is Tab {
  return (TABS as readonly (string | null)[]).includes(value);
}

/** Spec §2 Settings: Profile, Password and Organization tabs (the open tab is kept in ?tab=). */
export function SettingsPage() {
  usePageTitle(appPageTitle('Settings'));
  const { user, organization } = useSession();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'profile';

  const selectTab = (value: string) => {
    if (!isTab(value)) return;
    setParams(value === 'profile' ? {} : { tab: value }, { replace: true });
  };

  if (!user) return null;

  return (
    <div className="grid gap-6">
      <PageHeader title="Settings" description="Manage your profile, password and organization." />
      <Tabs value={tab} onValueChange={selectTab} className="gap-6">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="profile" className="flex-1 sm:flex-none">
            <UserRound className="size-4" aria-hidden="true" />
            Profile
          </TabsTrigger>
          <TabsTrigger value="password" className="flex-1 sm:flex-none">
            <KeyRound className="size-4" aria-hidden="true" />
            Password
          </TabsTrigger>
          <TabsTrigger value="organization" className="flex-1 sm:flex-none">
            <Building2 className="size-4" aria-hidden="true" />
            Organization
          </TabsTrigger>
        </TabsList>
        <div className="max-w-3xl">
          <TabsContent value="profile">
            <ProfileTab key={user.id} user={user} />
          </TabsContent>
          <TabsContent value="password">
            <PasswordTab />
          </TabsContent>
          <TabsContent value="organization" className="grid gap-6">
            <OrganizationTab organization={organization} />
            <BrandColorsCard organization={organization} />
            <AiAnalysisCard />
          </TabsContent>
        </div>
      </Tabs>
    </div>
  );
}

export { SettingsPage as Component };
