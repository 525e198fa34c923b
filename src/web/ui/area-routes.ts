// What the router gives a web area to declare its routes (issue 12 point 4): the layout its
// screens sit in, the route guard of the menu table and the session's user. An area owns its
// `routes.tsx`, a function of this kit; src/web/app/router.tsx composes them. Areas never see the
// session area: the app passes the user in.
import { createRoute, type AnyRoute, type RouteComponent } from '@tanstack/react-router';
import type { TipoUsuario } from '../../domain/roles.ts';

/** The session's user as a screen needs it. */
export interface AreaUser {
  tipoUsuario: TipoUsuario;
  idSellerSesion: number | null;
  userId: number;
}

export interface AreaRouteKit<TParent extends AnyRoute> {
  /** The layout route of the screens behind the login. */
  parent: TParent;
  /** `beforeLoad` of every screen: sends a session whose menu does not lead there home. */
  guard: (options: { context: unknown; location: { pathname: string } }) => void;
  /** The session's user (a hook: call it in a route component). */
  useUser: () => AreaUser;
}

/** A positive integer id of a path (a database serial), else false (the route does not match). */
export function positiveId(text: string): number | false {
  const n = Number(text);
  return /^\d{1,10}$/.test(text) && n > 0 && n <= 2_147_483_647 ? n : false;
}

/**
 * The `params` of a route whose path ends in `$id`: a positive id (positiveId), else the route
 * does not match.
 */
export const idParams = {
  parse: ({ id }: { id: string }) => {
    const n = positiveId(id);
    return n === false ? false : { id: n };
  },
  stringify: ({ id }: { id: number }) => ({ id: String(id) }),
};

/**
 * A screen of an area that takes no parameters: behind the guard, its lazily loaded page
 * preloaded by the route's loader.
 */
export function screenRoute<TParent extends AnyRoute, const TPath extends string>(
  kit: Pick<AreaRouteKit<TParent>, 'parent' | 'guard'>,
  path: TPath,
  page: RouteComponent,
) {
  return createRoute({
    getParentRoute: () => kit.parent,
    path,
    beforeLoad: kit.guard,
    loader: () => page.preload?.(),
    component: page,
  });
}
