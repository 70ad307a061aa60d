import { AdminPage } from '@/client/features/admin-shell/components/admin-page';
import { EventsSection } from '@/client/features/admin-dashboard-content/components/events-section';
import { ThoughtsSection } from '@/client/features/admin-dashboard-content/components/thoughts-section';

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
