import type { SettingsMap } from '@app/contracts';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { MessageBar } from '../../../components/ui/message-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';
import { useSettings } from '../settings-api';

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
        {settings.data ? (
          children(settings.data)
        ) : settings.error ? (
          <MessageBar tone="danger">
            De instellingen konden niet worden geladen. {settings.error.message}
          </MessageBar>
        ) : (
          <LoadingState label="Instellingen laden…" />
        )}
      </Card>
    </>
  );
}
