/* np_polyleg.c — numpy.polynomial.legendre: Legendre series (coefficients of P_0, P_1, ...)
 * and the Legendre class's basis, as NumPy 1.24's legendre.py computes them: products by the
 * Clenshaw recurrence over series (legmulx, legadd, legsub), division and powers by
 * polyutils' generic _div and _pow over legmul, evaluation by Clenshaw's recurrence, the
 * derivative and integral by their coefficient recurrences, P_n(x) columns by
 * ((2n-1) x P_(n-1) - (n-1) P_(n-2)) / n, roots from the scaled companion matrix. */
#include <math.h>
#include <string.h>

#include "../base/error.h"
#include "np_polyseries.h"
#include "np_stats.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

static void put(Value *slot, Value v) {
  rt_decref(*slot);
  *slot = v;
}

static int64_t len_of(Value a) { return RT_AS(Array, a)->shape[0]; }

static Value mul3(Value a, Value b, Value c) { /* a*b*c, left to right */
  Value t = rt_binop(RT_OP_MUL, a, b);
  int mark = rt_cleanup_push_value(&t);
  Value r = rt_binop(RT_OP_MUL, t, c);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value muldiv(Value a, int64_t m, int64_t d) { /* a*m/d */
  Value t = rt_binop(RT_OP_MUL, a, rt_int(m));
  int mark = rt_cleanup_push_value(&t);
  Value r = rt_binop(RT_OP_TRUEDIV, t, rt_int(d));
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- arithmetic ---- */

static Value legmulx(Value cv) {
  Value c = np_ps_as_series1(cv, true), prd = rt_undef(), t = rt_undef(), ci = rt_undef();
  int mark = rt_cleanup_push_value(&c);
  rt_cleanup_push_value(&prd);
  rt_cleanup_push_value(&t);
  rt_cleanup_push_value(&ci);
  int64_t n = len_of(c);
  ci = np_ps_item(c, 0);
  if (n == 1 && np_ps_is_zero(ci)) {
    rt_incref(c);
    rt_cleanup_pop(mark, true);
    return c;
  }
  int64_t n1 = n + 1;
  prd = rt_array_new(RT_AS(Array, c)->dtype, 1, &n1, false);
  t = rt_binop(RT_OP_MUL, ci, rt_int(0));
  rt_setitem(prd, rt_int(0), t);
  rt_setitem(prd, rt_int(1), ci);
  for (int64_t i = 1; i < n; i++) {
    int64_t j = i + 1, k = i - 1, s = i + j;
    put(&ci, np_ps_item(c, i));
    put(&t, muldiv(ci, j, s));
    rt_setitem(prd, rt_int(j), t);
    put(&t, muldiv(ci, i, s));
    np_ps_inplace_slice(NPB_ADD, prd, k, k + 1, t);
  }
  rt_incref(prd);
  rt_cleanup_pop(mark, true);
  return prd;
}

/* x * (m / d) as NumPy writes c1*(nd - 1)/nd: (x*m)/d. */
static Value legmul(Value c1v, Value c2v) {
  Value in[2] = {c1v, c2v}, s[2];
  np_ps_as_series(2, in, s, true);
  int mark = rt_cleanup_push_value(&s[0]);
  rt_cleanup_push_value(&s[1]);
  bool first_longer = len_of(s[0]) > len_of(s[1]);
  Value c = first_longer ? s[1] : s[0], xs = first_longer ? s[0] : s[1];
  Value c0 = rt_undef(), c1 = rt_undef(), t = rt_undef(), u = rt_undef(), ci = rt_undef();
  rt_cleanup_push_value(&c0);
  rt_cleanup_push_value(&c1);
  rt_cleanup_push_value(&t);
  rt_cleanup_push_value(&u);
  rt_cleanup_push_value(&ci);
  int64_t n = len_of(c);
  if (n == 1) {
    put(&ci, np_ps_item(c, 0));
    c0 = rt_binop(RT_OP_MUL, ci, xs);
    c1 = rt_int(0);
  } else if (n == 2) {
    put(&ci, np_ps_item(c, 0));
    c0 = rt_binop(RT_OP_MUL, ci, xs);
    put(&ci, np_ps_item(c, 1));
    c1 = rt_binop(RT_OP_MUL, ci, xs);
  } else {
    int64_t nd = n;
    put(&ci, np_ps_item(c, -2));
    c0 = rt_binop(RT_OP_MUL, ci, xs);
    put(&ci, np_ps_item(c, -1));
    c1 = rt_binop(RT_OP_MUL, ci, xs);
    for (int64_t i = 3; i <= n; i++) {
      Value tmp = c0;
      nd--;
      put(&ci, np_ps_item(c, -i));
      put(&t, rt_binop(RT_OP_MUL, ci, xs));
      put(&u, muldiv(c1, nd - 1, nd));
      c0 = np_ps_sub(t, u);
      put(&t, legmulx(c1));
      put(&t, muldiv(t, 2 * nd - 1, nd));
      put(&c1, np_ps_add(tmp, t));
      rt_decref(tmp);
    }
  }
  put(&t, legmulx(c1));
  Value r = np_ps_add(c0, t);
  rt_cleanup_pop(mark, true);
  return r;
}

/* polyutils._div: the quotient's coefficients from the top, each by a product with P_i. */
static void legdivmod(Value c1v, Value c2v, Value *quo, Value *rem) {
  Value in[2] = {c1v, c2v}, c[2];
  np_ps_as_series(2, in, c, true);
  int mark = rt_cleanup_push_value(&c[0]);
  rt_cleanup_push_value(&c[1]);
  int64_t lc1 = len_of(c[0]), lc2 = len_of(c[1]);
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
    put(&basis, rt_list_new(i + 1));
    for (int64_t k = 0; k < i; k++) rt_list_append(basis, rt_int(0));
    rt_list_append(basis, rt_int(1));
    put(&p, legmul(basis, c[1]));
    put(&qi, np_ps_item(r, -1));
    put(&t, np_ps_item(p, -1));
    put(&qi, rt_binop(RT_OP_TRUEDIV, qi, t));
    put(&t, np_ps_slice(p, 0, -1));
    put(&t, rt_binop(RT_OP_MUL, qi, t));
    put(&p, np_ps_slice(r, 0, -1));
    put(&r, rt_binop(RT_OP_SUB, p, t));
    rt_setitem(q, rt_int(i), qi);
  }
  *rem = np_ps_trimseq(r);
  rt_incref(q);
  *quo = q;
  rt_cleanup_pop(mark, true);
}

static Value legpow(Value cv, Value powv, int64_t maxpower) {
  double d = rt_to_double(powv, "pow");
  int64_t power = (int64_t)d;
  if ((double)power != d || power < 2 || (maxpower >= 0 && power > maxpower))
    return np_ps_pow(cv, powv, maxpower); /* the checks, 0 and 1 as the power basis' */
  Value c = np_ps_as_series1(cv, true), prd = rt_undef();
  int mark = rt_cleanup_push_value(&c);
  rt_cleanup_push_value(&prd);
  prd = (rt_incref(c), c);
  for (int64_t i = 2; i <= power; i++) put(&prd, legmul(prd, c));
  rt_incref(prd);
  rt_cleanup_pop(mark, true);
  return prd;
}

/* ---- evaluation ---- */

static Value legval(Value xv, Value cv, bool tensor) {
  Value c = np_ps_coef_array(cv, false), x = rt_undef(), c0 = rt_undef(), c1 = rt_undef();
  Value t = rt_undef();
  int mark = rt_cleanup_push_value(&c);
  rt_cleanup_push_value(&x);
  rt_cleanup_push_value(&c0);
  rt_cleanup_push_value(&c1);
  rt_cleanup_push_value(&t);
  x = (rt_is_list(xv) || rt_is_tuple(xv)) ? rt_array_from_value(xv, -1) : (rt_incref(xv), xv);
  if (rt_is_array(x) && tensor) {
    const Array *ca = RT_AS(Array, c);
    int nd = ca->ndim + RT_AS(Array, x)->ndim;
    int64_t shape[RT_MAXDIM];
    if (nd > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "too many dimensions");
    for (int d = 0; d < nd; d++) shape[d] = d < ca->ndim ? ca->shape[d] : 1;
    put(&c, np_array_reshape(c, nd, shape));
  }
  int64_t n = len_of(c);
  if (n == 1) {
    c0 = np_ps_item(c, 0);
    c1 = rt_int(0);
  } else if (n == 2) {
    c0 = np_ps_item(c, 0);
    c1 = np_ps_item(c, 1);
  } else {
    int64_t nd = n;
    c0 = np_ps_item(c, -2);
    c1 = np_ps_item(c, -1);
    for (int64_t i = 3; i <= n; i++) {
      Value tmp = c0;
      nd--;
      put(&t, muldiv(c1, nd - 1, nd));
      Value ci = np_ps_item(c, -i);
      c0 = rt_binop(RT_OP_SUB, ci, t);
      rt_decref(ci);
      put(&t, rt_binop(RT_OP_MUL, c1, x));
      put(&t, muldiv(t, 2 * nd - 1, nd));
      put(&c1, rt_binop(RT_OP_ADD, tmp, t));
      rt_decref(tmp);
    }
  }
  put(&t, rt_binop(RT_OP_MUL, c1, x));
  Value r = rt_binop(RT_OP_ADD, c0, t);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- calculus ---- */

/* One derivation: der[j-1] = (2j-1) c[j] and c[j-2] += c[j] from the top. */
static Value der_step(Value c, DType cdt, int64_t n) {
  Value der = np_ps_empty_rows(n, c, cdt), row = rt_undef(), cj = rt_undef();
  int mark = rt_cleanup_push_value(&der);
  rt_cleanup_push_value(&row);
  rt_cleanup_push_value(&cj);
  for (int64_t j = n; j > 2; j--) {
    put(&cj, np_ps_item(c, j));
    put(&row, rt_binop(RT_OP_MUL, rt_int(2 * j - 1), cj));
    rt_setitem(der, rt_int(j - 1), row);
    put(&row, np_ps_item(c, j - 2));
    put(&row, rt_binop(RT_OP_ADD, row, cj));
    rt_setitem(c, rt_int(j - 2), row);
  }
  if (n > 1) {
    put(&cj, np_ps_item(c, 2));
    put(&row, rt_binop(RT_OP_MUL, rt_int(3), cj));
    rt_setitem(der, rt_int(1), row);
  }
  put(&row, np_ps_item(c, 1));
  rt_setitem(der, rt_int(0), row);
  rt_cleanup_pop(mark + 1, true);
  rt_cleanup_pop(mark, false);
  return der;
}

static Value legder(Value c, Value m, Value scl, Value axis) { return np_ps_der_with(der_step, c, m, scl, axis); }

/* tmp[2] = c[1]/3; t = c[j]/(2j+1): tmp[j+1] = t, tmp[j-1] -= t. */
static void int_fill(Value c, Value tmp, int64_t n) {
  Value row = rt_undef(), t = rt_undef();
  int mark = rt_cleanup_push_value(&row);
  rt_cleanup_push_value(&t);
  if (n > 1) {
    put(&t, np_ps_item(c, 1));
    put(&t, rt_binop(RT_OP_TRUEDIV, t, rt_int(3)));
    rt_setitem(tmp, rt_int(2), t);
  }
  for (int64_t j = 2; j < n; j++) {
    put(&t, np_ps_item(c, j));
    put(&t, rt_binop(RT_OP_TRUEDIV, t, rt_int(2 * j + 1)));
    rt_setitem(tmp, rt_int(j + 1), t);
    put(&row, np_ps_item(tmp, j - 1));
    put(&row, rt_binop(RT_OP_SUB, row, t));
    rt_setitem(tmp, rt_int(j - 1), row);
  }
  rt_cleanup_pop(mark, true);
}

static Value int_step(Value c, DType cdt, Value k, Value lbnd) {
  return np_ps_integrate_step(c, cdt, k, lbnd, int_fill, legval);
}

static Value legint(Value c, Value m, Value k, Value lbnd, Value scl, Value axis) {
  return np_ps_int_with(int_step, c, m, k, lbnd, scl, axis);
}

/* ---- Vandermonde matrix, fit, roots ---- */

static Value legvander(Value xv, Value degv) {
  int64_t ideg = np_ps_as_int(degv, "deg");
  if (ideg < 0) rt_raise(RT_EXC_ValueError, "deg must be non-negative");
  Value x = rt_array_from_value(xv, -1), v = rt_undef(), t = rt_undef(), u = rt_undef();
  int mark = rt_cleanup_push_value(&x);
  rt_cleanup_push_value(&v);
  rt_cleanup_push_value(&t);
  rt_cleanup_push_value(&u);
  if (RT_AS(Array, x)->ndim == 0) put(&x, np_array_reshape(x, 1, (int64_t[]){1}));
  put(&x, rt_binop(RT_OP_ADD, x, rt_float(0.0)));
  const Array *xa = RT_AS(Array, x);
  int64_t shape[RT_MAXDIM];
  if (xa->ndim + 1 > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "too many dimensions");
  shape[0] = ideg + 1;
  for (int d = 0; d < xa->ndim; d++) shape[d + 1] = xa->shape[d];
  v = rt_array_new(xa->dtype, xa->ndim + 1, shape, false);
  t = rt_binop(RT_OP_MUL, x, rt_int(0));
  put(&t, rt_binop(RT_OP_ADD, t, rt_int(1)));
  rt_setitem(v, rt_int(0), t);
  if (ideg > 0) rt_setitem(v, rt_int(1), x);
  for (int64_t i = 2; i <= ideg; i++) { /* (v[i-1]*x*(2i-1) - v[i-2]*(i-1))/i */
    Value a = np_ps_item(v, i - 1), b = np_ps_item(v, i - 2);
    put(&t, mul3(a, x, rt_int(2 * i - 1)));
    put(&u, rt_binop(RT_OP_MUL, b, rt_int(i - 1)));
    rt_decref(a);
    rt_decref(b);
    put(&t, rt_binop(RT_OP_SUB, t, u));
    put(&t, rt_binop(RT_OP_TRUEDIV, t, rt_int(i)));
    rt_setitem(v, rt_int(i), t);
  }
  Value r = np_ps_move_axis(v, 0, -1);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value legfit(Value x, Value y, Value deg, Value rcond, bool full, Value w) {
  return np_ps_fit_with(legvander, x, y, deg, rcond, full, w);
}

/* legcompanion: (i+1) scl_i scl_(i+1) beside the diagonal, scl_i = 1/sqrt(2i+1); the last
 * column less c[:-1]/c[-1] * (scl/scl[-1]) * (n/(2n-1)). Only for len(c) > 2 (roots). */
static Value legcompanion(Value c) {
  int64_t n = len_of(c) - 1;
  DType dt = RT_AS(Array, c)->dtype;
  Value mat = rt_array_new(dt, 2, (int64_t[]){n, n}, true), scl = rt_undef(), t = rt_undef();
  Value u = rt_undef();
  int mark = rt_cleanup_push_value(&mat);
  rt_cleanup_push_value(&scl);
  rt_cleanup_push_value(&t);
  rt_cleanup_push_value(&u);
  scl = rt_array_new(DT_FLOAT64, 1, &n, false);
  double *s = (double *)RT_AS(Array, scl)->data;
  for (int64_t i = 0; i < n; i++) s[i] = 1.0 / sqrt((double)(2 * i + 1));
  Array *m = RT_AS(Array, mat);
  int isz = rt_dtypes[dt].itemsize;
  for (int64_t i = 0; i + 1 < n; i++) {
    double top = (double)(i + 1) * s[i] * s[i + 1];
    rt_elem_set_f64(dt, m->data + (i * n + i + 1) * isz, top);
    rt_elem_set_f64(dt, m->data + ((i + 1) * n + i) * isz, top);
  }
  t = np_ps_slice(c, 0, -1);
  u = np_ps_item(c, -1);
  put(&t, rt_binop(RT_OP_TRUEDIV, t, u));
  put(&u, rt_binop(RT_OP_TRUEDIV, scl, rt_float(s[n - 1])));
  put(&t, rt_binop(RT_OP_MUL, t, u));
  put(&t, rt_binop(RT_OP_MUL, t, rt_float((double)n / (double)(2 * n - 1))));
  Value key = rt_tuple_new(2);
  rt_tuple_set(key, 0, rt_slice_new(rt_none(), rt_none(), rt_none()));
  rt_tuple_set(key, 1, rt_int(-1));
  rt_cleanup_push_value(&key);
  Value col = rt_getitem(mat, key);
  rt_cleanup_push_value(&col);
  np_ps_inplace(NPB_SUB, col, t);
  rt_cleanup_pop(mark + 1, true);
  rt_cleanup_pop(mark, false);
  return mat;
}

static Value legroots(Value c) { return np_ps_roots_with(legcompanion, c); }

static Value legfromroots(Value r) { return np_ps_fromroots_with(legmul, r); }

const NpPolyBasis np_leg_basis = {
    "Legendre", "<class 'numpy.polynomial.legendre.Legendre'>", "P",
    np_ps_add, np_ps_sub, legmul, legdivmod, legpow, legval, legder, legint,
    legfit, np_ps_line, legroots, legfromroots,
};

/* ---- the numpy.polynomial.legendre module ---- */

#define ARGS Value self, int argc, const Value *argv, const Kwargs *kw
#define PARSE(fname, n, req, ...)                   \
  (void)self;                                       \
  static const char *const names[] = {__VA_ARGS__}; \
  Value v[n];                                       \
  rt_parse_args(fname, argc, argv, kw, n, names, req, v)

static Value or_default(Value v, Value d) { return rt_is_undef(v) ? d : v; }

static Value f_legval(ARGS) {
  PARSE("legval", 3, 2, "x", "c", "tensor");
  return legval(v[0], v[1], rt_is_undef(v[2]) || rt_truthy(v[2]));
}

static Value f_legadd(ARGS) {
  PARSE("legadd", 2, 2, "c1", "c2");
  return np_ps_add(v[0], v[1]);
}

static Value f_legsub(ARGS) {
  PARSE("legsub", 2, 2, "c1", "c2");
  return np_ps_sub(v[0], v[1]);
}

static Value f_legmul(ARGS) {
  PARSE("legmul", 2, 2, "c1", "c2");
  return legmul(v[0], v[1]);
}

static Value f_legmulx(ARGS) {
  PARSE("legmulx", 1, 1, "c");
  return legmulx(v[0]);
}

static Value f_legdiv(ARGS) {
  PARSE("legdiv", 2, 2, "c1", "c2");
  Value quo, rem;
  legdivmod(v[0], v[1], &quo, &rem);
  Value t = rt_tuple_new(2);
  rt_tuple_set(t, 0, quo);
  rt_tuple_set(t, 1, rem);
  return t;
}

static Value f_legpow(ARGS) {
  PARSE("legpow", 3, 2, "c", "pow", "maxpower");
  int64_t maxpower = rt_is_undef(v[2]) ? 16 : rt_is_none(v[2]) ? -1 : rt_to_index(v[2], "maxpower");
  return legpow(v[0], v[1], maxpower);
}

static Value f_legder(ARGS) {
  PARSE("legder", 4, 1, "c", "m", "scl", "axis");
  return legder(v[0], or_default(v[1], rt_int(1)), or_default(v[2], rt_int(1)), or_default(v[3], rt_int(0)));
}

static Value f_legint(ARGS) {
  PARSE("legint", 6, 1, "c", "m", "k", "lbnd", "scl", "axis");
  Value k = rt_is_undef(v[2]) ? rt_list_new(0) : (rt_incref(v[2]), v[2]);
  int mark = rt_cleanup_push_value(&k);
  Value r = legint(v[0], or_default(v[1], rt_int(1)), k, or_default(v[3], rt_int(0)),
                   or_default(v[4], rt_int(1)), or_default(v[5], rt_int(0)));
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_legvander(ARGS) {
  PARSE("legvander", 2, 2, "x", "deg");
  return legvander(v[0], v[1]);
}

static Value f_legfit(ARGS) {
  PARSE("legfit", 6, 3, "x", "y", "deg", "rcond", "full", "w");
  return legfit(v[0], v[1], v[2], v[3], np_given(v[4]) && rt_truthy(v[4]), v[5]);
}

static Value f_legroots(ARGS) {
  PARSE("legroots", 1, 1, "c");
  return legroots(v[0]);
}

static Value f_legfromroots(ARGS) {
  PARSE("legfromroots", 1, 1, "roots");
  return legfromroots(v[0]);
}

static Value f_legline(ARGS) {
  PARSE("legline", 2, 2, "off", "scl");
  return np_ps_line(v[0], v[1]);
}

void np_legendre_module_init(Value m) {
  static const struct {
    const char *name;
    NativeFn fn;
  } fns[] = {
      {"legval", f_legval},     {"legadd", f_legadd},         {"legsub", f_legsub},
      {"legmul", f_legmul},     {"legmulx", f_legmulx},       {"legdiv", f_legdiv},
      {"legpow", f_legpow},     {"legder", f_legder},         {"legint", f_legint},
      {"legvander", f_legvander}, {"legfit", f_legfit},       {"legroots", f_legroots},
      {"legfromroots", f_legfromroots}, {"legline", f_legline},
  };
  for (size_t i = 0; i < sizeof fns / sizeof fns[0]; i++) rt_module_add_fn(m, fns[i].name, fns[i].fn);
  np_ps_add_nd_functions(m, "leg", legval);
  Value cls = np_polybasis_class(&np_leg_basis);
  rt_incref(cls);
  rt_module_set(m, "Legendre", cls);
}
