// Reading listings (000 §3 Publicacion) as the contract answers them.
import type { Queryable } from '../db/db.ts';
import type { components } from '../../api/schema.d.ts';
import { amountFromCents, centsFromDecimal } from '../../domain/money.ts';
import { garantiaExtActiva } from '../../domain/listing-rules.ts';

export type Publicacion = components['schemas']['Publicacion'];
export type Estado = 1 | 2 | 3 | 4 | 5;

export interface ListingRow {
  id_publicacion: number;
  id_seller: number;
  nombre_seller: string;
  seller_envio_propio: boolean;
  titulo: string;
  ean: string | null;
  categoria: string | null;
  descripcion_categoria: string | null;
  marca: string | null;
  descripcion_marca: string | null;
  stock: number;
  sku_seller: string | null;
  sku_market: string | null;
  precio_lista: string;
  precio_promocional: string | null;
  alicuota_iva: string | null;
  alicuota_impuesto_interno: string | null;
  id_tipo_publicacion: number | null;
  tp_codigo: string | null;
  tp_descripcion: string | null;
  tp_comision: string | null;
  tipo_entrega: number[];
  envio_gratis: boolean;
  envio_propio: boolean;
  descripcion_ampliada: string;
  observacion: string;
  link_youtube: string;
  estado: Estado;
  id_motivo_revision: number | null;
  observaciones_revision: string | null;
  fecha_ultima_modificacion: Date | string;
  fecha_publicacion: Date | string;
  garantia_fabrica: number;
  garantia_ext_cuotas: number | null;
  codigo_legibilidad: string | null;
  id_moneda: number;
  tiene_rebate: boolean;
  exceptuado: boolean;
  id_usuario: number | null;
}

export const LISTING_SELECT = `
  SELECT p.id_publicacion, p.id_seller, s.razon_social AS nombre_seller,
         s.envio_propio AS seller_envio_propio, p.titulo, p.ean,
         p.categoria, sf.descripcion AS descripcion_categoria,
         p.marca, m.descripcion AS descripcion_marca,
         p.stock, p.sku_seller, p.sku_market, p.precio_lista::text AS precio_lista,
         p.precio_promocional::text AS precio_promocional,
         p.alicuota_iva::text AS alicuota_iva,
         p.alicuota_impuesto_interno::text AS alicuota_impuesto_interno,
         p.id_tipo_publicacion, tp.codigo AS tp_codigo, tp.descripcion AS tp_descripcion,
         tp.comision::text AS tp_comision, p.tipo_entrega, p.envio_gratis, p.envio_propio,
         p.descripcion_ampliada, p.observacion, p.link_youtube, p.estado,
         p.id_motivo_revision, p.observaciones_revision, p.fecha_ultima_modificacion,
         p.fecha_publicacion, p.garantia_fabrica, p.garantia_ext_cuotas, p.codigo_legibilidad,
         p.id_moneda, p.exceptuado, p.id_usuario,
         EXISTS (SELECT 1 FROM rebates r
                  WHERE r.id_publicacion = p.id_publicacion
                    AND r.id_estado_rebate IN (1, 2, 3)) AS tiene_rebate
    FROM publicaciones p
    JOIN sellers s ON s.id_seller = p.id_seller
    LEFT JOIN subfamilias sf ON sf.codigo = p.categoria
    LEFT JOIN marcas m ON m.codigo = p.marca
    LEFT JOIN tipos_publicacion tp ON tp.id_tipo_publicacion = p.id_tipo_publicacion`;

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
const amount = (text: string) => amountFromCents(centsFromDecimal(text));

export async function loadListingRow(q: Queryable, id: number): Promise<ListingRow | null> {
  const rows = await q.query<ListingRow>(`${LISTING_SELECT} WHERE p.id_publicacion = $1`, [id]);
  return rows[0] ?? null;
}

export async function toPublicacion(q: Queryable, r: ListingRow): Promise<Publicacion> {
  const dims = await q.query<{ alto: string; ancho: string; profundidad: string; peso: string }>(
    `SELECT alto::text, ancho::text, profundidad::text, peso::text
       FROM publicacion_dimensiones WHERE id_publicacion = $1 ORDER BY orden`,
    [r.id_publicacion],
  );
  const imgs = await q.query<{ id_imagen: number; url_imagen: string; posicion: number }>(
    `SELECT id_imagen, url_imagen, posicion FROM publicacion_imagenes
      WHERE id_publicacion = $1 ORDER BY posicion, id_imagen`,
    [r.id_publicacion],
  );
  return {
    idPublicacion: r.id_publicacion,
    idSeller: r.id_seller,
    nombreSeller: r.nombre_seller,
    titulo: r.titulo,
    ean: r.ean,
    categoria: r.categoria,
    descripcionCategoria: r.descripcion_categoria,
    marca: r.marca,
    descripcionMarca: r.descripcion_marca,
    stock: r.stock,
    skuSeller: r.sku_seller,
    skuMarket: r.sku_market,
    precioLista: amount(r.precio_lista),
    precioPromocional: r.precio_promocional === null ? null : amount(r.precio_promocional),
    alicuotaIva: r.alicuota_iva === null ? null : Number(r.alicuota_iva),
    alicuotaImpuestoInterno:
      r.alicuota_impuesto_interno === null ? null : Number(r.alicuota_impuesto_interno),
    idTipoPublicacion: r.id_tipo_publicacion,
    tipoPublicacion:
      r.id_tipo_publicacion === null || r.tp_codigo === null
        ? null
        : {
            idTipoPublicacion: r.id_tipo_publicacion,
            codigo: r.tp_codigo,
            descripcion: r.tp_descripcion ?? '',
            comision: Number(r.tp_comision ?? 0),
          },
    tipoEntrega: r.tipo_entrega,
    envioGratis: r.envio_gratis,
    envioPropio: r.envio_propio,
    seller: { idSeller: r.id_seller, envioPropio: r.seller_envio_propio },
    dimensiones: dims.map((d) => ({
      alto: Number(d.alto),
      ancho: Number(d.ancho),
      profundidad: Number(d.profundidad),
      peso: Number(d.peso),
    })),
    imagenes: imgs.map((i) => ({
      idImagen: i.id_imagen,
      urlImagen: i.url_imagen,
      posicion: i.posicion,
    })),
    descripcionAmpliada: r.descripcion_ampliada,
    observacion: r.observacion,
    linkYoutube: r.link_youtube,
    estado: r.estado,
    idMotivoRevision: r.id_motivo_revision,
    observacionesRevision: r.observaciones_revision,
    fechaUltimaModificacion: iso(r.fecha_ultima_modificacion),
    fechaPublicacion: iso(r.fecha_publicacion),
    garantiaFabrica: r.garantia_fabrica,
    garantiaExtActiva: garantiaExtActiva(r.garantia_fabrica),
    garantiaExtCuotas: r.garantia_ext_cuotas,
    codigoLegibilidad: r.codigo_legibilidad,
    idMoneda: r.id_moneda,
    tieneRebate: r.tiene_rebate,
    exceptuado: r.exceptuado,
    idUser: r.id_usuario,
  };
}

export async function loadPublicacion(q: Queryable, id: number): Promise<Publicacion | null> {
  const row = await loadListingRow(q, id);
  return row === null ? null : toPublicacion(q, row);
}
