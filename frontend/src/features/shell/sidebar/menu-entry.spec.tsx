import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import type { MenuItem } from '@tutela/contracts';
import { MenuEntry } from './menu-entry';

function renderEntries(items: MenuItem[], path = '/dashboards/home') {
  const rootRoute = createRootRoute({
    component: () => (
      <ul>
        {items.map((item) => (
          <MenuEntry key={item.id} item={item} />
        ))}
      </ul>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  render(<RouterProvider router={router} />);
}

describe('MenuEntry', () => {
  it('renders a route as a link', async () => {
    renderEntries([{ id: 'users', title: 'Utenti', route: '/users/list' }]);
    const link = await screen.findByRole('link', { name: 'Utenti' });
    expect(link.getAttribute('href')).toBe('/users/list');
  });

  it('renders an inactive module (levels 8–9) as a disabled entry that is not a link', async () => {
    renderEntries([{ id: 'sr-dpi', title: 'Gestione DPI', route: '/dpi/list', disabled: true }]);
    const entry = await screen.findByText('Gestione DPI');
    expect(entry.getAttribute('aria-disabled')).toBe('true');
    expect(screen.queryByRole('link', { name: 'Gestione DPI' })).toBeNull();
  });

  it('opens and closes a group, and starts open when it holds the current page', async () => {
    const group: MenuItem = {
      id: 'md-schedule',
      title: 'Scadenze',
      children: [
        { id: 'tofix', title: 'Da fissare', route: '/appointments/tofix' },
        { id: 'fixed', title: 'Fissati', route: '/appointments/flist' },
      ],
    };
    renderEntries([group]);
    const button = await screen.findByRole('button', { name: 'Scadenze' });
    expect(screen.queryByRole('link', { name: 'Da fissare' })).toBeNull();
    fireEvent.click(button);
    expect(screen.getByRole('link', { name: 'Fissati' })).toBeTruthy();
    fireEvent.click(button);
    expect(screen.queryByRole('link', { name: 'Fissati' })).toBeNull();
  });

  it('a group holding the current page starts open', async () => {
    renderEntries(
      [{ id: 'g', title: 'Scadenze', children: [{ id: 'fixed', title: 'Fissati', route: '/appointments/flist' }] }],
      '/appointments/flist',
    );
    expect(await screen.findByRole('link', { name: 'Fissati' })).toBeTruthy();
  });
});
