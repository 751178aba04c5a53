import type { SettingsMap } from '@app/contracts';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { MessageBar } from '../../../components/ui/message-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { useSettings } from '../settings-api';

/**
 * A settings form once its settings are loaded; meanwhile "Instellingen laden…", or the error
 * when they could not be loaded. For the map of settings.set and for a feature's own settings.
 */
export function SettingsLoaded<T>({
  query,
  children,
}: {
  query: { data: T | undefined; error: Error | null };
  children: (settings: T) => ReactNode;
}) {
  if (query.data) return children(query.data);
  if (query.error)
    return (
      <MessageBar tone="danger">De instellingen konden niet worden geladen. {query.error.message}</MessageBar>
    );
  return <LoadingState label="Instellingen laden…" />;
}

/** The frame of each settings sub screen: back link, title, and the form once the settings are loaded. */
export function SettingsPageFrame({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: (settings: SettingsMap) => ReactNode;
}) {
  const settings = useSettings();
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        before={
          <Link
            to="/settings"
            className="inline-flex min-h-11 items-center gap-1 text-sm sm:min-h-0 text-gray-600 hover:text-gray-900"
          >
            <ArrowLeft className="size-4" aria-hidden />
            Instellingen
          </Link>
        }
      />
      <Card className="max-w-4xl">
        <SettingsLoaded query={settings}>{children}</SettingsLoaded>
      </Card>
    </>
  );
}
