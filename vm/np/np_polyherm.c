/* np_polyherm.c — numpy.polynomial.hermite's family: physicists' Hermite series (coefficients
 * of H_0, H_1, ...), as NumPy 1.24's hermite.py computes them: x H_i = H_(i+1)/2 + i H_(i-1)
 * (hermmulx), products by Clenshaw's recurrence over series, evaluation by Clenshaw's
 * recurrence, H_n' = 2n H_(n-1), H_n columns by 2x H_(n-1) - 2(n-1) H_(n-2), roots from the
 * symmetric scaled companion matrix, hermgauss by one Newton step on the normalized
 * functions. The rest is the shared machinery's (np_polyseries.h). */
#include <math.h>
#include <stdlib.h>

#include "../base/error.h"
#include "np_polyseries.h"
#include "np_stats.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* ---- arithmetic ---- */

static void mulx_step(Value prd, Value ci, int64_t i) { /* prd[i+1] = c[i]/2, prd[i-1] += c[i]i */
  np_ps_setitem(prd, i + 1, rt_binop(RT_OP_TRUEDIV, ci, rt_int(2)));
  if (i > 0) np_ps_update_at(prd, i - 1, NPB_ADD, rt_binop(RT_OP_MUL, ci, rt_int(i)));
}

static Value hermmulx(Value c) { return np_ps_mulx_by(c, false, mulx_step); }

/* c1*(2(nd - 1)) and hermmulx(c1)*2. */
static Value mul_lower(Value c1, int64_t nd) { return rt_binop(RT_OP_MUL, c1, rt_int(2 * (nd - 1))); }

static Value mul_raise(Value c1, int64_t nd) {
  (void)nd;
  Value t = hermmulx(c1);
  int mark = rt_cleanup_push_value(&t);
  Value r = rt_binop(RT_OP_MUL, t, rt_int(2));
  rt_cleanup_pop(mark, true);
  return r;
}

static Value hermmul(Value c1, Value c2) { return np_ps_mul_by_recurrence(c1, c2, mul_lower, mul_raise); }

static void hermdivmod(Value c1, Value c2, Value *quo, Value *rem) { np_ps_div_with(hermmul, c1, c2, quo, rem); }

static Value hermpow(Value c, Value pow, int64_t maxpower) { return np_ps_pow_with(hermmul, c, pow, maxpower); }

static Value hermline(Value off, Value scl) { /* [off, scl/2], or [off] when scl is 0 */
  if (np_ps_is_zero(scl)) return np_ps_array_of(off, off, false);
  Value h = rt_binop(RT_OP_TRUEDIV, scl, rt_int(2));
  int mark = rt_cleanup_push_value(&h);
  Value r = np_ps_array_of(off, h, true);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- evaluation ---- */

/* Clenshaw: c0, c1 = c[-i] - c1*(2(nd-1)), c0 + c1*(2x); the value c0 + c1*(2x). */
static Value val_lower(Value c1, Value x, int64_t nd) {
  (void)x;
  return rt_binop(RT_OP_MUL, c1, rt_int(2 * (nd - 1)));
}

static Value val_raise(Value c1, Value x, int64_t nd) {
  (void)nd;
  return np_ps_op_of(RT_OP_MUL, c1, RT_OP_MUL, x, rt_int(2));
}

static const NpValSteps val_steps = {val_lower, val_raise, val_raise};

static Value hermval(Value x, Value c, bool tensor) { return np_ps_val_by_recurrence(x, c, tensor, false, &val_steps); }

/* ---- calculus ---- */

static Value der_step(Value c, DType cdt, int64_t n) { /* der[j-1] = (2j) c[j] */
  Value der = np_ps_empty_rows(n, c, cdt), row = rt_undef();
  int mark = rt_cleanup_push_value(&der);
  rt_cleanup_push_value(&row);
  for (int64_t j = n; j > 0; j--) {
    np_ps_put(&row, np_ps_item(c, j));
    np_ps_setitem(der, j - 1, rt_binop(RT_OP_MUL, rt_int(2 * j), row));
  }
  rt_cleanup_pop(mark + 1, true);
  rt_cleanup_pop(mark, false);
  return der;
}

static void int_fill(Value c, Value tmp, int64_t n) { /* tmp[1] = c[0]/2, tmp[j+1] = c[j]/(2(j+1)) */
  Value row = np_ps_item(c, 0);
  int mark = rt_cleanup_push_value(&row);
  np_ps_setitem(tmp, 1, rt_binop(RT_OP_TRUEDIV, row, rt_int(2)));
  for (int64_t j = 1; j < n; j++) {
    np_ps_put(&row, np_ps_item(c, j));
    np_ps_setitem(tmp, j + 1, rt_binop(RT_OP_TRUEDIV, row, rt_int(2 * (j + 1))));
  }
  rt_cleanup_pop(mark, true);
}

/* ---- Vandermonde matrix, companion matrix, Gauss-Hermite quadrature ---- */

static Value vander_first(Value x) { return rt_binop(RT_OP_MUL, x, rt_int(2)); }

static Value vander_next(Value a, Value b, Value x, int64_t i) { /* a*(2x) - b*(2(i-1)) */
  Value t = np_ps_op_of(RT_OP_MUL, a, RT_OP_MUL, x, rt_int(2));
  int mark = rt_cleanup_push_value(&t);
  Value u = rt_binop(RT_OP_MUL, b, rt_int(2 * (i - 1)));
  rt_cleanup_pop(mark, false);
  return np_ps_sub_div(t, u, 0);
}

static Value hermvander(Value x, Value deg) { return np_ps_vander_by_recurrence(x, deg, vander_first, vander_next); }

/* sqrt(i/2) beside the diagonal; the last column less scl*c[:-1]/(2c[-1]), scl the reversed
 * running products of 1, 1/sqrt(2(n-1)), ..., 1/sqrt(2). */
static Value hermcompanion(Value c) {
  int64_t n = np_ps_len(c) - 1;
  if (n == 1) {
    Value a = np_ps_item(c, 0), b = np_ps_item(c, 1);
    Value h = rt_binop(RT_OP_MUL, rt_float(-0.5), a), q = rt_binop(RT_OP_TRUEDIV, h, b);
    rt_decref(a), rt_decref(b), rt_decref(h);
    return np_ps_matrix1(q);
  }
  double *top = malloc(sizeof(double) * (size_t)n);
  for (int64_t i = 0; i + 1 < n; i++) top[i] = sqrt(0.5 * (double)(i + 1));
  Value mat = np_ps_tridiag(RT_AS(Array, c)->dtype, n, top, NULL), scl = rt_undef(), t = rt_undef();
  free(top);
  int mark = rt_cleanup_push_value(&mat);
  rt_cleanup_push_value(&scl);
  rt_cleanup_push_value(&t);
  scl = rt_array_new(DT_FLOAT64, 1, &n, false);
  double *s = (double *)RT_AS(Array, scl)->data, acc = 1.0;
  s[n - 1] = acc;
  for (int64_t k = 1; k < n; k++) { /* hstack((1., 1./sqrt(2.*arange(n-1, 0, -1)))), accumulated */
    acc *= 1. / sqrt(2. * (double)(n - k));
    s[n - 1 - k] = acc;
  }
  t = np_ps_slice(c, 0, -1);
  np_ps_put(&t, rt_binop(RT_OP_MUL, scl, t));
  Value last = np_ps_item(c, -1);
  rt_cleanup_push_value(&last);
  np_ps_put(&last, rt_binop(RT_OP_MUL, rt_float(2.0), last));
  np_ps_put(&t, rt_binop(RT_OP_TRUEDIV, t, last));
  np_ps_last_column(mat, NPB_SUB, t);
  rt_cleanup_pop(mark + 1, true);
  rt_cleanup_pop(mark, false);
  return mat;
}

/* _normed_hermite_n: H_n(x) / sqrt(2^n n! sqrt(pi)), by the normalized recurrence. */
static double normed(double x, int64_t n) {
  if (n == 0) return 1 / sqrt(sqrt(M_PI));
  double c0 = 0., c1 = 1. / sqrt(sqrt(M_PI)), nd = (double)n;
  for (int64_t i = 0; i < n - 1; i++) {
    double tmp = c0;
    c0 = -c1 * sqrt((nd - 1.) / nd);
    c1 = tmp + c1 * x * sqrt(2. / nd);
    nd = nd - 1.0;
  }
  return c0 + c1 * x * sqrt(2.0);
}

static Value hermgauss(Value deg) { return np_ps_gauss_normed(&np_herm_basis, deg, normed, 2.0, sqrt(M_PI)); }

static Value hermweight(Value x) { /* exp(-x**2) */
  Value t = rt_binop(RT_OP_POW, x, rt_int(2));
  int mark = rt_cleanup_push_value(&t);
  np_ps_put(&t, rt_unop(RT_UOP_NEG, t));
  Value r = np_call1("exp", t);
  rt_cleanup_pop(mark, true);
  return r;
}

const NpPolyBasis np_herm_basis = {
    .name = "Hermite",
    .class_repr = "<class 'numpy.polynomial.hermite.Hermite'>",
    .basis_name = "H",
    .index = 3,
    .domain = {-1, 1},
    .x = {0, 0.5},
    .x_float = true,
    .maxpower = 16,
    .add = np_ps_add,
    .sub = np_ps_sub,
    .mul = hermmul,
    .mulx = hermmulx,
    .divmod = hermdivmod,
    .pow = hermpow,
    .val = hermval,
    .der_step = der_step,
    .int_fill = int_fill,
    .vander = hermvander,
    .line = hermline,
    .companion = hermcompanion,
    .gauss = hermgauss,
    .weight = hermweight,
};
