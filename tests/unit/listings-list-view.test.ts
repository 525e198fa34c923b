// 000 §2.6, §6: what the listing list shows to each role and the texts of a card (000 §1 money
// `$ 1.234,56`, the publication day, the delivery type, the 'Ordenes' link from 2023-10-01).
import { describe, expect, it } from 'vitest';
import type { TipoUsuario } from '../../src/domain/roles.ts';
import {
  ORDERS_LINK_START,
  cardPrices,
  deliveryLabel,
  editPath,
  listViewFor,
  ordersSearch,
  publicationDay,
} from '../../src/web/listings/list-view.ts';

describe('who sees what (000 §2.6, §6)', () => {
  it.each([1, 2] as TipoUsuario[])(
    'staff (%i) get the Seller and Tipo publicación filters and PRODUCTO EXCEPTUADO, not Crear Publicación',
    (tipo) => {
      expect(listViewFor(tipo, null)).toEqual({
        sellerFilter: true,
        typeFilter: true,
        exceptedBadge: true,
        createButton: false,
      });
    },
  );

  it.each([3, 4] as TipoUsuario[])(
    'sellers (%i) get Crear Publicación for their seller, and none of the staff pieces',
    (tipo) => {
      expect(listViewFor(tipo, 1)).toEqual({
        sellerFilter: false,
        typeFilter: false,
        exceptedBadge: false,
        createButton: true,
      });
    },
  );

  it('no create button without a seller to create for', () => {
    expect(listViewFor(4, null).createButton).toBe(false);
  });
});

describe('card texts (000 §1, §2.6)', () => {
  it('shows the promotional price when there is one, else the list price, as $ 1.234,56', () => {
    expect(cardPrices({ precioLista: 689999, precioPromocional: 629999 })).toEqual({
      precio: '$ 629.999,00',
      precioLista: '$ 689.999,00',
      promocional: true,
    });
    expect(cardPrices({ precioLista: 1249999.5, precioPromocional: null })).toEqual({
      precio: '$ 1.249.999,50',
      precioLista: '$ 1.249.999,50',
      promocional: false,
    });
    expect(cardPrices({ precioLista: 100, precioPromocional: 0 }).precio).toBe('$ 100,00');
  });

  it("shows the publication day day-month-year, in the market's calendar", () => {
    expect(publicationDay('2026-09-13T15:38:51.091Z')).toBe('13/09/2026');
    // 01:38 UTC on the 13th is still the 12th in Buenos Aires (UTC-3).
    expect(publicationDay('2026-09-13T01:38:51.091Z')).toBe('12/09/2026');
    expect(publicationDay('2026-09-13')).toBe('13/09/2026');
  });

  it("names delivery code 1 'Envío a domicilio'", () => {
    expect(deliveryLabel([1])).toBe('Envío a domicilio');
    expect(deliveryLabel([])).toBe('-');
  });

  it('links to the edit screen and to the orders of the listing from 2023-10-01', () => {
    expect(editPath({ idSeller: 2, idPublicacion: 31 })).toBe('/Publicaciones/Editar/2/31');
    expect(ORDERS_LINK_START).toBe('2023-10-01');
    expect(ordersSearch({ idPublicacion: 31 })).toEqual({
      idPublicacion: 31,
      fechaDesde: '2023-10-01',
    });
  });
});
