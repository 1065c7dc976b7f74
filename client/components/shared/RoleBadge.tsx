import { ROLE_LABELS, ROLES, type Role } from '@common/roles.js';
import { Badge } from '@/components/ui/badge';

function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** Spec §6: platform_admin red, organization_admin purple, every other role green. */
export function RoleBadge({ role }: { role: string }) {
  const label = isRole(role) ? ROLE_LABELS[role] : role;
  const variant =
    role === 'platform_admin'
      ? 'destructive'
      : role === 'organization_admin'
        ? 'purple'
        : 'success';
  return (
    <Badge variant={variant} data-role={role}>
      {label}
    </Badge>
  );
}
