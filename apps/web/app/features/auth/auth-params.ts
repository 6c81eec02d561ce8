/** spec 1 §2 Global query parameters, read from the address. */
export interface AuthParams {
  /** auth_phone with auth_app: open login with this phone. */
  authPhone?: string;
  checkAuth: boolean;
  /** access: after login, activate this promo code (login not cancellable, closing goes to /). */
  access?: string;
  /** /joint_viewing/{id}: after login, the id is activated as a promo code. */
  jointViewing?: string;
  /** ott_tv or ott_tv_code: after login, the TV-code modal opens prefilled with it. */
  ottTv?: string;
  /** Read and unused (spec 1 §2). */
  popup?: string;
}

export function readAuthParams(url: URL): AuthParams {
  const query = url.searchParams;
  const joint = /^\/joint_viewing\/([^/]+)\/?$/.exec(url.pathname)?.[1];
  return {
    authPhone: query.has('auth_app') ? (query.get('auth_phone') ?? undefined) : undefined,
    checkAuth: query.has('check_auth'),
    access: query.get('access') ?? undefined,
    jointViewing: joint && decodeURIComponent(joint),
    ottTv: query.get('ott_tv') ?? query.get('ott_tv_code') ?? undefined,
    popup: query.get('popup') ?? undefined,
  };
}

/** What to do on arrival: open login (and how), or run the after-login actions at once for a signed-in viewer. */
export type AuthParamsPlan =
  | { kind: 'none' }
  | { kind: 'afterLogin' }
  | { kind: 'login'; phone?: string; cancellable: boolean; closeToHome: boolean; removeCheckAuth: boolean };

export function planAuthParams(params: AuthParams, pathname: string, isAuth: boolean): AuthParamsPlan {
  const needsLoginFirst = params.access !== undefined || params.jointViewing !== undefined || params.ottTv !== undefined;
  if (isAuth) return needsLoginFirst ? { kind: 'afterLogin' } : { kind: 'none' };
  if (params.checkAuth || needsLoginFirst) {
    return {
      kind: 'login',
      cancellable: params.access === undefined,
      closeToHome: params.checkAuth || params.access !== undefined,
      removeCheckAuth: params.checkAuth,
    };
  }
  const bare = pathname.includes('/embed/') || pathname === '/variants';
  if (params.authPhone && !bare)
    return { kind: 'login', phone: params.authPhone, cancellable: true, closeToHome: false, removeCheckAuth: false };
  return { kind: 'none' };
}
