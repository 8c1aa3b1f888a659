/* np_nan.c — the NaN-ignoring reductions: np.nansum, nanmean, nanvar, nanstd, nanmax, nanmin,
 * nanargmax, nanargmin.
 *
 * They follow NumPy 1.24's nanfunctions.py: NaNs are replaced (by 0 for sums, by -inf/+inf
 * for argmax/argmin) in a copy and the ordinary reduction runs on it, so the summation order
 * and the rounding of every step are NumPy's; the count of non-NaN values divides as its
 * _divide_by_count does. Inputs that cannot hold NaN (integers, bool) go straight to the
 * plain function. nanmax/nanmin are fmax/fmin reductions: a row's NaNs are skipped and an
 * all-NaN row gives NaN with NumPy's "All-NaN slice encountered" warning.
 */
#include <math.h>
#include <string.h>

#include "../base/error.h"
#include "np_datetime.h"
#include "np_korder.h"
#include "np_warn_at.h"
#include "np_loops.h"
#include "np_stats.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

static bool is_float(Value arr) { return np_kind_rank(RT_AS(Array, arr)->dtype) == 2; }

/* Whether any element of v (an array or scalar) is true: np.any(v). */
static bool any_true(Value v) {
  Value arr = rt_array_from_value(v, DT_BOOL);
  bool any = false;
  NpIter it;
  for (np_iter_init(&it, RT_AS(Array, arr)); it.more && !any; np_iter_next(&it)) any = *it.ptr;
  rt_decref(arr);
  return any;
}

/* A copy of arr with its NaNs set to val; *mask gets isnan(arr) (new references). */
static Value replace_nan(Value arr, Value val, Value *mask) {
  *mask = np_apply_unary(NPU_ISNAN, arr, rt_undef());
  /* NumPy's np.array(a, copy=True) keeps a's layout, which decides how the sum adds */
  Value c = np_korder_like(rt_array_astype(arr, RT_AS(Array, arr)->dtype), RT_AS(Array, arr));
  int mark = rt_cleanup_push_value(&c);
  np_array_setitem(c, *mask, val);
  rt_cleanup_pop(mark, false);
  return c;
}

/* numpy.sum(a, axis=axis, dtype=dtype, keepdims=keepdims) */
static Value sum3(Value a, Value axis, Value dtype, Value keepdims) {
  static const char *const kn[] = {"axis", "dtype", "keepdims"};
  Value kv[3] = {axis, dtype, keepdims};
  return np_callk("sum", 1, &a, 3, kn, kv);
}

/* The number of non-NaN values per output element (int64). */
static Value count_valid(Value mask, Value axis, Value keepdims) {
  Value valid = np_apply_unary(NPU_LNOT, mask, rt_undef());
  int mark = rt_cleanup_push_value(&valid);
  Value dt = rt_dtypeobj_new(DT_INT64);
  rt_cleanup_push_value(&dt);
  Value cnt = sum3(valid, axis, dt, keepdims);
  rt_cleanup_pop(mark, true);
  return cnt;
}

/* NumPy's _divide_by_count: an array divides in place; a scalar keeps its dtype (steals a).
 * It divides under np.errstate(invalid='ignore', divide='ignore'): an all-NaN slice (0/0)
 * warns only "Mean of empty slice", from the caller. */
static Value divide_by_count(Value a, Value b) {
  int saved[2];
  np_errstate_quiet(saved);
  int mark = rt_cleanup_push(np_errstate_restore, saved);
  rt_cleanup_push_value(&a);
  Value r, q = rt_undef(); /* q is registered: it lives until the pop */
  if (rt_is_array(a)) {
    r = np_apply_binary(NPB_DIV, a, b, a);
  } else {
    q = np_apply_binary(NPB_DIV, a, b, rt_undef());
    rt_cleanup_push_value(&q);
    r = np_scalar_if_0d(rt_array_from_value(q, (int)RT_AS(NpScalar, a)->dtype));
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static void check_inexact(Value dtype, Value out) {
  if (np_given(dtype) && np_kind_rank(rt_dtype_from_value(dtype)) != 2)
    rt_raise(RT_EXC_TypeError, "If a is inexact, then dtype must be inexact");
  if (np_given(out) && rt_is_array(out) && np_kind_rank(RT_AS(Array, out)->dtype) != 2)
    rt_raise(RT_EXC_TypeError, "If a is inexact, then out must be inexact");
}

static Value with_out(Value res, Value out) {
  if (!np_given(out)) return res;
  int mark = rt_cleanup_push_value(&res);
  if (!rt_is_array(out)) rt_raise(RT_EXC_TypeError, "output must be an array");
  rt_array_assign(out, res);
  rt_cleanup_pop(mark, true);
  rt_incref(out);
  return out;
}

/* ---- nansum ---- */
static Value f_nansum(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "axis", "dtype", "out", "keepdims", "initial"};
  Value v[6];
  rt_parse_args("nansum", argc, argv, kw, 6, names, 1, v);
  Value arr = rt_array_from_value(v[0], -1), mask = rt_undef();
  int mark = rt_cleanup_push_value(&arr);
  rt_cleanup_push_value(&mask);
  if (is_float(arr)) {
    Value c = replace_nan(arr, rt_int(0), &mask);
    rt_decref(arr);
    arr = c;
  }
  Value r = np_callk("sum", 1, &arr, 5, names + 1, v + 1);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- nanmean, nanvar, nanstd ---- */
static const char *const MEAN_P[] = {"a", "axis", "dtype", "out", "keepdims"};
static const char *const VAR_P[] = {"a", "axis", "dtype", "out", "ddof", "keepdims"};

/* The temporaries of one NaN reduction, released together. */
typedef struct NanWork {
  Value arr, mask, cnt, tot, bad;
} NanWork;

static void work_free(void *p) {
  NanWork *w = p;
  rt_decref(w->arr);
  rt_decref(w->mask);
  rt_decref(w->cnt);
  rt_decref(w->tot);
  rt_decref(w->bad);
}

/* Starts w with arr = asarray(a); returns the cleanup mark. */
static int work_start(NanWork *w, Value a) {
  w->mask = w->cnt = w->tot = w->bad = rt_undef();
  w->arr = rt_array_from_value(a, -1);
  return rt_cleanup_push(work_free, w);
}

static void work_replace(NanWork *w, Value val) {
  Value c = replace_nan(w->arr, val, &w->mask);
  rt_decref(w->arr);
  w->arr = c;
}

/* Hands back *slot (the result) and releases the rest. */
static Value work_finish(int mark, Value *slot) {
  Value r = *slot;
  *slot = rt_undef();
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_nanmean(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value v[5];
  rt_parse_args("nanmean", argc, argv, kw, 5, MEAN_P, 1, v);
  NanWork w;
  int mark = work_start(&w, v[0]);
  if (!is_float(w.arr)) {
    w.tot = np_callk("mean", 1, &w.arr, 4, MEAN_P + 1, v + 1);
    return work_finish(mark, &w.tot);
  }
  check_inexact(v[2], v[3]);
  work_replace(&w, rt_int(0));
  w.cnt = count_valid(w.mask, v[1], v[4]);
  w.tot = sum3(w.arr, v[1], v[2], v[4]);
  w.tot = divide_by_count(w.tot, w.cnt);
  w.bad = np_apply_binary(NPB_EQ, w.cnt, rt_int(0), rt_undef());
  if (any_true(w.bad)) np_warn("Mean of empty slice", NULL);
  return with_out(work_finish(mark, &w.tot), v[3]);
}

/* NumPy's nanvar: the mean with keepdims, deviations with NaNs zeroed, squared in place,
 * summed, divided by count - ddof; slices with no degrees of freedom become NaN. */
static Value nanvar_impl(const Value *v, bool for_std) {
  NanWork w;
  int mark = work_start(&w, v[0]);
  if (!is_float(w.arr)) {
    w.tot = np_callk("var", 1, &w.arr, 5, VAR_P + 1, v + 1);
    return work_finish(mark, &w.tot);
  }
  check_inexact(v[2], v[3]);
  work_replace(&w, rt_int(0));
  w.cnt = count_valid(w.mask, v[1], rt_bool(true));
  w.tot = sum3(w.arr, v[1], v[2], rt_bool(true));
  w.tot = divide_by_count(w.tot, w.cnt);
  rt_decref(np_apply_binary(NPB_SUB, w.arr, w.tot, w.arr));
  np_array_setitem(w.arr, w.mask, rt_int(0));
  rt_decref(np_apply_binary(NPB_MUL, w.arr, w.arr, w.arr));
  rt_decref(w.tot);
  w.tot = sum3(w.arr, v[1], v[2], v[5]);
  rt_decref(w.cnt);
  w.cnt = count_valid(w.mask, v[1], v[5]);
  int64_t ddof = np_given(v[4]) ? rt_to_index(v[4], "ddof") : 0;
  Value dof = np_apply_binary(NPB_SUB, w.cnt, rt_int(ddof), rt_undef());
  rt_decref(w.cnt);
  w.cnt = dof;
  w.tot = divide_by_count(w.tot, w.cnt);
  w.bad = np_apply_binary(NPB_LE, w.cnt, rt_int(0), rt_undef());
  if (any_true(w.bad)) {
    /* warnings.warn(stacklevel=2): nanstd's call of nanvar when it comes from there */
    if (for_std)
      np_warn_at("Degrees of freedom <= 0 for slice.", NULL, NP_LIB_DIR "lib/nanfunctions.py", 1872,
                 "var = nanvar(a, axis=axis, dtype=dtype, out=out, ddof=ddof,",
                 "numpy.lib.nanfunctions");
    else
      np_warn("Degrees of freedom <= 0 for slice.", NULL);
    if (rt_is_array(w.tot)) {
      np_array_setitem(w.tot, w.bad, rt_float(NAN));
    } else {
      double nan = NAN;
      Value n = rt_npscalar_new(DT_FLOAT64, &nan);
      rt_decref(w.tot);
      w.tot = np_scalar_if_0d(rt_array_from_value(n, (int)RT_AS(NpScalar, n)->dtype));
      rt_decref(n);
    }
  }
  return work_finish(mark, &w.tot);
}

static Value f_nanvar(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value v[6];
  rt_parse_args("nanvar", argc, argv, kw, 6, VAR_P, 1, v);
  return with_out(nanvar_impl(v, false), v[3]);
}

static Value f_nanstd(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value v[6];
  rt_parse_args("nanstd", argc, argv, kw, 6, VAR_P, 1, v);
  Value var = nanvar_impl(v, true);
  int mark = rt_cleanup_push_value(&var);
  Value s = np_apply_unary(NPU_SQRT, var, rt_is_array(var) ? var : rt_undef());
  rt_cleanup_pop(mark, true);
  return with_out(s, v[3]);
}

/* ---- nanmax / nanmin: fmax/fmin reductions over rows ---- */
/* (in long double, which holds every float dtype's values) */
static long double fold_row(const Array *a, int64_t row, int64_t n, bool want_max, long double acc) {
  int isz = rt_dtypes[a->dtype].itemsize;
  const char *p = a->data + row * n * isz;
  for (int64_t i = 0; i < n; i++) {
    long double x = np_ld_get(a->dtype, p + i * isz);
    if (isnan(acc) || (want_max ? x > acc : x < acc)) acc = isnan(x) ? acc : x;
  }
  return acc;
}

static Value nan_extreme(const char *name, Value self, int argc, const Value *argv,
                         const Kwargs *kw, bool want_max) {
  (void)self;
  static const char *const names[] = {"a", "axis", "out", "keepdims", "initial"};
  Value v[5];
  rt_parse_args(name, argc, argv, kw, 5, names, 1, v);
  if (np_is_timearr(v[0]) && rt_is_undef(v[2]) && rt_is_undef(v[4]))
    return np_time_nan_extreme(v[0], v[1], v[3], want_max);
  Value arr = rt_array_from_value(v[0], -1);
  int mark = rt_cleanup_push_value(&arr);
  if (!is_float(arr)) {
    Value r = np_callk(want_max ? "max" : "min", 1, &arr, 4, names + 1, v + 1);
    rt_cleanup_pop(mark, true);
    return r;
  }
  NpRows r;
  np_rows_init(&r, arr, v[1]);
  rt_cleanup_push_value(&r.rows);
  if (r.n == 0 && r.outer > 0 && rt_is_undef(v[4]))
    rt_raise(RT_EXC_ValueError, "zero-size array to reduction operation %s which has no identity",
             want_max ? "fmax" : "fmin");
  Array *a = RT_AS(Array, r.rows);
  Value res = rt_array_new(a->dtype, 1, &r.outer, false);
  Array *o = RT_AS(Array, res);
  bool all_nan = false;
  double start = rt_is_undef(v[4]) ? NAN : rt_to_double(v[4], "initial");
  for (int64_t i = 0; i < r.outer; i++) {
    long double m = fold_row(a, i, r.n, want_max, start);
    all_nan |= isnan(m);
    char *at = o->data + i * rt_dtypes[a->dtype].itemsize;
    if (a->dtype == DT_LONGDOUBLE) np_ld_set(at, m);
    else rt_elem_set_f64(a->dtype, at, (double)m);
  }
  if (all_nan) np_warn("All-NaN slice encountered", NULL);
  rt_cleanup_pop(mark, true);
  return with_out(np_rows_result(&r, res, np_given(v[3]) && rt_truthy(v[3]), 0, NULL), v[2]);
}

static Value f_nanmax(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return nan_extreme("nanmax", self, argc, argv, kw, true);
}

static Value f_nanmin(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return nan_extreme("nanmin", self, argc, argv, kw, false);
}

/* ---- nanargmax / nanargmin: NaNs become -inf / +inf; an all-NaN slice is an error ---- */
static Value nan_arg(const char *name, int argc, const Value *argv, const Kwargs *kw,
                     bool want_max) {
  static const char *const names[] = {"a", "axis", "out", "keepdims"};
  Value v[4];
  rt_parse_args(name, argc, argv, kw, 4, names, 1, v);
  NanWork w;
  int mark = work_start(&w, v[0]);
  if (is_float(w.arr)) {
    work_replace(&w, rt_float(want_max ? -INFINITY : INFINITY));
    static const char *const kn[] = {"axis"};
    w.bad = np_callk("all", 1, &w.mask, 1, kn, &v[1]);
    if (any_true(w.bad)) rt_raise(RT_EXC_ValueError, "All-NaN slice encountered");
  }
  w.tot = np_callk(want_max ? "argmax" : "argmin", 1, &w.arr, 3, names + 1, v + 1);
  return work_finish(mark, &w.tot);
}

static Value f_nanargmax(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return nan_arg("nanargmax", argc, argv, kw, true);
}

static Value f_nanargmin(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return nan_arg("nanargmin", argc, argv, kw, false);
}

void np_register_nan(Value m) {
  rt_module_add_fn(m, "nansum", f_nansum);
  rt_module_add_fn(m, "nanmean", f_nanmean);
  rt_module_add_fn(m, "nanvar", f_nanvar);
  rt_module_add_fn(m, "nanstd", f_nanstd);
  rt_module_add_fn(m, "nanmax", f_nanmax);
  rt_module_add_fn(m, "nanmin", f_nanmin);
  rt_module_add_fn(m, "nanargmax", f_nanargmax);
  rt_module_add_fn(m, "nanargmin", f_nanargmin);
}
