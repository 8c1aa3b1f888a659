/* np_select.h — the position and scatter kernels of np_select.c (the older ones, counting and
 * compressing by a mask and gathering, are declared in np_internal.h). */
#ifndef WEFT_NP_SELECT_H
#define WEFT_NP_SELECT_H

#include "array.h"

/* The ascending flat positions of the nonzero items of a C-contiguous bool, integer, float32 or
 * float64 array (a new 1-D int64 array), or rt_undef() for any other array. */
Value np_nonzero_flat(const Array *a);
/* cols[d][k * step] = index d of the C-order multi-index of flat position pos[k] in shape (nd
 * axes, every extent positive), for ascending positions. */
void np_unravel_positions(const int64_t *pos, int64_t count, int nd, const int64_t *shape,
                          int64_t *const *cols, int64_t step);
/* a[k] = value for a 1-D array a and a contiguous 1-D int64 index array k, value a Python
 * number or a 1-D array of a's dtype and k's length that does not overlap a: -1 when done,
 * -2 when the case has no kernel (nothing written), else the position in k of the first index
 * outside [-len, len) (nothing written: the caller raises). */
int64_t np_scatter_1d(Array *a, const Array *k, Value value);

#endif
