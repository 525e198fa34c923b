// The seller form's values (001 §3 Seller) and how they become the calls' bodies: numeric fields
// go as integers (001 §5), the password AES-encrypted (DECISIONS 15).
import type {
  CrearSellerBody,
  EditarSellerBody,
  SellerDetalle,
} from '../../api/sellers-queries.ts';
import { encryptPassword } from '../../domain/password-cipher.ts';
import { defaultModalidadEPK } from '../../domain/seller-rules.ts';

export interface SellerForm {
  razonSocial: string;
  cuit: string;
  email: string;
  emailDespacho: string;
  nombreTienda: string;
  idIntegrador: number;
  logo: string | null;
  tiendaActiva: boolean;
  internacional: boolean;
  envioPropio: boolean;
  slugTienda: string;
  telefono: string;
  domicilio: string;
  numeroDomicilio: string;
  codigoPostal: string;
  localidad: string;
  provincia: string;
  sufijo: string;
  urlPushOrdenes: string;
  idTipoFacturacion: number | null;
  idEmpresaEnviopack: string;
  modalidadEPK: string;
  diasCorte: string;
  diasPlazoPago: string;
  emisionFacturaA: boolean;
  /** Moderador tab (create) or Administrar Cuenta (seller). */
  nombreUsuario: string;
  emailUsuario: string;
  password: string;
  confirmarPassword: string;
  /** Usuario tab (create, optional). */
  usuarioNombre: string;
  usuarioEmail: string;
  usuarioPassword: string;
  usuarioConfirmar: string;
  tiposPublicacion: number[];
}

export function emptyForm(): SellerForm {
  return {
    razonSocial: '',
    cuit: '',
    email: '',
    emailDespacho: '',
    nombreTienda: '',
    idIntegrador: 1,
    logo: null,
    tiendaActiva: true,
    internacional: false,
    envioPropio: false,
    slugTienda: '',
    telefono: '',
    domicilio: '',
    numeroDomicilio: '',
    codigoPostal: '',
    localidad: '',
    provincia: '',
    sufijo: '',
    urlPushOrdenes: '',
    idTipoFacturacion: null,
    idEmpresaEnviopack: '',
    modalidadEPK: defaultModalidadEPK('crear'),
    diasCorte: '',
    diasPlazoPago: '',
    emisionFacturaA: false,
    nombreUsuario: '',
    emailUsuario: '',
    password: '',
    confirmarPassword: '',
    usuarioNombre: '',
    usuarioEmail: '',
    usuarioPassword: '',
    usuarioConfirmar: '',
    tiposPublicacion: [],
  };
}

const str = (v: string | number | null | undefined) =>
  v === null || v === undefined ? '' : String(v);

export function formOf(d: SellerDetalle): SellerForm {
  return {
    ...emptyForm(),
    razonSocial: d.razonSocial,
    cuit: d.cuit,
    email: d.email,
    emailDespacho: str(d.emailDespacho),
    nombreTienda: str(d.nombreTienda),
    idIntegrador: d.idIntegrador,
    logo: d.logo,
    tiendaActiva: d.tiendaActiva,
    internacional: d.internacional,
    envioPropio: d.envioPropio,
    slugTienda: str(d.slugTienda),
    telefono: str(d.telefono),
    domicilio: str(d.domicilio),
    numeroDomicilio: str(d.numeroDomicilio),
    codigoPostal: str(d.codigoPostal),
    localidad: str(d.localidad),
    provincia: str(d.provincia),
    sufijo: str(d.sufijo),
    urlPushOrdenes: str(d.urlPushOrdenes),
    idTipoFacturacion: d.idTipoFacturacion ?? null,
    idEmpresaEnviopack: str(d.idEmpresaEnviopack),
    // 001 §5: 'e' by default on edit.
    modalidadEPK: d.modalidadEPK ?? defaultModalidadEPK('editar'),
    diasCorte: str(d.diasCorte),
    diasPlazoPago: str(d.diasPlazoPago),
    emisionFacturaA: d.emisionFacturaA,
    tiposPublicacion: d.tiposPublicacion,
  };
}

const int = (v: string) => (v.trim() === '' ? null : Number.parseInt(v, 10));
const opt = (v: string) => (v.trim() === '' ? null : v.trim());

function campos(f: SellerForm) {
  return {
    razonSocial: f.razonSocial,
    cuit: f.cuit.trim(),
    email: f.email.trim(),
    emailDespacho: opt(f.emailDespacho),
    nombreTienda: opt(f.nombreTienda),
    idIntegrador: f.idIntegrador,
    logo: f.logo,
    tiendaActiva: f.tiendaActiva,
    internacional: f.internacional,
    envioPropio: f.envioPropio,
    slugTienda: opt(f.slugTienda),
    telefono: opt(f.telefono),
    domicilio: opt(f.domicilio),
    numeroDomicilio: int(f.numeroDomicilio),
    codigoPostal: int(f.codigoPostal),
    localidad: opt(f.localidad),
    provincia: opt(f.provincia),
    sufijo: opt(f.sufijo),
    urlPushOrdenes: opt(f.urlPushOrdenes),
    idTipoFacturacion: f.idTipoFacturacion,
    idEmpresaEnviopack: int(f.idEmpresaEnviopack),
    modalidadEPK: opt(f.modalidadEPK),
    diasCorte: int(f.diasCorte),
    diasPlazoPago: int(f.diasPlazoPago),
    emisionFacturaA: f.emisionFacturaA,
  };
}

export async function createBody(f: SellerForm, clave: string): Promise<CrearSellerBody> {
  const usuario =
    f.usuarioNombre.trim() === ''
      ? {}
      : {
          usuario: {
            nombreUsuario: f.usuarioNombre.trim(),
            email: f.usuarioEmail.trim(),
            password: await encryptPassword(f.usuarioPassword, clave),
            confirmarPassword: await encryptPassword(f.usuarioConfirmar, clave),
          },
        };
  return {
    ...campos(f),
    nombreUsuario: f.nombreUsuario.trim(),
    emailUsuario: f.emailUsuario.trim(),
    password: await encryptPassword(f.password, clave),
    confirmarPassword: await encryptPassword(f.confirmarPassword, clave),
    listaIdsTipoPublicacion: f.tiposPublicacion,
    ...usuario,
  };
}

export async function editBody(
  idSeller: number,
  f: SellerForm,
  clave: string | null,
  account: boolean,
): Promise<EditarSellerBody> {
  const body: EditarSellerBody = { ...campos(f), idSeller };
  if (account) {
    if (f.emailUsuario.trim() !== '') body.emailUsuario = f.emailUsuario.trim();
    if (f.password !== '' && clave !== null) {
      body.password = await encryptPassword(f.password, clave);
      body.confirmarPassword = await encryptPassword(f.confirmarPassword, clave);
    }
  }
  return body;
}
