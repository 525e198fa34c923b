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
  '/api/Landing/Dashboard/Totalizadores': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The dashboard's Ventas, Órdenes and Publicaciones blocks for a day or a month.
     * @description 000 §2.4. Every figure is computed from the database when asked.
     *
     *     **Period.** The day `fechaDesde` or, with `verMes`, the calendar month that contains
     *     it; days run from 00:00 to 24:00 Argentine time (America/Argentina/Buenos_Aires).
     *     Orders count when their `fecha` falls in the period.
     *
     *     **Scope.** Seller admins and sellers (3, 4) always get their own seller's figures,
     *     whatever `idSeller` they send. Staff (1, 2) get every seller's figures, or one
     *     seller's when `idSeller` is above 0 (404 when it does not exist). The supplier (7)
     *     has no filter (000 §2.4): it gets every seller's figures and `idSeller` is ignored.
     *     Read-only (6), accounting (8) and password-reset (5) sessions have no dashboard: 403.
     *     `tipoUser` is accepted for compatibility; the session's type decides.
     *
     *     **Terms.** An order is *cancelled* when its estado is anulado (5) or the marketplace
     *     cancelled it (internal sale status Anulado); otherwise it is *live*. Its payment
     *     (`estado_pago`) is aprobado, pendiente or rechazado. An *approved sale* is a live
     *     order with payment aprobado in facturado (2) or entregado (4).
     *
     *     **ventas** (amounts in pesos, two decimals, summed exactly):
     *     - `total` (Total Ventas Aprobadas): sum of montoVenta of the approved sales.
     *     - `pendientes` (Total Ventas Pendientes Aprobación): sum of montoVenta of live orders
     *       whose payment is pendiente.
     *     - `comision` (Comisión sin iva): sum of montoComision of the approved sales.
     *     - `feeLogistico` ($ Fee logístico sin iva): sum of the logistics fee of the approved
     *       sales.
     *     - `ticketPromedio` (Ticket Promedio): `total` divided by the number of approved sales,
     *       rounded half up to the cent; 0 when there are none.
     *     - `unidades` (Cantidad de unidades, a count): units of the approved sales (sum of the
     *       quantities of their product lines).
     *     - `ordenesAnuladasGateway` (Ordenes Anuladas): sum of montoVenta of the cancelled
     *       orders.
     *     - `ordenesPendientesGateway` (Ordenes Pendientes): sum of montoVenta of live orders
     *       with payment aprobado still in pendiente (1) or solicitarAnulacion (3), that is
     *       paid but not invoiced.
     *     - `totalVenta` (Total Ventas): sum of montoVenta of the live orders whose payment is
     *       not rechazado; it always equals total + pendientes + ordenesPendientesGateway.
     *
     *     **ordenes** (counts):
     *     - `total` (Totales): every order of the period.
     *     - `pendientes` (Total Pendientes Aprobación): live orders with payment pendiente.
     *     - `anuladas` (Total Pago Rechazado): orders with payment rechazado.
     *     - `facturadas` (Facturadas): live orders in facturado (2) or entregado (4).
     *     - `pendientesFacturacion` (Pendientes de facturación): live orders in pendiente (1)
     *       with payment aprobado.
     *     - `facturadasAnuladas` (Facturadas anuladas): cancelled orders that had been
     *       invoiced.
     *     - `envioProcesado` / `envioPendiente` (Con envío procesado / Con envío pendiente):
     *       the facturadas whose shipment was / was not processed; they add up to facturadas.
     *
     *     **publicaciones** (counts): the catalogue as it stands now, of the listings published
     *     before the end of the period; eliminated listings (5) are not counted.
     *     - `total` (Totales): all of them; equals the sum of the five figures below.
     *     - `activas` (1), `pendientes` (pendiente_activacion, 3), `enRevision` (4),
     *       `pausadasConStock` / `pausadasSinStock` (pausado, 2, with stock above 0 / 0).
     */
    post: operations['dashboardTotalizadores'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Landing/Notificaciones/Total': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Unread notifications of the session's user, per type (the bell).
     * @description 000 §2.5, §4. Counts the notifications delivered to this user (a notification is
     *     delivered only to users whose setting for its type was on when it was created) and
     *     not yet marked read. Staff (1, 2) count every seller's, or one seller's when
     *     `idSeller` is above 0. Seller admins and sellers (3, 4) count only their own seller's
     *     whatever `idSeller` they send, and do not see cancelled-order (4) nor instalment (6)
     *     counts: those answer 0. `notificaciones` is the sum of the other figures. Read-only,
     *     supplier, accounting and password-reset sessions have no notifications: 403 (the
     *     bell shows its 'off' icon). `tipoUsuario` is accepted for compatibility; the
     *     session's type decides.
     */
    post: operations['notificacionesTotal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Notificaciones/Detalle': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The unread notifications of one type (a tab of /Notificaciones).
     * @description 000 §2.5. The notifications of type `idtipoNotificacion` delivered to this user and
     *     not yet read, newest first, at most 200. Staff see every seller's, or one seller's
     *     when `idSeller` is above 0. As 000 §2.5 says, seller and seller admin see the empty
     *     message instead of the list: for them `elementos` is always empty (their counts stay
     *     on the bell). `id` is the listing (types 1, 2, 6) or the order (3, 4) that a row
     *     opens; `cambio` and `actual` are the previous and current stock (1), price in pesos
     *     (2) or instalments (6), null for orders.
     */
    post: operations['notificacionesDetalle'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Notificaciones/MarcarLeidas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark notifications as read for the session's user.
     * @description 000 §2.5. An empty `idMensaje` answers 400 'Debe seleccionar una notificación'. Each
     *     id must be a notification delivered to this user (and, for sellers, of their own
     *     seller); otherwise 404 and nothing is marked. Marking is per user: other users keep
     *     their own read state. Marking an already read notification changes nothing.
     *     `idSeller` is accepted for compatibility; the ids decide.
     */
    post: operations['notificacionesMarcarLeidas'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Notificaciones/Ajustes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The notification settings of the session's own user.
     * @description 000 §2.5. One entry per setting the user may have (1 stock, 2 price, 3 new orders,
     *     4 cancelled orders, 6 instalment changes; the seller admin has no 6), off by default.
     *     A user reads only its own settings: another `IdUser` answers 403.
     */
    get: operations['obtenerAjustesNotificacion'];
    /**
     * Save the notification settings of the session's own user.
     * @description 000 §2.5. Saves the settings listed (the others keep their value) and answers all
     *     of them. A user changes only its own settings: another `IdUser` answers 403. A type
     *     the user may not have (6 for a seller admin) or a type listed twice answers 400 and
     *     nothing is saved. From then on the user receives a type only while its setting is on.
     */
    put: operations['actualizarAjustesNotificacion'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Seller/Buscar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search sellers by description (the sellers filter).
     * @description 000 §7. `Descripcion` matches part of the business name (razonSocial) or of the store
     *     name, ignoring case and accents; `IdSeller` picks one seller. Paging: `NumeroPagina`
     *     (or `Page`), from 1, and `CantidadPagina` (or `PageSize`), 10 by default and at most
     *     100. Ordered by business name. Staff, read-only and accounting users search every
     *     seller; seller admins and sellers only find their own; the supplier gets 403.
     */
    get: operations['buscarSellers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Seller/Obtener': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One seller's names (the top bar's store name).
     * @description 000 §2.3: for seller users the top bar shows the store name, falling back to the
     *     business name ('No se pudieron obtener los datos del seller.' when this fails).
     *     Seller admins and sellers read only their own seller (another answers 403); staff,
     *     read-only and accounting users read any; the supplier gets 403.
     */
    get: operations['obtenerSeller'];
    put?: never;
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
    /** @description A seller (above 0), or null or 0 for every seller; sellers always get their own. */
    IdSellerFiltro: number | null;
    /** @description Pesos with two decimals (DECISIONS 7). */
    Importe: number;
    Cantidad: number;
    /**
     * @description 1 stock, 2 price, 3 new order, 4 cancelled order, 6 instalment change.
     * @enum {integer}
     */
    IdTipoNotificacion: 1 | 2 | 3 | 4 | 6;
    TotalizadoresRequest: {
      /**
       * Format: date
       * @description 'Fecha desde' (default today); the day shown, or with verMes its month.
       */
      fechaDesde: string;
      /** @description 'Ver Mes': the whole calendar month of fechaDesde. */
      verMes: boolean;
      tipoUser?: components['schemas']['TipoUsuario'];
      idSeller?: components['schemas']['IdSellerFiltro'];
    };
    Totalizadores: {
      ventas: {
        total: components['schemas']['Importe'];
        pendientes: components['schemas']['Importe'];
        comision: components['schemas']['Importe'];
        feeLogistico: components['schemas']['Importe'];
        ticketPromedio: components['schemas']['Importe'];
        unidades: components['schemas']['Cantidad'];
        ordenesAnuladasGateway: components['schemas']['Importe'];
        ordenesPendientesGateway: components['schemas']['Importe'];
        totalVenta: components['schemas']['Importe'];
      };
      ordenes: {
        total: components['schemas']['Cantidad'];
        pendientes: components['schemas']['Cantidad'];
        anuladas: components['schemas']['Cantidad'];
        facturadas: components['schemas']['Cantidad'];
        pendientesFacturacion: components['schemas']['Cantidad'];
        facturadasAnuladas: components['schemas']['Cantidad'];
        envioProcesado: components['schemas']['Cantidad'];
        envioPendiente: components['schemas']['Cantidad'];
      };
      publicaciones: {
        total: components['schemas']['Cantidad'];
        activas: components['schemas']['Cantidad'];
        pendientes: components['schemas']['Cantidad'];
        enRevision: components['schemas']['Cantidad'];
        pausadasConStock: components['schemas']['Cantidad'];
        pausadasSinStock: components['schemas']['Cantidad'];
      };
      /** @description The days counted, both included. */
      periodo: {
        /** Format: date */
        desde: string;
        /** Format: date */
        hasta: string;
      };
      /** @description The seller the figures belong to; null for every seller. */
      idSeller: number | null;
    };
    NotificacionesTotalRequest: {
      idSeller?: components['schemas']['IdSellerFiltro'];
      tipoUsuario?: components['schemas']['TipoUsuario'];
    };
    NotificacionesTotales: {
      notificaciones: components['schemas']['Cantidad'];
      cambiosStock: components['schemas']['Cantidad'];
      cambiosPrecios: components['schemas']['Cantidad'];
      ordenesNuevas: components['schemas']['Cantidad'];
      ordenesAnuladas: components['schemas']['Cantidad'];
      modificacionesCuotas: components['schemas']['Cantidad'];
    };
    NotificacionesDetalleRequest: {
      idSeller?: components['schemas']['IdSellerFiltro'];
      tipoUsuario?: components['schemas']['TipoUsuario'];
      idtipoNotificacion: components['schemas']['IdTipoNotificacion'];
    };
    Notificacion: {
      idMensaje: number;
      idTipoNotificacion: components['schemas']['IdTipoNotificacion'];
      /** @description The seller of the listing or order (for the listing edit route). */
      idSeller: number;
      /** @description The listing (types 1, 2, 6) or the order (3, 4). */
      id: number;
      /** @description SKU MARKET of the listing (of the order's first product for 3 and 4). */
      codigoProducto: string | null;
      imagen: string | null;
      titulo: string;
      /** @description Previous value ('Anterior'); null for orders. */
      cambio: number | null;
      /** @description Current value ('Actual'); null for orders. */
      actual: number | null;
      /** Format: date-time */
      fecha: string;
    };
    NotificacionesDetalle: {
      elementos: components['schemas']['Notificacion'][];
    };
    MarcarLeidasRequest: {
      idSeller?: components['schemas']['IdSellerFiltro'];
      idMensaje: number[];
    };
    MarcarLeidasResponse: {
      /** @description How many were unread and are now read. */
      marcadas: number;
    };
    OpcionNotificacion: {
      idTipoNotificacion: components['schemas']['IdTipoNotificacion'];
      activado: boolean;
    };
    AjustesNotificacion: {
      opcionesNotificacion: components['schemas']['OpcionNotificacion'][];
    };
    ActualizarAjustesRequest: {
      IdUser: number;
      OpcionesNotificacion: components['schemas']['OpcionNotificacion'][];
    };
    SellerResumen: {
      idSeller: number;
      /** @description The name to show in selectors (the business name). */
      descripcion: string;
      razonSocial: string;
      nombreTienda: string | null;
      cuit: string | null;
      email: string | null;
      /**
       * @description 1 activo, 2 inactivo, 3 pendiente_activacion.
       * @enum {integer}
       */
      estado: 1 | 2 | 3;
      tiendaActiva: boolean;
    };
    BuscarSellersResponse: {
      paginateSellers: {
        elementos: components['schemas']['SellerResumen'][];
        /** @description Sellers that match, over all pages. */
        cantidadTotal: number;
        /** @description Page size used. */
        cantidadPagina: number;
      };
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
  dashboardTotalizadores: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TotalizadoresRequest'];
      };
    };
    responses: {
      /** @description The three blocks. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Totalizadores'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  notificacionesTotal: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NotificacionesTotalRequest'];
      };
    };
    responses: {
      /** @description The counts. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificacionesTotales'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  notificacionesDetalle: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NotificacionesDetalleRequest'];
      };
    };
    responses: {
      /** @description The rows of the tab. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificacionesDetalle'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  notificacionesMarcarLeidas: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MarcarLeidasRequest'];
      };
    };
    responses: {
      /** @description Marked. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MarcarLeidasResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  obtenerAjustesNotificacion: {
    parameters: {
      query: {
        IdUser: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The settings. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AjustesNotificacion'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  actualizarAjustesNotificacion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ActualizarAjustesRequest'];
      };
    };
    responses: {
      /** @description Saved ('Ajustes actualizados con éxito.'). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AjustesNotificacion'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  buscarSellers: {
    parameters: {
      query?: {
        Descripcion?: string;
        PageSize?: number;
        Page?: number;
        IdSeller?: number;
        NumeroPagina?: number;
        CantidadPagina?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of sellers. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BuscarSellersResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  obtenerSeller: {
    parameters: {
      query: {
        idSeller: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The seller. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SellerResumen'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
}
