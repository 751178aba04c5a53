import { Link } from 'react-router';
import { MessageBar } from '../../../components/ui/message-bar';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingState } from '../../../components/ui/spinner';

/**
 * A discount's or promotion's form page while its record loads (`error` null), or when it cannot be
 * loaded: the title with the reason and the way back to the overview.
 */
export function FormPageFallback({
  title,
  back,
  error,
}: {
  title: string;
  back: string;
  error: { message: string } | null;
}) {
  if (!error) return <LoadingState />;
  return (
    <div className="max-w-3xl">
      <PageHeader title={title} />
      <MessageBar tone="danger" action={<Link to={back}>Terug naar het overzicht</Link>}>
        {error.message}
      </MessageBar>
    </div>
  );
}
