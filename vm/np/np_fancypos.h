/* np_fancypos.h — advanced indexing of the string and object arrays (np_fancypos.c), private
 * to vm/np. */
#ifndef WEFT_NP_FANCYPOS_H
#define WEFT_NP_FANCYPOS_H

#include "np_internal.h"

/* Is key one the string and object arrays' own paths do not take: index arrays mixed with
 * other keys (a[[0, 1], [2, 0]], a[:, [0, 2]]), or a mask of fewer dimensions than ndim? */
bool np_key_is_mixed(Value key, int ndim);
/* The C-order positions such a key selects from an array of that shape: an int64 array in
 * the result's shape, or an int64 scalar for one item; NumPy's IndexError for a bad key. */
Value np_fancy_positions(int ndim, const int64_t *shape, Value key);
/* ValueError: shape mismatch: value array of shape ... could not be broadcast to indexing
 * result of shape ... */
_Noreturn void np_raise_fancy_value_shape(int nfrom, const int64_t *from, int nto,
                                          const int64_t *to);

/* a[key]'s gathered elements (ptrs: each one's address, in the result's C order; freed) when
 * its bnd advanced dims sit at bpos > 0 after basic ones: NumPy's layout, a view of a buffer
 * with the advanced dims first. */
Value np_gather_swapped(DType dt, int ndim, const int64_t *shape, int64_t size, char **ptrs,
                        int bpos, int bnd);

#endif
