/* np_korder.c — NumPy's order='K' layout: the iterator sorts the axes by the operands'
 * strides (nditer_constr.c's best axis ordering: a stable insertion sort from the innermost
 * axis out, where an axis moves outward only past axes every operand agrees are inner, and
 * C order wins a conflict; broadcast axes (stride 0) give no vote), and a new array is
 * allocated contiguous in that order with positive strides. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "np_korder.h"

/* operand a's stride on result axis d (a right-aligned in nd dims; 0 where it broadcasts) */
static int64_t op_stride(const Array *a, int nd, int d) {
  int k = d - (nd - a->ndim);
  if (k < 0 || a->shape[k] == 1) return 0;
  return a->strides[k] < 0 ? -a->strides[k] : a->strides[k];
}

bool np_korder_perm(int nop, const Array *const *ops, int nd, const int64_t *shape, int *perm) {
  (void)shape;
  /* order[] holds axes innermost first, as NumPy's reversed axis data */
  int order[RT_MAXDIM];
  for (int i = 0; i < nd; i++) order[i] = nd - 1 - i;
  for (int i0 = 1; i0 < nd; i0++) {
    int ipos = i0, a0 = order[i0];
    for (int i1 = i0 - 1; i1 >= 0; i1--) {
      int a1 = order[i1];
      bool ambig = true, swap = false;
      for (int o = 0; o < nop; o++) {
        int64_t s0 = op_stride(ops[o], nd, a0), s1 = op_stride(ops[o], nd, a1);
        if (s0 == 0 || s1 == 0) continue;
        if (s1 <= s0) swap = false;
        else if (ambig) swap = true;
        ambig = false;
      }
      if (ambig) continue;
      if (!swap) break;
      ipos = i1;
    }
    if (ipos != i0) {
      for (int i1 = i0; i1 > ipos; i1--) order[i1] = order[i1 - 1];
      order[ipos] = a0;
    }
  }
  bool c_order = true;
  for (int i = 0; i < nd; i++) {
    perm[i] = order[nd - 1 - i];
    c_order &= perm[i] == i;
  }
  return !c_order;
}

Value np_array_new_perm(DType dt, int nd, const int64_t *shape, const int *perm) {
  Value r = rt_array_new(dt, nd, shape, false);
  if (!perm) return r;
  Array *a = RT_AS(Array, r);
  int64_t st = rt_dtypes[dt].itemsize;
  for (int i = nd - 1; i >= 0; i--) {
    a->strides[perm[i]] = st;
    st *= shape[perm[i]] ? shape[perm[i]] : 1;
  }
  return r;
}

Value np_korder_like(Value c, const Array *src) {
  int perm[RT_MAXDIM];
  const Array *ops[1] = {src};
  if (src->ndim < 2 || !np_korder_perm(1, ops, src->ndim, src->shape, perm)) return c;
  int mark = rt_cleanup_push_value(&c);
  const Array *a = RT_AS(Array, c);
  Value out = np_array_new_perm(a->dtype, a->ndim, a->shape, perm);
  rt_cleanup_push_value(&out);
  rt_array_assign(out, c);
  rt_cleanup_pop(mark, false);
  rt_decref(c);
  return out;
}
