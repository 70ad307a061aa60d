import { AdminPage } from '@/client/features/admin-shell/components/admin-page';
import { VideosGrid } from '@/client/features/admin-videos/components/videos-grid';

export function Component() {
  return (
    <AdminPage
      title="Weekly Videos"
      subtitle="The weekly market-review videos shown on the futures dashboard."
    >
      <VideosGrid />
    </AdminPage>
  );
}
