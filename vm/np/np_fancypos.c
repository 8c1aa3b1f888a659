/* np_fancypos.c — advanced indexing for the arrays whose items are Python values (string and
 * object arrays): which of their items a key selects.
 *
 * Those arrays index by one integer array or one full-shape mask themselves; a key that mixes
 * index arrays with other axes (a[[0, 1], [2, 0]], a[:, [0, 2]], a[1, mask]) or a mask of fewer
 * dimensions (a[row_mask]) is answered here by indexing an int64 array of the same shape that
 * holds each item's C-order position: the numeric indexing then decides everything
 * (broadcasting of the index arrays, where the fancy axes go, NumPy's errors), and the
 * positions it returns say which items to read or write, in the result's shape.
 *
 * Also the numeric arrays' gather when the advanced axes come after basic ones (a[:, [2, 0]]),
 * laid out as NumPy lays it out.
 */
#include <stdlib.h>
#include <string.h>

#include "np_fancypos.h"
#include "np_raise.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

bool np_key_is_mixed(Value key, int ndim) {
  if (rt_is_array(key))
    return RT_AS(Array, key)->dtype == DT_BOOL && RT_AS(Array, key)->ndim != ndim;
  if (!rt_is_tuple(key)) return false;
  const Tuple *t = RT_AS(Tuple, key);
  for (int64_t i = 0; i < t->n; i++)
    if (rt_is_list(t->items[i]) || rt_is_array(t->items[i])) return true;
  return false;
}

Value np_fancy_positions(int ndim, const int64_t *shape, Value key) {
  Value all = rt_array_new(DT_INT64, ndim, shape, false);
  int mark = rt_cleanup_push_value(&all);
  Array *a = RT_AS(Array, all);
  int64_t *p = (int64_t *)(void *)a->data;
  for (int64_t k = 0; k < a->size; k++) p[k] = k;
  Value r = rt_getitem(all, key);
  rt_cleanup_pop(mark, true);
  return r;
}

_Noreturn void np_raise_fancy_value_shape(int nfrom, const int64_t *from, int nto,
                                          const int64_t *to) {
  np_raise_two_shapes("shape mismatch: value array of shape ", nfrom, from,
                      " could not be broadcast to indexing result of shape ", nto, to);
}

/* The gathered elements when the advanced dims sit after basic ones (a[:, [2, 0]]): NumPy
 * fills a C-contiguous buffer with the advanced dims first, then returns the view that moves
 * them to their place, so the result (and whatever reads it in memory order: reductions,
 * BLAS) has NumPy's strides. Frees ptrs. */
Value np_gather_swapped(DType dt, int ndim, const int64_t *shape, int64_t size, char **ptrs,
                        int bpos, int bnd) {
  int64_t bshape[RT_MAXDIM], bstrides[RT_MAXDIM], strides[RT_MAXDIM];
  for (int d = 0; d < bnd; d++) bshape[d] = shape[bpos + d];
  for (int d = 0, k = bnd; d < ndim; d++)
    if (d < bpos || d >= bpos + bnd) bshape[k++] = shape[d];
  int mark = rt_cleanup_push(free, ptrs);
  Value buf = rt_array_new(dt, ndim, bshape, false);
  rt_cleanup_push_value(&buf);
  int64_t isz = rt_dtypes[dt].itemsize;
  bstrides[ndim - 1] = isz;
  for (int d = ndim - 2; d >= 0; d--) bstrides[d] = bstrides[d + 1] * bshape[d + 1];
  for (int d = 0, k = bnd; d < ndim; d++) {
    bool adv = d >= bpos && d < bpos + bnd;
    strides[d] = adv ? bstrides[d - bpos] : bstrides[k++];
  }
  char *dst = RT_AS(Array, buf)->data;
  int64_t idx[RT_MAXDIM] = {0};
  for (int64_t e = 0; e < size; e++) {
    int64_t off = 0;
    for (int d = 0; d < ndim; d++) off += idx[d] * strides[d];
    memcpy(dst + off, ptrs[e], (size_t)isz);
    for (int d = ndim - 1; d >= 0 && ++idx[d] == shape[d]; d--) idx[d] = 0;
  }
  Value out = rt_array_view(buf, dt, ndim, shape, strides, dst);
  rt_cleanup_pop(mark, true);
  return out;
}
