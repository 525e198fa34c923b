-- Supplier green-sale orders (001 §2.2, §3 'Green-sale order', §4 'Oblea', §6 'Supplier
-- orders', §7 'Green-sale orders'; issue 15). A green-sale order is an order of `ordenes` (its
-- buyer, products, delivery, payment and timeline are read as any order's) that a supplier
-- ships: its row here names the supplier, the receipt number and the label's download mark
-- (the fields of POST /api/Ordenes/ObleaVentaVerde). An order without a row here is not one.

-- The suppliers: the users of tipoUsuario 7 carry their id (users.id_proveedor, 0001).
CREATE TABLE proveedores (
  id_proveedor integer PRIMARY KEY CHECK (id_proveedor > 0),
  descripcion varchar(100) NOT NULL
);

CREATE TABLE ventas_verdes (
  id_orden integer PRIMARY KEY REFERENCES ordenes (id_orden) ON DELETE CASCADE,
  id_proveedor integer NOT NULL REFERENCES proveedores (id_proveedor),
  -- The receipt number (GET /api/Ordenes/ObleaVentaVerde?comprobante=).
  comprobante varchar(20) NOT NULL UNIQUE,
  -- The label's mark (001 §4): downloaded while fecha_descarga is set and not borrado.
  oblea_id_usuario integer REFERENCES users (id_usuario),
  oblea_fecha_descarga timestamptz,
  oblea_borrado boolean NOT NULL DEFAULT false,
  oblea_fecha_actualizacion timestamptz
);
-- A supplier's list: its orders, newest first.
CREATE INDEX ventas_verdes_proveedor_idx ON ventas_verdes (id_proveedor, id_orden);
