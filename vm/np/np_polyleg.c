/* np_polyleg.c — numpy.polynomial.legendre's family: Legendre series (coefficients of P_0,
 * P_1, ...), as NumPy 1.24's legendre.py computes them: products by the
 * Clenshaw recurrence over series (legmulx, legadd, legsub), division and powers by
 * polyutils' generic _div and _pow over legmul, evaluation by Clenshaw's recurrence, the
 * derivative and integral by their coefficient recurrences, P_n(x) columns by
 * ((2n-1) x P_(n-1) - (n-1) P_(n-2)) / n, roots from the scaled companion matrix, leggauss by polyutils steps (np_polyshared.c). */
#include <math.h>
#include <stdlib.h>

#include "../base/error.h"
#include "np_polyseries.h"
#include "np_stats.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

#define muldiv np_ps_muldiv

/* ---- arithmetic ---- */

static void mulx_step(Value prd, Value ci, int64_t i) { /* prd[i+1] = c[i](i+1)/(2i+1), prd[i-1] += c[i]i/(2i+1) */
  if (i == 0) {
    rt_setitem(prd, rt_int(1), ci);
    return;
  }
  np_ps_setitem(prd, i + 1, muldiv(ci, i + 1, 2 * i + 1));
  np_ps_update_at(prd, i - 1, NPB_ADD, muldiv(ci, i, 2 * i + 1));
}

static Value legmulx(Value c) { return np_ps_mulx_by(c, false, mulx_step); }

/* c1*(nd - 1)/nd and legmulx(c1)*(2nd - 1)/nd, NumPy's (x*m)/d. */
static Value mul_lower(Value c1, int64_t nd) { return muldiv(c1, nd - 1, nd); }

static Value mul_raise(Value c1, int64_t nd) {
  Value t = legmulx(c1);
  int mark = rt_cleanup_push_value(&t);
  Value r = muldiv(t, 2 * nd - 1, nd);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value legmul(Value c1, Value c2) { return np_ps_mul_by_recurrence(c1, c2, mul_lower, mul_raise); }

static void legdivmod(Value c1, Value c2, Value *quo, Value *rem) { np_ps_div_with(legmul, c1, c2, quo, rem); }

static Value legpow(Value c, Value pow, int64_t maxpower) { return np_ps_pow_with(legmul, c, pow, maxpower); }

/* ---- evaluation ---- */

/* Clenshaw: c0, c1 = c[-i] - c1*(nd-1)/nd, c0 + c1*x*(2nd-1)/nd; the value c0 + c1*x. */
static Value val_lower(Value c1, Value x, int64_t nd) {
  (void)x;
  return muldiv(c1, nd - 1, nd);
}

static Value val_raise(Value c1, Value x, int64_t nd) {
  Value t = rt_binop(RT_OP_MUL, c1, x);
  int mark = rt_cleanup_push_value(&t);
  Value r = muldiv(t, 2 * nd - 1, nd);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value val_last(Value c1, Value x, int64_t nd) {
  (void)nd;
  return rt_binop(RT_OP_MUL, c1, x);
}

static const NpValSteps val_steps = {val_lower, val_raise, val_last};

static Value legval(Value x, Value c, bool tensor) { return np_ps_val_by_recurrence(x, c, tensor, false, &val_steps); }

/* ---- calculus ---- */

/* One derivation: der[j-1] = (2j-1) c[j] and c[j-2] += c[j] from the top. */
static Value der_step(Value c, DType cdt, int64_t n) {
  Value der = np_ps_empty_rows(n, c, cdt), row = rt_undef(), cj = rt_undef();
  int mark = rt_cleanup_push_value(&der);
  rt_cleanup_push_value(&row);
  rt_cleanup_push_value(&cj);
  for (int64_t j = n; j > 2; j--) {
    np_ps_put(&cj, np_ps_item(c, j));
    np_ps_put(&row, rt_binop(RT_OP_MUL, rt_int(2 * j - 1), cj));
    rt_setitem(der, rt_int(j - 1), row);
    np_ps_put(&row, np_ps_item(c, j - 2));
    np_ps_put(&row, rt_binop(RT_OP_ADD, row, cj));
    rt_setitem(c, rt_int(j - 2), row);
  }
  if (n > 1) {
    np_ps_put(&cj, np_ps_item(c, 2));
    np_ps_put(&row, rt_binop(RT_OP_MUL, rt_int(3), cj));
    rt_setitem(der, rt_int(1), row);
  }
  np_ps_put(&row, np_ps_item(c, 1));
  rt_setitem(der, rt_int(0), row);
  rt_cleanup_pop(mark + 1, true);
  rt_cleanup_pop(mark, false);
  return der;
}

/* tmp[2] = c[1]/3; t = c[j]/(2j+1): tmp[j+1] = t, tmp[j-1] -= t. */
static void int_fill(Value c, Value tmp, int64_t n) {
  Value row = rt_undef(), t = rt_undef();
  int mark = rt_cleanup_push_value(&row);
  rt_cleanup_push_value(&t);
  if (n > 1) {
    np_ps_put(&t, np_ps_item(c, 1));
    np_ps_put(&t, rt_binop(RT_OP_TRUEDIV, t, rt_int(3)));
    rt_setitem(tmp, rt_int(2), t);
  }
  for (int64_t j = 2; j < n; j++) {
    np_ps_put(&t, np_ps_item(c, j));
    np_ps_put(&t, rt_binop(RT_OP_TRUEDIV, t, rt_int(2 * j + 1)));
    rt_setitem(tmp, rt_int(j + 1), t);
    np_ps_put(&row, np_ps_item(tmp, j - 1));
    np_ps_put(&row, rt_binop(RT_OP_SUB, row, t));
    rt_setitem(tmp, rt_int(j - 1), row);
  }
  rt_cleanup_pop(mark, true);
}

/* ---- Vandermonde matrix, fit, roots ---- */

static Value vander_first(Value x) { return (rt_incref(x), x); }

static Value vander_next(Value a, Value b, Value x, int64_t i) { /* (a*x*(2i-1) - b*(i-1))/i */
  Value t = rt_binop(RT_OP_MUL, a, x);
  int mark = rt_cleanup_push_value(&t);
  np_ps_put(&t, rt_binop(RT_OP_MUL, t, rt_int(2 * i - 1)));
  Value u = rt_binop(RT_OP_MUL, b, rt_int(i - 1));
  rt_cleanup_pop(mark, false);
  return np_ps_sub_div(t, u, i);
}

static Value legvander(Value x, Value deg) { return np_ps_vander_by_recurrence(x, deg, vander_first, vander_next); }

/* legcompanion: (i+1) scl_i scl_(i+1) beside the diagonal, scl_i = 1/sqrt(2i+1); the last
 * column less c[:-1]/c[-1] * (scl/scl[-1]) * (n/(2n-1)). */
static Value legcompanion(Value c) {
  int64_t n = np_ps_len(c) - 1;
  if (n == 1) return np_ps_matrix1(np_ps_neg_ratio(c));
  Value scl = rt_array_new(DT_FLOAT64, 1, &n, false), mat = rt_undef(), t = rt_undef(), u = rt_undef();
  int mark = rt_cleanup_push_value(&scl);
  rt_cleanup_push_value(&mat);
  rt_cleanup_push_value(&t);
  rt_cleanup_push_value(&u);
  double *s = (double *)RT_AS(Array, scl)->data, *top = malloc(sizeof(double) * (size_t)n);
  for (int64_t i = 0; i < n; i++) s[i] = 1.0 / sqrt((double)(2 * i + 1));
  for (int64_t i = 0; i + 1 < n; i++) top[i] = (double)(i + 1) * s[i] * s[i + 1];
  mat = np_ps_tridiag(RT_AS(Array, c)->dtype, n, top, NULL);
  free(top);
  t = np_ps_slice(c, 0, -1);
  u = np_ps_item(c, -1);
  np_ps_put(&t, rt_binop(RT_OP_TRUEDIV, t, u));
  np_ps_put(&u, rt_binop(RT_OP_TRUEDIV, scl, rt_float(s[n - 1])));
  np_ps_put(&t, rt_binop(RT_OP_MUL, t, u));
  np_ps_put(&t, rt_binop(RT_OP_MUL, t, rt_float((double)n / (double)(2 * n - 1))));
  np_ps_last_column(mat, NPB_SUB, t);
  rt_incref(mat);
  rt_cleanup_pop(mark, true);
  return mat;
}

static Value leggauss(Value deg) { return np_ps_gauss_by_val(&np_leg_basis, deg, 2.0); }

static Value legweight(Value x) { /* x*0.0 + 1.0 */
  Value t = rt_binop(RT_OP_MUL, x, rt_float(0.0));
  int mark = rt_cleanup_push_value(&t);
  Value r = rt_binop(RT_OP_ADD, t, rt_float(1.0));
  rt_cleanup_pop(mark, true);
  return r;
}

const NpPolyBasis np_leg_basis = {
    .name = "Legendre",
    .class_repr = "<class 'numpy.polynomial.legendre.Legendre'>",
    .basis_name = "P",
    .index = 2,
    .domain = {-1, 1},
    .x = {0, 1},
    .maxpower = 16,
    .add = np_ps_add,
    .sub = np_ps_sub,
    .mul = legmul,
    .mulx = legmulx,
    .divmod = legdivmod,
    .pow = legpow,
    .val = legval,
    .der_step = der_step,
    .int_fill = int_fill,
    .vander = legvander,
    .line = np_ps_line,
    .companion = legcompanion,
    .gauss = leggauss,
    .weight = legweight,
};
