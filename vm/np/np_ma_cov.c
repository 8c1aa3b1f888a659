/* np_ma_cov.c — np.ma.cov and np.ma.corrcoef (numpy/ma/extras.py): the covariance of the
 * variables (rows, or columns with rowvar=False) over the observations unmasked in both, each
 * variable centred on the mean of its unmasked observations. NumPy's ma.dot(strict=False) and
 * masked division give the result's mask: an entry is masked where its two variables share no
 * unmasked observation or its divisor is zero. Computed here on float64 matrices. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_internal.h"
#include "np_ma.h"
#include "np_ma_cov.h"
#include "np_stats.h"

/* The variables of a call: nv rows of nobs observations, values and masks row by row. */
typedef struct Vars {
  int64_t nv, nobs;
  double *x;
  bool *m;
} Vars;

static void vars_free(void *p) {
  Vars *v = p;
  free(v->x);
  free(v->m);
}

/* v as a float64 matrix (ndmin=2) and its mask array, C-contiguous (new references). */
static void load(Value v, Value *data, Value *mask, int64_t *rows, int64_t *cols) {
  Value d = np_ma_getdata(v);
  int mark = rt_cleanup_push_value(&d);
  Value f = rt_array_astype(d, DT_FLOAT64);
  rt_cleanup_push_value(&f);
  Value mk = np_ma_getmaskarray(v);
  rt_cleanup_push_value(&mk);
  const Array *a = RT_AS(Array, f);
  if (a->ndim > 2) rt_raise(RT_EXC_ValueError, "np.ma.cov of arrays of more than 2 dimensions is not supported in Weft");
  *rows = a->ndim == 2 ? a->shape[0] : 1;
  *cols = a->ndim == 0 ? 1 : a->shape[a->ndim - 1];
  *data = rt_array_contiguous(f, false);
  *mask = rt_array_contiguous(mk, true); /* a copy: the common mask is written into it */
  rt_cleanup_pop(mark, true);
}

/* Append the variables of matrix (rows x cols) to vs: rows are variables when rowvar. */
static void add_vars(Vars *vs, const double *x, const bool *m, int64_t rows, int64_t cols, bool rowvar) {
  int64_t nv = rowvar ? rows : cols, nobs = rowvar ? cols : rows;
  if (vs->nv == 0) vs->nobs = nobs;
  else if (vs->nobs != nobs)
    rt_raise(RT_EXC_ValueError, "all the input array dimensions except for the concatenation axis "
             "must match exactly, but along dimension %d, the array at index 0 has size %lld and "
             "the array at index 1 has size %lld", rowvar ? 1 : 0, (long long)vs->nobs, (long long)nobs);
  int64_t total = vs->nv + nv;
  if (total > INT64_MAX / (nobs > 0 ? nobs : 1) / (int64_t)sizeof(double))
    rt_raise(RT_EXC_MemoryError, "np.ma.cov: too many values");
  vs->x = rt_realloc(vs->x, (size_t)(total * nobs) * sizeof(double) + 1);
  vs->m = rt_realloc(vs->m, (size_t)(total * nobs) + 1);
  for (int64_t i = 0; i < nv; i++)
    for (int64_t k = 0; k < nobs; k++) {
      int64_t at = rowvar ? i * cols + k : k * cols + i;
      vs->x[(vs->nv + i) * nobs + k] = x[at];
      vs->m[(vs->nv + i) * nobs + k] = m[at];
    }
  vs->nv = total;
}

static bool any_true(const bool *m, int64_t n) {
  for (int64_t i = 0; i < n; i++)
    if (m[i]) return true;
  return false;
}

/* _covhelper: the variables of x (and y), centred; *rowvar as NumPy settles it. */
static void cov_helper(Vars *vs, Value x, Value y, bool rowvar, bool allow_masked) {
  Value xd, xm, yd = rt_undef(), ym = rt_undef();
  int64_t xr, xc, yr = 0, yc = 0;
  load(x, &xd, &xm, &xr, &xc);
  int mark = rt_cleanup_push_value(&xd);
  rt_cleanup_push_value(&xm);
  rt_cleanup_push_value(&yd);
  rt_cleanup_push_value(&ym);
  bool *xmask = (bool *)RT_AS(Array, xm)->data;
  if (!allow_masked && any_true(xmask, xr * xc)) rt_raise(RT_EXC_ValueError, "Cannot process masked data.");
  if (xr == 1) rowvar = true;
  const double *xv = (const double *)RT_AS(Array, xd)->data;
  if (np_given(y)) {
    load(y, &yd, &ym, &yr, &yc);
    bool *ymask = (bool *)RT_AS(Array, ym)->data;
    if (!allow_masked && any_true(ymask, yr * yc)) rt_raise(RT_EXC_ValueError, "Cannot process masked data.");
    if (xr == yr && xc == yc && (any_true(xmask, xr * xc) || any_true(ymask, yr * yc)))
      for (int64_t i = 0; i < xr * xc; i++) xmask[i] = ymask[i] = xmask[i] || ymask[i]; /* copies */
  }
  add_vars(vs, xv, xmask, xr, xc, rowvar);
  if (np_given(y))
    add_vars(vs, (const double *)RT_AS(Array, yd)->data, (bool *)RT_AS(Array, ym)->data, yr, yc, rowvar);
  rt_cleanup_pop(mark, true);
  for (int64_t i = 0; i < vs->nv; i++) { /* x -= x.mean(axis)[tup] */
    double s = 0;
    int64_t n = 0;
    for (int64_t k = 0; k < vs->nobs; k++)
      if (!vs->m[i * vs->nobs + k]) s += vs->x[i * vs->nobs + k], n++;
    for (int64_t k = 0; k < vs->nobs; k++) {
      if (n == 0) vs->m[i * vs->nobs + k] = true; /* minus the masked mean: all masked */
      else vs->x[i * vs->nobs + k] -= s / (double)n;
    }
  }
}

/* ma.dot(x, x.T, strict=False) divided by the counts of shared observations less ddof: the
 * (nv, nv) result and its mask (new references). */
static void products(const Vars *vs, double ddof, Value *out, Value *mask) {
  int64_t shape[2] = {vs->nv, vs->nv};
  *out = rt_array_new(DT_FLOAT64, 2, shape, true);
  *mask = rt_array_new(DT_BOOL, 2, shape, true);
  double *o = (double *)RT_AS(Array, *out)->data;
  bool *om = (bool *)RT_AS(Array, *mask)->data;
  for (int64_t i = 0; i < vs->nv; i++) {
    rt_check_interrupt();
    for (int64_t j = 0; j < vs->nv; j++) {
      double s = 0;
      int64_t n = 0;
      for (int64_t k = 0; k < vs->nobs; k++) {
        if (vs->m[i * vs->nobs + k] || vs->m[j * vs->nobs + k]) continue;
        s += vs->x[i * vs->nobs + k] * vs->x[j * vs->nobs + k];
        n++;
      }
      double fact = (double)n - ddof;
      om[i * vs->nv + j] = n == 0 || fact == 0;
      o[i * vs->nv + j] = om[i * vs->nv + j] ? s : s / fact;
    }
  }
}

/* The masked array of data and mask (stolen), squeezed as NumPy's result is. */
static Value result(Value data, Value mask, int64_t nv) {
  int mark = rt_cleanup_push_value(&data);
  rt_cleanup_push_value(&mask);
  if (nv == 1) {
    Value d = np_array_reshape(data, 0, NULL), m = np_array_reshape(mask, 0, NULL);
    rt_decref(data), rt_decref(mask);
    data = d, mask = m;
  }
  Value r = np_ma_new(data, mask, rt_undef());
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_cov(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"x", "y", "rowvar", "bias", "allow_masked", "ddof"};
  Value v[6];
  rt_parse_args("cov", argc, argv, kw, 6, names, 1, v);
  double ddof = np_given(v[3]) && rt_truthy(v[3]) ? 0 : 1;
  if (np_given(v[5])) {
    double d = rt_to_double(v[5], NULL);
    if (d != floor(d)) rt_raise(RT_EXC_ValueError, "ddof must be an integer");
    ddof = d;
  }
  Vars vs = {0, 0, NULL, NULL};
  int mark = rt_cleanup_push(vars_free, &vs);
  cov_helper(&vs, v[0], v[1], !np_given(v[2]) || rt_truthy(v[2]), !np_given(v[4]) || rt_truthy(v[4]));
  Value out, mask;
  products(&vs, ddof, &out, &mask);
  int64_t nv = vs.nv;
  rt_cleanup_pop(mark, true);
  return result(out, mask, nv);
}

/* var (ddof 0) of row i over the observations where neither row i nor row j is masked; false
 * when there are none (a masked variance). */
static bool pair_var(const Vars *vs, int64_t i, int64_t j, double *var) {
  double s = 0, ss = 0;
  int64_t n = 0;
  for (int64_t k = 0; k < vs->nobs; k++) {
    if (vs->m[i * vs->nobs + k] || vs->m[j * vs->nobs + k]) continue;
    s += vs->x[i * vs->nobs + k];
    n++;
  }
  if (n == 0) return false;
  double mean = s / (double)n;
  for (int64_t k = 0; k < vs->nobs; k++) {
    if (vs->m[i * vs->nobs + k] || vs->m[j * vs->nobs + k]) continue;
    double d = vs->x[i * vs->nobs + k] - mean;
    ss += d * d;
  }
  *var = ss / (double)n;
  return true;
}

static Value f_corrcoef(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"x", "y", "rowvar", "bias", "allow_masked", "ddof"};
  Value v[6];
  rt_parse_args("corrcoef", argc, argv, kw, 6, names, 1, v);
  Vars vs = {0, 0, NULL, NULL};
  int mark = rt_cleanup_push(vars_free, &vs);
  cov_helper(&vs, v[0], v[1], !np_given(v[2]) || rt_truthy(v[2]), !np_given(v[4]) || rt_truthy(v[4]));
  Value out, mask;
  products(&vs, 0, &out, &mask);
  rt_cleanup_push_value(&out);
  rt_cleanup_push_value(&mask);
  int64_t nv = vs.nv;
  if (nv == 1) { /* ma.diagonal of the squeezed 0-d result fails: NumPy returns 1 */
    rt_cleanup_pop(mark, true);
    return rt_int(1);
  }
  double *c = (double *)RT_AS(Array, out)->data;
  bool *cm = (bool *)RT_AS(Array, mask)->data;
  bool all = !any_true(vs.m, vs.nv * vs.nobs);
  double *diag = rt_malloc((size_t)nv * sizeof(double)); /* before c is divided in place */
  bool *diag_m = rt_malloc((size_t)nv);
  rt_cleanup_push(free, diag);
  rt_cleanup_push(free, diag_m);
  for (int64_t i = 0; i < nv; i++) diag[i] = c[i * nv + i], diag_m[i] = cm[i * nv + i];
  for (int64_t i = 0; i < nv; i++)
    for (int64_t j = 0; j < nv; j++) {
      double di = diag[i], dj = diag[j], denom;
      bool dm = diag_m[i] || diag_m[j];
      if (all) {
        denom = sqrt(di * dj);
        dm = dm || !(di * dj >= 0);
      } else if (i == j) {
        denom = di;
      } else {
        double vi, vj;
        dm = !pair_var(&vs, i, j, &vi) || !pair_var(&vs, j, i, &vj);
        denom = dm ? 0 : sqrt(vi * vj);
      }
      bool m = cm[i * nv + j] || dm || denom == 0;
      if (!m) c[i * nv + j] /= denom;
      cm[i * nv + j] = m;
    }
  rt_incref(out), rt_incref(mask);
  rt_cleanup_pop(mark, true);
  return result(out, mask, nv);
}

void np_ma_register_cov(Value m) {
  rt_module_add_fn(m, "cov", f_cov);
  rt_module_add_fn(m, "corrcoef", f_corrcoef);
}
