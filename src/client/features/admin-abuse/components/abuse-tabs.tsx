import { Card, CardContent } from '@/client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { AlertsTab } from './alerts-tab';
import { EventsTab } from './events-tab';
import { PatternsTab } from './patterns-tab';

/** The three tabs of spec §2, each refreshed every 30 s. */
export function AbuseTabs() {
  return (
    <Tabs defaultValue="events">
      <div>
        <TabsList className="h-auto flex-wrap justify-start">
          <TabsTrigger value="events">Abuse Events</TabsTrigger>
          <TabsTrigger value="patterns">Abuse Patterns</TabsTrigger>
          <TabsTrigger value="alerts">Alert Notifications</TabsTrigger>
        </TabsList>
      </div>
      <Card className="mt-4">
        <CardContent className="pt-6">
          <TabsContent value="events">
            <EventsTab />
          </TabsContent>
          <TabsContent value="patterns">
            <PatternsTab />
          </TabsContent>
          <TabsContent value="alerts">
            <AlertsTab />
          </TabsContent>
        </CardContent>
      </Card>
    </Tabs>
  );
}
