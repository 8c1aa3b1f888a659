/* np_polylag.c — numpy.polynomial.laguerre's family: Laguerre series (coefficients of L_0,
 * L_1, ...), whose domain and window are [0, 1], as NumPy 1.24's laguerre.py computes them:
 * x L_i = -(i+1) L_(i+1) + (2i+1) L_i - i L_(i-1) (lagmulx), products by Clenshaw's
 * recurrence over series, evaluation by Clenshaw's recurrence, L_n' = L_(n-1)' - L_(n-1),
 * L_n columns by ((2n-1-x) L_(n-1) - (n-1) L_(n-2))/n, roots from the symmetric companion
 * matrix, laggauss by one Newton step with lagval and lagder. The rest is the shared
 * machinery's (np_polyseries.h). */
#include <math.h>
#include <stdlib.h>

#include "../base/error.h"
#include "np_polyseries.h"
#include "np_stats.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* ---- arithmetic ---- */

/* prd[i+1] = -c[i](i+1), prd[i] += c[i](2i+1), prd[i-1] -= c[i]i; prd[0] = c[0] already. */
static void mulx_step(Value prd, Value ci, int64_t i) {
  if (i == 0) {
    np_ps_setitem(prd, 1, rt_unop(RT_UOP_NEG, ci));
    return;
  }
  Value t = rt_unop(RT_UOP_NEG, ci);
  int mark = rt_cleanup_push_value(&t);
  np_ps_put(&t, rt_binop(RT_OP_MUL, t, rt_int(i + 1)));
  rt_setitem(prd, rt_int(i + 1), t);
  rt_cleanup_pop(mark, true);
  np_ps_update_at(prd, i, NPB_ADD, rt_binop(RT_OP_MUL, ci, rt_int(2 * i + 1)));
  np_ps_update_at(prd, i - 1, NPB_SUB, rt_binop(RT_OP_MUL, ci, rt_int(i)));
}

static Value lagmulx(Value c) { return np_ps_mulx_by(c, true, mulx_step); }

/* (c1*(nd - 1))/nd and lagsub((2nd - 1)*c1, lagmulx(c1))/nd. */
static Value mul_lower(Value c1, int64_t nd) { return np_ps_muldiv(c1, nd - 1, nd); }

static Value mul_raise(Value c1, int64_t nd) {
  Value t = rt_binop(RT_OP_MUL, rt_int(2 * nd - 1), c1), u = rt_undef();
  int mark = rt_cleanup_push_value(&t);
  rt_cleanup_push_value(&u);
  u = lagmulx(c1);
  np_ps_put(&t, np_ps_sub(t, u));
  Value r = rt_binop(RT_OP_TRUEDIV, t, rt_int(nd));
  rt_cleanup_pop(mark, true);
  return r;
}

static Value lagmul(Value c1, Value c2) { return np_ps_mul_by_recurrence(c1, c2, mul_lower, mul_raise); }

static void lagdivmod(Value c1, Value c2, Value *quo, Value *rem) { np_ps_div_with(lagmul, c1, c2, quo, rem); }

static Value lagpow(Value c, Value pow, int64_t maxpower) { return np_ps_pow_with(lagmul, c, pow, maxpower); }

static Value lagline(Value off, Value scl) { /* [off + scl, -scl], or [off] when scl is 0 */
  if (np_ps_is_zero(scl)) return np_ps_array_of(off, off, false);
  Value a = rt_binop(RT_OP_ADD, off, scl), b = rt_undef();
  int mark = rt_cleanup_push_value(&a);
  rt_cleanup_push_value(&b);
  b = rt_unop(RT_UOP_NEG, scl);
  Value r = np_ps_array_of(a, b, true);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- evaluation ---- */

/* Clenshaw: c0, c1 = c[-i] - (c1*(nd-1))/nd, c0 + (c1*((2nd-1) - x))/nd; the value
 * c0 + c1*(1 - x). */
static Value val_lower(Value c1, Value x, int64_t nd) {
  (void)x;
  return np_ps_muldiv(c1, nd - 1, nd);
}

static Value val_raise(Value c1, Value x, int64_t nd) {
  Value t = np_ps_op_of(RT_OP_MUL, c1, RT_OP_SUB, rt_int(2 * nd - 1), x);
  int mark = rt_cleanup_push_value(&t);
  Value r = rt_binop(RT_OP_TRUEDIV, t, rt_int(nd));
  rt_cleanup_pop(mark, true);
  return r;
}

static Value val_last(Value c1, Value x, int64_t nd) {
  (void)nd;
  return np_ps_op_of(RT_OP_MUL, c1, RT_OP_SUB, rt_int(1), x);
}

static const NpValSteps val_steps = {val_lower, val_raise, val_last};

static Value lagval(Value x, Value c, bool tensor) { return np_ps_val_by_recurrence(x, c, tensor, false, &val_steps); }

/* ---- calculus ---- */

/* From the top: der[j-1] = -c[j], c[j-1] += c[j]; then der[0] = -c[1]. */
static Value der_step(Value c, DType cdt, int64_t n) {
  Value der = np_ps_empty_rows(n, c, cdt), row = rt_undef(), cj = rt_undef();
  int mark = rt_cleanup_push_value(&der);
  rt_cleanup_push_value(&row);
  rt_cleanup_push_value(&cj);
  for (int64_t j = n; j > 1; j--) {
    np_ps_put(&cj, np_ps_item(c, j));
    np_ps_setitem(der, j - 1, rt_unop(RT_UOP_NEG, cj));
    np_ps_put(&row, np_ps_item(c, j - 1));
    np_ps_setitem(c, j - 1, rt_binop(RT_OP_ADD, row, cj));
  }
  np_ps_put(&cj, np_ps_item(c, 1));
  np_ps_setitem(der, 0, rt_unop(RT_UOP_NEG, cj));
  rt_cleanup_pop(mark + 1, true);
  rt_cleanup_pop(mark, false);
  return der;
}

/* tmp[0] = c[0], tmp[1] = -c[0]; tmp[j] += c[j], tmp[j+1] = -c[j]. */
static void int_fill(Value c, Value tmp, int64_t n) {
  Value row = np_ps_item(c, 0), t = rt_undef();
  int mark = rt_cleanup_push_value(&row);
  rt_cleanup_push_value(&t);
  rt_setitem(tmp, rt_int(0), row);
  np_ps_setitem(tmp, 1, rt_unop(RT_UOP_NEG, row));
  for (int64_t j = 1; j < n; j++) {
    np_ps_put(&row, np_ps_item(c, j));
    np_ps_put(&t, np_ps_item(tmp, j));
    np_ps_setitem(tmp, j, rt_binop(RT_OP_ADD, t, row));
    np_ps_setitem(tmp, j + 1, rt_unop(RT_UOP_NEG, row));
  }
  rt_cleanup_pop(mark, true);
}

/* ---- Vandermonde matrix, companion matrix, Gauss-Laguerre quadrature ---- */

static Value vander_first(Value x) { return rt_binop(RT_OP_SUB, rt_int(1), x); }

static Value vander_next(Value a, Value b, Value x, int64_t i) { /* (a*(2i - 1 - x) - b*(i - 1))/i */
  Value t = np_ps_op_of(RT_OP_MUL, a, RT_OP_SUB, rt_int(2 * i - 1), x);
  int mark = rt_cleanup_push_value(&t);
  Value u = rt_binop(RT_OP_MUL, b, rt_int(i - 1));
  rt_cleanup_pop(mark, false);
  return np_ps_sub_div(t, u, i);
}

static Value lagvander(Value x, Value deg) { return np_ps_vander_by_recurrence(x, deg, vander_first, vander_next); }

/* -i beside the diagonal, 2i + 1 on it; the last column plus (c[:-1]/c[-1])*n. */
static Value lagcompanion(Value c) {
  int64_t n = np_ps_len(c) - 1;
  if (n == 1) {
    Value a = np_ps_item(c, 0), b = np_ps_item(c, 1);
    Value q = rt_binop(RT_OP_TRUEDIV, a, b), r = rt_binop(RT_OP_ADD, rt_int(1), q);
    rt_decref(a), rt_decref(b), rt_decref(q);
    return np_ps_matrix1(r);
  }
  double *top = malloc(sizeof(double) * (size_t)n), *mid = malloc(sizeof(double) * (size_t)n);
  for (int64_t i = 0; i < n; i++) top[i] = -(double)(i + 1), mid[i] = 2. * (double)i + 1.;
  Value mat = np_ps_tridiag(RT_AS(Array, c)->dtype, n, top, mid), t = rt_undef(), u = rt_undef();
  free(top);
  free(mid);
  int mark = rt_cleanup_push_value(&mat);
  rt_cleanup_push_value(&t);
  rt_cleanup_push_value(&u);
  t = np_ps_slice(c, 0, -1);
  u = np_ps_item(c, -1);
  np_ps_put(&t, rt_binop(RT_OP_TRUEDIV, t, u));
  np_ps_put(&t, rt_binop(RT_OP_MUL, t, rt_int(n)));
  np_ps_last_column(mat, NPB_ADD, t);
  rt_cleanup_pop(mark + 1, true);
  rt_cleanup_pop(mark, false);
  return mat;
}

static Value laggauss(Value deg) { return np_ps_gauss_by_val(&np_lag_basis, deg, 0); }

static Value lagweight(Value x) { /* exp(-x) */
  Value t = rt_unop(RT_UOP_NEG, x);
  int mark = rt_cleanup_push_value(&t);
  Value r = np_call1("exp", t);
  rt_cleanup_pop(mark, true);
  return r;
}

const NpPolyBasis np_lag_basis = {
    .name = "Laguerre",
    .class_repr = "<class 'numpy.polynomial.laguerre.Laguerre'>",
    .basis_name = "L",
    .index = 5,
    .domain = {0, 1},
    .x = {1, -1},
    .maxpower = 16,
    .add = np_ps_add,
    .sub = np_ps_sub,
    .mul = lagmul,
    .mulx = lagmulx,
    .divmod = lagdivmod,
    .pow = lagpow,
    .val = lagval,
    .der_step = der_step,
    .int_fill = int_fill,
    .vander = lagvander,
    .line = lagline,
    .companion = lagcompanion,
    .gauss = laggauss,
    .weight = lagweight,
};
