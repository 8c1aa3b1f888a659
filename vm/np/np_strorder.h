/* np_strorder.h — memory order of string arrays: Fortran-ordered copies and the functions and
 * methods that make or keep them (np_strorder.c). */
#ifndef WEFT_NP_STRORDER_H
#define WEFT_NP_STRORDER_H

#include "np_strarray.h"

/* Laid out column by column (Fortran-contiguous and not C-contiguous), as np.isfortran says. */
bool np_strarr_is_fortran(const NpStrArr *a);
/* A copy of a in C order, or in Fortran order when fortran (2+ dimensions). */
Value np_strarr_ordered_copy(const NpStrArr *a, bool fortran);
/* a.strides: in bytes of the itemsize. */
Value np_strarr_strides(const NpStrArr *a);
/* a.copy(order='C') and a.tobytes(order='C'). */
Value np_strarr_m_copy(Value self, int argc, const Value *argv, const Kwargs *kw);
Value np_strarr_m_tobytes(Value self, int argc, const Value *argv, const Kwargs *kw);
/* Wraps np.array, asarray, asanyarray, copy, the _like functions (their order=),
 * asfortranarray, ascontiguousarray and isfortran for string arrays; after those it wraps. */
void np_register_strorder(Value m);

#endif
