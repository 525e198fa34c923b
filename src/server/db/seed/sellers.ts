// The sellers area's demo data (001 §2.3, §3; DECISIONS 9): Argentine postal codes with their
// province and localities (the 4-digit lookup of the seller form), the demo sellers' full
// profiles, the publication types they use, store banners and the own logistics of Casa Mendoza
// (seller 3, the one that ships with its own logistics).
import type { Queryable } from '../db.ts';

/** [postal code, province, localities]: a realistic sample of the Argentine codes. */
export const postalCodes: readonly (readonly [number, string, readonly string[]])[] = [
  [1000, 'Ciudad Autónoma de Buenos Aires', ['Ciudad Autónoma de Buenos Aires']],
  [1001, 'Ciudad Autónoma de Buenos Aires', ['San Nicolás', 'Retiro']],
  [1406, 'Ciudad Autónoma de Buenos Aires', ['Caballito', 'Flores']],
  [1425, 'Ciudad Autónoma de Buenos Aires', ['Palermo', 'Recoleta']],
  [1428, 'Ciudad Autónoma de Buenos Aires', ['Belgrano', 'Núñez']],
  [1602, 'Buenos Aires', ['Florida', 'Florida Oeste']],
  [1636, 'Buenos Aires', ['Olivos', 'La Lucila']],
  [1642, 'Buenos Aires', ['San Isidro', 'Acassuso']],
  [1704, 'Buenos Aires', ['Ramos Mejía']],
  [1708, 'Buenos Aires', ['Morón', 'Haedo']],
  [1828, 'Buenos Aires', ['Banfield']],
  [1832, 'Buenos Aires', ['Lomas de Zamora']],
  [1870, 'Buenos Aires', ['Avellaneda']],
  [1878, 'Buenos Aires', ['Quilmes', 'Bernal']],
  [1900, 'Buenos Aires', ['La Plata']],
  [2000, 'Santa Fe', ['Rosario']],
  [2300, 'Santa Fe', ['Rafaela']],
  [2800, 'Buenos Aires', ['Zárate']],
  [2900, 'Buenos Aires', ['San Nicolás de los Arroyos']],
  [3000, 'Santa Fe', ['Santa Fe', 'Santo Tomé']],
  [3100, 'Entre Ríos', ['Paraná']],
  [3260, 'Entre Ríos', ['Concepción del Uruguay']],
  [3300, 'Misiones', ['Posadas']],
  [3370, 'Misiones', ['Puerto Iguazú']],
  [3400, 'Corrientes', ['Corrientes']],
  [3500, 'Chaco', ['Resistencia']],
  [3600, 'Formosa', ['Formosa']],
  [4000, 'Tucumán', ['San Miguel de Tucumán']],
  [4107, 'Tucumán', ['Yerba Buena']],
  [4200, 'Santiago del Estero', ['Santiago del Estero']],
  [4400, 'Salta', ['Salta']],
  [4600, 'Jujuy', ['San Salvador de Jujuy']],
  [4700, 'Catamarca', ['San Fernando del Valle de Catamarca']],
  [5000, 'Córdoba', ['Córdoba']],
  [5152, 'Córdoba', ['Villa Carlos Paz']],
  [5500, 'Mendoza', ['Mendoza', 'Ciudad de Mendoza']],
  [5501, 'Mendoza', ['Godoy Cruz']],
  [5539, 'Mendoza', ['Las Heras']],
  [5600, 'Mendoza', ['San Rafael']],
  [5700, 'San Luis', ['San Luis']],
  [5800, 'Córdoba', ['Río Cuarto']],
  [5400, 'San Juan', ['San Juan']],
  [5300, 'La Rioja', ['La Rioja']],
  [6300, 'La Pampa', ['Santa Rosa']],
  [7000, 'Buenos Aires', ['Tandil']],
  [7600, 'Buenos Aires', ['Mar del Plata']],
  [8000, 'Buenos Aires', ['Bahía Blanca']],
  [8300, 'Neuquén', ['Neuquén']],
  [8324, 'Río Negro', ['Cipolletti']],
  [8370, 'Neuquén', ['San Martín de los Andes']],
  [8400, 'Río Negro', ['San Carlos de Bariloche']],
  [8500, 'Río Negro', ['Viedma']],
  [9000, 'Chubut', ['Comodoro Rivadavia']],
  [9100, 'Chubut', ['Trelew']],
  [9120, 'Chubut', ['Puerto Madryn']],
  [9400, 'Santa Cruz', ['Río Gallegos']],
  [9405, 'Santa Cruz', ['El Calafate']],
  [9410, 'Tierra del Fuego', ['Ushuaia']],
  [9420, 'Tierra del Fuego', ['Río Grande']],
];

const profiles = [
  {
    id: 1,
    domicilio: 'Av. Argentina',
    numero: 1250,
    cp: 8300,
    localidad: 'Neuquén',
    provincia: 'Neuquén',
    telefono: '2994471100',
    emailDespacho: 'despachos@electrohogarpatagonia.com.ar',
    facturacion: 1,
    slug: 'electro-hogar-patagonia',
  },
  {
    id: 2,
    domicilio: 'Bv. Oroño',
    numero: 845,
    cp: 2000,
    localidad: 'Rosario',
    provincia: 'Santa Fe',
    telefono: '3414250300',
    emailDespacho: 'logistica@litoralsport.com.ar',
    facturacion: 2,
    slug: 'litoral-sport',
  },
  {
    id: 3,
    domicilio: 'Av. San Martín',
    numero: 2210,
    cp: 5500,
    localidad: 'Mendoza',
    provincia: 'Mendoza',
    telefono: '2614238800',
    emailDespacho: 'envios@casamendoza.com.ar',
    facturacion: 1,
    slug: 'casa-mendoza',
  },
] as const;

export async function seedSellers(q: Queryable): Promise<void> {
  await q.query(
    `INSERT INTO codigos_postales (codigo_postal, localidad, provincia)
     SELECT x.cp, l.localidad, x.provincia
       FROM json_to_recordset($1::json) AS x(cp int, provincia text, localidades json)
      CROSS JOIN LATERAL json_array_elements_text(x.localidades) AS l(localidad)`,
    [
      JSON.stringify(
        postalCodes.map(([cp, provincia, localidades]) => ({ cp, provincia, localidades })),
      ),
    ],
  );
  for (const p of profiles) {
    await q.query(
      `UPDATE sellers
          SET domicilio = $2, numero_domicilio = $3, codigo_postal = $4, localidad = $5,
              provincia = $6, telefono = $7, email_despacho = $8, id_tipo_facturacion = $9,
              slug_tienda = $10, modalidad_epk = 'e', dias_corte = 15, dias_plazo_pago = 30,
              id_integrador = 1
        WHERE id_seller = $1`,
      [
        p.id,
        p.domicilio,
        p.numero,
        p.cp,
        p.localidad,
        p.provincia,
        p.telefono,
        p.emailDespacho,
        p.facturacion,
        p.slug,
      ],
    );
  }
  // Every active publication type for every demo seller.
  await q.query(
    `INSERT INTO seller_tipos_publicacion (id_seller, id_tipo_publicacion)
     SELECT s.id_seller, t.id_tipo_publicacion FROM sellers s CROSS JOIN tipos_publicacion t
      WHERE t.activo`,
  );
  await q.query(
    `INSERT INTO seller_banners (id_seller, descripcion, cdn_url) VALUES
       (1, 'Hot Sale electro', 'https://cdn.market.com.ar/banners/ehp-hot-sale.jpg'),
       (1, 'Línea blanca', 'https://cdn.market.com.ar/banners/ehp-linea-blanca.jpg'),
       (3, 'Living y comedor', 'https://cdn.market.com.ar/banners/cmm-living.jpg')`,
  );
  // Casa Mendoza ships itself: AMBA and interior enabled, free shipping in the interior.
  await q.query(
    `INSERT INTO logistica_propia_zonas (id_seller, id_zona, habilitada, envio_gratis) VALUES
       (3, 1, true, false), (3, 2, true, true), (3, 3, false, false)`,
  );
  await q.query(
    `INSERT INTO logistica_propia_costos (id_seller, id_escala, id_zona, costo, dias_entrega)
     SELECT 3, e.id_escala, z.id_zona,
            (1500 + e.id_escala * 900 + z.id_zona * 650)::numeric(14, 2),
            CASE WHEN z.id_zona = 1 AND e.id_escala <= 2 THEN 1 ELSE 2 + z.id_zona END
       FROM logistica_escalas e CROSS JOIN logistica_zonas z
      WHERE z.id_zona IN (1, 2)`,
  );
}
