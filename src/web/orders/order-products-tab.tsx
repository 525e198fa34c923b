// 001 §2.1 Productos: a read-only list with title, subfamily, brand, SKU market, SKU seller, EAN
// and quantity x unit price; a product opens its public page in a new window.
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Anchor.css';
import { Anchor, Table } from '@mantine/core';
import type { Orden } from '../../api/orders-queries.ts';
import { money, orDash } from './format.ts';

export function OrderProductsTab({ orden }: { orden: Orden }) {
  return (
    <Table striped withTableBorder aria-label="Productos de la orden">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Producto</Table.Th>
          <Table.Th>Subfamilia</Table.Th>
          <Table.Th>Marca</Table.Th>
          <Table.Th>SKU Market</Table.Th>
          <Table.Th>SKU Seller</Table.Th>
          <Table.Th>EAN</Table.Th>
          <Table.Th>Cantidad x Precio</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {orden.productos.map((p, i) => (
          <Table.Tr key={`${p.skuMarket ?? ''}-${String(i)}`}>
            <Table.Td>
              {p.urlFichaWeb === null ? (
                p.titulo
              ) : (
                <Anchor href={p.urlFichaWeb} target="_blank" rel="noopener noreferrer">
                  {p.titulo}
                </Anchor>
              )}
            </Table.Td>
            <Table.Td>{orDash(p.subfamilia.descripcion)}</Table.Td>
            <Table.Td>{orDash(p.marca.descripcion)}</Table.Td>
            <Table.Td>{orDash(p.skuMarket)}</Table.Td>
            <Table.Td>{orDash(p.skuSeller)}</Table.Td>
            <Table.Td>{orDash(p.ean)}</Table.Td>
            <Table.Td>{`${String(p.cantidad)} x ${money(p.precioUnitario)}`}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
