/* np_linalg_norm.c — numpy.linalg.norm and matrix_rank, and the numpy.linalg module.
 *
 * norm follows NumPy 1.24's linalg.py step for step (the same ufunc calls in the same order):
 * with axis=None and ord None ('fro' for matrices, 2 for vectors) it is sqrt(x.dot(x)) over
 * the flattened input, where NumPy's dot is BLAS's ddot/sdot — Weft calls the same libblas
 * routine, so the sum is rounded the same way (for complex x, x.real's and x.imag's dots
 * added); the other orders reduce with np.add.reduce, max, min and the SVD.
 */
#include <math.h>
#include <string.h>

#include "../base/error.h"
#include "np_linalg.h"
#include "np_objarray.h"
#include "np_stats.h"
#include "np_warn_at.h"
#include "../obj/exc.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_pyframes.h"

extern double ddot_(const int *n, const double *x, const int *incx, const double *y,
                    const int *incy);
extern float sdot_(const int *n, const float *x, const int *incx, const float *y,
                   const int *incy);

/* ord is the number v (an int, float or NumPy scalar equal to it). */
static bool ord_is(Value ord, double v) {
  if (!(ord.tag == RT_INT || ord.tag == RT_FLOAT || rt_is_npscalar(ord))) return false;
  return rt_to_double(ord, "ord") == v;
}

static bool ord_str(Value ord, const char *s) {
  return rt_is_str(ord) && !strcmp(rt_str_data(ord), s);
}

/* sqrt(x.dot(x)) of x flattened in memory order (ravel(order='K') for C- and F-ordered x). */
static Value dot_norm(Value x) {
  const Array *a = RT_AS(Array, x);
  Value flat = rt_array_contiguous(x, false);
  bool f_order = !rt_array_is_c_contiguous(a) && a->ndim == 2 && a->strides[0] == rt_dtypes[a->dtype].itemsize &&
                 a->strides[1] == a->shape[0] * a->strides[0];
  if (f_order) { /* the transpose is C-ordered: its ravel is x's memory order */
    rt_decref(flat);
    Value t = np_array_transpose_axes(x, 0, NULL);
    flat = rt_array_contiguous(t, false);
    rt_decref(t);
  }
  int n = (int)a->size, one = 1;
  const char *p = RT_AS(Array, flat)->data;
  Value r;
  if (a->dtype == DT_FLOAT16) { /* NumPy's HALF_dot: a float32 sum in order, then sqrt */
    float s = 0;
    for (int i = 0; i < n; i++) {
      float v = (float)rt_elem_get_f64(DT_FLOAT16, p + 2 * i);
      s += v * v;
    }
    char h[2];
    rt_elem_set_f64(DT_FLOAT16, h, s);
    rt_elem_set_f64(DT_FLOAT16, h, sqrtf((float)rt_elem_get_f64(DT_FLOAT16, h)));
    r = rt_npscalar_new(DT_FLOAT16, h);
  } else if (a->dtype == DT_LONGDOUBLE) { /* NumPy's LONGDOUBLE_dot: a sum in order */
    long double s = 0;
    for (int i = 0; i < n; i++) {
      long double v = np_ld_get(DT_LONGDOUBLE, p + 16 * i);
      s += v * v;
    }
    char buf[16];
    np_ld_set(buf, sqrtl(s));
    r = rt_npscalar_new(DT_LONGDOUBLE, buf);
  } else if (a->dtype == DT_COMPLEX64 || a->dtype == DT_COMPLEX128) {
    /* NumPy: x.real.dot(x.real) + x.imag.dot(x.imag), each a BLAS dot of stride 2 */
    int two = 2;
    if (a->dtype == DT_COMPLEX64) {
      const float *f = (const float *)(const void *)p;
      float s = n ? sdot_(&n, f, &two, f, &two) + sdot_(&n, f + 1, &two, f + 1, &two) : 0.0f;
      s = sqrtf(s);
      r = rt_npscalar_new(DT_FLOAT32, &s);
    } else {
      const double *d = (const double *)(const void *)p;
      double s = n ? ddot_(&n, d, &two, d, &two) + ddot_(&n, d + 1, &two, d + 1, &two) : 0.0;
      s = sqrt(s);
      r = rt_npscalar_new(DT_FLOAT64, &s);
    }
  } else if (a->dtype == DT_FLOAT32) {
    float s = n ? sdot_(&n, (const float *)p, &one, (const float *)p, &one) : 0.0f;
    s = sqrtf(s);
    r = rt_npscalar_new(DT_FLOAT32, &s);
  } else {
    double s = n ? ddot_(&n, (const double *)p, &one, (const double *)p, &one) : 0.0;
    s = sqrt(s);
    r = rt_npscalar_new(DT_FLOAT64, &s);
  }
  rt_decref(flat);
  return r;
}

/* Calls numpy.<name>(a[, b], axis=axis, keepdims=keepdims) (RT_UNDEF arguments left out). */
static Value call_ax(const char *name, Value a, Value b, Value axis, Value keepdims) {
  static const char *const kn[] = {"axis", "keepdims"};
  Value args[2] = {a, b}, kv[2] = {axis, keepdims};
  return np_callk(name, rt_is_undef(b) ? 1 : 2, args, 2, kn, kv);
}

/* np.add.reduce(a, axis=axis, keepdims=kd). */
static Value add_reduce(Value a, Value axis, Value kd) {
  static const char *const kn[] = {"axis", "keepdims"};
  Value kv[2] = {axis, rt_is_undef(kd) ? rt_bool(false) : kd};
  Kwargs kw = {2, kn, kv};
  return np_ufunc_reduce(NPB_ADD, 1, &a, &kw);
}

static Value call2(const char *name, Value a, Value b) { return call_ax(name, a, b, rt_undef(), rt_undef()); }

/* f(g(x), ...) with the intermediate released: name2(name1(x), axis, keepdims). */
static Value chain(const char *name1, Value x, const char *name2, Value axis, Value keepdims) {
  Value t = np_call1(name1, x);
  int mark = rt_cleanup_push_value(&t);
  Value r = strcmp(name2, "add.reduce") ? call_ax(name2, t, rt_undef(), axis, keepdims)
                                        : add_reduce(t, axis, keepdims);
  rt_cleanup_pop(mark, true);
  return r;
}

/* (x.conj() * x).real: x * x for real x (NumPy's squares for the 2-norm and 'fro'). */
static Value squares(Value x) {
  if (rt_dtypes[RT_AS(Array, x)->dtype].kind != 'c') return call2("multiply", x, x);
  Value c = np_call1("conjugate", x);
  int mark = rt_cleanup_push_value(&c);
  Value p = call2("multiply", c, x);
  rt_cleanup_push_value(&p);
  Value r = np_array_part(p, false);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value vector_norm(Value x, Value ord, Value axis, Value kd) {
  if (ord_is(ord, INFINITY)) return chain("absolute", x, "max", axis, kd);
  if (ord_is(ord, -INFINITY)) return chain("absolute", x, "min", axis, kd);
  Value t = rt_undef(), u = rt_undef();
  int mark = rt_cleanup_push_value(&t);
  rt_cleanup_push_value(&u);
  Value r;
  if (ord_is(ord, 0)) { /* (x != 0).astype(x.real.dtype).sum() */
    DType dt = RT_AS(Array, x)->dtype;
    t = call2("not_equal", x, rt_int(0));
    u = rt_array_astype(t, dt == DT_COMPLEX64 ? DT_FLOAT32 : dt == DT_COMPLEX128 ? DT_FLOAT64 : dt);
    r = call_ax("sum", u, rt_undef(), axis, kd);
  } else if (ord_is(ord, 1)) {
    r = chain("absolute", x, "add.reduce", axis, kd);
  } else if (rt_is_none(ord) || ord_is(ord, 2)) {
    t = squares(x);
    u = add_reduce(t, axis, kd);
    r = np_call1("sqrt", u);
  } else if (rt_is_str(ord)) {
    rt_raise(RT_EXC_ValueError, "Invalid norm order '%s' for vectors", rt_str_data(ord));
  } else {
    /* `absx **= ord`: the operator's fast scalar powers (-1 is np.reciprocal), its warnings at
     * that line of linalg.py */
    static const NpLibLine pow_at = {NP_LIB_DIR "linalg/linalg.py", "absx **= ord",
                                     "numpy.linalg.linalg", 2549};
    t = np_call1("absolute", x);
    int at = np_lib_line_enter(&pow_at);
    Value p = rt_binop(RT_OP_POW, t, ord);
    np_lib_line_leave(at);
    rt_decref(t);
    t = p;
    u = add_reduce(t, axis, kd);
    DType dt = rt_is_array(u) ? RT_AS(Array, u)->dtype : RT_AS(NpScalar, u)->dtype;
    double inv = 1.0 / rt_to_double(ord, "ord");
    float inv32 = 1.0f / (float)rt_to_double(ord, "ord");
    Value e = dt == DT_FLOAT32 ? rt_npscalar_new(DT_FLOAT32, &inv32) : rt_npscalar_new(DT_FLOAT64, &inv);
    /* NumPy's `ret **= 1/ord`: on a scalar sum that is scalar math (libm's pow), on an
     * array the power ufunc */
    r = rt_is_array(u) ? call2("power", u, e) : rt_binop(RT_OP_POW, u, e);
    rt_decref(e);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

/* sum(abs(x), axis=sum_ax) then max/min over the remaining axis (NumPy's 1/inf norms). */
static Value abs_sum_extreme(Value x, int sum_ax, int ext_ax, bool want_max) {
  Value t = np_call1("absolute", x), u = rt_undef();
  int mark = rt_cleanup_push_value(&t);
  rt_cleanup_push_value(&u);
  u = add_reduce(t, rt_int(sum_ax), rt_undef());
  Value r = call_ax(want_max ? "max" : "min", u, rt_undef(), rt_int(ext_ax), rt_undef());
  rt_cleanup_pop(mark, true);
  return r;
}

/* The singular values of x's (row, col) matrices reduced with name over the last axis. */
static Value svd_norm(Value x, int row, int col, const char *name) {
  static const char *const kn[] = {"source", "destination"};
  Value src = rt_tuple_new(2), dst = rt_tuple_new(2), t = rt_undef();
  rt_tuple_set(src, 0, rt_int(row));
  rt_tuple_set(src, 1, rt_int(col));
  rt_tuple_set(dst, 0, rt_int(-2));
  rt_tuple_set(dst, 1, rt_int(-1));
  Value kv[2] = {src, dst};
  Value y = np_callk("moveaxis", 1, &x, 2, kn, kv);
  rt_decref(src);
  rt_decref(dst);
  int mark = rt_cleanup_push_value(&y);
  rt_cleanup_push_value(&t);
  t = np_linalg_svd(y, true, false);
  Value r = call_ax(name, t, rt_undef(), rt_int(-1), rt_undef());
  rt_cleanup_pop(mark, true);
  return r;
}

static Value matrix_norm(Value x, Value ord, Value axis) {
  int nd = RT_AS(Array, x)->ndim;
  const Value *ax = RT_AS(Tuple, axis)->items;
  int row = np_axis_index(rt_to_index(ax[0], "axis"), nd);
  int col = np_axis_index(rt_to_index(ax[1], "axis"), nd);
  if (row == col) rt_raise(RT_EXC_ValueError, "Duplicate axes given.");
  if (ord_is(ord, 2)) return svd_norm(x, row, col, "amax");
  if (ord_is(ord, -2)) return svd_norm(x, row, col, "amin");
  if (ord_is(ord, 1) || ord_is(ord, -1))
    return abs_sum_extreme(x, row, col > row ? col - 1 : col, ord_is(ord, 1));
  if (ord_is(ord, INFINITY) || ord_is(ord, -INFINITY))
    return abs_sum_extreme(x, col, row > col ? row - 1 : row, ord_is(ord, INFINITY));
  if (rt_is_none(ord) || ord_str(ord, "fro") || ord_str(ord, "f")) {
    Value t = squares(x);
    int mark = rt_cleanup_push_value(&t);
    Value u = add_reduce(t, axis, rt_undef());
    rt_cleanup_pop(mark, true);
    Value r = np_call1("sqrt", u);
    rt_decref(u);
    return r;
  }
  if (ord_str(ord, "nuc")) return svd_norm(x, row, col, "sum");
  rt_raise(RT_EXC_ValueError, "Invalid norm order for matrices.");
}

/* keepdims for a matrix norm: 1 at both reduced axes. Steals r. */
static Value keep_matrix_dims(Value r, const Array *x, Value axis) {
  int64_t shape[RT_MAXDIM];
  memcpy(shape, x->shape, sizeof(int64_t) * (size_t)x->ndim);
  for (int i = 0; i < 2; i++)
    shape[np_axis_index(rt_to_index(RT_AS(Tuple, axis)->items[i], "axis"), x->ndim)] = 1;
  Value a = rt_array_from_value(r, -1);
  rt_decref(r);
  Value k = np_array_reshape(a, x->ndim, shape);
  rt_decref(a);
  return k;
}

/* axis as a tuple: None -> all axes, an int -> (axis,). New reference. */
static Value axis_tuple(Value axis, int nd) {
  if (rt_is_tuple(axis)) {
    rt_incref(axis);
    return axis;
  }
  Value t = rt_tuple_new(rt_is_none(axis) ? nd : 1);
  if (rt_is_none(axis)) {
    for (int d = 0; d < nd; d++) rt_tuple_set(t, d, rt_int(d));
    return t;
  }
  if (!(axis.tag == RT_INT || axis.tag == RT_BOOL || rt_is_npscalar(axis))) {
    rt_decref(t);
    rt_raise(RT_EXC_TypeError, "'axis' must be None, an integer or a tuple of integers");
  }
  rt_tuple_set(t, 0, rt_int(rt_to_index(axis, "axis")));
  return t;
}

static Value norm_impl(Value x, Value ord, Value axis, bool keepdims) {
  const Array *a = RT_AS(Array, x);
  if (rt_is_none(axis) && (rt_is_none(ord) || ((ord_str(ord, "f") || ord_str(ord, "fro")) && a->ndim == 2) ||
                           (ord_is(ord, 2) && a->ndim == 1))) {
    Value r = dot_norm(x);
    if (!keepdims) return r;
    int64_t ones[RT_MAXDIM];
    for (int d = 0; d < a->ndim; d++) ones[d] = 1;
    Value ra = rt_array_from_value(r, -1);
    rt_decref(r);
    Value k = np_array_reshape(ra, a->ndim, ones);
    rt_decref(ra);
    return k;
  }
  Value t = axis_tuple(axis, a->ndim);
  int mark = rt_cleanup_push_value(&t);
  int64_t n = RT_AS(Tuple, t)->n;
  Value r;
  if (n == 1) {
    r = vector_norm(x, ord, t, rt_bool(keepdims));
  } else if (n == 2) {
    r = matrix_norm(x, ord, t);
    if (keepdims) r = keep_matrix_dims(r, a, t);
  } else {
    rt_raise(RT_EXC_ValueError, "Improper number of dimensions to norm.");
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_norm(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"x", "ord", "axis", "keepdims"};
  Value v[4];
  rt_parse_args("norm", argc, argv, kw, 4, names, 1, v);
  Value x = rt_array_from_value(v[0], -1);
  int mark = rt_cleanup_push_value(&x);
  DType dt = RT_AS(Array, x)->dtype;
  if (np_kind_rank(dt) < 2) {
    Value f = rt_array_astype(x, DT_FLOAT64);
    rt_decref(x);
    x = f;
  }
  Value ord = rt_is_undef(v[1]) ? rt_none() : v[1], axis = rt_is_undef(v[2]) ? rt_none() : v[2];
  Value r = norm_impl(x, ord, axis, !rt_is_undef(v[3]) && rt_truthy(v[3]));
  rt_cleanup_pop(mark, true);
  return r;
}

/* matrix_rank: singular values above S.max() * max(M, N) * eps (or tol=). */
static Value f_matrix_rank(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"A", "tol", "hermitian"};
  Value v[3];
  rt_parse_args("matrix_rank", argc, argv, kw, 3, names, 1, v);
  Value a = rt_array_from_value(v[0], -1);
  int mark = rt_cleanup_push_value(&a);
  const Array *x = RT_AS(Array, a);
  if (x->ndim < 2) {
    bool nonzero = false;
    NpIter it;
    for (np_iter_init(&it, x); it.more && !nonzero; np_iter_next(&it))
      nonzero = rt_elem_truthy(x->dtype, it.ptr);
    rt_cleanup_pop(mark, true);
    return rt_int(nonzero);
  }
  bool f32 = x->dtype == DT_FLOAT32 || x->dtype == DT_COMPLEX64; /* finfo(S.dtype).eps */
  int64_t m = x->shape[x->ndim - 2], n = x->shape[x->ndim - 1], k = m < n ? m : n;
  bool herm = !rt_is_undef(v[2]) && rt_truthy(v[2]);
  Value s = herm ? np_linalg_svd_hermitian(a, false) : np_linalg_svd(a, true, false);
  rt_cleanup_push_value(&s);
  Value sd = rt_array_from_value(s, DT_FLOAT64); /* hermitian: a reversed view */
  Value sa = rt_array_contiguous(sd, false);
  rt_decref(sd);
  rt_cleanup_push_value(&sa);
  const double *sv = (const double *)RT_AS(Array, sa)->data;
  int64_t count = k ? RT_AS(Array, sa)->size / k : 0;
  Value res = rt_array_new(DT_INT64, x->ndim - 2, x->shape, false);
  int64_t *out = (int64_t *)RT_AS(Array, res)->data;
  bool given = !rt_is_undef(v[1]) && !rt_is_none(v[1]);
  double user_tol = given ? rt_to_double(v[1], "tol") : 0.0;
  for (int64_t b = 0; b < count; b++) {
    const double *row = sv + b * k;
    double smax = row[0], tol;
    for (int64_t i = 1; i < k; i++) smax = row[i] > smax ? row[i] : smax;
    if (given) tol = user_tol;
    else if (f32) tol = (double)((float)smax * (float)(m > n ? m : n) * 0x1p-23f);
    else tol = smax * (double)(m > n ? m : n) * 0x1p-52;
    int64_t c = 0;
    for (int64_t i = 0; i < k; i++) c += (f32 ? (double)(float)row[i] : row[i]) > tol;
    out[b] = c;
  }
  rt_cleanup_pop(mark, true);
  return np_scalar_if_0d(res);
}

void np_linalg_module_init(Value m) {
  Value err = rt_exc_class(RT_EXC_LinAlgError); /* a static singleton */
  rt_incref(err);
  rt_module_set(m, "LinAlgError", err);
  np_linalg_register_lapack(m);
  np_linalg_register_fact(m);
  np_linalg_register_chain(m);
  rt_module_add_fn(m, "norm", f_norm);
  rt_module_add_fn(m, "matrix_rank", f_matrix_rank);
  np_register_matrix_linalg(m); /* after the functions it wraps */
  np_register_objlinalg(m);     /* the same */
  np_pyframes_wrap_linalg(m);   /* after every wrapper */
}
