// 002 /Exportables/Publicaciones: the export asks with the filter of the listing list (000 §2.6),
// the names of GET /api/Publicaciones, without the page, and with the seller scope of 000 §6.
import { describe, expect, it } from 'vitest';
import { exportRequest } from '../../src/web/app/listings-export-request.ts';
import { defaultListFilter } from '../../src/web/listings/list-filter-state.ts';

const now = new Date('2026-03-20T15:00:00Z');

describe('the listings export request', () => {
  it('is the list request without NumeroPagina and CantidadPagina', () => {
    const filter = {
      ...defaultListFilter(now),
      skuSeller: ' 01-10 ',
      marca: { value: 'M1', label: 'Marca 1' },
      estado: 1 as const,
      stock: 2 as const,
    };
    expect(exportRequest(filter, { staff: false, idSellerSesion: 1 })).toEqual({
      IdSeller: 1,
      SkuSeller: '01-10',
      Marca: 'M1',
      Estado: 1,
      Stock: 2,
      FechaDesde: '2026-03-06',
      FechaHasta: '2026-03-20',
    });
  });

  it("a seller always exports its own seller's listings; staff the seller chosen, or all", () => {
    const chosen = { ...defaultListFilter(now), seller: { value: '2', label: 'Litoral Sport' } };
    expect(exportRequest(chosen, { staff: false, idSellerSesion: 1 }).IdSeller).toBe(1);
    expect(exportRequest(chosen, { staff: true, idSellerSesion: null }).IdSeller).toBe(2);
    expect(
      exportRequest(defaultListFilter(now), { staff: true, idSellerSesion: null }),
    ).not.toHaveProperty('IdSeller');
  });
});
