/* np_korder.c — the order= layouts of new arrays: 'F' lays the first axis out fastest, 'A'
 * follows a Fortran-ordered source, and NumPy's order='K' layout: the iterator sorts the axes by the operands'
 * strides (nditer_constr.c's best axis ordering: a stable insertion sort from the innermost
 * axis out, where an axis moves outward only past axes every operand agrees are inner, and
 * C order wins a conflict; broadcast axes (stride 0) give no vote), and a new array is
 * allocated contiguous in that order with positive strides. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "np_internal.h"
#include "np_korder.h"
#include "../obj/objects.h"

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

/* NumPy's PyArray_CreateSortedStridePerm, which its "like" allocations (astype, copy('K'),
 * empty_like) use: the axes by falling |stride|, ties in axis order, a length-1 axis's stride
 * counting as it is (the iterator's ordering above gives those no vote). */
static bool sorted_stride_perm(const Array *a, int *perm) {
  bool c_order = true;
  for (int i = 0; i < a->ndim; i++) perm[i] = i;
  for (int i = 1; i < a->ndim; i++)
    for (int j = i; j > 0; j--) {
      int64_t sp = a->strides[perm[j - 1]], sj = a->strides[perm[j]];
      if ((sp < 0 ? -sp : sp) >= (sj < 0 ? -sj : sj)) break;
      int t = perm[j]; perm[j] = perm[j - 1]; perm[j - 1] = t;
    }
  for (int i = 0; i < a->ndim; i++) c_order &= perm[i] == i;
  return !c_order;
}

Value np_korder_astype(Value src, DType dt) {
  const Array *a = RT_AS(Array, src);
  int perm[RT_MAXDIM];
  if (a->ndim < 2 || !sorted_stride_perm(a, perm)) return rt_array_astype(src, dt);
  int64_t axes[RT_MAXDIM];
  for (int i = 0; i < a->ndim; i++) axes[i] = perm[i];
  Value t = np_array_transpose_axes(src, a->ndim, axes); /* src in its memory order */
  Value c = rt_array_astype(t, dt);                       /* read in order, written in order */
  rt_decref(t);
  Array *o = RT_AS(Array, c); /* a fresh array of ours: its axes put back in src's order */
  int64_t shape[RT_MAXDIM], strides[RT_MAXDIM];
  for (int i = 0; i < o->ndim; i++) shape[perm[i]] = o->shape[i], strides[perm[i]] = o->strides[i];
  memcpy(o->shape, shape, sizeof(int64_t) * (size_t)o->ndim);
  memcpy(o->strides, strides, sizeof(int64_t) * (size_t)o->ndim);
  return c;
}

void np_korder_view(const Array *a, int nd, const int64_t *shape, const int *perm, Array *v) {
  *v = *a;
  v->ndim = nd;
  for (int d = 0; d < nd; d++) {
    int ax = perm[d], k = ax - (nd - a->ndim);
    bool stretched = k < 0 || (a->shape[k] == 1 && shape[ax] != 1);
    v->shape[d] = shape[ax];
    v->strides[d] = stretched ? 0 : a->strides[k];
  }
}

Value np_korder_like(Value c, const Array *src) {
  int perm[RT_MAXDIM];
  /* C-contiguous by NumPy's flag (length-1 axes aside) first: a (3, 1) array of strides
   * (8, 24) gives a C-ordered copy, as NumPy's new-like-array does */
  if (src->ndim < 2 || rt_array_is_c_contiguous(src) || !sorted_stride_perm(src, perm)) return c;
  int mark = rt_cleanup_push_value(&c);
  const Array *a = RT_AS(Array, c);
  Value out = np_array_new_perm(a->dtype, a->ndim, a->shape, perm);
  /* copied in out's memory order: written contiguously, read with c's strides */
  Array ov, cv;
  np_korder_view(RT_AS(Array, out), a->ndim, a->shape, perm, &ov);
  np_korder_view(a, a->ndim, a->shape, perm, &cv);
  np_copy_cast(&ov, &cv);
  rt_cleanup_pop(mark, false);
  rt_decref(c);
  return out;
}

/* ---- memory order: order='F' lays the first axis out fastest (Fortran) ---- */

static bool f_contiguous_only(const Array *a) {
  if (a->ndim < 2 || rt_array_is_c_contiguous(a)) return false;
  int64_t want = rt_dtypes[a->dtype].itemsize;
  for (int i = 0; i < a->ndim; i++) {
    if (a->shape[i] != 1 && a->strides[i] != want) return false;
    want *= a->shape[i];
  }
  return true;
}

/* Is order (a str argument; RT_UNDEF: `dflt`) Fortran? 'A' and 'K' (where allowed) follow
 * src's layout. Raises NumPy's errors for anything else. */
static bool fortran_order(Value order, const char *dflt, bool ak_ok, Value src) {
  const char *o = dflt;
  if (!rt_is_undef(order) && !rt_is_none(order)) {
    if (!rt_is_str(order))
      rt_raise(RT_EXC_TypeError, "order must be str, not %s", rt_type_name(order));
    o = rt_str_data(order);
  }
  if (strlen(o) != 1 || !strchr("CFAKcfak", o[0]))
    rt_raise(RT_EXC_ValueError, "order must be one of 'C', 'F', 'A', or 'K' (got '%s')", o);
  char c = (char)(o[0] & ~0x20);
  if (c == 'A' || c == 'K') {
    if (!ak_ok) rt_raise(RT_EXC_ValueError, "only 'C' or 'F' order is permitted");
    return rt_is_array(src) && f_contiguous_only(RT_AS(Array, src));
  }
  return c == 'F';
}

void np_set_fortran_strides(Array *a) {
  if (a->size == 0) { /* a new empty array's strides are zeros, as np_array_alloc's */
    memset(a->strides, 0, sizeof a->strides);
    return;
  }
  int64_t s = rt_dtypes[a->dtype].itemsize;
  for (int i = 0; i < a->ndim; i++) {
    a->strides[i] = s;
    s *= a->shape[i] ? a->shape[i] : 1;
  }
}

/* A Fortran-ordered copy of array c (steals c; returns it when it has fewer than 2 axes). */
static Value to_fortran(Value c) {
  Array *a = RT_AS(Array, c);
  if (a->ndim < 2 || f_contiguous_only(a)) return c;
  int mark = rt_cleanup_push_value(&c);
  Value out = rt_array_new(a->dtype, a->ndim, a->shape, false);
  np_set_fortran_strides(RT_AS(Array, out));
  rt_cleanup_push_value(&out);
  rt_array_assign(out, c);
  rt_cleanup_pop(mark, false);
  rt_decref(c);
  return out;
}

/* NumPy's F_CONTIGUOUS flag: length-1 axes have any stride, and an empty array has it. */
static bool f_contiguous(const Array *a) {
  if (a->size == 0) return true;
  int64_t want = rt_dtypes[a->dtype].itemsize;
  for (int i = 0; i < a->ndim; i++) {
    if (a->shape[i] != 1 && a->strides[i] != want) return false;
    want *= a->shape[i];
  }
  return true;
}

/* np.asfortranarray(x), np.asarray(x, order='F'): x itself when it has the flag already (an
 * (8, 1) C array, an empty one), else a Fortran-ordered copy (c: x or a new array; stolen). */
Value np_as_fortran(Value c, Value src) {
  if (rt_is_array(src) && c.as.o == src.as.o && f_contiguous(RT_AS(Array, c))) return c;
  return to_fortran(c);
}

Value np_in_order(Value out, Value order, const char *dflt, Value src) {
  bool fortran = fortran_order(order, dflt, true, src); /* checks order */
  const char *o = rt_is_undef(order) || rt_is_none(order) ? dflt : rt_str_data(order);
  char c = (char)(o[0] & ~0x20);
  bool same = rt_is_array(src) && out.as.o == src.as.o;
  if (c == 'K' && rt_is_array(src) && !same)
    return np_korder_like(out, RT_AS(Array, src));
  if (fortran) return np_as_fortran(out, src);
  if (same && c == 'C' && !rt_array_is_c_contiguous(RT_AS(Array, out))) {
    Value copy = rt_array_contiguous(out, true);
    rt_decref(out);
    return copy;
  }
  return out;
}

bool np_fortran_order(Value order, const char *dflt, bool ak_ok, Value src) {
  return fortran_order(order, dflt, ak_ok, src);
}

Value np_to_fortran(Value c) { return to_fortran(c); }
