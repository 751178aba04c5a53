import type { ItemModel } from '@app/contracts';
import { Link } from 'react-router';

/** A package's articles per set, each leading to its article (its stock is the package's). */
export function BundleContents({ item }: { item: ItemModel }) {
  return (
    <div className="flex flex-col gap-2 p-4 text-sm">
      <p className="text-gray-600">
        Per pakket. Een pakket heeft geen eigen voorraad: {item.stock_count}{' '}
        {item.stock_count === 1 ? 'complete set' : 'complete sets'} uit de voorraad van de artikelen.
      </p>
      <ul className="flex flex-col gap-1" aria-label="Artikelen in dit pakket">
        {item.components.map((component) => (
          <li key={component.item_id}>
            {component.quantity} ×{' '}
            <Link to={`/items/${component.item_id}`} className="text-brand-700 hover:underline">
              {component.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
