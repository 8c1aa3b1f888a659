/* np_datetime_join.c — joining and differencing datetime64/timedelta64 arrays as NumPy does:
 * np.concatenate, the stacks and np.append meet the parts at their finest unit, and np.diff subtracts neighbours by the
 * datetime rules (NaT minus anything is NaT, datetimes give timedeltas) rather than as plain
 * counts, where NaT (INT64_MIN) would wrap into huge numbers. */
#include <string.h>

#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_datetime.h"
#include "np_internal.h"
#include "np_stats.h"

static const Value *seq_items(Value seq, int64_t *n) {
  *n = rt_len(seq);
  return rt_is_list(seq) ? RT_AS(List, seq)->items : RT_AS(Tuple, seq)->items;
}

Value np_time_join_hook(const char *fname, Value seq, Value axis) {
  if (!(rt_is_list(seq) || rt_is_tuple(seq))) return rt_undef();
  int64_t n;
  const Value *items = seq_items(seq, &n);
  if (n == 0 || !np_is_timearr(items[0])) return rt_undef();
  char kind = RT_AS(NpTimeArr, items[0])->kind;
  int unit = RT_AS(NpTimeArr, items[0])->unit;
  for (int64_t j = 0; j < n; j++) { /* a mix with plain numbers keeps the plain path's error */
    if (!np_is_timearr(items[j]) || RT_AS(NpTimeArr, items[j])->kind != kind) return rt_undef();
    unit = np_time_common_unit(kind, unit, RT_AS(NpTimeArr, items[j])->unit);
  }
  Value parts = rt_list_new(0);
  int mark = rt_cleanup_push_value(&parts);
  for (int64_t j = 0; j < n; j++) {
    const NpTimeArr *t = RT_AS(NpTimeArr, items[j]);
    Value c = t->unit == unit ? (rt_incref(t->ints), t->ints)
                              : np_time_counts_in(kind, t->unit, unit, t->ints);
    rt_list_append(parts, c);
    rt_decref(c);
  }
  static const char *const kn[] = {"axis"};
  Value ints = np_callk(fname, 1, &parts, 1, kn, &axis);
  rt_cleanup_pop(mark, true);
  return np_timearr_wrap(kind, unit, ints);
}

/* a[..., lo:hi, ...] along axis ax (hi INT64_MAX: to the end) */
static Value slice_along(Value a, int ndim, int ax, int64_t lo, int64_t hi) {
  Value key = rt_tuple_new(ndim);
  int mark = rt_cleanup_push_value(&key);
  for (int i = 0; i < ndim; i++) {
    Value start = i == ax && lo ? rt_int(lo) : rt_none();
    Value stop = i == ax && hi != INT64_MAX ? rt_int(hi) : rt_none();
    rt_tuple_set(key, i, rt_slice_new(start, stop, rt_none()));
  }
  Value r = rt_getitem(a, key);
  rt_cleanup_pop(mark, true);
  return r;
}

/* prepend/append as NumPy's diff takes them: a scalar is broadcast to one slice of a */
static Value edge_part(Value v, Value a, int ax) {
  Value arr = np_call1("array", v);
  if (!np_is_timearr(arr) || RT_AS(Array, RT_AS(NpTimeArr, arr)->ints)->ndim != 0) return arr;
  const Array *shape_of = RT_AS(Array, RT_AS(NpTimeArr, a)->ints);
  Value shape = rt_tuple_new(shape_of->ndim);
  for (int i = 0; i < shape_of->ndim; i++)
    rt_tuple_set(shape, i, rt_int(i == ax ? 1 : shape_of->shape[i]));
  int mark = rt_cleanup_push_value(&arr);
  rt_cleanup_push_value(&shape);
  const NpTimeArr *t = RT_AS(NpTimeArr, arr);
  Value ints = np_callk("broadcast_to", 2, (Value[]){t->ints, shape}, 0, NULL, NULL);
  Value r = np_timearr_wrap(t->kind, t->unit, ints);
  rt_cleanup_pop(mark, true);
  return r;
}

Value np_time_diff(int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"a", "n", "axis", "prepend", "append"};
  Value v[5];
  rt_parse_args("diff", argc, argv, kw, 5, names, 1, v);
  int64_t n = rt_is_undef(v[1]) ? 1 : rt_to_index(v[1], "n");
  if (n < 0) rt_raise(RT_EXC_ValueError, "order must be non-negative but got %lld", (long long)n);
  int ndim = RT_AS(Array, RT_AS(NpTimeArr, v[0])->ints)->ndim;
  if (ndim == 0) rt_raise(RT_EXC_ValueError, "diff requires input that is at least one dimensional");
  int ax = np_axis_index(rt_is_undef(v[2]) ? -1 : rt_to_index(v[2], "axis"), ndim);
  Value cur = v[0];
  rt_incref(cur);
  int mark = rt_cleanup_push_value(&cur);
  if (!rt_is_undef(v[3]) || !rt_is_undef(v[4])) {
    Value parts = rt_list_new(0);
    int pm = rt_cleanup_push_value(&parts);
    for (int k = 0; k < 3; k++) {
      Value p = k == 1 ? (rt_incref(cur), cur) : rt_is_undef(v[k == 0 ? 3 : 4]) ? rt_undef()
                : edge_part(v[k == 0 ? 3 : 4], cur, ax);
      if (rt_is_undef(p)) continue;
      rt_list_append(parts, p);
      rt_decref(p);
    }
    Value joined = np_callk("concatenate", 1, &parts, 1, (const char *const[]){"axis"},
                            (Value[]){rt_int(ax)});
    rt_decref(cur);
    cur = joined;
    rt_cleanup_pop(pm, true);
  }
  for (int64_t k = 0; k < n && np_is_timearr(cur); k++) {
    Value hi = slice_along(cur, ndim, ax, 1, INT64_MAX), lo = rt_undef();
    int inner = rt_cleanup_push_value(&hi);
    rt_cleanup_push_value(&lo);
    lo = slice_along(cur, ndim, ax, 0, -1);
    Value d = np_time_binop(RT_OP_SUB, hi, lo);
    rt_cleanup_pop(inner, true);
    rt_decref(cur);
    cur = d;
  }
  Value r = cur;
  rt_incref(r);
  rt_cleanup_pop(mark, true);
  return r;
}
