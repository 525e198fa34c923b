// Generated from openapi/ by `npm run gen:api`. Do not edit by hand.
export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Health check of the process and its database. */
    get: operations['health'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/Desafio': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Issue a signed proof-of-work challenge (ALTCHA) for the login form.
     * @description The challenge expires after 5 minutes and its solution is accepted once. The login
     *     form's widget solves it in the browser and sends the base64 payload as
     *     `TokenReCaptcha`.
     */
    get: operations['obtenerDesafio'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log in with user, password and a solved challenge.
     * @description Answers an opaque bearer token and the session data. A user that must renew its
     *     password (or that logs in with a temporary password) gets `tipoUsuario` 5.
     *     A solved challenge is accepted once; an empty, expired or replayed `TokenReCaptcha`
     *     answers 400 'Codigo ReCaptcha expirado. Intente nuevamente'. Wrong credentials
     *     answer 401; after 5 failures in 15 minutes the user is throttled (429).
     */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/account/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Revoke the session's token. */
    post: operations['logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Usuarios/TokenResetPassword': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Request a temporary password by e-mail.
     * @description Creates a temporary password (valid 24 hours) and mails it to the address. So that
     *     the call does not reveal which addresses exist, an unknown address answers the same
     *     as a known one and no mail is sent. Logging in with the temporary password gives a
     *     session of tipoUsuario 5. At most 3 requests per address in 15 minutes (429).
     */
    get: operations['tokenResetPassword'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Usuarios/Obtener': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get one user.
     * @description A user may read itself; wider rules come with the users area.
     */
    get: operations['obtenerUsuario'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Usuarios/Actualizar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update a user (here, renew one's own password).
     * @description 001 §7 update shape. For now only a password-reset session (tipoUsuario 5) calls it,
     *     to renew its own password (the session machine's SAVE_PASSWORD); any other session
     *     gets 403, and the users area widens it. The new password must have at least 10 and at
     *     most 12 characters, a digit and a special character ('La contraseña no cumple con los
     *     requisitos'); other fields must not change. Saving revokes every session of the user,
     *     so the client logs out.
     */
    put: operations['actualizarUsuario'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    Errores: {
      errores: string[];
    };
    Health: {
      /** @enum {string} */
      estado: 'ok';
      /** @enum {string} */
      baseDeDatos: 'pglite' | 'postgresql';
    };
    /** @description 1 category, 2 admin moderator, 3 seller admin, 4 seller, 5 reset password, 6 read-only, 7 supplier, 8 accounting. */
    TipoUsuario: number;
    /** @description ALTCHA v2 challenge (signed proof of work). */
    Desafio: {
      parameters: {
        algorithm: string;
        nonce: string;
        salt: string;
        cost: number;
        keyLength: number;
        keyPrefix: string;
        keySignature?: string;
        memoryCost?: number;
        parallelism?: number;
        expiresAt?: number;
        data?: Record<string, never>;
      };
      signature?: string;
    };
    LoginRequest: {
      Usuario: string;
      Password: string;
      /** @description Always true; the login form only submits once the challenge is solved. */
      SolveReCaptcha: boolean;
      /** @description The verification widget's base64 payload; empty means expired. */
      TokenReCaptcha: string;
    };
    LoginResponse: {
      token: string;
      idSeller: number | null;
      nombre: string;
      tipoUsuario: components['schemas']['TipoUsuario'];
      userId: number;
      hiddenItemsIds: number[];
    };
    TokenResetPasswordResponse: {
      /** @description Identifier of the request (not the temporary password, which only travels by mail). */
      token: string;
    };
    Usuario: {
      idUsuario: number;
      nombreUsuario: string;
      email: string;
      idSeller: number | null;
      activo: boolean;
      soloLectura: boolean;
      tipoUsuario: components['schemas']['TipoUsuario'];
      /** @description Ids of the sections hidden to this user (hiddenItemsIds). */
      perfil: number[];
      /** Format: date-time */
      fechaAlta: string;
      /** Format: date-time */
      fechaUltimoLogin: string | null;
    };
    ActualizarUsuarioRequest: {
      idUsuario: number;
      idSeller?: number | null;
      email?: string;
      password: string;
      usuario?: string;
      soloLectura?: boolean;
      identificadores?: number[];
      tipoUsuario?: components['schemas']['TipoUsuario'];
      modulos?: number[];
    };
  };
  responses: {
    /** @description The call failed; each message is shown to the user. */
    Error: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Errores'];
      };
    };
  };
  parameters: never;
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  health: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The process answers and the database is reachable. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Health'];
        };
      };
      503: components['responses']['Error'];
    };
  };
  obtenerDesafio: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A signed challenge. */
      200: {
        headers: {
          /** @description Always `no-store`. */
          'Cache-Control'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Desafio'];
        };
      };
      429: components['responses']['Error'];
    };
  };
  login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginRequest'];
      };
    };
    responses: {
      /** @description Logged in. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      429: components['responses']['Error'];
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The token is revoked; any later call with it answers 401. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      401: components['responses']['Error'];
    };
  };
  tokenResetPassword: {
    parameters: {
      query: {
        Email: string;
        IdTipoUser?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The request was taken. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TokenResetPasswordResponse'];
        };
      };
      400: components['responses']['Error'];
      429: components['responses']['Error'];
      /** @description The mail could not be sent ('No pudo enviarse el token'); nothing changed. */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Errores'];
        };
      };
    };
  };
  obtenerUsuario: {
    parameters: {
      query: {
        idUsuario: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Usuario'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  actualizarUsuario: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ActualizarUsuarioRequest'];
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Usuario'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
}
