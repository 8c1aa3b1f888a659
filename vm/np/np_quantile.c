/* np_quantile.c — order statistics: np.median, np.percentile, np.quantile.
 *
 * Each output element's inputs form one row (np_rows.c), which is sorted (quantiles) or, for
 * the median, partitioned in place as NumPy does; the values at the positions read are the
 * same either way. The arithmetic follows
 * NumPy 1.24's _median and _quantile step by step so results are bit-identical: the median is
 * the mean of the middle one or two values (added in the input's float dtype, or float64 for
 * integers, then halved); a quantile at virtual index v = (n-1)*q interpolates between the
 * neighbours a and b as _lerp does: d = b - a in the input's dtype (integers wrap), then
 * a + d*t below t = 0.5 and b - d*(1-t) from there, in float64. A row whose largest value is
 * NaN gives NaN, as NumPy's NaN check does.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "np_methods_at.h"
#include "../base/error.h"
#include "np_castwarn.h"
#include "np_datetime.h"
#include "np_loops.h"
#include "np_stats.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* The rows, each sorted ascending (NaN last). */
static Value sorted_rows(NpRows *r) {
  Value s = np_call1("sort", r->rows);
  rt_decref(r->rows);
  r->rows = s;
  return s;
}

static bool row_has_nan(const Array *a, int64_t row, int64_t n) {
  if (np_kind_rank(a->dtype) != 2 || n == 0) return false;
  int isz = rt_dtypes[a->dtype].itemsize;
  return isnan(rt_elem_get_f64(a->dtype, a->data + (row * n + n - 1) * isz));
}

/* ---- median ---- */
/* The median of one sorted row of a float dtype, added and halved in that dtype. */
static void median_row(const Array *a, int64_t row, int64_t n, char *out, DType odt) {
  int isz = rt_dtypes[a->dtype].itemsize;
  const char *p = a->data + row * n * isz;
  double x = rt_elem_get_f64(a->dtype, p + (n - 1) / 2 * isz);
  if (n % 2 == 0) {
    double y = rt_elem_get_f64(a->dtype, p + n / 2 * isz);
    if (odt == DT_FLOAT32) x = (double)(((float)0 + (float)x + (float)y) / 2);
    else x = (0.0 + x + y) / 2;
  }
  if (row_has_nan(a, row, n)) x = NAN;
  rt_elem_set_f64(odt, out, x);
}

/* The rows with the middle one or two values and the largest (NaN last) in their sorted
 * places: NumPy's median partitions its copy so, in place, without a sorted copy. */
static Value median_rows(NpRows *r) {
  int64_t n = r->n, kth[3] = {(n - 1) / 2, n / 2, n - 1};
  int64_t nkth = kth[1] == kth[0] ? 1 : 2;
  if (kth[2] != kth[nkth - 1]) kth[nkth++] = kth[2];
  if (n > 0 && np_select_rows(RT_AS(Array, r->rows), kth, nkth)) return r->rows;
  return sorted_rows(r);
}

/* A complex row's median: each part added and halved in the part's float dtype, as NumPy's
 * mean of the middle one or two values (sorted lexicographically) does; a NaN last is nan+0j. */
static void median_row_complex(const Array *a, int64_t row, int64_t n, char *out) {
  DType pdt = np_complex_part(a->dtype);
  int isz = rt_dtypes[a->dtype].itemsize, psz = isz / 2;
  const char *p = a->data + row * n * isz;
  for (int part = 0; part < 2; part++) {
    double x = rt_elem_get_f64(pdt, p + (n - 1) / 2 * isz + part * psz);
    if (n % 2 == 0) {
      double y = rt_elem_get_f64(pdt, p + n / 2 * isz + part * psz);
      if (pdt == DT_FLOAT32) x = (double)(((float)0 + (float)x + (float)y) / 2);
      else x = (0.0 + x + y) / 2;
    }
    const char *last = p + (n - 1) * isz;
    if (isnan(rt_elem_get_f64(pdt, last)) || isnan(rt_elem_get_f64(pdt, last + psz)))
      x = part ? 0.0 : NAN;
    rt_elem_set_f64(pdt, out + part * psz, x);
  }
}

static Value median_impl(Value a, Value axis, bool keepdims) {
  NpRows r;
  np_rows_init(&r, a, axis);
  int mark = rt_cleanup_push_value(&r.rows);
  if (rt_is_array(r.rows) && RT_AS(Array, r.rows)->dtype == DT_LONGDOUBLE) np_ld_refuse("np.median");
  Array *s = RT_AS(Array, median_rows(&r));
  bool cplx = np_kind_rank(s->dtype) == 3;
  DType odt = np_kind_rank(s->dtype) >= 2 ? s->dtype : DT_FLOAT64;
  if (r.n == 0) np_warn_from(&np_mean_fn_at, "Mean of empty slice."); /* median calls np.mean */
  Value res = rt_array_new(odt, 1, &r.outer, false);
  int osz = rt_dtypes[odt].itemsize;
  for (int64_t i = 0; i < r.outer; i++) {
    char *o = RT_AS(Array, res)->data + i * osz;
    if (r.n == 0) rt_elem_set_f64(odt, o, NAN);
    else if (cplx) median_row_complex(s, i, r.n, o);
    else median_row(s, i, r.n, o, odt);
  }
  rt_cleanup_pop(mark, true);
  Value out = np_rows_result(&r, res, keepdims, 0, NULL);
  /* NumPy's mean of the empty rows divides 0 by 0: array math, or scalar math for one value */
  if (r.n == 0 && r.outer > 0) {
    int omark = rt_cleanup_push_value(&out);
    const NpLibLine *at = r.ond > 0 ? &np_mean_div_at : &np_mean_sdiv_at;
    np_warn_at("invalid value", r.ond > 0 ? "divide" : "scalar divide", at->file, at->line,
               at->source, at->module_name);
    rt_cleanup_pop(omark, false);
  }
  return out;
}

/* ---- quantile ---- */
/* NumPy 1.24's methods: the five classic ones, then H&F's (in `others` order below). */
typedef enum {
  QM_LINEAR, QM_LOWER, QM_HIGHER, QM_NEAREST, QM_MIDPOINT, QM_INV_CDF, QM_AVG_INV_CDF,
  QM_CLOSEST, QM_INTERP_INV_CDF, QM_HAZEN, QM_WEIBULL, QM_MEDIAN_UNBIASED, QM_NORMAL_UNBIASED
} QMethod;

static QMethod quantile_method(Value m) {
  if (!np_given(m)) return QM_LINEAR;
  static const char *const names[] = {"linear", "lower", "higher", "nearest", "midpoint"};
  static const char *const others[] = {"inverted_cdf", "averaged_inverted_cdf",
      "closest_observation", "interpolated_inverted_cdf", "hazen", "weibull",
      "median_unbiased", "normal_unbiased"};
  const char *s = rt_is_str(m) ? rt_str_data(m) : "";
  for (int i = 0; i < 5; i++)
    if (rt_is_str(m) && !strcmp(s, names[i])) return (QMethod)i;
  for (int i = 0; i < 8; i++)
    if (rt_is_str(m) && !strcmp(s, others[i])) return (QMethod)(QM_INV_CDF + i);
  Value r = rt_repr(m);
  rt_cleanup_push_value(&r);
  rt_raise(RT_EXC_ValueError,
           "%s is not a valid method. Use one of: dict_keys(['inverted_cdf', "
           "'averaged_inverted_cdf', 'closest_observation', 'interpolated_inverted_cdf', "
           "'hazen', 'weibull', 'linear', 'median_unbiased', 'normal_unbiased', 'lower', "
           "'higher', 'midpoint', 'nearest'])", rt_str_data(r));
}

/* The virtual index of quantile q in a row of n (NumPy's get_virtual_index): (n-1)q for the
 * classic methods, n*q + alpha + q(1 - alpha - beta) - 1 for the continuous H&F ones. */
static double virtual_index(int64_t n, double q, QMethod m) {
  static const double ab[] = {0, 0, 0, 0, 0.5, 0, 1.0 / 3, 3.0 / 8}; /* from QM_INV_CDF */
  double nq = (double)n * q;
  switch (m) {
    case QM_INV_CDF: case QM_AVG_INV_CDF: return nq - 1;
    case QM_CLOSEST: return nq - 1 - 0.5;
    case QM_INTERP_INV_CDF: return nq + (0 + q * (1 - 0 - 1)) - 1;
    case QM_HAZEN: case QM_WEIBULL: case QM_MEDIAN_UNBIASED: case QM_NORMAL_UNBIASED: {
      double a = ab[m - QM_INV_CDF];
      return nq + (a + q * (1 - a - a)) - 1;
    }
    default: return (double)(n - 1) * q;
  }
}

/* The neighbours' indices and the weight t of virtual index v in a row of n (float methods). */
static double lerp_pos(int64_t n, double v, QMethod m, int64_t *ip, int64_t *in) {
  *ip = (int64_t)floor(v);
  *in = *ip + 1;
  if (v >= (double)(n - 1) || isnan(v)) *ip = *in = n - 1;
  else if (v < 0) *ip = *in = 0;
  /* NumPy's gamma is v minus the clipped previous index (v - (-1) past the end) */
  double t = v - (v >= (double)(n - 1) || isnan(v) ? -1.0 : (double)*ip);
  if (m == QM_MIDPOINT) t = fmod(v, 1.0) == 0 ? 0.0 : 0.5;
  if (m == QM_AVG_INV_CDF) t = t == 0 ? 0.5 : 1.0;
  return t;
}

/* A complex row's quantile, stored as complex128: _lerp on each part, the difference taken
 * in the input's part dtype. */
static void lerp_row_complex(const Array *a, const char *p, int64_t n, double v, QMethod m,
                             char *out) {
  DType pdt = np_complex_part(a->dtype);
  int isz = rt_dtypes[a->dtype].itemsize, psz = isz / 2;
  int64_t ip, in;
  double t = lerp_pos(n, v, m, &ip, &in);
  for (int part = 0; part < 2; part++) {
    double x = rt_elem_get_f64(pdt, p + ip * isz + part * psz);
    double y = rt_elem_get_f64(pdt, p + in * isz + part * psz);
    double d = pdt == DT_FLOAT32 ? (double)((float)y - (float)x) : y - x;
    double r = t >= 0.5 ? y - d * (1 - t) : x + d * t;
    memcpy(out + part * 8, &r, 8);
  }
}

/* One quantile of a sorted row at virtual index v (float methods). */
static double lerp_row(const Array *a, const char *p, int64_t n, double v, QMethod m) {
  int isz = rt_dtypes[a->dtype].itemsize;
  int64_t ip, in;
  double t = lerp_pos(n, v, m, &ip, &in);
  const char *pa = p + ip * isz, *pb = p + in * isz;
  double x = rt_elem_get_f64(a->dtype, pa), y = rt_elem_get_f64(a->dtype, pb), d;
  switch (a->dtype) {
    case DT_FLOAT64: d = y - x; break;
    case DT_FLOAT32: d = (double)((float)y - (float)x); break;
    case DT_UINT64: d = (double)(rt_elem_get_u64(a->dtype, pb) - rt_elem_get_u64(a->dtype, pa)); break;
    default: { /* the difference wraps in the input's integer dtype */
      char tmp[8];
      rt_elem_set_i64(a->dtype, tmp,
                      (int64_t)((uint64_t)rt_elem_get_i64(a->dtype, pb) -
                                (uint64_t)rt_elem_get_i64(a->dtype, pa)));
      d = rt_elem_get_f64(a->dtype, tmp);
    }
  }
  return t >= 0.5 ? y - d * (1 - t) : x + d * t;
}

/* The integer index an index method picks (NumPy's intp virtual index). */
static int64_t index_pick(int64_t n, double q, QMethod m, bool int_q) {
  double v = (double)(n - 1) * q;
  if (int_q) return (int64_t)(n - 1) * (int64_t)q;
  if (m == QM_INV_CDF || m == QM_CLOSEST) { /* the boundaries: previous where gamma is 0 */
    double vi = virtual_index(n, q, m), prev = floor(vi);
    bool at_prev = vi - prev == 0 && (m == QM_INV_CDF || fmod(prev, 2.0) == 0);
    int64_t k = (int64_t)(at_prev ? prev : prev + 1);
    return k < 0 ? 0 : k > n - 1 ? n - 1 : k;
  }
  if (m == QM_LOWER) return (int64_t)floor(v);
  if (m == QM_HIGHER) return (int64_t)ceil(v);
  return (int64_t)nearbyint(v); /* np.around: half to even */
}

/* Checks q against [0, 1] as _quantile_is_valid does (NaN fails). */
static void check_q(const Array *q, bool percent) {
  NpIter it;
  for (np_iter_init(&it, q); it.more; np_iter_next(&it)) {
    double x = rt_elem_get_f64(q->dtype, it.ptr);
    if (!(0.0 <= x && x <= 1.0))
      rt_raise(RT_EXC_ValueError, percent ? "Percentiles must be in the range [0, 100]"
                                          : "Quantiles must be in the range [0, 1]");
  }
  if (q->ndim > 2) rt_raise(RT_EXC_ValueError, "q must be a scalar or 1d");
}

/* The rows with every value quantile_impl reads in its sorted place: for a few quantiles the
 * rows (a private copy) are partitioned at those positions and the last, as NumPy's
 * _quantile partitions; otherwise, or for a dtype without a selection, sorted. */
#define QUANTILE_SELECT_MAX 8

static Value ordered_rows(NpRows *r, const Array *qa, QMethod m, bool int_q, bool pick) {
  int64_t n = r->n, kth[2 * QUANTILE_SELECT_MAX + 1], nk = 0;
  if (n == 0 || qa->size > QUANTILE_SELECT_MAX || !rt_is_array(r->rows)) return sorted_rows(r);
  for (int64_t k = 0; k < qa->size; k++) {
    double qk = rt_elem_get_f64(qa->dtype, qa->data + k * rt_dtypes[qa->dtype].itemsize);
    if (pick) {
      kth[nk++] = index_pick(n, qk, m, int_q);
    } else {
      lerp_pos(n, virtual_index(n, qk, m), m, &kth[nk], &kth[nk + 1]);
      nk += 2;
    }
  }
  kth[nk++] = n - 1; /* the largest: NaN last */
  int64_t m2 = 0; /* sorted ascending, repeats dropped */
  for (int64_t i = 0; i < nk; i++) {
    int64_t v = kth[i], j = m2;
    for (; j > 0 && kth[j - 1] > v; j--) kth[j] = kth[j - 1];
    if (j > 0 && kth[j - 1] == v) {
      for (; j < m2; j++) kth[j] = kth[j + 1];
      continue;
    }
    kth[j] = v;
    m2++;
  }
  if (np_select_rows(RT_AS(Array, r->rows), kth, m2)) return r->rows;
  return sorted_rows(r);
}

static Value quantile_impl(Value a, Value qv, Value axis, Value method, bool keepdims,
                           bool percent) {
  Value q = percent ? np_apply_binary(NPB_DIV, qv, rt_int(100), rt_undef())
                    : rt_array_from_value(qv, -1);
  if (!rt_is_array(q)) { Value t = rt_array_from_value(q, -1); rt_decref(q); q = t; }
  int mark = rt_cleanup_push_value(&q);
  Value qc = rt_array_contiguous(q, true);
  rt_decref(q);
  q = qc;
  Array *qa = RT_AS(Array, q);
  check_q(qa, percent);
  QMethod m = quantile_method(method);
  NpRows r;
  np_rows_init(&r, a, axis);
  rt_cleanup_push_value(&r.rows);
  if (rt_is_array(r.rows) && RT_AS(Array, r.rows)->dtype == DT_LONGDOUBLE)
    np_ld_refuse(percent ? "np.percentile" : "np.quantile");
  bool int_q = np_kind_rank(qa->dtype) < 2 && (m == QM_LINEAR || m == QM_MIDPOINT);
  bool pick = int_q || m == QM_LOWER || m == QM_HIGHER || m == QM_NEAREST || m == QM_INV_CDF ||
              m == QM_CLOSEST;
  Array *s = RT_AS(Array, ordered_rows(&r, qa, m, int_q, pick));
  if (!pick && s->dtype == DT_BOOL)
    rt_raise(RT_EXC_TypeError, "numpy boolean subtract, the `-` operator, is not supported, use "
             "the bitwise_xor, the `^` operator, or the logical_xor function instead.");
  bool cplx = np_kind_rank(s->dtype) == 3;
  DType odt = pick ? s->dtype : cplx ? DT_COMPLEX128 : DT_FLOAT64;
  int64_t total = qa->size * r.outer;
  Value res = rt_array_new(odt, 1, &total, false);
  rt_cleanup_push_value(&res);
  int isz = rt_dtypes[s->dtype].itemsize, osz = rt_dtypes[odt].itemsize;
  if (r.n == 0 && total > 0 && pick && !int_q) /* NumPy's discrete methods index, others take */
    rt_raise(RT_EXC_IndexError, "index -1 is out of bounds for axis 0 with size 0");
  if (r.n == 0 && total > 0)
    rt_raise(RT_EXC_IndexError, "cannot do a non-empty take from an empty axes.");
  for (int64_t k = 0; k < qa->size; k++) {
    double qk = rt_elem_get_f64(qa->dtype, qa->data + k * rt_dtypes[qa->dtype].itemsize);
    for (int64_t i = 0; i < r.outer; i++) {
      const char *row = s->data + i * r.n * isz;
      char *o = RT_AS(Array, res)->data + (k * r.outer + i) * osz;
      if (pick) memcpy(o, row + index_pick(r.n, qk, m, int_q) * isz, (size_t)isz);
      else if (cplx) lerp_row_complex(s, row, r.n, virtual_index(r.n, qk, m), m, o);
      else rt_elem_set_f64(odt, o, lerp_row(s, row, r.n, virtual_index(r.n, qk, m), m));
      if (row_has_nan(s, i, r.n)) rt_elem_set_f64(odt, o, NAN);
    }
  }
  rt_cleanup_pop(mark, false);
  Value out = np_rows_result(&r, res, keepdims, qa->ndim, qa->shape);
  rt_decref(r.rows);
  rt_decref(q);
  return out;
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

static bool truthy(Value v) { return np_given(v) && rt_truthy(v); }

static Value f_median(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "axis", "out", "overwrite_input", "keepdims"};
  Value v[5];
  rt_parse_args("median", argc, argv, kw, 5, names, 1, v);
  if (argc > 0 && np_is_timearr(argv[0]))
    return np_timearr_stat("median", argv[0], argc - 1, argv + 1, kw);
  return with_out(median_impl(v[0], v[1], truthy(v[4])), v[2]);
}

static const char *const Q_P[] = {"a", "q", "axis", "out", "overwrite_input", "method",
                                  "keepdims", "interpolation"};

Value np_quantile_method_arg(const char *fname, Value method, Value interpolation) {
  if (!np_given(interpolation) || rt_is_none(interpolation)) return method;
  char msg[320];
  snprintf(msg, sizeof msg,
           "the `interpolation=` argument to %s was renamed to `method=`, which has additional "
           "options.\nUsers of the modes 'nearest', 'lower', 'higher', or 'midpoint' are "
           "encouraged to review the method they used. (Deprecated NumPy 1.22)", fname);
  np_warn_as(RT_EXC_DeprecationWarning, msg);
  if (np_given(method) && !(rt_is_str(method) && !strcmp(rt_str_data(method), "linear")))
    rt_raise(RT_EXC_TypeError, "You shall not pass both `method` and `interpolation`!\n"
                               "(`interpolation` is Deprecated in favor of `method`)");
  return interpolation;
}

static Value f_quantile(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value v[8];
  rt_parse_args("quantile", argc, argv, kw, 8, Q_P, 2, v);
  Value method = np_quantile_method_arg("quantile", v[5], v[7]);
  return with_out(quantile_impl(v[0], v[1], v[2], method, truthy(v[6]), false), v[3]);
}

static Value f_percentile(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value v[8];
  rt_parse_args("percentile", argc, argv, kw, 8, Q_P, 2, v);
  Value method = np_quantile_method_arg("percentile", v[5], v[7]);
  return with_out(quantile_impl(v[0], v[1], v[2], method, truthy(v[6]), true), v[3]);
}

void np_register_quantile(Value m) {
  rt_module_add_fn(m, "median", f_median);
  rt_module_add_fn(m, "quantile", f_quantile);
  rt_module_add_fn(m, "percentile", f_percentile);
}
