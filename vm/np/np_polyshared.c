/* np_polyshared.c — the pieces numpy.polynomial's families share beyond the power series:
 * the starts of <basis>val and <basis>vander, the companion matrices' tridiagonal frame,
 * polyutils' _div and _pow over a family's product, and the steps of the Gauss quadratures
 * (eigvalsh of the companion matrix, the rescalings, the symmetrizing). Each is written as the
 * array operations NumPy 1.24 performs, in its order, so that results agree to the bit. */
#include <math.h>

#include "../base/error.h"
#include "np_polyseries.h"
#include "np_stats.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

void np_ps_setitem(Value a, int64_t i, Value v) {
  int mark = rt_cleanup_push_value(&v);
  rt_setitem(a, rt_int(i), v);
  rt_cleanup_pop(mark, true);
}

Value np_ps_mulx_start(Value cv, Value *c, Value *c0, bool first_as_is) {
  *c = np_ps_as_series1(cv, true);
  *c0 = np_ps_item(*c, 0);
  int64_t n1 = np_ps_len(*c) + 1;
  if (n1 == 2 && np_ps_is_zero(*c0)) return rt_undef();
  Value prd = rt_array_new(RT_AS(Array, *c)->dtype, 1, &n1, false);
  int mark = rt_cleanup_push_value(&prd);
  if (first_as_is) rt_setitem(prd, rt_int(0), *c0);
  else np_ps_setitem(prd, 0, rt_binop(RT_OP_MUL, *c0, rt_int(0)));
  rt_cleanup_pop(mark, false);
  return prd;
}

Value np_ps_muldiv(Value a, int64_t m, int64_t d) {
  Value t = rt_binop(RT_OP_MUL, a, rt_int(m));
  int mark = rt_cleanup_push_value(&t);
  Value r = rt_binop(RT_OP_TRUEDIV, t, rt_int(d));
  rt_cleanup_pop(mark, true);
  return r;
}

Value np_ps_val_start(Value xv, Value cv, bool tensor, bool copy, Value *x) {
  Value c = np_ps_coef_array(cv, copy);
  int mark = rt_cleanup_push_value(&c);
  *x = (rt_is_list(xv) || rt_is_tuple(xv)) ? rt_array_from_value(xv, -1) : (rt_incref(xv), xv);
  if (rt_is_array(*x) && tensor) {
    const Array *ca = RT_AS(Array, c);
    int nd = ca->ndim + RT_AS(Array, *x)->ndim;
    int64_t shape[RT_MAXDIM];
    if (nd > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "too many dimensions");
    for (int d = 0; d < nd; d++) shape[d] = d < ca->ndim ? ca->shape[d] : 1;
    np_ps_put(&c, np_array_reshape(c, nd, shape));
  }
  rt_cleanup_pop(mark, false);
  return c;
}

Value np_ps_vander_start(Value xv, Value degv, Value *x, int64_t *ideg) {
  *ideg = np_ps_as_int(degv, "deg");
  if (*ideg < 0) rt_raise(RT_EXC_ValueError, "deg must be non-negative");
  *x = rt_array_from_value(xv, -1);
  if (RT_AS(Array, *x)->ndim == 0) np_ps_put(x, np_array_reshape(*x, 1, (int64_t[]){1}));
  np_ps_put(x, rt_binop(RT_OP_ADD, *x, rt_float(0.0)));
  const Array *xa = RT_AS(Array, *x);
  int64_t shape[RT_MAXDIM];
  if (xa->ndim + 1 > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "too many dimensions");
  shape[0] = *ideg + 1;
  for (int d = 0; d < xa->ndim; d++) shape[d + 1] = xa->shape[d];
  Value v = rt_array_new(xa->dtype, xa->ndim + 1, shape, false);
  int mark = rt_cleanup_push_value(&v);
  Value t = rt_binop(RT_OP_MUL, *x, rt_int(0));
  rt_cleanup_push_value(&t);
  np_ps_put(&t, rt_binop(RT_OP_ADD, t, rt_int(1)));
  rt_setitem(v, rt_int(0), t);
  rt_cleanup_pop(mark + 1, true);
  rt_cleanup_pop(mark, false);
  return v;
}

Value np_ps_tridiag(DType dt, int64_t n, const double *a, const double *d) {
  Value mat = rt_array_new(dt, 2, (int64_t[]){n, n}, true);
  Array *m = RT_AS(Array, mat);
  int isz = rt_dtypes[dt].itemsize;
  for (int64_t i = 0; i < n; i++) {
    if (d) rt_elem_set_f64(dt, m->data + (i * n + i) * isz, d[i]);
    if (i + 1 == n) break;
    rt_elem_set_f64(dt, m->data + (i * n + i + 1) * isz, a[i]);
    rt_elem_set_f64(dt, m->data + ((i + 1) * n + i) * isz, a[i]);
  }
  return mat;
}

/* polyutils._div: the quotient's coefficients from the top, each by a product with the basis
 * polynomial of its degree; the power series' answers when the divisor is a constant or longer. */
void np_ps_div_with(Value (*mul)(Value, Value), Value c1v, Value c2v, Value *quo, Value *rem) {
  Value in[2] = {c1v, c2v}, c[2];
  np_ps_as_series(2, in, c, true);
  int mark = rt_cleanup_push_value(&c[0]);
  rt_cleanup_push_value(&c[1]);
  int64_t lc1 = np_ps_len(c[0]), lc2 = np_ps_len(c[1]);
  Value last = np_ps_item(c[1], lc2 - 1);
  rt_cleanup_push_value(&last);
  if (np_ps_is_zero(last)) rt_raise(RT_EXC_ZeroDivisionError, "%s", "");
  if (lc1 < lc2 || lc2 == 1) {
    rt_cleanup_pop(mark, true);
    np_ps_divmod(c1v, c2v, quo, rem);
    return;
  }
  Value q = rt_array_new(RT_AS(Array, c[0])->dtype, 1, (int64_t[]){lc1 - lc2 + 1}, false);
  Value r = (rt_incref(c[0]), c[0]), basis = rt_undef(), p = rt_undef(), qi = rt_undef(), t = rt_undef();
  rt_cleanup_push_value(&q);
  rt_cleanup_push_value(&r);
  rt_cleanup_push_value(&basis);
  rt_cleanup_push_value(&p);
  rt_cleanup_push_value(&qi);
  rt_cleanup_push_value(&t);
  for (int64_t i = lc1 - lc2; i >= 0; i--) {
    np_ps_put(&basis, rt_list_new(i + 1));
    for (int64_t k = 0; k < i; k++) rt_list_append(basis, rt_int(0));
    rt_list_append(basis, rt_int(1));
    np_ps_put(&p, mul(basis, c[1]));
    np_ps_put(&qi, np_ps_item(r, -1));
    np_ps_put(&t, np_ps_item(p, -1));
    np_ps_put(&qi, rt_binop(RT_OP_TRUEDIV, qi, t));
    np_ps_put(&t, np_ps_slice(p, 0, -1));
    np_ps_put(&t, rt_binop(RT_OP_MUL, qi, t));
    np_ps_put(&p, np_ps_slice(r, 0, -1));
    np_ps_put(&r, rt_binop(RT_OP_SUB, p, t));
    rt_setitem(q, rt_int(i), qi);
  }
  *rem = np_ps_trimseq(r);
  rt_incref(q);
  *quo = q;
  rt_cleanup_pop(mark, true);
}

/* polyutils._pow: repeated products; the checks and powers 0 and 1 as the power series'. */
Value np_ps_pow_with(Value (*mul)(Value, Value), Value cv, Value powv, int64_t maxpower) {
  double d = rt_to_double(powv, "pow");
  int64_t power = (int64_t)d;
  if ((double)power != d || power < 2 || (maxpower >= 0 && power > maxpower))
    return np_ps_pow(cv, powv, maxpower);
  Value c = np_ps_as_series1(cv, true), prd = rt_undef();
  int mark = rt_cleanup_push_value(&c);
  rt_cleanup_push_value(&prd);
  prd = (rt_incref(c), c);
  for (int64_t i = 2; i <= power; i++) np_ps_put(&prd, mul(prd, c));
  rt_incref(prd);
  rt_cleanup_pop(mark, true);
  return prd;
}

/* ---- Gauss quadratures ---- */

Value np_ps_eigvalsh(Value m) {
  Value mod = rt_import("numpy.linalg");
  int mark = rt_cleanup_push_value(&mod);
  Value fn = rt_module_lookup(mod, "eigvalsh");
  Value r = rt_call(fn, 1, &m, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

void np_ps_scale_to_max(Value a) {
  Value t = np_call1("abs", a);
  int mark = rt_cleanup_push_value(&t);
  Value mx = rt_getattr(t, "max");
  rt_cleanup_push_value(&mx);
  np_ps_put(&t, rt_call(mx, 0, NULL, NULL));
  np_ps_inplace(NPB_DIV, a, t);
  rt_cleanup_pop(mark, true);
}

Value np_ps_symmetrize(Value a, int sign) {
  Value rev = rt_slice_new(rt_none(), rt_none(), rt_int(-1));
  int mark = rt_cleanup_push_value(&rev);
  Value t = rt_getitem(a, rev);
  rt_cleanup_push_value(&t);
  np_ps_put(&t, rt_binop(sign > 0 ? RT_OP_ADD : RT_OP_SUB, a, t));
  Value r = rt_binop(RT_OP_TRUEDIV, t, rt_int(2));
  rt_cleanup_pop(mark, true);
  return r;
}

void np_ps_normalize(Value a, double total) {
  Value s = np_call1("sum", a);
  int mark = rt_cleanup_push_value(&s);
  if (total == 0) {
    np_ps_inplace(NPB_DIV, a, s);
  } else {
    np_ps_put(&s, rt_binop(RT_OP_TRUEDIV, rt_float(total), s));
    np_ps_inplace(NPB_MUL, a, s);
  }
  rt_cleanup_pop(mark, true);
}

/* np.array([0]*deg + [1]) and its float64 series, after NumPy's check of deg. */
static Value gauss_start(Value degv, int64_t *ideg) {
  *ideg = np_ps_as_int(degv, "deg");
  if (*ideg <= 0) rt_raise(RT_EXC_ValueError, "deg must be a positive integer");
  int64_t len = *ideg + 1;
  Value c = rt_array_new(DT_INT64, 1, &len, true);
  ((int64_t *)RT_AS(Array, c)->data)[*ideg] = 1;
  return c;
}

/* leggauss, laggauss: the companion's eigenvalues improved by one Newton step with <basis>val
 * and <basis>der, the weights 1/(P_(n-1) P_n') each scaled by its largest; symmetrized and
 * scaled to total (leggauss), or scaled to one (laggauss, total 0). */
Value np_ps_gauss_by_val(const NpPolyBasis *b, Value degv, double total) {
  int64_t ideg;
  Value c = gauss_start(degv, &ideg), m = rt_undef(), x = rt_undef(), dy = rt_undef();
  Value df = rt_undef(), fm = rt_undef(), w = rt_undef();
  int mark = rt_cleanup_push_value(&c);
  rt_cleanup_push_value(&m);
  rt_cleanup_push_value(&x);
  rt_cleanup_push_value(&dy);
  rt_cleanup_push_value(&df);
  rt_cleanup_push_value(&fm);
  rt_cleanup_push_value(&w);
  m = np_ps_as_series1(c, true);
  np_ps_put(&m, b->companion(m));
  x = np_ps_eigvalsh(m);
  dy = b->val(x, c, true);
  np_ps_put(&m, np_pf_der(b, c, rt_int(1), rt_int(1), rt_int(0)));
  df = b->val(x, m, true);
  np_ps_put(&dy, rt_binop(RT_OP_TRUEDIV, dy, df));
  np_ps_inplace(NPB_SUB, x, dy);
  np_ps_put(&m, np_ps_slice(c, 1, NP_PS_END));
  fm = b->val(x, m, true);
  np_ps_scale_to_max(fm);
  np_ps_scale_to_max(df);
  np_ps_put(&fm, rt_binop(RT_OP_MUL, fm, df));
  w = rt_binop(RT_OP_TRUEDIV, rt_int(1), fm);
  if (total != 0) {
    np_ps_put(&w, np_ps_symmetrize(w, 1));
    np_ps_put(&x, np_ps_symmetrize(x, -1));
  }
  np_ps_normalize(w, total);
  Value r = rt_tuple_pair(x, w);
  x = w = rt_undef();
  rt_cleanup_pop(mark, true);
  return r;
}

/* hermgauss, hermegauss: as leggauss, with the normalized functions (normed) for the Newton
 * step, df scaled by sqrt(df_mul*deg), the weights 1/fm**2, symmetrized, scaled to total. */
Value np_ps_gauss_normed(const NpPolyBasis *b, Value degv, NpNormed normed, double df_mul, double total) {
  int64_t ideg;
  Value c = gauss_start(degv, &ideg), m = rt_undef(), x = rt_undef(), w = rt_undef();
  int mark = rt_cleanup_push_value(&c);
  rt_cleanup_push_value(&m);
  rt_cleanup_push_value(&x);
  rt_cleanup_push_value(&w);
  m = np_ps_as_series1(c, true);
  np_ps_put(&m, b->companion(m));
  np_ps_put(&m, np_ps_eigvalsh(m));
  x = rt_array_astype(m, DT_FLOAT64);
  w = rt_array_astype(m, DT_FLOAT64);
  double *xs = (double *)RT_AS(Array, x)->data, *ws = (double *)RT_AS(Array, w)->data;
  double dfs = sqrt(df_mul * (double)ideg), mx = 0;
  for (int64_t i = 0; i < ideg; i++) {
    double dy = normed(xs[i], ideg), df = normed(xs[i], ideg - 1) * dfs;
    xs[i] -= dy / df;
    ws[i] = normed(xs[i], ideg - 1);
    double a = fabs(ws[i]);
    if (a > mx || a != a) mx = a; /* NaN wins, as in max() */
  }
  for (int64_t i = 0; i < ideg; i++) {
    double f = ws[i] / mx;
    ws[i] = 1 / (f * f);
  }
  np_ps_put(&w, np_ps_symmetrize(w, 1));
  np_ps_put(&x, np_ps_symmetrize(x, -1));
  np_ps_normalize(w, total);
  Value r = rt_tuple_pair(x, w);
  x = w = rt_undef();
  rt_cleanup_pop(mark, true);
  return r;
}

/* The products of Legendre, Hermite, HermiteE and Laguerre series: Clenshaw's recurrence over
 * series, the shorter factor's coefficients from the top, xs the longer:
 *     c0, c1 = c[i]*xs - lower(c1, nd), c0 + raise(c1, nd)
 * and at the end c0 + raise(c1, 1). */
Value np_ps_mul_by_recurrence(Value c1v, Value c2v, NpRecur lower, NpRecur raise) {
  Value in[2] = {c1v, c2v}, s[2];
  np_ps_as_series(2, in, s, true);
  int mark = rt_cleanup_push_value(&s[0]);
  rt_cleanup_push_value(&s[1]);
  bool first_longer = np_ps_len(s[0]) > np_ps_len(s[1]);
  Value c = first_longer ? s[1] : s[0], xs = first_longer ? s[0] : s[1];
  Value c0 = rt_undef(), c1 = rt_undef(), t = rt_undef(), u = rt_undef(), ci = rt_undef();
  Value tmp = rt_undef();
  rt_cleanup_push_value(&c0);
  rt_cleanup_push_value(&c1);
  rt_cleanup_push_value(&t);
  rt_cleanup_push_value(&u);
  rt_cleanup_push_value(&ci);
  rt_cleanup_push_value(&tmp);
  int64_t n = np_ps_len(c);
  np_ps_put(&ci, np_ps_item(c, n == 1 ? 0 : -2));
  c0 = rt_binop(RT_OP_MUL, ci, xs);
  if (n == 1) {
    c1 = rt_int(0);
  } else {
    np_ps_put(&ci, np_ps_item(c, -1));
    c1 = rt_binop(RT_OP_MUL, ci, xs);
  }
  for (int64_t i = 3, nd = n - 1; i <= n; i++, nd--) {
    np_ps_put(&tmp, c0);
    c0 = rt_undef();
    np_ps_put(&ci, np_ps_item(c, -i));
    np_ps_put(&t, rt_binop(RT_OP_MUL, ci, xs));
    np_ps_put(&u, lower(c1, nd));
    c0 = np_ps_sub(t, u);
    np_ps_put(&t, raise(c1, nd));
    np_ps_put(&c1, np_ps_add(tmp, t));
  }
  np_ps_put(&t, raise(c1, 1));
  Value r = np_ps_add(c0, t);
  rt_cleanup_pop(mark, true);
  return r;
}

/* <basis>val for the families other than the power series: Clenshaw's recurrence from the top
 * coefficient, c0, c1 = c[-i] - lower(c1, nd), c0 + raise(c1, nd), the value c0 + last(c1). */
Value np_ps_val_by_recurrence(Value xv, Value cv, bool tensor, bool copy, const NpValSteps *k) {
  Value x = rt_undef(), c = rt_undef(), c0 = rt_undef(), c1 = rt_undef(), t = rt_undef();
  Value tmp = rt_undef(), ci = rt_undef();
  int mark = rt_cleanup_push_value(&x);
  rt_cleanup_push_value(&c);
  rt_cleanup_push_value(&c0);
  rt_cleanup_push_value(&c1);
  rt_cleanup_push_value(&t);
  rt_cleanup_push_value(&tmp);
  rt_cleanup_push_value(&ci);
  c = np_ps_val_start(xv, cv, tensor, copy, &x);
  int64_t n = np_ps_len(c);
  c0 = np_ps_item(c, n == 1 ? 0 : -2);
  c1 = n == 1 ? rt_int(0) : np_ps_item(c, -1);
  for (int64_t i = 3, nd = n - 1; i <= n; i++, nd--) {
    np_ps_put(&tmp, c0);
    c0 = rt_undef();
    np_ps_put(&t, k->lower(c1, x, nd));
    np_ps_put(&ci, np_ps_item(c, -i));
    c0 = rt_binop(RT_OP_SUB, ci, t);
    np_ps_put(&t, k->raise(c1, x, nd));
    np_ps_put(&c1, rt_binop(RT_OP_ADD, tmp, t));
  }
  np_ps_put(&t, k->last(c1, x, 0));
  Value r = rt_binop(RT_OP_ADD, c0, t);
  rt_cleanup_pop(mark, true);
  return r;
}

/* <basis>vander for the same families: v[0] = 1, v[1] = first(x), v[i] = next(v[i-1], v[i-2]). */
Value np_ps_vander_by_recurrence(Value xv, Value degv, Value (*first)(Value x), NpVanderStep next) {
  Value x = rt_undef(), v = rt_undef(), a = rt_undef(), b = rt_undef();
  int mark = rt_cleanup_push_value(&x);
  rt_cleanup_push_value(&v);
  rt_cleanup_push_value(&a);
  rt_cleanup_push_value(&b);
  int64_t ideg;
  v = np_ps_vander_start(xv, degv, &x, &ideg);
  if (ideg > 0) np_ps_setitem(v, 1, first(x));
  for (int64_t i = 2; i <= ideg; i++) {
    np_ps_put(&a, np_ps_item(v, i - 1));
    np_ps_put(&b, np_ps_item(v, i - 2));
    np_ps_setitem(v, i, next(a, b, x, i));
  }
  Value r = np_ps_move_axis(v, 0, -1);
  rt_cleanup_pop(mark, true);
  return r;
}

Value np_ps_op_of(BinOp op, Value a, BinOp inner, Value b, Value c) {
  Value t = rt_binop(inner, b, c);
  int mark = rt_cleanup_push_value(&t);
  Value r = rt_binop(op, a, t);
  rt_cleanup_pop(mark, true);
  return r;
}

Value np_ps_sub_div(Value p, Value q, int64_t d) {
  int mark = rt_cleanup_push_value(&p);
  rt_cleanup_push_value(&q);
  Value r = rt_binop(RT_OP_SUB, p, q);
  if (d) {
    rt_cleanup_push_value(&r);
    np_ps_put(&r, rt_binop(RT_OP_TRUEDIV, r, rt_int(d)));
    rt_cleanup_pop(mark + 2, false);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

void np_ps_update_at(Value a, int64_t i, NpBinary op, Value v) {
  int mark = rt_cleanup_push_value(&v);
  np_ps_inplace_slice(op, a, i, i + 1, v);
  rt_cleanup_pop(mark, true);
}

/* <basis>mulx: the zero series as it is; else prd from np_ps_mulx_start, step(prd, c[0], 0)
 * and step(prd, c[i], i) for each later coefficient, in order. */
Value np_ps_mulx_by(Value cv, bool first_as_is, NpMulxStep step) {
  Value c = rt_undef(), c0 = rt_undef(), prd = rt_undef(), ci = rt_undef();
  int mark = rt_cleanup_push_value(&c);
  rt_cleanup_push_value(&c0);
  rt_cleanup_push_value(&prd);
  rt_cleanup_push_value(&ci);
  prd = np_ps_mulx_start(cv, &c, &c0, first_as_is);
  if (rt_is_undef(prd)) {
    prd = (rt_incref(c), c);
  } else {
    step(prd, c0, 0);
    for (int64_t i = 1, n = np_ps_len(c); i < n; i++) {
      np_ps_put(&ci, np_ps_item(c, i));
      step(prd, ci, i);
    }
  }
  rt_incref(prd);
  rt_cleanup_pop(mark, true);
  return prd;
}
