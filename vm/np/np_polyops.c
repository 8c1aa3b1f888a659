/* np_polyops.c — the polynomial helpers of numpy/lib/polynomial.py: np.poly (coefficients from
 * roots), np.polyadd, np.polysub, np.polymul, np.polydiv, np.polyder, np.polyint.
 *
 * Each follows NumPy 1.24's Python step by step through Weft's own array operations (atleast_1d,
 * zeros in the operand's dtype, concatenate, convolve, in-place slice updates), so that result
 * dtypes and the rounding of every step are NumPy's. A poly1d among the operands makes the
 * result a poly1d (np_poly1d.c), as in NumPy.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "np_stats.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

static Value call2(const char *name, Value a, Value b) {
  Value args[2] = {a, b};
  return np_callk(name, 2, args, 0, NULL, NULL);
}

/* np.zeros(n, dtype of a) */
static Value zeros_like_dtype(int64_t n, Value a) {
  Value dt = rt_dtypeobj_new(RT_AS(Array, a)->dtype);
  Value z = call2("zeros", rt_int(n), dt);
  rt_decref(dt);
  return z;
}

static Value concat2(Value a, Value b) {
  Value t = rt_tuple_new(2);
  rt_incref(a);
  rt_incref(b);
  rt_tuple_set(t, 0, a);
  rt_tuple_set(t, 1, b);
  Value r = np_call1("concatenate", t);
  rt_decref(t);
  return r;
}

static Value wrap_poly(Value val, bool truepoly) {
  if (!truepoly) return val;
  Value p = np_poly1d_new(val);
  rt_decref(val);
  return p;
}

/* polyadd/polysub: the shorter operand padded with leading zeros of its own dtype. */
static Value add_or_sub(Value a1v, Value a2v, BinOp op) {
  bool truepoly = np_is_poly1d(a1v) || np_is_poly1d(a2v);
  Value a1 = np_call1("atleast_1d", a1v);
  int mark = rt_cleanup_push_value(&a1);
  Value a2 = np_call1("atleast_1d", a2v);
  rt_cleanup_push_value(&a2);
  int64_t diff = rt_len(a2) - rt_len(a1);
  if (diff != 0) {
    Value *shorter = diff > 0 ? &a1 : &a2;
    Value zr = zeros_like_dtype(diff > 0 ? diff : -diff, *shorter);
    Value c = concat2(zr, *shorter);
    rt_decref(zr);
    rt_decref(*shorter);
    *shorter = c;
  }
  Value val = rt_binop(op, a1, a2);
  rt_cleanup_pop(mark, true);
  return wrap_poly(val, truepoly);
}

static const char *const BIN_P[] = {"a1", "a2"};

static Value f_polyadd(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value v[2];
  rt_parse_args("polyadd", argc, argv, kw, 2, BIN_P, 2, v);
  return add_or_sub(v[0], v[1], RT_OP_ADD);
}

static Value f_polysub(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value v[2];
  rt_parse_args("polysub", argc, argv, kw, 2, BIN_P, 2, v);
  return add_or_sub(v[0], v[1], RT_OP_SUB);
}

/* polymul: both made poly1d (leading zeros trimmed), then convolved. */
static Value f_polymul(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value v[2];
  rt_parse_args("polymul", argc, argv, kw, 2, BIN_P, 2, v);
  bool truepoly = np_is_poly1d(v[0]) || np_is_poly1d(v[1]);
  Value p1 = np_poly1d_new(v[0]);
  int mark = rt_cleanup_push_value(&p1);
  Value p2 = np_poly1d_new(v[1]);
  rt_cleanup_push_value(&p2);
  Value val = call2("convolve", p1, p2);
  rt_cleanup_pop(mark, true);
  return wrap_poly(val, truepoly);
}

/* polydiv: long division in the common dtype of u + 0.0 and v + 0.0; the remainder's leading
 * near-zeros (allclose with rtol=1e-14) dropped. */
static Value polydiv(Value uv, Value vv) {
  bool truepoly = np_is_poly1d(uv) || np_is_poly1d(vv);
  Value tmp = np_call1("atleast_1d", uv);
  Value u = rt_binop(RT_OP_ADD, tmp, rt_float(0.0));
  rt_decref(tmp);
  int mark = rt_cleanup_push_value(&u);
  tmp = np_call1("atleast_1d", vv);
  Value v = rt_binop(RT_OP_ADD, tmp, rt_float(0.0));
  rt_decref(tmp);
  rt_cleanup_push_value(&v);
  Value u0 = rt_getitem(u, rt_int(0)), v0 = rt_getitem(v, rt_int(0));
  Value w = rt_binop(RT_OP_ADD, u0, v0);
  Value scale = rt_binop(RT_OP_TRUEDIV, rt_float(1.0), v0);
  rt_decref(u0);
  rt_decref(v0);
  rt_cleanup_push_value(&scale);
  int64_t m = rt_len(u) - 1, n = rt_len(v) - 1;
  DType wdt = RT_AS(NpScalar, w)->dtype;
  rt_decref(w);
  int64_t qn = m - n + 1 > 1 ? m - n + 1 : 1;
  Value q = rt_array_new(wdt, 1, &qn, true);
  rt_cleanup_push_value(&q);
  Value r = rt_array_astype(u, wdt);
  rt_cleanup_push_value(&r);
  for (int64_t k = 0; k < m - n + 1; k++) {
    Value rk = rt_getitem(r, rt_int(k));
    Value d = rt_binop(RT_OP_MUL, scale, rk);
    rt_decref(rk);
    int m2 = rt_cleanup_push_value(&d);
    rt_setitem(q, rt_int(k), d);
    Value sl = rt_slice_new(rt_int(k), rt_int(k + n + 1), rt_none());
    Value view = rt_getitem(r, sl);
    Value dv = rt_binop(RT_OP_MUL, d, v);
    Value res = rt_inplace_binop(RT_OP_SUB, view, dv);
    rt_decref(res);
    rt_decref(dv);
    rt_decref(view);
    rt_decref(sl);
    rt_cleanup_pop(m2, true);
  }
  for (;;) {
    Value r0 = rt_getitem(r, rt_int(0));
    Value args[2] = {r0, rt_int(0)};
    const char *names[1] = {"rtol"};
    Value kv[1] = {rt_float(1e-14)};
    Value close = np_callk("allclose", 2, args, 1, names, kv);
    rt_decref(r0);
    bool c = rt_truthy(close);
    rt_decref(close);
    if (!(c && RT_AS(Array, r)->shape[0] > 1)) break;
    Value sl = rt_slice_new(rt_int(1), rt_none(), rt_none());
    Value rest = rt_getitem(r, sl);
    rt_decref(sl);
    rt_decref(r);
    r = rest;
  }
  rt_incref(q);
  rt_incref(r);
  rt_cleanup_pop(mark, true);
  Value t = rt_tuple_new(2);
  rt_tuple_set(t, 0, wrap_poly(q, truepoly));
  rt_tuple_set(t, 1, wrap_poly(r, truepoly));
  return t;
}

static Value f_polydiv(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"u", "v"};
  Value v[2];
  rt_parse_args("polydiv", argc, argv, kw, 2, names, 2, v);
  return polydiv(v[0], v[1]);
}

/* int(m), as Python converts it (floats truncated, NumPy scalars). */
static int64_t order_arg(Value m) {
  if (rt_is_undef(m)) return 1;
  Value i = rt_call(rt_builtin_lookup("int"), 1, &m, NULL);
  int64_t r = rt_to_index(i, "m");
  rt_decref(i);
  return r;
}

/* polyder of coefficient array p (a new reference to the result array). */
static Value polyder_arr(Value p, int64_t m) {
  if (m == 0) {
    rt_incref(p);
    return p;
  }
  int64_t n = rt_len(p) - 1;
  Value sl = rt_slice_new(rt_none(), rt_int(-1), rt_none());
  Value head = rt_getitem(p, sl);
  rt_decref(sl);
  Value args[3] = {rt_int(n), rt_int(0), rt_int(-1)};
  Value ar = np_callk("arange", 3, args, 0, NULL, NULL);
  Value y = rt_binop(RT_OP_MUL, head, ar);
  rt_decref(head);
  rt_decref(ar);
  int mark = rt_cleanup_push_value(&y);
  Value r = polyder_arr(y, m - 1);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_polyder(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"p", "m"};
  Value v[2];
  rt_parse_args("polyder", argc, argv, kw, 2, names, 1, v);
  int64_t m = order_arg(v[1]);
  if (m < 0) rt_raise(RT_EXC_ValueError, "Order of derivative must be positive (see polyint)");
  Value p = rt_array_from_value(v[0], -1);
  int mark = rt_cleanup_push_value(&p);
  Value r = polyder_arr(p, m);
  rt_cleanup_pop(mark, true);
  return wrap_poly(r, np_is_poly1d(v[0]));
}

/* polyint of coefficient array p with the integration constants k (an array of >= m). */
static Value polyint_arr(Value p, int64_t m, Value k) {
  if (m == 0) {
    rt_incref(p);
    return p;
  }
  Value args[3] = {rt_int(rt_len(p)), rt_int(0), rt_int(-1)};
  Value ar = np_callk("arange", 3, args, 0, NULL, NULL);
  Value q = rt_binop(RT_OP_TRUEDIV, p, ar);
  rt_decref(ar);
  int mark = rt_cleanup_push_value(&q);
  Value k0 = rt_getitem(k, rt_int(0));
  Value lst = rt_list_new(1);
  rt_list_append(lst, k0);
  rt_decref(k0);
  rt_cleanup_push_value(&lst);
  Value y = concat2(q, lst);
  rt_cleanup_push_value(&y);
  Value sl = rt_slice_new(rt_int(1), rt_none(), rt_none());
  Value rest = rt_getitem(k, sl);
  rt_decref(sl);
  rt_cleanup_push_value(&rest);
  Value r = polyint_arr(y, m - 1, rest);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_polyint(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"p", "m", "k"};
  Value v[3];
  rt_parse_args("polyint", argc, argv, kw, 3, names, 1, v);
  int64_t m = order_arg(v[1]);
  if (m < 0) rt_raise(RT_EXC_ValueError, "Order of integral must be positive (see polyder)");
  Value k;
  if (np_given(v[2])) {
    k = np_call1("atleast_1d", v[2]);
  } else {
    Value f = rt_builtin_lookup("float");
    k = call2("zeros", rt_int(m), f);
  }
  int mark = rt_cleanup_push_value(&k);
  if (rt_len(k) == 1 && m > 1) {
    Value k0 = rt_getitem(k, rt_int(0));
    Value ones = call2("ones", rt_int(m), rt_builtin_lookup("float"));
    Value kk = rt_binop(RT_OP_MUL, k0, ones);
    rt_decref(k0);
    rt_decref(ones);
    rt_decref(k);
    k = kk;
  }
  if (rt_len(k) < m)
    rt_raise(RT_EXC_ValueError, "k must be a scalar or a rank-1 array of length 1 or >m.");
  Value p = rt_array_from_value(v[0], -1);
  rt_cleanup_push_value(&p);
  Value r = polyint_arr(p, m, k);
  rt_cleanup_pop(mark, true);
  return wrap_poly(r, np_is_poly1d(v[0]));
}

static int cmp_complex(const void *a, const void *b) {
  const double *x = a, *y = b;
  if (x[0] != y[0]) return x[0] < y[0] ? -1 : 1;
  return (x[1] > y[1]) - (x[1] < y[1]);
}

/* Whether the complex values of a come in conjugate pairs: NumPy compares sort(roots) with
 * sort(roots.conjugate()), complex numbers ordered by real part, then imaginary part. */
static bool conjugate_pairs(Value a) {
  Value c = rt_array_astype(a, DT_COMPLEX128);
  Value cc = rt_array_contiguous(c, true);
  rt_decref(c);
  int64_t n = RT_AS(Array, cc)->size;
  double *x = (double *)RT_AS(Array, cc)->data;
  double *y = rt_malloc(sizeof(double) * 2 * (size_t)(n ? n : 1));
  for (int64_t i = 0; i < n; i++) { y[2 * i] = x[2 * i]; y[2 * i + 1] = -x[2 * i + 1]; }
  qsort(x, (size_t)n, 2 * sizeof(double), cmp_complex);
  qsort(y, (size_t)n, 2 * sizeof(double), cmp_complex);
  bool same = true;
  for (int64_t i = 0; i < 2 * n && same; i++) same = x[i] == y[i];
  free(y);
  rt_decref(cc);
  return same;
}

/* poly's input: eigenvalues of a square matrix, or a 1-d array in its mintypecode dtype
 * (float32, complex64 and complex128 kept, float64 otherwise). */
static Value zeros_of(Value seq) {
  Value s = np_call1("atleast_1d", seq);
  Array *a = RT_AS(Array, s);
  if (a->ndim == 2 && a->shape[0] == a->shape[1] && a->shape[0] != 0) {
    Value lin = rt_import("numpy.linalg");
    Value ev = rt_call(rt_module_lookup(lin, "eigvals"), 1, &s, NULL);
    rt_decref(lin);
    rt_decref(s);
    return ev;
  }
  if (a->ndim != 1) {
    rt_decref(s);
    rt_raise(RT_EXC_ValueError, "input must be 1d or non-empty square 2d array.");
  }
  DType dt = a->dtype == DT_FLOAT32 || a->dtype == DT_COMPLEX64 || a->dtype == DT_COMPLEX128
                 ? a->dtype : DT_FLOAT64;
  Value r = rt_array_astype(s, dt);
  rt_decref(s);
  return r;
}

static Value f_poly(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"seq_of_zeros"};
  Value v[1];
  rt_parse_args("poly", argc, argv, kw, 1, names, 1, v);
  Value z = zeros_of(v[0]);
  int mark = rt_cleanup_push_value(&z);
  Array *za = RT_AS(Array, z);
  if (za->shape[0] == 0) {
    rt_cleanup_pop(mark, true);
    return rt_float(1.0);
  }
  Value dt = rt_dtypeobj_new(za->dtype);
  rt_cleanup_push_value(&dt);
  Value a = call2("ones", rt_int(1), dt);
  rt_cleanup_push_value(&a);
  for (int64_t i = 0; i < za->shape[0]; i++) {
    Value zero = np_array_row(z, i);
    Value lst = rt_list_new(2);
    rt_list_append(lst, rt_int(1));
    Value neg = rt_unop(RT_UOP_NEG, zero);
    rt_list_append(lst, neg);
    rt_decref(neg);
    rt_decref(zero);
    Value b = call2("array", lst, dt);
    rt_decref(lst);
    Value c = call2("convolve", a, b);
    rt_decref(b);
    rt_decref(a);
    a = c;
  }
  if (rt_dtypes[RT_AS(Array, a)->dtype].kind == 'c' && conjugate_pairs(z)) {
    Value re = np_call1("real", a);
    Value cp = rt_array_contiguous(re, true);
    rt_decref(re);
    rt_decref(a);
    a = cp;
  }
  rt_incref(a);
  rt_cleanup_pop(mark, true);
  return a;
}

void np_register_polyops(Value m) {
  rt_module_add_fn(m, "poly", f_poly);
  rt_module_add_fn(m, "polyadd", f_polyadd);
  rt_module_add_fn(m, "polysub", f_polysub);
  rt_module_add_fn(m, "polymul", f_polymul);
  rt_module_add_fn(m, "polydiv", f_polydiv);
  rt_module_add_fn(m, "polyder", f_polyder);
  rt_module_add_fn(m, "polyint", f_polyint);
}
