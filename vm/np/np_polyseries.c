/* np_polyseries.c — numpy.polynomial.polynomial: power series held as 1-d coefficient arrays,
 * lowest degree first (polyadd, polysub, polymul, polymulx, polydiv, polypow, polyval, polyder,
 * polyint, polyvander, polyfit, polycompanion, polyroots, polyfromroots, polyline, polytrim),
 * and the numpy.polynomial.polyutils helpers the Polynomial class (np_polyclass.c) shares:
 * as_series, trimseq, mapparms, mapdomain, getdomain.
 *
 * Every function is written as array operations in the order NumPy 1.24's
 * numpy/polynomial/polynomial.py and polyutils.py perform them (Horner from the top
 * coefficient, c1[:n] += c2, the division's c1[i:j] -= c2*c1[j], the fit's column scaling
 * before lstsq), so that results agree with NumPy's to the bit.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "np_cplx_order.h"
#include "np_loops.h"
#include "np_polyseries.h"
#include "np_stats.h"
#include "../obj/class.h"
#include "../obj/exc.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

#define NO_STOP NP_PS_END
#define slice np_ps_slice
#define item np_ps_item
#define inplace np_ps_inplace
#define inplace_slice np_ps_inplace_slice
#define first_times_zero np_ps_first_zero
#define is_zero np_ps_is_zero
#define coef_array np_ps_coef_array
#define empty_like_rows np_ps_empty_rows
#define move_axis np_ps_move_axis

/* a[start:stop] (stop NO_STOP: to the end): a view. */
Value np_ps_slice(Value a, int64_t start, int64_t stop) {
  Value s = rt_slice_new(rt_int(start), stop == NO_STOP ? rt_none() : rt_int(stop), rt_none());
  int mark = rt_cleanup_push_value(&s);
  Value r = np_array_getitem(a, s);
  rt_cleanup_pop(mark, true);
  return r;
}

Value item(Value a, int64_t i) { /* a[i], i may count from the end */
  return rt_getitem(a, rt_int(i));
}

static Value binop(BinOp op, Value a, Value b) { return rt_binop(op, a, b); }

static Value list_get(Value l, int64_t i) { return RT_AS(List, l)->items[i]; } /* borrowed */
static Value tuple_get(Value t, int64_t i) { return RT_AS(Tuple, t)->items[i]; } /* borrowed */

static void list_append_steal(Value l, Value v) {
  int mark = rt_cleanup_push_value(&v);
  rt_list_append(l, v);
  rt_cleanup_pop(mark, true);
}

/* NumPy's in-place a op= b: the result cast back into a's dtype. */
void inplace(NpBinary op, Value a, Value b) {
  Value r = np_apply_binary(op, a, b, a);
  rt_decref(r);
}

/* a[lo:hi] op= b. */
void inplace_slice(NpBinary op, Value a, int64_t lo, int64_t hi, Value b) {
  Value s = slice(a, lo, hi);
  int mark = rt_cleanup_push_value(&s);
  inplace(op, s, b);
  rt_cleanup_pop(mark, true);
}

static Value call_kw(const char *fn, int argc, const Value *argv, const char *kn, Value kv) {
  const char *names[1] = {kn};
  return np_callk(fn, argc, argv, kn ? 1 : 0, names, &kv);
}

/* ---- polyutils ---- */

Value np_ps_trimseq(Value a) {
  const Array *x = RT_AS(Array, a);
  if (x->size == 0) {
    rt_incref(a);
    return a;
  }
  int64_t i = x->shape[0] - 1;
  while (i > 0 && !rt_elem_truthy(x->dtype, x->data + i * x->strides[0])) i--;
  return slice(a, 0, i + 1);
}

/* np.common_type's result for one array: float64 for integers and booleans. */
static int series_prec(DType d, bool *cplx) {
  switch (d) {
  case DT_FLOAT16: return 2;
  case DT_FLOAT32: return 4;
  case DT_COMPLEX64: *cplx = true; return 4;
  case DT_COMPLEX128: *cplx = true; return 8;
  default: return 8;
  }
}

static DType series_dtype(int prec, bool cplx) {
  if (cplx) return prec <= 4 ? DT_COMPLEX64 : DT_COMPLEX128;
  return prec == 2 ? DT_FLOAT16 : prec == 4 ? DT_FLOAT32 : DT_FLOAT64;
}

static Value as_1d(Value v) {
  Value a = rt_array_from_value(v, -1);
  if (!rt_is_array(a)) {
    rt_decref(a);
    rt_raise(RT_EXC_ValueError, "Coefficient arrays have no common type");
  }
  if (RT_AS(Array, a)->ndim == 0) {
    int64_t one = 1;
    Value r = np_array_reshape(a, 1, &one);
    rt_decref(a);
    a = r;
  }
  return a;
}

void np_ps_as_series(int n, const Value *in, Value *out, bool trim) {
  for (int i = 0; i < n; i++) out[i] = rt_undef();
  int mark = rt_cleanup_push_value(&out[0]);
  for (int i = 1; i < n; i++) rt_cleanup_push_value(&out[i]);
  for (int i = 0; i < n; i++) out[i] = as_1d(in[i]);
  for (int i = 0; i < n; i++)
    if (RT_AS(Array, out[i])->size == 0) rt_raise(RT_EXC_ValueError, "Coefficient array is empty");
  for (int i = 0; i < n; i++)
    if (RT_AS(Array, out[i])->ndim != 1) rt_raise(RT_EXC_ValueError, "Coefficient array is not 1-d");
  if (trim)
    for (int i = 0; i < n; i++) np_ps_put(&out[i], np_ps_trimseq(out[i]));
  int prec = 2;
  bool cplx = false;
  for (int i = 0; i < n; i++) {
    int p = series_prec(RT_AS(Array, out[i])->dtype, &cplx);
    if (p > prec) prec = p;
  }
  for (int i = 0; i < n; i++) np_ps_put(&out[i], rt_array_astype(out[i], series_dtype(prec, cplx)));
  rt_cleanup_pop(mark, false);
}

Value np_ps_as_series1(Value c, bool trim) {
  Value r;
  np_ps_as_series(1, &c, &r, trim);
  return r;
}

void np_ps_mapparms(Value old, Value new_, Value *off, Value *scl) {
  Value o0 = item(old, 0), o1 = item(old, 1), n0 = rt_undef(), n1 = rt_undef();
  Value oldlen = rt_undef(), newlen = rt_undef(), t = rt_undef(), u = rt_undef();
  int mark = rt_cleanup_push_value(&o0);
  rt_cleanup_push_value(&o1);
  rt_cleanup_push_value(&n0);
  rt_cleanup_push_value(&n1);
  rt_cleanup_push_value(&oldlen);
  rt_cleanup_push_value(&newlen);
  rt_cleanup_push_value(&t);
  rt_cleanup_push_value(&u);
  n0 = item(new_, 0);
  n1 = item(new_, 1);
  oldlen = binop(RT_OP_SUB, o1, o0);
  newlen = binop(RT_OP_SUB, n1, n0);
  t = binop(RT_OP_MUL, o1, n0);
  u = binop(RT_OP_MUL, o0, n1);
  np_ps_put(&t, binop(RT_OP_SUB, t, u));
  *off = binop(RT_OP_TRUEDIV, t, oldlen);
  rt_cleanup_push_value(off);
  *scl = binop(RT_OP_TRUEDIV, newlen, oldlen);
  rt_cleanup_pop(mark + 8, false);
  rt_cleanup_pop(mark, true);
}

Value np_ps_mapdomain(Value x, Value old, Value new_) {
  Value off, scl, xa = rt_array_from_value(x, -1);
  int mark = rt_cleanup_push_value(&xa);
  np_ps_mapparms(old, new_, &off, &scl);
  rt_cleanup_push_value(&off);
  rt_cleanup_push_value(&scl);
  Value t = binop(RT_OP_MUL, scl, xa);
  rt_cleanup_push_value(&t);
  Value r = binop(RT_OP_ADD, off, t);
  rt_cleanup_pop(mark, true);
  return r;
}

Value np_ps_getdomain(Value x) {
  Value a = np_ps_as_series1(x, false), lo = rt_undef(), hi = rt_undef(), re = rt_undef(),
        im = rt_undef(), l = rt_undef();
  int mark = rt_cleanup_push_value(&a);
  rt_cleanup_push_value(&lo);
  rt_cleanup_push_value(&hi);
  rt_cleanup_push_value(&re);
  rt_cleanup_push_value(&im);
  rt_cleanup_push_value(&l);
  Value r;
  if (rt_dtypes[RT_AS(Array, a)->dtype].kind == 'c') {
    re = np_call1("real", a);
    im = np_call1("imag", a);
    int64_t two = 2;
    r = rt_array_new(DT_COMPLEX128, 1, &two, true);
    NpCdouble *d = (NpCdouble *)RT_AS(Array, r)->data;
    Value parts[4] = {np_call1("min", re), np_call1("min", im), np_call1("max", re),
                      np_call1("max", im)};
    d[0].re = rt_to_double(parts[0], "x");
    d[0].im = rt_to_double(parts[1], "x");
    d[1].re = rt_to_double(parts[2], "x");
    d[1].im = rt_to_double(parts[3], "x");
    for (int i = 0; i < 4; i++) rt_decref(parts[i]);
  } else {
    lo = np_call1("min", a);
    hi = np_call1("max", a);
    l = rt_list_new(2);
    rt_list_append(l, lo);
    rt_list_append(l, hi);
    r = np_call1("array", l);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

/* operator.index(x), with NumPy's message "<desc> must be an integer"; an integral float is
 * accepted (NumPy 1.24 warns that it will not be). */
int64_t np_ps_as_int(Value x, const char *desc) {
  if (x.tag == RT_INT || x.tag == RT_BOOL) return rt_to_index(x, desc);
  if (rt_is_npscalar(x) && strchr("biu", rt_dtypes[RT_AS(NpScalar, x)->dtype].kind))
    return rt_to_index(x, desc);
  if (x.tag == RT_FLOAT || (rt_is_npscalar(x) && rt_dtypes[RT_AS(NpScalar, x)->dtype].kind == 'f')) {
    double d = rt_to_double(x, desc);
    if (d == floor(d) && fabs(d) < 9.2e18) return (int64_t)d;
  }
  if (rt_is_str(x)) { /* NumPy tries int(x): a str that is no int literal fails there */
    const char *s = rt_str_data(x), *q = s;
    while (*q == ' ') q++;
    if (*q == '+' || *q == '-') q++;
    bool digits = *q >= '0' && *q <= '9';
    while ((*q >= '0' && *q <= '9') || *q == '_') q++;
    while (*q == ' ') q++;
    if (!digits || *q) rt_raise(RT_EXC_ValueError, "invalid literal for int() with base 10: '%s'", s);
  }
  rt_raise(RT_EXC_TypeError, "%s must be an integer", desc);
}

/* ---- arithmetic ---- */

static Value add_sub(Value a1, Value a2, bool sub) {
  Value in[2] = {a1, a2}, c[2];
  np_ps_as_series(2, in, c, true);
  int mark = rt_cleanup_push_value(&c[0]);
  rt_cleanup_push_value(&c[1]);
  int64_t n1 = np_ps_len(c[0]), n2 = np_ps_len(c[1]);
  Value ret;
  if (n1 > n2) {
    inplace_slice(sub ? NPB_SUB : NPB_ADD, c[0], 0, n2, c[1]);
    ret = c[0];
  } else {
    if (sub) np_ps_put(&c[1], rt_unop(RT_UOP_NEG, c[1]));
    inplace_slice(NPB_ADD, c[1], 0, n1, c[0]);
    ret = c[1];
  }
  Value r = np_ps_trimseq(ret);
  rt_cleanup_pop(mark, true);
  return r;
}

Value np_ps_add(Value c1, Value c2) { return add_sub(c1, c2, false); }
Value np_ps_sub(Value c1, Value c2) { return add_sub(c1, c2, true); }

static Value convolve(Value a, Value b) {
  Value args[2] = {a, b};
  return np_callk("convolve", 2, args, 0, NULL, NULL);
}

Value np_ps_mul(Value c1, Value c2) {
  Value in[2] = {c1, c2}, c[2];
  np_ps_as_series(2, in, c, true);
  int mark = rt_cleanup_push_value(&c[0]);
  rt_cleanup_push_value(&c[1]);
  Value p = convolve(c[0], c[1]);
  rt_cleanup_push_value(&p);
  Value r = np_ps_trimseq(p);
  rt_cleanup_pop(mark, true);
  return r;
}

Value first_times_zero(Value c) { /* c[:1]*0 */
  Value h = slice(c, 0, 1);
  int mark = rt_cleanup_push_value(&h);
  Value r = binop(RT_OP_MUL, h, rt_int(0));
  rt_cleanup_pop(mark, true);
  return r;
}

bool is_zero(Value v) {
  Value e = binop(RT_OP_EQ, v, rt_int(0));
  bool z = rt_truthy(e);
  rt_decref(e);
  return z;
}

/* Long division, the divisor's lead scaled to one: c1[i:j] -= c2*c1[j] from the top. */
static void divide_long(Value c1, Value c2, Value *quo, Value *rem) {
  int64_t lc1 = np_ps_len(c1), lc2 = np_ps_len(c2);
  Value scl = item(c2, lc2 - 1), d = rt_undef(), head = rt_undef(), lead = rt_undef();
  Value t = rt_undef();
  int mark = rt_cleanup_push_value(&scl);
  rt_cleanup_push_value(&d);
  rt_cleanup_push_value(&head);
  rt_cleanup_push_value(&lead);
  rt_cleanup_push_value(&t);
  head = slice(c2, 0, -1);
  d = binop(RT_OP_TRUEDIV, head, scl);
  int64_t i = lc1 - lc2, j = lc1 - 1;
  for (; i >= 0; i--, j--) {
    np_ps_put(&lead, item(c1, j));
    np_ps_put(&t, binop(RT_OP_MUL, d, lead));
    inplace_slice(NPB_SUB, c1, i, j, t);
  }
  np_ps_put(&head, slice(c1, j + 1, NO_STOP));
  *quo = binop(RT_OP_TRUEDIV, head, scl);
  rt_cleanup_push_value(quo);
  np_ps_put(&head, slice(c1, 0, j + 1));
  *rem = np_ps_trimseq(head);
  rt_cleanup_pop(mark + 5, false);
  rt_cleanup_pop(mark, true);
}

void np_ps_divmod(Value c1v, Value c2v, Value *quo, Value *rem) {
  Value in[2] = {c1v, c2v}, c[2];
  np_ps_as_series(2, in, c, true);
  int mark = rt_cleanup_push_value(&c[0]);
  rt_cleanup_push_value(&c[1]);
  int64_t lc1 = np_ps_len(c[0]), lc2 = np_ps_len(c[1]);
  Value last = item(c[1], lc2 - 1);
  rt_cleanup_push_value(&last);
  if (is_zero(last)) rt_raise(RT_EXC_ZeroDivisionError, "%s", "");
  if (lc1 < lc2) {
    *quo = first_times_zero(c[0]);
    rt_incref(c[0]);
    *rem = c[0];
  } else if (lc2 == 1) {
    *quo = binop(RT_OP_TRUEDIV, c[0], last);
    rt_cleanup_push_value(quo);
    *rem = first_times_zero(c[0]);
    rt_cleanup_pop(mark + 3, false);
  } else {
    divide_long(c[0], c[1], quo, rem);
  }
  rt_cleanup_pop(mark, true);
}

Value np_ps_pow(Value cv, Value powv, int64_t maxpower) {
  Value c = np_ps_as_series1(cv, true);
  int mark = rt_cleanup_push_value(&c);
  double d = rt_to_double(powv, "pow");
  int64_t power = (int64_t)d;
  if ((double)power != d || power < 0) rt_raise(RT_EXC_ValueError, "Power must be a non-negative integer.");
  if (maxpower >= 0 && power > maxpower) rt_raise(RT_EXC_ValueError, "Power is too large");
  Value prd;
  if (power == 0) {
    int64_t one = 1;
    prd = rt_array_new(RT_AS(Array, c)->dtype, 1, &one, true);
    rt_elem_set_f64(RT_AS(Array, prd)->dtype, RT_AS(Array, prd)->data, 1.0);
  } else {
    rt_incref(c);
    prd = c;
    rt_cleanup_push_value(&prd);
    for (int64_t i = 2; i <= power; i++) np_ps_put(&prd, convolve(prd, c));
    rt_cleanup_pop(mark + 1, false);
  }
  rt_cleanup_pop(mark, true);
  return prd;
}

/* ---- evaluation ---- */

/* np.array(c, ndmin=1), integers and booleans made float64 (c + 0.0). */
Value coef_array(Value c, bool copy) {
  Value a = as_1d(c);
  if (strchr("biu", rt_dtypes[RT_AS(Array, a)->dtype].kind)) {
    Value f = rt_array_astype(a, DT_FLOAT64);
    rt_decref(a);
    return f;
  }
  if (copy) {
    Value f = rt_array_astype(a, RT_AS(Array, a)->dtype);
    rt_decref(a);
    return f;
  }
  return a;
}

Value np_ps_val(Value xv, Value cv, bool tensor) {
  Value x = rt_undef(), c = rt_undef(), c0 = rt_undef(), t = rt_undef(), ci = rt_undef();
  int mark = rt_cleanup_push_value(&x);
  rt_cleanup_push_value(&c);
  rt_cleanup_push_value(&c0);
  rt_cleanup_push_value(&t);
  rt_cleanup_push_value(&ci);
  c = np_ps_val_start(xv, cv, tensor, false, &x);
  int64_t n = np_ps_len(c);
  t = binop(RT_OP_MUL, x, rt_int(0));
  ci = item(c, -1);
  c0 = binop(RT_OP_ADD, ci, t);
  for (int64_t i = 2; i <= n; i++) {
    np_ps_put(&t, binop(RT_OP_MUL, c0, x));
    np_ps_put(&ci, item(c, -i));
    np_ps_put(&c0, binop(RT_OP_ADD, ci, t));
  }
  Value r = c0;
  rt_incref(r);
  rt_cleanup_pop(mark, true);
  return r;
}

/* polyutils._valnd (points of equal shapes, c evaluated along its leading axes) and _gridnd
 * (the tensor product of the points); n is 2 or 3. */
Value np_ps_valnd(NpVal val, Value cv, int n, const Value *xs) {
  Value x[3] = {rt_undef(), rt_undef(), rt_undef()}, c = rt_undef();
  int mark = rt_cleanup_push_value(&x[0]);
  rt_cleanup_push_value(&x[1]);
  rt_cleanup_push_value(&x[2]);
  rt_cleanup_push_value(&c);
  for (int i = 0; i < n; i++) x[i] = rt_array_from_value(xs[i], -1);
  const Array *a0 = RT_AS(Array, x[0]);
  for (int i = 1; i < n; i++) {
    const Array *ai = RT_AS(Array, x[i]);
    if (ai->ndim != a0->ndim || memcmp(ai->shape, a0->shape, sizeof(int64_t) * (size_t)a0->ndim))
      rt_raise(RT_EXC_ValueError, n == 3 ? "x, y, z are incompatible" : "x, y are incompatible");
  }
  c = val(x[0], cv, true);
  for (int i = 1; i < n; i++) np_ps_put(&c, val(x[i], c, false));
  rt_incref(c);
  rt_cleanup_pop(mark, true);
  return c;
}

Value np_ps_gridnd(NpVal val, Value cv, int n, const Value *xs) {
  Value c = val(xs[0], cv, true);
  int mark = rt_cleanup_push_value(&c);
  for (int i = 1; i < n; i++) np_ps_put(&c, val(xs[i], c, true));
  rt_cleanup_pop(mark, false);
  return c;
}

/* ---- calculus ---- */

Value move_axis(Value a, int64_t from, int64_t to) {
  Value args[3] = {a, rt_int(from), rt_int(to)};
  return np_callk("moveaxis", 3, args, 0, NULL, NULL);
}

Value empty_like_rows(int64_t n, Value c, DType dt) { /* empty((n,) + c.shape[1:]) */
  const Array *a = RT_AS(Array, c);
  int64_t shape[RT_MAXDIM];
  shape[0] = n;
  for (int d = 1; d < a->ndim; d++) shape[d] = a->shape[d];
  return rt_array_new(dt, a->ndim, shape, false);
}

static int norm_axis(Value axis, const char *desc, Value c) {
  int64_t ax = np_ps_as_int(axis, desc);
  return np_axis_index(ax, RT_AS(Array, c)->ndim);
}

/* One derivation of the power series c (rows along axis 0, n + 1 of them): n rows. */
static Value power_der_step(Value c, DType cdt, int64_t n) {
  Value der = empty_like_rows(n, c, cdt), row = rt_undef();
  int mark = rt_cleanup_push_value(&der);
  rt_cleanup_push_value(&row);
  for (int64_t j = n; j > 0; j--) {
    np_ps_put(&row, item(c, j));
    np_ps_put(&row, binop(RT_OP_MUL, rt_int(j), row));
    rt_setitem(der, rt_int(j - 1), row);
  }
  rt_cleanup_pop(mark + 1, true);
  rt_cleanup_pop(mark, false);
  return der;
}

Value np_pf_der(const NpPolyBasis *b, Value cv, Value mv, Value sclv, Value axisv) {
  Value c = coef_array(cv, true);
  int mark = rt_cleanup_push_value(&c);
  DType cdt = RT_AS(Array, c)->dtype;
  int64_t cnt = np_ps_as_int(mv, "the order of derivation");
  int iaxis = (int)np_ps_as_int(axisv, "the axis");
  if (cnt < 0) rt_raise(RT_EXC_ValueError, "The order of derivation must be non-negative");
  iaxis = norm_axis(rt_int(iaxis), "the axis", c);
  if (cnt > 0) {
    np_ps_put(&c, move_axis(c, iaxis, 0));
    int64_t n = np_ps_len(c);
    if (cnt >= n) {
      np_ps_put(&c, first_times_zero(c));
    } else {
      for (int64_t i = 0; i < cnt; i++) {
        n--;
        inplace(NPB_MUL, c, sclv);
        np_ps_put(&c, b->der_step(c, cdt, n));
      }
    }
    np_ps_put(&c, move_axis(c, 0, iaxis));
  }
  rt_incref(c);
  rt_cleanup_pop(mark, true);
  return c;
}

/* The integration constants k as a list of cnt values (missing ones 0). */
static Value int_constants(Value k, int64_t cnt) {
  Value l;
  if (rt_is_list(k) || rt_is_tuple(k) || rt_is_array(k)) {
    l = rt_list_new(0);
    int mark = rt_cleanup_push_value(&l);
    Value it = rt_iter(k), v;
    rt_cleanup_push_value(&it);
    while (rt_next(it, &v)) list_append_steal(l, v);
    rt_cleanup_pop(mark + 1, true);
    rt_cleanup_pop(mark, false);
  } else {
    l = rt_list_new(1);
    rt_list_append(l, k);
  }
  if (rt_len(l) > cnt) {
    rt_decref(l);
    rt_raise(RT_EXC_ValueError, "Too many integration constants");
  }
  while (rt_len(l) < cnt) rt_list_append(l, rt_int(0));
  return l;
}

static bool is_scalar_value(Value v) {
  if (rt_is_array(v)) return RT_AS(Array, v)->ndim == 0;
  return !(rt_is_list(v) || rt_is_tuple(v));
}

/* tmp[j+1] = c[j]/(j+1). */
static void power_int_fill(Value c, Value tmp, int64_t n) {
  Value row = rt_undef();
  int mark = rt_cleanup_push_value(&row);
  for (int64_t j = 1; j < n; j++) {
    np_ps_put(&row, item(c, j));
    np_ps_put(&row, binop(RT_OP_TRUEDIV, row, rt_int(j + 1)));
    rt_setitem(tmp, rt_int(j + 1), row);
  }
  rt_cleanup_pop(mark, true);
}

/* One integration of c (rows along axis 0) with the constant k: a row more. */
static Value integrate_once(const NpPolyBasis *b, Value c, DType cdt, Value k, Value lbnd) {
  int64_t n = np_ps_len(c);
  Value tmp = rt_undef(), row = rt_undef(), t = rt_undef();
  int mark = rt_cleanup_push_value(&tmp);
  rt_cleanup_push_value(&row);
  rt_cleanup_push_value(&t);
  row = item(c, 0);
  np_ps_put(&t, binop(RT_OP_EQ, row, rt_int(0)));
  np_ps_put(&t, np_call1("all", t));
  if (n == 1 && rt_truthy(t)) {
    np_ps_put(&row, binop(RT_OP_ADD, row, k));
    rt_setitem(c, rt_int(0), row);
    rt_incref(c);
    tmp = c;
  } else {
    tmp = empty_like_rows(n + 1, c, cdt);
    np_ps_put(&t, binop(RT_OP_MUL, row, rt_int(0)));
    rt_setitem(tmp, rt_int(0), t);
    rt_setitem(tmp, rt_int(1), row);
    b->int_fill(c, tmp, n);
    np_ps_put(&t, b->val(lbnd, tmp, true));
    np_ps_put(&t, binop(RT_OP_SUB, k, t));
    np_ps_put(&row, item(tmp, 0));
    np_ps_put(&row, binop(RT_OP_ADD, row, t));
    rt_setitem(tmp, rt_int(0), row);
  }
  rt_incref(tmp);
  rt_cleanup_pop(mark, true);
  return tmp;
}

Value np_pf_int(const NpPolyBasis *b, Value cv, Value mv, Value kv, Value lbnd, Value sclv, Value axisv) {
  Value c = coef_array(cv, true), k = rt_undef();
  int mark = rt_cleanup_push_value(&c);
  rt_cleanup_push_value(&k);
  DType cdt = RT_AS(Array, c)->dtype;
  int64_t cnt = np_ps_as_int(mv, "the order of integration");
  int64_t iaxis = np_ps_as_int(axisv, "the axis");
  if (cnt < 0) rt_raise(RT_EXC_ValueError, "The order of integration must be non-negative");
  k = int_constants(kv, cnt < 0 ? 0 : cnt);
  if (!is_scalar_value(lbnd)) rt_raise(RT_EXC_ValueError, "lbnd must be a scalar.");
  if (!is_scalar_value(sclv)) rt_raise(RT_EXC_ValueError, "scl must be a scalar.");
  int ax = np_axis_index(iaxis, RT_AS(Array, c)->ndim);
  if (cnt > 0) {
    np_ps_put(&c, move_axis(c, ax, 0));
    for (int64_t i = 0; i < cnt; i++) {
      inplace(NPB_MUL, c, sclv);
      np_ps_put(&c, integrate_once(b, c, cdt, list_get(k, i), lbnd));
    }
    np_ps_put(&c, move_axis(c, 0, ax));
  }
  rt_incref(c);
  rt_cleanup_pop(mark, true);
  return c;
}

/* ---- Vandermonde matrix and least squares ---- */

Value np_ps_vander(Value xv, Value degv) {
  int64_t ideg = np_ps_as_int(degv, "deg");
  if (ideg < 0) rt_raise(RT_EXC_ValueError, "deg must be non-negative");
  Value x = as_1d(xv), v = rt_undef(), t = rt_undef(), prev = rt_undef();
  int mark = rt_cleanup_push_value(&x);
  rt_cleanup_push_value(&v);
  rt_cleanup_push_value(&t);
  rt_cleanup_push_value(&prev);
  np_ps_put(&x, binop(RT_OP_ADD, x, rt_float(0.0)));
  const Array *xa = RT_AS(Array, x);
  int64_t shape[RT_MAXDIM];
  if (xa->ndim + 1 > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "too many dimensions");
  shape[0] = ideg + 1;
  for (int d = 0; d < xa->ndim; d++) shape[d + 1] = xa->shape[d];
  v = rt_array_new(xa->dtype, xa->ndim + 1, shape, false);
  t = binop(RT_OP_MUL, x, rt_int(0));
  np_ps_put(&t, binop(RT_OP_ADD, t, rt_int(1)));
  rt_setitem(v, rt_int(0), t);
  if (ideg > 0) rt_setitem(v, rt_int(1), x);
  for (int64_t i = 2; i <= ideg; i++) {
    np_ps_put(&prev, item(v, i - 1));
    np_ps_put(&t, binop(RT_OP_MUL, prev, x));
    rt_setitem(v, rt_int(i), t);
  }
  Value r = move_axis(v, 0, -1);
  rt_cleanup_pop(mark, true);
  return r;
}

/* The columns' 2-norms, sqrt(square(lhs).sum(1)), zeros made one. */
static Value column_scale(Value lhs) {
  Value s = rt_undef(), t = rt_undef();
  int mark = rt_cleanup_push_value(&s);
  rt_cleanup_push_value(&t);
  if (rt_dtypes[RT_AS(Array, lhs)->dtype].kind == 'c') {
    s = np_call1("real", lhs);
    np_ps_put(&s, np_call1("square", s));
    t = np_call1("imag", lhs);
    np_ps_put(&t, np_call1("square", t));
    np_ps_put(&s, binop(RT_OP_ADD, s, t));
  } else {
    s = np_call1("square", lhs);
  }
  np_ps_put(&s, call_kw("sum", 1, &s, "axis", rt_int(1)));
  np_ps_put(&s, np_call1("sqrt", s));
  np_ps_put(&t, binop(RT_OP_EQ, s, rt_int(0)));
  rt_setitem(s, t, rt_int(1));
  rt_incref(s);
  rt_cleanup_pop(mark, true);
  return s;
}

static void fit_checks(Value x, Value y, Value deg) {
  const Array *d = RT_AS(Array, deg), *xa = RT_AS(Array, x), *ya = RT_AS(Array, y);
  if (d->ndim > 1 || !strchr("iu", rt_dtypes[d->dtype].kind) || d->size == 0)
    rt_raise(RT_EXC_TypeError, "deg must be an int or non-empty 1-D array of int");
  Value mn = np_call1("min", deg);
  bool neg = rt_to_double(mn, "deg") < 0;
  rt_decref(mn);
  if (neg) rt_raise(RT_EXC_ValueError, "expected deg >= 0");
  if (xa->ndim != 1) rt_raise(RT_EXC_TypeError, "expected 1D vector for x");
  if (xa->size == 0) rt_raise(RT_EXC_TypeError, "expected non-empty vector for x");
  if (ya->ndim < 1 || ya->ndim > 2) rt_raise(RT_EXC_TypeError, "expected 1D or 2D array for y");
  if (xa->shape[0] != ya->shape[0]) rt_raise(RT_EXC_TypeError, "expected x and y to have same length");
}

static Value lstsq(Value a, Value b, Value rcond) {
  Value mod = rt_import("numpy.linalg");
  Value fn = rt_module_lookup(mod, "lstsq");
  rt_decref(mod);
  Value args[3] = {a, b, rcond};
  return rt_call(fn, 3, args, NULL);
}

/* The weights w as float64 (or complex) 1-d, checked against x. */
static Value fit_weights(Value wv, Value x) {
  Value w = rt_array_from_value(wv, -1);
  int mark = rt_cleanup_push_value(&w);
  np_ps_put(&w, binop(RT_OP_ADD, w, rt_float(0.0)));
  if (RT_AS(Array, w)->ndim != 1) rt_raise(RT_EXC_TypeError, "expected 1D vector for w");
  if (np_ps_len(w) != np_ps_len(x)) rt_raise(RT_EXC_TypeError, "expected x and w to have same length");
  rt_cleanup_pop(mark, false);
  return w;
}

/* c with its rows put at the chosen degrees of a zero array of lmax + 1 rows. */
static Value spread_degrees(Value c, Value deg, int64_t lmax) {
  const Array *ca = RT_AS(Array, c);
  int64_t shape[2] = {lmax + 1, ca->ndim == 2 ? ca->shape[1] : 0};
  Value cc = rt_array_new(ca->dtype, ca->ndim, shape, true);
  int mark = rt_cleanup_push_value(&cc);
  rt_setitem(cc, deg, c);
  rt_cleanup_pop(mark, false);
  return cc;
}

Value np_pf_fit(const NpPolyBasis *b, Value xv, Value yv, Value degv, Value rcond, bool full, Value wv) {
  Value x = rt_array_from_value(xv, -1), y = rt_undef(), deg = rt_undef(), lhs = rt_undef();
  Value rhs = rt_undef(), scl = rt_undef(), res = rt_undef(), c = rt_undef();
  int mark = rt_cleanup_push_value(&x);
  rt_cleanup_push_value(&y);
  rt_cleanup_push_value(&deg);
  rt_cleanup_push_value(&lhs);
  rt_cleanup_push_value(&rhs);
  rt_cleanup_push_value(&scl);
  rt_cleanup_push_value(&res);
  rt_cleanup_push_value(&c);
  np_ps_put(&x, binop(RT_OP_ADD, x, rt_float(0.0)));
  y = rt_array_from_value(yv, -1);
  np_ps_put(&y, binop(RT_OP_ADD, y, rt_float(0.0)));
  deg = rt_array_from_value(degv, -1);
  fit_checks(x, y, deg);
  bool multi = RT_AS(Array, deg)->ndim > 0;
  int64_t lmax, order;
  if (!multi) {
    lmax = rt_to_index(deg, "deg");
    order = lmax + 1;
    lhs = b->vander(x, rt_int(lmax));
  } else {
    np_ps_put(&deg, np_call1("sort", deg));
    order = np_ps_len(deg);
    lmax = rt_elem_get_i64(RT_AS(Array, deg)->dtype,
                           RT_AS(Array, deg)->data + (order - 1) * RT_AS(Array, deg)->strides[0]);
    lhs = b->vander(x, rt_int(lmax));
    Value key = rt_tuple_pair(rt_slice_new(rt_none(), rt_none(), rt_none()), (rt_incref(deg), deg));
    rt_cleanup_push_value(&key);
    np_ps_put(&lhs, rt_getitem(lhs, key));
    rt_cleanup_pop(mark + 8, true);
  }
  np_ps_put(&lhs, np_call1("transpose", lhs));
  rhs = np_call1("transpose", y);
  if (np_given(wv)) {
    Value w = fit_weights(wv, x);
    rt_cleanup_push_value(&w);
    np_ps_put(&lhs, binop(RT_OP_MUL, lhs, w));
    np_ps_put(&rhs, binop(RT_OP_MUL, rhs, w));
    rt_cleanup_pop(mark + 8, true);
  }
  Value rc = np_given(rcond) ? (rt_incref(rcond), rcond)
                             : rt_float((double)np_ps_len(x) * 2.220446049250313e-16);
  rt_cleanup_push_value(&rc);
  scl = column_scale(lhs);
  np_ps_put(&lhs, np_call1("transpose", lhs));
  np_ps_put(&lhs, binop(RT_OP_TRUEDIV, lhs, scl));
  np_ps_put(&rhs, np_call1("transpose", rhs));
  res = lstsq(lhs, rhs, rc);
  c = tuple_get(res, 0);
  rt_incref(c);
  np_ps_put(&c, np_call1("transpose", c));
  np_ps_put(&c, binop(RT_OP_TRUEDIV, c, scl));
  np_ps_put(&c, np_call1("transpose", c));
  if (multi) np_ps_put(&c, spread_degrees(c, deg, lmax));
  int64_t rank = rt_to_index(tuple_get(res, 2), "rank");
  if (rank != order && !full) np_rank_warn("The fit may be poorly conditioned", 1);
  Value out;
  if (full) {
    Value status = rt_list_new(4);
    rt_list_append(status, tuple_get(res, 1));
    rt_list_append(status, tuple_get(res, 2));
    rt_list_append(status, tuple_get(res, 3));
    rt_list_append(status, rc);
    rt_incref(c);
    out = rt_tuple_pair(c, status);
  } else {
    rt_incref(c);
    out = c;
  }
  rt_cleanup_pop(mark, true);
  return out;
}

static bool complex_lt(NpCdouble a, NpCdouble b) { return np_cplx_lt(a.re, a.im, b.re, b.im); }

static int complex_cmp(const void *x, const void *y) {
  NpCdouble a = *(const NpCdouble *)x, b = *(const NpCdouble *)y;
  return complex_lt(a, b) ? -1 : complex_lt(b, a) ? 1 : 0;
}

/* np.sort(r) for float64 and complex128 arrays. */
static Value sorted_roots(Value r) {
  if (RT_AS(Array, r)->dtype != DT_COMPLEX128) return np_call1("sort", r);
  Value c = rt_array_astype(r, DT_COMPLEX128);
  qsort(RT_AS(Array, c)->data, (size_t)RT_AS(Array, c)->size, sizeof(NpCdouble), complex_cmp);
  return c;
}

/* ---- RankWarning ---- */

/* numpy.RankWarning (NumPy's lib and polyutils classes print the same): a UserWarning. */
void np_register_rank_warning(Value m) {
  Value base = rt_exc_class(RT_EXC_UserWarning);
  Value bases = rt_tuple_from(1, &base);
  int mark = rt_cleanup_push_value(&bases);
  Value cls = rt_class_new("RankWarning", bases);
  rt_class_finish(cls, rt_none());
  rt_module_set(m, "RankWarning", cls);
  rt_cleanup_pop(mark, true);
}

/* warnings.warn(text, RankWarning): reported at the caller's line, as NumPy's stacklevel=2. */
void np_rank_warn(const char *text, int level) {
  Value np = rt_import("numpy"), w = rt_undef(), fn = rt_undef();
  int mark = rt_cleanup_push_value(&np);
  rt_cleanup_push_value(&w);
  rt_cleanup_push_value(&fn);
  w = rt_import("warnings");
  fn = rt_getattr(w, "warn");
  Value args[2] = {rt_str_from_c(text), rt_module_lookup(np, "RankWarning")};
  rt_cleanup_push_value(&args[0]);
  static const char *const kn[] = {"stacklevel"};
  Value kv[1] = {rt_int(level)};
  Kwargs kw = {1, kn, kv};
  rt_decref(rt_call(fn, 2, args, &kw));
  rt_cleanup_pop(mark, true);
}

/* ---- roots ---- */

Value np_ps_array_of(Value a, Value b, bool two) {
  Value l = rt_list_new(2);
  rt_list_append(l, a);
  if (two) rt_list_append(l, b);
  int mark = rt_cleanup_push_value(&l);
  Value r = np_call1("array", l);
  rt_cleanup_pop(mark, true);
  return r;
}

Value np_ps_matrix1(Value v) {
  int mark = rt_cleanup_push_value(&v);
  Value row = np_ps_array_of(v, v, false);
  rt_cleanup_push_value(&row);
  Value r = np_ps_array_of(row, row, false);
  rt_cleanup_pop(mark, true);
  return r;
}

void np_ps_last_column(Value mat, NpBinary op, Value t) {
  Value key = rt_tuple_pair(rt_slice_new(rt_none(), rt_none(), rt_none()), rt_int(-1));
  int mark = rt_cleanup_push_value(&key);
  Value col = rt_getitem(mat, key);
  rt_cleanup_push_value(&col);
  inplace(op, col, t);
  rt_cleanup_pop(mark, true);
}

Value np_ps_neg_ratio(Value c) {
  Value a = item(c, 0), b = rt_undef();
  int mark = rt_cleanup_push_value(&a);
  rt_cleanup_push_value(&b);
  np_ps_put(&a, rt_unop(RT_UOP_NEG, a));
  b = item(c, 1);
  Value r = binop(RT_OP_TRUEDIV, a, b);
  rt_cleanup_pop(mark, true);
  return r;
}

/* polycompanion: ones below the diagonal, the last column less c[:-1]/c[-1]. */
static Value power_companion(Value c) {
  int64_t lc = np_ps_len(c);
  if (lc == 2) return np_ps_matrix1(np_ps_neg_ratio(c));
  int64_t n = lc - 1, shape[2] = {n, n};
  DType dt = RT_AS(Array, c)->dtype;
  Value mat = rt_array_new(dt, 2, shape, true), t = rt_undef(), u = rt_undef();
  int mark = rt_cleanup_push_value(&mat);
  rt_cleanup_push_value(&t);
  rt_cleanup_push_value(&u);
  Array *m = RT_AS(Array, mat);
  for (int64_t i = 0; i + 1 < n; i++)
    rt_elem_set_f64(dt, m->data + ((i + 1) * n + i) * rt_dtypes[dt].itemsize, 1.0);
  t = slice(c, 0, -1);
  u = item(c, -1);
  np_ps_put(&t, binop(RT_OP_TRUEDIV, t, u));
  np_ps_last_column(mat, NPB_SUB, t);
  rt_cleanup_pop(mark + 1, true);
  rt_cleanup_pop(mark, false);
  return mat;
}

Value np_pf_companion(const NpPolyBasis *b, Value cv) {
  Value c = np_ps_as_series1(cv, true);
  int mark = rt_cleanup_push_value(&c);
  if (np_ps_len(c) < 2) rt_raise(RT_EXC_ValueError, "Series must have maximum degree of at least 1.");
  Value r = b->companion(c);
  rt_cleanup_pop(mark, true);
  return r;
}

/* The eigenvalues of the companion matrix turned by 180 degrees (less rounding error), sorted;
 * one coefficient: none; two: the companion's one entry. */
Value np_pf_roots(const NpPolyBasis *b, Value cv) {
  Value c = np_ps_as_series1(cv, true), m = rt_undef(), key = rt_undef();
  int mark = rt_cleanup_push_value(&c);
  rt_cleanup_push_value(&m);
  rt_cleanup_push_value(&key);
  int64_t lc = np_ps_len(c);
  Value r;
  if (lc < 2) {
    int64_t zero = 0;
    r = rt_array_new(RT_AS(Array, c)->dtype, 1, &zero, false);
  } else if (lc == 2) {
    m = b->companion(c);
    r = item(m, 0);
  } else {
    m = b->companion(c);
    key = rt_tuple_pair(rt_slice_new(rt_none(), rt_none(), rt_int(-1)),
               rt_slice_new(rt_none(), rt_none(), rt_int(-1)));
    np_ps_put(&m, rt_getitem(m, key));
    Value mod = rt_import("numpy.linalg");
    Value fn = rt_module_lookup(mod, "eigvals");
    rt_decref(mod);
    np_ps_put(&key, rt_call(fn, 1, &m, NULL));
    r = sorted_roots(key);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

Value np_ps_line(Value off, Value scl) {
  return np_ps_array_of(off, scl, !is_zero(scl));
}

/* polyutils._fromroots: the lines through each root (sorted), multiplied pairwise. */
Value np_pf_fromroots(const NpPolyBasis *b, Value rootsv) {
  if (rt_len(rootsv) == 0) {
    int64_t one = 1;
    Value r = rt_array_new(DT_FLOAT64, 1, &one, false);
    ((double *)RT_AS(Array, r)->data)[0] = 1.0;
    return r;
  }
  Value roots = np_ps_as_series1(rootsv, false), p = rt_undef(), t = rt_undef();
  int mark = rt_cleanup_push_value(&roots);
  rt_cleanup_push_value(&p);
  rt_cleanup_push_value(&t);
  np_ps_put(&roots, sorted_roots(roots));
  int64_t n = np_ps_len(roots);
  p = rt_list_new(n);
  for (int64_t i = 0; i < n; i++) {
    np_ps_put(&t, item(roots, i));
    np_ps_put(&t, rt_unop(RT_UOP_NEG, t));
    list_append_steal(p, b->line(t, rt_int(1)));
  }
  while (n > 1) { /* pairwise products, the odd one out folded into the first */
    int64_t m = n / 2, r = n % 2;
    Value tmp = rt_list_new(m);
    rt_cleanup_push_value(&tmp);
    for (int64_t i = 0; i < m; i++)
      list_append_steal(tmp, b->mul(list_get(p, i), list_get(p, i + m)));
    if (r) {
      Value f = b->mul(list_get(tmp, 0), list_get(p, n - 1));
      rt_decref(list_get(tmp, 0));
      RT_AS(List, tmp)->items[0] = f;
    }
    np_ps_put(&p, tmp);
    rt_cleanup_pop(mark + 3, false);
    n = m;
  }
  Value res = list_get(p, 0);
  rt_incref(res);
  rt_cleanup_pop(mark, true);
  return res;
}

Value np_ps_trimcoef(Value cv, Value tol) {
  if (np_given(tol) && rt_to_double(tol, "tol") < 0) rt_raise(RT_EXC_ValueError, "tol must be non-negative");
  Value c = np_ps_as_series1(cv, true), t = rt_undef();
  int mark = rt_cleanup_push_value(&c);
  rt_cleanup_push_value(&t);
  t = np_call1("abs", c);
  np_ps_put(&t, binop(RT_OP_GT, t, np_given(tol) ? tol : rt_int(0)));
  const Array *m = RT_AS(Array, t);
  int64_t last = -1;
  for (int64_t i = 0; i < m->size; i++)
    if (m->data[i * m->strides[0]]) last = i;
  Value r;
  if (last < 0) {
    r = first_times_zero(c);
  } else {
    np_ps_put(&t, slice(c, 0, last + 1));
    r = rt_array_astype(t, RT_AS(Array, t)->dtype);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

Value np_ps_mulx(Value cv) { /* prd[1:] = c */
  Value c = rt_undef(), c0 = rt_undef(), prd = rt_undef(), tail = rt_undef();
  int mark = rt_cleanup_push_value(&c);
  rt_cleanup_push_value(&c0);
  rt_cleanup_push_value(&prd);
  rt_cleanup_push_value(&tail);
  prd = np_ps_mulx_start(cv, &c, &c0, false);
  if (rt_is_undef(prd)) prd = (rt_incref(c), c);
  else tail = slice(prd, 1, NO_STOP), rt_array_assign(tail, c);
  rt_incref(prd);
  rt_cleanup_pop(mark, true);
  return prd;
}

const NpPolyBasis np_power_basis = {
    .name = "Polynomial",
    .class_repr = "<class 'numpy.polynomial.polynomial.Polynomial'>",
    .index = 0,
    .domain = {-1, 1},
    .x = {0, 1},
    .maxpower = -1,
    .add = np_ps_add,
    .sub = np_ps_sub,
    .mul = np_ps_mul,
    .mulx = np_ps_mulx,
    .divmod = np_ps_divmod,
    .pow = np_ps_pow,
    .val = np_ps_val,
    .der_step = power_der_step,
    .int_fill = power_int_fill,
    .vander = np_ps_vander,
    .line = np_ps_line,
    .companion = power_companion,
};
