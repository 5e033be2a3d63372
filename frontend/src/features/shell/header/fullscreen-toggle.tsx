import { useEffect, useState } from 'react';
import { Icon } from '../../../components/ui/icon';

export function FullscreenToggle() {
  const [fullscreen, setFullscreen] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const update = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  if (!document.fullscreenEnabled) return null;
  const label = fullscreen ? 'Esci da schermo intero' : 'Schermo intero';
  return (
    <button
      type="button"
      className="rounded-md p-2 text-slate-600 hover:bg-slate-100"
      aria-label={label}
      title={label}
      onClick={() => void (fullscreen ? document.exitFullscreen() : document.documentElement.requestFullscreen())}
    >
      <Icon name={fullscreen ? 'compress' : 'expand'} />
    </button>
  );
}
