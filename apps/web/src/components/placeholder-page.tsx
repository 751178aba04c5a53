import { Construction } from 'lucide-react';
import { useParams } from 'react-router';
import { Card } from './ui/card';
import { EmptyState } from './ui/empty-state';
import { PageHeader } from './ui/page-header';

/** Temporary page for a route whose screen is not built yet. Replace it in the feature's routes.tsx. */
export function PlaceholderPage({ title }: { title: string }) {
  const params = useParams();
  const shown = Object.entries(params).filter(([key]) => key !== '*');
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <EmptyState
          icon={<Construction aria-hidden />}
          title="Deze pagina is nog in aanbouw."
          description={shown.length > 0 ? shown.map(([k, v]) => `${k}: ${v}`).join(', ') : undefined}
        />
      </Card>
    </>
  );
}
