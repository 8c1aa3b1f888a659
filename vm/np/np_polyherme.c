/* np_polyherme.c — numpy.polynomial.hermite_e's family: probabilists' Hermite series
 * (coefficients of He_0, He_1, ...), as NumPy 1.24's hermite_e.py computes them:
 * x He_i = He_(i+1) + i He_(i-1) (hermemulx), products by Clenshaw's recurrence over series,
 * evaluation by Clenshaw's recurrence, He_n' = n He_(n-1), He_n columns by
 * x He_(n-1) - (n-1) He_(n-2), roots from the symmetric scaled companion matrix, hermegauss by
 * one Newton step on the normalized functions. The rest is the shared machinery's
 * (np_polyseries.h). */
#include <math.h>
#include <stdlib.h>

#include "../base/error.h"
#include "np_polyseries.h"
#include "np_stats.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* ---- arithmetic ---- */

static void mulx_step(Value prd, Value ci, int64_t i) { /* prd[i+1] = c[i], prd[i-1] += c[i]i */
  rt_setitem(prd, rt_int(i + 1), ci);
  if (i > 0) np_ps_update_at(prd, i - 1, NPB_ADD, rt_binop(RT_OP_MUL, ci, rt_int(i)));
}

static Value hermemulx(Value c) { return np_ps_mulx_by(c, false, mulx_step); }

/* c1*(nd - 1) and hermemulx(c1). */
static Value mul_lower(Value c1, int64_t nd) { return rt_binop(RT_OP_MUL, c1, rt_int(nd - 1)); }

static Value mul_raise(Value c1, int64_t nd) {
  (void)nd;
  return hermemulx(c1);
}

static Value hermemul(Value c1, Value c2) { return np_ps_mul_by_recurrence(c1, c2, mul_lower, mul_raise); }

static void hermedivmod(Value c1, Value c2, Value *quo, Value *rem) { np_ps_div_with(hermemul, c1, c2, quo, rem); }

static Value hermepow(Value c, Value pow, int64_t maxpower) { return np_ps_pow_with(hermemul, c, pow, maxpower); }

/* ---- evaluation ---- */

/* Clenshaw: c0, c1 = c[-i] - c1*(nd-1), c0 + c1*x; the value c0 + c1*x. */
static Value val_lower(Value c1, Value x, int64_t nd) {
  (void)x;
  return rt_binop(RT_OP_MUL, c1, rt_int(nd - 1));
}

static Value val_raise(Value c1, Value x, int64_t nd) {
  (void)nd;
  return rt_binop(RT_OP_MUL, c1, x);
}

static const NpValSteps val_steps = {val_lower, val_raise, val_raise};

static Value hermeval(Value x, Value c, bool tensor) { return np_ps_val_by_recurrence(x, c, tensor, false, &val_steps); }

/* ---- calculus ---- */

static Value der_step(Value c, DType cdt, int64_t n) { /* der[j-1] = j c[j] */
  Value der = np_ps_empty_rows(n, c, cdt), row = rt_undef();
  int mark = rt_cleanup_push_value(&der);
  rt_cleanup_push_value(&row);
  for (int64_t j = n; j > 0; j--) {
    np_ps_put(&row, np_ps_item(c, j));
    np_ps_setitem(der, j - 1, rt_binop(RT_OP_MUL, rt_int(j), row));
  }
  rt_cleanup_pop(mark + 1, true);
  rt_cleanup_pop(mark, false);
  return der;
}

static void int_fill(Value c, Value tmp, int64_t n) { /* tmp[j+1] = c[j]/(j+1) */
  Value row = rt_undef();
  int mark = rt_cleanup_push_value(&row);
  for (int64_t j = 1; j < n; j++) {
    np_ps_put(&row, np_ps_item(c, j));
    np_ps_setitem(tmp, j + 1, rt_binop(RT_OP_TRUEDIV, row, rt_int(j + 1)));
  }
  rt_cleanup_pop(mark, true);
}

/* ---- Vandermonde matrix, companion matrix, Gauss-HermiteE quadrature ---- */

static Value vander_first(Value x) { return (rt_incref(x), x); }

static Value vander_next(Value a, Value b, Value x, int64_t i) { /* a*x - b*(i-1) */
  Value t = rt_binop(RT_OP_MUL, a, x);
  int mark = rt_cleanup_push_value(&t);
  Value u = rt_binop(RT_OP_MUL, b, rt_int(i - 1));
  rt_cleanup_pop(mark, false);
  return np_ps_sub_div(t, u, 0);
}

static Value hermevander(Value x, Value deg) { return np_ps_vander_by_recurrence(x, deg, vander_first, vander_next); }

/* sqrt(i) beside the diagonal; the last column less scl*c[:-1]/c[-1], scl the reversed running
 * products of 1, 1/sqrt(n-1), ..., 1/sqrt(1). */
static Value hermecompanion(Value c) {
  int64_t n = np_ps_len(c) - 1;
  if (n == 1) return np_ps_matrix1(np_ps_neg_ratio(c));
  double *top = malloc(sizeof(double) * (size_t)n);
  for (int64_t i = 0; i + 1 < n; i++) top[i] = sqrt((double)(i + 1));
  Value mat = np_ps_tridiag(RT_AS(Array, c)->dtype, n, top, NULL), scl = rt_undef(), t = rt_undef();
  free(top);
  int mark = rt_cleanup_push_value(&mat);
  rt_cleanup_push_value(&scl);
  rt_cleanup_push_value(&t);
  scl = rt_array_new(DT_FLOAT64, 1, &n, false);
  double *s = (double *)RT_AS(Array, scl)->data, acc = 1.0;
  s[n - 1] = acc;
  for (int64_t k = 1; k < n; k++) {
    acc *= 1. / sqrt((double)(n - k));
    s[n - 1 - k] = acc;
  }
  t = np_ps_slice(c, 0, -1);
  np_ps_put(&t, rt_binop(RT_OP_MUL, scl, t));
  Value last = np_ps_item(c, -1);
  rt_cleanup_push_value(&last);
  np_ps_put(&t, rt_binop(RT_OP_TRUEDIV, t, last));
  np_ps_last_column(mat, NPB_SUB, t);
  rt_cleanup_pop(mark + 1, true);
  rt_cleanup_pop(mark, false);
  return mat;
}

/* _normed_hermite_e_n: He_n(x) / sqrt(n! sqrt(2 pi)), by the normalized recurrence. */
static double normed(double x, int64_t n) {
  if (n == 0) return 1 / sqrt(sqrt(2 * M_PI));
  double c0 = 0., c1 = 1. / sqrt(sqrt(2 * M_PI)), nd = (double)n;
  for (int64_t i = 0; i < n - 1; i++) {
    double tmp = c0;
    c0 = -c1 * sqrt((nd - 1.) / nd);
    c1 = tmp + c1 * x * sqrt(1. / nd);
    nd = nd - 1.0;
  }
  return c0 + c1 * x;
}

static Value hermegauss(Value deg) {
  return np_ps_gauss_normed(&np_herme_basis, deg, normed, 1.0, sqrt(2 * M_PI));
}

static Value hermeweight(Value x) { /* exp(-.5*x**2) */
  Value t = rt_binop(RT_OP_POW, x, rt_int(2));
  int mark = rt_cleanup_push_value(&t);
  np_ps_put(&t, rt_binop(RT_OP_MUL, rt_float(-0.5), t));
  Value r = np_call1("exp", t);
  rt_cleanup_pop(mark, true);
  return r;
}

const NpPolyBasis np_herme_basis = {
    .name = "HermiteE",
    .class_repr = "<class 'numpy.polynomial.hermite_e.HermiteE'>",
    .basis_name = "He",
    .index = 4,
    .domain = {-1, 1},
    .x = {0, 1},
    .maxpower = 16,
    .add = np_ps_add,
    .sub = np_ps_sub,
    .mul = hermemul,
    .mulx = hermemulx,
    .divmod = hermedivmod,
    .pow = hermepow,
    .val = hermeval,
    .der_step = der_step,
    .int_fill = int_fill,
    .vander = hermevander,
    .line = np_ps_line,
    .companion = hermecompanion,
    .gauss = hermegauss,
    .weight = hermeweight,
};
