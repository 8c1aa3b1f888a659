/* np_lib.c — smaller NumPy pieces course code reaches for: np.fix, np.vander, np.trim_zeros,
 * ndarray.resize (in place), the numpy.emath functions that turn negative inputs complex
 * (sqrt, log), and numpy.lib.stride_tricks (as_strided, sliding_window_view). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "np_course.h"
#include "np_loops.h"
#include "np_shape_arg.h"
#include "np_stats.h"
#include "../obj/modules.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* ---- fix: round towards zero, in a float dtype ---- */
static Value f_fix(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"x", "out"};
  Value v[2];
  rt_parse_args("fix", argc, argv, kw, 2, names, 1, v);
  if (np_given(v[1])) rt_raise(RT_EXC_TypeError, "np.fix's out= is not supported in Weft");
  Value c = np_apply_unary(NPU_CEIL, v[0], rt_undef()), f = rt_undef(), pos = rt_undef();
  int mark = rt_cleanup_push_value(&c);
  rt_cleanup_push_value(&f);
  rt_cleanup_push_value(&pos);
  f = np_apply_unary(NPU_FLOOR, v[0], rt_undef());
  pos = np_apply_binary(NPB_GE, v[0], rt_int(0), rt_undef());
  Value r = np_callk("where", 3, (Value[]){pos, f, c}, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return rt_is_array(r) ? np_scalar_if_0d(r) : r;
}

/* ---- vander: columns x**(N-1) ... x**0 (or increasing), by repeated multiplication ---- */

/* Complex rows as NumPy makes them: 1, then x in every other column, multiplied along the row
 * by the complex cumulative product (np_complex_cumulate: NumPy's accumulate loop, whose
 * rounding depends on the CPU), then reversed unless increasing. */
static void vander_complex(const Array *xa, Array *o, bool inc) {
  int64_t m = o->shape[0], n = o->shape[1];
  int isz = rt_dtypes[o->dtype].itemsize;
  for (int64_t i = 0; i < m; i++) {
    const char *xp = xa->data + i * xa->strides[0];
    char *row = o->data + i * n * isz;
    for (int64_t j = 0; j < n; j++) {
      char *dst = row + j * isz;
      if (j == 0) rt_elem_set_f64(o->dtype, dst, 1.0);
      else rt_elem_cast(o->dtype, dst, xa->dtype, xp);
    }
    if (n > 2) np_complex_cumulate(o->dtype, row + isz, 1, n - 1, 1, true);
    for (int64_t j = 0; !inc && j < n / 2; j++) {
      char tmp[32];
      memcpy(tmp, row + j * isz, (size_t)isz);
      memcpy(row + j * isz, row + (n - 1 - j) * isz, (size_t)isz);
      memcpy(row + (n - 1 - j) * isz, tmp, (size_t)isz);
    }
  }
}

static Value f_vander(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"x", "N", "increasing"};
  Value v[3];
  rt_parse_args("vander", argc, argv, kw, 3, names, 1, v);
  Value x = rt_array_from_value(v[0], -1);
  int mark = rt_cleanup_push_value(&x);
  Array *xa = RT_AS(Array, x);
  if (xa->ndim != 1) rt_raise(RT_EXC_ValueError, "x must be a one-dimensional array or sequence.");
  DType dt = rt_dtype_promote(xa->dtype, DT_INT64);
  int64_t m = xa->shape[0], n = np_given(v[1]) ? rt_to_index(v[1], "N") : m;
  bool inc = np_given(v[2]) && rt_truthy(v[2]);
  int64_t shape[2] = {m, n};
  Value out = rt_array_new(dt, 2, shape, false);
  Array *o = RT_AS(Array, out);
  int isz = rt_dtypes[dt].itemsize;
  bool flt = rt_dtypes[dt].kind == 'f';
  if (rt_dtypes[dt].kind == 'c') {
    vander_complex(xa, o, inc);
    rt_cleanup_pop(mark, true);
    return out;
  }
  for (int64_t i = 0; i < m; i++) {
    const char *xp = xa->data + i * xa->strides[0];
    double xf = rt_elem_get_f64(xa->dtype, xp), pf = 1;
    uint64_t xi = (uint64_t)rt_elem_get_i64(xa->dtype, xp), pi = 1;
    for (int64_t j = 0; j < n; j++) {
      char *dst = o->data + (i * n + (inc ? j : n - 1 - j)) * isz;
      if (flt) rt_elem_set_f64(dt, dst, pf);
      else rt_elem_set_i64(dt, dst, (int64_t)pi);
      pf = dt == DT_FLOAT32 ? (double)((float)pf * (float)xf) : pf * xf;
      pi *= xi;
    }
  }
  rt_cleanup_pop(mark, true);
  return out;
}

/* ---- trim_zeros: the slice without leading ('f') and trailing ('b') zeros ---- */
static Value f_trim_zeros(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"filt", "trim"};
  Value v[2];
  rt_parse_args("trim_zeros", argc, argv, kw, 2, names, 1, v);
  const char *trim = np_given(v[1]) && rt_is_str(v[1]) ? rt_str_data(v[1]) : "fb";
  bool front = strchr(trim, 'f') || strchr(trim, 'F'), back = strchr(trim, 'b') || strchr(trim, 'B');
  Value a = rt_array_from_value(v[0], -1);
  int mark = rt_cleanup_push_value(&a);
  Array *x = RT_AS(Array, a);
  if (x->ndim != 1) rt_raise(RT_EXC_ValueError, "np.trim_zeros takes a 1-D sequence");
  int64_t lo = 0, hi = x->shape[0];
  while (front && lo < hi && !rt_elem_truthy(x->dtype, x->data + lo * x->strides[0])) lo++;
  while (back && hi > lo && !rt_elem_truthy(x->dtype, x->data + (hi - 1) * x->strides[0])) hi--;
  Value s = rt_slice_new(rt_int(lo), rt_int(hi), rt_none());
  rt_cleanup_push_value(&s);
  Value r = rt_getitem(v[0], s);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- ndarray.resize: new shape in place, new elements zero ---- */
static bool resize_f_contiguous(const Array *a) {
  int64_t s = rt_dtypes[a->dtype].itemsize;
  for (int i = 0; i < a->ndim; i++) {
    if (a->shape[i] != 1 && a->strides[i] != s) return false;
    s *= a->shape[i];
  }
  return true;
}

/* NumPy's PyArray_Resize: a single-segment (C- or Fortran-contiguous) array; only an array
 * that owns its data may change its byte size (a view may take another shape of the same
 * size); the new strides keep the memory order, Fortran for a Fortran-only array. */
static Value m_resize(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const kn[] = {"refcheck"};
  Value rc = rt_undef();
  if (kw) {
    for (int i = 0; i < kw->n; i++) {
      if (strcmp(kw->names[i], kn[0]))
        rt_raise(RT_EXC_TypeError, "'%s' is an invalid keyword argument for this function", kw->names[i]);
      rc = kw->values[i];
    }
  }
  (void)rc;
  Array *a = RT_AS(Array, self);
  bool c_order = rt_array_is_c_contiguous(a), f_order = !c_order && resize_f_contiguous(a);
  if (!c_order && !f_order)
    rt_raise(RT_EXC_ValueError, "resize only works on single-segment arrays");
  int64_t shape[RT_MAXDIM];
  int nd = argc == 1 ? np_parse_shape(argv[0], shape) : 0;
  if (argc > 1) {
    Value t = rt_tuple_from(argc, argv);
    int mark = rt_cleanup_push_value(&t);
    nd = np_parse_shape(t, shape);
    rt_cleanup_pop(mark, true);
  }
  int isz = rt_dtypes[a->dtype].itemsize;
  int64_t n = np_shape_size(nd, shape, 1);
  if (n != a->size) {
    if (a->base) rt_raise(RT_EXC_ValueError, "cannot resize this array: it does not own its data");
    size_t old = (size_t)(a->size * isz), now = (size_t)(n * isz);
    char *data = np_data_alloc(now ? now : 1, true);
    memcpy(data, a->data, old < now ? old : now);
    np_data_free(a->data);
    a->data = data;
  }
  a->ndim = nd;
  a->size = n;
  int64_t st = isz;
  for (int k = 0; k < nd; k++) {
    int d = f_order ? k : nd - 1 - k;
    a->shape[d] = shape[d];
    a->strides[d] = st;
    st *= shape[d] ? shape[d] : 1;
  }
  return rt_none();
}

/* ---- numpy.emath (numpy.lib.scimath): real inputs outside the real domain go complex ---- */
enum { FIX_LT_ZERO, FIX_ABS_GT_1, FIX_INT_LT_ZERO };

/* NumPy's _fix_real_lt_zero / _fix_real_abs_gt_1 (a real x with an element below 0, or of
 * magnitude above 1, becomes complex: complex64 from the small types, as _tocomplex) and
 * _fix_int_lt_zero (x * 1.0 when an element is below 0). A new reference to an array. */
static Value emath_fix(Value x, int how) {
  Value a = rt_array_from_value(x, -1);
  Array *xa = RT_AS(Array, a);
  DType dt = xa->dtype;
  if (rt_dtypes[dt].kind == 'c' || !strchr("biuf", rt_dtypes[dt].kind)) return a;
  bool out = false;
  NpIter it;
  for (np_iter_init(&it, xa); it.more && !out; np_iter_next(&it)) {
    double v = rt_elem_get_f64(dt, it.ptr);
    out = how == FIX_ABS_GT_1 ? fabs(v) > 1 : v < 0;
  }
  if (!out) return a;
  int mark = rt_cleanup_push_value(&a);
  Value r;
  if (how == FIX_INT_LT_ZERO) {
    r = np_apply_binary(NPB_MUL, a, rt_float(1.0), rt_undef());
  } else {
    bool small = dt == DT_FLOAT32 || dt == DT_INT8 || dt == DT_INT16 ||
                 dt == DT_UINT8 || dt == DT_UINT16;
    r = rt_array_astype(a, small ? DT_COMPLEX64 : DT_COMPLEX128);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static Value emath_result(Value r) { return rt_is_array(r) ? np_scalar_if_0d(r) : r; }

static Value emath_apply(NpUnary op, Value x, int how) {
  Value in = emath_fix(x, how);
  int mark = rt_cleanup_push_value(&in);
  Value r = np_apply_unary(op, in, rt_undef());
  rt_cleanup_pop(mark, true);
  return emath_result(r);
}

#define EMATH_FN(NAME, OP, HOW)                                                          \
  static Value emath_##NAME(Value self, int argc, const Value *argv, const Kwargs *kw) { \
    (void)self;                                                                         \
    rt_check_nargs(#NAME, argc, kw, 1, 1);                                               \
    return emath_apply(OP, argv[0], HOW);                                               \
  }
EMATH_FN(sqrt, NPU_SQRT, FIX_LT_ZERO)
EMATH_FN(log, NPU_LOG, FIX_LT_ZERO)
EMATH_FN(log2, NPU_LOG2, FIX_LT_ZERO)
EMATH_FN(log10, NPU_LOG10, FIX_LT_ZERO)
EMATH_FN(arccos, NPU_ARCCOS, FIX_ABS_GT_1)
EMATH_FN(arcsin, NPU_ARCSIN, FIX_ABS_GT_1)
EMATH_FN(arctanh, NPU_ARCTANH, FIX_ABS_GT_1)

/* power(x, p): x fixed below zero, p made float where negative (x ** -1 of ints). */
static Value emath_power(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"x", "p"};
  Value v[2];
  rt_parse_args("power", argc, argv, kw, 2, names, 2, v);
  Value x = emath_fix(v[0], FIX_LT_ZERO), p = rt_undef();
  int mark = rt_cleanup_push_value(&x);
  rt_cleanup_push_value(&p);
  p = emath_fix(v[1], FIX_INT_LT_ZERO);
  Value r = np_apply_binary(NPB_POW, x, p, rt_undef());
  rt_cleanup_pop(mark, true);
  return emath_result(r);
}

/* logn(n, x): log(x) / log(n), both fixed below zero. */
static Value emath_logn(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"n", "x"};
  Value v[2];
  rt_parse_args("logn", argc, argv, kw, 2, names, 2, v);
  Value lx = emath_apply(NPU_LOG, v[1], FIX_LT_ZERO), ln = rt_undef();
  int mark = rt_cleanup_push_value(&lx);
  rt_cleanup_push_value(&ln);
  ln = emath_apply(NPU_LOG, v[0], FIX_LT_ZERO);
  Value r = np_apply_binary(NPB_DIV, lx, ln, rt_undef());
  rt_cleanup_pop(mark, true);
  return emath_result(r);
}

void np_emath_module_init(Value m) {
  rt_module_add_fn(m, "sqrt", emath_sqrt);
  rt_module_add_fn(m, "log", emath_log);
  rt_module_add_fn(m, "log2", emath_log2);
  rt_module_add_fn(m, "log10", emath_log10);
  rt_module_add_fn(m, "logn", emath_logn);
  rt_module_add_fn(m, "power", emath_power);
  rt_module_add_fn(m, "arccos", emath_arccos);
  rt_module_add_fn(m, "arcsin", emath_arcsin);
  rt_module_add_fn(m, "arctanh", emath_arctanh);
}

/* ---- numpy.lib.stride_tricks ---- */
static Value f_as_strided(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"x", "shape", "strides", "subok", "writeable"};
  Value v[5];
  rt_parse_args("as_strided", argc, argv, kw, 5, names, 1, v);
  if (!rt_is_array(v[0])) rt_raise(RT_EXC_TypeError, "as_strided takes an ndarray in Weft");
  Array *x = RT_AS(Array, v[0]);
  int64_t shape[RT_MAXDIM], strides[RT_MAXDIM];
  int nd = x->ndim, ns = x->ndim;
  memcpy(shape, x->shape, sizeof(int64_t) * (size_t)nd);
  memcpy(strides, x->strides, sizeof(int64_t) * (size_t)nd);
  if (np_given(v[1])) nd = np_parse_shape_c_long(v[1], shape);
  if (np_given(v[2])) {
    ns = (int)rt_len(v[2]);
    if (ns > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "too many dimensions");
    for (int d = 0; d < ns; d++) strides[d] = rt_to_index(rt_getitem(v[2], rt_int(d)), "strides");
  }
  if (ns != nd) rt_raise(RT_EXC_ValueError, "mismatch in length of strides and shape");
  Value r = rt_array_view(v[0], x->dtype, nd, shape, strides, x->data);
  RT_AS(Array, r)->writeable = x->writeable && !(np_given(v[4]) && !rt_truthy(v[4]));
  return r;
}

static Value f_sliding_window_view(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"x", "window_shape", "axis", "subok", "writeable"};
  Value v[5];
  rt_parse_args("sliding_window_view", argc, argv, kw, 5, names, 2, v);
  Value a = rt_array_from_value(v[0], -1);
  int mark = rt_cleanup_push_value(&a);
  Array *x = RT_AS(Array, a);
  int64_t win[RT_MAXDIM], axes[RT_MAXDIM];
  int nw = np_parse_shape(v[1], win), na = nw;
  if (np_given(v[2])) {
    if (rt_is_tuple(v[2]) || rt_is_list(v[2])) {
      na = (int)rt_len(v[2]);
      for (int i = 0; i < na && i < RT_MAXDIM; i++)
        axes[i] = np_axis_index(rt_to_index(rt_getitem(v[2], rt_int(i)), "axis"), x->ndim);
    } else {
      na = 1;
      axes[0] = np_axis_index(rt_to_index(v[2], "axis"), x->ndim);
    }
  } else {
    if (nw != x->ndim)
      rt_raise(RT_EXC_ValueError, "Since axis is `None`, must provide window_shape for all "
               "dimensions of `x`; got %d window_shape elements and `x.ndim` is %d.", nw, x->ndim);
    for (int i = 0; i < nw; i++) axes[i] = i;
  }
  if (na != nw)
    rt_raise(RT_EXC_ValueError, "Must provide matching length window_shape and axis; got %d "
             "window_shape elements and %d axes elements.", nw, na);
  if (x->ndim + nw > RT_MAXDIM) rt_raise(RT_EXC_ValueError, "too many dimensions");
  int64_t shape[RT_MAXDIM], strides[RT_MAXDIM];
  memcpy(shape, x->shape, sizeof(int64_t) * (size_t)x->ndim);
  memcpy(strides, x->strides, sizeof(int64_t) * (size_t)x->ndim);
  for (int i = 0; i < nw; i++) {
    if (win[i] < 0) rt_raise(RT_EXC_ValueError, "`window_shape` cannot contain negative values");
    if (shape[axes[i]] < win[i])
      rt_raise(RT_EXC_ValueError, "window shape cannot be larger than input array shape");
    shape[axes[i]] -= win[i] - 1;
    shape[x->ndim + i] = win[i];
    strides[x->ndim + i] = x->strides[axes[i]];
  }
  Value r = rt_array_view(a, x->dtype, x->ndim + nw, shape, strides, x->data);
  RT_AS(Array, r)->writeable = np_given(v[4]) && rt_truthy(v[4]) && x->writeable;
  rt_cleanup_pop(mark, true);
  return r;
}

/* numpy.lib.stride_tricks also holds broadcast_to, broadcast_arrays and broadcast_shapes (NumPy
 * defines them there): these hand the call to numpy's own. */
static Value forward_numpy(const char *name, int argc, const Value *argv, const Kwargs *kw) {
  Value mod = rt_import("numpy");
  Value fn = rt_module_lookup(mod, name);
  rt_decref(mod); /* the module lives in the import registry: fn stays valid */
  return rt_call(fn, argc, argv, kw);
}

static Value f_st_broadcast_to(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return forward_numpy("broadcast_to", argc, argv, kw);
}

static Value f_st_broadcast_arrays(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return forward_numpy("broadcast_arrays", argc, argv, kw);
}

static Value f_st_broadcast_shapes(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return forward_numpy("broadcast_shapes", argc, argv, kw);
}

void np_stride_tricks_module_init(Value m) {
  rt_module_add_fn(m, "as_strided", f_as_strided);
  rt_module_add_fn(m, "broadcast_to", f_st_broadcast_to);
  rt_module_add_fn(m, "broadcast_arrays", f_st_broadcast_arrays);
  rt_module_add_fn(m, "broadcast_shapes", f_st_broadcast_shapes);
  rt_module_add_fn(m, "sliding_window_view", f_sliding_window_view);
}

/* Once numpy exists, stride_tricks' broadcast_to, broadcast_arrays and broadcast_shapes are
 * numpy's own objects (np.lib.stride_tricks.broadcast_to is np.broadcast_to). */
void np_stride_tricks_share(Value np) {
  static const char *const names[] = {"broadcast_to", "broadcast_arrays", "broadcast_shapes"};
  Value st = rt_import("numpy.lib.stride_tricks");
  for (int i = 0; i < 3; i++) {
    Value f = rt_module_lookup(np, names[i]);
    rt_incref(f);
    rt_module_set(st, names[i], f);
  }
  rt_decref(st); /* the module lives in the import registry */
}

void np_lib_module_init(Value m) {
  rt_module_set(m, "stride_tricks", rt_import("numpy.lib.stride_tricks"));
  rt_module_set(m, "scimath", rt_import("numpy.lib.scimath"));
  rt_module_set(m, "recfunctions", rt_import("numpy.lib.recfunctions"));
  rt_module_set(m, "_iotools", rt_import("numpy.lib._iotools"));
}

void np_register_lib(Value m) {
  rt_module_add_fn(m, "fix", f_fix);
  rt_module_add_fn(m, "vander", f_vander);
  rt_module_add_fn(m, "trim_zeros", f_trim_zeros);
  np_register_method("resize", m_resize);
}
