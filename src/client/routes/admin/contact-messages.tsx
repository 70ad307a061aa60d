import { AdminPage } from '@/client/features/admin-shell/components/admin-page';
import { ContactMessagesList } from '@/client/features/admin-contact/components/contact-messages-list';

export function Component() {
  return (
    <AdminPage
      title="Contact Messages"
      subtitle="Read, answer and track the messages sent through the contact form."
    >
      <ContactMessagesList />
    </AdminPage>
  );
}
