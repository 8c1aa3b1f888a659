/* np_rows.c — helpers of the statistics files (np_stats.h): calling numpy functions by name
 * with optional keywords, and the rows layout of a reduction over any set of axes. */
#include <string.h>

#include "../base/error.h"
#include "np_loops.h"
#include "np_stats.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

Value np_callk(const char *name, int argc, const Value *argv, int nkw, const char *const *kwn,
               const Value *kwv) {
  const char *names[8];
  Value vals[8];
  int n = 0;
  for (int i = 0; i < nkw && n < 8; i++)
    if (!rt_is_undef(kwv[i])) { names[n] = kwn[i]; vals[n++] = kwv[i]; }
  Value mod = rt_import("numpy");
  Value fn = rt_module_lookup(mod, name);
  rt_decref(mod); /* the module lives in the import registry: fn stays valid */
  Kwargs kw = {n, names, vals};
  return rt_call(fn, argc, argv, n ? &kw : NULL);
}

/* Marks the reduced axes; raises NumPy's errors for out-of-range and repeated axes. */
static void mark_axes(Value axis, int ndim, bool *red) {
  bool all = !np_given(axis);
  for (int d = 0; d < ndim; d++) red[d] = all;
  if (all) return;
  int n = 1;
  const Value *items = &axis;
  if (rt_is_tuple(axis)) { n = (int)RT_AS(Tuple, axis)->n; items = RT_AS(Tuple, axis)->items; }
  for (int i = 0; i < n; i++) {
    int d = np_axis_index(rt_to_index(items[i], "axis"), ndim);
    if (red[d]) rt_raise(RT_EXC_ValueError, "duplicate value in 'axis'");
    red[d] = true;
  }
}

static void rows_init(NpRows *r, Value a, Value axis, bool copy) {
  Value arr = rt_array_from_value(a, -1);
  int mark = rt_cleanup_push_value(&arr);
  Array *x = RT_AS(Array, arr);
  bool red[RT_MAXDIM];
  mark_axes(axis, x->ndim, red);
  int64_t perm[RT_MAXDIM];
  int np = 0;
  r->outer = r->n = 1;
  r->ond = 0;
  r->kndim = x->ndim;
  for (int d = 0; d < x->ndim; d++) {
    r->kshape[d] = red[d] ? 1 : x->shape[d];
    if (red[d]) { r->n *= x->shape[d]; continue; }
    r->oshape[r->ond++] = x->shape[d];
    r->outer *= x->shape[d];
    perm[np++] = d;
  }
  for (int d = 0; d < x->ndim; d++)
    if (red[d]) perm[np++] = d;
  Value t = x->ndim ? np_array_transpose_axes(arr, x->ndim, perm) : (rt_incref(arr), arr);
  rt_cleanup_push_value(&t);
  Value c = rt_array_contiguous(t, copy);
  rt_cleanup_pop(mark, true);
  int64_t shape[2] = {r->outer, r->n};
  r->rows = np_array_reshape(c, 2, shape);
  rt_decref(c);
}

void np_rows_init(NpRows *r, Value a, Value axis) { rows_init(r, a, axis, true); }

void np_rows_view(NpRows *r, Value a, Value axis) { rows_init(r, a, axis, false); }

Value np_rows_result(const NpRows *r, Value res, bool keepdims, int nlead, const int64_t *lead) {
  int64_t shape[RT_MAXDIM];
  int nd = keepdims ? r->kndim : r->ond;
  if (nlead + nd > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "too many dimensions");
  if (nlead) memcpy(shape, lead, sizeof(int64_t) * (size_t)nlead); /* lead may be NULL */
  memcpy(shape + nlead, keepdims ? r->kshape : r->oshape, sizeof(int64_t) * (size_t)nd);
  int mark = rt_cleanup_push_value(&res);
  Value out = np_array_reshape(res, nlead + nd, shape);
  rt_cleanup_pop(mark, true);
  return np_scalar_if_0d(out);
}
