import Link from 'next/link';
import { Logo } from '@/components/layout/logo';
import type { StaffMember } from '@/lib/admin/guard';
import { sectionsFor } from '@/lib/admin/navigation';
import { site } from '@/lib/config/site';

type Props = { staff: StaffMember | null; signOut: (form: FormData) => Promise<void> };

/** The back office header: sections for the member's role, who is signed in, and sign-out. */
export function AdminNav({ staff, signOut }: Props) {
  return (
    <header className="border-b border-border">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3">
        <Link href="/admin" className="flex items-center gap-2 font-semibold">
          <Logo className="h-7 w-7" />
          <span>{site.brand} back office</span>
        </Link>
        {staff && (
          <>
            <nav aria-label="Back office">
              <ul className="flex flex-wrap gap-4 text-sm">
                {sectionsFor(staff.role).map((section) => (
                  <li key={section.href}>
                    <a href={section.href} className="underline-offset-4 hover:underline">
                      {section.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="ml-auto flex items-center gap-3 text-sm">
              <span>
                {staff.email} <span className="text-muted">({staff.role})</span>
              </span>
              <form action={signOut}>
                <button type="submit" className="btn btn-outline btn-sm">
                  Sign out
                </button>
              </form>
            </div>
          </>
        )}
      </div>
    </header>
  );
}
