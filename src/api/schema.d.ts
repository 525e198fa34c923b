// Generated from openapi/ by `npm run gen:api`. Do not edit by hand.
export interface paths {
  '/api/Pendientes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The counts of 'Pendientes' for the session's role: each kind of record waiting for it.
     * @description Not in the spec. One call answers every queue of the session's role, in one
     *     statement, scoped as the lists are: seller admins and sellers (3, 4) count only their
     *     own seller's records, the supplier (7) only its own supplier's green-sale orders.
     *
     *     **Which records wait.** A record is in a queue when its stored state accepts an event
     *     of the queue that the role may send: the server derives, once when it starts, the
     *     stored states of each machine (machines/) in which the role's event is accepted (the
     *     same question the buttons and the writes ask), and counts the records in those states,
     *     plus the queue's age. A rule changed in a machine changes the queue. The queues:
     *     - `publicacionesRevision` (1, 2): listings that staff may approve (or whose review
     *       reason they may change) and that the seller cannot move itself: pendiente de
     *       activación (3) and en revisión (4).
     *     - `publicacionesDesaprobadas` (3, 4): listings in the estado staff's disapproval with
     *       a review reason leads to (en revisión, 4), which the seller may still edit.
     *     - `rebatesRespuesta`: rebates whose state accepts the role's APROBAR or RECHAZAR: the
     *       admin moderator (2) answers Pendiente (1) ones for the marketplace, the seller admin
     *       (3) En revisión (2) ones. Category (1) and seller (4) answer none: they have no such
     *       queue.
     *     - `ordenesSinFacturar` (3, 4): orders that accept the role's SUBIR_FACTURA
     *       (pendiente, sale not cancelled by the marketplace) dated more than 2 days ago.
     *     - `solicitudesAnulacion` (1, 2): orders whose cancellation request staff may decide.
     *     - `solicitudesRespondidas` (3, 4): orders whose cancellation request was decided (a
     *       journal row of a deciding event from the state it is decided in) in the last 7 days.
     *     - `ventasVerdesSinOblea`: green-sale orders whose label was not downloaded (or was
     *       marked not downloaded again): the supplier's (7) all, staff's (1, 2) those dated
     *       more than a day ago. No machine holds the label.
     *     - `liquidacionesBorrador` (1, 2): drafts staff may save or cancel, created more than 7
     *       days ago.
     *     - `liquidacionesPorConfirmar` (8): drafts accounting may calculate and confirm.
     *
     *     **What is listed.** `pendientes` holds the role's queues whose list the user may open
     *     (a queue of a screen in the user's hiddenItemsIds is left out), in that order, each with
     *     its count (0 included). An empty array: the role has none.
     *
     *     **Links.** Each list (GET /api/Publicaciones, /api/Rebates/Gestion, /api/Ordenes,
     *     POST /api/Ordenes/VentasVerdes/Buscar, GET /api/Liquidaciones/LiquidacionesBusqueda)
     *     takes the queue as its `Pendiente` filter and lists exactly the counted records (its
     *     other filters still apply); a queue that is not the session's is 400.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3), Seller (4), Proveedor (7) and Contable (8).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above (a read-only user has no queue).
     */
    get: operations['pendientes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Health check of the process and its database.
     * @description **Who may call it:** anyone, without a session.
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `503` the database is not reachable.
     */
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
     *
     *     **Who may call it:** anyone, without a session.
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `429` too many challenges asked from this address in a short time: wait and try again.
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
     *
     *     The session lasts SESSION_TTL_HOURS (12 by default) from the login, whatever is done
     *     with it: `fechaExpiracion` says when. From then on every call made with the token
     *     answers 401 (`errores`: 'La sesión expiró. Ingrese nuevamente.'), as
     *     it does once the session is revoked (logout, or a password change: see
     *     `actualizarUsuario`); the client ends the session at `fechaExpiracion` and shows
     *     /login with that message.
     *
     *     **Who may call it:** anyone, without a session.
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body is not valid, or the challenge is empty, expired or already used ('Codigo
     *       ReCaptcha expirado. Intente nuevamente').
     *     - `401` the user or the password is wrong.
     *     - `403` the user exists but is inactive.
     *     - `429` five failed logins of this user in 15 minutes: wait and try again.
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
    /**
     * Revoke the session's token.
     * @description **Who may call it:** any user with a session, including one that must renew its password
     *     (Renovar contraseña, 5).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `401` no session, or it expired or was revoked: log in again.
     */
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
     *     The current password and the user's sessions are kept (anyone may ask for a
     *     temporary password): they end when the renewal session saves a new password
     *     (`actualizarUsuario`).
     *
     *     **Who may call it:** anyone, without a session.
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `429` more than 3 requests for this address in 15 minutes.
     *     - `503` the mail could not be sent ('No pudo enviarse el token'); nothing changed.
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
  '/api/Usuarios/Buscar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The users list (/Usuarios), 10 per page.
     * @description 001 §2.4, §7 (search: idSeller, numeroPagina, nombreUsuario -> usuarios and
     *     cantidadTotal; the path is not shown, so it is ours). `nombreUsuario` (at most 30
     *     characters, 001 §9) matches part of the user name, ignoring case. Ordered by user name.
     *     The admin moderator lists every user (or one seller's with `idSeller`); a seller admin
     *     lists only the users of its own seller, whatever `idSeller` it sends. Category lists
     *     only a seller's users (types 3 and 4, the Moderador and Usuario tabs of
     *     /Sellers/Editar/{id}, 001 §2.3): without `idSeller`, or asking another `tipoUsuario`,
     *     403. `tipoUsuario` keeps the users of that type (the Moderador tab asks 3, the Usuario
     *     tab 4). Other types: 403.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2) and Seller
     *     administrador (3).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    get: operations['buscarUsuarios'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Usuarios/Crear': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a user (/Usuarios/NuevoUser).
     * @description 001 §2.4, §5 (Users), §7 (create; the path is not shown, so it is ours). The checks run
     *     in the order of 001 §5 and the first that fails answers 400 with its text:
     *     1. `email` valid, else 'Mail incorrecto';
     *     2. `usuario` not empty, else 'Ingrese un nombre de usuario';
     *     3. `confirmarPassword`, when sent (the screen always sends it), equal to `password`,
     *        else 'Las contraseñas no coinciden';
     *     4. `password` meets the requirements (10 to 12 characters, a digit, a special
     *        character), else 'La contraseña no cumple con los requisitos';
     *     5. for `tipoUsuario` 7 an `idProveedor` (an integer, 0 or more), else
     *        'Ingrese un id de proveedor'.
     *     Then: a user name already taken (ignoring case) answers 400 'El nombre de usuario ya
     *     existe.'.
     *
     *     Who creates what (001 §6): the admin moderator (2) creates category (1), moderator
     *     (2), read-only (6) and supplier (7) users, with no seller (those types with an
     *     `idSeller`: 400); a seller admin (3) creates users of type Seller (4) for its own seller
     *     only (`idSeller` its own or absent). Staff (the admin moderator and category) also
     *     create a seller's users from the seller's edit page (001 §2.3: the Moderador tab a
     *     seller admin, 3; the Usuario tab a seller, 4) by naming the seller in `idSeller` (those
     *     types without it: 400 'Seleccione el seller del usuario.'; a deleted or unknown seller
     *     too). The checks of 001 §5 are the same whichever screen creates. Any other type asked
     *     answers 403, as does any other session. `idUsuario` is the creator: another user's id
     *     answers 403.
     *
     *     The create buttons (001 §2.4): the source notes that 'Crear Proveedor' passes type 2.
     *     We read that note as a slip of the source: a provider is type 7 (000 §1), the form that
     *     'Crear Proveedor' opens selects Proveedor (7), and it is that 7 that is sent. 'Crear
     *     Moderador' selects 2 and 'Crear Usuario' (seller admin) 4. A read-only user (6) is
     *     created with `soloLectura` true.
     *
     *     `enviarEmail` is always true (001 §9): the new user gets a mail with its user name,
     *     its password and the address of the back-office, sent by nodemailer (or written to the
     *     outbox, DECISIONS 13) inside the transaction: when the mail cannot go out nothing is
     *     created and the answer is 503 'No pudo crearse'. The creation is written to the audit
     *     journal.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2) and Seller
     *     administrador (3).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `503` the new user's mail could not be sent ('No pudo crearse'); nothing is created.
     */
    post: operations['crearUsuario'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Usuarios/CambiarEstado': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Activate or pause a user (the Activo switch).
     * @description 001 §4 (User active switch), §7: exactly one of `activar` and `pausar` is true, else
     *     400. The user machine (machines/user.ts) decides at the stored state: only the admin
     *     moderator toggles (category and seller admin see the switch disabled, 001 §6: 403);
     *     activating an active user or pausing a paused one answers 409, as does pausing one's
     *     own user ('No puede pausar su propio usuario.'). `idSeller` and `usuario`, when sent,
     *     must be the user's (else 400).
     *
     *     Pausing a user revokes its open sessions in the same transaction (their calls answer
     *     401 from then on) and its next login is refused with 403 'El usuario se encuentra
     *     inactivo. Comuníquese con el administrador.'. Every change is written to the audit
     *     journal.
     *
     *     **Who may call it:** users of type Administrador moderador (2).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the user it names does not exist.
     *     - `409` the user's current state does not allow it (the message says why); nothing changes.
     */
    post: operations['cambiarEstadoUsuario'];
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
     * @description A user reads itself; the admin moderator reads anyone; category reads the sellers'
     *     users (types 3 and 4, from the seller's edit page, 001 §2.3); a seller admin reads the
     *     users of its own seller. Others: 403. `token` is the user's integration token when it
     *     has one, else null; the screens read it from GET /api/Seller/TokenUsuario (001 §7).
     *
     *     **Who may call it:** any user with a session, including one that must renew its password
     *     (Renovar contraseña, 5).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or the record belongs to another seller.
     *     - `404` the user it names does not exist.
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
  '/api/Usuarios/Historial': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A user's Historial: every change, who made it and when (not in the spec).
     * @description Newest first, 50 a page: its creation, each pause and activation (desde/hacia as the
     *     users' list says them: Activo, Pausado), each save of its edit screen (with the user's
     *     type before and after when it changed) and the renewal of its first password.
     *
     *     **Who.** Those who manage users ('Gestión de Usuario(s)'): the admin moderator (2) any
     *     user, category (1) the sellers' users, a seller admin (3) its own seller's users; any
     *     other type 403. A user out of the caller's reach, or one that does not exist: 404 'No
     *     se encontró el usuario.'. A seller admin reads a change made by the marketplace's staff
     *     as made by 'Marketplace', with the user's type.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2) and Seller administrador (3).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the user it names does not exist or is out of the caller's reach.
     */
    get: operations['historialUsuario'];
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
     * Update a user (/Usuarios/Editar/{id}, and 'Renovar Password').
     * @description 001 §2.4, §5 (Edit user), §7 (update: idUsuario, idSeller, email, password, usuario,
     *     soloLectura, identificadores, tipoUsuario, modulos). The checks, the first failing
     *     answering 400: `email` not empty ('Ingrese un e-mail de usuario') and valid ('Mail
     *     incorrecto'); `usuario` not empty ('Ingrese un nombre de usuario'); `password` always
     *     required, at most 12 characters ('Excede los 12 caracteres, verifique') and meeting the
     *     requirements ('La contraseña no cumple con los requisitos'); the user name not taken
     *     by another user ('El nombre de usuario ya existe.'). Fields left out keep their value;
     *     `modulos` is always the empty list.
     *
     *     Who edits whom (001 §6): a user edits itself (its e-mail, name and password, never its
     *     own type, soloLectura, hidden sections or seller: 403 'No puede cambiar su propio tipo,
     *     solo lectura ni secciones visibles.'); the admin moderator edits anyone; category edits
     *     the sellers' users (types 3 and 4, from the Moderador and Usuario tabs of the seller's
     *     edit page, 001 §2.3); a seller admin edits the sellers (4) of its own seller. Anyone
     *     else: 403.
     *     - `tipoUsuario` changes only by the admin, between category (1) and moderator (2), on a
     *       user of type 1 or 2 (the Administrador/Category radio); any other change: 403.
     *     - `soloLectura` (the admin's Solo Lectura switch) is the read-only type: on, the user
     *       becomes type 6; off, a read-only user becomes the radio's type (1 or 2). It applies
     *       to staff and read-only users only; on other users it must stay false (400 'Solo
     *       Lectura se aplica a usuarios de categoría, moderadores o de solo lectura.').
     *     - `identificadores` are the ids of the sections (src/domain/menu.ts items) hidden to
     *       the user: its `perfil`, which IS the hiddenItemsIds of its login answer and what the
     *       server's authorization reads on every call (a hidden section's calls answer 403 at
     *       once; the sidebar drops it at the next login). Only the admin moderator or the
     *       seller admin set them, and only for users who are not admin moderator or seller
     *       admin (else 403); each id must be a section of the user's type's menu (else 400
     *       'Sección inexistente para este usuario.').
     *
     *     Saving sets the password, so it revokes the user's sessions in the same transaction
     *     (any session opened with the old password answers 401 from then on), except the
     *     session that saves when it edits itself. A password-renewal session (tipoUsuario 5)
     *     may only renew its own password (other fields must not change) and its session ends
     *     too (001 §4: saving logs out). Every save is written to the audit journal.
     *
     *     **Who may call it:** any user with a session, including one that must renew its password
     *     (Renovar contraseña, 5).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or the record belongs to another seller.
     *     - `404` the user it names does not exist.
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
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3), Seller (4) and Proveedor (7).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or the record belongs to another seller.
     *     - `404` the record it names does not exist.
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
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or the record belongs to another seller.
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
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or the record belongs to another seller.
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
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or the record belongs to another seller.
     *     - `404` the notification it names does not exist.
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
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or the record belongs to another seller.
     */
    get: operations['obtenerAjustesNotificacion'];
    /**
     * Save the notification settings of the session's own user.
     * @description 000 §2.5. Saves the settings listed (the others keep their value) and answers all
     *     of them. A user changes only its own settings: another `IdUser` answers 403. A type
     *     the user may not have (6 for a seller admin) or a type listed twice answers 400 and
     *     nothing is saved. From then on the user receives a type only while its setting is on.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or the record belongs to another seller.
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
     *     Read-only and accounting users (their Seller filters show the name) get `cuit` and
     *     `email` null: those are the Gestión de Seller(s) screens' (000 §2.3).
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3), Seller (4), Solo lectura (6) and Contable (8).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or the record belongs to another seller.
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
     *     Seller admins and sellers read only their own seller (another answers 403); staff
     *     read any (the seller's name on a listing being created). Read-only (6), accounting (8)
     *     and supplier (7) users get 403: their menus have no Gestión de Seller(s) (000 §2.3) and
     *     no screen of theirs reads one seller (their seller filters search by name, GET
     *     /api/Seller/Buscar).
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or the record belongs to another seller.
     *     - `404` the seller it names does not exist.
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
  '/api/Seller/Listar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The /Sellers list.
     * @description The path is not shown in the spec (DECISIONS 2). `razonSocial` matches part of the
     *     business name, ignoring case and accents (at most 30 characters, the filter's limit);
     *     10 per page by default. Deleted sellers are not listed. Staff only (the menu sends
     *     sellers to their own edit page).
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     */
    get: operations['listarSellers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Seller/Detalle': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The whole seller for its edit screen.
     * @description The path is not shown (DECISIONS 2). Staff read any seller; a seller admin or seller
     *     only its own (403 otherwise). Includes its CDN banners, the publication types it may
     *     use and its users (the Moderador and Usuario tabs).
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the seller it names does not exist.
     */
    get: operations['obtenerSellerDetalle'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Seller/Historial': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A seller's Historial: every change, who made it and when (not in the spec).
     * @description Newest first, 50 a page: its creation, each save of its edit screen, each change of
     *     its status (desde/hacia in the labels of 001 §4: ACTIVO, INACTIVO, PENDIENTE
     *     ACTIVACION), its own logistics saved and its deletion.
     *
     *     **Who.** Whoever opens the seller's edit screen (GET /api/Seller/Detalle): staff any
     *     seller, a seller admin or seller only its own. Another seller, or one that does not
     *     exist: 404 'El seller no existe.'. A seller's user reads a change made by the
     *     marketplace's staff as made by 'Marketplace', with the user's type.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the seller it names does not exist or is not the caller's own.
     */
    get: operations['historialSeller'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Seller/Crear': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a seller ('Seller agregado'; fallback 'El seller no pudo ser creado').
     * @description The path is not shown (DECISIONS 2). Staff only. The seller starts inactivo (001 §4).
     *     The Moderador tab's account (`nombreUsuario`, `emailUsuario`, `password`,
     *     `confirmarPassword`) becomes the seller admin (tipoUsuario 3); the Usuario tab's optional
     *     `usuario` becomes a seller user (tipoUsuario 4). Passwords travel AES-CBC encrypted
     *     (DECISIONS 15, key from GET /api/Seller/ClaveCifrado) and are stored hashed.
     *     `listaIdsTipoPublicacion` are the publication types chosen on /Sellers/Nuevo/Select.
     *     `logo`, when given, is a png or jpeg image in base64 (checked by content, at most
     *     512000 bytes; else 'Archivo incorrecto'). Every field rule of 001 §5 answers 400 with
     *     its message; a taken user name 400. `envioPropio` true is the admin moderator's (001 §6;
     *     category 403). All written in one transaction with the audit row.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     */
    post: operations['crearSeller'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Seller': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Save a seller (PUT /api/Seller; fallback 'No pudo modificarse el seller').
     * @description Staff save any seller; a seller admin or seller only its own (403, also when the body
     *     names another idSeller). Seller users may not change the staff fields (razonSocial,
     *     cuit, idIntegrador, urlPushOrdenes, sufijo, idTipoFacturacion, idEmpresaEnviopack,
     *     modalidadEPK, diasCorte, diasPlazoPago, slugTienda, tiendaActiva, internacional,
     *     emisionFacturaA): sending one of them changed answers 403. The billing type is changed
     *     by the admin moderator only (403). `envioPropio` (own logistics, 001 §6: "the enable
     *     switch is for seller, seller admin and admin moderator") is changed by the seller admin
     *     and the seller of their own seller and by the admin moderator; category sending it
     *     changed answers 403 'Su perfil no puede activar ni desactivar el envío propio: lo
     *     hacen el seller y el administrador moderador.' `password` (with
     *     `confirmarPassword`), AES-CBC encrypted, is the Administrar Cuenta tab: it renews the
     *     session's own user's password (seller users only; staff 400), together with
     *     `emailUsuario` as its e-mail. `logo`: the current URL keeps it, a base64 png/jpeg
     *     replaces it ('Archivo incorrecto' otherwise), null removes it. 001 §5 rules answer 400.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the seller it names does not exist.
     */
    put: operations['editarSeller'];
    post?: never;
    /**
     * Delete a seller ('Vendedor borrado'; fallback 'No se pudo eliminar').
     * @description Admin moderator and category only. The seller is kept (its listings, orders and
     *     settlements name it) but marked deleted: it leaves the lists and searches, it cannot be
     *     read or changed any more (404), and its users can no longer log in (deactivated).
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the seller it names does not exist.
     */
    delete: operations['eliminarSeller'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Seller/CambiarEstadoSeller': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * The ACTIVO/INACTIVO toggle ('Estado de seller modificado'; fallback 'El estado no pudo modificarse').
     * @description 001 §4, §6 and the seller machine (machines/seller.ts): idEstado 1 is ACTIVAR (from
     *     inactivo or pendiente_activacion), 2 DESACTIVAR (from activo or pendiente_activacion);
     *     3 is never requested (400). Admin moderator and category only (403). A seller already in
     *     the requested state answers 409. Each element of `listRequest` is applied in order in
     *     one transaction (all or nothing) with its audit row.
     *
     *     What "inactive" means: an inactive (2) or pending (3) seller's listings are not sold:
     *     a new order (POST /api/Ordenes) for that seller answers 409 'El seller está inactivo:
     *     sus publicaciones no se venden.'
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the seller it names does not exist.
     *     - `409` the seller's current state does not allow it (the message says why); nothing
     *       changes.
     */
    put: operations['cambiarEstadoSeller'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Tipos/Facturacion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Billing types (the Liquidacion tab's select).
     * @description **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    get: operations['tiposFacturacion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Integrators': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Integrators (Datos Básicos' select; idIntegrador defaults to 1).
     * @description **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    get: operations['integradores'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Seller/LocalidadProvincia': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Province and localities of a 4-digit postal code.
     * @description The path is not shown (DECISIONS 2). An unknown code answers 404.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the seller it names does not exist.
     */
    get: operations['localidadProvincia'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Seller/TokenUsuario': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A user's integration token (Sellers: "Get user token by idUsuario").
     * @description The path is not shown (DECISIONS 2). Answers the user's integration token (the one the
     *     seller's systems use), or null when the user has none; it is read, never created here.
     *
     *     Where it is used: 001 §7 lists it among the sellers' calls and again among the users'
     *     ("get user token"), so both screens that show a token read it from here: the read-only
     *     TOKEN field of the user edit form (001 §2.4), which is the same form whether it is opened
     *     from /Usuarios/Editar/{id} or from the Moderador and Usuario tabs of
     *     /Sellers/Editar/{id}, where staff create and edit the seller's users.
     *
     *     Who reads whose token: every user its own; the admin moderator (2) and category (1) any
     *     user's; a seller admin (3) or seller (4) only those of the users of its own seller
     *     (another seller's user, or a user of no seller, answers 403). Any other session reading
     *     another user's token: 403. An unknown user: 404.
     *
     *     **Who may call it:** any user with a session, including one that must renew its password
     *     (Renovar contraseña, 5).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or the record belongs to another seller.
     *     - `404` the seller it names does not exist.
     */
    get: operations['obtenerTokenUsuario'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Seller/ClaveCifrado': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The AES-CBC secret the password travels encrypted with.
     * @description Not a security measure (the transport is): the contract keeps the spec's encryption.
     *     The key is the SHA-256 of `clave`; as 000 §9 says, CBC mode with a zero initialisation
     *     vector (PKCS#7 padding), and the text sent is the base64 of the ciphertext
     *     (src/domain/password-cipher.ts).
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or the record belongs to another seller.
     */
    get: operations['claveCifrado'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Seller/TiposPublicacion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The publication-type selection page (/Sellers/TiposPublicaciones/Select).
     * @description The path is not shown (DECISIONS 2). Every active publication type, 10 per page,
     *     with `seleccionado` true for those the seller (`idSeller`) may use; without `idSeller`
     *     (a new seller) none is selected. Category and admin moderator only.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the seller it names does not exist.
     */
    get: operations['tiposPublicacionSeller'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Seller/AsociarTiposPublicacion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Associate publication types ('Tipo de publicación asociado'; warning 'Tipo de publicación no asociado').
     * @description The path is not shown (DECISIONS 2). Replaces the seller's publication types with
     *     `listaIdsTipoPublicacion` (an unknown id answers 400 and changes nothing). Category and
     *     admin moderator only.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the seller it names does not exist.
     */
    post: operations['asociarTiposPublicacion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Seller/EditarCdnSeller': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update or delete the store's CDN banners (Banner Tienda).
     * @description Each element names a banner of this seller by `id` (another seller's or an unknown id
     *     answers 400 and changes nothing); `eliminado: true` deletes it. `cdnUrl` must be an
     *     http(s) address. Admin moderator and category only. One transaction.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the seller it names does not exist.
     */
    put: operations['editarCdnSeller'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Seller/CrearCdnSeller': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create CDN banners (Banner Tienda).
     * @description The path is not shown (DECISIONS 2). Creates each banner of `bannersSellers`; `cdnUrl`
     *     must be an http(s) address. Admin moderator and category only. One transaction.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the seller it names does not exist.
     */
    post: operations['crearCdnSeller'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/LogisticaPropia': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The own-logistics grid (fallback 'Los datos de logística no pudieron ser obtenidos').
     * @description The scale x zone grid (amba, interior, patagonia) with each cell's cost and delivery days
     *     (null when not set), and each zone's switches in `envioGratisZona`. Staff read any seller
     *     (the spec's admin reads with seller 1; here the seller asked for); seller users only
     *     their own (403).
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the seller it names does not exist.
     */
    get: operations['obtenerLogisticaPropia'];
    /**
     * Save the own-logistics grid ('Logística propia actualizada'; fallback 'La logística propia no pudo ser actualizada').
     * @description 001 §5, §6, §9. The seller's users and the admin moderator save; category only reads
     *     (403). A cell with days and no cost answers 400 'Falta completar un costo', with cost and
     *     no days 'Falta completar una promesa de entrega'; costs are 0 to 99999.99 (8
     *     characters), days 1 to 999. The enable switch (`habilitada`) is the seller's, the
     *     seller admin's and the admin moderator's; the free-shipping switch (`envioGratis`) the
     *     seller roles' only: the admin moderator sending a changed `envioGratis` answers 403.
     *     The seller must have own logistics on (`envioPropio`), else 409. The whole grid is
     *     replaced in one transaction.
     *
     *     **Who may call it:** users of type Administrador moderador (2), Seller administrador (3) and
     *     Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the seller it names does not exist.
     *     - `409` the seller's current state does not allow it (the message says why); nothing
     *       changes.
     */
    put: operations['actualizarLogisticaPropia'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Publicaciones': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One page of listings with the filter of /Publicaciones.
     * @description Ordered by idPublicacion (000 §2.6), 10 per page unless `CantidadPagina` says
     *     otherwise. Eliminated listings (5) are never listed. `FechaDesde` / `FechaHasta` bound
     *     the publication date (whole days, Argentine time); the screen sends the last 14 days
     *     by default. `Stock`: 0 Todos, 1 Sin Stock (stock 0), 2 Con Stock (stock above 0).
     *     `Marca` and `Categoria` are catalogue codes; `SkuSeller` and `SkuMarket` match a
     *     part of the SKU, ignoring case.
     *
     *     **Scope.** Staff (1, 2) see every seller's listings, or one seller's with `IdSeller`.
     *     Seller admins and sellers (3, 4) always get their own seller's, whatever `IdSeller`
     *     they send. Other types: 403. `cantidades` counts the listings of the same scope
     *     without the other filters (the counters of the page header).
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    get: operations['listarPublicaciones'];
    /**
     * Change a listing's estado (the edit screen's status controls).
     * @description The requested `estado` is the event of the listing machine that leads to it
     *     (machines/listing.ts `eventForEstado`): 1 is APROBAR for staff and PUBLICAR for
     *     sellers, 2 is DESAPROBAR (no reason) for staff and PAUSAR for sellers, 4 is
     *     DESAPROBAR with `idMotivoRevision` (staff), 5 is ELIMINAR. While the listing is
     *     en_revision, staff may change `idMotivoRevision` (and `observacionesRevision`, kept
     *     only when the reason is the last one, "Otro") by sending estado 4 again. A role that
     *     may never send that event answers 403, a state that does not allow it 409, estado 3
     *     400. Sellers only change their own seller's listings (403). Audited.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the listing it names does not exist.
     *     - `409` the listing's current state does not allow it (the message says why); nothing
     *       changes.
     */
    put: operations['cambiarEstadoPublicacion'];
    /**
     * Create a listing ('Guardar' / 'Guardar y Crear' of the new-listing screen).
     * @description Sellers and seller admins (3, 4) create listings of their own seller only (another
     *     `idSeller` answers 403); staff do not create (000 §2.6: 'Crear Publicación' is hidden
     *     for them): 403. The listing machine (machines/listing.ts, CREAR) decides; the new
     *     listing is pendiente_activacion (3) and waits for approval (DECISIONS 16); its
     *     `skuMarket` is the seller's sufijo followed by the zero-padded idPublicacion.
     *     Every rule of 000 §5 is checked again here and answered 400 with the same Spanish
     *     text as the form: prices (promotional lower than list), lengths, stock 0-9999,
     *     dimensions, warranty months, catalogue codes that exist, the seller's SKU unique
     *     among its live listings. The description is sanitised (no script survives). Images
     *     must be files uploaded to /Imagen by this seller. Written with its audit row in one
     *     transaction.
     *
     *     **Who may call it:** users of type Seller administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    post: operations['crearPublicacion'];
    /**
     * Delete a listing ('Eliminar', confirmed with '¿Desea eliminar esta publicación?').
     * @description The listing machine's ELIMINAR: the listing becomes eliminado (5) and leaves every
     *     list; its row, images and orders are kept for the audit. Staff, seller admins and
     *     sellers (their own seller only, 403 otherwise); 409 when already eliminated.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the listing it names does not exist.
     *     - `409` the listing's current state does not allow it (the message says why); nothing
     *       changes.
     */
    delete: operations['eliminarPublicacion'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Publicaciones/Encabezados': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The counters of /Publicaciones: Cantidad Total, En revisión, Activos, Con stock no publicados.
     * @description Counted over the listings of the scope (as GET /api/Publicaciones: staff every seller
     *     or `IdSeller`, sellers their own), eliminated ones left out. `conStockNoPublicados`:
     *     stock above 0 and not activo.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    get: operations['encabezadosPublicaciones'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Publicaciones/Obtener': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One listing with every field (the edit screen).
     * @description Staff read any listing; seller admins and sellers only their own seller's (403
     *     otherwise, without any of its data). An eliminated listing answers 404.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the listing it names does not exist.
     */
    get: operations['obtenerPublicacion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Publicaciones/Historial': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A listing's Historial: every change, who made it, when and why (not in the spec).
     * @description Newest first, 50 a page: its creation, each workflow step (desde/hacia in the status
     *     labels of 000 §4: ACTIVO, PAUSADO, PENDIENTE, EN REVISIÓN; ELIMINADA for a deleted
     *     one) with the review reason and comment of a rejection or a change of reason, each
     *     edit of the form (with the shown price and the stock before and after, when they
     *     changed), the images' reordering, and each bulk change (prices and stock, listing type
     *     and free shipping, dimensions, images, states) naming its batch: the kind of change, the
     *     file it came from when there was one, and how many listings it changed.
     *
     *     **Who.** Whoever reads the listing (GET /api/Publicaciones/Obtener): staff any listing,
     *     seller admins and sellers their own seller's. Another seller's listing, a deleted one
     *     or one that does not exist: 404 'La publicación no existe.'. A seller's user reads a
     *     change made by the marketplace's staff as made by 'Marketplace', with the user's type.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the listing it names does not exist, was deleted, or is another seller's.
     */
    get: operations['historialPublicacion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Publicaciones/Editar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Save the edit screen's fields ('Guardar' in edit mode).
     * @description The same rules as creation (400 with the form's texts). Sellers edit only their own
     *     seller's listings (403). The admin moderator (2) may not change prices, listing type
     *     or commission (000 §5): sending other values than the stored ones answers 403.
     *     `envioPropio` may be true only when the seller has own shipping, and only staff may
     *     change it (403 for sellers). An eliminated listing answers 409. The estado does not
     *     change here (see PUT /api/Publicaciones). A stock change creates the stock
     *     notification (1) and a price change the price notification (2) (DECISIONS 27), in
     *     the same transaction as the change and its audit row.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the listing it names does not exist.
     *     - `409` the listing's current state does not allow it (the message says why); nothing
     *       changes.
     */
    put: operations['editarPublicacion'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Publicaciones/Aprobar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve a listing: to activo (the list switch and 'Aprobar').
     * @description The listing machine's APROBAR: staff only (403), from pausado, pendiente_activacion
     *     or en_revision (409 otherwise). Clears the review reason. Audited.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the listing it names does not exist.
     *     - `409` the listing's current state does not allow it (the message says why); nothing
     *       changes.
     */
    post: operations['aprobarPublicacion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Publicaciones/Desaprobar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Disapprove a listing: the list switch (to pausado) or the staff 'Pausar' (to en_revision).
     * @description The listing machine's DESAPROBAR (DECISIONS 16), staff only (403). Without
     *     `idMotivoRevision`: activo to pausado (the list switch). With it: activo or
     *     pendiente_activacion to en_revision, keeping the reason (and
     *     `observacionesRevision` when the reason is the last one, "Otro"). 409 when the
     *     state does not allow it. Audited.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the listing it names does not exist.
     *     - `409` the listing's current state does not allow it (the message says why); nothing
     *       changes.
     */
    post: operations['desaprobarPublicacion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Publicaciones/CambiarEstadoPublicacionBulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change the estado of many listings at once.
     * @description Each entry is checked as PUT /api/Publicaciones (the listing machine, the role, the
     *     seller scope). All or nothing: when any entry is refused, nothing changes and the
     *     answer lists every refused entry with its reason (403 when any is out of the
     *     seller's scope or forbidden to the role, else 409 for states, 404 for unknown ids).
     *     At most 1000 entries. `idUser` is accepted for compatibility; the session decides.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the listing it names does not exist.
     *     - `409` the listing's current state does not allow it (the message says why); nothing
     *       changes.
     */
    put: operations['cambiarEstadoPublicacionBulk'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Publicaciones/ActualizarPosicionImagenes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Reorder a listing's saved images.
     * @description `imagenes` names every saved image of the listing (by `idImagen`) with its new
     *     position 1, 2, 3... An image not saved yet cannot be reordered: 400 'No se puede
     *     reordenar imagenes que no se hayan guardado aún en el sistema. Se recomienda
     *     cargarlas en el orden que se quieren mostrar'. Same roles and seller scope as
     *     editing (403); 409 for an eliminated listing.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the listing it names does not exist.
     *     - `409` the listing's current state does not allow it (the message says why); nothing
     *       changes.
     */
    put: operations['actualizarPosicionImagenes'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/Imagen': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a listing image to the file store; answers its URL.
     * @description multipart/form-data with one part `file` (the image). Checked by content, not by
     *     name or declared type: only png or jpeg ('Archivo incorrecto' otherwise), at most
     *     512000 bytes ('Tamaño de imagen superior a 500kb'). Stored in the file store
     *     (DECISIONS 8) under a random name; the URL is then sent in a listing's `imagenes`
     *     or written in an 'Imagen' column of a mass-creation file (the Creación Masiva screen
     *     uploads them too). Staff and sellers (1-4).
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `413` the upload is larger than allowed.
     */
    post: operations['subirImagen'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/Imagen/{nombre}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An uploaded image (used as the src of an img, so without a session).
     * @description The names are random and unguessable; unknown names answer 404.
     *
     *     **Who may call it:** anyone, without a session.
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the file name is not valid.
     *     - `404` there is no image with that name.
     */
    get: operations['obtenerImagen'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Publicaciones/AlicuotasIva': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The VAT rates a listing may have.
     * @description **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    get: operations['alicuotasIva'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Articulos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The brand (and category) of a product code (EAN).
     * @description Used by the listing form to fill the brand from the EAN ('No se puede obtener la
     *     marca' when it fails). 404 when the code is unknown.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the record it names does not exist.
     */
    get: operations['obtenerArticulo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Articulos/Marcas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Brands whose description contains the text (the brand selector), at most 50.
     * @description Ignores case and accents; an empty text lists the first 50 by description.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    get: operations['buscarMarcas'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Articulos/SubFamiliasByParams': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Categories (subfamilies) whose description contains the text, at most 50.
     * @description Ignores case and accents; an empty text lists the first 50 by description.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    get: operations['buscarSubFamilias'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Articulos/SubFamilias': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One category (subfamily) by code.
     * @description **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the record it names does not exist.
     */
    get: operations['obtenerSubFamilia'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Tipos/MotivosRevision': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The review reasons of a listing en_revision, "Otro" last.
     * @description **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    get: operations['motivosRevision'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Tipos/Publicacion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The listing types (with their commission) a seller's listings may use.
     * @description The active listing types. Sellers get those of their own seller whatever `idSeller`
     *     they send. Staff load them at page size 100 for the list filter (000 §6).
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    get: operations['tiposPublicacion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Estados/Variaciones': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The listing estados for the Estado filter (codes and labels).
     * @description The codes 1 to 4 with their labels (eliminated listings are never listed).
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    get: operations['estadosVariaciones'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Garantias': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Extended-warranty options of a product (category) code (Garantía).
     * @description The instalment count and value of each option for `CodigoProducto` (the listing's
     *     categoria), fewest instalments first; an empty list when the product has none.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    get: operations['garantias'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Rebates/Buscar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The live rebate of a listing, for its rebate card.
     * @description The listing's live rebate: the one in state 1 Pendiente, 2 En revision or 3 Activo (a
     *     listing has at most one). `rebate` is null when there is none: never sent, or the last
     *     one was declined, rejected, given de baja (6), deleted (5) or ended (4); 000 §4: after a
     *     decline the card is cleared and a new rebate can be sent.
     *
     *     **Who.** Category (1) and the admin moderator (2) read any listing's rebate; the seller
     *     admin (3) only its own seller's listings (403 without any data otherwise). Sellers (4)
     *     do not work with rebates (000 §6 'Rebate sending is not available to them'; the menu
     *     hides 'Gestión de Rebates' for them): 403, as every other type. An unknown or
     *     eliminated listing answers 404.
     *
     *     **Ending.** An Activo rebate whose fechaVencimiento has passed (Argentine days) or
     *     with no units left is Finalizado (4, DECISIONS 17: the machine's VENCER): the server
     *     records it (with its audit row) when it next reads or writes the listing's rebate,
     *     so it is never answered as live.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2) and Seller
     *     administrador (3).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the rebate it names does not exist.
     */
    get: operations['buscarRebatePublicacion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Rebates/Historial': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A rebate's Historial: the negotiation step by step.
     * @description Newest first, 50 a page: sent (with its terms), each modification (the terms before
     *     and after: the counter-offer), approvals, rejections, deletion, de baja and its end
     *     (VENCER, written by the server, no user). States in the labels of 001 §4 (Pendiente,
     *     En revision, Activo, Finalizado, Eliminado, Rechazado).
     *
     *     **Who.** Whoever works in the negotiation (as GET /api/Rebates/Buscar): category (1),
     *     the admin moderator (2) and the seller admin (3), the last only for its own seller's
     *     listings: another seller's rebate, or one that does not exist, 404 'El rebate no
     *     existe.'. A seller admin reads a change made by the marketplace's staff as made by
     *     'Marketplace', with the user's type.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2) and Seller
     *     administrador (3).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the rebate it names does not exist.
     */
    get: operations['historialRebate'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Rebates/Gestion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The rebates of 'Gestión de Rebates' with the rebate filter.
     * @description The path is not shown in the spec (001 §7; DECISIONS 2). One page of rebates, newest
     *     first (pages of 10, 001 §9), with what a card shows (001 §2.5): the seller, the
     *     listing (id, title, first image, SKUs, publication type) and the rebate's figures,
     *     dates, units and state; `unidadesVendidas` for the finished ones.
     *
     *     **Filter.** `IdTipoEstado`: one state (1 Pendiente, 2 En revision, 3 Activo, 4
     *     Finalizado, 6 Rechazado), or none for TODOS (every state but 5 Eliminado, which the
     *     filter does not offer). `IdSeller` (types 1 and 2 only; sellers always get their
     *     own). `SkuSeller`, `SkuMarket`: contained in the listing's, case-insensitive.
     *     `FechaRebateDesde` / `FechaRebateHasta`: rebates whose validity (fechaInicio to
     *     fechaVencimiento) overlaps that range; no default range (001 §9 leaves it "not
     *     shown"). A range whose start is after its end is 400.
     *
     *     **Who.** Category (1), the admin moderator (2) and the seller admin (3), who sees
     *     only its own seller's rebates and never a Pendiente (1) one: it is not offered to
     *     the seller until the admin approves it (000 §2.9; the filter omits PENDIENTES for
     *     it, 001 §6), so `IdTipoEstado=1` answers an empty page. Other types 403.
     *
     *     **Ending.** Activo rebates whose validity is over or with no units left are first
     *     recorded as Finalizado (4, DECISIONS 17, the machine's VENCER, audited), so a card
     *     is never shown Activo after its end; the server also does it by itself every minute
     *     whether or not anyone reads.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2) and Seller
     *     administrador (3).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    get: operations['buscarRebates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Rebates/Nuevo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a rebate on a listing ('Enviar' on the rebate card; 'Rebate enviado').
     * @description The rebate machine's ENVIAR (machines/rebate.ts): category only (1; any other type
     *     403). The listing must have no live rebate (1, 2 or 3): 409 otherwise. The new
     *     rebate is Pendiente (1) and `idCategoryGeneraRebate` is the session's user (when the
     *     body sends it, it must be that user: 403). An eliminated listing answers 409, an
     *     unknown one 404.
     *
     *     **Arithmetic (000 §5; money in cents, DECISIONS 7).** The base price is the
     *     listing's precioPromocional, or its precioLista when the promotional one is empty or
     *     zero. `precioInicial` must be that base price as stored now (400 otherwise: the
     *     listing's price changed since the card was loaded). precioFinal = precioInicial −
     *     aCargoMarket − aCargoSeller; the server computes it and answers 400 when the sent
     *     one differs. Each percentage = share / precioInicial × 100, rounded to two decimals;
     *     porcentajeTotalDescuento = (aCargoMarket + aCargoSeller) / precioInicial × 100.
     *     Amounts have at most two decimals.
     *
     *     **Rules (400, Spanish texts; the card shows the same).** 'El precio final no puede
     *     ser negativo', 'El precio a cargo de Market no puede ser negativo' (the configured
     *     brand), 'El precio a cargo del seller no puede ser negativo', 'La cantidad de
     *     unidades no puede ser negativa'; besides: at least one share above zero, at least
     *     one unit, fechaVencimiento not before fechaInicio, and fechaInicio not before today
     *     (Argentine day). Written with its audit row (entidad rebate, hacia 1, ENVIAR) in one
     *     transaction.
     *
     *     **Who may call it:** users of type Categoría (1).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the rebate it names does not exist.
     *     - `409` the rebate's current state does not allow it (the message says why); nothing
     *       changes.
     */
    post: operations['enviarRebate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Rebates/Modificar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Modify a rebate ('Modificar' on the rebate card; 'Rebate modificado').
     * @description The rebate machine's MODIFICAR: category only (1; 403 otherwise), while the rebate
     *     is Pendiente (1) or En revision (2); at Activo (3) modify is disabled (000 §4) and,
     *     like any other state, answers 409. A modified rebate must be approved again: it goes
     *     back to Pendiente (1) and loses the admin's approval (`idAdminAprueba` null).
     *     `idPublicacion` must be the rebate's listing (400). The amounts, dates and units
     *     follow the rules and the arithmetic of POST /api/Rebates/Nuevo, with one difference:
     *     a fechaInicio kept as stored may be in the past, a changed one may not.
     *     `idCategoryGeneraRebate` stays the user that sent the rebate. Audited (MODIFICAR).
     *
     *     **Who may call it:** users of type Categoría (1).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the rebate it names does not exist.
     *     - `409` the rebate's current state does not allow it (the message says why); nothing
     *       changes.
     */
    put: operations['modificarRebate'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Rebates/CambiarEstado': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change a rebate's state ('Gestión de Rebates' and the card; 'Estado de rebate cambiado.').
     * @description The path is not shown in the spec (001 §7; DECISIONS 2). The requested `idEstado`
     *     is the rebate machine's event that leads to it (`eventForEstadoRebate`): 2 and 3 are
     *     APROBAR (2 for the admin moderator at Pendiente, 3 for the seller admin at En
     *     revision), 6 is RECHAZAR (admin at Pendiente, seller admin at En revision) or, at
     *     Activo, DAR_DE_BAJA (category, admin or seller admin), 5 is ELIMINAR (category at
     *     Pendiente or En revision, admin at En revision). 1 and 4 are reached only by sending
     *     or modifying and by the end of the validity: 400.
     *
     *     A role that may never send that event answers 403; a state that does not allow it,
     *     or an idEstado that is not where the event leads for this role (an admin asking
     *     for 3), 409. The seller admin acts only on its own seller's listings (403).
     *     `idUsuario`, when sent, must be the session's user (403): the change is made and
     *     audited on behalf of the acting user. APROBAR records `idAdminAprueba` (admin) or
     *     `idSellerAprueba` (seller admin). Written with its audit row in one transaction.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2) and Seller
     *     administrador (3).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the rebate it names does not exist.
     *     - `409` the rebate's current state does not allow it (the message says why); nothing
     *       changes.
     */
    put: operations['cambiarEstadoRebate'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Rebates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a rebate ('Eliminar' / 'Eliminar Rebate'; 'Rebate eliminado').
     * @description The rebate machine's ELIMINAR: the rebate becomes Eliminado (5) and is no longer
     *     live (the card is cleared; a new one can be sent). Category (1) at Pendiente or En
     *     revision; the admin moderator (2) at En revision (001 §4). Other types 403; other
     *     states 409 (an Activo rebate is given de baja instead). The row is kept for the
     *     audit.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the rebate it names does not exist.
     *     - `409` the rebate's current state does not allow it (the message says why); nothing
     *       changes.
     */
    delete: operations['eliminarRebate'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Rebates/Aprobar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Approve a rebate as the session's role ('Aprobar' / 'Aceptar'; 'Rebate aprobado').
     * @description The rebate machine's APROBAR sent as the session's role: the admin moderator (2)
     *     approves a Pendiente rebate (to En revision, 2; records `idAdminAprueba`); the seller
     *     admin (3) accepts an En revision one of its own seller's listings (to Activo, 3;
     *     records `idSellerAprueba`). Other types 403; other states 409 (e.g. the seller admin
     *     at Pendiente: the admin has not approved yet). A rebate whose fechaVencimiento has
     *     passed cannot be approved (409): modify it or delete it. Audited.
     *
     *     **Who may call it:** users of type Administrador moderador (2) and Seller administrador (3).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the rebate it names does not exist.
     *     - `409` the rebate's current state does not allow it (the message says why); nothing
     *       changes.
     */
    post: operations['aprobarRebate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Exportables/ExportarMarcas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The brands list as an xlsx, for the mass-creation file.
     * @description One row per brand of the catalogue (DECISIONS 9) with the columns 'Código' and
     *     'Descripción' (`catalogueColumns` of src/domain/listing-bulk.ts); the 'Marca' column
     *     of the creation template takes the code. Staff and sellers (1-4).
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    get: operations['exportarMarcas'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Exportables/ExportarCategorias': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The categories list as an xlsx, for the mass-creation file.
     * @description One row per category (subfamilia) with the columns 'Código' and 'Descripción'; the
     *     'Categoría' column of the creation template takes the code. Staff and sellers (1-4).
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    get: operations['exportarCategorias'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Exportables/ExportarTiposPublicacion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The listing types list as an xlsx, for the mass-creation file.
     * @description One row per active listing type, by number, with the columns 'Número', 'Código',
     *     'Descripción' and 'Comisión (%)' (`tipoPublicacionColumns` of
     *     src/domain/listing-bulk.ts); the 'Tipo publicación' column of the creation template
     *     takes the number. Staff and sellers (1-4).
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    get: operations['exportarTiposPublicacion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Publicaciones/Plantilla': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The xlsx template of a bulk screen.
     * @description The columns of each template are `plantillaColumns` of src/domain/listing-bulk.ts
     *     (row 1 holds the headers; the files are read by header, in any order; other columns,
     *     such as the 'Motivo' of an error file, are ignored).
     *
     *     - `creacion` (1-4; staff may download it, only sellers create): the headers, one
     *       example row and a second sheet 'Instrucciones' that explains each column.
     *     - `skuSeller` (3, 4): the seller's live listings that have a SKU seller (SKU Seller,
     *       SKU Market, Título, Stock, Precio Lista, Precio Promocional), by idPublicacion.
     *     - `codigo` and `tipoYEnvio` (1, 2): the live listings of `IdSeller` when given, else
     *       the headers only.
     *
     *     At most 20000 listings are written. Other types for a kind: 403.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    get: operations['plantillaPublicaciones'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Publicaciones/CreacionMasiva/Archivo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Read a mass-creation xlsx and check every row.
     * @description `file` is the xlsx (or xls) as base64 (a `data:...;base64,` prefix is accepted),
     *     `filename` its name. Nothing is written: every row is checked with the rules of the
     *     listing form (000 §5, the same code as POST /api/Publicaciones: catalogue codes that
     *     exist, the SKU seller unique among the seller's live listings and within the file,
     *     images that are files uploaded to /Imagen) and comes back either in `masivaBulks`
     *     (valid, ready for POST /api/Publicaciones/CreacionMasiva) or in `errores` with its
     *     Excel row number (headers are row 1) and reason. `fallaronTodos` is true when no row
     *     is valid. Images are the cells 'Imagen 1' to 'Imagen 6': addresses /Imagen/... as
     *     answered by POST /Imagen (an absolute URL of this server is accepted too).
     *
     *     The file is refused as a whole with 400: wrong extension ('La extension del archivo
     *     deberia ser: xls, xlsx'), no file ('No ha seleccionado ningún archivo excel.'), not a
     *     workbook ('Archivo con formato incorrecto'), a zip whose declared content exceeds
     *     50 MB or lies about its size, formula cells (values are read, never evaluated), more
     *     than 20000 rows, missing template columns, no rows. Above 10 MB: 413. The file is
     *     read in a worker thread with a memory limit and a time limit, so the server keeps
     *     answering meanwhile; when too many files are being read at once: 429.
     *
     *     Sellers (3, 4) only, for their own seller: creation is the sellers' (the listing
     *     machine's CREAR); staff get 403 'La creación de publicaciones la hace el seller desde
     *     su usuario; el personal del marketplace no crea publicaciones.'.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `413` the upload is larger than allowed.
     *     - `429` too many of these requests in a short time: wait and try again.
     */
    post: operations['leerCreacionMasiva'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Publicaciones/CreacionMasiva': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create the listings of a mass-creation file ('Crear Publicaciones').
     * @description Every row is checked again here with the same code as the upload (and as POST
     *     /api/Publicaciones). The valid rows are created in one transaction (all or nothing
     *     if the server fails halfway): each starts at pendiente_activacion (3) through the
     *     listing machine's CREAR and gets its `skuMarket` (the seller's sufijo and the
     *     zero-padded idPublicacion, DECISIONS 16), with its audit row. Invalid rows are
     *     answered in `errores` and not created. When no row can be created: 400 with
     *     'Las publicaciones no pudieron ser creadas' followed by each row's reason.
     *     `idUser` must be the session's user (403 otherwise). Sellers (3, 4) only, for their
     *     own seller (staff: 403, creation is the seller's). At most 20000 rows.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `413` the upload is larger than allowed.
     */
    post: operations['creacionMasiva'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/PublicacionesExcel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Read a prices-and-stock file by SKU seller.
     * @description multipart/form-data with the fields `filename`, `filedata` (the file), `idSeller`
     *     (ignored: the session's seller decides) and `ch_stock`, `ch_precioLista`,
     *     `ch_precioPromocional` ('true' or 'false', the import options). Nothing is written.
     *     At least one option: else 400 'Debe seleccionar al menos una opción de importación'.
     *     The file is refused as a whole as in POST /api/Publicaciones/CreacionMasiva/Archivo
     *     (400 extension, no file, format, zip bomb, formulas, rows; 413 above 10 MB; 429).
     *
     *     Each row names a listing by 'SKU Seller' among the session seller's live listings
     *     (a SKU of another seller is not found and reveals nothing). The ticked columns are
     *     checked with the listing rules (stock 0-9999, promotional lower than list price,
     *     with the stored value of the other price when it is not imported); an empty
     *     'Precio Promocional' removes it. Valid rows come back in `listaExcel` with only the
     *     ticked values filled (the others null); failed rows in `errores` (Excel row number,
     *     headers are row 1), their SKUs in `skuSellerFallo`, and `mensaje` says each
     *     'El SKU ... no se importo: <motivo>' (the first 20, then how many more). `error` is
     *     true when any row failed, `fallaronTodos` when all did. Sellers (3, 4).
     *
     *     **Who may call it:** users of type Seller administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `413` the upload is larger than allowed.
     *     - `429` too many of these requests in a short time: wait and try again.
     */
    post: operations['leerPublicacionesExcel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Publicaciones/ActualizacionMasiva': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Apply the rows read by POST /PublicacionesExcel.
     * @description `listaAtributos` as answered by the read, with the same options. Every row is
     *     checked again (the session seller's live listing `idPublicacion`, the listing
     *     rules); valid rows are applied in one transaction (all of them or, if the server
     *     fails halfway, none), each with its audit row and, when its stock or its price
     *     (the promotional price when present, else the list price) changes, the stock (1)
     *     or price (2) notification (DECISIONS 27, one per listing). Failed rows are answered
     *     in `errores`; when no row can be applied: 400 'Las publicaciones no pudieron ser
     *     actualizadas' and each row's reason. No option: 400 'Debe seleccionar al menos una
     *     opción de importación'. Sellers (3, 4). At most 20000 rows.
     *
     *     **Who may call it:** users of type Seller administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `413` the upload is larger than allowed.
     */
    put: operations['actualizacionMasiva'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/PublicacionesExcelPorCodigo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Read a prices-and-stock file by SKU market (staff).
     * @description As POST /PublicacionesExcel, for staff (1, 2), with rows named by 'SKU Market' among
     *     every seller's live listings, and the rows answered in `listaElementos`. For the
     *     admin moderator (2) the options are hidden and prices are not the admin's (000 §5,
     *     §2.8): only the stock is imported, whatever options are sent. The category manager
     *     (1) ticks at least one option (400 otherwise).
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `413` the upload is larger than allowed.
     *     - `429` too many of these requests in a short time: wait and try again.
     */
    post: operations['leerPublicacionesExcelPorCodigo'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Publicaciones/ActualizacionMasivaPorCodigo': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Apply the rows read by POST /PublicacionesExcelPorCodigo.
     * @description As PUT /api/Publicaciones/ActualizacionMasiva, for staff (1, 2) on every seller's
     *     live listings. For the admin moderator (2) only the stock is applied, whatever
     *     options are sent. At most 20000 rows.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `413` the upload is larger than allowed.
     */
    put: operations['actualizacionMasivaPorCodigo'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Publicaciones/ActualizacionMasivaTipoYEnvio': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update the listing type and free shipping from an xlsx.
     * @description `file` (base64) and `filename` as in POST /api/Publicaciones/CreacionMasiva/Archivo,
     *     with the columns of the `tipoYEnvio` template: 'SKU Market', 'Tipo publicación' (an
     *     active idTipoPublicacion) and 'Envío gratis' (SI or NO); an empty cell keeps the
     *     stored value. Read and applied in one call: the valid rows in one transaction, each
     *     with its audit row; failed rows in `errores` (`fallaronTodos` when none could be
     *     applied, and then nothing is written). The admin moderator (2) does not change the
     *     listing type (000 §5): a row asking for another type fails for it. Staff (1, 2).
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `413` the upload is larger than allowed.
     *     - `429` too many of these requests in a short time: wait and try again.
     */
    put: operations['actualizacionMasivaTipoYEnvio'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Publicaciones/ActualizacionMasivaPrecioYStockBulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update stock and prices of several listings by id.
     * @description Each entry names a listing; an absent field keeps its value, `precioPromocional`
     *     null removes it. Checked with the listing rules; sellers (3, 4) only their own
     *     seller's live listings (another one fails as not found), staff (1, 2) every seller's.
     *     The admin moderator (2) does not change prices (000 §5): an entry with a price
     *     answers 403. Valid entries applied in one transaction with audit rows and the stock
     *     and price notifications (DECISIONS 27); `fila` in `errores` is the entry's position
     *     (1 first). No entry valid: 400 'No se pudo editar precio y stock' and the reasons.
     *     `idUser` must be the session's user (403 otherwise). At most 1000 entries.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `413` the upload is larger than allowed.
     */
    put: operations['actualizacionMasivaPrecioYStockBulk'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Publicaciones/ActualizarDimensionesBulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Replace the dimension rows of several listings ('Dimensiones actualizadas').
     * @description Each entry's `dimensiones` replace the listing's rows, checked with the listing rules
     *     (000 §5: up to 3 digits and 1 decimal, a row filled before the next, at most 20).
     *     Scope, all-or-nothing transaction, audit, `fila` and `idUser` as in
     *     PUT /api/Publicaciones/ActualizacionMasivaPrecioYStockBulk. No entry valid: 400
     *     'No se pudo editar las dimensiones' and the reasons. Staff and sellers (1-4).
     *     At most 1000 entries.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `413` the upload is larger than allowed.
     */
    put: operations['actualizarDimensionesBulk'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Publicaciones/ModificarImagenesBulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Replace the images of several listings ('Imágenes editadas').
     * @description Each entry's `imagenes` (position and address /Imagen/... of a file uploaded to POST
     *     /Imagen) become the listing's images; an address the listing already has keeps its
     *     image. Checked with the listing rules (at least one, at most 6, positions 1, 2, 3...,
     *     files that exist: 'Error en la URL de la imagen'). Scope, transaction, audit, `fila`
     *     and `idUser` as in PUT /api/Publicaciones/ActualizacionMasivaPrecioYStockBulk. No
     *     entry valid: 400 'Las publicaciones no pudieron ser actualizadas' and the reasons.
     *     Staff and sellers (1-4). At most 1000 entries.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `413` the upload is larger than allowed.
     */
    put: operations['modificarImagenesBulk'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Exportables/ExportarPublicaciones': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The filtered listings as an xlsx (/Exportables/Publicaciones).
     * @description The body is the filter of GET /api/Publicaciones (same names, meanings and scope:
     *     sellers always their own seller's listings; the listing-type filter is staff's).
     *     One row per listing, ordered by idPublicacion, no paging. The columns are those of
     *     the `skuSeller` update template with the same headers (so a seller uploads the export
     *     to POST /PublicacionesExcel as it is), then 'ID Publicación', 'Seller', 'Estado',
     *     'Tipo publicación', 'Marca', 'Categoría', 'Envío gratis' and 'Fecha publicación'
     *     (`exportColumns` of src/domain/listing-bulk.ts). `cantidad` is the number of rows.
     *     More than 20000 listings: 400 asking to narrow the filter. Staff and sellers (1-4).
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    post: operations['exportarPublicaciones'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Ordenes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One page of orders with the totals of the filter (/Ordenes).
     * @description Newest first (fecha, then idOrden), 10 per page unless `CantidadPagina` says
     *     otherwise. The totals (`cantidadTotal`, `montoVentasTotal`, `montoComisionTotal`) are
     *     those of every order the filter finds, not of the page.
     *
     *     **Filter (001 §3 Order filter).** `IdSeller` (staff and read-only; sellers always get
     *     their own), `IdOrden`, `Documento` (the buyer's document, exact), `Apellido` (a part
     *     of the buyer's last name, ignoring case and accents), `Nombre` (the same for the first
     *     name), `SkuMarket` (orders with a product line of that market SKU, exact, ignoring
     *     case), `IdPublicacion` (orders with a line of that listing: the listing's 'Ordenes'
     *     link), `IdEstado` (1 pendiente, 2 facturado, 3 solicitarAnulacion, 4 entregado,
     *     5 anulado), `FechaDesde` / `FechaHasta` (whole days, Argentine time). Without dates
     *     every date is searched.
     *
     *     **Who (001 §6).** Category (1), admin moderator (2) and read-only (6) see every
     *     seller's orders; seller admins (3) and sellers (4) their own seller's. Others: 403.
     *     `montoComision` and `montoComisionTotal` are null except for staff (the commission is
     *     shown only to privileged users); `montoVentasTotal` and `montoComisionTotal` are null
     *     for read-only (the totals block is hidden for them); `cantidadTotal` is always sent
     *     (the pager needs it).
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3), Seller (4) and Solo lectura (6).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    get: operations['buscarOrdenes'];
    put?: never;
    /**
     * A new order taken by phone (new-order mode).
     * @description Creates the order (pendiente, payment pending, reference `TEL-{idOrden}`) with its
     *     lines at the listings' current price (the promotional price when there is one), its
     *     commission (each line's listing type), its timeline row, its audit row (entidad orden,
     *     evento CREAR_ORDEN) and the new-order notification (3, DECISIONS 27), and takes the
     *     units from the listings' stock, all in one transaction with the listings locked: two
     *     orders for the last unit cannot both succeed. Each listing whose stock drops gets its
     *     stock notification (1, DECISIONS 27). When the order is later annulled (anulado, 5: a
     *     credit note or an annulling decision) its units go back to the listings, once, with
     *     their stock notifications; orders that came from a platform took no stock here and
     *     return none.
     *
     *     **Who (001 §6).** The admin moderator (2) chooses the seller (`idSeller` required:
     *     400 'Seleccione un seller'); seller admins (3) and sellers (4) create their own
     *     seller's orders (`idSeller`, when sent, must be theirs: 403 otherwise). Category (1),
     *     read-only and the others: 403 (the spec gives the seller selector to the admin only).
     *
     *     **Lines (001 §5).** 1 to 20, by market SKU; the same SKU twice counts once with the
     *     quantities added. A SKU that does not exist, or another seller's: 400 'Producto no
     *     encontrado' (the admin moderator: 'La publicación es de otro seller: elija ese seller
     *     para venderla.'); a listing that is not active: 409 with its state, as GET
     *     /api/Ordenes/Producto says it; a quantity below 1: 400 'Ingrese cantidad mayor a 0'
     *     (at most 99, two digits); more than the stock: 400 'El producto no cuenta con stock
     *     suficiente'. The buyer needs nombre, apellido and documento; a home delivery
     *     (tipoEntrega 1) needs domicilio, codigoPostal, localidad and provincia.
     *
     *     **Seller status.** Only an active seller's (estado 1) listings are
     *     sold: an order for an inactive (2) or pending-activation (3) seller answers 409 'El
     *     seller está inactivo: sus publicaciones no se venden.' and changes nothing.
     *
     *     **Who may call it:** users of type Administrador moderador (2), Seller administrador (3) and
     *     Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `409` the order's current state does not allow it (the message says why); nothing changes.
     */
    post: operations['crearOrden'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Ordenes/Producto': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The product of a market SKU for the add-product modal of a new order.
     * @description The listing the SKU names, if it is the seller's, active and with stock: its title,
     *     price (the promotional price when there is one), stock and image. A SKU that names no
     *     listing answers 404 'Producto no encontrado' (001 §5), as does another seller's
     *     listing for a seller's user; the admin moderator is told 404 'La publicación es de
     *     otro seller: elija ese seller para venderla.'. A listing that exists but cannot be
     *     sold says why (409): 'La publicación no está activa (pausada | pendiente de
     *     activación | en revisión | eliminada): no se puede vender.', or, active without a
     *     unit, 'La publicación no tiene stock: no se puede vender.'. The seller: the admin
     *     moderator's `IdSeller` (required: 400 'Seleccione un seller'); the session's for
     *     seller admins and sellers. Same roles as POST /api/Ordenes. The screen checks the
     *     quantity against `stock` ('El producto no cuenta con stock suficiente'); the order's
     *     creation checks it again, locked.
     *
     *     **Who may call it:** users of type Administrador moderador (2), Seller administrador (3) and
     *     Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the order it names does not exist.
     *     - `409` the order's current state does not allow it (the message says why); nothing changes.
     */
    get: operations['buscarProductoOrden'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Ordenes/Obtener': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One order with its five tabs.
     * @description Everything /Ordenes/Editar/{idOrden} shows, with what the viewer may see (001 §2.1,
     *     §6):
     *
     *     - `cliente.email` and `cliente.telefono` only for the admin moderator (2), or for
     *       the seller's users (3, 4) when the seller shows contact info (mostrarInfoContacto)
     *       or ships itself (envioPropio); null otherwise.
     *     - `plataforma` and `idVendedorBoca` only for the admin moderator; null otherwise.
     *     - `pago.cupones` only for the admin moderator (the payment coupons); null otherwise,
     *       and the screen shows the publication type.
     *     - `montoComision` only for staff.
     *
     *     `estado` is the timeline, newest first. `flujo` is what the order machine reads of
     *     the stored order (its status, the documents, the request's reason, the 7-day window
     *     at the server's clock, own shipping, the internal sale status): the screen restores
     *     the machine from it, so its buttons and the server's answers agree.
     *
     *     **Who.** Staff, read-only and the order's seller's users. Another seller's order, or
     *     one that does not exist: 404 'La orden no existe.'.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3), Seller (4) and Solo lectura (6).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the order it names does not exist.
     */
    get: operations['obtenerOrden'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Ordenes/Historial': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The order's Historial: every change, who, when and why.
     * @description Newest first, 50 a page: the status changes (desde/hacia in the status labels:
     *     PENDIENTE, FACTURADO, SOLICITUD ANULACION, ENTREGADO, ANULADO), the invoices and credit
     *     notes loaded and deleted (with the file's name), the cancellation request (its reason
     *     and comment) and its decision (the rejection's reason), the delivery, the tracking URL
     *     (before and after), the shipping label's first download, the internal sale status and
     *     the payment coupons added.
     *
     *     **Who.** Whoever reads the order (staff, read-only, the order's seller's users), scoped
     *     as the order: another seller's order, or one that does not exist, 404 'La orden no
     *     existe.'. What only some see, as on the order's screen: the payment coupons only the
     *     admin moderator (2); the internal sale status (Aprobado/Anulado) staff and read-only,
     *     not the seller's users (the marketplace's own decision; they see its result on the
     *     order). A seller's user reads a change made by the marketplace's staff as made by
     *     'Marketplace', with the user's type, not the person's name.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3), Seller (4) and Solo lectura (6).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the order it names does not exist.
     */
    get: operations['historialOrden'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Ordenes/Comprador': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The buyer of an order (Datos comprador).
     * @description The `cliente` of GET /api/Ordenes/Obtener alone, with the same contact-data rule
     *     (e-mail and phone for the admin moderator, or for the seller's users when the seller
     *     shows contact info or ships itself). Same scope and answers.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3), Seller (4) and Solo lectura (6).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the order it names does not exist.
     */
    get: operations['obtenerCompradorOrden'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Ordenes/ObtenerEstadoVenta': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The internal sale status, read when the order opens ('No se pudo obtener el estado interno').
     * @description `estado` is 'Aprobado' or 'Anulado' (anulado by the marketplace). `idUsuario`, when
     *     sent, must be the session's user (403 otherwise). Same scope as the order.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3), Seller (4) and Solo lectura (6).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the order it names does not exist.
     */
    get: operations['obtenerEstadoVenta'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Ordenes/AnularEstadoVenta': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Internal status to 'Anulado' (the switch; 'Estado interno asignado').
     * @description The order machine's ANULAR_VENTA: staff only (category and admin moderator; the spec
     *     does not show who, and the internal status is the marketplace's): 403 otherwise. 409
     *     when the sale is already annulled. An annulled sale cannot be invoiced or delivered
     *     until it is approved again. Audited (entidad orden-venta).
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the order it names does not exist.
     *     - `409` the order's current state does not allow it (the message says why); nothing changes.
     */
    post: operations['anularEstadoVenta'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Ordenes/AprobarEstadoVenta': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Internal status to 'Aprobado' (the switch; 'Estado interno asignado').
     * @description The order machine's APROBAR_VENTA: staff only; 409 when the sale is not annulled.
     *     Clears the marketplace's cancellation reason. Audited.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the order it names does not exist.
     *     - `409` the order's current state does not allow it (the message says why); nothing changes.
     */
    post: operations['aprobarEstadoVenta'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Ordenes/SolicitudAnulacion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Request the cancellation of an order ('Solicitud de anulación enviada').
     * @description The order machine's SOLICITAR_ANULACION: category, admin moderator and seller admin
     *     (001 §6; others 403), from pendiente or facturado (409 otherwise: the button is
     *     disabled once the order is in the request state). `solicitarAnulacion` must be true;
     *     `idMotivoAnulacion` must be a reason of GET /api/Tipos/MotivosSolicitudAnulacion:
     *     400 'Seleccione un motivo de anulación' otherwise. `idSeller`, when sent, must be
     *     the order's seller (400). The order moves to solicitarAnulacion (3) with its reason
     *     and `detalle`, a timeline row and an audit row, in one transaction.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2) and Seller
     *     administrador (3).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the order it names does not exist.
     *     - `409` the order's current state does not allow it (the message says why); nothing changes.
     */
    post: operations['solicitarAnulacionOrden'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Ordenes/AnulacionReversion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Decide a cancellation request: annul with or without refund, or reject it.
     * @description The order machine's decisions on a request (category, admin moderator and seller
     *     admin; others 403; 409 when the order has no pending request):
     *
     *     - `rechazado: false, devolucionDinero: true`: ANULAR_CON_DEVOLUCION, to anulado (5);
     *     - `rechazado: false, devolucionDinero: false`: ANULAR_SIN_DEVOLUCION, to anulado (5);
     *     - `rechazado: true`: RECHAZAR_SOLICITUD with `idMotivoAnula`, a rejection reason of
     *       GET /api/Tipos/MotivosRechazoAnulacion (400 'Seleccione un motivo de rechazo'
     *       otherwise): back to pendiente (1) as 001 §4 says, or to facturado (2) when the
     *       order's invoice is still there.
     *
     *     Annulling needs the request's reason: 409 'La solicitud de anulacion no tiene
     *     motivo'. Two decisions sent at once on one request: the order is locked, so the first
     *     wins and the second answers 409. An annulment creates the cancelled-order
     *     notification (4, DECISIONS 27) for the seller's users who have it on, and returns the
     *     units a phone order took (POST /api/Ordenes) to its listings. Errors come in
     *     `errores`.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2) and Seller
     *     administrador (3).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the order it names does not exist.
     *     - `409` the order's current state does not allow it (the message says why); nothing changes.
     */
    post: operations['decidirAnulacionOrden'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Ordenes/Entregada': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark an invoiced order delivered (entregado).
     * @description The order machine's ENTREGAR, from facturado (409 otherwise). The spec does not show
     *     who: staff mark any order delivered; the seller's users (3, 4) only when their seller
     *     ships itself (409 'Solo el marketplace marca entregadas las órdenes que no envía el
     *     seller.'). Not while the sale is annulled. Timeline and audit rows.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the order it names does not exist.
     *     - `409` the order's current state does not allow it (the message says why); nothing changes.
     */
    post: operations['entregarOrden'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Ordenes/CuponPago': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Add a payment coupon to an order (the add-payment modal of Medio de pago).
     * @description 001 §2.1, §5: the admin moderator (2) adds a card payment coupon; the others do not
     *     see the coupons (403). The plan must exist on platform 1 (GET /api/Planes/Buscar);
     *     coupon number, surcharge (recargo), transaction id, instalment amount and acquirer must
     *     be above 0; the first six digits exactly 6 and the last four exactly 4 when given:
     *     otherwise 400 'Valores incompletos o Nro plan inexistente' (001 §5's one text for the
     *     modal). `cuotas` is the plan's. An annulled order (status 5) takes no new payment (409).
     *     Another seller's order, or one that does not exist: 404. Written with an audit row
     *     (entidad orden-cupon) in one transaction.
     *
     *     **Who may call it:** users of type Administrador moderador (2).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the order it names does not exist.
     *     - `409` the order's current state does not allow it (the message says why); nothing changes.
     */
    post: operations['agregarCuponPago'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Ordenes/Comprobante': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Save an invoice or a credit note PDF ('Factura creada' / 'Nota de credito creada').
     * @description 001 §7 'Save a receipt': `comprobante` is the PDF as base64 (a `data:` URL prefix is
     *     accepted). `idEstado` 2 is the invoice, the order machine's SUBIR_FACTURA ('Cambiar a
     *     Facturado': pendiente -> facturado); 5 is the credit note, SUBIR_NOTA_CREDITO ('Anular
     *     orden': facturado -> anulado; 'Cargar nota de crédito' for an invoiced order anulado by
     *     its cancellation request's decision without one: it stays anulado, with no new
     *     timeline row). The order, its status, the document row, the timeline row and the audit
     *     row are written in one transaction on the order locked; a refused or failed call leaves
     *     no row. Entering facturado starts the 7-day window (DECISIONS 18:
     *     `fechaFacturacion` is now).
     *
     *     **The file (001 §5).** Only real PDFs: checked by content (the `%PDF-` header, whatever
     *     the name) and parsed (pdf-lib, in a worker with memory and time limits), at least one
     *     page. At most 5 MB decoded (400 'El archivo supera el máximo de 5 MB.'); a body beyond
     *     about 7 MB is refused without being parsed (413, same text; the rest of the body is
     *     read and discarded first, so that the client reads the answer). Not a PDF: 400 'El
     *     archivo debe ser un PDF.'; a PDF with more than 20 000 objects or 200 pages, or one
     *     whose parse takes more than 5 s or too much memory: 400 'El PDF es demasiado complejo
     *     para procesarlo. …'. The 5 s count the parse of the file only (warm workers; starting
     *     one is never counted), so a valid file is not refused because the machine is busy. No
     *     file: 400 'El comprobante de factura es requerido' (credit note: 'El comprobante de
     *     nota de crédito es requerido'). 429 when too many files are being parsed at once, or
     *     no worker could be started within a minute.
     *
     *     **Who (001 §6).** The invoice: staff (1, 2) and the order's seller's users (3, 4). The
     *     credit note: staff only. Others: 403. Another seller's order, or one that does not
     *     exist: 404 'La orden no existe.'. `idSeller`, when sent, must be the order's seller
     *     (400 otherwise).
     *
     *     **When (001 §4, DECISIONS 18).** The invoice from pendiente only, and not while the
     *     sale is annulled by the marketplace; the credit note from facturado and within 7 days
     *     of the invoicing date: 409 'No puede subir / eliminar la factura pasados los 7 dias de
     *     facturado' after that; other states 409.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the order it names does not exist.
     *     - `409` the order's current state does not allow it (the message says why); nothing changes.
     *     - `413` the upload is larger than allowed.
     *     - `429` too many of these requests in a short time: wait and try again.
     */
    post: operations['guardarComprobante'];
    /**
     * Delete the invoice or the credit note ('Factura eliminada' / 'Nota de crédito eliminada').
     * @description `IdEstado` 2: the order machine's ELIMINAR_FACTURA (facturado -> pendiente; the
     *     invoicing date is cleared). 5: ELIMINAR_NOTA_CREDITO (anulado -> facturado when the
     *     invoice is still there, else pendiente; an order anulado by its cancellation request's
     *     decision stays anulado). Both only within 7 days of the invoicing date
     *     (409 'No puede subir / eliminar la factura pasados los 7 dias de facturado'); other
     *     states 409. Who: as for saving it (the invoice: staff and the order's seller's users;
     *     the credit note: staff only; 403 otherwise; another seller's order 404). The status,
     *     the row, the timeline and the audit are written in one transaction; the PDF itself
     *     stays in the file store (unreferenced).
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the order it names does not exist.
     *     - `409` the order's current state does not allow it (the message says why); nothing changes.
     */
    delete: operations['eliminarComprobante'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Ordenes/Comprobantes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The order's stored invoice and credit note (GET /api/Ordenes/Comprobantes).
     * @description `IdEstado` 2 (invoice) or 5 (credit note) narrows the list to that document; without
     *     it, both. An order without documents answers an empty list. Who: whoever reads the
     *     order (staff, read-only and the order's seller's users); another seller's order, or
     *     one that does not exist: 404 'La orden no existe.'.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3), Seller (4) and Solo lectura (6).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the order it names does not exist.
     */
    get: operations['obtenerComprobantes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Ordenes/Comprobante/Descargar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download the invoice or the credit note PDF ('Descarga realizada' / 'Descarga fallida').
     * @description The stored bytes as uploaded, `application/pdf`, as an attachment named
     *     `Factura-{idOrden}.pdf` (IdEstado 2) or `NotaCredito-{idOrden}.pdf` (5). Who: whoever
     *     reads the order; another seller's order, or one that does not exist: 404 'La orden no
     *     existe.'; an order without that document: 404 'La orden no tiene ese comprobante.'.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3), Seller (4) and Solo lectura (6).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the order it names does not exist.
     */
    get: operations['descargarComprobante'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Obleas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The order's shipping label, a PDF (GET /api/Obleas?idOrden={id}; 'Descarga de oblea fallida').
     * @description A one-page PDF, 10 x 15 cm, as an attachment named `Oblea-{idOrden}.pdf`: the order
     *     and its reference, the delivery type, the sender (the seller: name, CUIT, e-mail), the
     *     buyer (name and document; never the e-mail or the phone), the delivery address, the
     *     tracking URL and a Code 128 barcode of the order id.
     *
     *     **When (001 §2.1).** 'Descargar oblea' shows when the order has a tracking URL: without
     *     one, 409 'La orden todavía no tiene URL de seguimiento: la oblea se descarga cuando el
     *     envío fue procesado.'.
     *
     *     **Who.** Whoever reads the order (staff, read-only and the order's seller's users);
     *     another seller's order, or one that does not exist: 404 'La orden no existe.'. The
     *     first download by staff or the seller's users marks the order downloaded
     *     (`obleaDescargada`, 001 §4: the button then reads 'Volver a Descargar Oblea') with an
     *     audit row (entidad orden-oblea); read-only users download without marking it.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3), Seller (4) and Solo lectura (6).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the order it names does not exist.
     *     - `409` the order's current state does not allow it (the message says why); nothing changes.
     */
    get: operations['descargarOblea'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Ordenes/ActualizarUrlTracking': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Update the tracking URL ('Url Tracking actualizado'; 'El Url tracking no pudo ser actualizado').
     * @description Only when the order's seller ships itself (001 §6): 409 otherwise. Staff and the
     *     seller's users (3, 4); read-only and others 403. `urlTracking` must be an http(s)
     *     URL of at most 300 characters (400 'Ingrese una URL válida (http:// o https://).').
     *     Audited (entidad orden-tracking).
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the order it names does not exist.
     *     - `409` the order's current state does not allow it (the message says why); nothing changes.
     */
    post: operations['actualizarUrlTracking'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Tipos/MotivosSolicitudAnulacion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The reasons a cancellation is requested for ('No se encontraron motivos para solicitud de anulación').
     * @description 001 §6 names admin moderator and category for this call; the seller admin also gets
     *     the list, because the same section lets the seller admin request a cancellation and
     *     a request needs a reason (001 §5). Others: 403.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2) and Seller
     *     administrador (3).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    get: operations['motivosSolicitudAnulacion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Tipos/MotivosRechazoAnulacion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The reasons a cancellation request is rejected for.
     * @description Category, admin moderator and seller admin (who decide requests). Others 403.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2) and Seller
     *     administrador (3).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    get: operations['motivosRechazoAnulacion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Tipos/Adquirientes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The card acquirers (the add-payment modal of Medio de pago).
     * @description Staff and the seller's users. Others 403.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    get: operations['tiposAdquirientes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Planes/Buscar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The plan search (IdPlataforma, Numero, IdPlan, NumeroPagina, CantidadPagina, Descripcion).
     * @description Plans ordered by number, 10 per page unless `CantidadPagina` says otherwise.
     *     `IdPlataforma` (DECISIONS 3: 0 Market, 1 Mega-Market, 2 Market-Express; the screens
     *     send 1) chooses the platform's plans (default 1). `Numero` and `IdPlan` match exactly;
     *     `Descripcion` a part of the description, ignoring case and accents. Used by the plan
     *     search of /Planes/Busqueda and by the add-payment modal of an order ('Valores
     *     incompletos o Nro plan inexistente' when no plan has the number).
     *
     *     **Who.** Staff (category and admin moderator): the plans and the payment coupons are
     *     theirs (001 §2.1, §2.6). Others: 403.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     */
    get: operations['buscarPlanes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Ordenes/VentasVerdes/Buscar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * One page of green-sale orders (/OrdenesProveedores).
     * @description The payload is the green-order filter of 001 §3. Newest first (fecha, then idOrden),
     *     `cantidadPagina` per page (10 by default, 001 §9).
     *
     *     **Filter.** `idOrden`, `documento` (the buyer's document, exact), `apellido` and
     *     `nombre` (a part of the buyer's last or first name, ignoring case and accents),
     *     `idEstado` (the order status, DECISIONS 18), `fechaDesde` / `fechaHasta` (whole days,
     *     Argentine time), `skuMarket` (a product line of that market SKU), `idTipoPlataforma`
     *     (0, 1, 2), `idOrdenDesde` / `idOrdenHasta`, `fechaModific` (orders whose label mark
     *     changed on or after that day), and `idProveedor` (the supplier select; staff only).
     *
     *     **Scope.** `idUsuario` is kept for compatibility with the original payload and ignored:
     *     a supplier's scope comes from the session's user; a supplier's `idProveedor` is
     *     ignored too. `cliente.email` is null for suppliers.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2) and Proveedor
     *     (7).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call (a supplier only reaches its own orders).
     */
    post: operations['buscarOrdenesVentaVerde'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Proveedores/Buscar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The supplier select of the filter, by descripcion.
     * @description `descripcion` matches a part of the supplier's name, ignoring case and accents; empty
     *     lists the first ones. Ordered by name, at most `CantidadPagina` (10 by default).
     *     `codigo` is the supplier's id (`idProveedor` of the filter). A supplier only finds its
     *     own supplier.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2) and Proveedor
     *     (7).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call (a supplier only reaches its own orders).
     */
    get: operations['buscarProveedores'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Ordenes/VentaVerde': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One green-sale order with its tabs (/OrdenesProveedores/View/{id}).
     * @description The order as /Ordenes/Obtener answers it (the same tabs: Datos comprador, Productos,
     *     Entrega, Medio de pago, Estados), with the visibility rules of that call for the
     *     viewer: a supplier never gets the customer e-mail nor the phone. `obleaDescargada` is
     *     the green-sale label mark. Not a green-sale order, or another supplier's: 404
     *     'La orden no existe.'.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2) and Proveedor
     *     (7).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call (a supplier only reaches its own orders).
     *     - `404` the green-sale order it names does not exist.
     */
    get: operations['obtenerOrdenVentaVerde'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Ordenes/VentaVerde/Historial': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A green-sale order's Historial: every change, who made it and when (not in the spec).
     * @description Newest first, 50 a page: the order's changes as GET /api/Ordenes/Historial reads them
     *     (status changes in the status labels, invoices, cancellations, delivery, tracking URL)
     *     and each change of the green-sale label's downloaded mark.
     *
     *     **Who.** Whoever reads the green-sale order (GET /api/Ordenes/VentaVerde): staff any,
     *     a supplier (7) only its own supplier's; not a green-sale order, or another supplier's:
     *     404 'La orden no existe.'. A supplier reads the order's steps without their detail
     *     (reasons, file names and URLs are the seller's and the marketplace's business), never
     *     the payment coupons nor the internal sale status, and a change made by anyone but
     *     itself as made by 'Marketplace', with the user's type. The payment coupons only the
     *     admin moderator (2), as on the order's screen.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2) and Proveedor (7).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the order it names is not a green-sale order, does not exist, or is another supplier's.
     */
    get: operations['historialOrdenVentaVerde'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Ordenes/DescargarObleaVentaVerde': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The shipping label of a green-sale order, encoded (saved as Oblea.pdf).
     * @description `oblea` is a one-page PDF, base64: the shipping label of the orders area (the order,
     *     the delivery type, the sender, the buyer's name, document and delivery address, never
     *     the e-mail or the phone, and a Code 128 barcode of the order id). The sender is the
     *     supplier. Downloading does not mark it: the screen then sends POST
     *     ObleaVentaVerde (001 §4). Not a green-sale order, or another supplier's: 404.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2) and Proveedor
     *     (7).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call (a supplier only reaches its own orders).
     *     - `404` the green-sale order it names does not exist.
     */
    get: operations['descargarObleaVentaVerde'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Ordenes/ObleaVentaVerde': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The receipt of a green-sale order, encoded (query comprobante; downloaded as Factura).
     * @description `comprobante` is the order's receipt number (the `comprobante` of the list). `factura`
     *     is a one-page PDF, base64: the receipt with its number, date, buyer (name and
     *     document), products, quantities, unit prices and total. A number of no green-sale
     *     order, or of another supplier's: 404 'El comprobante no existe.'.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2) and Proveedor
     *     (7).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call (a supplier only reaches its own orders).
     *     - `404` the green-sale order it names does not exist.
     */
    get: operations['descargarComprobanteVentaVerde'];
    put?: never;
    /**
     * Marks a green-sale order's label downloaded ('Volver a Descargar Oblea').
     * @description After a successful download the order is marked downloaded, for every user and after
     *     a reload: the button then reads 'Volver a Descargar Oblea'. The server writes the
     *     user and the time itself: `idUsuario`, `FechaDescarga` and `FechaActualizacion` are
     *     accepted for compatibility with the original payload and ignored (the session's user,
     *     the server's clock). The first download's date is kept; a later one updates
     *     `FechaActualizacion`. `Borrado: true` clears the mark (the button reads 'Descargar
     *     Oblea' again). Each change writes an audit row (entidad orden-oblea-venta-verde).
     *     Not a green-sale order, or another supplier's: 404.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2) and Proveedor
     *     (7).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call (a supplier only reaches its own orders).
     *     - `404` the green-sale order it names does not exist.
     */
    post: operations['marcarObleaVentaVerde'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Novedades/Buscar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The novedad search of /Novedades (fechaDesde, fechaHasta, idSeller, idEstado, ordenDeReferencia, buscaTodo, cantidadPagina, numeroPagina).
     * @description Novedades whose date is within `fechaDesde`..`fechaHasta` (both required, 400
     *     'Debe seleccionar una fecha inicial' / 'Debe seleccionar una fecha final'; inverted:
     *     400), newest first, 10 per page unless `cantidadPagina` says otherwise.
     *
     *     - `buscaTodo=1` (the screen's default, 'Todas las novedades de todos los sellers en el
     *       rango de tiempo'): every seller and every state in the range; `idSeller` and
     *       `idEstado` are not read.
     *     - `buscaTodo=0`: `idSeller` (400 'Seleccione un Seller') and `idEstado` (400
     *       'Seleccione un estado') are required.
     *     - `ordenDeReferencia` above 0 keeps the novedades of that reference order (0 or absent:
     *       any).
     *
     *     **Who.** Category and admin moderator (002 §6 and the menu: Novedades is staff's);
     *     others 403.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     */
    get: operations['buscarNovedades'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Novedades/Historial': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A novedad's Historial: every change, who made it and when (not in the spec).
     * @description Newest first, 50 a page: its creation, its confirmation, each change of its amount
     *     (before and after, a Débito with its sign as /Novedades shows it), its deletion and its
     *     liquidation when the settlement that holds it is confirmed. States as /Novedades names
     *     them (En Preparación, Confirmada, Liquidada, Anulada). A change made to several
     *     novedades at once names its batch: 'Marcar confirmadas' and its size, or the settlement
     *     whose confirmation liquidated it.
     *
     *     **Who.** Those who work on /Novedades: category (1) and the admin moderator (2); any
     *     other type 403. A novedad that does not exist: 404 'La novedad no existe.'.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the novedad it names does not exist.
     */
    get: operations['historialNovedad'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Novedades/Estados': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The novedad states (novedad states -> listadoEstadosNovedades).
     * @description DECISIONS 20: 1 En Preparación, 2 Confirmada, 3 Liquidada, 4 Anulada. Staff only (403
     *     otherwise).
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     */
    get: operations['estadosNovedades'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/TraerAccionesNovedades': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The concept actions (action option: idEstado, descripcion).
     * @description DECISIONS 20: 1 Crédito (adds to what the seller is paid), 2 Débito (subtracts). The
     *     option is written as 002 §3 writes it (`idEstado` is the action's id). Staff only.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     */
    get: operations['accionesNovedades'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Novedades/Conceptos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The live concepts (concept list -> listaConceptoNovedades).
     * @description Every concept not deleted, by name, with its action and whether it may still be edited
     *     or deleted (`mostrarBotonEliminar`: as created, and false once a novedad uses it).
     *     Read by /Conceptos and by the concept select of /Novedades/Nueva. Staff only.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     */
    get: operations['conceptosNovedades'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/CrearNovedad': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a novedad (CrearNovedad: fecha, idSeller, idTipoNovedad, importe, ordenDeReferencia, observaciones).
     * @description The checks of 002 §5, in this order, each a 400 with nothing written:
     *     'Debe agregar una fecha' (missing; before 60 days ago: 'La fecha no puede ser anterior
     *     a 60 días atrás.'), 'Debe seleccionar un seller' (missing; unknown: 'El seller no
     *     existe.'), 'Debe seleccionar un concepto' (missing; unknown or deleted: 'El concepto no
     *     existe.'), 'Debe agregar un importe' (missing; not 1 to 10 digits above 0: 'Ingrese un
     *     importe válido'). `ordenDeReferencia`: up to 10 digits, 0 when absent; above 0 it must
     *     be an order of that seller ('La orden de referencia no existe o no es de este
     *     seller.'). `observaciones`: at most 250 characters.
     *
     *     Amounts are whole pesos as 002 §5 takes them (digits only), kept as money (DECISIONS 7)
     *     and always positive: the concept's action says whether the settlement adds it
     *     (Crédito) or subtracts it (Débito) (DECISIONS 20). The novedad starts En Preparación
     *     (1), with its audit row. Answers it. Staff only (403 otherwise).
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     */
    post: operations['crearNovedad'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/ConfirmaNovedad': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Confirm novedades (ConfirmaNovedad: id, a list of idNovedad).
     * @description The novedad machine's CONFIRMAR (machines/novedad.ts) on every id, each locked, all or
     *     none: 400 'Selecione alguna novedad' for an empty list; 404 when an id does not exist;
     *     409 naming the first novedad whose state does not allow it (only En Preparación
     *     confirms); nothing changes unless every one can. Each goes to Confirmada (2) with its
     *     audit row. Answers the novedades as they are now. Staff only (403 otherwise).
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the novedad or concept it names does not exist.
     *     - `409` the novedad or concept's current state does not allow it (the message says why);
     *       nothing changes.
     */
    put: operations['confirmarNovedades'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/EditarNovedad': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change a novedad's amount (EditarNovedad: idNovedad, Importe).
     * @description The novedad machine's EDITAR_IMPORTE: En Preparación and Confirmada novedades only (409
     *     for Liquidada and Anulada). `Importe`: 1 to 10 digits, above 0 (400 'Ingrese un importe
     *     válido'). The state does not change; the audit row records the old and new amounts.
     *     404 for an unknown id. Answers the novedad. Staff only (403 otherwise).
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the novedad or concept it names does not exist.
     *     - `409` the novedad or concept's current state does not allow it (the message says why);
     *       nothing changes.
     */
    put: operations['editarNovedad'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/AnularNovedad': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Delete (annul) novedades (AnularNovedad: idsNovedades).
     * @description The novedad machine's ANULAR on every id, all or none, as ConfirmaNovedad: En
     *     Preparación and Confirmada novedades go to Anulada (4), which is kept (and shown) for
     *     the record; Liquidada ones cannot (409). 400 'Selecione alguna novedad' for an empty
     *     list, 404 for an unknown id. Staff only (403 otherwise).
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the novedad or concept it names does not exist.
     *     - `409` the novedad or concept's current state does not allow it (the message says why);
     *       nothing changes.
     */
    put: operations['anularNovedades'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/CrearNovedadConcepto': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a concept (CrearNovedadConcepto: concepto, idSubTipo, descripcionSubTipo, mostrarBotonEliminar).
     * @description `concepto` is the name (400 'Debe agregar un nombre ' when blank; at most 50
     *     characters; 400 'Ya existe un concepto con ese nombre.' when a live concept has it,
     *     ignoring case); `idSubTipo` the action (400 'Debe seleccionar una acción' unless 1
     *     Crédito or 2 Débito); `descripcionSubTipo`, the action's label, is not stored (the
     *     action's own label is answered); `mostrarBotonEliminar` (default true) false makes a
     *     concept that can never be edited or deleted. Answers the concept. Staff only.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     */
    post: operations['crearConceptoNovedad'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/ActualizarConceptoNovedad': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Edit a concept's name and action (ActualizarConceptoNovedad: idConcepto, idTipoNovedad, descripcionConcepto).
     * @description `idTipoNovedad` is the concept; `descripcionConcepto` its new name (the name checks of
     *     CrearNovedadConcepto); `idConcepto` the action chosen in the popover's Acción (1 Crédito,
     *     2 Débito: 400 'Debe seleccionar una acción' otherwise) — the source names that field
     *     idConcepto. A concept some novedad uses, or created with `mostrarBotonEliminar` false,
     *     cannot be edited (409 'El concepto tiene novedades cargadas: no puede modificarse ni
     *     eliminarse.'): changing its action would change what those novedades mean. 404 for an
     *     unknown or deleted concept. Answers the concept. Staff only.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the novedad or concept it names does not exist.
     *     - `409` the novedad or concept's current state does not allow it (the message says why);
     *       nothing changes.
     */
    put: operations['actualizarConceptoNovedad'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/AnularConceptoNovedad': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Delete a concept (AnularConceptoNovedad: IdTipoNovedad -> conceptoAnulado).
     * @description The concept leaves the lists (it is kept, marked deleted, for the record). A concept
     *     some novedad uses, or created with `mostrarBotonEliminar` false, cannot be deleted
     *     (409, the message of ActualizarConceptoNovedad). 404 for an unknown or already deleted
     *     concept. Staff only.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the novedad or concept it names does not exist.
     *     - `409` the novedad or concept's current state does not allow it (the message says why);
     *       nothing changes.
     */
    put: operations['anularConceptoNovedad'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Administracion/GrupoPlanes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 'Grupos de Planes'.
     * @description Plan groups ordered by id, 10 per page unless `CantidadPagina` says otherwise (up to
     *     500, as the spec's export asked). `Descripcion` matches a part of the description,
     *     ignoring case and accents. Each group carries its commission and how many plans it
     *     has. Category (1) and the admin moderator (2) only (001 §6): others 403.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     */
    get: operations['buscarGruposPlanes'];
    /**
     * Save a plan group (/Planes/Editar/{id}; 'Grupo de planes guardado').
     * @description The same checks as creating, with 'Debe cargar un plan' for an empty list (001 §5).
     *     The plans are replaced by `listaIdsPlanes`. The publication types that offer the
     *     group are not touched. Unknown group 404. Staff only (403).
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the plan or plan group it names does not exist.
     */
    put: operations['modificarGrupoPlanes'];
    /**
     * Create a plan group (/Planes/Nuevo; 'Grupo de planes guardado').
     * @description 001 §5 in order, 400 with the first failed text: 'Debe agregar una descripción',
     *     'Debe agregar una comisión' (0 to 100, at most two decimals), 'Debe agregar planes'
     *     (at least one; every id an existing plan). Staff only (403).
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     */
    post: operations['crearGrupoPlanes'];
    /**
     * DELETE /api/Administracion/GrupoPlanes?id={id} ('Grupo de plan borrado').
     * @description A group that a publication type offers is not deleted: 409 naming the type(s), and
     *     nothing changes. Unknown group 404. Staff only (403).
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the plan or plan group it names does not exist.
     *     - `409` the plan or plan group's current state does not allow it (the message says why);
     *       nothing changes.
     */
    delete: operations['eliminarGrupoPlanes'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Administracion/GrupoPlanes/Obtener': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One plan group with its plans.
     * @description The group and every plan it has, ordered by number (a group has a handful; the spec's
     *     paging of them is not needed). Unknown group 404. Staff only (403).
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the plan or plan group it names does not exist.
     */
    get: operations['obtenerGrupoPlanes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Administracion/GrupoPlanes/Exportar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 'Exportar a Excel' of /Planes (admin only).
     * @description An xlsx (base64) with one row per plan of each group matching `Descripcion` (a group
     *     without plans has one row with empty plan columns), columns ID, Descripción grupo,
     *     Comisión, Número plan, Descripción plan (001 §7). Built from one query on the
     *     server, instead of the spec's one request per group. The admin moderator (2) only,
     *     as the button (001 §2.6); others 403.
     *
     *     **Who may call it:** users of type Administrador moderador (2).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     */
    get: operations['exportarGruposPlanes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Administracion/TiposPublicacion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 'Tipo de Publicaciones': the list, by description.
     * @description Publication types ordered by id with their commission, instalments and plan groups,
     *     10 per page unless `CantidadPagina` says otherwise (the screens of category and admin
     *     ask 100, 001 §6). `Descripcion` matches a part, ignoring case and accents. Staff only.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     */
    get: operations['buscarTiposPublicacionAdmin'];
    /**
     * Save a publication type ('Tipo de publicacion modificada').
     * @description The checks of creating. When `cantidadCuotas` changes, every seller with live
     *     listings (not eliminated) of the type gets the instalment notification (6,
     *     DECISIONS 27) on its first such listing, from the old number to the new one, in the
     *     same transaction. Unknown type 404. Staff only.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the publication type it names does not exist.
     */
    put: operations['modificarTipoPublicacion'];
    /**
     * Create a publication type ('Crear Tipo de Publicaciones'; 'Tipo publicacion guardada').
     * @description 001 §5 in order (400, first failed text): 'Debe agregar una descripción', 'Debe agregar
     *     una comisión' (0 to 100, two decimals at most), 'Debe agregar un número de cuotas
     *     válido' (1 to 999). Its `codigo` is made from its id. No plan groups yet: they are
     *     associated with AsociarGrupoPlanes. Staff only.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     */
    post: operations['crearTipoPublicacion'];
    /**
     * DELETE /api/Administracion/TiposPublicacion, form-encoded ('Tipo de publicación borrado').
     * @description 001 §7 writes it "DELETE /api/Administracion/TiposPublicacion?id={id}, form-encoded": the
     *     id travels form-encoded, as the body `id={id}` with `Content-Type:
     *     application/x-www-form-urlencoded`, which is how the screen sends it. For compatibility
     *     (the spec's `?id={id}` and clients written before this body existed) the id may come in
     *     the query instead; when both come they must name the same type (else 400 'El id del
     *     cuerpo y el de la dirección no coinciden.'), and with neither the answer is 400 'Indique
     *     el id del tipo de publicación a eliminar.'. A body of another media type (JSON included)
     *     answers 415; a form body with another field, a repeated `id` or an id that is not a
     *     positive integer answers 400 naming the field. A refused call deletes nothing.
     *
     *     A type that listings or orders use is not deleted (409 with how many listings, nothing
     *     changes); its plan groups and the sellers' assignment of it go with it. Unknown type
     *     404. Staff only.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the publication type it names does not exist.
     *     - `409` the publication type's current state does not allow it (the message says why);
     *       nothing changes.
     *     - `415` the body is not form-encoded (application/x-www-form-urlencoded).
     */
    delete: operations['eliminarTipoPublicacion'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Administracion/TiposPublicacion/Obtener': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One publication type with its plan groups.
     * @description **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the publication type it names does not exist.
     */
    get: operations['obtenerTipoPublicacion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Administracion/TiposPublicacion/AsociarGrupoPlanes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The type's plan groups become the list sent ('Se asociaron grupos de planes').
     * @description `listaIdsGrupoPlanes` may be empty (a type without groups); every id must be a plan
     *     group (400). When the set changes, every seller with live listings of the type gets
     *     the instalment notification (6, DECISIONS 27; the instalments stay the same number)
     *     in the same transaction. Unknown type 404. Staff only.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the publication type it names does not exist.
     */
    post: operations['asociarGrupoPlanes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/DatosFeeLogisticoSellers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One validity window of the fee (DatosFeeLogisticoSellers with VigenciaFeeLogistico 0, 1, 2 -> datosFeeLogisticoSellers).
     * @description The window's rows, one per scale it has (by scale), each with the window's dates and,
     *     per zone (amba, interior, patagonia), its cost id (`idFeeLogistico`), cost and
     *     delivery days, or null where the window has no cost for that zone.
     *
     *     Which window (002 §4), by today's market day: `0` the previous one (the latest that
     *     ended before today; read-only), `1` the active one (the one whose dates hold today),
     *     `2` the next one (the earliest that starts after today). An empty list when there is
     *     none (the screen says 'NO SE ENCONTRARON RESULTADOS').
     *
     *     **Who.** Category and admin moderator (002 §6: the menu's 'Configuración Fee Logístico'
     *     is theirs, 000 §2.3); others 403.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     */
    get: operations['datosFeeLogistico'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/EstructuraFee': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The fee grid's structure (Fee structure: costosFee, rows of escala, zona, costo).
     * @description Every scale by zone of the catalogues (DECISIONS 9), scales and zones in their id
     *     order, so that a grid built from it gives ids by position from 1 (002 §5). `costo`
     *     is the cost of that cell in the latest window (the one that starts last), as the
     *     starting point of a new fee, or 0 when it has none. Staff only (403 otherwise).
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     */
    get: operations['estructuraFee'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/CrearFee': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a fee window (CrearFee: costosFee (idZona, idEscala, costo), vigenteDesde, vigenteHasta -> data).
     * @description The checks, in this order, each a 400 with nothing written: 'Debe seleccionar una
     *     fecha desde.', 'Debe seleccionar una fecha hasta.', 'La fecha desde no puede ser
     *     anterior a hoy.' (002 §5: from today, the market's day), 'La fecha hasta no puede ser
     *     anterior a la fecha desde.'; then the costs: an empty list is 'No hay datos válidos
     *     para actualizar.' (002 §5); each cost a number above 0 with at most 8 characters and 2
     *     decimals (002 §9), of a scale and a zone of the catalogues, each scale and zone once.
     *     `diasEntrega` (0-999, 0 when absent) is this product's addition: the creation grid of
     *     002 §2 has costs only.
     *
     *     **Windows never overlap.** The window whose dates hold the new
     *     start, when it started before it (the active or the next one), is closed on the day
     *     before: a new fee closes the window it meets. A window that starts within the new dates
     *     cannot be closed that way: 409 'El nuevo Fee se superpone con el Fee vigente desde el
     *     DD/MM/AAAA: …' and nothing changes. The database's exclusion constraint
     *     (fee_vigencias_sin_superposicion) holds it whatever the code; a creation that loses a
     *     race to another is the same 409. One transaction: the window closed, the new one, its
     *     costs and their audit rows, or nothing.
     *
     *     Answers the new window (`data`) and the window it closed, if any. Staff only (403
     *     otherwise).
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `409` the fee window's current state does not allow it (the message says why); nothing
     *       changes.
     */
    post: operations['crearFee'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/ActualizacionFeeMarket': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Update the costs of the active or next window (ActualizacionFee{product}: costosFeeEditados (idFeeLogistico, costo), vigenteDesde, vigenteHasta -> mensaje).
     * @description Each edited cell (002 §5: the screen sends only cells with a cost id and a cost or
     *     days above 0) gets its new cost (a number above 0, at most 8 characters and 2
     *     decimals) and, when sent, its delivery days (0-999; this product's addition to the
     *     edit row, since the grid shows them). An empty list is 400 'No hay datos válidos para
     *     actualizar.'; an unknown id 404; ids of more than one window, a repeated id, or dates
     *     other than the window's (`vigenteDesde` and `vigenteHasta` name the window being
     *     edited; its dates do not change here) 400. A window already ended (the 'Fee Anterior',
     *     read-only) is 409. All cells or none, each with its audit row. Answers 'Fee Logístico
     *     actualizado correctamente'. Staff only (403 otherwise).
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the fee window it names does not exist.
     *     - `409` the fee window's current state does not allow it (the message says why); nothing
     *       changes.
     */
    put: operations['actualizarFee'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Ordenes/ExportarOrdenes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The filtered orders as Ordenes.xlsx (/Exportables/Ordenes 'Descargar N órdenes').
     * @description The filter is that of the orders list (001 §3 'Order filter', GET /api/Ordenes): the
     *     same orders, newest first. 002 §5: `idOrden`, `documento` and `idEstado` are null when
     *     empty or not numeric, an empty `idSeller` or `apellido` is null; null means "any".
     *     `apellido` matches a part of the buyer's surname ignoring case and accents; `documento`
     *     is exact; dates are whole Argentine days, both included.
     *
     *     **One row per product line** (002 §9): the order's data repeats on every row of the
     *     order; **the amounts (`Monto Venta`, `Monto Comisión`, `Gasto Envío`) are on the first
     *     row of each order only**, later rows leave them blank (a sum of the column is the sum
     *     of the orders). An order's **first two payment coupons** go side by side on its rows
     *     (`... Cupón 1`, `... Cupón 2`); a third is not exported.
     *
     *     **Staff template** (category 1 and admin moderator 2), 35 columns in this order:
     *     Fecha (date and time) | Nro. Orden | Estado | Plataforma | Tipo Publicación | Seller |
     *     CUIT Seller (text) | Vendedor Boca | Documento (text) | Nombre | Apellido | Domicilio |
     *     Código Postal (text) | Localidad | Provincia | Entrega ('Retira en {sucursal}' or
     *     'Envío a domicilio', 002 §4) | Domicilio Entrega | CP Entrega (text) | Producto |
     *     Cantidad | Precio Unitario (0.00) | SKU Seller | SKU Market | Categoría (the
     *     product's subfamilia) | Monto Venta (0.00, first row) | Monto Comisión (0.00, first
     *     row) | Gasto Envío (0.00, first row) | Plan Cupón 1 | Nro. Cupón 1 (text) | Id
     *     Transacción 1 (text) | Adquiriente 1 | Plan Cupón 2 | Nro. Cupón 2 (text) | Id
     *     Transacción 2 (text) | Adquiriente 2.
     *     Of 002 §3 'Order (export)', only the card's first six digits (`primerosSeisDigitos`)
     *     are left out: with the last four kept by the order they identify a card, and a
     *     spreadsheet travels.
     *
     *     **Seller template** (seller admin 3 and seller 4), 18 columns in this order:
     *     Fecha | Nro. Orden | Estado | Plataforma | Tipo Publicación | Documento | Nombre |
     *     Apellido | Entrega | Domicilio Entrega | CP Entrega | Localidad | Provincia | Producto |
     *     Cantidad | Precio Unitario | SKU Seller | Monto Venta (first row). No commission (the
     *     orders list shows it to staff only), no seller, no coupons.
     *
     *     The file is `Ordenes.xlsx`, one sheet 'Ordenes'. `cantidadOrdenes` counts orders (not
     *     rows). More than 20000 orders: 400.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `429` too many of these requests in a short time: wait and try again.
     */
    post: operations['exportarOrdenes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Ordenes/CantidadOrdenes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * How many orders POST /api/Ordenes/ExportarOrdenes would write ('Descargar N órdenes').
     * @description The same filter, with the same names and the same rules (002 §5), as query
     *     parameters; the same scope (sellers: their own seller). Answers the count that the
     *     export's `cantidadOrdenes` would be, read with the orders list's totals statement, and
     *     `maximoAlMomento`, the most records an export answers at once on this server (more go
     *     to the export centre), so that the screen offers what the server will do.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    get: operations['cantidadExportarOrdenes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Exportables/ExportarOrdenesTelefonicas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The phone orders of a range as 'Ordenes Telefonicas.xlsx' (staff).
     * @description The orders taken by phone (POST /api/Ordenes: their `idReferencia` starts with
     *     'TEL-') whose date is within `fechaDesde`..`fechaHasta` (Argentine days, both
     *     included; both required: 400 'Debe seleccionar una fecha inicial' / 'Debe seleccionar
     *     una fecha final'; inverted: 400), every seller, newest first, in the staff template of
     *     POST /api/Ordenes/ExportarOrdenes (35 columns, the same first-row and coupon rules).
     *     One sheet 'Ordenes Telefonicas'; `cantidad` counts orders. Category and admin moderator
     *     (002 §2: the block is theirs); others 403.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `429` too many of these requests in a short time: wait and try again.
     */
    get: operations['exportarOrdenesTelefonicas'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Exportables/ExportarNovedades': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The novedades of a range as Novedades.xlsx (/Exportables/Novedades).
     * @description The novedades that the search of /Novedades finds (GET /api/Novedades/Buscar, the same
     *     parameters and rules without the page): `fechaDesde` and `fechaHasta` required (400
     *     'Debe seleccionar una fecha inicial' / 'Debe seleccionar una fecha final'; inverted:
     *     400); `buscaTodo=1` ('Todas las novedades de todos los sellers en el rango de tiempo',
     *     the only way the screen exports): every seller and state; `buscaTodo=0` needs
     *     `idSeller` and `idEstado`; `ordenDeReferencia` above 0 keeps that reference order's.
     *     Newest first. Columns (002 §3 'Novedad (export)'): Nro. Novedad | Fecha (date) | Seller
     *     | Orden De Referencia | Concepto | Acción | Comentarios | Importe (0.00; signed by its
     *     Acción, a Débito negative, as every screen and the settlement documents show it) | Estado
     *     | Nro. Liquidación. One sheet 'Novedades'. Category and admin moderator; others 403.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `429` too many of these requests in a short time: wait and try again.
     */
    get: operations['exportarNovedades'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Exportables/ExportarLiquidaciones': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The settlements of a range as Liquidaciones.xlsx (/Exportables/Liquidaciones).
     * @description The settlements that GET /api/Liquidaciones/LiquidacionesBusqueda finds (created
     *     within `fechaDesde`..`fechaHasta`, Argentine days; both required: 400 'Debe seleccionar
     *     una fecha inicial' / 'Debe seleccionar una fecha final'; inverted: 400; cancelled ones
     *     are not exported). `buscaTodo=1` ('Todas las liquidaciones de todos los sellers en el
     *     rango de tiempo', the only way the screen exports): every seller and state;
     *     `buscaTodo=0`: `idSeller` (0 or absent: every seller) and `idEstado` (absent: every
     *     state). Newest first. Columns (002 §3 'Liquidación header'): N° | Seller | Fecha (date)
     *     | Estado | Ordenes | Novedades | Imp. Ordenes | Comisión Neta | Comisiones | Fee
     *     Logístico Neto | Fee Logístico | Imp. Novedades | Rebates | Retenciones | Percepciones
     *     | Neto Liquidación (amounts 0.00) | Nro. Factura (text) | Tipo Factura | Código SAP
     *     (text). One sheet 'Liquidaciones'. Category and admin moderator; others 403.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `429` too many of these requests in a short time: wait and try again.
     */
    get: operations['exportarLiquidaciones'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Exportables/ExportarSellers': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Every live seller as Sellers.xlsx (empty body; /Exportables/Sellers 'Descargar sellers').
     * @description One row per seller not deleted, by code. Columns (002 §3 'Seller (export)'): Código |
     *     Razón Social | Domicilio | Número | Localidad | Provincia | Código Postal (text) |
     *     Teléfono (text) | CUIT (text) | Email | Email Despacho | URL Push Ordenes | Estado
     *     ('ACTIVO', 'INACTIVO', 'PENDIENTE ACTIVACION') | Sufijo | Id Empresa Enviopack |
     *     Modalidad EPK | Días Corte | Días Plazo Pago | Nombre Tienda | Logo | Tienda ('Activa'
     *     or 'Inactiva', 002 §4) | Envío Propio ('Activo' or 'Inactivo'). One sheet 'Sellers'.
     *     Category and admin moderator; others 403.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `429` too many of these requests in a short time: wait and try again.
     */
    post: operations['exportarSellers'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Exportables/Exportaciones': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * 'Mis exportaciones': the session user's queued, running, finished and failed exports.
     * @description Newest first, at most 50; a finished file is kept 7 days (`venceEn`), a failed one is
     *     listed as long. `progreso` of `total` records are written (orders count as orders).
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    get: operations['misExportaciones'];
    put?: never;
    /**
     * The export centre: queue an export to be built in the background.
     * @description For an export larger than the calls above answer at once (20000 records), or any that
     *     the person prefers not to wait for. `tipo` says which export ('ordenes',
     *     'ordenesTelefonicas', 'novedades', 'liquidaciones', 'sellers'); the other fields are
     *     that export's filter with the same names, rules and scope (sellers: their own orders,
     *     the 18-column template). Who may queue a kind is who may call its export (403
     *     otherwise). The job is kept in the database: any API process builds it (one process
     *     takes it; a job whose process died is taken again after a minute without progress)
     *     and any serves it. Answers the job's id, the records it will hold and the file name.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    post: operations['crearExportacion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Exportables/Exportaciones/Descargar': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A finished export of the export centre.
     * @description The xlsx as it is (not base64 JSON: a large workbook would grow by a third and be held
     *     whole as text), as an attachment named as the export's file (002 §9). Only the user who
     *     queued it (another user's, or an expired one: 404 'La exportación no existe o ya
     *     venció.'); not finished yet: 409 'La exportación todavía no está lista.'; failed after
     *     its attempts: 409 'No se pudo generar el archivo. Intente nuevamente.'.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Seller (4).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the export it names does not exist.
     *     - `409` the export's current state does not allow it (the message says why); nothing
     *       changes.
     */
    get: operations['descargarExportacion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/TiposComprobantes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The invoice types accounting confirms with (TiposComprobantes -> tipoComprobantes).
     * @description 002 §3 invoice type (idTipoComprobante, descripcion), by id. Read by the settlement
     *     screens (Adm. Liquidacion: staff, sellers and accounting); others 403.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3), Seller (4) and Contable (8).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    get: operations['tiposComprobantes'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/TraerEstadosLiquidaciones': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The settlement states (TraerEstadosLiquidaciones -> listadoEstadosLiquidaciones).
     * @description 002 §4, DECISIONS 19: 2 En Preparación (draft), 3 Liquidada. Read by the settlement
     *     screens (Adm. Liquidacion: staff, sellers and accounting); others 403.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3), Seller (4) and Contable (8).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    get: operations['estadosLiquidaciones'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/TraerEstadosLiquidacionesCorrecto': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The settlement states, second path (TraerEstadosLiquidacionesCorrecto -> listadoEstadosLiquidaciones).
     * @description 002 §7 lists this call beside TraerEstadosLiquidaciones with the same answer: the same
     *     states (002 §4, DECISIONS 19: 2 En Preparación, 3 Liquidada), the same readers (the
     *     settlement screens, Adm. Liquidacion: staff, sellers and accounting); others 403.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3), Seller (4) and Contable (8).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    get: operations['estadosLiquidacionesCorrecto'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Seller/TraerSellerLiquidaciones': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The sellers of the settlement filters (TraerSellerLiquidaciones -> listaSellersLiquidaciones).
     * @description 002 §3 seller option (codigo, razonSocial), by name. Staff and accounting get every
     *     seller; types 3 and 4 only their own (002 §6: they have no seller filter). Others 403.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3), Seller (4) and Contable (8).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    get: operations['sellersLiquidaciones'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/LiquidacionesBusqueda': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The settlement search of /Liquidaciones (LiquidacionesBusqueda: fechaDesde, fechaHasta, idSeller, idEstado or estado).
     * @description Live (not deleted) settlements created within `fechaDesde`..`fechaHasta` (market
     *     days, both included), newest first, 10 per page unless `cantidadPagina` says
     *     otherwise.
     *
     *     - Staff and accounting: `fechaDesde` (400 'Debe seleccionar una fecha inicial') and
     *       `fechaHasta` (400 'Debe seleccionar una fecha final') are required; `fechaDesde`
     *       may not be more than 360 days back (400), `fechaHasta` not before it (400);
     *       `idSeller` (0 or absent: every seller) and `idEstado` (or `estado`; 2 or 3, absent:
     *       both) filter.
     *     - Types 3 and 4 (002 §6) see only their own seller's confirmed (3) settlements,
     *       whatever they send for `idSeller` and `idEstado`; the dates are optional for them
     *       (absent: the last 360 days).
     *     - `Pendiente` (a queue of GET /api/Pendientes): only the queue's
     *       settlements; with it, the dates are optional for everyone (both absent: no date
     *       bound, so that every record the queue counts is listed).
     *
     *     Others 403.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3), Seller (4) and Contable (8).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     */
    get: operations['buscarLiquidaciones'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/BuscarOrdenesPorFecha': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The orders a new settlement may hold (BuscarOrdenesPorFecha: idSeller, fechaDesde, fechaHasta, idEstado -> ordenesAptasParaLiquidar).
     * @description DECISIONS 21: the seller's orders whose market day is within `fechaDesde`..`fechaHasta`,
     *     in facturado (2) or entregado (4), not cancelled by the marketplace, not in a live
     *     settlement; oldest first. Each row carries the amounts of DECISIONS 22 (importeOrden =
     *     montoVenta, importeComisionNeta = montoComision, importeComisionTotal = neta x 1.21,
     *     totalOrden = importeOrden - importeComisionTotal). `idEstado` (2 or 4) narrows to one
     *     of the two states. Checks, each a 400: 'Debe seleccionar una fecha inicial', 'Debe
     *     seleccionar una fecha final', 'Debe seleccionar un Seller', the 360-day bound, an
     *     inverted range, a range ending after today, an unknown seller. Staff only (403).
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     */
    get: operations['ordenesAptasParaLiquidar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/BuscarNovedades': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The novedades a new settlement may hold (BuscarNovedades: same filter -> novedades).
     * @description DECISIONS 21: the seller's confirmed (2) novedades not in a live settlement, oldest
     *     first. Their own date does not limit them (a confirmed adjustment waits for the next
     *     settlement), so only `idSeller` is read: 400 'Debe seleccionar un Seller' when absent,
     *     400 for an unknown seller; `fechaDesde` and `fechaHasta` are accepted as the screen
     *     sends them and checked like BuscarOrdenesPorFecha's. Staff only (403).
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     */
    get: operations['novedadesAptasParaLiquidar'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/CrearLiquidacionFinal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create a draft settlement (CrearLiquidacionFinal: ordenesSeleccionadas, novedadesSeleccionadas, Seller, idEstado).
     * @description The settlement machine's CREAR: types 1 and 2 (staff); others 403. Checks,
     *     each with nothing written: 400 'Debe seleccionar un Seller' (absent or 0) or 'El
     *     seller no existe.'; 400 'Selecione alguna orden. No puede crear una liquidacion sin
     *     orden' (no order); 400 when a selected order or novedad does not exist, is another
     *     seller's or is not in a state a settlement takes (orders: facturado or entregado, not
     *     cancelled by the marketplace; novedades: Confirmada); 409 when one is already in a live
     *     settlement (DECISIONS 21), also when two drafts race for one order (the database's
     *     unique index answers: exactly one wins).
     *
     *     In one transaction: the header (status 2 En Preparación, `idEstado` must be 2: 002
     *     §4, no button creates a confirmed one), one order row per order (DECISIONS 22), one
     *     novedad row per novedad (signed by its action, DECISIONS 20; the novedad gets
     *     `idLiquidacion`), one logistics fee row per order that pays a fee (the quote of
     *     DECISIONS 23 at the order's day; sellers with own logistics and orders no window or
     *     cell covers pay none), one rebate row per order and rebate of its listings that was
     *     Activo on the order's day (DECISIONS 24: state 3 Activo, or 4 Finalizado — a rebate
     *     ends as Finalizado only after being Activo —, the order's day within its validity;
     *     the marketplace's share per unit x the units sold), the header's figures as the sums
     *     of those rows (src/domain/settlement-math.ts; no taxes until 'Calcular Percepcion
     *     Retencion'), and the audit row. The period is the first to the last order's day.
     *     Answers 002 §8's 'El borrador de liquidacion fue creado con éxito.' and the header.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `409` the settlement's current state does not allow it (the message says why); nothing
     *       changes.
     */
    post: operations['crearLiquidacion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/ConsultarDetalleLiquidacion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A settlement's header (ConsultarDetalleLiquidacion by idLiquidacion, idSeller, borrador).
     * @description The header as stored (002 §3), its figures the sums of its rows.
     *
     *     **Scope (002 §6).** Staff and accounting read any live settlement; types 3 and 4 only
     *     their own seller's confirmed ones. A settlement that does not exist, was deleted, is
     *     not the `idSeller` sent (when above 0), or is out of the caller's scope: 404, no data.
     *     `borrador` is accepted as the screens send it and not read. Others 403.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3), Seller (4) and Contable (8).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the settlement it names does not exist.
     */
    get: operations['detalleLiquidacion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/Historial': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A settlement's Historial: every step, who took it and when (not in the spec).
     * @description Newest first, 50 a page: its creation, each save of the draft's orders and novedades,
     *     each calculation of perceptions and withholdings (the settlement's total before and
     *     after), its confirmation (with the invoice number) and its cancellation. States as the
     *     settlement's screen names them (En Preparación, Liquidación Confirmada; Eliminada for a
     *     cancelled draft).
     *
     *     **Who.** Whoever reads the settlement (GET /api/Liquidaciones/ConsultarDetalleLiquidacion),
     *     with the same scope: staff and accounting any settlement that was not deleted; seller
     *     admins and sellers only their own seller's confirmed ones. Anything else (one that does
     *     not exist, a deleted one, another seller's, a draft to a seller): 404 'La liquidación no
     *     existe.'. A seller's user reads a step taken by the marketplace's people as taken by
     *     'Marketplace', with the user's type.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller administrador (3), Seller (4) and Contable (8).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the settlement it names does not exist, was deleted, is another seller's, or is a draft and the caller a seller's user.
     */
    get: operations['historialLiquidacion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/BuscarOrdenesDeLiquidacion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A settlement's order rows.
     * @description The order rows as stored (002 §3, DECISIONS 22), by order id, each `checked`, with `retencion` the stored retentions of that order (0 until calculated).
     *
     *     **Scope (002 §6).** Staff and accounting read any live settlement; types 3 and 4 only
     *     their own seller's confirmed ones. A settlement that does not exist, was deleted, is
     *     not the `idSeller` sent (when above 0), or is out of the caller's scope: 404, no data.
     *     `borrador` is accepted as the screens send it and not read. Others 403.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3), Seller (4) and Contable (8).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the settlement it names does not exist.
     */
    get: operations['ordenesDeLiquidacion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/BuscarNovedadesDeLiquidacion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A settlement's novedades.
     * @description The novedades it holds, by id (their `idLiquidacion` is this settlement's).
     *
     *     **Scope (002 §6).** Staff and accounting read any live settlement; types 3 and 4 only
     *     their own seller's confirmed ones. A settlement that does not exist, was deleted, is
     *     not the `idSeller` sent (when above 0), or is out of the caller's scope: 404, no data.
     *     `borrador` is accepted as the screens send it and not read. Others 403.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3), Seller (4) and Contable (8).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the settlement it names does not exist.
     */
    get: operations['novedadesDeLiquidacion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/BuscarFeesDeLiquidacion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A settlement's logistics fee rows (table Fee Logístico, with the logistics data).
     * @description One row per order that pays a fee (DECISIONS 23): the quote stored when the draft was made or saved, `importe` net of VAT.
     *
     *     **Scope (002 §6).** Staff and accounting read any live settlement; types 3 and 4 only
     *     their own seller's confirmed ones. A settlement that does not exist, was deleted, is
     *     not the `idSeller` sent (when above 0), or is out of the caller's scope: 404, no data.
     *     `borrador` is accepted as the screens send it and not read. Others 403.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3), Seller (4) and Contable (8).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the settlement it names does not exist.
     */
    get: operations['feesDeLiquidacion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/BuscarRebatesDeLiquidacion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A settlement's rebate rows (table Rebates, rebate row).
     * @description One row per order and rebate (DECISIONS 24): `rebateMarket` and `rebateSeller` per unit, `unidades` sold, `totalRebateMarket` the credit (the marketplace's share x units).
     *
     *     **Scope (002 §6).** Staff and accounting read any live settlement; types 3 and 4 only
     *     their own seller's confirmed ones. A settlement that does not exist, was deleted, is
     *     not the `idSeller` sent (when above 0), or is out of the caller's scope: 404, no data.
     *     `borrador` is accepted as the screens send it and not read. Others 403.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3), Seller (4) and Contable (8).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the settlement it names does not exist.
     */
    get: operations['rebatesDeLiquidacion'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/ConfirmarLiquidacion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Confirm a draft with its invoice (ConfirmarLiquidacion: IdLiquidacion, NumeroComprobante, IdTipoComprobante, codigoSAP).
     * @description The settlement machine's CONFIRMAR: type 8 (accounting); others 403. Checks, in
     *     this order, each with nothing written: 400 'Debe ingresar un Numero de Factura.' (absent or
     *     blank; at most 30 characters), 400 'Debe seleccionar un Tipo de Factura.' (absent or 0; an
     *     unknown type 400); `codigoSAP` is an optional integer. The draft is locked: 409 when it is
     *     not a draft (already confirmed, or deleted) — two confirms of one draft: exactly one wins,
     *     the other 409. In one transaction it moves to 3 Liquidada with the invoice, each of its
     *     novedades goes to 3 Liquidada (the novedad machine's LIQUIDAR, with its audit row), and its
     *     audit row; no amount changes. Answers 002 §8's 'La liquidacion fue confirmada con exito.'
     *     and the header.
     *
     *     A settlement that does not exist: 404, nothing written.
     *
     *     **Who may call it:** users of type Contable (8).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the settlement it names does not exist.
     *     - `409` the settlement's current state does not allow it (the message says why); nothing
     *       changes.
     */
    put: operations['confirmarLiquidacion'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/EliminarLiquidacion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Cancel a draft (EliminarLiquidacion: IdLiquidacion; 'Anulación Liquidación').
     * @description The settlement machine's ANULAR: types 1 and 2 (staff); others 403. 409 when it is not
     *     a draft (a confirmed settlement is final; a deleted one is already cancelled). DECISIONS
     *     19: it is marked deleted (kept for audit, with its rows), frees its orders and novedades
     *     (they are eligible again; the novedades lose their `idLiquidacion`), with its audit row,
     *     in one transaction. Answers 002 §8's 'La liquidación fue eliminada con éxito' and the
     *     header. A settlement that does not exist: 404, nothing written.
     *
     *     **Types 3 and 4 (seller admin, seller): 403, whatever the settlement.** 002 §6 says the
     *     seller admin 'can cancel', but cancelling acts on a draft only (a confirmed settlement is
     *     final: DECISIONS 19, 20), and 002 §6 also says types 3 and 4 'see only their own
     *     settlements with status 3': a seller never sees a draft, so there is never one it could
     *     cancel. The machine (machines/settlement.ts) gives the event no seller role, and the
     *     server, which asks it, answers 403 before it reads the settlement (its own confirmed one,
     *     another's, one that does not exist alike); the 409 is for staff.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the settlement it names does not exist.
     *     - `409` the settlement's current state does not allow it (the message says why); nothing
     *       changes.
     */
    put: operations['eliminarLiquidacion'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/EditarLiquidacion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Save a draft with other orders and novedades (EditarLiquidacion: CuerpoOrdenes, CuerpoNovedad, IdLiquidacion, IdEstado).
     * @description The settlement machine's GUARDAR: types 1 and 2 (staff); others 403. 409 when it is not a draft. 400
     *     'Seleccione alguna orden. No puede crear una liquidacion sin orden' when no order is sent.
     *     `CuerpoOrdenes` and `CuerpoNovedad` are the ids the draft holds from now on: in one
     *     transaction its rows are replaced (what it held is freed first, so it may keep any of it),
     *     every id checked as CrearLiquidacionFinal checks it (400 / 409, nothing written), the fee
     *     and rebate rows quoted again, the stored tax detail dropped (calculate again) and the header
     *     recomputed as the sum of the rows, with its audit row. `IdEstado` must be 2 (002 §4: the draft
     *     saves with status 2). Answers 002 §8's 'La liquidacion fue actualizada con exito.' and the
     *     header. A settlement that does not exist: 404, nothing written.
     *
     *     **Who may call it:** users of type Categoría (1) and Administrador moderador (2) (the
     *     marketplace's staff).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the settlement it names does not exist.
     *     - `409` the settlement's current state does not allow it (the message says why); nothing
     *       changes.
     */
    put: operations['editarLiquidacion'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/CalcularPercepcionRetencionesLiquidacion': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Calculate a draft's withholdings and perceptions (CalcularPercepcionRetencionesLiquidacion: idLiquidacion -> totalRetenciones, totalPercepcion, retenciones).
     * @description The settlement machine's CALCULAR: type 8 (accounting); others 403. 409 when it is
     *     not a draft. DECISIONS 25: every active regime of the seeded table applied
     *     (src/domain/settlement-math.ts applyRegimes): retentions on each order's amount, perceptions
     *     on what the marketplace invoices the seller (commission and fee net of VAT), each below its
     *     minimum not applying. In one transaction the tax detail rows replace the stored ones and the
     *     header's totalRetenciones, totalPercepcion and totalLiquidacion are recomputed from the rows,
     *     with its audit row. Answers the totals, the retention per order and the header. A
     *     settlement that does not exist: 404, nothing written.
     *
     *     **Types 3 and 4 (seller admin, seller): 403, whatever the settlement.** 002 §6 lets types
     *     4 and 8 use 'Calcular Percepcion Retencion', but the calculation acts on a draft only (a
     *     confirmed settlement is final and confirming changes no amount: DECISIONS 19, 20, 25),
     *     and 002 §6 also says types 3 and 4 'see only their own settlements with status 3': a
     *     seller never sees a draft, so there is never one it could calculate. The machine
     *     (machines/settlement.ts) gives the event to accounting only, and the server, which asks
     *     it, answers 403 before it reads the settlement (its own confirmed one, another's, one that
     *     does not exist alike); the 409 is for accounting.
     *
     *     **Who may call it:** users of type Contable (8).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call.
     *     - `404` the settlement it names does not exist.
     *     - `409` the settlement's current state does not allow it (the message says why); nothing
     *       changes.
     */
    post: operations['calcularLiquidacion'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/CargasTributarias': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A settlement's stored tax detail (scope orden or liquidacion, and order id).
     * @description The detail rows stored by the last calculation (002 §3 tax detail: id, regimen,
     *     alicuota in percent, monto, montoADevolver, saldo, baseImponible; nothing is refunded,
     *     so montoADevolver is 0 and saldo the amount). `alcance=orden` with `idOrden` (400
     *     without it): that order's retentions in detalleTributarioOrdenes;
     *     `alcance=liquidacion` (the default): every order's retentions in
     *     detalleTributarioOrdenes and the settlement's perceptions in
     *     detalleTributarioLiquidacion. Staff, sellers and accounting read it; a settlement
     *     that does not exist or is out of the caller's scope (002 §6): 404, no data.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3), Seller (4) and Contable (8).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the settlement it names does not exist.
     */
    get: operations['cargasTributarias'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/ExportarLiquidacionExcel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The settlement as a workbook (ExportarLiquidacionExcel -> excel base64).
     * @description The header (seller, CUIT, period, number, state, invoice, every total of 002 §3) and
     *     every table on its own sheet: Órdenes, Novedades, Fee Logístico, Rebates and the tax
     *     detail (Retenciones by order, Percepciones). Money cells are numbers with two decimals
     *     (format #,##0.00), dates are date cells (dd-mm-yyyy); the totals are the stored header's.
     *     Staff (1, 2), seller admin (3) and accounting (8) (002 §6 'export the draft to Excel');
     *     a seller admin only its own seller's confirmed settlements.
     *     A settlement that does not exist, is deleted, or is out of the caller's scope (a
     *     seller asking for another seller's settlement or for a draft): 404, no data. Read-only
     *     users, suppliers and others: 403.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3) and Contable (8).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the settlement or document it names does not exist.
     *     - `409` the settlement or document's current state does not allow it (the message says why);
     *       nothing changes.
     *     - `429` too many of these requests in a short time: wait and try again.
     */
    get: operations['exportarLiquidacionExcel'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/LiquidacionPdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The settlement document as PDF (LiquidacionPdf -> pdf base64).
     * @description A real settlement document: the seller's razón social and CUIT, the period (first and
     *     last order day), the number and state, the invoice when confirmed, every order row,
     *     novedad, fee and rebate row, the tax detail and the header's totals, over as many A4
     *     pages as needed with 'Página N de M'. The timestamp of the name is the market time
     *     (YYYYMMDDHHmmss). Staff (1, 2), accounting (8), and the settlement's own seller (3, 4)
     *     for its confirmed settlements.
     *     A settlement that does not exist, is deleted, or is out of the caller's scope (a
     *     seller asking for another seller's settlement or for a draft): 404, no data. Read-only
     *     users, suppliers and others: 403.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3), Seller (4) and Contable (8).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the settlement or document it names does not exist.
     *     - `409` the settlement or document's current state does not allow it (the message says why);
     *       nothing changes.
     *     - `429` too many of these requests in a short time: wait and try again.
     */
    get: operations['liquidacionPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/ExportarCertificadosPdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One certificate PDF per tax regime applied, zipped (certificadosPdf.zip).
     * @description For every regime of the stored tax detail (DECISIONS 25) a retención or percepción
     *     certificate: the agent, the subject (seller, CUIT), the settlement, the regime, its
     *     alícuota, the base imponible and the amount (by order for retentions). A settlement
     *     without a tax detail (not calculated, or no regime applied): 409 with a Spanish
     *     errores message, no zip. Roles as LiquidacionPdf.
     *     A settlement that does not exist, is deleted, or is out of the caller's scope (a
     *     seller asking for another seller's settlement or for a draft): 404, no data. Read-only
     *     users, suppliers and others: 403.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3), Seller (4) and Contable (8).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the settlement or document it names does not exist.
     *     - `409` the settlement or document's current state does not allow it (the message says why);
     *       nothing changes.
     *     - `429` too many of these requests in a short time: wait and try again.
     */
    get: operations['exportarCertificadosPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/ExportarCertificadoImpuestosAnexos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The tax annex, zipped (certificadoImpuestosAnexo.zip).
     * @description The tax detail by order: a PDF (every order with its regimes, bases, alícuotas and
     *     amounts, the perceptions of the settlement and the totals of the header) and the same
     *     detail as xlsx. Without a tax detail: 409 with a Spanish errores message. Roles as
     *     LiquidacionPdf.
     *     A settlement that does not exist, is deleted, or is out of the caller's scope (a
     *     seller asking for another seller's settlement or for a draft): 404, no data. Read-only
     *     users, suppliers and others: 403.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3), Seller (4) and Contable (8).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the settlement or document it names does not exist.
     *     - `409` the settlement or document's current state does not allow it (the message says why);
     *       nothing changes.
     *     - `429` too many of these requests in a short time: wait and try again.
     */
    get: operations['exportarCertificadoImpuestosAnexos'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/ExportarRetencionesYPercepciones': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The retentions and perceptions, zipped (ExportarRetencionesYPercepciones -> data.comprimidoZip).
     * @description Two PDFs: 'Retenciones' (every retention by order and regime, its total equal to the
     *     header's totalRetenciones) and 'Percepciones' (every perception of the settlement, its
     *     total equal to totalPercepcion). Without a tax detail: 409 with a Spanish errores
     *     message, no zip. Roles as LiquidacionPdf; out of scope: 404, no data.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3), Seller (4) and Contable (8).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the settlement or document it names does not exist.
     *     - `409` the settlement or document's current state does not allow it (the message says why);
     *       nothing changes.
     *     - `429` too many of these requests in a short time: wait and try again.
     */
    get: operations['exportarRetencionesYPercepciones'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Liquidaciones/Cotizaciones': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The logistics fee quotes of settlements (Cotizaciones: list of idLiquidacion -> datosFee).
     * @description The stored fee rows (002 §3 logistics fee row, DECISIONS 23) of each settlement of
     *     `idLiquidacion` (1 to 100 distinct ids), in the order asked and then by order id, each
     *     with its settlement, the zone and scale it was quoted on (when the quote still
     *     exists), the net amount and the amount with VAT (x 1.21, the header's rule). Staff,
     *     sellers and accounting; a settlement that does not exist or is out of the caller's
     *     scope (a seller: only its own confirmed ones): 404, no data.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller
     *     administrador (3), Seller (4) and Contable (8).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the body or a parameter is not valid; the messages say which, and nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every screen that uses
     *       this call, or the record belongs to another seller.
     *     - `404` the settlement or document it names does not exist.
     */
    post: operations['cotizacionesLiquidaciones'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/Vistas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The session user's saved views ('Vistas guardadas'), of one list or all.
     * @description The user's views in the order they were saved, of the list `Lista` (a route path of
     *     the lists with a filter) or of every list. A view of a list the user may no longer open
     *     (its type, or a menu item hidden by its hiddenItemsIds) is not answered: it stays
     *     stored, and shows again if the screen comes back. A read-only user (6) lists, and
     *     has, none: it saves nothing, and the writes answer it 403.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller administrador (3), Seller (4), Solo lectura
     *       (6), Proveedor (7) and Contable (8).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every list with a filter.
     */
    get: operations['listarVistas'];
    /**
     * Rename a saved view ('Vista renombrada').
     * @description The name's checks of creating (a view may take its own name in another case). Another
     *     user's view, or one of a list the user may no longer open, answers 404.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller administrador (3), Seller (4), Proveedor
     *       (7) and Contable (8).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the name is not valid or is taken in that list; nothing changes.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every list with a filter.
     *     - `404` the view does not exist, is another user's, or is of a list the user may no longer open.
     */
    put: operations['renombrarVista'];
    /**
     * 'Guardar vista': the current filter of a list under a name ('Vista guardada').
     * @description Stores `busqueda` (the list's URL search as the screen validated it: an object of at
     *     most 30 fields, texts of at most 200 characters or numbers, 2000 characters of JSON at
     *     most; its page `pagina` is left out, a view opens on the first page) under `nombre`.
     *     400 with one message, nothing stored: 'El nombre debe tener entre 1 y 40 caracteres.'
     *     (trimmed; characters as a reader counts them), 'El nombre contiene caracteres no
     *     válidos.', 'Ya tiene una vista con ese nombre.' (the user's views of the same list,
     *     ignoring case), 'Puede guardar hasta 20 vistas por listado.', 'El filtro de la vista
     *     no es válido.'. A list the user may not open answers 403. The limit and the uniqueness
     *     hold under concurrent saves: the user's row is locked for the count, and a unique index
     *     backs the name.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller administrador (3), Seller (4), Proveedor
     *       (7) and Contable (8).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` the name or the search is not valid, the name is taken in that list, or the list already holds 20 views; the messages say which, and nothing is saved.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above (a read-only user saves no views), or it may not open that list.
     */
    post: operations['crearVista'];
    /**
     * Delete a saved view ('Vista eliminada').
     * @description Another user's view, or one of a list the user may no longer open, answers 404 and
     *     nothing is deleted.
     *
     *     **Who may call it:** users of type Categoría (1), Administrador moderador (2), Seller administrador (3), Seller (4), Proveedor
     *       (7) and Contable (8).
     *
     *     **Errors** (each answers `{ "errores": [...] }` with Spanish messages):
     *     - `400` a parameter is not valid; the messages say which.
     *     - `401` no session, or it expired or was revoked: log in again.
     *     - `403` the user's type is not one of those above, or its menu hides every list with a filter.
     *     - `404` the view does not exist, is another user's, or is of a list the user may no longer open.
     */
    delete: operations['eliminarVista'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    /** @enum {string} */
    IdPendiente:
      | 'publicacionesRevision'
      | 'publicacionesDesaprobadas'
      | 'rebatesRespuesta'
      | 'ordenesSinFacturar'
      | 'solicitudesAnulacion'
      | 'solicitudesRespondidas'
      | 'ventasVerdesSinOblea'
      | 'liquidacionesBorrador'
      | 'liquidacionesPorConfirmar';
    Pendientes: {
      pendientes: {
        id: components['schemas']['IdPendiente'];
        cantidad: number;
      }[];
    };
    Errores: {
      errores: string[];
    };
    Health: {
      /** @enum {string} */
      estado: 'ok';
      /** @enum {string} */
      baseDeDatos: 'pglite' | 'postgresql';
    };
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
    /** @description 1 category, 2 admin moderator, 3 seller admin, 4 seller, 5 reset password, 6 read-only, 7 supplier, 8 accounting. */
    TipoUsuario: number;
    LoginResponse: {
      token: string;
      idSeller: number | null;
      nombre: string;
      tipoUsuario: components['schemas']['TipoUsuario'];
      userId: number;
      hiddenItemsIds: number[];
      /**
       * Format: date-time
       * @description When the session ends: SESSION_TTL_HOURS (12 by default) after the login. Calls
       *     with the token answer 401 from then on.
       */
      fechaExpiracion: string;
    };
    TokenResetPasswordResponse: {
      /** @description Identifier of the request (not the temporary password, which only travels by mail). */
      token: string;
    };
    UsuarioFila: {
      idUsuario: number;
      nombreUsuario: string;
      email: string;
      tipoUsuario: components['schemas']['TipoUsuario'];
      activo: boolean;
      idSeller: number | null;
    };
    BuscarUsuariosResponse: {
      usuarios: components['schemas']['UsuarioFila'][];
      cantidadTotal: number;
    };
    CrearUsuarioRequest: {
      idSeller?: number | null;
      password: string;
      confirmarPassword?: string;
      usuario: string;
      email: string;
      /** @description Always true (001 §9); the mail is sent whatever it says. */
      enviarEmail: boolean;
      tipoUsuario: components['schemas']['TipoUsuario'];
      /** @description The creator (the session's user). */
      idUsuario: number;
      /** @description Only for type 7 (required there, 0 or more); otherwise null. */
      idProveedor?: number | null;
    };
    CrearUsuarioResponse: {
      idUsuario: number;
      mensaje: string;
    };
    CambiarEstadoUsuarioRequest: {
      idUsuario: number;
      idSeller?: number | null;
      usuario?: string;
      activar: boolean;
      pausar: boolean;
    };
    CambiarEstadoUsuarioResponse: {
      activo: boolean;
      mensaje: string;
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
      /** @description The user's integration token (read-only), or null. */
      token: string | null;
    };
    HistorialEntrada: {
      /**
       * Format: date-time
       * @description When it was written (the screen shows it in market time, dd/mm/aaaa HH:mm).
       */
      fecha: string;
      /**
       * @description Who did it: the user's name; 'Marketplace' when a seller's user reads a change made by
       *     the marketplace's staff; null when no user did it (the system).
       */
      usuario: string | null;
      /** @description The user's type in words ('Administrador moderador'); null with no user. */
      tipoUsuario: string | null;
      /** @description The state before, in the spec's label ('PENDIENTE'); null when none or not a state change. */
      desde: string | null;
      /** @description The state after, in the spec's label ('FACTURADO'); null when none or not a state change. */
      hacia: string | null;
      /** @description The action in words ('Cargó la factura'). */
      accion: string;
      /**
       * @description What was given with it, one line each ('Motivo: …', 'Comentario: …', 'Archivo: …',
       *     'Antes: …', 'Ahora: …'); 'sin detalle' where a row written before the journal kept
       *     details lacks the one its action carries.
       */
      detalle: string[];
      /** @description The file or batch a bulk change came from. */
      lote: string | null;
    };
    /**
     * @description One page of a record's Historial: every change of the record the viewer
     *     may see, newest first (fecha, then the order they were written), 50 a page.
     */
    Historial: {
      entradas: components['schemas']['HistorialEntrada'][];
      /** @description Every change the viewer may see of the record (the pager's last page). */
      total: number;
      numeroPagina: number;
      /** @constant */
      cantidadPagina: 50;
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
    /** @description Pesos with two decimals (DECISIONS 7). */
    Importe: number;
    Cantidad: number;
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
    /**
     * @description 1 stock, 2 price, 3 new order, 4 cancelled order, 6 instalment change.
     * @enum {integer}
     */
    IdTipoNotificacion: 1 | 2 | 3 | 4 | 6;
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
    SellerFila: {
      idSeller: number;
      razonSocial: string;
      cuit: string | null;
      email: string | null;
      telefono: string | null;
      /** @description Street, number, locality and province in one line ('' when none). */
      domicilio: string;
      /** @enum {integer} */
      estado: 1 | 2 | 3;
    };
    ListarSellersResponse: {
      paginateSellers: {
        elementos: components['schemas']['SellerFila'][];
        cantidadTotal: number;
        cantidadPagina: number;
      };
    };
    /** @description The seller's fields of 001 §3 as the form edits them (limits of 001 §5). */
    SellerCampos: {
      idIntegrador?: number;
      razonSocial: string;
      domicilio?: string | null;
      numeroDomicilio?: number | null;
      localidad?: string | null;
      provincia?: string | null;
      codigoPostal?: number | null;
      telefono?: string | null;
      cuit: string;
      email: string;
      emailDespacho?: string | null;
      urlPushOrdenes?: string | null;
      sufijo?: string | null;
      idTipoFacturacion?: number | null;
      idEmpresaEnviopack?: number | null;
      modalidadEPK?: string | null;
      diasCorte?: number | null;
      diasPlazoPago?: number | null;
      nombreTienda?: string | null;
      /** @description The current URL (kept), a base64 png/jpeg (replaces it), or null (removed). */
      logo?: string | null;
      tiendaActiva?: boolean;
      envioPropio?: boolean;
      internacional?: boolean;
      slugTienda?: string | null;
      emisionFacturaA?: boolean;
    };
    BannerSeller: {
      id: number;
      idSeller: number;
      descripcion: string;
      cdnUrl: string;
      eliminado: boolean;
    };
    UsuarioSeller: {
      idUsuario: number;
      nombreUsuario: string;
      email: string;
      tipoUsuario: number;
      activo: boolean;
    };
    SellerDetalle: {
      idSeller: number;
      codigo: string | null;
      /** @enum {integer} */
      estado: 1 | 2 | 3;
      idSituacionIva: number | null;
      cdn: components['schemas']['BannerSeller'][];
      /** @description Ids of the publication types the seller may use. */
      tiposPublicacion: number[];
      /** @description The seller's users (seller admins and sellers), for the Moderador and Usuario tabs. */
      usuarios: components['schemas']['UsuarioSeller'][];
    } & WithRequired<
      components['schemas']['SellerCampos'],
      'logo' | 'idIntegrador' | 'tiendaActiva' | 'envioPropio' | 'internacional' | 'emisionFacturaA'
    >;
    CuentaUsuario: {
      nombreUsuario: string;
      email: string;
      /** @description AES-CBC encrypted (DECISIONS 15). */
      password: string;
      /** @description AES-CBC encrypted (DECISIONS 15). */
      confirmarPassword: string;
    };
    CrearSeller: {
      nombreUsuario: string;
      emailUsuario: string;
      password: string;
      confirmarPassword: string;
      usuario?: components['schemas']['CuentaUsuario'];
      listaIdsTipoPublicacion?: number[];
    } & components['schemas']['SellerCampos'];
    CrearSellerResponse: {
      idSeller: number;
      mensaje: string;
    };
    EditarSeller: {
      idSeller: number;
      emailUsuario?: string | null;
      nombreUsuario?: string | null;
      password?: string | null;
      confirmarPassword?: string | null;
    } & components['schemas']['SellerCampos'];
    Mensaje: {
      mensaje: string;
    };
    CambiarEstadoSeller: {
      listRequest: {
        idSeller: number;
        idEstado: number;
      }[];
    };
    Codigo: {
      codigo: number;
      descripcion: string;
    };
    TipoPublicacionSeller: {
      codigo: number;
      descripcion: string;
      comision: number;
      seleccionado: boolean;
    };
    TiposPublicacionSellerResponse: {
      elementos: components['schemas']['TipoPublicacionSeller'][];
      cantidadTotal: number;
      /** @description Every id the seller has, over all pages. */
      seleccionados?: number[];
    };
    AsociarTiposPublicacion: {
      idSeller: number;
      listaIdsTipoPublicacion: number[];
    };
    EditarCdnSeller: {
      idSeller: number;
      bannersSellers: {
        id: number;
        idSeller?: number;
        descripcion: string;
        cdnUrl: string;
        eliminado?: boolean;
      }[];
    };
    CrearCdnSeller: {
      idSeller: number;
      bannersSellers: {
        descripcion: string;
        cdnUrl: string;
      }[];
    };
    Entrega: {
      costo: number | null;
      diasEntrega: number | null;
    };
    LogisticaPropia: {
      escalas: {
        idEscala: number;
        descripcion: string;
        amba: components['schemas']['Entrega'];
        interior: components['schemas']['Entrega'];
        patagonia: components['schemas']['Entrega'];
      }[];
      envioGratisZona: {
        /** @enum {integer} */
        idZona: 1 | 2 | 3;
        habilitada: boolean;
        envioGratis: boolean;
      }[];
    };
    ActualizarLogisticaPropia: {
      idSeller: number;
      zonas: {
        idZona: number;
        habilitada: boolean;
        envioGratis: boolean;
        escalas: {
          idEscala: number;
          entrega: components['schemas']['Entrega'];
        }[];
      }[];
    };
    /**
     * @description The estados a list shows (1 to 4).
     * @enum {integer}
     */
    EstadoPublicacionVivo: 1 | 2 | 3 | 4;
    /**
     * @description 1 activo, 2 pausado, 3 pendiente_activacion, 4 en_revision, 5 eliminado (DECISIONS 16).
     * @enum {integer}
     */
    EstadoPublicacion: 1 | 2 | 3 | 4 | 5;
    /** @description What a card of /Publicaciones shows (000 §2.6). */
    PublicacionTarjeta: {
      idPublicacion: number;
      idSeller: number;
      nombreSeller: string;
      /** Format: date-time */
      fechaPublicacion: string;
      imagen: string | null;
      titulo: string;
      descripcionMarca: string | null;
      descripcionCategoria: string | null;
      skuSeller: string | null;
      skuMarket: string | null;
      tipoPublicacion: string | null;
      stock: number;
      tipoEntrega: number[];
      envioGratis: boolean;
      precioLista: components['schemas']['Importe'];
      precioPromocional: components['schemas']['Importe'] | null;
      estado: components['schemas']['EstadoPublicacion'];
      exceptuado: boolean;
    };
    CantidadesPublicaciones: {
      enRevision: number;
      activos: number;
      conStockNoPublicados: number;
    };
    ListaPublicaciones: {
      elementos: components['schemas']['PublicacionTarjeta'][];
      /** @description Listings that match, over all pages. */
      cantidadTotal: number;
      cantidadPagina: number;
      cantidades: components['schemas']['CantidadesPublicaciones'];
    };
    IdPublicacion: number;
    CambioEstadoPublicacion: {
      idPublicacion: components['schemas']['IdPublicacion'];
      estado: components['schemas']['EstadoPublicacion'];
      idMotivoRevision?: number | null;
      observacionesRevision?: string | null;
    };
    TipoPublicacion: {
      idTipoPublicacion: number;
      codigo: string;
      descripcion: string;
      /** @description Percentage of the sale. */
      comision: number;
    };
    /** @description Up to 3 digits and 1 decimal each (000 §5). */
    Dimension: {
      alto: number;
      ancho: number;
      profundidad: number;
      peso: number;
    };
    /** @description A listing with every field of 000 §3. */
    Publicacion: {
      idPublicacion: number;
      idSeller: number;
      nombreSeller: string;
      titulo: string;
      ean: string | null;
      categoria: string | null;
      descripcionCategoria: string | null;
      marca: string | null;
      descripcionMarca: string | null;
      stock: number;
      skuSeller: string | null;
      skuMarket: string | null;
      precioLista: components['schemas']['Importe'];
      precioPromocional: components['schemas']['Importe'] | null;
      alicuotaIva: number | null;
      alicuotaImpuestoInterno: number | null;
      idTipoPublicacion: number | null;
      tipoPublicacion: components['schemas']['TipoPublicacion'] | null;
      tipoEntrega: number[];
      envioGratis: boolean;
      envioPropio: boolean;
      seller: {
        idSeller: number;
        /** @description The seller has own shipping (the own-logistics checkbox appears). */
        envioPropio: boolean;
      };
      dimensiones: components['schemas']['Dimension'][];
      imagenes: {
        idImagen: number;
        urlImagen: string;
        posicion: number;
      }[];
      /** @description Sanitised HTML. */
      descripcionAmpliada: string;
      observacion: string;
      linkYoutube: string;
      estado: components['schemas']['EstadoPublicacion'];
      idMotivoRevision: number | null;
      observacionesRevision: string | null;
      /** Format: date-time */
      fechaUltimaModificacion: string;
      /** Format: date-time */
      fechaPublicacion: string;
      garantiaFabrica: number;
      /** @description True when garantiaFabrica is above 0 (000 §5). */
      garantiaExtActiva: boolean;
      garantiaExtCuotas: number | null;
      codigoLegibilidad: string | null;
      idMoneda: number;
      /** @description A live rebate (state 1, 2 or 3) exists. */
      tieneRebate: boolean;
      /** @description 'PRODUCTO EXCEPTUADO' (shown to staff). */
      exceptuado: boolean;
      idUser: number | null;
    };
    ImagenPublicacion: {
      /** @description Absent or null for an image not saved yet. */
      idImagen?: number | null;
      urlImagen: string;
      posicion: number;
    };
    /** @description The fields the create and edit forms send (000 §2.7, §3); rules in 000 §5. */
    CamposPublicacion: {
      titulo: string;
      /**
       * @description Digits only: 8, 12, 13 or 14 of them with a valid GS1 check digit (validEan of
       *     src/domain/listing-rules.ts); empty or blank is no EAN. Otherwise 400 'El EAN debe
       *     tener 8, 12, 13 o 14 dígitos y un dígito verificador válido.'
       */
      ean?: string | null;
      categoria: string;
      marca: string;
      /** @description 0 to 9999; out of range answers the form's message (400). */
      stock: number;
      /** @description At most 30 characters (checked with the form's message). */
      skuSeller?: string | null;
      precioLista: components['schemas']['Importe'];
      /** @description Lower than precioLista; null when empty. */
      precioPromocional?: components['schemas']['Importe'] | null;
      alicuotaIva: number;
      alicuotaImpuestoInterno?: number | null;
      idTipoPublicacion: number;
      /** @description Always home delivery, [1] (000 §2.7). */
      tipoEntrega?: number[];
      /** @description 'Envio Gratis'; false means the buyer pays. */
      envioGratis?: boolean;
      envioPropio?: boolean;
      dimensiones?: components['schemas']['Dimension'][];
      imagenes: components['schemas']['ImagenPublicacion'][];
      /** @description Rich text (HTML); sanitised by the server. */
      descripcionAmpliada?: string;
      observacion?: string;
      linkYoutube?: string;
      /** @description Months, one of 0, 1, 3, 6, 12, 18, 24, 36, 60, 120 (000 §5). */
      garantiaFabrica?: number;
      /** @description The extended-warranty option chosen (its instalment count), if any. */
      garantiaExtCuotas?: number | null;
    };
    PublicacionNueva: components['schemas']['CamposPublicacion'] & {
      idSeller: number;
      idUser?: number | null;
    };
    EncabezadosPublicaciones: {
      cantidadTotal: number;
      enRevision: number;
      activos: number;
      conStockNoPublicados: number;
    };
    PublicacionEdicion: components['schemas']['CamposPublicacion'] & {
      idPublicacion: components['schemas']['IdPublicacion'];
      idUser?: number | null;
    };
    OpcionCatalogo: {
      codigo: string;
      descripcion: string;
    };
    OpcionesCatalogo: {
      elementos: components['schemas']['OpcionCatalogo'][];
    };
    /** @description A percentage with two decimals (12.35 means 12,35 %). */
    Porcentaje: number;
    /**
     * @description 1 Pendiente, 2 En revision, 3 Activo, 4 Finalizado, 5 Eliminado, 6 Rechazado (DECISIONS 17).
     * @enum {integer}
     */
    IdEstadoRebate: 1 | 2 | 3 | 4 | 5 | 6;
    /**
     * @description A rebate on a listing (000 §3 Rebate): a discount shared between the marketplace
     *     (the `Market` fields, DECISIONS 3) and the seller. Amounts are per unit, in pesos
     *     with two decimals; percentages are of precioInicial.
     */
    Rebate: {
      idRebate: number;
      idPublicacion: number;
      precioInicial: components['schemas']['Importe'];
      precioFinal: components['schemas']['Importe'];
      aCargoMarket: components['schemas']['Importe'];
      porcentajeMarket: components['schemas']['Porcentaje'];
      aCargoSeller: components['schemas']['Importe'];
      porcentajeSeller: components['schemas']['Porcentaje'];
      porcentajeTotalDescuento: components['schemas']['Porcentaje'];
      /** Format: date */
      fechaInicio: string;
      /**
       * Format: date
       * @description The last day of the validity (included), Argentine time.
       */
      fechaVencimiento: string;
      /** @description Units the rebate covers. */
      unidades: number;
      /** @description Units not sold yet with the rebate; at 0 an Activo rebate ends (4). */
      unidadesRestantes: number;
      /** @description The category user that sent it. */
      idCategoryGeneraRebate: number | null;
      /** @description The admin moderator that approved it (cleared when it is modified). */
      idAdminAprueba: number | null;
      /** @description The seller admin that accepted it. */
      idSellerAprueba: number | null;
      idEstadoRebate: components['schemas']['IdEstadoRebate'];
      /** @description The state's label (001 §4) - Pendiente, En revision, Activo, Finalizado, Eliminado, Rechazado. */
      estadoRebate: string;
      /**
       * @description The marketplace's share withdrawn when the rebate was given de baja after the
       *     seller accepted it ('Dar de baja', Activo to Rechazado): aCargoMarket times the
       *     units left unsold at that moment, the money the marketplace no longer owes the
       *     seller (DECISIONS 24 credits aCargoMarket per unit sold while Activo). 0 for every
       *     other rebate (live, declined before acceptance, deleted or ended).
       */
      anulacionMarket: components['schemas']['Importe'];
    };
    RebatePublicacion: {
      /** @description The listing's live rebate (1, 2 or 3), or null. */
      rebate: components['schemas']['Rebate'] | null;
    };
    /**
     * @description A card of 'Gestión de Rebates' (001 §2.5, §3 Rebate): the listing's seller, title,
     *     first image, SKUs and publication type, and the rebate itself as the listing's card
     *     reads it.
     */
    RebateGestion: {
      idSeller: number;
      razonSocial: string;
      titulo: string;
      skuSeller: string | null;
      skuMarket: string | null;
      /** @description The listing's first image (empty when it has none). */
      imagen: {
        urlImagen: string;
      }[];
      tipoPublicacion: {
        descripcion: string;
      } | null;
      /** @description Units sold with the rebate (shown on finished cards). */
      unidadesVendidas: number;
      rebate: components['schemas']['Rebate'];
    };
    ListaRebates: {
      elementos: components['schemas']['RebateGestion'][];
      cantidadTotal: number;
    };
    /**
     * @description What the rebate card sends (000 §7). Amounts in pesos with at most two decimals; the
     *     rules of 000 §5 are checked by the server with the card's Spanish texts (400), so
     *     negative values are not refused by the schema.
     */
    CamposRebate: {
      idPublicacion: components['schemas']['IdPublicacion'];
      precioInicial: components['schemas']['Importe'];
      precioFinal: components['schemas']['Importe'];
      aCargoMarket: components['schemas']['Importe'];
      aCargoSeller: components['schemas']['Importe'];
      /** @description Optional; when sent, the session's user (the server records the session's user). */
      idCategoryGeneraRebate?: number | null;
      /** Format: date */
      fechaInicio: string;
      /** Format: date */
      fechaVencimiento: string;
      unidades: number;
    };
    RebateNuevo: components['schemas']['CamposRebate'];
    IdRebate: number;
    RebateModificacion: components['schemas']['CamposRebate'] & {
      idRebate: components['schemas']['IdRebate'];
    };
    CambioEstadoRebate: {
      idRebate: components['schemas']['IdRebate'];
      /** @description The acting user (001 §4); optional, and when sent the session's user. */
      idUsuario?: number | null;
      idEstado: components['schemas']['IdEstadoRebate'];
    };
    ArchivoExcel: {
      /** @description The xlsx file, base64. */
      excelBase64: string;
      message: string;
      /** @description The name to save it as (ends in .xlsx). */
      nombreArchivo: string;
    };
    ArchivoSubido: {
      /** @description The xls or xlsx file, base64 (a data URL prefix is accepted); empty means no file. */
      file: string;
      filename: string;
    };
    /** @description One valid row of a mass-creation file (the fields of 000 §3, prices in pesos). */
    MasivaBulk: {
      fila: number;
      titulo: string;
      /**
       * @description Digits only: 8, 12, 13 or 14 of them with a valid GS1 check digit (validEan of
       *     src/domain/listing-rules.ts); empty or blank is no EAN. Otherwise 400 'El EAN debe
       *     tener 8, 12, 13 o 14 dígitos y un dígito verificador válido.'
       */
      ean: string | null;
      categoria: string;
      marca: string;
      stock: number;
      skuSeller: string | null;
      precioLista: components['schemas']['Importe'];
      precioPromocional: components['schemas']['Importe'] | null;
      alicuotaIva: number;
      alicuotaImpuestoInterno: number | null;
      idTipoPublicacion: number;
      envioGratis: boolean;
      dimensiones: components['schemas']['Dimension'][];
      descripcionAmpliada: string;
      garantiaFabrica: number;
      imagenes: string[];
    };
    /** @description A row that was not imported and why (the error file's 'Motivo'). */
    FilaError: {
      /** @description The Excel row number (the headers are row 1); the entry's position (1 first) for calls without a file. */
      fila: number;
      skuSeller: string | null;
      skuMarket: string | null;
      motivo: string;
    };
    LecturaCreacionMasiva: {
      masivaBulks: components['schemas']['MasivaBulk'][];
      errores: components['schemas']['FilaError'][];
      fallaronTodos: boolean;
    };
    ResultadoCreacionMasiva: {
      creadas: number;
      publicaciones: {
        fila: number;
        idPublicacion: number;
        skuMarket: string;
      }[];
      errores: components['schemas']['FilaError'][];
    };
    /** @description One row of a prices-and-stock file; only the imported options are filled (the others null). */
    FilaPrecioStock: {
      fila: number;
      idPublicacion: components['schemas']['IdPublicacion'];
      skuSeller: string | null;
      skuMarket: string;
      stock: number | null;
      precioLista: components['schemas']['Importe'] | null;
      precioPromocional: components['schemas']['Importe'] | null;
    };
    LecturaExcelSkuSeller: {
      /** @description True when any row was not imported. */
      error: boolean;
      mensaje: string;
      skuSellerFallo: string[];
      fallaronTodos: boolean;
      listaExcel: components['schemas']['FilaPrecioStock'][];
      errores: components['schemas']['FilaError'][];
    };
    ResultadoMasivo: {
      actualizadas: number;
      errores: components['schemas']['FilaError'][];
    };
    LecturaExcelCodigo: {
      error: boolean;
      mensaje: string;
      /** @description The SKUs (here SKU market) of the rows not imported. */
      skuSellerFallo: string[];
      fallaronTodos: boolean;
      listaElementos: components['schemas']['FilaPrecioStock'][];
      errores: components['schemas']['FilaError'][];
    };
    ResultadoTipoYEnvio: {
      actualizadas: number;
      errores: components['schemas']['FilaError'][];
      fallaronTodos: boolean;
    };
    /** @description The filter of GET /api/Publicaciones as a body (same names and meanings). */
    FiltroPublicaciones: {
      IdSeller?: components['schemas']['IdSellerFiltro'];
      SkuSeller?: string | null;
      SkuMarket?: string | null;
      Marca?: string | null;
      Categoria?: string | null;
      /**
       * @description The estados a list shows (1 to 4).
       * @enum {integer|null}
       */
      Estado?: 1 | 2 | 3 | 4 | null;
      /** Format: date */
      FechaDesde?: string | null;
      /** Format: date */
      FechaHasta?: string | null;
      IdTipoPublicacion?: number | null;
      /** @enum {integer|null} */
      Stock?: 0 | 1 | 2 | null;
    };
    ExportacionPublicaciones: {
      excelBase64: string;
      message: string;
      nombreArchivo: string;
      /** @description Listings written (one row each). */
      cantidad: number;
    };
    /**
     * @description DECISIONS 18 - 1 pendiente, 2 facturado, 3 solicitarAnulacion, 4 entregado, 5 anulado.
     * @enum {integer}
     */
    IdEstadoOrden: 1 | 2 | 3 | 4 | 5;
    TextoONulo: string | null;
    /** Format: date-time */
    Fecha: string;
    /** @description DECISIONS 3 - 0 Market, 1 Mega-Market, 2 Market-Express. */
    Plataforma: {
      /** @enum {integer} */
      codigo: 0 | 1 | 2;
      descripcion: string;
    };
    ProductoResumen: {
      cantidad: number;
      titulo: string;
      precioUnitario: components['schemas']['Importe'];
      skuSeller: components['schemas']['TextoONulo'];
      skuMarket: components['schemas']['TextoONulo'];
    };
    EstadoOrdenActual: {
      idEstado: components['schemas']['IdEstadoOrden'];
      /** @description The label of 001 §4 (PENDIENTE, FACTURADO, SOLICITUD ANULACION, ENTREGADO, ANULADO). */
      descripcion: string;
    };
    TipoEntrega: {
      /** @description 1 home delivery, 2 pickup at a branch. */
      codigo: number;
      descripcion: string;
    };
    /** @description The marketplace's cancellation (the internal sale status 'Anulado'). */
    AnulacionMarket: {
      anulado: boolean;
      motivoAnulacion: null | {
        idMotivo: number;
        descripcion: string;
        detalle: components['schemas']['TextoONulo'];
      };
    };
    /** @description The cancellation request of the order (idMotivo null when it came without a reason). */
    MotivoSolicitudOrden: {
      idMotivo: number | null;
      descripcion: components['schemas']['TextoONulo'];
      detalle: components['schemas']['TextoONulo'];
      fecha: components['schemas']['Fecha'] | null;
    };
    OrdenResumen: {
      idOrden: number;
      idReferencia: components['schemas']['TextoONulo'];
      fecha: components['schemas']['Fecha'];
      seller: {
        codigo: number;
        descripcion: string;
      };
      cliente: {
        nombre: string;
        apellido: string;
        documento: string;
      };
      plataforma: components['schemas']['Plataforma'];
      productos: components['schemas']['ProductoResumen'][];
      montoVenta: components['schemas']['Importe'];
      /** @description Staff only; null otherwise. */
      montoComision: components['schemas']['Importe'] | null;
      estado: components['schemas']['EstadoOrdenActual'];
      tipoEntrega: components['schemas']['TipoEntrega'];
      anulacionMarket: components['schemas']['AnulacionMarket'];
      motivoSolicitudOrden: components['schemas']['MotivoSolicitudOrden'] | null;
    };
    ListaOrdenes: {
      elementos: components['schemas']['OrdenResumen'][];
      cantidadTotal: number;
      /** @description Null for read-only users (the totals block is hidden). */
      montoVentasTotal: components['schemas']['Importe'] | null;
      /** @description Staff only; null otherwise. */
      montoComisionTotal: components['schemas']['Importe'] | null;
    };
    /** @description A phone order (001 §7 POST /api/Ordenes; the payload is not shown in the spec). */
    NuevaOrden: {
      /** @description The admin moderator's choice (required for it); a seller's own, when sent. */
      idSeller?: number | null;
      productos: {
        skuMarket: string;
        /** @description 1 to 99 ('Ingrese cantidad mayor a 0' below 1). */
        cantidad: number;
      }[];
      cliente: {
        nombre: string;
        apellido: string;
        /** @description Default DNI. */
        tipoDocumento?: string;
        documento: string;
        email?: string | null;
        telefono?: string | null;
        domicilio?: string | null;
        numeroDomicilio?: string | null;
        piso?: string | null;
        departamento?: string | null;
        codigoPostal?: string | null;
        localidad?: string | null;
        provincia?: string | null;
      };
      entrega: {
        /**
         * @description 1 home delivery, 2 pickup at a branch.
         * @enum {integer}
         */
        tipoEntrega: 1 | 2;
        domicilio?: string | null;
        piso?: string | null;
        departamento?: string | null;
        codigoPostal?: string | null;
        localidad?: string | null;
        provincia?: string | null;
      };
      pago: {
        cuotas: number;
        tarjeta?: string | null;
      };
    };
    SellerOrden: {
      codigo: number;
      descripcion: string;
      urlLogo: components['schemas']['TextoONulo'];
      mostrarInfoContacto: boolean;
      envioPropio: boolean;
    };
    EstadoTimeline: {
      idEstado: components['schemas']['IdEstadoOrden'];
      descripcion: string;
      fecha: components['schemas']['Fecha'];
    };
    Descripcion: {
      descripcion: components['schemas']['TextoONulo'];
    };
    ProductoOrden: {
      idPublicacion: number | null;
      skuMarket: components['schemas']['TextoONulo'];
      skuSeller: components['schemas']['TextoONulo'];
      ean: components['schemas']['TextoONulo'];
      cantidad: number;
      precioUnitario: components['schemas']['Importe'];
      precioLista: components['schemas']['Importe'] | null;
      titulo: string;
      marca: components['schemas']['Descripcion'];
      subfamilia: components['schemas']['Descripcion'];
      imagenPrincipal: components['schemas']['TextoONulo'];
      /** @description The public product page (opened in a new window). */
      urlFichaWeb: components['schemas']['TextoONulo'];
      stock: number | null;
    };
    ClienteOrden: {
      nombre: string;
      apellido: string;
      /** @description Null when the viewer may not see contact data (001 §2.1). */
      email: components['schemas']['TextoONulo'];
      documento: string;
      tipoDocumento: string;
      domicilio: components['schemas']['TextoONulo'];
      numeroDomicilio: components['schemas']['TextoONulo'];
      piso: components['schemas']['TextoONulo'];
      departamento: components['schemas']['TextoONulo'];
      codigoPostal: components['schemas']['TextoONulo'];
      localidad: components['schemas']['TextoONulo'];
      provincia: components['schemas']['TextoONulo'];
      /** @description Null when the viewer may not see contact data (001 §2.1). */
      telefono: components['schemas']['TextoONulo'];
    };
    CuponPago: {
      nroPlan: number;
      cuotas: number;
      tarjeta: string;
      montoCuota: components['schemas']['Importe'];
      banco: components['schemas']['TextoONulo'];
      autorizacion: components['schemas']['TextoONulo'];
      nroCupon: number;
      ultimosCuatroDigitos: components['schemas']['TextoONulo'];
      adquiriente: string;
      idAdquiriente: number;
      idTransaccion: number;
      primerosSeisDigitos: components['schemas']['TextoONulo'];
      recargo: components['schemas']['Importe'];
    };
    /** @description A stored invoice (idEstado 2) or credit note (5). */
    Comprobante: {
      /** @enum {integer} */
      idEstado: 2 | 5;
      nombre: string;
      fecha: components['schemas']['Fecha'];
    };
    /** @description What the order machine (machines/order.ts OrderInput) reads of the stored order. */
    FlujoOrden: {
      idEstado: components['schemas']['IdEstadoOrden'];
      anuladaPorMarket: boolean;
      tieneFactura: boolean;
      tieneNotaCredito: boolean;
      solicitudConMotivo: boolean;
      /** @description More than 7 days passed since the order entered facturado (DECISIONS 18). */
      fueraDeVentana: boolean;
      envioPropio: boolean;
      /** @description Anulado by the decision on its cancellation request (with or without refund), not by a credit note: a credit note added later and deleted again leaves it anulado. */
      anuladaPorSolicitud: boolean;
    };
    Orden: {
      idOrden: number;
      idReferencia: components['schemas']['TextoONulo'];
      fecha: components['schemas']['Fecha'];
      seller: components['schemas']['SellerOrden'];
      /** @description Admin moderator only; null otherwise. */
      plataforma: components['schemas']['Plataforma'] | null;
      /** @description Admin moderator only; null otherwise. */
      idVendedorBoca: number | null;
      estadoActual: components['schemas']['EstadoOrdenActual'];
      /** @description The timeline, newest first. */
      estado: components['schemas']['EstadoTimeline'][];
      montoVenta: components['schemas']['Importe'];
      montoComision: components['schemas']['Importe'] | null;
      montoGastoEnvio: components['schemas']['Importe'];
      productos: components['schemas']['ProductoOrden'][];
      cliente: components['schemas']['ClienteOrden'];
      entrega: {
        tipoEntrega: components['schemas']['TipoEntrega'];
        entregaDomicilio: {
          domicilio: components['schemas']['TextoONulo'];
          departamento: components['schemas']['TextoONulo'];
          piso: components['schemas']['TextoONulo'];
          codigoPostal: components['schemas']['TextoONulo'];
          localidad: components['schemas']['TextoONulo'];
          provincia: components['schemas']['TextoONulo'];
          urlTracking: components['schemas']['TextoONulo'];
        };
      };
      pago: {
        /** @description Admin moderator only; null otherwise. */
        cupones: components['schemas']['CuponPago'][] | null;
        cuotas: number;
        tarjeta: components['schemas']['TextoONulo'];
      };
      tipoPublicacion: {
        tipo: components['schemas']['TextoONulo'];
      };
      motivoSolicitudOrden: components['schemas']['MotivoSolicitudOrden'] | null;
      anulacionMarket: components['schemas']['AnulacionMarket'];
      obleaDescargada: boolean;
      fechaFacturacion: components['schemas']['Fecha'] | null;
      comprobantes: components['schemas']['Comprobante'][];
      flujo: components['schemas']['FlujoOrden'];
    };
    ProductoNuevaOrden: {
      idPublicacion: number;
      skuMarket: string;
      titulo: string;
      precioUnitario: components['schemas']['Importe'];
      stock: number;
      imagenPrincipal: components['schemas']['TextoONulo'];
    };
    IdOrden: number;
    EstadoVenta: {
      /** @enum {string} */
      estado: 'Aprobado' | 'Anulado';
    };
    CambioEstadoVenta: {
      /** @description When sent, the session's user (403 otherwise). */
      idUsuario?: number;
      idVenta: components['schemas']['IdOrden'];
    };
    SolicitudAnulacion: {
      idVenta: components['schemas']['IdOrden'];
      idSeller?: number | null;
      solicitarAnulacion: boolean;
      idMotivoAnulacion?: number | null;
      detalle?: string | null;
    };
    DecisionAnulacion: {
      idVenta: components['schemas']['IdOrden'];
      devolucionDinero: boolean;
      rechazado: boolean;
      /** @description The rejection reason (required when rechazado). */
      idMotivoAnula?: number | null;
      idSeller?: number | null;
    };
    IdVentaBody: {
      idVenta: components['schemas']['IdOrden'];
    };
    /** @description 001 §3 Payment coupon, as the add-payment modal sends it (cuotas is the plan's). */
    NuevoCuponPago: {
      idOrden: components['schemas']['IdOrden'];
      nroPlan: number;
      tarjeta: string;
      montoCuota: number;
      banco?: string | null;
      autorizacion?: string | null;
      nroCupon: number;
      ultimosCuatroDigitos?: string | null;
      primerosSeisDigitos?: string | null;
      idAdquiriente: number;
      idTransaccion: number;
      recargo: number;
    };
    /**
     * @description 2 the invoice (factura), 5 the credit note (nota de crédito).
     * @enum {integer}
     */
    IdEstadoComprobante: 2 | 5;
    /** @description 001 §7 'Save a receipt' (idSeller, idOrden, idEstado, comprobante). */
    GuardarComprobante: {
      /** @description The order's seller, when sent (400 otherwise). */
      idSeller?: number | null;
      idOrden: components['schemas']['IdOrden'];
      idEstado: components['schemas']['IdEstadoComprobante'];
      /**
       * @description The PDF as base64 (a data URL prefix is accepted). Missing or empty: 400 'El
       *     comprobante de factura es requerido' (or 'El comprobante de nota de crédito es
       *     requerido').
       */
      comprobante?: string;
      /** @description The name of the file as chosen (shown in the list); default Factura-{idOrden}.pdf or NotaCredito-{idOrden}.pdf. */
      nombreArchivo?: string;
    };
    ListaComprobantes: {
      comprobantes: components['schemas']['Comprobante'][];
    };
    ActualizacionTracking: {
      idVenta: components['schemas']['IdOrden'];
      urlTracking: string;
    };
    MotivoSolicitud: {
      idMotivo: number;
      descripcion: string;
    };
    MotivoRechazo: {
      codigo: number;
      descripcion: string;
    };
    /** @description 001 §3 Plan. */
    Plan: {
      id: number;
      numero: number;
      descripcion: string;
      cuotas: number;
    };
    ListaPlanes: {
      elementos: components['schemas']['Plan'][];
      cantidadTotal: number;
      numeroPagina: number;
    };
    /** @description The green-order filter of 001 §3, plus `idProveedor` (the supplier select). */
    FiltroOrdenesVentaVerde: {
      /** @description Ignored; the scope is the session's. */
      idUsuario?: number | null;
      idProveedor?: number | null;
      cantidadPagina?: number | null;
      numeroPagina?: number | null;
      documento?: string | null;
      idOrden?: number | null;
      /**
       * @description DECISIONS 18 - 1 pendiente, 2 facturado, 3 solicitarAnulacion, 4 entregado, 5 anulado.
       * @enum {integer|null}
       */
      idEstado?: 1 | 2 | 3 | 4 | 5 | null;
      /**
       * @description Only the records of this queue of 'Pendientes' for the session's
       *     role (see GET /api/Pendientes); a queue the role does not have is 400.
       */
      pendiente?: components['schemas']['IdPendiente'] | null;
      nombre?: string | null;
      apellido?: string | null;
      /** Format: date */
      fechaDesde?: string | null;
      /** Format: date */
      fechaHasta?: string | null;
      /** Format: date */
      fechaModific?: string | null;
      skuMarket?: string | null;
      /** @enum {integer|null} */
      idTipoPlataforma?: 0 | 1 | 2 | null;
      idOrdenDesde?: number | null;
      idOrdenHasta?: number | null;
    };
    Proveedor: {
      codigo: number;
      descripcion: string;
    };
    /** @description The green-sale order of 001 §3. */
    OrdenVentaVerde: {
      idOrden: number;
      fecha: components['schemas']['Fecha'];
      cliente: {
        nombre: string;
        apellido: string;
        documento: string;
        /** @description The admin moderator's only; null for everybody else, always for suppliers (001 §6). */
        email: components['schemas']['TextoONulo'];
      };
      montoVenta: components['schemas']['Importe'];
      productos: {
        cantidad: number;
        titulo: string;
        precioUnitario: components['schemas']['Importe'];
        skuMarket: components['schemas']['TextoONulo'];
        imagenPrincipal: components['schemas']['TextoONulo'];
      }[];
      idVendedorBoca: number | null;
      plataforma: components['schemas']['Plataforma'];
      entrega: {
        tipoEntrega: components['schemas']['TipoEntrega'];
      };
      obleaDescargada: boolean;
      /** @description The receipt number (GET ObleaVentaVerde?comprobante=). */
      comprobante: string;
      anulacionMarket: components['schemas']['AnulacionMarket'];
      seller: {
        codigo: number;
        descripcion: string;
        urlLogo: components['schemas']['TextoONulo'];
      };
      proveedor: components['schemas']['Proveedor'];
      estado: components['schemas']['EstadoOrdenActual'];
    };
    ListaOrdenesVentaVerde: {
      elementos: components['schemas']['OrdenVentaVerde'][];
      cantidadTotal: number;
    };
    ListaProveedores: {
      elementos: components['schemas']['Proveedor'][];
    };
    MarcaOblea: {
      IdOrden: number;
      obleaDescargada: boolean;
      FechaDescarga: components['schemas']['Fecha'] | null;
      FechaActualizacion: components['schemas']['Fecha'] | null;
    };
    /**
     * @description 002 §3 Novedad (management), plus the ids the screens need (idSeller, idTipoNovedad,
     *     idSubTipo, idLiquidacion). `importe` is positive, in pesos with 2 decimals; the action
     *     (descripcionSubTipoNovedad) gives its sign in a settlement, and every screen, export and
     *     document shows it signed (a Débito as '-8.500,00').
     */
    Novedad: {
      idNovedad: number;
      /** Format: date */
      fechaNovedad: string;
      idSeller: number;
      seller: string;
      ordenDeReferencia: number;
      idTipoNovedad: number;
      detalleTipoNovedad: string;
      comentarios: string | null;
      /** @enum {integer} */
      idSubTipo: 1 | 2;
      descripcionSubTipoNovedad: string;
      importe: number;
      /** @enum {integer} */
      idEstado: 1 | 2 | 3 | 4;
      detalleEstadoNovedad: string;
      idLiquidacion: number | null;
    };
    ListaNovedades: {
      elementos: components['schemas']['Novedad'][];
      cantidadTotal: number;
    };
    /** @description 002 §3 novedad state option and action option (idEstado, descripcion). */
    OpcionNovedad: {
      idEstado: number;
      descripcion: string;
    };
    /** @description 002 §3 Concept. `idConcepto` is its name, as the spec says; `detalleConcepto` too. */
    ConceptoNovedad: {
      idConcepto: string;
      idTipoNovedad: number;
      detalleConcepto: string;
      /** @enum {integer} */
      idSubTipo: 1 | 2;
      descripcionSubTipoNovedad: string;
      mostrarBotonEliminar: boolean;
    };
    /** @description 002 §7 CrearNovedad. Every field may come empty; the handler's checks say what is missing, in 002 §5's order. */
    NuevaNovedad: {
      fecha?: string | null;
      idSeller?: number | null;
      idTipoNovedad?: number | null;
      importe?: number | string | null;
      ordenDeReferencia?: number | string | null;
      observaciones?: string | null;
    };
    NovedadesCambiadas: {
      novedades: components['schemas']['Novedad'][];
    };
    GrupoPlanesResumen: {
      idGrupoPlan: number;
      descripcion: string;
      comision: number;
      cantidadPlanes: number;
    };
    ListaGruposPlanes: {
      elementos: components['schemas']['GrupoPlanesResumen'][];
      cantidadTotal: number;
    };
    GrupoPlanesModificacion: {
      idGrupoPlan: number;
      descripcion: string;
      comision: number | null;
      listaIdsPlanes: number[];
    };
    /** @description 001 §3 Plan group. */
    GrupoPlanes: {
      idGrupoPlan: number;
      descripcion: string;
      comision: number;
      planes: components['schemas']['Plan'][];
    };
    GrupoPlanesNuevo: {
      descripcion: string;
      comision: number | null;
      listaIdsPlanes: number[];
    };
    /** @description 001 §3 Publication type. */
    TipoPublicacionAdmin: {
      idTipoPublicacion: number;
      codigo: string;
      descripcion: string;
      comision: number;
      cantidadCuotas: number;
      grupoPlanes: {
        idGrupoPlan: number;
        descripcion: string;
        comision: number;
      }[];
    };
    ListaTiposPublicacionAdmin: {
      elementos: components['schemas']['TipoPublicacionAdmin'][];
      cantidadTotal: number;
    };
    TipoPublicacionModificacion: {
      idTipoPublicacion: number;
      descripcion: string;
      comision: number | null;
      cantidadCuotas: number | null;
    };
    TipoPublicacionNuevo: {
      descripcion: string;
      comision: number | null;
      cantidadCuotas: number | null;
    };
    EliminarTipoPublicacionForm: {
      /** @description The type to delete (form field; the text is read as an integer). */
      id: number;
    };
    /** @description One zone of a scale row (002 §3 costo and diasEntrega, with the cell's id of the edit row). */
    CeldaCostoFee: {
      idFeeLogistico: number;
      costo: components['schemas']['Importe'];
      diasEntrega: number;
    };
    /** @description 002 §3 Fee cost row (from server), one per scale of a window; a zone the window lacks is null. */
    FilaCostoFee: {
      idCostoFee: number;
      /** @description The window. */
      idFee: number;
      idEscala: number;
      /** @description The scale. */
      descripcion: string;
      /** Format: date */
      vigenteDesde: string;
      /** Format: date */
      vigenteHasta: string;
      amba: components['schemas']['CeldaCostoFee'] | null;
      interior: components['schemas']['CeldaCostoFee'] | null;
      patagonia: components['schemas']['CeldaCostoFee'] | null;
    };
    /** @description 002 §3 Fee structure row. */
    EstructuraCostoFee: {
      /** @description The scale's description. */
      escala: string;
      /** @enum {string} */
      zona: 'amba' | 'interior' | 'patagonia';
      costo: components['schemas']['Importe'];
    };
    /** @description 002 §3 Fee cost creation row. */
    CostoFeeNuevo: {
      idZona: number;
      idEscala: number;
      /** @description Pesos, above 0, at most 8 characters and 2 decimals. */
      costo: number | string;
      diasEntrega?: number;
    };
    FeeCreado: {
      idFee: number;
      /** Format: date */
      vigenteDesde: string;
      /** Format: date */
      vigenteHasta: string;
      costosFee: components['schemas']['FilaCostoFee'][];
      /** @description The window the new one closed (its new end), or null. */
      feeCerrado: {
        idFee: number;
        /** Format: date */
        vigenteDesde: string;
        /** Format: date */
        vigenteHasta: string;
      } | null;
    };
    /** @description 002 §3 Fee cost edit row (plus the cell's delivery days). */
    CostoFeeEditado: {
      idFeeLogistico: number;
      /** @description Pesos, above 0, at most 8 characters and 2 decimals. */
      costo: number | string;
      diasEntrega?: number;
    };
    /** @description 001 §3 'Order filter' as 002 §7 lists it for the export; null is "any". */
    FiltroExportarOrdenes: {
      /** @description Staff only (0 or null every seller); sellers always get their own. */
      idSeller?: number | null;
      /** Format: date */
      fechaDesde?: string | null;
      /** Format: date */
      fechaHasta?: string | null;
      /**
       * @description DECISIONS 18 - 1 pendiente, 2 facturado, 3 solicitarAnulacion, 4 entregado, 5 anulado.
       * @enum {integer|null}
       */
      idEstado?: 1 | 2 | 3 | 4 | 5 | null;
      idOrden?: number | null;
      documento?: string | null;
      apellido?: string | null;
    };
    ExportacionOrdenes: {
      /** @description Orders written (each with one row per product line). */
      cantidadOrdenes: number;
      /** @description The xlsx file, base64. */
      excel: string;
      /** @description 'Ordenes.xlsx' (002 §9). */
      nombreArchivo: string;
    };
    ArchivoExportado: {
      /** @description The xlsx file, base64. */
      excelBase64: string;
      /** @description The name of 002 §9: 'Ordenes Telefonicas.xlsx', 'Novedades.xlsx', 'Liquidaciones.xlsx' or 'Sellers.xlsx'. */
      nombreArchivo: string;
      /** @description Records written (orders, novedades, settlements or sellers). */
      cantidad: number;
    };
    Exportacion: {
      idExportacion: number;
      /** @enum {string} */
      tipo: 'ordenes' | 'ordenesTelefonicas' | 'novedades' | 'liquidaciones' | 'sellers';
      nombreArchivo: string;
      /**
       * @description pendiente (queued), en_curso (being built), lista (ready to download), error (failed three times).
       * @enum {string}
       */
      estado: 'pendiente' | 'en_curso' | 'lista' | 'error';
      total: number;
      progreso: number;
      bytes: number | null;
      error: string | null;
      /** Format: date-time */
      creadaEn: string;
      /** Format: date-time */
      terminadaEn: string | null;
      /** Format: date-time */
      venceEn: string | null;
    };
    PedidoExportacion: {
      /** @enum {string} */
      tipo: 'ordenes' | 'ordenesTelefonicas' | 'novedades' | 'liquidaciones' | 'sellers';
      idSeller?: number | null;
      /** Format: date */
      fechaDesde?: string | null;
      /** Format: date */
      fechaHasta?: string | null;
      idEstado?: number | null;
      idOrden?: number | null;
      documento?: string | null;
      apellido?: string | null;
      ordenDeReferencia?: number | null;
      /** @enum {integer|null} */
      buscaTodo?: 0 | 1 | null;
    };
    TipoComprobante: {
      idTipoComprobante: number;
      descripcion: string;
    };
    EstadoLiquidacion: {
      /** @enum {integer} */
      idEstado: 2 | 3;
      descripcion: string;
    };
    /** @description 002 §3 seller option; `codigo` is the idSeller. */
    SellerLiquidacion: {
      codigo: number;
      razonSocial: string;
    };
    /**
     * @description 002 §3 Liquidación header; every amount in pesos with 2 decimals, the sum of the
     *     settlement's rows (src/domain/settlement-math.ts, DECISIONS 22-26). `fecha` is the
     *     market day it was created, `mostrarFecha` the same as DD/MM/YYYY; `fechaDesde` and
     *     `fechaHasta` the period of its orders.
     */
    EncabezadoLiquidacion: {
      idLiquidacion: number;
      idSeller: number;
      razonSocialSeller: string;
      /** Format: date */
      fecha: string;
      mostrarFecha: string;
      /** Format: date */
      fechaDesde: string;
      /** Format: date */
      fechaHasta: string;
      /** @enum {integer} */
      idTipoEstadoLiquidacion: 2 | 3;
      tipoEstadoLiquidacionMostrar: string;
      eliminada: boolean;
      cantidadOrdenes: number;
      cantidadNovedades: number;
      totalOrden: number;
      comisionNeta: number;
      comisionTotal: number;
      totalCostoFeeNeto: number;
      totalCostoFee: number;
      totalNovedades: number;
      totalLiquidacion: number;
      totalRebateConIva: number;
      totalRetenciones: number;
      totalPercepcion: number;
      numeroComprobante: string | null;
      idTipoFactura: number | null;
      descripcionTipoFactura: string | null;
      codigoSap: number | null;
    };
    /**
     * @description 002 §3 settlement order row (DECISIONS 22), pesos with 2 decimals. `retencion`: what
     *     the stored tax detail withholds from this order (0 until calculated). `checked`: held
     *     by the settlement asked for (always false among the eligible ones).
     */
    OrdenLiquidacion: {
      idOrden: number;
      /** Format: date */
      fechaOrden: string;
      fechaOrdenMostrar: string;
      tipoPublicacion: string | null;
      importeOrden: number;
      importeComisionNeta: number;
      importeComisionTotal: number;
      totalOrden: number;
      idEstado: number;
      descripcionEstado: string;
      retencion: number;
      checked: boolean;
    };
    /**
     * @description 002 §3 Novedad (export/settlement). `importe` is the stored positive amount;
     *     `importeNovedad` what it adds to the seller (negative for a Débito, DECISIONS 20).
     *     `idLiquidacion` is the live settlement holding it, or 0.
     */
    NovedadLiquidacion: {
      idNovedad: number;
      seller: string;
      idSeller: number;
      /** Format: date */
      fechaNovedad: string;
      fechaNovedadMostrar: string;
      ordenDeReferencia: number;
      idTipoNovedad: number;
      detalleTipoNovedad: string;
      tipoNovedadDescripcion: string;
      idEstado: number;
      detalleEstadoNovedad: string;
      comentarios: string | null;
      /** @enum {integer} */
      idSubTipo: 1 | 2;
      descripcionSubTipoNovedad: string;
      detalleSubTipoNovedad: string;
      importe: number;
      importeNovedad: number;
      idLiquidacion: number;
    };
    LiquidacionCambiada: {
      /** @description 002 §8's success text of the call. */
      mensaje: string;
      encabezado: components['schemas']['EncabezadoLiquidacion'];
    };
    /** @description 002 §3 logistics fee row; `idCotizacion` is the fee cell quoted, `importe` net of VAT (pesos). */
    FeeLiquidacion: {
      idVenta: number;
      idCotizacion: number | null;
      pesoHasta: number | null;
      pesoAforado: number | null;
      codigoPostal: string | null;
      importe: number;
    };
    /** @description 002 §3 rebate row (rebate{product} is rebateMarket, DECISIONS 3), pesos. */
    RebateLiquidacion: {
      idRebate: number;
      idVenta: number;
      precioOriginal: number;
      precioPublicado: number;
      rebateMarket: number;
      rebateSeller: number;
      unidades: number;
      totalRebateMarket: number;
    };
    CalculoLiquidacion: {
      totalRetenciones: number;
      totalPercepcion: number;
      /** @description 002 §3 withholding item, one per order withheld from. */
      retenciones: {
        idVenta: number;
        totalRetencion: number;
      }[];
      encabezado: components['schemas']['EncabezadoLiquidacion'];
    };
    DetalleTributario: {
      id: number;
      idVenta: number | null;
      regimen: string;
      /** @description Percent. */
      alicuota: number;
      monto: number;
      montoADevolver: number;
      saldo: number;
      baseImponible: number;
    };
    ArchivoLiquidacionExcel: {
      /** @description The xlsx in base64. */
      excel: string;
      /** @description '{seller}_Liquidacion_N°_{id}.xlsx' */
      nombreArchivo: string;
    };
    ArchivoLiquidacionPdf: {
      /** @description The PDF in base64. */
      pdf: string;
      /** @description 'Liquidacion_{timestamp}.pdf' */
      nombreArchivo: string;
    };
    ArchivoLiquidacionZip: {
      /** @description The zip in base64. */
      zip: string;
      nombreArchivo: string;
    };
    ComprimidoRetencionesPercepciones: {
      /** @description The zip in base64. */
      comprimidoZip: string;
      /** @description 'retencionesYPercepciones_{seller}.zip' */
      nombreArchivo: string;
    };
    CotizacionFee: {
      idLiquidacion: number;
      idVenta: number;
      idCotizacion: number | null;
      pesoHasta: number | null;
      pesoAforado: number | null;
      codigoPostal: string | null;
      zona: string | null;
      escala: string | null;
      /** @description Net of VAT. */
      importe: number;
      importeConIva: number;
    };
    /**
     * @description A list with a filter, by its route path.
     * @enum {string}
     */
    ListaConVistas:
      | '/Ordenes'
      | '/OrdenesProveedores'
      | '/Publicaciones'
      | '/Rebates'
      | '/Novedades'
      | '/Liquidaciones'
      | '/Usuarios'
      | '/Sellers'
      | '/Planes'
      | '/Tipo/Publicaciones';
    /** @description The list's URL search (what differs from the list's defaults), without its page. */
    BusquedaVista: {
      [key: string]: string | number;
    };
    Vista: {
      idVista: number;
      lista: components['schemas']['ListaConVistas'];
      nombre: string;
      busqueda: components['schemas']['BusquedaVista'];
    };
    ListaVistas: {
      elementos: components['schemas']['Vista'][];
      /** @description Whether the user may save, rename and delete views (read-only may not, it changes nothing). */
      puedeGuardar: boolean;
    };
    VistaRenombrada: {
      idVista: number;
      nombre: string;
    };
    VistaNueva: {
      lista: components['schemas']['ListaConVistas'];
      nombre: string;
      busqueda: components['schemas']['BusquedaVista'];
    };
  };
  responses: {
    /**
     * @description The call failed: `errores` holds the Spanish messages, each shown to the user as it is.
     *     What the status means for an operation is in that operation's description.
     */
    Error: {
      headers: {
        [name: string]: unknown;
      };
      content: {
        'application/json': components['schemas']['Errores'];
      };
    };
  };
  parameters: {
    /**
     * @description Only the records of this queue of 'Pendientes' for the session's
     *     role (see GET /api/Pendientes); a queue the role does not have is 400.
     */
    Pendiente: components['schemas']['IdPendiente'];
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  pendientes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The session's queues. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Pendientes'];
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
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
  buscarUsuarios: {
    parameters: {
      query?: {
        idSeller?: number;
        numeroPagina?: number;
        nombreUsuario?: string;
        tipoUsuario?: components['schemas']['TipoUsuario'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of users. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BuscarUsuariosResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  crearUsuario: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CrearUsuarioRequest'];
      };
    };
    responses: {
      /** @description Created ('Usuario agregado exitosamente'). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CrearUsuarioResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      503: components['responses']['Error'];
    };
  };
  cambiarEstadoUsuario: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CambiarEstadoUsuarioRequest'];
      };
    };
    responses: {
      /** @description Changed ('Estado editado exitosamente'). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CambiarEstadoUsuarioResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
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
  historialUsuario: {
    parameters: {
      query: {
        idUsuario: number;
        NumeroPagina?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the user's history. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Historial'];
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
  listarSellers: {
    parameters: {
      query?: {
        razonSocial?: string;
        numeroPagina?: number;
        cantidadPagina?: number;
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
          'application/json': components['schemas']['ListarSellersResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  obtenerSellerDetalle: {
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
          'application/json': components['schemas']['SellerDetalle'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  historialSeller: {
    parameters: {
      query: {
        idSeller: number;
        NumeroPagina?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the seller's history. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Historial'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  crearSeller: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CrearSeller'];
      };
    };
    responses: {
      /** @description Created. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CrearSellerResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  editarSeller: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EditarSeller'];
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Mensaje'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  eliminarSeller: {
    parameters: {
      query: {
        id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Mensaje'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  cambiarEstadoSeller: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CambiarEstadoSeller'];
      };
    };
    responses: {
      /** @description Changed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Mensaje'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  tiposFacturacion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The billing types. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            tiposFacturacion: components['schemas']['Codigo'][];
          };
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  integradores: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The integrators. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            integradores: components['schemas']['Codigo'][];
          };
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  localidadProvincia: {
    parameters: {
      query: {
        codPostal: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The province and its localities for the code. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            localidadProvincia: {
              nombreProvincia: string;
              localidades: string[];
            };
          };
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  obtenerTokenUsuario: {
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
      /** @description The token. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            token: string | null;
          };
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  claveCifrado: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The secret. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            clave: string;
          };
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  tiposPublicacionSeller: {
    parameters: {
      query?: {
        idSeller?: number;
        numeroPagina?: number;
        cantidadPagina?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of publication types. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TiposPublicacionSellerResponse'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  asociarTiposPublicacion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AsociarTiposPublicacion'];
      };
    };
    responses: {
      /** @description Associated. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Mensaje'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  editarCdnSeller: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EditarCdnSeller'];
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Mensaje'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  crearCdnSeller: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CrearCdnSeller'];
      };
    };
    responses: {
      /** @description Created. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Mensaje'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  obtenerLogisticaPropia: {
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
      /** @description The grid. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LogisticaPropia'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  actualizarLogisticaPropia: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ActualizarLogisticaPropia'];
      };
    };
    responses: {
      /** @description Saved. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Mensaje'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  listarPublicaciones: {
    parameters: {
      query?: {
        IdSeller?: number;
        SkuSeller?: string;
        SkuMarket?: string;
        Marca?: string;
        Categoria?: string;
        Estado?: components['schemas']['EstadoPublicacionVivo'];
        FechaDesde?: string;
        FechaHasta?: string;
        IdTipoPublicacion?: number;
        Stock?: 0 | 1 | 2;
        /**
         * @description Only the records of this queue of 'Pendientes' for the session's
         *     role (see GET /api/Pendientes); a queue the role does not have is 400.
         */
        Pendiente?: components['parameters']['Pendiente'];
        NumeroPagina?: number;
        CantidadPagina?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListaPublicaciones'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  cambiarEstadoPublicacion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CambioEstadoPublicacion'];
      };
    };
    responses: {
      /** @description Changed ('Se modificó el estado correctamente'). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Publicacion'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  crearPublicacion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PublicacionNueva'];
      };
    };
    responses: {
      /** @description Created ('Publicación creada'). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Publicacion'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  eliminarPublicacion: {
    parameters: {
      query: {
        id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted ('Publicación eliminada'). */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  encabezadosPublicaciones: {
    parameters: {
      query?: {
        IdSeller?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The counters. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EncabezadosPublicaciones'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  obtenerPublicacion: {
    parameters: {
      query: {
        IdPublicacion: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The listing. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Publicacion'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  historialPublicacion: {
    parameters: {
      query: {
        IdPublicacion: number;
        NumeroPagina?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the listing's history. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Historial'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  editarPublicacion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PublicacionEdicion'];
      };
    };
    responses: {
      /** @description Saved ('Publicación Editada'). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Publicacion'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  aprobarPublicacion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          idPublicacion: components['schemas']['IdPublicacion'];
        };
      };
    };
    responses: {
      /** @description Approved ('Publicación aprobada'). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Publicacion'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  desaprobarPublicacion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          IdPublicacion: components['schemas']['IdPublicacion'];
          idMotivoRevision?: number | null;
          observacionesRevision?: string | null;
        };
      };
    };
    responses: {
      /** @description Disapproved ('Publicación desaprobada'). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Publicacion'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  cambiarEstadoPublicacionBulk: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          idUser?: number | null;
          cambiarEstadoPublicacionesBulks: {
            idPublicaciones: components['schemas']['IdPublicacion'];
            estados: components['schemas']['EstadoPublicacion'];
            idMotivoRevision?: number | null;
          }[];
        };
      };
    };
    responses: {
      /** @description Changed ('Estado editado'). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            actualizadas: number;
          };
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  actualizarPosicionImagenes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          idPublicacion: components['schemas']['IdPublicacion'];
          imagenes: {
            idImagen: number | null;
            posicion: number;
          }[];
        };
      };
    };
    responses: {
      /** @description Reordered ('Imágenes editadas'). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Publicacion'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  subirImagen: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': unknown;
      };
    };
    responses: {
      /** @description Stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            url: string;
          };
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      413: components['responses']['Error'];
    };
  };
  obtenerImagen: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        nombre: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The image. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/png': unknown;
          'image/jpeg': unknown;
        };
      };
      400: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  alicuotasIva: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The rates, lowest first. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            tiposAlicuotaIva: {
              id: number;
              alicuota: number;
            }[];
          };
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  obtenerArticulo: {
    parameters: {
      query: {
        id: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The article. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            codigo: string;
            descripcion: string;
            marca: components['schemas']['OpcionCatalogo'];
            categoria: components['schemas']['OpcionCatalogo'];
          };
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  buscarMarcas: {
    parameters: {
      query?: {
        descripcion?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The brands, by description. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpcionesCatalogo'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  buscarSubFamilias: {
    parameters: {
      query?: {
        descripcion?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The categories, by description. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OpcionesCatalogo'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  obtenerSubFamilia: {
    parameters: {
      query: {
        id: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The category. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            subFamilia: components['schemas']['OpcionCatalogo'];
          };
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  motivosRevision: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The reasons. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            motivos: {
              codigo: number;
              descripcion: string;
            }[];
          };
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  tiposPublicacion: {
    parameters: {
      query?: {
        idSeller?: number;
        PageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The types, by description. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            tiposPublicaciones: components['schemas']['TipoPublicacion'][];
          };
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  estadosVariaciones: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The estados. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            estados: {
              id: number;
              descripcion: string;
            }[];
          };
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  garantias: {
    parameters: {
      query: {
        CodigoProducto: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The options. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            garantias: {
              cantidadCuotas: number;
              valorCuota: components['schemas']['Importe'];
            }[];
          };
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  buscarRebatePublicacion: {
    parameters: {
      query: {
        IdPublicacion: components['schemas']['IdPublicacion'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The live rebate, or null. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RebatePublicacion'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  historialRebate: {
    parameters: {
      query: {
        IdRebate: number;
        NumeroPagina?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the rebate's history. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Historial'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  buscarRebates: {
    parameters: {
      query?: {
        IdTipoEstado?: 1 | 2 | 3 | 4 | 6;
        IdSeller?: number;
        SkuSeller?: string;
        SkuMarket?: string;
        FechaRebateDesde?: string;
        FechaRebateHasta?: string;
        /**
         * @description Only the records of this queue of 'Pendientes' for the session's
         *     role (see GET /api/Pendientes); a queue the role does not have is 400.
         */
        Pendiente?: components['parameters']['Pendiente'];
        NumeroPagina?: number;
        CantidadPagina?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of rebates and how many the filter finds. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListaRebates'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  enviarRebate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RebateNuevo'];
      };
    };
    responses: {
      /** @description Sent ('Rebate enviado'): the new rebate. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Rebate'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  modificarRebate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RebateModificacion'];
      };
    };
    responses: {
      /** @description Modified ('Rebate modificado'): the rebate as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Rebate'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  cambiarEstadoRebate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CambioEstadoRebate'];
      };
    };
    responses: {
      /** @description Changed ('Estado de rebate cambiado.'): the rebate as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Rebate'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  eliminarRebate: {
    parameters: {
      query: {
        id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted ('Rebate eliminado'). */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  aprobarRebate: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          idRebate: components['schemas']['IdRebate'];
        };
      };
    };
    responses: {
      /** @description Approved ('Rebate aprobado'): the rebate as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Rebate'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  exportarMarcas: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The workbook. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ArchivoExcel'];
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  exportarCategorias: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The workbook. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ArchivoExcel'];
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  exportarTiposPublicacion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The workbook. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ArchivoExcel'];
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  plantillaPublicaciones: {
    parameters: {
      query: {
        Tipo: 'creacion' | 'skuSeller' | 'codigo' | 'tipoYEnvio';
        IdSeller?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The workbook. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ArchivoExcel'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  leerCreacionMasiva: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ArchivoSubido'];
      };
    };
    responses: {
      /** @description The rows read. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LecturaCreacionMasiva'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      413: components['responses']['Error'];
      429: components['responses']['Error'];
    };
  };
  creacionMasiva: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          masivaBulks: components['schemas']['MasivaBulk'][];
          idUser: number;
          /**
           * @description The name of the file the rows were read from (optional, not in the spec):
           *     each changed listing's Historial names its batch by it.
           */
          nombreArchivo?: string;
        };
      };
    };
    responses: {
      /** @description Created ('Publicaciones creadas con éxito'). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResultadoCreacionMasiva'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      413: components['responses']['Error'];
    };
  };
  leerPublicacionesExcel: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': unknown;
      };
    };
    responses: {
      /** @description The rows read. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LecturaExcelSkuSeller'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      413: components['responses']['Error'];
      429: components['responses']['Error'];
    };
  };
  actualizacionMasiva: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          listaAtributos: components['schemas']['FilaPrecioStock'][];
          ch_stock: boolean;
          ch_precioLista: boolean;
          ch_precioPromocional: boolean;
          /**
           * @description The name of the file the rows were read from (optional, not in the spec):
           *     each changed listing's Historial names its batch by it.
           */
          nombreArchivo?: string;
        };
      };
    };
    responses: {
      /** @description Applied ('Publicaciones actualizadas con éxito'). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResultadoMasivo'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      413: components['responses']['Error'];
    };
  };
  leerPublicacionesExcelPorCodigo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': unknown;
      };
    };
    responses: {
      /** @description The rows read. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LecturaExcelCodigo'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      413: components['responses']['Error'];
      429: components['responses']['Error'];
    };
  };
  actualizacionMasivaPorCodigo: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          listaElementos: components['schemas']['FilaPrecioStock'][];
          ch_stock: boolean;
          ch_precioLista: boolean;
          ch_precioPromocional: boolean;
          /**
           * @description The name of the file the rows were read from (optional, not in the spec):
           *     each changed listing's Historial names its batch by it.
           */
          nombreArchivo?: string;
        };
      };
    };
    responses: {
      /** @description Applied ('Publicaciones actualizadas con éxito'). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResultadoMasivo'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      413: components['responses']['Error'];
    };
  };
  actualizacionMasivaTipoYEnvio: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ArchivoSubido'];
      };
    };
    responses: {
      /** @description Applied ('Publicaciones actualizadas con éxito'). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResultadoTipoYEnvio'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      413: components['responses']['Error'];
      429: components['responses']['Error'];
    };
  };
  actualizacionMasivaPrecioYStockBulk: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          idUser: number;
          actualizarPrecioYStockBulks: {
            idPublicacion: components['schemas']['IdPublicacion'];
            stock?: number;
            precioLista?: components['schemas']['Importe'];
            precioPromocional?: components['schemas']['Importe'] | null;
          }[];
        };
      };
    };
    responses: {
      /** @description Applied. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResultadoMasivo'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      413: components['responses']['Error'];
    };
  };
  actualizarDimensionesBulk: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          idUser: number;
          actualizarDimensiones: {
            idPublicacion: components['schemas']['IdPublicacion'];
            dimensiones: components['schemas']['Dimension'][];
          }[];
        };
      };
    };
    responses: {
      /** @description Applied ('Dimensiones actualizadas'). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResultadoMasivo'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      413: components['responses']['Error'];
    };
  };
  modificarImagenesBulk: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          idUser: number;
          actualizarImagenesBulks: {
            idPublicacion: components['schemas']['IdPublicacion'];
            imagenes: {
              posicion: number;
              urlImagen: string;
            }[];
          }[];
        };
      };
    };
    responses: {
      /** @description Applied ('Imágenes editadas'). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResultadoMasivo'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      413: components['responses']['Error'];
    };
  };
  exportarPublicaciones: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FiltroPublicaciones'];
      };
    };
    responses: {
      /** @description The workbook. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExportacionPublicaciones'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  buscarOrdenes: {
    parameters: {
      query?: {
        IdSeller?: number;
        IdOrden?: number;
        Documento?: string;
        Nombre?: string;
        Apellido?: string;
        SkuMarket?: string;
        IdPublicacion?: components['schemas']['IdPublicacion'];
        IdEstado?: components['schemas']['IdEstadoOrden'];
        FechaDesde?: string;
        FechaHasta?: string;
        /**
         * @description Only the records of this queue of 'Pendientes' for the session's
         *     role (see GET /api/Pendientes); a queue the role does not have is 400.
         */
        Pendiente?: components['parameters']['Pendiente'];
        NumeroPagina?: number;
        CantidadPagina?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page and the totals of the filter. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListaOrdenes'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  crearOrden: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NuevaOrden'];
      };
    };
    responses: {
      /** @description The order created. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Orden'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  buscarProductoOrden: {
    parameters: {
      query: {
        SkuMarket: string;
        IdSeller?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The product. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProductoNuevaOrden'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  obtenerOrden: {
    parameters: {
      query: {
        IdOrden: components['schemas']['IdOrden'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Orden'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  historialOrden: {
    parameters: {
      query: {
        IdOrden: components['schemas']['IdOrden'];
        NumeroPagina?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the order's history. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Historial'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  obtenerCompradorOrden: {
    parameters: {
      query: {
        IdOrden: components['schemas']['IdOrden'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The buyer. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ClienteOrden'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  obtenerEstadoVenta: {
    parameters: {
      query: {
        idUsuario?: number;
        idVenta: components['schemas']['IdOrden'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The internal status. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EstadoVenta'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  anularEstadoVenta: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CambioEstadoVenta'];
      };
    };
    responses: {
      /** @description The internal status now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EstadoVenta'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  aprobarEstadoVenta: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CambioEstadoVenta'];
      };
    };
    responses: {
      /** @description The internal status now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EstadoVenta'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  solicitarAnulacionOrden: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SolicitudAnulacion'];
      };
    };
    responses: {
      /** @description The order now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Orden'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  decidirAnulacionOrden: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DecisionAnulacion'];
      };
    };
    responses: {
      /** @description The order now ('Estado de orden actualizado'). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Orden'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  entregarOrden: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['IdVentaBody'];
      };
    };
    responses: {
      /** @description The order now ('Estado de orden actualizado'). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Orden'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  agregarCuponPago: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NuevoCuponPago'];
      };
    };
    responses: {
      /** @description The order now, with its coupons. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Orden'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  guardarComprobante: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GuardarComprobante'];
      };
    };
    responses: {
      /** @description The order now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Orden'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
      413: components['responses']['Error'];
      429: components['responses']['Error'];
    };
  };
  eliminarComprobante: {
    parameters: {
      query: {
        IdOrden: components['schemas']['IdOrden'];
        IdEstado: components['schemas']['IdEstadoComprobante'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Orden'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  obtenerComprobantes: {
    parameters: {
      query: {
        IdOrden: components['schemas']['IdOrden'];
        IdEstado?: components['schemas']['IdEstadoComprobante'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The documents. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListaComprobantes'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  descargarComprobante: {
    parameters: {
      query: {
        IdOrden: components['schemas']['IdOrden'];
        IdEstado: components['schemas']['IdEstadoComprobante'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The PDF. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': unknown;
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  descargarOblea: {
    parameters: {
      query: {
        idOrden: components['schemas']['IdOrden'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The label. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': unknown;
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  actualizarUrlTracking: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ActualizacionTracking'];
      };
    };
    responses: {
      /** @description Updated. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  motivosSolicitudAnulacion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The reasons, in display order ("Otro" last). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            motivosSolicitudAnulacion: components['schemas']['MotivoSolicitud'][];
          };
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  motivosRechazoAnulacion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The reasons, in display order ("Otro" last). */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            motivosRechazoAnulacion: components['schemas']['MotivoRechazo'][];
          };
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  tiposAdquirientes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The acquirers. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            tiposAdquirientes: {
              id: number;
              descripcion: string;
            }[];
          };
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  buscarPlanes: {
    parameters: {
      query?: {
        IdPlataforma?: 0 | 1 | 2;
        Numero?: number;
        IdPlan?: number;
        Descripcion?: string;
        NumeroPagina?: number;
        CantidadPagina?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of plans. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListaPlanes'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  buscarOrdenesVentaVerde: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FiltroOrdenesVentaVerde'];
      };
    };
    responses: {
      /** @description One page and the number of orders the filter finds. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListaOrdenesVentaVerde'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  buscarProveedores: {
    parameters: {
      query?: {
        descripcion?: string;
        CantidadPagina?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The suppliers found. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListaProveedores'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  obtenerOrdenVentaVerde: {
    parameters: {
      query: {
        IdVenta: components['schemas']['IdOrden'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The order. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Orden'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  historialOrdenVentaVerde: {
    parameters: {
      query: {
        IdVenta: components['schemas']['IdOrden'];
        NumeroPagina?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the order's history. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Historial'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  descargarObleaVentaVerde: {
    parameters: {
      query: {
        IdVenta: components['schemas']['IdOrden'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The label. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            oblea: string;
          };
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  descargarComprobanteVentaVerde: {
    parameters: {
      query: {
        comprobante: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The receipt. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            factura: string;
          };
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  marcarObleaVentaVerde: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          idUsuario?: number | null;
          IdOrden: components['schemas']['IdOrden'];
          FechaDescarga?: string | null;
          Borrado?: boolean | null;
          FechaActualizacion?: string | null;
        };
      };
    };
    responses: {
      /** @description The label's mark as it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MarcaOblea'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  buscarNovedades: {
    parameters: {
      query?: {
        fechaDesde?: string;
        fechaHasta?: string;
        idSeller?: number;
        idEstado?: 1 | 2 | 3 | 4;
        ordenDeReferencia?: number;
        buscaTodo?: 0 | 1;
        numeroPagina?: number;
        cantidadPagina?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of novedades. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListaNovedades'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  historialNovedad: {
    parameters: {
      query: {
        IdNovedad: number;
        NumeroPagina?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the novedad's history. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Historial'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  estadosNovedades: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The states. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            listadoEstadosNovedades: components['schemas']['OpcionNovedad'][];
          };
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  accionesNovedades: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The actions. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            listadoAccionesNovedades: components['schemas']['OpcionNovedad'][];
          };
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  conceptosNovedades: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The concepts. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            listaConceptoNovedades: components['schemas']['ConceptoNovedad'][];
          };
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  crearNovedad: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['NuevaNovedad'];
      };
    };
    responses: {
      /** @description The novedad created. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Novedad'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  confirmarNovedades: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          id: number[];
        };
      };
    };
    responses: {
      /** @description The novedades confirmed. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NovedadesCambiadas'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  editarNovedad: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          idNovedad: number;
          /** @description Whole pesos, 1 to 10 digits (002 §5); a number or its digits as text. */
          Importe: number | string;
        };
      };
    };
    responses: {
      /** @description The novedad with its new amount. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Novedad'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  anularNovedades: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          idsNovedades: number[];
        };
      };
    };
    responses: {
      /** @description The novedades annulled. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NovedadesCambiadas'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  crearConceptoNovedad: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          concepto: string;
          idSubTipo?: number | null;
          descripcionSubTipo?: string | null;
          /** @default true */
          mostrarBotonEliminar?: boolean;
        };
      };
    };
    responses: {
      /** @description The concept created. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConceptoNovedad'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  actualizarConceptoNovedad: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          idTipoNovedad: number;
          idConcepto?: number | null;
          descripcionConcepto: string;
        };
      };
    };
    responses: {
      /** @description The concept as it is now. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConceptoNovedad'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  anularConceptoNovedad: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          IdTipoNovedad: number;
        };
      };
    };
    responses: {
      /** @description The concept was deleted. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            conceptoAnulado: boolean;
          };
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  buscarGruposPlanes: {
    parameters: {
      query?: {
        Descripcion?: string;
        NumeroPagina?: number;
        CantidadPagina?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of plan groups. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListaGruposPlanes'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  modificarGrupoPlanes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GrupoPlanesModificacion'];
      };
    };
    responses: {
      /** @description The group as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GrupoPlanes'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  crearGrupoPlanes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GrupoPlanesNuevo'];
      };
    };
    responses: {
      /** @description The group as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GrupoPlanes'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  eliminarGrupoPlanes: {
    parameters: {
      query: {
        id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  obtenerGrupoPlanes: {
    parameters: {
      query: {
        id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The group. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GrupoPlanes'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  exportarGruposPlanes: {
    parameters: {
      query?: {
        Descripcion?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The workbook. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            excelBase64: string;
          };
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  buscarTiposPublicacionAdmin: {
    parameters: {
      query?: {
        Descripcion?: string;
        NumeroPagina?: number;
        CantidadPagina?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of publication types. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListaTiposPublicacionAdmin'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  modificarTipoPublicacion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TipoPublicacionModificacion'];
      };
    };
    responses: {
      /** @description The type as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TipoPublicacionAdmin'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  crearTipoPublicacion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TipoPublicacionNuevo'];
      };
    };
    responses: {
      /** @description The type as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TipoPublicacionAdmin'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  eliminarTipoPublicacion: {
    parameters: {
      query?: {
        id?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/x-www-form-urlencoded': components['schemas']['EliminarTipoPublicacionForm'];
      };
    };
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
      415: components['responses']['Error'];
    };
  };
  obtenerTipoPublicacion: {
    parameters: {
      query: {
        id: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The type. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TipoPublicacionAdmin'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  asociarGrupoPlanes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          idTipoPublicacion: number;
          listaIdsGrupoPlanes: number[];
        };
      };
    };
    responses: {
      /** @description The type as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TipoPublicacionAdmin'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  datosFeeLogistico: {
    parameters: {
      query: {
        VigenciaFeeLogistico: 0 | 1 | 2;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The window's rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            datosFeeLogisticoSellers: components['schemas']['FilaCostoFee'][];
          };
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  estructuraFee: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The structure. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            costosFee: components['schemas']['EstructuraCostoFee'][];
          };
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  crearFee: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          costosFee: components['schemas']['CostoFeeNuevo'][];
          /** @description A day (YYYY-MM-DD) or an ISO instant, whose day is taken. */
          vigenteDesde?: string | null;
          /** @description A day (YYYY-MM-DD) or an ISO instant, whose day is taken. */
          vigenteHasta?: string | null;
        };
      };
    };
    responses: {
      /** @description The window created. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['FeeCreado'];
          };
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  actualizarFee: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          costosFeeEditados: components['schemas']['CostoFeeEditado'][];
          vigenteDesde?: string | null;
          vigenteHasta?: string | null;
        };
      };
    };
    responses: {
      /** @description The window was updated. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            mensaje: string;
          };
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  exportarOrdenes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['FiltroExportarOrdenes'];
      };
    };
    responses: {
      /** @description The workbook. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ExportacionOrdenes'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      429: components['responses']['Error'];
    };
  };
  cantidadExportarOrdenes: {
    parameters: {
      query?: {
        idSeller?: number;
        fechaDesde?: string;
        fechaHasta?: string;
        idEstado?: components['schemas']['IdEstadoOrden'];
        idOrden?: number;
        documento?: string;
        apellido?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The count. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            cantidadOrdenes: number;
            maximoAlMomento: number;
          };
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  exportarOrdenesTelefonicas: {
    parameters: {
      query?: {
        fechaDesde?: string;
        fechaHasta?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The workbook. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ArchivoExportado'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      429: components['responses']['Error'];
    };
  };
  exportarNovedades: {
    parameters: {
      query?: {
        fechaDesde?: string;
        fechaHasta?: string;
        idSeller?: number;
        idEstado?: 1 | 2 | 3 | 4;
        ordenDeReferencia?: number;
        buscaTodo?: 0 | 1;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The workbook. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ArchivoExportado'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      429: components['responses']['Error'];
    };
  };
  exportarLiquidaciones: {
    parameters: {
      query?: {
        fechaDesde?: string;
        fechaHasta?: string;
        idSeller?: number;
        idEstado?: 2 | 3;
        buscaTodo?: 0 | 1;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The workbook. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ArchivoExportado'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      429: components['responses']['Error'];
    };
  };
  exportarSellers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The workbook. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ArchivoExportado'];
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      429: components['responses']['Error'];
    };
  };
  misExportaciones: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The user's exports. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            exportaciones: components['schemas']['Exportacion'][];
          };
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  crearExportacion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PedidoExportacion'];
      };
    };
    responses: {
      /** @description Queued. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            idExportacion: number;
            cantidad: number;
            nombreArchivo: string;
          };
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  descargarExportacion: {
    parameters: {
      query: {
        idExportacion: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The workbook. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': unknown;
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  tiposComprobantes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The invoice types. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            tipoComprobantes: components['schemas']['TipoComprobante'][];
          };
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  estadosLiquidaciones: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The states. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            listadoEstadosLiquidaciones: components['schemas']['EstadoLiquidacion'][];
          };
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  estadosLiquidacionesCorrecto: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The states, as TraerEstadosLiquidaciones answers them. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            listadoEstadosLiquidaciones: components['schemas']['EstadoLiquidacion'][];
          };
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  sellersLiquidaciones: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The sellers. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            listaSellersLiquidaciones: components['schemas']['SellerLiquidacion'][];
          };
        };
      };
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  buscarLiquidaciones: {
    parameters: {
      query?: {
        fechaDesde?: string;
        fechaHasta?: string;
        idSeller?: number;
        idEstado?: 2 | 3;
        estado?: 2 | 3;
        /**
         * @description Only the records of this queue of 'Pendientes' for the session's
         *     role (see GET /api/Pendientes); a queue the role does not have is 400.
         */
        Pendiente?: components['parameters']['Pendiente'];
        numeroPagina?: number;
        cantidadPagina?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of settlement headers. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            elementos: components['schemas']['EncabezadoLiquidacion'][];
            cantidadTotal: number;
          };
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  ordenesAptasParaLiquidar: {
    parameters: {
      query?: {
        idSeller?: number;
        fechaDesde?: string;
        fechaHasta?: string;
        idEstado?: 2 | 4;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The eligible orders. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            ordenesAptasParaLiquidar: components['schemas']['OrdenLiquidacion'][];
          };
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  novedadesAptasParaLiquidar: {
    parameters: {
      query?: {
        idSeller?: number;
        fechaDesde?: string;
        fechaHasta?: string;
        idEstado?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The eligible novedades. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            novedades: components['schemas']['NovedadLiquidacion'][];
          };
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  crearLiquidacion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          ordenesSeleccionadas?: number[] | null;
          novedadesSeleccionadas?: number[] | null;
          Seller?: number | null;
          /** @enum {integer} */
          idEstado?: 2;
        };
      };
    };
    responses: {
      /** @description The draft created. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LiquidacionCambiada'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  detalleLiquidacion: {
    parameters: {
      query: {
        idLiquidacion: number;
        idSeller?: number;
        borrador?: 0 | 1;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The header. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EncabezadoLiquidacion'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  historialLiquidacion: {
    parameters: {
      query: {
        idLiquidacion: number;
        NumeroPagina?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the settlement's history. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Historial'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  ordenesDeLiquidacion: {
    parameters: {
      query: {
        idLiquidacion: number;
        idSeller?: number;
        borrador?: 0 | 1;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            ordenes: components['schemas']['OrdenLiquidacion'][];
          };
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  novedadesDeLiquidacion: {
    parameters: {
      query: {
        idLiquidacion: number;
        idSeller?: number;
        borrador?: 0 | 1;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            novedades: components['schemas']['NovedadLiquidacion'][];
          };
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  feesDeLiquidacion: {
    parameters: {
      query: {
        idLiquidacion: number;
        idSeller?: number;
        borrador?: 0 | 1;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            fees: components['schemas']['FeeLiquidacion'][];
          };
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  rebatesDeLiquidacion: {
    parameters: {
      query: {
        idLiquidacion: number;
        idSeller?: number;
        borrador?: 0 | 1;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The rows. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            rebates: components['schemas']['RebateLiquidacion'][];
          };
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  confirmarLiquidacion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          IdLiquidacion: number;
          NumeroComprobante?: string | null;
          IdTipoComprobante?: number | null;
          codigoSAP?: number | null;
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LiquidacionCambiada'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  eliminarLiquidacion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          IdLiquidacion: number;
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LiquidacionCambiada'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  editarLiquidacion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          IdLiquidacion: number;
          CuerpoOrdenes?: number[] | null;
          CuerpoNovedad?: number[] | null;
          /** @enum {integer} */
          IdEstado?: 2;
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LiquidacionCambiada'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  calcularLiquidacion: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          idLiquidacion: number;
        };
      };
    };
    responses: {
      /** @description Done. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CalculoLiquidacion'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
    };
  };
  cargasTributarias: {
    parameters: {
      query: {
        idLiquidacion: number;
        alcance?: 'orden' | 'liquidacion';
        idOrden?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The tax detail. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            detalleTributarioOrdenes: components['schemas']['DetalleTributario'][];
            detalleTributarioLiquidacion: components['schemas']['DetalleTributario'][];
          };
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  exportarLiquidacionExcel: {
    parameters: {
      query: {
        idLiquidacion: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ArchivoLiquidacionExcel'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
      429: components['responses']['Error'];
    };
  };
  liquidacionPdf: {
    parameters: {
      query: {
        idLiquidacion: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ArchivoLiquidacionPdf'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
      429: components['responses']['Error'];
    };
  };
  exportarCertificadosPdf: {
    parameters: {
      query: {
        idLiquidacion: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ArchivoLiquidacionZip'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
      429: components['responses']['Error'];
    };
  };
  exportarCertificadoImpuestosAnexos: {
    parameters: {
      query: {
        idLiquidacion: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ArchivoLiquidacionZip'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
      429: components['responses']['Error'];
    };
  };
  exportarRetencionesYPercepciones: {
    parameters: {
      query: {
        idLiquidacion: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The zip. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ComprimidoRetencionesPercepciones'];
          };
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
      409: components['responses']['Error'];
      429: components['responses']['Error'];
    };
  };
  cotizacionesLiquidaciones: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': {
          idLiquidacion: number[];
        };
      };
    };
    responses: {
      /** @description The quotes. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            datosFee: components['schemas']['CotizacionFee'][];
          };
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  listarVistas: {
    parameters: {
      query?: {
        Lista?: components['schemas']['ListaConVistas'];
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The views. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListaVistas'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  renombrarVista: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VistaRenombrada'];
      };
    };
    responses: {
      /** @description The view as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Vista'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
  crearVista: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['VistaNueva'];
      };
    };
    responses: {
      /** @description The view as stored. */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Vista'];
        };
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
    };
  };
  eliminarVista: {
    parameters: {
      query: {
        idVista: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted. */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      400: components['responses']['Error'];
      401: components['responses']['Error'];
      403: components['responses']['Error'];
      404: components['responses']['Error'];
    };
  };
}
type WithRequired<T, K extends keyof T> = T & {
  [P in K]-?: T[P];
};
