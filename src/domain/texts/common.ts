// Texts more than one area answers with the same words (not shown in the spec: clear Spanish
// sentences). An area's own texts are in its table, src/domain/texts/<area>.ts.

export const commonMessages = {
  dateRangeInverted: 'La fecha desde no puede ser posterior a la fecha hasta.',
  actOnlyAsYourself: 'Solo puede actuar en nombre de su propio usuario.',
  sellerNotFound: 'El seller no existe.',
} as const;
