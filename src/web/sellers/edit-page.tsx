// 001 §2.3 /Sellers/Editar/{id} and /Sellers/Nuevo: the seller form by tabs (Datos Básicos, Datos
// de contactos, Publicación, Moderador, Usuario, Liquidacion; Banner Tienda for admin/category on
// edit; Logística Propia when own logistics is on; a seller-only user sees Datos Básicos, Datos de
// contactos, Publicación and Administrar Cuenta), the status switch (machines/seller.ts), Guardar,
// Eliminar ('Desea eliminar Seller?', admin/category) and Cancelar. The field rules are
// src/domain/seller-rules.ts, the same the server runs.
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Image.css';
import { useEffect, useState, type ReactNode } from 'react';
import {
  Anchor,
  Button,
  Checkbox,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import {
  claveCifradoQueryOptions,
  crearSeller,
  editarSeller,
  eliminarSeller,
  historialSellerQueryOptions,
  integradoresQueryOptions,
  localidadProvincia,
  sellerDetalleQueryOptions,
  sellersKeys,
  tiposFacturacionQueryOptions,
  type SellerDetalle,
} from '../../api/sellers-queries.ts';
import { isValidEmail } from '../../domain/email.ts';
import { validateNewPassword } from '../../domain/password.ts';
import { TipoUsuario, isStaff } from '../../domain/roles.ts';
import type { SellerUserTipo } from '../../domain/user-rules.ts';
import {
  mayChangeBilling,
  mayEnableOwnLogistics,
  sellerLimits,
  validateSellerFields,
  validateSellerUser,
} from '../../domain/seller-rules.ts';
import { sellerMessages as m } from '../../domain/texts/sellers.ts';
import { PasswordRequirements } from '../ui/password-requirements.tsx';
import { showCallError, showErrors, showSuccess, showWarning } from '../ui/toasts.ts';
import { BannersTab, bannerRowsOf, saveBanners, type BannerRow } from './banners-tab.tsx';
import { createBody, editBody, emptyForm, formOf, type SellerForm } from './form-state.ts';
import { LogisticsTab } from './logistics-tab.tsx';
import { LogoField } from './logo-field.tsx';
import { SellerStatusSwitch } from './seller-status.tsx';
import { takeNewSellerTypes } from './types-selection.ts';
import { HISTORY_LOAD_FAILED } from '../../domain/history.ts';
import { HistoryTable } from '../ui/history-table.tsx';

const digits = (v: string, max: number) => v.replace(/\D/g, '').slice(0, max);

/**
 * What an edited seller's Moderador (3) or Usuario (4) tab shows: the users area's list and
 * forms of the seller's users of that type, which the app composes in (001 §2.3).
 */
export type SellerUsersSlot = (idSeller: number, tipo: SellerUserTipo) => ReactNode;

export function SellerEditPage({
  tipoUsuario,
  seller,
  usersSlot,
  onSaved,
}: {
  tipoUsuario: number;
  /** The stored seller; null: /Sellers/Nuevo. */
  seller: SellerDetalle | null;
  usersSlot?: SellerUsersSlot | undefined;
  /** After a save, once the stored seller was read again: the form restarts from it. */
  onSaved?: (() => void) | undefined;
}): ReactNode {
  const creating = seller === null;
  const staff = isStaff(tipoUsuario);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<SellerForm>(() => {
    if (seller) return formOf(seller);
    // Back from /Sellers/Nuevo/Select: the form typed so far and the types chosen there.
    const kept = sessionStorage.getItem('sellers.nuevo.form');
    sessionStorage.removeItem('sellers.nuevo.form');
    const base =
      kept === null ? emptyForm() : { ...emptyForm(), ...(JSON.parse(kept) as SellerForm) };
    return { ...base, tiposPublicacion: takeNewSellerTypes() };
  });
  const [banners, setBanners] = useState<BannerRow[]>(() => bannerRowsOf(seller?.cdn ?? []));
  const [localidades, setLocalidades] = useState<string[]>(form.localidad ? [form.localidad] : []);
  const [saving, setSaving] = useState(false);
  const [tab, setTab] = useState<string>('basicos');
  const billing = useQuery({ ...tiposFacturacionQueryOptions(), enabled: staff });
  const integrators = useQuery(integradoresQueryOptions());
  const clave = useQuery(claveCifradoQueryOptions());
  const set = (patch: Partial<SellerForm>) => setForm((f) => ({ ...f, ...patch }));

  // 001 §5: 4 digits look the province and localities up; a change clears them.
  const cp = form.codigoPostal;
  useEffect(() => {
    if (cp.length !== 4) return;
    let live = true;
    void localidadProvincia(Number(cp)).then((found) => {
      if (!live || !found) return;
      setLocalidades(found.localidades);
      setForm((f) => ({
        ...f,
        provincia: found.nombreProvincia,
        localidad: found.localidades.includes(f.localidad)
          ? f.localidad
          : (found.localidades[0] ?? ''),
      }));
    });
    return () => {
      live = false;
    };
  }, [cp]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: sellersKeys.all });

  const save = async () => {
    const fieldErrors = validateSellerFields(
      {
        ...form,
        numeroDomicilio: form.numeroDomicilio === '' ? null : Number(form.numeroDomicilio),
        codigoPostal: form.codigoPostal === '' ? null : Number(form.codigoPostal),
        diasCorte: form.diasCorte === '' ? null : Number(form.diasCorte),
        diasPlazoPago: form.diasPlazoPago === '' ? null : Number(form.diasPlazoPago),
      },
      creating ? 'crear' : 'editar',
    );
    const userErrors = creating
      ? [
          ...validateSellerUser(form),
          ...(form.usuarioNombre.trim() === ''
            ? []
            : validateSellerUser({
                nombreUsuario: form.usuarioNombre,
                email: form.usuarioEmail,
                password: form.usuarioPassword,
                confirmarPassword: form.usuarioConfirmar,
              })),
        ]
      : [];
    // Seller-only users save with the e-mail validation and the password check (001 §5).
    if (!staff && !creating) {
      if (form.emailUsuario !== '' && !isValidEmail(form.emailUsuario))
        userErrors.push(m.emailUserInvalid);
      if (form.password !== '' || form.confirmarPassword !== '') {
        const p = validateNewPassword(form.password, form.confirmarPassword);
        if (p !== null) userErrors.push(p);
      }
    }
    const errors = [...fieldErrors, ...userErrors];
    if (errors.length > 0) {
      showErrors(errors);
      return;
    }
    const key = clave.data ?? null;
    if (key === null && (creating || form.password !== '')) {
      showErrors([creating ? m.createFailed : m.sellerSaveFailed]);
      return;
    }
    setSaving(true);
    try {
      if (creating) {
        const { idSeller } = await crearSeller(await createBody(form, key ?? ''), m.createFailed);
        showSuccess(m.created);
        await refresh();
        await navigate({ to: '/Sellers/Editar/$idSeller', params: { idSeller } });
        return;
      }
      // Admin/category update the CDNs first (001 §5).
      if (staff) {
        const cdn = await saveBanners(seller.idSeller, seller.cdn, banners);
        if (cdn === 'sin-cambios') showWarning(m.cdnNoChanges);
        else if (cdn === 'ok') showSuccess(m.cdnSaved);
        else showErrors([m.cdnFailed]);
      }
      await editarSeller(await editBody(seller.idSeller, form, key, !staff), m.sellerSaveFailed);
      showSuccess(m.saved);
      set({ password: '', confirmarPassword: '' });
      await refresh();
      onSaved?.();
    } catch (error) {
      showCallError(error, creating ? m.createFailed : m.sellerSaveFailed);
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!seller || !window.confirm(m.confirmDelete)) return;
    try {
      await eliminarSeller(seller.idSeller, m.deleteFailed);
      showSuccess(m.deleted);
      await refresh();
      await navigate({ to: '/Sellers' });
    } catch (error) {
      showCallError(error, m.deleteFailed);
    }
  };

  const text = (label: string, field: keyof SellerForm, max: number, extra: object = {}) => (
    <TextInput
      label={label}
      maxLength={max}
      value={String(form[field] ?? '')}
      onChange={(e) => set({ [field]: e.currentTarget.value })}
      {...extra}
    />
  );
  const numeric = (label: string, field: keyof SellerForm, max: number) => (
    <TextInput
      label={label}
      inputMode="numeric"
      value={String(form[field] ?? '')}
      onChange={(e) => set({ [field]: digits(e.currentTarget.value, max) })}
    />
  );
  const passwordFields = (
    p: 'password' | 'usuarioPassword',
    c: 'confirmarPassword' | 'usuarioConfirmar',
  ) => (
    <>
      <TextInput
        type="password"
        label="Contraseña"
        maxLength={12}
        value={form[p]}
        onChange={(e) => set({ [p]: e.currentTarget.value })}
      />
      <TextInput
        type="password"
        label="Confirmar contraseña"
        maxLength={12}
        value={form[c]}
        error={form[c] !== '' && form[c] !== form[p] ? m.passwordMismatch : undefined}
        onChange={(e) => set({ [c]: e.currentTarget.value })}
      />
      <PasswordRequirements password={form[p]} />
    </>
  );
  // An edited seller's users: the users area's tab when the app gives it, else their names.
  const users = (idSeller: number, tipo: SellerUserTipo) =>
    usersSlot ? (
      usersSlot(idSeller, tipo)
    ) : (
      <Stack gap={4}>
        {(seller?.usuarios ?? [])
          .filter((u) => u.tipoUsuario === tipo)
          .map((u) => (
            <Text key={u.idUsuario}>
              {u.nombreUsuario} · {u.email}
            </Text>
          ))}
      </Stack>
    );

  const usersTabOpen =
    !creating && usersSlot !== undefined && (tab === 'moderador' || tab === 'usuario');

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2}>{creating ? 'Nuevo Seller' : form.razonSocial}</Title>
        {seller && (
          <SellerStatusSwitch
            idSeller={seller.idSeller}
            estado={seller.estado}
            tipoUsuario={tipoUsuario}
            onChanged={() => void refresh()}
          />
        )}
      </Group>
      <Tabs value={tab} onChange={(v) => setTab(v ?? 'basicos')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="basicos">Datos Básicos</Tabs.Tab>
          <Tabs.Tab value="contactos">Datos de contactos</Tabs.Tab>
          <Tabs.Tab value="publicacion">Publicación</Tabs.Tab>
          {staff && <Tabs.Tab value="moderador">Moderador</Tabs.Tab>}
          {staff && <Tabs.Tab value="usuario">Usuario</Tabs.Tab>}
          {staff && <Tabs.Tab value="liquidacion">Liquidacion</Tabs.Tab>}
          {staff && !creating && <Tabs.Tab value="banner">Banner Tienda</Tabs.Tab>}
          {!creating && form.envioPropio && seller.envioPropio && (
            <Tabs.Tab value="logistica">Logística Propia</Tabs.Tab>
          )}
          {!staff && <Tabs.Tab value="cuenta">Administrar Cuenta</Tabs.Tab>}
          {/* Not a tab of 001 §2.3: what happened to the stored seller. */}
          {!creating && <Tabs.Tab value="historial">Historial</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="basicos" pt="md">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {text('Razón Social', 'razonSocial', sellerLimits.razonSocial, { disabled: !staff })}
            {text('CUIT', 'cuit', 13, { placeholder: '30-12345678-9', disabled: !staff })}
            {text('Nombre Tienda', 'nombreTienda', sellerLimits.nombreTienda)}
            <Select
              label="Integrador"
              disabled={!staff}
              data={(integrators.data ?? []).map((i) => ({
                value: String(i.codigo),
                label: i.descripcion,
              }))}
              value={String(form.idIntegrador)}
              onChange={(v) => set({ idIntegrador: v === null ? 1 : Number(v) })}
            />
            {text('Slug Tienda', 'slugTienda', 100, { disabled: !staff })}
            <LogoField logo={form.logo} onLogo={(logo) => set({ logo })} />
            <Switch
              label="Tienda activa"
              disabled={!staff}
              checked={form.tiendaActiva}
              onChange={(e) => set({ tiendaActiva: e.currentTarget.checked })}
            />
            <Switch
              label="Internacional"
              disabled={!staff}
              checked={form.internacional}
              onChange={(e) => set({ internacional: e.currentTarget.checked })}
            />
            <Switch
              label="Envío propio"
              disabled={!mayEnableOwnLogistics(tipoUsuario)}
              checked={form.envioPropio}
              onChange={(e) => set({ envioPropio: e.currentTarget.checked })}
            />
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="contactos" pt="md">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {text('e-Mail', 'email', sellerLimits.email)}
            {text('e-Mail contacto comercial', 'emailDespacho', sellerLimits.email)}
            {numeric('Teléfono', 'telefono', sellerLimits.telefono)}
            {text('Domicilio', 'domicilio', 100)}
            {numeric('Número', 'numeroDomicilio', sellerLimits.numeroDomicilio)}
            <TextInput
              label="Código Postal"
              inputMode="numeric"
              value={form.codigoPostal}
              onChange={(e) => {
                const v = digits(e.currentTarget.value, sellerLimits.codigoPostal);
                if (v === form.codigoPostal) return;
                setLocalidades([]);
                set({ codigoPostal: v, provincia: '', localidad: '' });
              }}
            />
            <TextInput label="Provincia" value={form.provincia} readOnly />
            <Select
              label="Localidad"
              data={localidades}
              value={form.localidad === '' ? null : form.localidad}
              onChange={(v) => set({ localidad: v ?? '' })}
            />
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="publicacion" pt="md">
          <Stack>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {text('Sufijo SKU', 'sufijo', sellerLimits.sufijo, { disabled: !staff })}
              {staff && text('URL Push Ordenes', 'urlPushOrdenes', 200)}
            </SimpleGrid>
            {staff && (
              <Group>
                <Text>Tipos de publicación seleccionados: {form.tiposPublicacion.length}</Text>
                <Anchor
                  component="button"
                  type="button"
                  onClick={() => {
                    if (creating) {
                      sessionStorage.setItem('sellers.nuevo.form', JSON.stringify(form));
                      void navigate({ to: '/Sellers/Nuevo/Select' });
                    } else {
                      void navigate({
                        to: '/Sellers/Editar/Select/$id',
                        params: { id: seller.idSeller },
                      });
                    }
                  }}
                >
                  Seleccionar tipos de publicación
                </Anchor>
              </Group>
            )}
          </Stack>
        </Tabs.Panel>
        {staff && (
          <Tabs.Panel value="moderador" pt="md">
            {creating ? (
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                {text('Nombre de usuario', 'nombreUsuario', sellerLimits.nombreUsuario)}
                {text('e-Mail de usuario', 'emailUsuario', sellerLimits.email)}
                {passwordFields('password', 'confirmarPassword')}
              </SimpleGrid>
            ) : (
              users(seller.idSeller, TipoUsuario.sellerAdmin)
            )}
          </Tabs.Panel>
        )}
        {staff && (
          <Tabs.Panel value="usuario" pt="md">
            {creating ? (
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                {text('Nombre de usuario', 'usuarioNombre', sellerLimits.nombreUsuario)}
                {text('e-Mail de usuario', 'usuarioEmail', sellerLimits.email)}
                {passwordFields('usuarioPassword', 'usuarioConfirmar')}
              </SimpleGrid>
            ) : (
              users(seller.idSeller, TipoUsuario.seller)
            )}
          </Tabs.Panel>
        )}
        {staff && (
          <Tabs.Panel value="liquidacion" pt="md">
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <Select
                label="Tipo de facturación"
                disabled={!mayChangeBilling(tipoUsuario)}
                data={(billing.data ?? []).map((b) => ({
                  value: String(b.codigo),
                  label: b.descripcion,
                }))}
                value={form.idTipoFacturacion === null ? null : String(form.idTipoFacturacion)}
                onChange={(v) => set({ idTipoFacturacion: v === null ? null : Number(v) })}
              />
              {numeric('Días de corte', 'diasCorte', sellerLimits.dias)}
              {numeric('Días plazo de pago', 'diasPlazoPago', sellerLimits.dias)}
              {numeric('Id empresa Enviopack', 'idEmpresaEnviopack', 9)}
              <Select
                label="Modalidad EPK"
                data={['e', 's']}
                value={form.modalidadEPK}
                onChange={(v) => set({ modalidadEPK: v ?? '' })}
              />
              {seller?.idSituacionIva === 4 && (
                <Checkbox
                  label="Emisión factura A"
                  checked={form.emisionFacturaA}
                  onChange={(e) => set({ emisionFacturaA: e.currentTarget.checked })}
                />
              )}
            </SimpleGrid>
          </Tabs.Panel>
        )}
        {staff && !creating && (
          <Tabs.Panel value="banner" pt="md">
            <BannersTab rows={banners} onChange={setBanners} />
          </Tabs.Panel>
        )}
        {!creating && seller.envioPropio && (
          <Tabs.Panel value="logistica" pt="md">
            <LogisticsTab idSeller={seller.idSeller} tipoUsuario={tipoUsuario} />
          </Tabs.Panel>
        )}
        {!staff && (
          <Tabs.Panel value="cuenta" pt="md">
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {text('e-Mail de usuario', 'emailUsuario', sellerLimits.email)}
              <div />
              {passwordFields('password', 'confirmarPassword')}
            </SimpleGrid>
          </Tabs.Panel>
        )}
        {seller !== null && (
          <Tabs.Panel value="historial" pt="md">
            <HistoryTable
              query={(page) =>
                historialSellerQueryOptions(seller.idSeller, page, HISTORY_LOAD_FAILED)
              }
              label={`Historial del seller ${form.razonSocial}`}
            />
          </Tabs.Panel>
        )}
      </Tabs>
      {/* An edited seller's Moderador and Usuario tabs are the users' own screens, with their own
          Guardar and Cancelar: the seller's buttons would read as theirs. */}
      {!usersTabOpen && tab !== 'historial' && (
        <Group>
          <Button loading={saving} onClick={() => void save()}>
            Guardar
          </Button>
          {staff && !creating && (
            <Button color="red" variant="light" onClick={() => void remove()}>
              Eliminar
            </Button>
          )}
          <Button variant="default" onClick={() => void navigate({ to: staff ? '/Sellers' : '/' })}>
            Cancelar
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/**
 * /Sellers/Editar/{id}: the stored seller, read and then edited. The form restarts from the
 * stored seller after its own save only: a read again for any other reason (the status switch,
 * the window regaining focus) never throws away what is being typed.
 */
export function SellerEditScreen({
  tipoUsuario,
  idSeller,
  usersSlot,
}: {
  tipoUsuario: number;
  idSeller: number;
  usersSlot?: SellerUsersSlot | undefined;
}): ReactNode {
  const query = useQuery(sellerDetalleQueryOptions(idSeller));
  const [revision, setRevision] = useState(0);
  if (query.isError) return <Text c="red">{m.notFound}</Text>;
  if (!query.data) return <Text>Cargando…</Text>;
  return (
    <SellerEditPage
      key={`${String(idSeller)}-${String(revision)}`}
      tipoUsuario={tipoUsuario}
      seller={query.data}
      usersSlot={usersSlot}
      onSaved={() => setRevision((r) => r + 1)}
    />
  );
}
