/* np_poly.c — polynomials: np.polyval (Horner's rule as NumPy writes it, y = y*x + p[i] from
 * zeros_like(x), so dtypes and scalars come out as NumPy's; from 0 for a poly1d x, composing)
 * and np.polyfit.
 *
 * polyfit follows NumPy 1.24: the Vandermonde matrix, each column scaled by its 2-norm, a
 * least-squares solve with LAPACK's gelsd (as np.linalg.lstsq), the coefficients unscaled.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "np_linalg.h"
#include "np_polyseries.h"
#include "np_stats.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

static Value f_polyval(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"p", "x"};
  Value v[2];
  rt_parse_args("polyval", argc, argv, kw, 2, names, 2, v);
  Value p = rt_array_from_value(v[0], -1);
  int mark = rt_cleanup_push_value(&p);
  bool compose = np_is_poly1d(v[1]); /* p(q(x)): a poly1d, y starting from the int 0 */
  Value x = compose ? (rt_incref(v[1]), v[1]) : rt_array_from_value(v[1], -1);
  rt_cleanup_push_value(&x);
  Value y = compose ? rt_int(0) : np_call1("zeros_like", x);
  rt_cleanup_push_value(&y);
  int64_t n = RT_AS(Array, p)->ndim ? RT_AS(Array, p)->shape[0] : 0;
  if (RT_AS(Array, p)->ndim == 0) rt_raise(RT_EXC_TypeError, "iteration over a 0-d array");
  for (int64_t i = 0; i < n; i++) {
    Value pv = np_array_row(p, i);
    int imark = rt_cleanup_push_value(&pv);
    Value t = compose ? rt_binop(RT_OP_MUL, y, x) : np_apply_binary(NPB_MUL, y, x, rt_undef());
    rt_decref(y);
    y = t;
    t = compose ? rt_binop(RT_OP_ADD, y, pv) : np_apply_binary(NPB_ADD, y, pv, rt_undef());
    rt_decref(y);
    y = t;
    rt_cleanup_pop(imark, true);
  }
  rt_incref(y);
  rt_cleanup_pop(mark, true);
  return y;
}

static void fit_inputs(Value xv, Value yv, int64_t deg, Value *x, Value *y) {
  *x = rt_array_from_value(xv, DT_FLOAT64);
  *y = rt_array_from_value(yv, DT_FLOAT64);
  Array *xa = RT_AS(Array, *x), *ya = RT_AS(Array, *y);
  if (deg < 0) rt_raise(RT_EXC_ValueError, "expected deg >= 0");
  if (xa->ndim != 1) rt_raise(RT_EXC_TypeError, "expected 1D vector for x");
  if (xa->size == 0) rt_raise(RT_EXC_TypeError, "expected non-empty vector for x");
  if (ya->ndim < 1 || ya->ndim > 2) rt_raise(RT_EXC_TypeError, "expected 1D or 2D array for y");
  if (xa->shape[0] != ya->shape[0])
    rt_raise(RT_EXC_TypeError, "expected x and y to have same length");
}

/* polyfit(full=True)'s extras: (resids, rank, s, rcond) as NumPy's lstsq gives them: the
 * squared residual norms per column when the fit has full rank and more points than
 * coefficients (else an empty array), the rank as an int32, the scaled Vandermonde matrix's
 * singular values and rcond. */
static Value fit_extras(const double *b, int64_t rows, int64_t m, int64_t n, int64_t k, int rank,
                        const double *sv, Value rcondv, double rcond) {
  int64_t nres = rank == n && m > n ? k : 0, ns = m < n ? m : n;
  Value res = rt_array_new(DT_FLOAT64, 1, &nres, false);
  for (int64_t c = 0; c < nres; c++) {
    double t = 0;
    for (int64_t i = n; i < m; i++) t += b[c * rows + i] * b[c * rows + i];
    ((double *)RT_AS(Array, res)->data)[c] = t;
  }
  Value s = rt_array_new(DT_FLOAT64, 1, &ns, false);
  memcpy(RT_AS(Array, s)->data, sv, sizeof(double) * (size_t)ns);
  int32_t r32 = rank;
  Value rk = rt_npscalar_new(DT_INT32, &r32);
  Value rc = np_given(rcondv) ? (rt_incref(rcondv), rcondv) : rt_npscalar_new(DT_FLOAT64, &rcond);
  Value t = rt_tuple_from(4, (Value[]){res, rk, s, rc});
  rt_decref(res), rt_decref(rk), rt_decref(s), rt_decref(rc);
  return t;
}

/* polyfit(cov=True / 'unscaled')'s covariance: inv(lhs.T @ lhs) / outer(scale, scale), times
 * resids / (m - n) unless unscaled (an extra trailing axis of the k columns for a 2-d y). */
static Value fit_cov(const double *lhs, int64_t rows, int64_t m, int64_t n, const double *scale,
                     Value resids, bool unscaled, bool y2d) {
  if (!unscaled && m <= n)
    rt_raise(RT_EXC_ValueError, "the number of data points must exceed order to scale the "
                                "covariance matrix");
  int64_t sh[2] = {m, n};
  Value l = rt_array_new(DT_FLOAT64, 2, sh, false);
  int mark = rt_cleanup_push_value(&l);
  for (int64_t i = 0; i < m; i++)
    for (int64_t j = 0; j < n; j++) ((double *)RT_AS(Array, l)->data)[i * n + j] = lhs[j * rows + i];
  Value lt = np_array_transpose_axes(l, 0, NULL);
  rt_cleanup_push_value(&lt);
  Value g = np_callk("dot", 2, (Value[]){lt, l}, 0, NULL, NULL);
  rt_cleanup_push_value(&g);
  Value la = rt_import("numpy.linalg");
  rt_cleanup_push_value(&la);
  Value inv = rt_call(rt_module_lookup(la, "inv"), 1, &g, NULL);
  rt_cleanup_push_value(&inv);
  const Array *ra = RT_AS(Array, resids);
  int64_t k = unscaled ? 1 : ra->size, osh[3] = {n, n, k};
  Value out = rt_array_new(DT_FLOAT64, y2d ? 3 : 2, osh, false);
  const double *vi = (const double *)RT_AS(Array, inv)->data;
  double *o = (double *)RT_AS(Array, out)->data;
  for (int64_t i = 0; i < n * n; i++) {
    double vb = vi[i] / (scale[i / n] * scale[i % n]);
    for (int64_t c = 0; c < k; c++)
      o[i * k + c] = unscaled ? vb : vb * (((const double *)ra->data)[c] / (double)(m - n));
  }
  rt_cleanup_pop(mark, true);
  return out;
}

static Value polyfit_impl(Value xv, Value yv, int64_t deg, Value rcondv, bool full, Value wv,
                          Value covv) {
  Value x = rt_undef(), y = rt_undef();
  int mark = rt_cleanup_push_value(&x);
  rt_cleanup_push_value(&y);
  Value w = rt_undef(), fit = rt_undef(), ex = rt_undef(), covm = rt_undef();
  rt_cleanup_push_value(&w);
  rt_cleanup_push_value(&fit);
  rt_cleanup_push_value(&ex);
  rt_cleanup_push_value(&covm);
  if ((rt_is_array(xv) && RT_AS(Array, xv)->dtype == DT_LONGDOUBLE) ||
      (rt_is_array(yv) && RT_AS(Array, yv)->dtype == DT_LONGDOUBLE)) /* NumPy's lstsq refuses it */
    rt_raise(RT_EXC_TypeError, "array type float128 is unsupported in linalg");
  fit_inputs(xv, yv, deg, &x, &y);
  Array *xa = RT_AS(Array, x), *ya = RT_AS(Array, y);
  int64_t m = xa->shape[0], n = deg + 1, k = ya->ndim == 2 ? ya->shape[1] : 1;
  int64_t rows = m > n ? m : n;
  double *a = rt_calloc((size_t)(rows * n), sizeof(double));
  rt_cleanup_push(free, a);
  double *b = rt_calloc((size_t)(rows * k), sizeof(double));
  rt_cleanup_push(free, b);
  double *scale = rt_calloc((size_t)(2 * n), sizeof(double)), *sv = scale + n;
  rt_cleanup_push(free, scale);
  for (int64_t i = 0; i < m; i++) { /* vander: x**(n-1) ... x, 1 by repeated products */
    double xi = rt_elem_get_f64(DT_FLOAT64, xa->data + i * xa->strides[0]), p = 1;
    for (int64_t j = n - 1; j >= 0; j--, p *= xi) a[j * rows + i] = p;
    for (int64_t c = 0; c < k; c++)
      b[c * rows + i] = *(const double *)(ya->data + i * ya->strides[0] +
                                          (ya->ndim == 2 ? c * ya->strides[1] : 0));
  }
  if (np_given(wv)) { /* lhs *= w[:, None]; rhs *= w */
    w = rt_array_from_value(wv, DT_FLOAT64);
    Array *wa = RT_AS(Array, w);
    if (wa->ndim != 1) rt_raise(RT_EXC_TypeError, "expected a 1-d array for weights");
    if (wa->shape[0] != m) rt_raise(RT_EXC_TypeError, "expected w and y to have the same length");
    for (int64_t i = 0; i < m; i++) {
      double wi = rt_elem_get_f64(wa->dtype, wa->data + i * wa->strides[0]);
      for (int64_t j = 0; j < n; j++) a[j * rows + i] *= wi;
      for (int64_t c = 0; c < k; c++) b[c * rows + i] *= wi;
    }
  }
  for (int64_t j = 0; j < n; j++) {
    double s = 0;
    for (int64_t i = 0; i < m; i++) s += a[j * rows + i] * a[j * rows + i];
    scale[j] = sqrt(s);
    for (int64_t i = 0; i < m; i++) a[j * rows + i] /= scale[j];
  }
  double rcond = np_given(rcondv) ? rt_to_double(rcondv, "rcond") : (double)m * 2.220446049250313e-16;
  bool cov = !full && np_given(covv) && rt_truthy(covv);
  double *lhs = NULL;
  if (cov) { /* lstsq overwrites the scaled lhs: the covariance needs it */
    lhs = rt_malloc(sizeof(double) * (size_t)(rows * n));
    rt_cleanup_push(free, lhs);
    memcpy(lhs, a, sizeof(double) * (size_t)(rows * n));
  }
  int rank = np_lstsq_solve(a, (int)m, (int)n, (int)rows, b, (int)rows, (int)k, rcond, sv);
  if (rank < 0) np_linalg_error("SVD did not converge in Linear Least Squares");
  /* NumPy warns with stacklevel=4 from inside its dispatcher: one frame above the caller */
  if (rank != n && !full) np_rank_warn("Polyfit may be poorly conditioned", 2);
  int64_t shape[2] = {n, k};
  Value res = rt_array_new(DT_FLOAT64, ya->ndim, shape, false);
  double *o = (double *)RT_AS(Array, res)->data;
  for (int64_t j = 0; j < n; j++)
    for (int64_t c = 0; c < k; c++) o[j * k + c] = b[c * rows + j] / scale[j];
  if (full) {
    Value ex = fit_extras(b, rows, m, n, k, rank, sv, rcondv, rcond), t = rt_tuple_new(5);
    rt_tuple_set(t, 0, res);
    for (int i = 0; i < 4; i++) {
      Value it = RT_AS(Tuple, ex)->items[i];
      rt_incref(it);
      rt_tuple_set(t, i + 1, it);
    }
    rt_decref(ex);
    res = t;
  } else if (cov) {
    fit = res;
    ex = fit_extras(b, rows, m, n, k, rank, sv, rcondv, rcond);
    bool unscaled = rt_is_str(covv) && !strcmp(rt_str_data(covv), "unscaled");
    covm = fit_cov(lhs, rows, m, n, scale, RT_AS(Tuple, ex)->items[0], unscaled, ya->ndim == 2);
    res = rt_tuple_from(2, (Value[]){fit, covm});
  }
  rt_cleanup_pop(mark, true);
  return res;
}

static Value f_polyfit(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"x", "y", "deg", "rcond", "full", "w", "cov"};
  Value v[7];
  rt_parse_args("polyfit", argc, argv, kw, 7, names, 3, v);
  bool full = np_given(v[4]) && rt_truthy(v[4]);
  return polyfit_impl(v[0], v[1], rt_to_index(v[2], "deg"), v[3], full, v[5], v[6]);
}

void np_register_poly(Value m) {
  rt_module_add_fn(m, "polyval", f_polyval);
  rt_module_add_fn(m, "polyfit", f_polyfit);
}
