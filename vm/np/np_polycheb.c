/* np_polycheb.c — numpy.polynomial.chebyshev's family: Chebyshev series (coefficients of T_0,
 * T_1, ...). As NumPy 1.24's chebyshev.py computes them: products,
 * powers and division through "z-series" (c/2 mirrored, convolved), evaluation by Clenshaw's
 * recurrence, the derivative and integral by their coefficient recurrences, T_n(x) columns by
 * 2x T_(n-1) - T_(n-2), roots from the scaled companion matrix. The shared machinery (as_series,
 * add/sub, the fit, the derivative and integral loops, the module) is np_polyseries.c's,
 * np_polyshared.c's and np_polyfamily.c's. */
#include <math.h>
#include <stdlib.h>

#include "../base/error.h"
#include "np_polyseries.h"
#include "np_stats.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* ---- z-series ---- */

static Value to_zseries(Value c) { /* zs[n-1:] = c/2; zs + zs[::-1] */
  int64_t n = np_ps_len(c), m = 2 * n - 1;
  Value zs = rt_array_new(RT_AS(Array, c)->dtype, 1, &m, true), t = rt_undef(), tail = rt_undef();
  int mark = rt_cleanup_push_value(&zs);
  rt_cleanup_push_value(&t);
  rt_cleanup_push_value(&tail);
  t = rt_binop(RT_OP_TRUEDIV, c, rt_int(2));
  tail = np_ps_slice(zs, n - 1, NP_PS_END);
  rt_array_assign(tail, t);
  Value rev = rt_slice_new(rt_none(), rt_none(), rt_int(-1));
  rt_cleanup_push_value(&rev);
  np_ps_put(&t, rt_getitem(zs, rev));
  Value r = rt_binop(RT_OP_ADD, zs, t);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value to_cseries(Value zs) { /* c = zs[n-1:].copy(); c[1:n] *= 2 */
  int64_t n = (np_ps_len(zs) + 1) / 2;
  Value t = np_ps_slice(zs, n - 1, NP_PS_END);
  int mark = rt_cleanup_push_value(&t);
  Value c = rt_array_astype(t, RT_AS(Array, t)->dtype);
  rt_cleanup_push_value(&c);
  np_ps_inplace_slice(NPB_MUL, c, 1, n, rt_int(2));
  rt_cleanup_pop(mark + 1, false);
  rt_cleanup_pop(mark, true);
  return c;
}

static Value convolve(Value a, Value b) {
  Value args[2] = {a, b};
  return np_callk("convolve", 2, args, 0, NULL, NULL);
}

/* _zseries_div: quotient and remainder of z-series, both ends eliminated at once. */
static void zseries_div(Value z1v, Value z2v, Value *quo, Value *rem) {
  Value z1 = rt_array_astype(z1v, RT_AS(Array, z1v)->dtype), z2 = rt_undef(), q = rt_undef();
  Value r = rt_undef(), tmp = rt_undef(), scl = rt_undef();
  int mark = rt_cleanup_push_value(&z1);
  rt_cleanup_push_value(&z2);
  rt_cleanup_push_value(&q);
  rt_cleanup_push_value(&r);
  rt_cleanup_push_value(&tmp);
  rt_cleanup_push_value(&scl);
  z2 = rt_array_astype(z2v, RT_AS(Array, z2v)->dtype);
  int64_t lc1 = np_ps_len(z1), lc2 = np_ps_len(z2), dlen = lc1 - lc2;
  scl = np_ps_item(z2, 0);
  np_ps_inplace(NPB_DIV, z2, scl);
  q = rt_array_new(RT_AS(Array, z1)->dtype, 1, (int64_t[]){dlen + 1}, false);
  int64_t i = 0, j = dlen;
  for (; i < j; i++, j--) {
    np_ps_put(&r, np_ps_item(z1, i));
    rt_setitem(q, rt_int(i), r);
    rt_setitem(q, rt_int(dlen - i), r);
    np_ps_put(&tmp, rt_binop(RT_OP_MUL, r, z2));
    np_ps_inplace_slice(NPB_SUB, z1, i, i + lc2, tmp);
    np_ps_inplace_slice(NPB_SUB, z1, j, j + lc2, tmp);
  }
  np_ps_put(&r, np_ps_item(z1, i));
  rt_setitem(q, rt_int(i), r);
  np_ps_put(&tmp, rt_binop(RT_OP_MUL, r, z2));
  np_ps_inplace_slice(NPB_SUB, z1, i, i + lc2, tmp);
  np_ps_inplace(NPB_DIV, q, scl);
  np_ps_put(&tmp, np_ps_slice(z1, i + 1, i - 1 + lc2));
  *rem = rt_array_astype(tmp, RT_AS(Array, tmp)->dtype);
  rt_incref(q);
  *quo = q;
  rt_cleanup_pop(mark, true);
}

/* ---- arithmetic ---- */

/* x T_0 = T_1 and x T_i = (T_(i+1) + T_(i-1))/2. */
static void mulx_step(Value prd, Value ci, int64_t i) { /* prd[i+1] = c[i]/2, prd[i-1] += c[i]/2 */
  if (i == 0) {
    rt_setitem(prd, rt_int(1), ci);
    return;
  }
  Value t = rt_binop(RT_OP_TRUEDIV, ci, rt_int(2));
  int mark = rt_cleanup_push_value(&t);
  rt_setitem(prd, rt_int(i + 1), t);
  np_ps_inplace_slice(NPB_ADD, prd, i - 1, i, t);
  rt_cleanup_pop(mark, true);
}

static Value chebmulx(Value c) { return np_ps_mulx_by(c, false, mulx_step); }

static Value chebmul(Value c1v, Value c2v) {
  Value in[2] = {c1v, c2v}, c[2];
  np_ps_as_series(2, in, c, true);
  int mark = rt_cleanup_push_value(&c[0]);
  rt_cleanup_push_value(&c[1]);
  np_ps_put(&c[0], to_zseries(c[0]));
  np_ps_put(&c[1], to_zseries(c[1]));
  np_ps_put(&c[0], convolve(c[0], c[1]));
  np_ps_put(&c[0], to_cseries(c[0]));
  Value r = np_ps_trimseq(c[0]);
  rt_cleanup_pop(mark, true);
  return r;
}

static void chebdivmod(Value c1v, Value c2v, Value *quo, Value *rem) {
  Value in[2] = {c1v, c2v}, c[2];
  np_ps_as_series(2, in, c, true);
  int mark = rt_cleanup_push_value(&c[0]);
  rt_cleanup_push_value(&c[1]);
  int64_t lc1 = np_ps_len(c[0]), lc2 = np_ps_len(c[1]);
  Value last = np_ps_item(c[1], lc2 - 1);
  rt_cleanup_push_value(&last);
  if (np_ps_is_zero(last)) rt_raise(RT_EXC_ZeroDivisionError, "%s", "");
  if (lc1 < lc2 || lc2 == 1) { /* the power basis' answers are the same here */
    rt_cleanup_pop(mark, true);
    np_ps_divmod(c1v, c2v, quo, rem);
    return;
  }
  np_ps_put(&c[0], to_zseries(c[0]));
  np_ps_put(&c[1], to_zseries(c[1]));
  Value q, r;
  zseries_div(c[0], c[1], &q, &r);
  rt_cleanup_push_value(&q);
  rt_cleanup_push_value(&r);
  np_ps_put(&q, to_cseries(q));
  np_ps_put(&r, to_cseries(r));
  *quo = np_ps_trimseq(q);
  rt_cleanup_push_value(quo);
  *rem = np_ps_trimseq(r);
  rt_cleanup_pop(mark + 5, false);
  rt_cleanup_pop(mark, true);
}

static Value chebpow(Value cv, Value powv, int64_t maxpower) {
  double d = rt_to_double(powv, "pow");
  int64_t power = (int64_t)d;
  if ((double)power != d || power < 2 || (maxpower >= 0 && power > maxpower))
    return np_ps_pow(cv, powv, maxpower); /* the checks, 0 and 1 as the power basis' */
  Value c = np_ps_as_series1(cv, true), zs = rt_undef(), prd = rt_undef();
  int mark = rt_cleanup_push_value(&c);
  rt_cleanup_push_value(&zs);
  rt_cleanup_push_value(&prd);
  zs = to_zseries(c);
  prd = (rt_incref(zs), zs);
  for (int64_t i = 2; i <= power; i++) np_ps_put(&prd, convolve(prd, zs));
  Value r = to_cseries(prd);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- evaluation ---- */

/* Clenshaw: c0, c1 = c[-i] - c1, c0 + c1*(2x); the value c0 + c1*x. */
static Value val_lower(Value c1, Value x, int64_t nd) {
  (void)x, (void)nd;
  return (rt_incref(c1), c1);
}

static Value val_raise(Value c1, Value x, int64_t nd) {
  (void)nd;
  return np_ps_op_of(RT_OP_MUL, c1, RT_OP_MUL, rt_int(2), x);
}

static Value val_last(Value c1, Value x, int64_t nd) {
  (void)nd;
  return rt_binop(RT_OP_MUL, c1, x);
}

static const NpValSteps val_steps = {val_lower, val_raise, val_last};

static Value chebval(Value x, Value c, bool tensor) { return np_ps_val_by_recurrence(x, c, tensor, true, &val_steps); }

/* ---- calculus ---- */

/* One derivation: der[j-1] = 2j c[j] and c[j-2] += j c[j]/(j-2) from the top. */
static Value der_step(Value c, DType cdt, int64_t n) {
  Value der = np_ps_empty_rows(n, c, cdt), row = rt_undef(), t = rt_undef(), cj = rt_undef();
  int mark = rt_cleanup_push_value(&der);
  rt_cleanup_push_value(&row);
  rt_cleanup_push_value(&t);
  rt_cleanup_push_value(&cj);
  for (int64_t j = n; j > 2; j--) {
    np_ps_put(&cj, np_ps_item(c, j));
    np_ps_put(&row, rt_binop(RT_OP_MUL, rt_int(2 * j), cj));
    rt_setitem(der, rt_int(j - 1), row);
    np_ps_put(&t, rt_binop(RT_OP_MUL, rt_int(j), cj));
    np_ps_put(&t, rt_binop(RT_OP_TRUEDIV, t, rt_int(j - 2)));
    np_ps_put(&row, np_ps_item(c, j - 2));
    np_ps_put(&row, rt_binop(RT_OP_ADD, row, t));
    rt_setitem(c, rt_int(j - 2), row);
  }
  if (n > 1) {
    np_ps_put(&cj, np_ps_item(c, 2));
    np_ps_put(&row, rt_binop(RT_OP_MUL, rt_int(4), cj));
    rt_setitem(der, rt_int(1), row);
  }
  np_ps_put(&row, np_ps_item(c, 1));
  rt_setitem(der, rt_int(0), row);
  rt_cleanup_pop(mark + 1, true);
  rt_cleanup_pop(mark, false);
  return der;
}

/* tmp[2] = c[1]/4; tmp[j+1] = c[j]/(2(j+1)) and tmp[j-1] -= c[j]/(2(j-1)). */
static void int_fill(Value c, Value tmp, int64_t n) {
  Value row = rt_undef(), t = rt_undef(), cj = rt_undef();
  int mark = rt_cleanup_push_value(&row);
  rt_cleanup_push_value(&t);
  rt_cleanup_push_value(&cj);
  if (n > 1) {
    np_ps_put(&cj, np_ps_item(c, 1));
    np_ps_put(&row, rt_binop(RT_OP_TRUEDIV, cj, rt_int(4)));
    rt_setitem(tmp, rt_int(2), row);
  }
  for (int64_t j = 2; j < n; j++) {
    np_ps_put(&cj, np_ps_item(c, j));
    np_ps_put(&row, rt_binop(RT_OP_TRUEDIV, cj, rt_int(2 * (j + 1))));
    rt_setitem(tmp, rt_int(j + 1), row);
    np_ps_put(&t, rt_binop(RT_OP_TRUEDIV, cj, rt_int(2 * (j - 1))));
    np_ps_put(&row, np_ps_item(tmp, j - 1));
    np_ps_put(&row, rt_binop(RT_OP_SUB, row, t));
    rt_setitem(tmp, rt_int(j - 1), row);
  }
  rt_cleanup_pop(mark, true);
}

/* ---- Vandermonde matrix, fit, roots ---- */

static Value vander_first(Value x) { return (rt_incref(x), x); }

static Value vander_next(Value a, Value b, Value x, int64_t i) { /* a*(2x) - b */
  (void)i;
  return np_ps_sub_div(np_ps_op_of(RT_OP_MUL, a, RT_OP_MUL, rt_int(2), x), (rt_incref(b), b), 0);
}

static Value chebvander(Value x, Value deg) { return np_ps_vander_by_recurrence(x, deg, vander_first, vander_next); }

/* chebcompanion: sqrt(0.5) and 1/2 beside the diagonal, the last column less the scaled c. */
static Value chebcompanion(Value c) {
  int64_t n = np_ps_len(c) - 1;
  if (n == 1) return np_ps_matrix1(np_ps_neg_ratio(c));
  double h = sqrt(0.5), *a = malloc(sizeof(double) * (size_t)n);
  for (int64_t i = 0; i + 1 < n; i++) a[i] = i == 0 ? h : 0.5;
  Value mat = np_ps_tridiag(RT_AS(Array, c)->dtype, n, a, NULL), t = rt_undef(), u = rt_undef();
  free(a);
  int mark = rt_cleanup_push_value(&mat);
  rt_cleanup_push_value(&t);
  rt_cleanup_push_value(&u);
  Value scl = rt_array_new(DT_FLOAT64, 1, &n, false);
  rt_cleanup_push_value(&scl);
  for (int64_t i = 0; i < n; i++) ((double *)RT_AS(Array, scl)->data)[i] = i == 0 ? 1.0 : h;
  t = np_ps_slice(c, 0, -1);
  u = np_ps_item(c, -1);
  np_ps_put(&t, rt_binop(RT_OP_TRUEDIV, t, u));
  np_ps_put(&u, rt_binop(RT_OP_TRUEDIV, scl, rt_float(n > 1 ? h : 1.0)));
  np_ps_put(&t, rt_binop(RT_OP_MUL, t, u));
  np_ps_put(&t, rt_binop(RT_OP_MUL, t, rt_float(0.5)));
  np_ps_last_column(mat, NPB_SUB, t);
  rt_cleanup_pop(mark + 1, true);
  rt_cleanup_pop(mark, false);
  return mat;
}

const NpPolyBasis np_cheb_basis = {
    .name = "Chebyshev",
    .class_repr = "<class 'numpy.polynomial.chebyshev.Chebyshev'>",
    .basis_name = "T",
    .index = 1,
    .domain = {-1, 1},
    .x = {0, 1},
    .maxpower = 16,
    .add = np_ps_add,
    .sub = np_ps_sub,
    .mul = chebmul,
    .mulx = chebmulx,
    .divmod = chebdivmod,
    .pow = chebpow,
    .val = chebval,
    .der_step = der_step,
    .int_fill = int_fill,
    .vander = chebvander,
    .line = np_ps_line,
    .companion = chebcompanion,
    .gauss = np_chebgauss,
    .weight = np_chebweight,
};
