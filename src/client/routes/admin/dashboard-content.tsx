import { AdminPage } from '@/client/features/admin/components/admin-page';
import { EventsSection } from '@/client/features/admin/components/dashboard-content/events-section';
import { ThoughtsSection } from '@/client/features/admin/components/dashboard-content/thoughts-section';

export function Component() {
  return (
    <AdminPage
      title="Dashboard Content"
      subtitle="The Weekly Thoughts and the Upcoming Events calendar of the futures dashboard."
    >
      <div className="space-y-6">
        <ThoughtsSection />
        <EventsSection />
      </div>
    </AdminPage>
  );
}
