import { Outlet } from 'react-router';
import { APP_NAME } from '../../lib/constants';

/** Centred card for the public screens (login and password). */
export function AuthLayout() {
  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-gray-50 px-4 py-12">
      <div className="mb-6 flex items-center gap-2">
        <svg viewBox="0 0 32 32" className="size-9" aria-hidden="true">
          <rect width="32" height="32" rx="7" className="fill-brand-600" />
          <path d="M7 23V12l9-5 9 5v11h-5v-6h-8v6z" fill="#fff" />
        </svg>
        <span className="text-xl font-semibold tracking-tight text-gray-900">{APP_NAME}</span>
      </div>
      <div className="w-full max-w-sm rounded-xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
        <Outlet />
      </div>
    </main>
  );
}
