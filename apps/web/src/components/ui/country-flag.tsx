import { cn } from '../../lib/cn';

/** A country's flag (4:3 SVG from /assets/flags); decorative, the name is always shown next to it. */
export function CountryFlag({ code, className }: { code: string; className?: string }) {
  return (
    <img
      src={`/assets/flags/${code.toLowerCase()}.svg`}
      alt=""
      aria-hidden
      loading="lazy"
      width={20}
      height={15}
      className={cn('h-[15px] w-5 shrink-0 rounded-[2px] object-cover ring-1 ring-black/10', className)}
    />
  );
}
