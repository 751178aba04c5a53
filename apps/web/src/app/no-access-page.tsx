import { Link } from 'react-router';
import { PageHeader } from '../components/ui/page-header';

/** Shown in the shell when the person's role does not reach the page. */
export function NoAccessPage() {
  return (
    <>
      <PageHeader title="Geen toegang" />
      <p className="max-w-prose text-gray-700">
        Je rol geeft geen toegang tot deze pagina. Vraag de eigenaar om de juiste rol als je dit nodig hebt.
      </p>
      <Link to="/schedule" className="mt-4 inline-block font-medium text-brand-700 underline">
        Naar de agenda
      </Link>
    </>
  );
}
