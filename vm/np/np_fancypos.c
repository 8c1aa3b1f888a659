/* np_fancypos.c — advanced indexing for the arrays whose items are Python values (string and
 * object arrays): which of their items a key selects.
 *
 * Those arrays index by one integer array or one full-shape mask themselves; a key that mixes
 * index arrays with other axes (a[[0, 1], [2, 0]], a[:, [0, 2]], a[1, mask]) or a mask of fewer
 * dimensions (a[row_mask]) is answered here by indexing an int64 array of the same shape that
 * holds each item's C-order position: the numeric indexing then decides everything
 * (broadcasting of the index arrays, where the fancy axes go, NumPy's errors), and the
 * positions it returns say which items to read or write, in the result's shape.
 */
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
