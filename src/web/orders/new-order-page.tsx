// 001 §2.1 new-order mode, §5, §6: /Ordenes/Nueva, an order taken by phone. The admin moderator
// chooses the seller; seller admins and sellers take their own seller's orders. The add-product
// modal looks the market SKU up a second after typing (001 §9) and refuses with 001 §5's texts
// ('Producto no encontrado', 'Ingrese cantidad mayor a 0', 'El producto no cuenta con stock
// suficiente'), or with the server's reason for a listing that exists but is not on sale (not
// active, without stock); a product can be removed; the buyer, the delivery and the payment
// follow.
// 'Guardar' creates the order and takes the units from stock in one transaction (the server
// checks the stock again, locked), then opens the new order.
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Alert.css';
import { useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { messagesOf } from '../../api/client.ts';
import {
  crearOrden,
  productoNuevaOrden,
  type NuevaOrden,
  type ProductoNuevaOrden,
} from '../../api/orders-queries.ts';
import {
  MAX_CANTIDAD_PRODUCTO,
  PRODUCT_LOOKUP_DELAY_MS,
  phoneOrderMessages,
  phoneOrderTakers,
} from '../../domain/phone-order-rules.ts';
import { TipoUsuario, type TipoUsuario as Tipo } from '../../domain/roles.ts';
import { SellerSearchSelect } from '../ui/seller-search-select.tsx';
import type { SelectOption } from '../ui/server-search-select.tsx';
import { showCallError, showSuccess, showWarning } from '../ui/toasts.ts';
import { money } from './format.ts';

interface Line {
  producto: ProductoNuevaOrden;
  cantidad: number;
}

type Cliente = NuevaOrden['cliente'];
type Entrega = NuevaOrden['entrega'];

const emptyCliente: Cliente = {
  nombre: '',
  apellido: '',
  tipoDocumento: 'DNI',
  documento: '',
  email: '',
  telefono: '',
  domicilio: '',
  numeroDomicilio: '',
  piso: '',
  departamento: '',
  codigoPostal: '',
  localidad: '',
  provincia: '',
};

const nullIfBlank = (text: string | null | undefined) =>
  text === null || text === undefined || text.trim() === '' ? null : text.trim();

export function NewOrderPage({
  tipoUsuario,
  idSellerSesion,
}: {
  tipoUsuario: Tipo;
  idSellerSesion: number | null;
}) {
  const navigate = useNavigate();
  const admin = tipoUsuario === TipoUsuario.adminMod;
  const [seller, setSeller] = useState<SelectOption | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [adding, setAdding] = useState(false);
  const [cliente, setCliente] = useState<Cliente>(emptyCliente);
  const [entrega, setEntrega] = useState<Entrega>({ tipoEntrega: 1 });
  const [cuotas, setCuotas] = useState('1');
  const [tarjeta, setTarjeta] = useState('');
  const [saving, setSaving] = useState(false);

  if (!(phoneOrderTakers as readonly number[]).includes(tipoUsuario)) {
    return (
      <Stack>
        <Title order={1} size="h2">
          Nueva orden
        </Title>
        <Alert color="yellow">
          Su perfil no toma órdenes telefónicas: las toman el administrador moderador y los sellers.
        </Alert>
      </Stack>
    );
  }
  const idSeller = admin ? (seller === null ? null : Number(seller.value)) : idSellerSesion;
  const setC = (key: keyof Cliente, value: string) => setCliente((c) => ({ ...c, [key]: value }));
  const setE = (key: keyof Entrega, value: string) => setEntrega((e) => ({ ...e, [key]: value }));

  const save = async () => {
    if (admin && seller === null) return showWarning(phoneOrderMessages.sellerRequerido);
    if (lines.length === 0) return showWarning(phoneOrderMessages.sinProductos);
    if (![cliente.nombre, cliente.apellido, cliente.documento].every((t) => t.trim() !== '')) {
      return showWarning(phoneOrderMessages.compradorIncompleto);
    }
    if (
      entrega.tipoEntrega === 1 &&
      ![entrega.domicilio, entrega.codigoPostal, entrega.localidad, entrega.provincia].every(
        (t) => nullIfBlank(t) !== null,
      )
    ) {
      return showWarning(phoneOrderMessages.entregaIncompleta);
    }
    setSaving(true);
    try {
      const created = await crearOrden(
        {
          ...(admin ? { idSeller } : {}),
          productos: lines.map((l) => ({ skuMarket: l.producto.skuMarket, cantidad: l.cantidad })),
          cliente: {
            nombre: cliente.nombre.trim(),
            apellido: cliente.apellido.trim(),
            tipoDocumento: cliente.tipoDocumento?.trim() || 'DNI',
            documento: cliente.documento.trim(),
            email: nullIfBlank(cliente.email),
            telefono: nullIfBlank(cliente.telefono),
            domicilio: nullIfBlank(cliente.domicilio),
            numeroDomicilio: nullIfBlank(cliente.numeroDomicilio),
            piso: nullIfBlank(cliente.piso),
            departamento: nullIfBlank(cliente.departamento),
            codigoPostal: nullIfBlank(cliente.codigoPostal),
            localidad: nullIfBlank(cliente.localidad),
            provincia: nullIfBlank(cliente.provincia),
          },
          entrega: {
            tipoEntrega: entrega.tipoEntrega,
            domicilio: nullIfBlank(entrega.domicilio),
            piso: nullIfBlank(entrega.piso),
            departamento: nullIfBlank(entrega.departamento),
            codigoPostal: nullIfBlank(entrega.codigoPostal),
            localidad: nullIfBlank(entrega.localidad),
            provincia: nullIfBlank(entrega.provincia),
          },
          pago: { cuotas: Number(cuotas), tarjeta: nullIfBlank(tarjeta) },
        },
        'No se pudo crear la orden.',
      );
      showSuccess(phoneOrderMessages.ordenCreada);
      void navigate({
        to: `/Ordenes/Editar/${String(created.idOrden)}`,
        state: { volverA: '/Ordenes' },
      });
    } catch (error) {
      showCallError(error, 'No se pudo crear la orden.');
    } finally {
      setSaving(false);
    }
  };

  const total = lines.reduce((sum, l) => sum + l.producto.precioUnitario * l.cantidad, 0);
  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1} size="h2">
          Nueva orden
        </Title>
        <Button variant="default" onClick={() => void navigate({ to: '/Ordenes' })}>
          Volver
        </Button>
      </Group>
      {admin && (
        <Paper withBorder p="md">
          <SellerSearchSelect
            label="Seller"
            placeholder="Seleccione un seller"
            value={seller}
            onChange={(v) => {
              setSeller(v);
              setLines([]);
            }}
          />
        </Paper>
      )}
      <Paper withBorder p="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            Productos
          </Title>
          <Button
            variant="light"
            onClick={() =>
              admin && seller === null
                ? showWarning(phoneOrderMessages.sellerRequerido)
                : setAdding(true)
            }
          >
            Agregar producto
          </Button>
        </Group>
        {lines.length === 0 ? (
          <Text size="sm" c="dimmed">
            Todavía no agregó productos.
          </Text>
        ) : (
          <Table aria-label="Productos de la nueva orden">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>SKU Market</Table.Th>
                <Table.Th>Producto</Table.Th>
                <Table.Th>Cantidad x Precio</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((l) => (
                <Table.Tr key={l.producto.skuMarket}>
                  <Table.Td>{l.producto.skuMarket}</Table.Td>
                  <Table.Td>{l.producto.titulo}</Table.Td>
                  <Table.Td>{`${String(l.cantidad)} x ${money(l.producto.precioUnitario)}`}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() =>
                        setLines((ls) =>
                          ls.filter((x) => x.producto.skuMarket !== l.producto.skuMarket),
                        )
                      }
                    >
                      Quitar
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Text
          fw={700}
          ta="right"
          mt="sm"
          data-testid="total-nueva-orden"
        >{`Total ${money(total)}`}</Text>
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          Comprador
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Nombre"
            required
            maxLength={60}
            value={cliente.nombre}
            onChange={(e) => setC('nombre', e.currentTarget.value)}
          />
          <TextInput
            label="Apellido"
            required
            maxLength={60}
            value={cliente.apellido}
            onChange={(e) => setC('apellido', e.currentTarget.value)}
          />
          <TextInput
            label="Documento"
            required
            maxLength={15}
            inputMode="numeric"
            value={cliente.documento}
            onChange={(e) => setC('documento', e.currentTarget.value.replace(/\D/g, ''))}
          />
          <TextInput
            label="E-mail"
            maxLength={100}
            value={cliente.email ?? ''}
            onChange={(e) => setC('email', e.currentTarget.value)}
          />
          <TextInput
            label="Teléfono"
            maxLength={20}
            value={cliente.telefono ?? ''}
            onChange={(e) => setC('telefono', e.currentTarget.value)}
          />
          <TextInput
            label="Calle"
            maxLength={100}
            value={cliente.domicilio ?? ''}
            onChange={(e) => setC('domicilio', e.currentTarget.value)}
          />
          <TextInput
            label="Número"
            maxLength={10}
            value={cliente.numeroDomicilio ?? ''}
            onChange={(e) => setC('numeroDomicilio', e.currentTarget.value)}
          />
          <TextInput
            label="Código postal"
            maxLength={10}
            value={cliente.codigoPostal ?? ''}
            onChange={(e) => setC('codigoPostal', e.currentTarget.value)}
          />
          <TextInput
            label="Localidad"
            maxLength={100}
            value={cliente.localidad ?? ''}
            onChange={(e) => setC('localidad', e.currentTarget.value)}
          />
          <TextInput
            label="Provincia"
            maxLength={100}
            value={cliente.provincia ?? ''}
            onChange={(e) => setC('provincia', e.currentTarget.value)}
          />
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          Entrega
        </Title>
        <SegmentedControl
          mb="sm"
          value={String(entrega.tipoEntrega)}
          onChange={(v) => setEntrega((e) => ({ ...e, tipoEntrega: v === '2' ? 2 : 1 }))}
          data={[
            { value: '1', label: 'Envío a domicilio' },
            { value: '2', label: 'Retiro en sucursal' },
          ]}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label="Domicilio de entrega"
            maxLength={100}
            value={entrega.domicilio ?? ''}
            onChange={(e) => setE('domicilio', e.currentTarget.value)}
          />
          <TextInput
            label="Piso"
            maxLength={10}
            value={entrega.piso ?? ''}
            onChange={(e) => setE('piso', e.currentTarget.value)}
          />
          <TextInput
            label="Departamento"
            maxLength={10}
            value={entrega.departamento ?? ''}
            onChange={(e) => setE('departamento', e.currentTarget.value)}
          />
          <TextInput
            label="Código postal de entrega"
            maxLength={10}
            value={entrega.codigoPostal ?? ''}
            onChange={(e) => setE('codigoPostal', e.currentTarget.value)}
          />
          <TextInput
            label="Localidad de entrega"
            maxLength={100}
            value={entrega.localidad ?? ''}
            onChange={(e) => setE('localidad', e.currentTarget.value)}
          />
          <TextInput
            label="Provincia de entrega"
            maxLength={100}
            value={entrega.provincia ?? ''}
            onChange={(e) => setE('provincia', e.currentTarget.value)}
          />
        </SimpleGrid>
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="sm">
          Pago
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Cuotas"
            data={['1', '3', '6', '9', '12', '18', '24']}
            value={cuotas}
            onChange={(v) => setCuotas(v ?? '1')}
            allowDeselect={false}
          />
          <TextInput
            label="Tarjeta"
            maxLength={40}
            value={tarjeta}
            onChange={(e) => setTarjeta(e.currentTarget.value)}
          />
        </SimpleGrid>
      </Paper>
      <Group justify="flex-end">
        <Button onClick={() => void save()} loading={saving}>
          Guardar
        </Button>
      </Group>
      <AddProductModal
        opened={adding}
        idSeller={idSeller}
        onClose={() => setAdding(false)}
        onAdd={(line) => {
          setLines((ls) => {
            const same = ls.find((l) => l.producto.skuMarket === line.producto.skuMarket);
            return same === undefined
              ? [...ls, line]
              : ls.map((l) => (l === same ? { ...l, cantidad: l.cantidad + line.cantidad } : l));
          });
          setAdding(false);
        }}
        enCarrito={(sku) => lines.find((l) => l.producto.skuMarket === sku)?.cantidad ?? 0}
      />
    </Stack>
  );
}

/** 001 §2.1, §5: SKU market and quantity; the product is looked up a second after typing. */
function AddProductModal({
  opened,
  idSeller,
  onClose,
  onAdd,
  enCarrito,
}: {
  opened: boolean;
  idSeller: number | null;
  onClose: () => void;
  onAdd: (line: Line) => void;
  enCarrito: (sku: string) => number;
}) {
  const [sku, setSku] = useState('');
  const [cantidad, setCantidad] = useState('');
  const [buscado] = useDebouncedValue(sku.trim().toUpperCase(), PRODUCT_LOOKUP_DELAY_MS);
  const producto = useQuery({
    queryKey: ['orders', 'producto', idSeller, buscado],
    queryFn: ({ signal }) =>
      productoNuevaOrden(buscado, idSeller, phoneOrderMessages.productoNoEncontrado, signal),
    enabled: opened && buscado !== '',
    retry: false,
    staleTime: 0,
  });
  const close = () => {
    setSku('');
    setCantidad('');
    onClose();
  };
  const add = () => {
    const current = buscado === sku.trim().toUpperCase();
    const found = current ? producto.data : undefined;
    if (found === undefined) {
      // The server's reason (a listing not active, without stock, of another seller), else the
      // spec's text for a SKU of no listing.
      const why =
        current && producto.isError
          ? messagesOf(producto.error, phoneOrderMessages.productoNoEncontrado)
          : [phoneOrderMessages.productoNoEncontrado];
      return showWarning(why.join(' '));
    }
    const n = Number(cantidad);
    if (!Number.isInteger(n) || n <= 0) return showWarning(phoneOrderMessages.cantidadMayorACero);
    if (n + enCarrito(found.skuMarket) > found.stock) {
      return showWarning(phoneOrderMessages.sinStock);
    }
    onAdd({ producto: found, cantidad: n });
    setSku('');
    setCantidad('');
  };
  return (
    <Modal opened={opened} onClose={close} title="Agregar producto" centered>
      <Stack>
        <TextInput
          label="SKU Market"
          value={sku}
          maxLength={20}
          onChange={(e) => setSku(e.currentTarget.value)}
          data-autofocus
        />
        <Text size="sm" data-testid="producto-encontrado" c={producto.isError ? 'red' : undefined}>
          {sku.trim() === ''
            ? ''
            : producto.isFetching || buscado !== sku.trim().toUpperCase()
              ? 'Buscando...'
              : producto.isError
                ? messagesOf(producto.error, phoneOrderMessages.productoNoEncontrado).join(' ')
                : producto.data
                  ? `${producto.data.titulo} · ${money(producto.data.precioUnitario)} · Stock ${String(producto.data.stock)}`
                  : ''}
        </Text>
        <TextInput
          label="Cantidad"
          value={cantidad}
          maxLength={String(MAX_CANTIDAD_PRODUCTO).length}
          inputMode="numeric"
          onChange={(e) => setCantidad(e.currentTarget.value.replace(/\D/g, ''))}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancelar
          </Button>
          <Button onClick={add}>Agregar</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
