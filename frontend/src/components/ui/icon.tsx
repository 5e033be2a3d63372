import clsx from 'clsx';

/**
 * A small stroke icon set (24×24 outline paths) covering the keys contracts' menu tree and the header use.
 * Inline paths keep the shell free of an icon font or library in the initial bundle.
 */
const PATHS: Record<string, string> = {
  home: 'M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10',
  ticket: 'M3 8a2 2 0 002-2h14a2 2 0 002 2v2a2 2 0 000 4v2a2 2 0 00-2 2H5a2 2 0 00-2-2v-2a2 2 0 000-4zM14 6v12',
  logout: 'M15 12H3m0 0l4-4m-4 4l4 4M13 4h6a2 2 0 012 2v12a2 2 0 01-2 2h-6',
  users: 'M16 19v-1a4 4 0 00-4-4H6a4 4 0 00-4 4v1M9 10a3 3 0 100-6 3 3 0 000 6zM22 19v-1a4 4 0 00-3-3.9M16 4.1a3 3 0 010 5.8',
  folder: 'M3 6a2 2 0 012-2h4l2 2h8a2 2 0 012 2v10a2 2 0 01-2 2H5a2 2 0 01-2-2z',
  documents: 'M8 3h8l4 4v12a2 2 0 01-2 2H8a2 2 0 01-2-2V5a2 2 0 012-2zM16 3v4h4M9 12h7M9 16h7',
  calendar: 'M4 6a2 2 0 012-2h12a2 2 0 012 2v13a2 2 0 01-2 2H6a2 2 0 01-2-2zM4 10h16M8 2v4M16 2v4',
  briefcase: 'M3 8a2 2 0 012-2h14a2 2 0 012 2v10a2 2 0 01-2 2H5a2 2 0 01-2-2zM9 6V4h6v2M3 13h18',
  medical: 'M12 21s-8-4.5-8-11a5 5 0 019-3 5 5 0 019 3c0 6.5-8 11-8 11zM12 9v6M9 12h6',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  receipt: 'M6 2h12v20l-3-2-3 2-3-2-3 2zM9 7h6M9 11h6M9 15h4',
  tools: 'M14.7 6.3a4 4 0 00-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 005.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z',
  gear: 'M12 15a3 3 0 100-6 3 3 0 000 6zM19.4 15a1.7 1.7 0 00.3 1.8l.1.1a2 2 0 11-2.8 2.8l-.1-.1a1.7 1.7 0 00-2.9 1.2V21a2 2 0 11-4 0v-.1a1.7 1.7 0 00-2.9-1.2l-.1.1a2 2 0 11-2.8-2.8l.1-.1A1.7 1.7 0 003 15H3a2 2 0 110-4h.1a1.7 1.7 0 001.2-2.9l-.1-.1a2 2 0 112.8-2.8l.1.1A1.7 1.7 0 0010 4.1V4a2 2 0 114 0v.1a1.7 1.7 0 002.9 1.2l.1-.1a2 2 0 112.8 2.8l-.1.1a1.7 1.7 0 001.2 2.9H21a2 2 0 110 4z',
  settings: 'M4 6h16M4 12h16M4 18h16M8 4v4M16 10v4M10 16v4',
  school: 'M2 9l10-5 10 5-10 5zM6 11v5c0 1.5 3 3 6 3s6-1.5 6-3v-5',
  book: 'M4 5a2 2 0 012-2h13v16H6a2 2 0 00-2 2zM4 21V5M19 19v2H6',
  factory: 'M2 20V9l6 4V9l6 4V5h4l2 15zM2 20h20',
  flask: 'M9 3h6M10 3v6L4 19a1.5 1.5 0 001.3 2h13.4A1.5 1.5 0 0020 19l-6-10V3',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  'shield-check': 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  helmet: 'M3 17h18M5 17a7 7 0 0114 0M12 7V4M9 8V5M15 8V5',
  alert: 'M12 3l10 18H2zM12 10v5M12 18h.01',
  handshake: 'M2 12l4-4 4 2 4-3 4 3 4-1M6 8v6l5 5 2-1 2 1 3-4M10 14l2 2',
  contract: 'M7 3h8l4 4v14H7zM15 3v4h4M10 12h6M10 16h3M5 21h2',
  clipboard: 'M9 4h6v3H9zM7 5H5v16h14V5h-2M9 12h6M9 16h6',
  certificate: 'M5 4h14v11H5zM9 8h6M9 11h4M10 15l-1 6 3-2 3 2-1-6',
  stamp: 'M9 4h6l-1 7h-4zM5 15h14v3H5zM5 21h14',
  truck: 'M2 6h11v10H2zM13 10h5l3 3v3h-8M6 19a2 2 0 100-4 2 2 0 000 4zM17 19a2 2 0 100-4 2 2 0 000 4z',
  bell: 'M6 8a6 6 0 1112 0c0 7 3 8 3 8H3s3-1 3-8M10 20a2 2 0 004 0',
  chat: 'M21 12a8 8 0 01-11.6 7.1L4 20l1-4.4A8 8 0 1121 12z',
  expand: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  compress: 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5',
  plus: 'M12 5v14M5 12h14',
  reset: 'M4 4v6h6M20 20v-6h-6M5 15a8 8 0 0014 2M19 9A8 8 0 005 7',
  search: 'M11 18a7 7 0 100-14 7 7 0 000 14zM21 21l-5-5',
  apps: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  user: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 21a8 8 0 0116 0',
  menu: 'M4 6h16M4 12h16M4 18h16',
  more: 'M12 6a1 1 0 100-2 1 1 0 000 2zM12 13a1 1 0 100-2 1 1 0 000 2zM12 20a1 1 0 100-2 1 1 0 000 2z',
  chevron: 'M9 6l6 6-6 6',
};

export function Icon({ name, className }: { name: string | undefined; className?: string }) {
  const path = (name && PATHS[name]) || 'M12 12m-3 0a3 3 0 106 0 3 3 0 10-6 0';
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={clsx('h-5 w-5 shrink-0', className)}
    >
      <path d={path} />
    </svg>
  );
}
