/* np_stats.c — np.ptp and np.trace (functions and methods), np.cov and np.corrcoef.
 *
 * cov follows NumPy 1.24's function_base.cov: rows are variables (unless rowvar=False), the
 * row means are subtracted in place, c = X @ X.T and then c *= 1/fact (a multiplication by the
 * reciprocal, as NumPy does, not a division). corrcoef divides by the outer product of the
 * standard deviations in two steps and clips to [-1, 1].
 */
#include <math.h>
#include <string.h>

#include "../base/error.h"
#include "np_course.h"
#include "np_loops.h"
#include "np_stats.h"
#include "np_warn_at.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* ---- ptp ---- */
static Value ptp_impl(Value a, Value axis, Value out, Value keepdims) {
  static const char *const kn[] = {"axis", "keepdims"};
  Value kv[2] = {axis, keepdims};
  Value hi = np_callk("max", 1, &a, 2, kn, kv);
  int mark = rt_cleanup_push_value(&hi);
  Value lo = np_callk("min", 1, &a, 2, kn, kv);
  rt_cleanup_push_value(&lo);
  Value r = np_apply_binary(NPB_SUB, hi, lo, np_given(out) ? out : rt_undef());
  rt_cleanup_pop(mark, true);
  return r;
}

static const char *const PTP_P[] = {"a", "axis", "out", "keepdims"};

static Value f_ptp(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value v[4];
  rt_parse_args("ptp", argc, argv, kw, 4, PTP_P, 1, v);
  return ptp_impl(v[0], v[1], v[2], v[3]);
}

static Value m_ptp(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value v[3];
  rt_parse_args("ptp", argc, argv, kw, 3, PTP_P + 1, 0, v);
  return ptp_impl(self, v[0], v[1], v[2]);
}

/* ---- trace: a.diagonal(offset, axis1, axis2).sum(-1, dtype=dtype, out=out) ---- */
static Value trace_impl(Value a, const Value *v) {
  Value arr = rt_array_from_value(a, -1);
  int mark = rt_cleanup_push_value(&arr);
  Value fn = rt_getattr(arr, "diagonal");
  rt_cleanup_push_value(&fn);
  static const char *const dn[] = {"offset", "axis1", "axis2"};
  const char *names[3];
  Value vals[3];
  int n = 0;
  for (int i = 0; i < 3; i++)
    if (!rt_is_undef(v[i])) { names[n] = dn[i]; vals[n++] = v[i]; }
  Kwargs k = {n, names, vals};
  Value d = rt_call(fn, 0, NULL, n ? &k : NULL);
  rt_cleanup_push_value(&d);
  static const char *const sn[] = {"axis", "dtype", "out"};
  Value r = np_callk("sum", 1, &d, 3, sn, (Value[]){rt_int(-1), v[3], v[4]});
  rt_cleanup_pop(mark, true);
  return r;
}

static const char *const TRACE_P[] = {"a", "offset", "axis1", "axis2", "dtype", "out"};

static Value f_trace(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value v[6];
  rt_parse_args("trace", argc, argv, kw, 6, TRACE_P, 1, v);
  return trace_impl(v[0], v + 1);
}

static Value m_trace(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value v[5];
  rt_parse_args("trace", argc, argv, kw, 5, TRACE_P + 1, 0, v);
  return trace_impl(self, v);
}

/* ---- cov / corrcoef ---- */
/* array(v, ndmin=2, dtype=dt) as a fresh copy, rows as variables: with rowvar=False the
 * transposed view of the copy, as NumPy's X.T (its mean then sums as NumPy's does). */
static Value observations(Value v, DType dt, bool rowvar, const char *name) {
  Value a = rt_array_from_value(v, -1);
  int mark = rt_cleanup_push_value(&a);
  Array *x = RT_AS(Array, a);
  if (x->ndim > 2) rt_raise(RT_EXC_ValueError, "%s has more than 2 dimensions", name);
  int64_t shape[2] = {1, x->ndim == 1 ? x->shape[0] : 1};
  Value m = x->ndim == 2 ? (rt_incref(a), a) : np_array_reshape(a, 2, shape);
  rt_cleanup_push_value(&m);
  Value c = rt_array_astype(m, dt); /* order='K': a Fortran-ordered m stays so */
  if (np_fortran_order(rt_undef(), "K", true, m)) c = np_to_fortran(c);
  if (!rowvar && RT_AS(Array, c)->shape[0] != 1) {
    rt_cleanup_push_value(&c);
    Value t = np_array_transpose_axes(c, 0, NULL);
    rt_cleanup_pop(mark, true);
    return t;
  }
  rt_cleanup_pop(mark, true);
  return c;
}

/* A weights argument of np.cov as float64 with NumPy's checks (kind "f" or "a"). */
static Value cov_weights(Value v, const char *kind, int64_t nobs) {
  Value w = rt_array_from_value(v, DT_FLOAT64);
  int mark = rt_cleanup_push_value(&w);
  Value c = rt_array_astype(w, DT_FLOAT64);
  rt_cleanup_pop(mark, true);
  mark = rt_cleanup_push_value(&c);
  Array *a = RT_AS(Array, c);
  const double *d = (const double *)a->data;
  if (kind[0] == 'f')
    for (int64_t i = 0; i < a->size; i++)
      if (d[i] != nearbyint(d[i])) rt_raise(RT_EXC_TypeError, "fweights must be integer");
  if (a->ndim > 1)
    rt_raise(RT_EXC_RuntimeError, "cannot handle multidimensional %sweights", kind);
  if (a->ndim == 0 || a->shape[0] != nobs)
    rt_raise(RT_EXC_RuntimeError, "incompatible numbers of samples and %sweights", kind);
  for (int64_t i = 0; i < a->size; i++)
    if (d[i] < 0) rt_raise(RT_EXC_ValueError, "%sweights cannot be negative", kind);
  rt_cleanup_pop(mark, false);
  return c;
}

static Value cov_impl(Value m, Value y, bool rowvar, bool bias, Value ddofv, Value dtype,
                      Value fw, Value aw) {
  DType dt = np_given(dtype) ? rt_dtype_from_value(dtype) : DT_FLOAT64;
  if (!np_given(dtype)) {
    Value ops[2] = {m, rt_float(0)};
    dt = rt_dtype_promote(np_result_type_of(1, ops), DT_FLOAT64);
    if (np_given(y)) dt = rt_dtype_promote(dt, np_result_type_of(1, &y));
  }
  Value x = observations(m, dt, rowvar, "m");
  int mark = rt_cleanup_push_value(&x);
  if (RT_AS(Array, x)->shape[0] == 0) {
    int64_t z[2] = {0, 0};
    rt_cleanup_pop(mark, true);
    return rt_array_new(dt, 2, z, false);
  }
  Value ya = rt_undef(), pair = rt_undef(); /* registered below: they live until the pop */
  if (np_given(y)) {
    ya = observations(y, dt, rowvar, "y");
    rt_cleanup_push_value(&ya);
    pair = rt_tuple_from(2, (Value[]){x, ya});
    rt_cleanup_push_value(&pair);
    Value both = np_call1("concatenate", pair);
    rt_decref(x);
    x = both;
  }
  int64_t ddof = np_given(ddofv) ? rt_to_index(ddofv, "ddof") : bias ? 0 : 1;
  Array *xa = RT_AS(Array, x);
  double fact = (double)(xa->shape[1] - ddof);
  Value w = rt_undef(), wa = rt_undef();
  rt_cleanup_push_value(&w);
  rt_cleanup_push_value(&wa);
  if (np_given(fw)) w = cov_weights(fw, "f", xa->shape[1]);
  if (np_given(aw)) {
    wa = cov_weights(aw, "a", xa->shape[1]);
    if (rt_is_undef(w)) {
      w = wa;
      rt_incref(w);
    } else {
      rt_decref(np_apply_binary(NPB_MUL, w, wa, w));
    }
  }
  if (!rt_is_undef(w)) { /* NumPy's w_sum and fact */
    double wsum, wa_sum = 0;
    Value ws = np_call1("sum", w); /* pairwise, as average's scl */
    wsum = rt_to_double(ws, NULL);
    rt_decref(ws);
    if (!rt_is_undef(wa)) {
      Value p = np_apply_binary(NPB_MUL, w, wa, rt_undef());
      Value ps = np_call1("sum", p);
      wa_sum = rt_to_double(ps, NULL);
      rt_decref(p);
      rt_decref(ps);
    }
    fact = ddof == 0 ? wsum : rt_is_undef(wa) ? wsum - (double)ddof : wsum - (double)ddof * wa_sum / wsum;
  }
  if (fact <= 0) {
    np_warn("Degrees of freedom <= 0 for slice", NULL);
    fact = 0.0;
  }
  static const char *const kn[] = {"axis", "keepdims"}, *const wn[] = {"axis", "weights"};
  Value avg = rt_is_undef(w) ? np_callk("mean", 1, &x, 2, kn, (Value[]){rt_int(1), rt_bool(true)})
                             : np_callk("average", 1, &x, 2, wn, (Value[]){rt_int(1), w});
  rt_cleanup_push_value(&avg);
  if (!rt_is_undef(w)) {
    int64_t col[2] = {RT_AS(Array, avg)->size, 1};
    Value a2 = np_array_reshape(avg, 2, col);
    rt_decref(avg);
    avg = a2;
  }
  rt_decref(np_apply_binary(NPB_SUB, x, avg, x));
  Value xw = rt_is_undef(w) ? (rt_incref(x), x) : np_apply_binary(NPB_MUL, x, w, rt_undef());
  rt_cleanup_push_value(&xw);
  Value xt = np_array_transpose_axes(xw, 0, NULL);
  rt_cleanup_push_value(&xt);
  Value c = np_callk("dot", 2, (Value[]){x, xt}, 0, NULL, NULL);
  rt_cleanup_push_value(&c);
  static const NpLibLine scale_at = {NP_LIB_DIR "lib/function_base.py", "c *= np.true_divide(1, fact)",
                                     "numpy.lib.function_base", 2705};
  int at = np_lib_line_enter(&scale_at);
  if (fact == 0.0) np_warn("divide by zero", "divide");
  rt_decref(np_apply_binary(NPB_MUL, c, rt_float(1.0 / fact), c));
  np_lib_line_leave(at);
  Value sq = rt_getattr(c, "squeeze");
  rt_cleanup_push_value(&sq);
  Value r = rt_call(sq, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static const char *const COV_P[] = {"m", "y", "rowvar", "bias", "ddof", "fweights", "aweights",
                                    "dtype"};

static bool flag(Value v, bool dflt) { return np_given(v) ? rt_truthy(v) : dflt; }

static Value f_cov(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value v[8];
  rt_parse_args("cov", argc, argv, kw, 8, COV_P, 1, v);
  return cov_impl(v[0], v[1], flag(v[2], true), flag(v[3], false), v[4], v[7], v[5], v[6]);
}

static Value f_corrcoef(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"x", "y", "rowvar", "bias", "ddof", "dtype"};
  Value v[6];
  rt_parse_args("corrcoef", argc, argv, kw, 6, names, 1, v);
  Value c = cov_impl(v[0], v[1], flag(v[2], true), false, rt_undef(), v[5], rt_undef(), rt_undef());
  if (!rt_is_array(c) || RT_AS(Array, c)->ndim == 0) { /* a scalar covariance: c / c */
    static const NpLibLine ratio_at = {NP_LIB_DIR "lib/function_base.py", "return c / c", "numpy.lib.function_base", 2852};
    int mark = rt_cleanup_push_value(&c);
    int at = np_lib_line_enter(&ratio_at);
    Value r = np_apply_binary(NPB_DIV, c, c, rt_undef());
    np_lib_line_leave(at);
    rt_cleanup_pop(mark, true);
    return r;
  }
  int mark = rt_cleanup_push_value(&c);
  Value d = np_call1("diag", c);
  rt_cleanup_push_value(&d);
  Value sd = np_apply_unary(NPU_SQRT, d, rt_undef());
  rt_cleanup_push_value(&sd);
  int64_t n = RT_AS(Array, sd)->size, col[2] = {n, 1}, row[2] = {1, n};
  Value sc = np_array_reshape(sd, 2, col);
  rt_cleanup_push_value(&sc);
  Value sr = np_array_reshape(sd, 2, row);
  rt_cleanup_push_value(&sr);
  static const NpLibLine rows_at = {NP_LIB_DIR "lib/function_base.py", "c /= stddev[:, None]", "numpy.lib.function_base",
                                    2854};
  static const NpLibLine cols_at = {NP_LIB_DIR "lib/function_base.py", "c /= stddev[None, :]", "numpy.lib.function_base",
                                    2855};
  int at = np_lib_line_enter(&rows_at);
  rt_decref(np_apply_binary(NPB_DIV, c, sc, c));
  np_lib_line_leave(at);
  at = np_lib_line_enter(&cols_at);
  rt_decref(np_apply_binary(NPB_DIV, c, sr, c));
  np_lib_line_leave(at);
  Array *ca = RT_AS(Array, c);
  NpIter it;
  for (np_iter_init(&it, ca); it.more; np_iter_next(&it)) {
    double x = rt_elem_get_f64(ca->dtype, it.ptr);
    if (x < -1) rt_elem_set_f64(ca->dtype, it.ptr, -1);
    else if (x > 1) rt_elem_set_f64(ca->dtype, it.ptr, 1);
  }
  rt_incref(c);
  rt_cleanup_pop(mark, true);
  return c;
}

void np_register_stats(Value m) {
  rt_module_add_fn(m, "ptp", f_ptp);
  rt_module_add_fn(m, "trace", f_trace);
  rt_module_add_fn(m, "cov", f_cov);
  rt_module_add_fn(m, "corrcoef", f_corrcoef);
  np_register_method("ptp", m_ptp);
  np_register_method("trace", m_trace);
}
