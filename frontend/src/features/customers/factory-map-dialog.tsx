import { useMemo, useState } from 'react';
import L from 'leaflet';
import { MapContainer, Marker, TileLayer, useMapEvents } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import { coordinateErrors } from '@tutela/contracts';
import { Button } from '../../components/ui/button';
import { DialogFrame } from '../../components/ui/dialog-frame';
import { MAP_ATTRIBUTION, MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, MAP_PLACED_ZOOM, mapTileUrl, roundCoordinate } from './map-config';

export interface LatLng {
  lat: number;
  lng: number;
}

// A drawn marker: Leaflet's default icon is an image the bundler would have to ship, and it must show offline too.
const MARKER_ICON = L.divIcon({
  className: '',
  html: '<div style="width:22px;height:22px;border-radius:50% 50% 50% 0;background:#b91c1c;border:2px solid #fff;transform:rotate(-45deg);box-shadow:0 1px 4px rgba(0,0,0,.4)"></div>',
  iconSize: [22, 22],
  iconAnchor: [11, 22],
});

/** A click on the map moves the marker there (as dragging does). */
function ClickToPlace({ onPlace }: { onPlace: (position: LatLng) => void }) {
  useMapEvents({ click: (event) => onPlace({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/**
 * Map dialog (spec part 1 §2): a draggable marker sets the factory's lat/lng; Salva or Annulla. Centred on Italy
 * at zoom 6 when the factory has no position yet, on the factory at zoom 13 otherwise. The coordinates can also
 * be typed, so the dialog is usable without map tiles (offline) or without a mouse.
 */
export function FactoryMapDialog({
  open,
  title,
  initial,
  onClose,
  onSave,
  saving = false,
}: {
  open: boolean;
  title: string;
  initial: LatLng | null;
  onClose: () => void;
  onSave: (position: LatLng) => Promise<void> | void;
  /** The save's mutation is pending (a position only picked for a form saves nothing). */
  saving?: boolean;
}) {
  const [position, setPosition] = useState<LatLng>(initial ?? { lat: MAP_DEFAULT_CENTER[0], lng: MAP_DEFAULT_CENTER[1] });
  const [text, setText] = useState({ lat: String(position.lat), lng: String(position.lng) });
  const tiles = useMemo(mapTileUrl, []);
  const place = (next: LatLng) => {
    const rounded = { lat: roundCoordinate(next.lat), lng: roundCoordinate(next.lng) };
    setPosition(rounded);
    setText({ lat: String(rounded.lat), lng: String(rounded.lng) });
  };
  const typed = { lat: Number(text.lat.replace(',', '.')), lng: Number(text.lng.replace(',', '.')) };
  const errors = {
    ...(text.lat.trim() === '' || Number.isNaN(typed.lat) ? { lat: ['Latitudine non valida'] } : {}),
    ...(text.lng.trim() === '' || Number.isNaN(typed.lng) ? { lng: ['Longitudine non valida'] } : {}),
    ...coordinateErrors(typed.lat, typed.lng),
  } as Record<string, string[]>;
  const valid = Object.keys(errors).length === 0;
  const markerHandlers = useMemo(
    () => ({ dragend: (event: L.LeafletEvent) => place((event.target as L.Marker).getLatLng()) }),
    // `place` only sets state: the handlers never need to change (a new object would rebind the marker).
    [],
  );

  const save = async () => {
    if (!valid) return;
    await onSave({ lat: roundCoordinate(typed.lat), lng: roundCoordinate(typed.lng) });
  };

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={title}
      width="56rem"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Annulla
          </Button>
          <Button onClick={() => void save()} disabled={saving || !valid}>
            {saving ? 'Salvataggio…' : 'Salva'}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        <p className="text-slate-600">Trascinare il segnaposto (o fare clic sulla mappa) sulla posizione della sede.</p>
        <div className="h-[55vh] min-h-64 overflow-hidden rounded-md border border-slate-300 bg-slate-100" data-testid="factory-map">
          <MapContainer center={[position.lat, position.lng]} zoom={initial ? MAP_PLACED_ZOOM : MAP_DEFAULT_ZOOM} className="h-full w-full">
            <TileLayer url={tiles} attribution={MAP_ATTRIBUTION} />
            <Marker position={[position.lat, position.lng]} draggable icon={MARKER_ICON} eventHandlers={markerHandlers} />
            <ClickToPlace onPlace={place} />
          </MapContainer>
        </div>
        <div className="grid grid-cols-2 gap-3">
          {(['lat', 'lng'] as const).map((key) => (
            <label key={key} className="flex flex-col text-sm">
              <span className="mb-1 font-medium text-slate-700">{key === 'lat' ? 'Latitudine' : 'Longitudine'}</span>
              <input
                name={key}
                inputMode="decimal"
                value={text[key]}
                aria-invalid={errors[key] ? true : undefined}
                onChange={(event) => setText({ ...text, [key]: event.target.value })}
                onBlur={() => valid && setPosition({ lat: typed.lat, lng: typed.lng })}
                className="rounded-md border border-slate-300 px-3 py-2"
              />
              {errors[key] && <span className="mt-1 text-xs text-red-600">{errors[key][0]}</span>}
            </label>
          ))}
        </div>
      </div>
    </DialogFrame>
  );
}
