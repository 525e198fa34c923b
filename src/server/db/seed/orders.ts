// The orders' details (001 §2.1, §3; DECISIONS 9, 18): the catalogues the order screens name
// (cancellation and rejection reasons, acquirers, delivery types), and for every demo order of
// step 0002 a buyer, a delivery (home or branch), the platform, the payment with its coupons,
// the status timeline and, for requests, the reason; so that every tab of /Ordenes/Editar has
// something real to show. Deterministic: the same data on every seed.
import type { Queryable } from '../db.ts';
import { random } from './random.ts';

export const motivosSolicitudAnulacion: readonly { id: number; descripcion: string }[] = [
  { id: 1, descripcion: 'Sin stock del producto' },
  { id: 2, descripcion: 'El comprador se arrepintió de la compra' },
  { id: 3, descripcion: 'Error en el precio publicado' },
  { id: 4, descripcion: 'Domicilio de entrega fuera de cobertura' },
  { id: 5, descripcion: 'Pago observado por el banco' },
  { id: 6, descripcion: 'Otro' },
];

export const motivosRechazoAnulacion: readonly { codigo: number; descripcion: string }[] = [
  { codigo: 1, descripcion: 'El producto ya fue despachado' },
  { codigo: 2, descripcion: 'El comprador confirmó la compra' },
  { codigo: 3, descripcion: 'La solicitud no corresponde a la orden' },
  { codigo: 4, descripcion: 'Otro' },
];

const adquirientes = [
  { id: 1, descripcion: 'Prisma' },
  { id: 2, descripcion: 'Fiserv' },
  { id: 3, descripcion: 'Getnet' },
  { id: 4, descripcion: 'Payway' },
];

const nombres = [
  'María',
  'Juan',
  'Lucía',
  'Martín',
  'Sofía',
  'Diego',
  'Valentina',
  'Santiago',
  'Camila',
  'Federico',
  'Florencia',
  'Nicolás',
  'Agustina',
  'Pablo',
  'Julieta',
  'Gonzalo',
];
export const apellidos = [
  'González',
  'Rodríguez',
  'Fernández',
  'López',
  'Martínez',
  'Pérez',
  'Gómez',
  'Sánchez',
  'Romero',
  'Díaz',
  'Álvarez',
  'Torres',
  'Ruiz',
  'Benítez',
  'Acosta',
  'Medina',
];
/** Streets, postal codes, localities and provinces that go together. */
const lugares = [
  {
    calle: 'Av. Corrientes',
    cp: '1043',
    localidad: 'San Nicolás',
    provincia: 'Ciudad Autónoma de Buenos Aires',
  },
  {
    calle: 'Av. Cabildo',
    cp: '1426',
    localidad: 'Belgrano',
    provincia: 'Ciudad Autónoma de Buenos Aires',
  },
  { calle: 'Calle 7', cp: '1900', localidad: 'La Plata', provincia: 'Buenos Aires' },
  { calle: 'Bv. Oroño', cp: '2000', localidad: 'Rosario', provincia: 'Santa Fe' },
  { calle: 'Av. Colón', cp: '5000', localidad: 'Córdoba', provincia: 'Córdoba' },
  { calle: 'Av. San Martín', cp: '5500', localidad: 'Mendoza', provincia: 'Mendoza' },
  { calle: 'Av. Argentina', cp: '8300', localidad: 'Neuquén', provincia: 'Neuquén' },
  { calle: 'Mitre', cp: '8400', localidad: 'San Carlos de Bariloche', provincia: 'Río Negro' },
  { calle: 'Av. Belgrano', cp: '4000', localidad: 'San Miguel de Tucumán', provincia: 'Tucumán' },
  { calle: 'Av. Libertad', cp: '7600', localidad: 'Mar del Plata', provincia: 'Buenos Aires' },
];
const tarjetas = [
  { tarjeta: 'Visa', banco: 'Banco Nación' },
  { tarjeta: 'Mastercard', banco: 'Banco Galicia' },
  { tarjeta: 'American Express', banco: 'Banco Santander' },
  { tarjeta: 'Cabal', banco: 'Banco Credicoop' },
  { tarjeta: 'Naranja X', banco: 'Naranja X' },
];
const planes = [
  { nroPlan: 1001, cuotas: 1 },
  { nroPlan: 1003, cuotas: 3 },
  { nroPlan: 1006, cuotas: 6 },
  { nroPlan: 1012, cuotas: 12 },
];

const pick = <T>(list: readonly T[], r: number): T => list[Math.floor(r * list.length)] as T;

interface OrderRow {
  id_orden: number;
  id_seller: number;
  fecha: Date | string;
  estado: number;
  estado_pago: string;
  fecha_facturacion: Date | string | null;
  envio_procesado: boolean;
  monto_venta: string;
  envio_propio: boolean;
  id_tipo_publicacion: number | null;
}

const HOUR = 3_600_000;

export async function seedOrderDetails(q: Queryable): Promise<void> {
  for (const m of motivosSolicitudAnulacion) {
    await q.query(
      'INSERT INTO motivos_solicitud_anulacion (id_motivo, descripcion, orden) VALUES ($1, $2, $3)',
      [m.id, m.descripcion, m.id],
    );
  }
  for (const m of motivosRechazoAnulacion) {
    await q.query(
      'INSERT INTO motivos_rechazo_anulacion (codigo, descripcion, orden) VALUES ($1, $2, $3)',
      [m.codigo, m.descripcion, m.codigo],
    );
  }
  for (const a of adquirientes) {
    await q.query('INSERT INTO adquirientes (id_adquiriente, descripcion) VALUES ($1, $2)', [
      a.id,
      a.descripcion,
    ]);
  }
  // 001 §2.1: seller 1 shows its buyers' contact data; seller 3 ships itself (envio_propio).
  await q.query('UPDATE sellers SET mostrar_info_contacto = (id_seller = 1)');

  const orders = await q.query<OrderRow>(
    `SELECT o.id_orden, o.id_seller, o.fecha, o.estado, o.estado_pago, o.fecha_facturacion,
            o.envio_procesado, o.monto_venta::text AS monto_venta, s.envio_propio,
            (SELECT p.id_tipo_publicacion FROM orden_items i
               JOIN publicaciones p ON p.id_publicacion = i.id_publicacion
              WHERE i.id_orden = o.id_orden ORDER BY i.id_item LIMIT 1) AS id_tipo_publicacion
       FROM ordenes o JOIN sellers s ON s.id_seller = o.id_seller
      ORDER BY o.id_orden`,
  );
  const rand = random(20_261_125);
  let requests = 0;
  const details: object[] = [];
  const estados: object[] = [];
  const cupones: object[] = [];
  for (const o of orders) {
    const nombre = pick(nombres, rand());
    const apellido = pick(apellidos, rand());
    const lugar = pick(lugares, rand());
    const numero = String(100 + Math.floor(rand() * 4800));
    const enDepto = rand() < 0.4;
    const sucursal = rand() < 0.2;
    const plataforma = rand() < 0.6 ? 0 : rand() < 0.5 ? 1 : 2;
    const fecha = new Date(o.fecha).getTime();
    const facturacion = o.fecha_facturacion === null ? null : new Date(o.fecha_facturacion);
    const card = pick(tarjetas, rand());
    const plan = pick(planes, rand());
    const solicitud = o.estado === 3;
    const documento = String(20_000_000 + Math.floor(rand() * 25_000_000));
    details.push({
      id_orden: o.id_orden,
      id_referencia: `MK-${String(o.id_orden * 7919 + 100_000).padStart(8, '0')}`,
      id_plataforma: plataforma,
      id_vendedor_boca: 5000 + o.id_seller * 10 + plataforma,
      id_tipo_publicacion: o.id_tipo_publicacion,
      cliente_nombre: nombre,
      cliente_apellido: apellido,
      cliente_email: `${nombre}.${apellido}`
        .toLowerCase()
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .concat(`${String(o.id_orden % 97)}@correo.com.ar`),
      cliente_documento: documento,
      cliente_telefono: `11${String(40_000_000 + Math.floor(rand() * 59_999_999))}`,
      cliente_domicilio: lugar.calle,
      cliente_numero: numero,
      cliente_piso: enDepto ? String(1 + Math.floor(rand() * 12)) : null,
      cliente_departamento: enDepto ? pick(['A', 'B', 'C', 'D'], rand()) : null,
      cliente_codigo_postal: lugar.cp,
      cliente_localidad: lugar.localidad,
      cliente_provincia: lugar.provincia,
      id_tipo_entrega: sucursal ? 2 : 1,
      entrega_domicilio: sucursal
        ? `Sucursal Market ${lugar.localidad}`
        : `${lugar.calle} ${numero}`,
      entrega_departamento: !sucursal && enDepto ? 'B' : null,
      entrega_piso: !sucursal && enDepto ? '3' : null,
      entrega_codigo_postal: lugar.cp,
      entrega_localidad: lugar.localidad,
      entrega_provincia: lugar.provincia,
      url_tracking: o.envio_procesado
        ? o.envio_propio
          ? `https://seguimiento.mueblesmendoza.com.ar/envios/${String(o.id_orden)}`
          : `https://www.correoargentino.com.ar/seguimiento?id=MK${String(o.id_orden).padStart(9, '0')}`
        : null,
      cuotas: plan.cuotas,
      tarjeta: card.tarjeta,
      // Requests: most name their reason; one in four came without one (001 §5).
      id_motivo_solicitud: solicitud && requests++ % 4 !== 3 ? 1 + Math.floor(rand() * 5) : null,
      detalle_solicitud: solicitud ? 'Pedido del comprador por el centro de atención.' : null,
      fecha_solicitud: solicitud ? new Date(fecha + 2 * HOUR).toISOString() : null,
    });
    // The timeline (001 §4): created pending; invoiced; then what happened after.
    estados.push({ id_orden: o.id_orden, id_estado: 1, fecha: new Date(fecha).toISOString() });
    if (facturacion !== null) {
      estados.push({ id_orden: o.id_orden, id_estado: 2, fecha: facturacion.toISOString() });
    }
    const despues = new Date((facturacion?.getTime() ?? fecha) + 3 * HOUR).toISOString();
    if (o.estado === 3) {
      estados.push({
        id_orden: o.id_orden,
        id_estado: 3,
        fecha: new Date(fecha + 2 * HOUR).toISOString(),
      });
    } else if (o.estado === 4 || o.estado === 5) {
      estados.push({ id_orden: o.id_orden, id_estado: o.estado, fecha: despues });
    }
    // The payment coupons of approved payments: one card, or two for one order in ten.
    if (o.estado_pago === 'aprobado') {
      const cents = Math.round(Number(o.monto_venta) * 100);
      const dos = rand() < 0.1;
      const partes = dos ? [Math.floor(cents / 2), cents - Math.floor(cents / 2)] : [cents];
      partes.forEach((parte, k) => {
        const c = k === 0 ? card : pick(tarjetas, rand());
        cupones.push({
          id_orden: o.id_orden,
          nro_plan: plan.nroPlan,
          cuotas: plan.cuotas,
          tarjeta: c.tarjeta,
          monto_cuota: (Math.round(parte / plan.cuotas) / 100).toFixed(2),
          banco: c.banco,
          autorizacion: String(100_000 + Math.floor(rand() * 899_999)),
          nro_cupon: 1 + Math.floor(rand() * 9_999),
          ultimos_cuatro_digitos: String(1000 + Math.floor(rand() * 8999)),
          primeros_seis_digitos: String(400_000 + Math.floor(rand() * 199_999)),
          id_adquiriente: 1 + Math.floor(rand() * adquirientes.length),
          id_transaccion: 900_000_000 + o.id_orden * 10 + k,
          recargo: '0.00',
        });
      });
    }
  }
  await q.query(
    `UPDATE ordenes o SET
       id_referencia = x.id_referencia, id_plataforma = x.id_plataforma,
       id_vendedor_boca = x.id_vendedor_boca, id_tipo_publicacion = x.id_tipo_publicacion,
       cliente_nombre = x.cliente_nombre, cliente_apellido = x.cliente_apellido,
       cliente_email = x.cliente_email, cliente_documento = x.cliente_documento,
       cliente_telefono = x.cliente_telefono, cliente_domicilio = x.cliente_domicilio,
       cliente_numero = x.cliente_numero, cliente_piso = x.cliente_piso,
       cliente_departamento = x.cliente_departamento,
       cliente_codigo_postal = x.cliente_codigo_postal, cliente_localidad = x.cliente_localidad,
       cliente_provincia = x.cliente_provincia, id_tipo_entrega = x.id_tipo_entrega,
       entrega_domicilio = x.entrega_domicilio, entrega_departamento = x.entrega_departamento,
       entrega_piso = x.entrega_piso, entrega_codigo_postal = x.entrega_codigo_postal,
       entrega_localidad = x.entrega_localidad, entrega_provincia = x.entrega_provincia,
       url_tracking = x.url_tracking, cuotas = x.cuotas, tarjeta = x.tarjeta,
       id_motivo_solicitud = x.id_motivo_solicitud, detalle_solicitud = x.detalle_solicitud,
       fecha_solicitud = x.fecha_solicitud,
       id_motivo_anulacion_market = CASE WHEN o.anulada_por_market THEN 5 END,
       detalle_anulacion_market = CASE WHEN o.anulada_por_market
         THEN 'Pago observado: la venta se anuló desde el marketplace.' END
     FROM json_to_recordset($1::json) AS x(id_orden int, id_referencia text, id_plataforma int,
          id_vendedor_boca int, id_tipo_publicacion int, cliente_nombre text,
          cliente_apellido text, cliente_email text, cliente_documento text,
          cliente_telefono text, cliente_domicilio text, cliente_numero text, cliente_piso text,
          cliente_departamento text, cliente_codigo_postal text, cliente_localidad text,
          cliente_provincia text, id_tipo_entrega int, entrega_domicilio text,
          entrega_departamento text, entrega_piso text, entrega_codigo_postal text,
          entrega_localidad text, entrega_provincia text, url_tracking text, cuotas int,
          tarjeta text, id_motivo_solicitud int, detalle_solicitud text,
          fecha_solicitud timestamptz)
    WHERE o.id_orden = x.id_orden`,
    [JSON.stringify(details)],
  );
  await q.query(
    `INSERT INTO orden_estados (id_orden, id_estado, fecha)
     SELECT id_orden, id_estado, fecha
       FROM json_to_recordset($1::json) AS x(id_orden int, id_estado int, fecha timestamptz)`,
    [JSON.stringify(estados)],
  );
  await q.query(
    `INSERT INTO orden_cupones (id_orden, nro_plan, cuotas, tarjeta, monto_cuota, banco,
                                autorizacion, nro_cupon, ultimos_cuatro_digitos,
                                primeros_seis_digitos, id_adquiriente, id_transaccion, recargo)
     SELECT id_orden, nro_plan, cuotas, tarjeta, monto_cuota, banco, autorizacion, nro_cupon,
            ultimos_cuatro_digitos, primeros_seis_digitos, id_adquiriente, id_transaccion,
            recargo
       FROM json_to_recordset($1::json) AS x(id_orden int, nro_plan int, cuotas int,
            tarjeta text, monto_cuota numeric, banco text, autorizacion text, nro_cupon int,
            ultimos_cuatro_digitos text, primeros_seis_digitos text, id_adquiriente int,
            id_transaccion bigint, recargo numeric)`,
    [JSON.stringify(cupones)],
  );
}
