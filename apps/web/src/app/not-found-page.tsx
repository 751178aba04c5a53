import { Link } from 'react-router';
import { useDocumentTitle } from '../components/ui/page-header';

export function NotFoundPage() {
  useDocumentTitle('Pagina niet gevonden');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-sm font-semibold text-brand-700">404</p>
      <h1 className="text-3xl font-semibold tracking-tight text-gray-900">Pagina niet gevonden</h1>
      <p className="max-w-md text-gray-600">De pagina die je zoekt bestaat niet (meer) of is verplaatst.</p>
      <Link
        to="/"
        className="mt-2 rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white shadow-sm hover:bg-brand-700"
      >
        Terug naar de startpagina
      </Link>
    </main>
  );
}
