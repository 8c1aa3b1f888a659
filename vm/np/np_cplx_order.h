/* np_cplx_order.h — NumPy's order of complex numbers, shared by sort, partition and the
 * polynomial root sorting: by real part, then imaginary part; a NaN in either part sorts after
 * every number, and a NaN real part after a NaN imaginary one (npysort's CFLOAT_LT). float32
 * parts compare exactly as doubles. */
#ifndef WEFT_NP_CPLX_ORDER_H
#define WEFT_NP_CPLX_ORDER_H

#include <stdbool.h>

static inline bool np_cplx_lt(double ar, double ai, double br, double bi) {
  bool anr = ar != ar, bnr = br != br, ani = ai != ai, bni = bi != bi;
  if (ar < br) return !ani || bni;
  if (ar > br) return bni && !ani;
  if (ar == br || (anr && bnr)) return ai < bi || (bni && !ani);
  return bnr;
}

#endif
