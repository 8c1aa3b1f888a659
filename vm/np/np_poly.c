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

static Value polyfit_impl(Value xv, Value yv, int64_t deg, Value rcondv, bool full) {
  Value x = rt_undef(), y = rt_undef();
  int mark = rt_cleanup_push_value(&x);
  rt_cleanup_push_value(&y);
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
  for (int64_t j = 0; j < n; j++) {
    double s = 0;
    for (int64_t i = 0; i < m; i++) s += a[j * rows + i] * a[j * rows + i];
    scale[j] = sqrt(s);
    for (int64_t i = 0; i < m; i++) a[j * rows + i] /= scale[j];
  }
  double rcond = np_given(rcondv) ? rt_to_double(rcondv, "rcond") : (double)m * 2.220446049250313e-16;
  int rank = np_lstsq_solve(a, (int)m, (int)n, (int)rows, b, (int)rows, (int)k, rcond, sv);
  if (rank < 0) np_linalg_error("SVD did not converge in Linear Least Squares");
  if (rank != n && !full) np_rank_warn("Polyfit may be poorly conditioned");
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
  }
  rt_cleanup_pop(mark, true);
  return res;
}

static Value f_polyfit(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"x", "y", "deg", "rcond", "full", "w", "cov"};
  Value v[7];
  rt_parse_args("polyfit", argc, argv, kw, 7, names, 3, v);
  if (np_given(v[5]) || (np_given(v[6]) && rt_truthy(v[6])))
    rt_raise(RT_EXC_TypeError, "np.polyfit's w= and cov= are not supported in Weft");
  bool full = np_given(v[4]) && rt_truthy(v[4]);
  return polyfit_impl(v[0], v[1], rt_to_index(v[2], "deg"), v[3], full);
}

void np_register_poly(Value m) {
  rt_module_add_fn(m, "polyval", f_polyval);
  rt_module_add_fn(m, "polyfit", f_polyfit);
}
