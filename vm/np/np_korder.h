/* np_korder.h — NumPy's order='K' layout for new arrays made from others (ufunc results,
 * astype, np.array/np.copy): the axes ordered as the operands lie in memory. */
#ifndef WEFT_NP_KORDER_H
#define WEFT_NP_KORDER_H

#include "array.h"

/* The axes of a result of shape (nd dims) from the nop operands (right-aligned, broadcast
 * as a ufunc does), outermost first, by NumPy's iterator's axis ordering; false when that is
 * C order. */
bool np_korder_perm(int nop, const Array *const *ops, int nd, const int64_t *shape, int *perm);
/* A new array laid out contiguously in axis order perm (NULL: C order). */
Value np_array_new_perm(DType dt, int nd, const int64_t *shape, const int *perm);
/* src (an array) cast to dt in its order='K' layout, in one pass (astype's default). */
Value np_korder_astype(Value src, DType dt);
/* v: a's header with its axes taken in perm's order as a result of shape (nd dims) sees
 * them (a right-aligned and broadcast: stride 0 where stretched): walking v in C order walks
 * a result laid out with perm in memory order. v shares a's data and is not an object. */
void np_korder_view(const Array *a, int nd, const int64_t *shape, const int *perm, Array *v);
/* c (a new C-ordered array of src's shape; stolen) laid out as src's order='K' copy would be:
 * c itself when that is C order, else a re-laid copy. */
Value np_korder_like(Value c, const Array *src);

/* Fortran strides for a (a fresh array of its shape). */
void np_set_fortran_strides(Array *a);
/* out (a new reference: src itself, or a new C-ordered array of src's shape; stolen) in the
 * layout order= (RT_UNDEF: dflt) asks for: 'K' keeps src's axis order, 'A' a Fortran one, 'F'
 * Fortran, 'C' C; src itself when it already fits, otherwise a copy. Raises NumPy's errors for
 * a bad order. */
Value np_in_order(Value out, Value order, const char *dflt, Value src);
/* np.asfortranarray: c (src itself, or a new array of src's values; stolen) as it is when it
 * is src and Fortran-contiguous by NumPy's flag, else a Fortran-ordered copy. */
Value np_as_fortran(Value c, Value src);

#endif
