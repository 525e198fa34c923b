// The catalogues the listing form and filters read (DECISIONS 9), with realistic Argentine
// data: brands, categories (subfamilies) with their family, articles with valid EAN-13 codes,
// VAT rates, review reasons ("Otro" last), extended warranties and listing types. A second
// step completes the demo listings of 0002 (DECISIONS 14) with what the listing form shows:
// category and brand read from the title, VAT rate, listing type, dimensions, an extended
// description, factory warranty and the 'PRODUCTO EXCEPTUADO' flag on a few.
import type { Queryable } from '../db.ts';
import { decimalFromCents } from '../../../domain/money.ts';
import { GARANTIA_MESES } from '../../../domain/listing-rules.ts';
import { foldText } from '../text-search.ts';

type Garantia = (typeof GARANTIA_MESES)[number];

/** Brands: code, description and the GS1 prefix (country and company) of their EAN codes. */
const marcas: readonly { codigo: string; descripcion: string; gs1: string }[] = [
  { codigo: 'SAMSUNG', descripcion: 'Samsung', gs1: '8801643' },
  { codigo: 'LG', descripcion: 'LG', gs1: '8806084' },
  { codigo: 'PHILCO', descripcion: 'Philco', gs1: '7798124' },
  { codigo: 'DREAN', descripcion: 'Drean', gs1: '7790380' },
  { codigo: 'ATMA', descripcion: 'Atma', gs1: '7798016' },
  { codigo: 'LILIANA', descripcion: 'Liliana', gs1: '7790491' },
  { codigo: 'PEABODY', descripcion: 'Peabody', gs1: '7798311' },
  { codigo: 'NOBLEX', descripcion: 'Noblex', gs1: '7798124' },
  { codigo: 'BGH', descripcion: 'BGH', gs1: '7790577' },
  { codigo: 'WHIRLPOOL', descripcion: 'Whirlpool', gs1: '7793862' },
  { codigo: 'GAFA', descripcion: 'Gafa', gs1: '7790612' },
  { codigo: 'LONGVIE', descripcion: 'Longvie', gs1: '7790643' },
  { codigo: 'RHEEM', descripcion: 'Rheem', gs1: '7790728' },
  { codigo: 'KOHINOOR', descripcion: 'Koh-i-Noor', gs1: '7790755' },
  { codigo: 'EMEGE', descripcion: 'Emegé', gs1: '7790813' },
  { codigo: 'ELECTROLUX', descripcion: 'Electrolux', gs1: '7790612' },
  { codigo: 'PATRICK', descripcion: 'Patrick', gs1: '7798093' },
  { codigo: 'OSTER', descripcion: 'Oster', gs1: '0534002' },
  { codigo: 'PHILIPS', descripcion: 'Philips', gs1: '8710103' },
  { codigo: 'TCL', descripcion: 'TCL', gs1: '6937512' },
  { codigo: 'SURREY', descripcion: 'Surrey', gs1: '7790577' },
  { codigo: 'TOPPER', descripcion: 'Topper', gs1: '7791016' },
  { codigo: 'ADIDAS', descripcion: 'Adidas', gs1: '4066746' },
  { codigo: 'NIKE', descripcion: 'Nike', gs1: '0196153' },
  { codigo: 'PENALTY', descripcion: 'Penalty', gs1: '7791042' },
  { codigo: 'FILA', descripcion: 'Fila', gs1: '7798240' },
  { codigo: 'PUMA', descripcion: 'Puma', gs1: '4065449' },
  { codigo: 'HEAD', descripcion: 'Head', gs1: '9004510' },
  { codigo: 'OLMO', descripcion: 'Olmo', gs1: '7791148' },
  { codigo: 'ATHIX', descripcion: 'Athix', gs1: '7798352' },
  { codigo: 'RANDERS', descripcion: 'Randers', gs1: '7798161' },
  { codigo: 'BULLPADEL', descripcion: 'Bullpadel', gs1: '8435441' },
  { codigo: 'SPINIT', descripcion: 'Spinit', gs1: '7798187' },
  { codigo: 'GYMTONIC', descripcion: 'Gymtonic', gs1: '7798279' },
  { codigo: 'STANLEY', descripcion: 'Stanley', gs1: '0041604' },
  { codigo: 'SPALDING', descripcion: 'Spalding', gs1: '0029321' },
  { codigo: 'UMBRO', descripcion: 'Umbro', gs1: '5054282' },
  { codigo: 'MOSCONI', descripcion: 'Mosconi', gs1: '7798402' },
  { codigo: 'ORLANDI', descripcion: 'Orlandi', gs1: '7798419' },
  { codigo: 'PLATINUM', descripcion: 'Platinum', gs1: '7798426' },
  { codigo: 'CANNON', descripcion: 'Cannon', gs1: '7790931' },
  { codigo: 'PIERO', descripcion: 'Piero', gs1: '7790954' },
  { codigo: 'GENERICA', descripcion: 'Genérica', gs1: '7799999' },
];

/** The brand of a product nobody made known (muebles de carpintería, for instance). */
const MARCA_GENERICA = 'GENERICA';

type Familia =
  | 'Línea blanca'
  | 'Climatización'
  | 'Pequeños electrodomésticos'
  | 'Electrónica, audio y video'
  | 'Deportes y fitness'
  | 'Camping'
  | 'Muebles'
  | 'Descanso';

/** [alto, ancho, profundidad] in cm and peso in kg of one package (000 §5: 3 digits, 1 decimal). */
type Bulto = readonly [number, number, number, number];

interface SubFamilia {
  codigo: string;
  descripcion: string;
  familia: Familia;
  /** The first words of a title that name the category (accents and case ignored). */
  palabras: readonly string[];
  /** The packages a product of the category ships in. */
  bultos: readonly Bulto[];
  /** Factory warranty in months (000 §5 choices). */
  garantia: Garantia;
  /** 10.5 for the electronics of the reduced VAT rate (Ley 19.640 assembly), else 21. */
  iva?: 10.5;
}

const subfamilias: readonly SubFamilia[] = [
  // Línea blanca
  sf('1001', 'Heladeras', 'Línea blanca', ['heladera'], [[185, 60, 67, 68]], 12),
  sf('1002', 'Freezers', 'Línea blanca', ['freezer'], [[85, 110, 70, 45]], 12),
  sf('1003', 'Lavarropas', 'Línea blanca', ['lavarropas'], [[85, 60, 55, 65]], 12),
  sf('1004', 'Secarropas', 'Línea blanca', ['secarropas'], [[80, 48, 50, 18]], 12),
  sf('1005', 'Lavavajillas', 'Línea blanca', ['lavavajillas'], [[85, 60, 60, 45]], 12),
  sf('1006', 'Cocinas', 'Línea blanca', ['cocina'], [[85, 56, 60, 42]], 24),
  sf('1007', 'Anafes', 'Línea blanca', ['anafe'], [[8, 60, 52, 9.5]], 12),
  sf('1008', 'Termotanques', 'Línea blanca', ['termotanque'], [[75, 45, 45, 22]], 24),
  // Climatización
  {
    ...sf(
      '1101',
      'Aire acondicionado',
      'Climatización',
      ['aire acondicionado'],
      [
        [35, 95, 30, 12],
        [60, 85, 35, 32.5],
      ],
      12,
    ),
    iva: 10.5,
  },
  sf('1102', 'Ventiladores', 'Climatización', ['ventilador'], [[25, 55, 25, 6]], 12),
  sf('1103', 'Estufas y calefactores', 'Climatización', ['estufa'], [[70, 60, 30, 25]], 24),
  // Pequeños electrodomésticos
  {
    ...sf(
      '1201',
      'Microondas',
      'Pequeños electrodomésticos',
      ['microondas'],
      [[28, 46, 36, 12]],
      12,
    ),
    iva: 10.5,
  },
  sf(
    '1202',
    'Hornos eléctricos',
    'Pequeños electrodomésticos',
    ['horno electrico'],
    [[35, 55, 40, 10]],
    6,
  ),
  sf('1203', 'Pavas eléctricas', 'Pequeños electrodomésticos', ['pava'], [[25, 22, 18, 1.3]], 6),
  sf('1204', 'Cafeteras', 'Pequeños electrodomésticos', ['cafetera'], [[32, 25, 30, 5]], 12),
  sf('1205', 'Licuadoras', 'Pequeños electrodomésticos', ['licuadora'], [[45, 25, 25, 4]], 6),
  sf('1206', 'Aspiradoras', 'Pequeños electrodomésticos', ['aspiradora'], [[15, 40, 40, 4.5]], 12),
  // Electrónica, audio y video
  {
    ...sf(
      '1301',
      'Televisores',
      'Electrónica, audio y video',
      ['smart tv', 'televisor'],
      [[80, 130, 15, 18]],
      12,
    ),
    iva: 10.5,
  },
  sf(
    '1302',
    'Barras de sonido',
    'Electrónica, audio y video',
    ['barra de sonido'],
    [[20, 95, 30, 8]],
    12,
  ),
  // Deportes y fitness
  sf(
    '2001',
    'Calzado deportivo',
    'Deportes y fitness',
    ['zapatillas', 'botines'],
    [[12, 33, 21, 1.1]],
    3,
  ),
  sf('2002', 'Pelotas', 'Deportes y fitness', ['pelota'], [[23, 23, 23, 0.5]], 0),
  sf('2003', 'Indumentaria deportiva', 'Deportes y fitness', ['camiseta'], [[3, 30, 25, 0.3]], 0),
  sf('2004', 'Bicicletas', 'Deportes y fitness', ['bicicleta'], [[75, 150, 25, 17]], 6),
  sf(
    '2005',
    'Equipamiento de fitness',
    'Deportes y fitness',
    ['bicicleta fija', 'cinta de correr'],
    [[45, 150, 70, 50]],
    6,
  ),
  sf('2006', 'Pesas y mancuernas', 'Deportes y fitness', ['mancuernas'], [[15, 30, 20, 10.5]], 3),
  sf(
    '2007',
    'Raquetas y paletas',
    'Deportes y fitness',
    ['raqueta', 'paleta'],
    [[5, 70, 30, 0.6]],
    3,
  ),
  sf(
    '2008',
    'Bolsos y mochilas deportivas',
    'Deportes y fitness',
    ['bolso'],
    [[10, 55, 30, 0.9]],
    0,
  ),
  sf(
    '2009',
    'Accesorios de fútbol',
    'Deportes y fitness',
    ['guantes de arquero'],
    [[8, 30, 20, 0.4]],
    0,
  ),
  sf('2010', 'Yoga y pilates', 'Deportes y fitness', ['colchoneta'], [[15, 65, 15, 1]], 1),
  // Camping
  sf('2101', 'Carpas', 'Camping', ['carpa'], [[20, 65, 20, 4.5]], 3),
  sf('2102', 'Termos y mates', 'Camping', ['termo'], [[35, 12, 12, 1.2]], 120),
  // Muebles
  sf(
    '3001',
    'Muebles de living',
    'Muebles',
    ['rack', 'sillon', 'mesa ratona'],
    [[60, 180, 60, 45]],
    6,
  ),
  sf(
    '3002',
    'Mesas de comedor',
    'Muebles',
    ['mesa de comedor'],
    [
      [10, 165, 95, 48],
      [78, 15, 15, 14],
    ],
    6,
  ),
  sf('3003', 'Sillas y banquetas', 'Muebles', ['silla', 'banqueta'], [[95, 50, 55, 18]], 6),
  sf(
    '3004',
    'Placares y roperos',
    'Muebles',
    ['placard'],
    [
      [200, 60, 10, 70],
      [200, 60, 10, 65],
    ],
    6,
  ),
  sf('3005', 'Cómodas y cajoneras', 'Muebles', ['comoda'], [[90, 80, 45, 38]], 6),
  sf('3006', 'Escritorios', 'Muebles', ['escritorio'], [[12, 125, 65, 22]], 6),
  sf('3007', 'Bibliotecas y estantes', 'Muebles', ['biblioteca'], [[15, 180, 35, 28]], 6),
  sf(
    '3008',
    'Camas',
    'Muebles',
    ['cama'],
    [
      [20, 200, 100, 40],
      [15, 120, 30, 25],
    ],
    6,
  ),
  sf('3010', 'Vajilleros y aparadores', 'Muebles', ['vajillero'], [[180, 90, 42, 75]], 6),
  sf('3011', 'Zapateros', 'Muebles', ['zapatero'], [[100, 60, 35, 24]], 6),
  // Descanso
  sf(
    '3009',
    'Colchones y sommiers',
    'Descanso',
    ['sommier', 'colchon'],
    [
      [30, 140, 190, 40],
      [28, 140, 190, 32],
    ],
    60,
  ),
];

function sf(
  codigo: string,
  descripcion: string,
  familia: Familia,
  palabras: readonly string[],
  bultos: readonly Bulto[],
  garantia: Garantia,
): SubFamilia {
  return { codigo, descripcion, familia, palabras, bultos, garantia };
}

/**
 * The articles (GET /api/Articulos?id=): the demo listings' products and a few more. Brand
 * and category are read from the description, as for the listings.
 */
const articulos: readonly string[] = [
  // Electro Hogar Patagonia (seller 1)
  'Heladera No Frost Samsung RT38 382 L Inox',
  'Lavarropas Automático Drean Next 8.14 8 kg',
  'Smart TV LG 55" 4K UHD ThinQ AI',
  'Aire Acondicionado Split BGH Silent Air 3000 F/C',
  'Cocina Longvie 13601 a Gas 4 Hornallas',
  'Microondas Philco MPH2320 20 L Digital',
  'Pava Eléctrica Atma PE5210 1,7 L Acero',
  'Cafetera Express Peabody PE-CE4702 20 Bar',
  'Ventilador de Pie Liliana VP20 20" 90 W',
  'Smart TV Noblex 43" Full HD Android TV',
  'Freezer Horizontal Gafa FGHI 300 L',
  'Lavavajillas Whirlpool WWD14 14 Cubiertos',
  'Termotanque Eléctrico Rheem 55 L',
  'Aspiradora Robot Philco RBTP02 Wi-Fi',
  'Horno Eléctrico Atma HGA4020P 40 L',
  'Secarropas Centrífugo Koh-i-Noor A-655 6,5 kg',
  'Estufa Tiro Balanceado Emegé 3000 Kcal',
  'Barra de Sonido Samsung HW-B450 2.1 Bluetooth',
  'Anafe Eléctrico Vitrocerámico Peabody 4 Zonas',
  'Licuadora Liliana AL700 Vital 1000 W',
  // Deportes del Litoral (seller 2)
  'Zapatillas Topper Strong Pace III Hombre',
  'Pelota de Fútbol Penalty S11 Ecoknit N°5',
  'Bicicleta Olmo Safari 290 Rodado 29 21V',
  'Botines Adidas Predator Club FxG',
  'Camiseta Selección Argentina Adidas 3 Estrellas',
  'Cinta de Correr Athix Runner 1.5 HP Plegable',
  'Mancuernas Hexagonales Randers 2 x 5 kg',
  'Paleta de Pádel Bullpadel Vertex 04',
  'Zapatillas Fila Racer Carbon Mujer',
  'Carpa Iglú Spinit Dome 4 Personas',
  'Bolso Deportivo Puma Challenger M',
  'Raqueta de Tenis Head Speed MP',
  'Bicicleta Fija Randers ARG-815 Magnética',
  'Guantes de Arquero Penalty Delta Pro',
  'Colchoneta de Yoga Gymtonic 6 mm',
  'Termo Stanley Clásico 1,4 L Verde',
  'Pelota de Básquet Spalding TF-250 N°7',
  'Zapatillas Nike Revolution 7 Hombre',
  // Casa Mendoza Muebles (seller 3)
  'Mesa de Comedor de Algarrobo 160 x 90 cm',
  'Rack para TV Centro Estant Mosconi 1,60 m',
  'Placard Orlandi 6 Puertas 2 Cajones Blanco',
  'Silla Eames Tapizada Gris (x4)',
  'Sommier y Colchón Cannon Princess 2 Plazas',
  'Escritorio Platinum Nórdico 1,20 m',
  'Sillón 3 Cuerpos Chenille Gris Topo',
  'Biblioteca Melamina 5 Estantes Roble',
  'Mesa Ratona Industrial Hierro y Madera',
  'Banqueta Alta Tolix Negra (x2)',
  'Cómoda Orlandi 4 Cajones Venge',
  'Zapatero Mueble 3 Puertas Blanco',
  'Cama Marinera 1 Plaza Pino Macizo',
  'Vajillero Vintage 2 Puertas Vidriadas',
  // Not listed yet: the EAN still fills the brand of a new listing.
  'Heladera Cíclica Gafa HGF358AFB 282 L Blanca',
  'Smart TV Samsung 50" 4K Crystal UHD',
  'Smart TV TCL 43" Full HD Android TV',
  'Lavarropas Carga Frontal Whirlpool WNQ86AB 8 kg',
  'Aire Acondicionado Split Surrey Pria 2250 F/C',
  'Microondas Electrolux EMDO20 20 L',
  'Cocina Patrick CP6950 a Gas 4 Hornallas',
  'Cafetera de Filtro Oster BVSTDC4401 1,8 L',
  'Pava Eléctrica Philips HD9350 1,7 L',
  'Zapatillas Adidas Duramo SL Hombre',
  'Pelota de Fútbol Adidas Argentum 24 N°5',
  'Camiseta de Entrenamiento Umbro Hombre',
  'Colchón Piero Nirvana 2 Plazas 140 x 190',
];

const alicuotasIva = [
  { id: 1, alicuota: '0.00' },
  { id: 2, alicuota: '10.50' },
  { id: 3, alicuota: '21.00' },
  { id: 4, alicuota: '27.00' },
];

/** Review reasons (000 §4); DECISIONS 9: 'Otro' last, whatever its code. */
const motivosRevision = [
  { codigo: 1, descripcion: 'Imágenes de baja calidad', orden: 1 },
  { codigo: 2, descripcion: 'Precio fuera de mercado', orden: 2 },
  { codigo: 3, descripcion: 'Descripción incompleta', orden: 3 },
  { codigo: 4, descripcion: 'Categoría incorrecta', orden: 4 },
  { codigo: 5, descripcion: 'Infringe políticas del marketplace', orden: 7 },
  { codigo: 6, descripcion: 'Otro', orden: 99 },
  { codigo: 7, descripcion: 'Marca o EAN incorrectos', orden: 5 },
  { codigo: 8, descripcion: 'Datos de contacto en la publicación', orden: 6 },
];

/**
 * Extended warranty by category (000 §2.7 Garantía): instalment count and the value of each
 * instalment in pesos. Longer plans cost more in total and less per instalment.
 */
const garantias: Record<string, readonly [number, number][]> = {
  '1001': [
    [12, 5_489.9],
    [24, 3_189.9],
    [36, 2_449.9],
  ],
  '1002': [
    [12, 4_289.9],
    [24, 2_489.9],
    [36, 1_889.9],
  ],
  '1003': [
    [12, 3_989.9],
    [24, 2_289.9],
    [36, 1_749.9],
  ],
  '1004': [
    [12, 1_889.9],
    [24, 1_089.9],
  ],
  '1005': [
    [12, 3_789.9],
    [24, 2_189.9],
    [36, 1_689.9],
  ],
  '1006': [
    [12, 2_889.9],
    [24, 1_689.9],
  ],
  '1007': [
    [12, 2_489.9],
    [24, 1_449.9],
  ],
  '1008': [
    [12, 2_189.9],
    [24, 1_289.9],
    [36, 989.9],
  ],
  '1101': [
    [12, 4_489.9],
    [24, 2_589.9],
    [36, 1_989.9],
  ],
  '1103': [
    [12, 2_349.9],
    [24, 1_369.9],
  ],
  '1201': [[12, 1_289.9]],
  '1202': [[12, 1_189.9]],
  '1206': [
    [12, 1_589.9],
    [24, 919.9],
  ],
  '1301': [
    [12, 3_689.9],
    [24, 2_149.9],
    [36, 1_649.9],
  ],
};

/** Listing types and their commission (000 §2.7); one no longer offered. */
const tiposPublicacion = [
  { id: 1, codigo: 'CLASICA', descripcion: 'Clásica', comision: '12.00', activo: true },
  { id: 2, codigo: 'PREMIUM', descripcion: 'Premium', comision: '15.00', activo: true },
  { id: 3, codigo: 'DESTACADA', descripcion: 'Destacada', comision: '18.00', activo: true },
  { id: 4, codigo: 'ECONOMICA', descripcion: 'Económica', comision: '10.00', activo: true },
  {
    id: 5,
    codigo: 'GRATUITA',
    descripcion: 'Gratuita (discontinuada)',
    comision: '0.00',
    activo: false,
  },
];

/** EAN-13: twelve digits and the check digit (weights 1 and 3 from the left). */
export function ean13(first12: string): string {
  if (!/^\d{12}$/.test(first12)) throw new Error(`EAN no válido: ${first12}`);
  const sum = Array.from(first12, Number).reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 1 : 3), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

const words = (text: string) =>
  foldText(text)
    .split(/[^a-z0-9-]+/)
    .filter(Boolean);

/** The category whose words open the title; the longest match wins ('bicicleta fija'). */
export function categoriaDeTitulo(titulo: string): SubFamilia | null {
  const title = words(titulo);
  let best: { sub: SubFamilia; length: number } | null = null;
  for (const sub of subfamilias) {
    for (const palabra of sub.palabras) {
      const key = words(palabra);
      const matches = key.every((w, i) => title[i] === w);
      if (matches && (best === null || key.length > best.length)) {
        best = { sub, length: key.length };
      }
    }
  }
  return best?.sub ?? null;
}

/** The brand named in the title as a whole word ('LG', 'Koh-i-Noor'), else 'Genérica'. */
export function marcaDeTitulo(titulo: string): string {
  const title = words(titulo);
  const found = marcas.find((m) => {
    const key = words(m.descripcion);
    return title.some((_, i) => key.every((w, k) => title[i + k] === w));
  });
  return found?.codigo ?? MARCA_GENERICA;
}

// Text between tags: quotes need no escaping there (55" stays as typed, as the editor keeps it).
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const escapeHtml = (text: string) => text.replace(/[&<>]/g, (c) => ESCAPES[c] ?? c);

const blurbs: Record<Familia, string> = {
  'Línea blanca':
    'Electrodoméstico nuevo, con envío a domicilio en todo el país. Consultá por la instalación en tu zona.',
  Climatización:
    'Equipo nuevo para mantener tu casa a la temperatura justa todo el año. La instalación no está incluida.',
  'Pequeños electrodomésticos':
    'Práctico y fácil de limpiar, pensado para el uso diario en la cocina y el hogar.',
  'Electrónica, audio y video':
    'Imagen y sonido para disfrutar en casa, con conexión a tus plataformas favoritas.',
  'Deportes y fitness':
    'Pensado para entrenar y jugar con comodidad, con materiales resistentes al uso intensivo.',
  Camping: 'Listo para tus salidas al aire libre: resistente y fácil de transportar.',
  Muebles:
    'Fabricado con materiales de primera calidad. Se entrega embalado, con instrucciones de armado.',
  Descanso: 'Descanso firme y parejo, con materiales que dejan circular el aire.',
};

const number = (n: number) => String(n).replace('.', ',');

/** 000 §2.7 descripcionAmpliada: a little safe HTML (the tags the listing form keeps). */
function descripcionAmpliada(
  titulo: string,
  marca: string,
  sub: SubFamilia,
  garantia: number,
): string {
  const bultos = sub.bultos
    .map(
      ([alto, ancho, profundidad, peso]) =>
        `${number(alto)} x ${number(ancho)} x ${number(profundidad)} cm, ${number(peso)} kg`,
    )
    .join('; ');
  const items = [
    ['Marca', marca],
    ['Categoría', sub.descripcion],
    ['Garantía de fábrica', garantia > 0 ? `${garantia} meses` : 'sin garantía de fábrica'],
    [sub.bultos.length > 1 ? 'Bultos' : 'Embalaje', bultos],
  ]
    .map(([k = '', v = '']) => `<li><strong>${escapeHtml(k)}:</strong> ${escapeHtml(v)}</li>`)
    .join('');
  return (
    `<p><strong>${escapeHtml(titulo)}</strong></p>` +
    `<p>${escapeHtml(blurbs[sub.familia])}</p>` +
    `<ul>${items}</ul>` +
    '<p>Producto nuevo, en su caja original, con factura A o B.</p>'
  );
}

export async function seedCatalogue(q: Queryable): Promise<void> {
  await q.query(
    `INSERT INTO marcas (codigo, descripcion)
     SELECT codigo, descripcion FROM json_to_recordset($1::json) AS x(codigo text, descripcion text)`,
    [JSON.stringify(marcas.map(({ codigo, descripcion }) => ({ codigo, descripcion })))],
  );
  await q.query(
    `INSERT INTO subfamilias (codigo, descripcion, familia)
     SELECT codigo, descripcion, familia
       FROM json_to_recordset($1::json) AS x(codigo text, descripcion text, familia text)`,
    [
      JSON.stringify(
        subfamilias.map(({ codigo, descripcion, familia }) => ({ codigo, descripcion, familia })),
      ),
    ],
  );

  // Each brand numbers its items from 1000 in steps of 7 (any unused number would do).
  const nextItem = new Map<string, number>();
  const rows = articulos.map((descripcion) => {
    const sub = categoriaDeTitulo(descripcion);
    if (!sub) throw new Error(`sin categoría para el artículo: ${descripcion}`);
    const marca = marcaDeTitulo(descripcion);
    const gs1 = marcas.find((m) => m.codigo === marca)?.gs1 ?? '';
    const item = nextItem.get(gs1) ?? 1000;
    nextItem.set(gs1, item + 7);
    return {
      codigo: ean13(`${gs1}${String(item).padStart(5, '0')}`),
      descripcion,
      marca,
      categoria: sub.codigo,
    };
  });
  await q.query(
    `INSERT INTO articulos (codigo, descripcion, marca, categoria)
     SELECT codigo, descripcion, marca, categoria
       FROM json_to_recordset($1::json) AS x(codigo text, descripcion text, marca text,
            categoria text)`,
    [JSON.stringify(rows)],
  );

  await q.query(
    `INSERT INTO alicuotas_iva (id, alicuota)
     SELECT id, alicuota FROM json_to_recordset($1::json) AS x(id int, alicuota numeric)`,
    [JSON.stringify(alicuotasIva)],
  );
  await q.query(
    `INSERT INTO motivos_revision (codigo, descripcion, orden)
     SELECT codigo, descripcion, orden
       FROM json_to_recordset($1::json) AS x(codigo int, descripcion text, orden int)`,
    [JSON.stringify(motivosRevision)],
  );
  await q.query(
    `INSERT INTO garantias (codigo_producto, cantidad_cuotas, valor_cuota)
     SELECT codigo_producto, cantidad_cuotas, valor_cuota
       FROM json_to_recordset($1::json) AS x(codigo_producto text, cantidad_cuotas int,
            valor_cuota numeric)`,
    [
      JSON.stringify(
        Object.entries(garantias).flatMap(([codigo, opciones]) =>
          opciones.map(([cuotas, valor]) => ({
            codigo_producto: codigo,
            cantidad_cuotas: cuotas,
            valor_cuota: decimalFromCents(Math.round(valor * 100)),
          })),
        ),
      ),
    ],
  );
  await q.query(
    `INSERT INTO tipos_publicacion (id_tipo_publicacion, codigo, descripcion, comision, activo)
     SELECT id, codigo, descripcion, comision, activo
       FROM json_to_recordset($1::json) AS x(id int, codigo text, descripcion text,
            comision numeric, activo boolean)`,
    [JSON.stringify(tiposPublicacion)],
  );
  await q.query(
    `SELECT setval(pg_get_serial_sequence('tipos_publicacion', 'id_tipo_publicacion'),
                   (SELECT max(id_tipo_publicacion) FROM tipos_publicacion))`,
  );
}

/** Each seller's usual listing type; every seventh listing is 'Destacada'. */
const tipoDeSeller: Record<number, string> = { 1: 'CLASICA', 2: 'PREMIUM', 3: 'ECONOMICA' };

/** Listings excepted from the marketplace's rules: 'PRODUCTO EXCEPTUADO' for staff (000 §2.6). */
const exceptuadas = new Set([
  'Freezer Horizontal Gafa FGHI 300 L',
  'Cinta de Correr Athix Runner 1.5 HP Plegable',
  'Sommier y Colchón Cannon Princess 2 Plazas',
]);

/** Listings sold with an extended warranty (000 §2.7 Garantía): the instalments chosen. */
const garantiaExtendida: Record<string, number> = {
  'Heladera No Frost Samsung RT38 382 L Inox': 24,
  'Smart TV LG 55" 4K UHD ThinQ AI': 12,
  'Aire Acondicionado Split BGH Silent Air 3000 F/C': 36,
};

interface DemoListing {
  id_publicacion: number;
  id_seller: number;
  titulo: string;
  sku_seller: string | null;
  ean: string | null;
  descripcion_ampliada: string;
}

export async function seedListingDetails(q: Queryable): Promise<void> {
  // Only listings still without a category: the demo listings of 0002, never one a person
  // has already completed.
  const listings = await q.query<DemoListing>(
    `SELECT id_publicacion, id_seller, titulo, sku_seller, ean, descripcion_ampliada
       FROM publicaciones WHERE categoria IS NULL ORDER BY id_seller, id_publicacion`,
  );
  const articuloDe = new Map(
    (
      await q.query<{ codigo: string; descripcion: string }>(
        'SELECT codigo, descripcion FROM articulos',
      )
    ).map((a) => [a.descripcion, a.codigo]),
  );
  const descripcionMarca = new Map(marcas.map((m) => [m.codigo, m.descripcion]));

  const updates: object[] = [];
  const dimensiones: object[] = [];
  const rank = new Map<number, number>();
  for (const p of listings) {
    const n = rank.get(p.id_seller) ?? 0;
    rank.set(p.id_seller, n + 1);
    const sub = categoriaDeTitulo(p.titulo);
    // A title the map does not know keeps its listing as it was (the catalogue test lists it).
    if (!sub) continue;
    const marca = marcaDeTitulo(p.titulo);
    const cuotas = garantiaExtendida[p.titulo];
    const extendida =
      cuotas !== undefined && sub.garantia > 0 && garantias[sub.codigo]?.some(([c]) => c === cuotas)
        ? cuotas
        : null;
    updates.push({
      id_publicacion: p.id_publicacion,
      categoria: sub.codigo,
      marca,
      alicuota_iva: sub.iva === 10.5 ? '10.50' : '21.00',
      tipo: n % 7 === 3 ? 'DESTACADA' : (tipoDeSeller[p.id_seller] ?? 'CLASICA'),
      sku_seller:
        p.sku_seller ?? `${String(p.id_seller).padStart(2, '0')}-P${String(p.id_publicacion)}`,
      ean: p.ean ?? articuloDe.get(p.titulo) ?? null,
      descripcion_ampliada:
        p.descripcion_ampliada.trim() !== ''
          ? p.descripcion_ampliada
          : descripcionAmpliada(p.titulo, descripcionMarca.get(marca) ?? marca, sub, sub.garantia),
      garantia_fabrica: sub.garantia,
      garantia_ext_cuotas: extendida,
      exceptuado: exceptuadas.has(p.titulo),
    });
    sub.bultos.forEach(([alto, ancho, profundidad, peso], i) => {
      dimensiones.push({
        id_publicacion: p.id_publicacion,
        orden: i + 1,
        alto,
        ancho,
        profundidad,
        peso,
      });
    });
  }

  await q.query(
    `UPDATE publicaciones p
        SET categoria = x.categoria,
            marca = x.marca,
            alicuota_iva = x.alicuota_iva,
            id_tipo_publicacion = tp.id_tipo_publicacion,
            sku_seller = x.sku_seller,
            ean = x.ean,
            descripcion_ampliada = x.descripcion_ampliada,
            garantia_fabrica = x.garantia_fabrica,
            garantia_ext_cuotas = x.garantia_ext_cuotas,
            exceptuado = x.exceptuado
       FROM json_to_recordset($1::json) AS x(id_publicacion int, categoria text, marca text,
            alicuota_iva numeric, tipo text, sku_seller text, ean text,
            descripcion_ampliada text, garantia_fabrica int, garantia_ext_cuotas int,
            exceptuado boolean)
       JOIN tipos_publicacion tp ON tp.codigo = x.tipo
      WHERE p.id_publicacion = x.id_publicacion`,
    [JSON.stringify(updates)],
  );
  // Dimension rows only for listings that have none yet.
  await q.query(
    `INSERT INTO publicacion_dimensiones (id_publicacion, orden, alto, ancho, profundidad, peso)
     SELECT x.id_publicacion, x.orden, x.alto, x.ancho, x.profundidad, x.peso
       FROM json_to_recordset($1::json) AS x(id_publicacion int, orden int, alto numeric,
            ancho numeric, profundidad numeric, peso numeric)
      WHERE NOT EXISTS (SELECT 1 FROM publicacion_dimensiones d
                         WHERE d.id_publicacion = x.id_publicacion)`,
    [JSON.stringify(dimensiones)],
  );
}
