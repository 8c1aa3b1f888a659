/* np_castwarn.h — the warnings of a cast (np_castwarn.c), private to vm/np. */
#ifndef WEFT_NP_CASTWARN_H
#define WEFT_NP_CASTWARN_H

#include "np_internal.h"
#include "../base/error.h"

/* Before casting the array src to dst: NumPy's ComplexWarning for a complex src and a real
 * dst, and its "overflow encountered in cast" / "invalid value encountered in cast" (under the
 * np.errstate modes) for a float or complex src; nothing for other casts. */
void np_cast_warnings(const Array *src, DType dst);
/* a.astype(dst) of a C-contiguous float32/float64 array: the copy and np_cast_warnings' warnings
 * (after the cast, as NumPy) in one pass over the source; undef when it does not apply. */
Value np_astype_checked(Value self, DType dst);
/* The same for one float x cast to the float dtype dst (np.float32(1e40)). */
void np_cast_warn_float(double x, DType dst);
/* NumPy 1.24's DeprecationWarning for a Python int v stored into integer dtype dt (an array
 * element, np.int8(v)) outside dt's range ("... The conversion of 300 to int8 will fail in
 * the future. ..."); nothing when it fits or dt is no integer dtype. */
void np_warn_int_bounds(int64_t v, DType dt);
/* The same for each Python int among the items of a (nested) list or tuple v */
void np_warn_int_leaves(Value v, DType dt);
/* warnings.warn(msg, <kind>) as NumPy's C code warns (its filters, the caller's line). */
void np_warn_as(ExcKind kind, const char *msg);
/* bool() of an empty array: NumPy 1.24's DeprecationWarning, then false (0). */
int np_empty_truth(void);

#endif
