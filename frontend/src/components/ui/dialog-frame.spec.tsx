import { act, render, screen } from '@testing-library/react';
import { DialogFrame } from './dialog-frame';

/** jsdom lays nothing out: the test says how tall the dialog's body and its content are. */
function withHeights(content: number, box: number): () => void {
  const scroll = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'scrollHeight');
  const client = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  Object.defineProperty(HTMLElement.prototype, 'scrollHeight', { configurable: true, get: () => content });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => box });
  return () => {
    if (scroll) Object.defineProperty(HTMLElement.prototype, 'scrollHeight', scroll);
    if (client) Object.defineProperty(HTMLElement.prototype, 'clientHeight', client);
  };
}

function body(): HTMLElement {
  return screen.getByText('Dati dell\u2019azienda').parentElement as HTMLElement;
}

/** Opens the dialog and lets Headless UI finish its opening transition. */
async function openDialog(): Promise<void> {
  await act(async () => {
    render(
      <DialogFrame open onClose={() => undefined} title="Informazioni azienda">
        <p>Dati dell’azienda</p>
      </DialogFrame>,
    );
  });
}

describe('DialogFrame', () => {
  it('makes a body that scrolls reachable by keyboard (axe: scrollable-region-focusable)', async () => {
    const restore = withHeights(900, 400);
    try {
      await openDialog();
      expect(body().getAttribute('tabindex')).toBe('0');
    } finally {
      restore();
    }
  });

  it('adds no tab stop to a body that fits', async () => {
    const restore = withHeights(200, 400);
    try {
      await openDialog();
      expect(body().hasAttribute('tabindex')).toBe(false);
    } finally {
      restore();
    }
  });
});
