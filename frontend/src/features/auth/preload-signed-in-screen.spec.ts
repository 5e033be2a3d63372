import { createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { preloadSignedInScreen } from './preload-signed-in-screen';

/** A router like the app's: a layout route and its pages, each page's code loaded on demand. */
function appLikeRouter() {
  const downloads: string[] = [];
  const codeOf = (name: string) => {
    const Component = () => null;
    return Object.assign(Component, { preload: async () => void downloads.push(name) });
  };
  const root = createRootRoute();
  const layout = createRoute({ getParentRoute: () => root, id: '_standard', component: codeOf('layout') });
  const home = createRoute({ getParentRoute: () => layout, path: 'dashboards/home', component: codeOf('home') });
  const workers = createRoute({ getParentRoute: () => layout, path: 'workers/list', component: codeOf('workers') });
  const router = createRouter({ routeTree: root.addChildren([layout.addChildren([home, workers])]) });
  return { router, downloads };
}

describe('preloadSignedInScreen', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("downloads the code of the layout and of the sign-in's target once the page is idle, running no guard", async () => {
    const { router, downloads } = appLikeRouter();
    preloadSignedInScreen(router, '/dashboards/home');
    expect(downloads).toEqual([]);
    await jest.runAllTimersAsync();
    expect(downloads.sort()).toEqual(['home', 'layout']);
  });

  it('follows the redirect target of an expired session (its path, whatever the query)', async () => {
    const { router, downloads } = appLikeRouter();
    preloadSignedInScreen(router, '/workers/list?page=2');
    await jest.runAllTimersAsync();
    expect(downloads.sort()).toEqual(['layout', 'workers']);
  });
});
