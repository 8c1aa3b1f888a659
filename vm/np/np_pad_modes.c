/* np_pad_modes.c — np.pad's computed modes: linear_ramp (end_values), the statistic modes
 * maximum, minimum, mean and median (stat_length), and reflect/symmetric with
 * reflect_type='odd'. np_build.c's f_pad makes the padded array
 * with the original values in place; these fill its pad areas axis by axis the way NumPy's
 * arraypad.py does, each axis seeing the full extent of the axes before it and only the
 * original area of the axes after it (so the corners come from the later axes). */
#include <stdint.h>
#include <string.h>

#include "../base/error.h"
#include "np_course.h"
#include "np_stats.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

static Value slice2(int64_t lo, int64_t hi) { return rt_slice_new(rt_int(lo), rt_int(hi), rt_none()); }

/* NumPy's _view_roi with `sel` (stolen) on axis ax: the axes before ax whole, the ones after
 * it restricted to the original area. */
static Value roi_key(const Array *padded, int64_t (*pairs)[2], int ax, Value sel) {
  Value t = rt_tuple_new(padded->ndim);
  for (int d = 0; d < padded->ndim; d++) {
    Value s;
    if (d == ax) s = sel;
    else if (d < ax) s = rt_slice_new(rt_none(), rt_none(), rt_none());
    else s = slice2(pairs[d][0], padded->shape[d] - pairs[d][1]);
    rt_tuple_set(t, d, s);
  }
  return t;
}

/* padded[roi with sel on ax] = val (stolen). */
static void set_area(Value padded, int64_t (*pairs)[2], int ax, int64_t lo, int64_t hi, Value val) {
  Value key = roi_key(RT_AS(Array, padded), pairs, ax, slice2(lo, hi));
  int mark = rt_cleanup_push_value(&key);
  rt_cleanup_push_value(&val);
  np_array_setitem(padded, key, val);
  rt_cleanup_pop(mark, true);
}

static Value get_area(Value padded, int64_t (*pairs)[2], int ax, int64_t lo, int64_t hi) {
  Value key = roi_key(RT_AS(Array, padded), pairs, ax, slice2(lo, hi));
  int mark = rt_cleanup_push_value(&key);
  Value r = np_array_getitem(padded, key);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value call2(const char *name, Value a, Value b) {
  return np_callk(name, 2, (Value[]){a, b}, 0, NULL, NULL);
}

/* The statistic of padded's [lo, hi) on axis ax (keepdims), rounded for an integer array as
 * NumPy's _round_if_needed does before the value is cast back. */
static Value stat_of(Value padded, int64_t (*pairs)[2], int ax, int64_t lo, int64_t hi,
                     const char *fn) {
  Value chunk = get_area(padded, pairs, ax, lo, hi);
  int mark = rt_cleanup_push_value(&chunk);
  static const char *const kn[] = {"axis", "keepdims"};
  Value st = np_callk(fn, 1, &chunk, 2, kn, (Value[]){rt_int(ax), rt_bool(true)});
  char kind = rt_dtypes[RT_AS(Array, padded)->dtype].kind;
  if ((kind == 'i' || kind == 'u') && (!strcmp(fn, "mean") || !strcmp(fn, "median"))) {
    Value r = np_call1("around", st);
    rt_decref(st);
    st = r;
  }
  rt_cleanup_pop(mark, true);
  return st;
}

/* NumPy's _get_stats and _set_pad_area for one axis; len[k] < 0 means the whole area. */
static void pad_stat_axis(Value padded, int64_t (*pairs)[2], int ax, const int64_t *len,
                          const char *fn) {
  int64_t lp = pairs[ax][0], rp = pairs[ax][1], n = RT_AS(Array, padded)->shape[ax] - lp - rp;
  int64_t ll = len[0] < 0 || len[0] > n ? n : len[0], rl = len[1] < 0 || len[1] > n ? n : len[1];
  bool extreme = !strcmp(fn, "amax") || !strcmp(fn, "amin");
  if ((ll == 0 || rl == 0) && extreme)
    rt_raise(RT_EXC_ValueError, "stat_length of 0 yields no value for padding");
  Value left = stat_of(padded, pairs, ax, lp, lp + ll, fn), right = rt_undef();
  int mark = rt_cleanup_push_value(&left);
  rt_cleanup_push_value(&right);
  if (ll == n && rl == n) rt_incref(right = left);
  else right = stat_of(padded, pairs, ax, lp + n - rl, lp + n, fn);
  rt_incref(left);
  set_area(padded, pairs, ax, 0, lp, left);
  rt_incref(right);
  set_area(padded, pairs, ax, lp + n, lp + n + rp, right);
  rt_cleanup_pop(mark, true);
}

/* np.linspace(end, edge, w, endpoint=False, dtype=padded.dtype) laid along axis ax, edge
 * keeping ax as length 1: i * ((edge - end) / w) + end, or (i / w) * (edge - end) + end when
 * some step is 0, floored for an integer dtype; reversed for the right side. */
static Value ramp(Value padded, int ax, Value edge, Value end, int64_t w, bool right) {
  Array *p = RT_AS(Array, padded);
  Value tmp[6] = {rt_undef(), rt_undef(), rt_undef(), rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&tmp[0]);
  for (int i = 1; i < 6; i++) rt_cleanup_push_value(&tmp[i]);
  tmp[0] = call2("multiply", end, rt_float(1.0));
  tmp[1] = call2("multiply", edge, rt_float(1.0));
  Value delta = tmp[2] = call2("subtract", tmp[1], tmp[0]);
  Value step = tmp[3] = call2("true_divide", delta, rt_int(w));
  Value zero = call2("equal", step, rt_int(0));
  Value anyz = np_call1("any", zero);
  rt_decref(zero);
  bool some_zero = rt_truthy(anyz);
  rt_decref(anyz);
  int64_t shape[RT_MAXDIM];
  for (int d = 0; d < p->ndim; d++) shape[d] = d == ax ? w : 1;
  Value idx = rt_array_new(DT_FLOAT64, p->ndim, shape, false);
  double *ix = (double *)RT_AS(Array, idx)->data;
  for (int64_t i = 0; i < w; i++) ix[i] = (double)(right ? w - 1 - i : i);
  tmp[4] = idx;
  if (some_zero) {
    Value q = call2("true_divide", idx, rt_int(w));
    tmp[5] = call2("multiply", q, delta);
    rt_decref(q);
  } else {
    tmp[5] = call2("multiply", idx, step);
  }
  Value y = call2("add", tmp[5], tmp[0]);
  char kind = rt_dtypes[p->dtype].kind;
  if (kind == 'i' || kind == 'u') {
    Value f = np_call1("floor", y);
    rt_decref(y);
    y = f;
  }
  rt_cleanup_pop(mark, true);
  return y;
}

static void pad_ramp_axis(Value padded, int64_t (*pairs)[2], int ax, Value ends) {
  int64_t lp = pairs[ax][0], rp = pairs[ax][1], n = RT_AS(Array, padded)->shape[ax] - lp - rp;
  for (int k = 0; k < 2; k++) {
    int64_t w = pairs[ax][k];
    if (w == 0) continue;
    int64_t at = k == 0 ? lp : lp + n - 1;
    Value edge = get_area(padded, pairs, ax, at, at + 1), key = rt_undef(), end = rt_undef();
    int mark = rt_cleanup_push_value(&edge);
    rt_cleanup_push_value(&key);
    rt_cleanup_push_value(&end);
    key = rt_tuple_from(2, (Value[]){rt_int(ax), rt_int(k)});
    end = np_array_getitem(ends, key);
    Value y = ramp(padded, ax, edge, end, w, k == 1);
    if (k == 0) set_area(padded, pairs, ax, 0, lp, y);
    else set_area(padded, pairs, ax, lp + n, lp + n + rp, y);
    rt_cleanup_pop(mark, true);
  }
}

/* roi[sel on ax] with sel = slice(start, stop, step) (negative bounds count from the end). */
static Value get_step(Value padded, int64_t (*pairs)[2], int ax, int64_t start, int64_t stop,
                      int64_t step) {
  Value sel = rt_slice_new(rt_int(start), rt_int(stop), rt_int(step));
  Value key = roi_key(RT_AS(Array, padded), pairs, ax, sel);
  int mark = rt_cleanup_push_value(&key);
  Value r = np_array_getitem(padded, key);
  rt_cleanup_pop(mark, true);
  return r;
}

/* 2 * edge - chunk (both stolen): NumPy's odd reflection about the edge value. */
static Value odd_chunk(Value edge, Value chunk) {
  int mark = rt_cleanup_push_value(&edge);
  rt_cleanup_push_value(&chunk);
  Value twice = call2("multiply", rt_int(2), edge);
  rt_cleanup_push_value(&twice);
  Value r = call2("subtract", twice, chunk);
  rt_cleanup_pop(mark, true);
  return r;
}

/* One round of NumPy's _set_reflect_both on axis ax: each side takes at most one chunk of the
 * values already there (edge excluded for reflect, included for symmetric), reflected about
 * the edge value. Updates the remaining pad widths *lp and *rp. */
static void reflect_round(Value padded, int64_t (*pairs)[2], int ax, int64_t *lp, int64_t *rp,
                          bool symmetric) {
  int64_t len = RT_AS(Array, padded)->shape[ax] - *lp - *rp, eo = symmetric ? 1 : 0;
  if (!symmetric) len--;
  if (*lp > 0) {
    int64_t chunk = len < *lp ? len : *lp, stop = *lp - eo;
    Value c = get_step(padded, pairs, ax, stop + chunk, stop, -1);
    c = odd_chunk(get_area(padded, pairs, ax, *lp, *lp + 1), c);
    set_area(padded, pairs, ax, *lp - chunk, *lp, c);
    *lp -= chunk;
  }
  if (*rp > 0) {
    int64_t chunk = len < *rp ? len : *rp, start = -*rp + eo - 2, n = RT_AS(Array, padded)->shape[ax];
    Value c = get_step(padded, pairs, ax, start, start - chunk, -1);
    c = odd_chunk(get_area(padded, pairs, ax, n - *rp - 1, n - *rp), c);
    set_area(padded, pairs, ax, n - *rp, n - *rp + chunk, c);
    *rp -= chunk;
  }
}

void np_pad_reflect_odd(Value padded, int64_t (*pairs)[2], bool symmetric) {
  Array *p = RT_AS(Array, padded);
  for (int d = 0; d < p->ndim; d++) {
    int64_t lp = pairs[d][0], rp = pairs[d][1], n = p->shape[d] - lp - rp;
    if (n == 1) { /* NumPy's legacy rule: a length-1 axis is extended with its edge value */
      if (lp) set_area(padded, pairs, d, 0, lp, get_area(padded, pairs, d, lp, lp + 1));
      if (rp) set_area(padded, pairs, d, lp + 1, lp + 1 + rp, get_area(padded, pairs, d, lp, lp + 1));
      continue;
    }
    while (lp > 0 || rp > 0) {
      rt_check_interrupt();
      reflect_round(padded, pairs, d, &lp, &rp, symmetric);
    }
  }
}

/* stat_length as NumPy's _as_pairs(as_index=True): rounded, broadcast to (ndim, 2). */
static void stat_lengths(Value sl, int ndim, int64_t (*len)[2]) {
  for (int d = 0; d < ndim; d++) len[d][0] = len[d][1] = -1;
  if (!np_given(sl)) return;
  Value r = np_call1("round", sl);
  int mark = rt_cleanup_push_value(&r);
  Value a = rt_array_from_value(r, DT_INT64);
  rt_cleanup_push_value(&a);
  int64_t shape[2] = {ndim, 2};
  Value b = rt_array_broadcast_to(a, 2, shape);
  rt_cleanup_push_value(&b);
  Array *y = RT_AS(Array, b);
  for (int d = 0; d < ndim; d++)
    for (int k = 0; k < 2; k++) {
      len[d][k] = *(int64_t *)(y->data + d * y->strides[0] + k * y->strides[1]);
      if (len[d][k] < 0) rt_raise(RT_EXC_ValueError, "index can't contain negative values");
    }
  rt_cleanup_pop(mark, true);
}

bool np_pad_computed(Value padded, const char *mode, int64_t (*pairs)[2], Value stat_length,
                     Value end_values) {
  static const char *const modes[][2] = {
      {"maximum", "amax"}, {"minimum", "amin"}, {"mean", "mean"}, {"median", "median"}};
  Array *p = RT_AS(Array, padded);
  if (!strcmp(mode, "linear_ramp")) {
    int64_t shape[2] = {p->ndim, 2};
    Value e0 = rt_array_from_value(np_given(end_values) ? end_values : rt_int(0), -1);
    int mark = rt_cleanup_push_value(&e0);
    Value ends = rt_array_broadcast_to(e0, 2, shape);
    rt_cleanup_push_value(&ends);
    for (int d = 0; d < p->ndim; d++) pad_ramp_axis(padded, pairs, d, ends);
    rt_cleanup_pop(mark, true);
    return true;
  }
  for (size_t i = 0; i < sizeof modes / sizeof modes[0]; i++) {
    if (strcmp(mode, modes[i][0])) continue;
    int64_t len[RT_MAXDIM][2];
    stat_lengths(stat_length, p->ndim, len);
    for (int d = 0; d < p->ndim; d++) pad_stat_axis(padded, pairs, d, len[d], modes[i][1]);
    return true;
  }
  return false;
}
