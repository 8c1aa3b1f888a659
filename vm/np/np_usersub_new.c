/* np_usersub_new.c — np.ndarray(shape, dtype=float, buffer=None, offset=0, strides=None,
 * order=None), which ndarray.__new__ of a subclass also runs, and the numpy functions that
 * keep a user subclass of np.ndarray: np.asanyarray(x) is x, np.array(x, subok=True) a copy
 * of x's class, and np.reshape(x, ...), np.transpose(x), ... x's own method, as NumPy's
 * _wrapfunc calls it. */
#include <string.h>

#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_internal.h"
#include "np_shape_arg.h"
#include "np_usersub.h"

/* numpy.<name>(argv..., **kw): a new reference. */
static Value np_call(const char *name, int argc, const Value *argv, const Kwargs *kw) {
  Value np = rt_import("numpy");
  Value f = rt_module_lookup(np, name);
  rt_decref(np); /* the module stays in sys.modules */
  return rt_call(f, argc, argv, kw);
}

static Value method_call(Value obj, const char *name, int argc, const Value *argv, const Kwargs *kw) {
  Value f = rt_getattr(obj, name);
  int mark = rt_cleanup_push_value(&f);
  Value r = rt_call(f, argc, argv, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

/* The bytes the array spans from its first element: offset plus the farthest element's end. */
static int64_t strided_extent(int nd, const int64_t *shape, const int64_t *strides, int64_t item) {
  int64_t end = item;
  for (int d = 0; d < nd; d++) {
    if (shape[d] == 0) return 0;
    if (strides[d] < 0) rt_raise(RT_EXC_ValueError, "strides is incompatible with shape of requested array and size of buffer");
    end += (shape[d] - 1) * strides[d];
  }
  return end;
}

static bool given(Value v) { return !rt_is_undef(v) && !rt_is_none(v); }

/* The keywords of names[i] for each given vals[i] (packed in place). */
static Kwargs given_kwargs(const char **names, Value *vals, int n) {
  int k = 0;
  for (int i = 0; i < n; i++)
    if (given(vals[i])) names[k] = names[i], vals[k++] = vals[i];
  return (Kwargs){k, names, vals};
}

/* a: shape, dtype, buffer, offset, strides, order; the array over buffer's memory, read as
 * bytes from offset and viewed as the dtype. */
static Value over_buffer(const Value *a, int nd, const int64_t *shape) {
  const char *fb_names[] = {"dtype", "offset"};
  Value fb_vals[2] = {rt_str_from_c("u1"), a[3]};
  int mark = rt_cleanup_push_value(&fb_vals[0]);
  Kwargs fb = given_kwargs(fb_names, fb_vals, 2);
  Value bytes = np_call("frombuffer", 1, &a[2], &fb);
  rt_cleanup_push_value(&bytes);
  Value dtype = np_call("dtype", 1, given(a[1]) ? &a[1] : (Value[1]){rt_builtin_lookup("float")}, NULL);
  rt_cleanup_push_value(&dtype);
  Value isz = rt_getattr(dtype, "itemsize");
  int64_t item = rt_to_index(isz, NULL), have = RT_AS(Array, bytes)->size, n = 1;
  rt_decref(isz);
  for (int d = 0; d < nd; d++) n *= shape[d];
  Value r, cut = rt_undef(), piece = rt_undef(), typed = rt_undef();
  rt_cleanup_push_value(&cut);
  rt_cleanup_push_value(&piece);
  rt_cleanup_push_value(&typed);
  if (!given(a[4])) {
    if (n * item > have) rt_raise(RT_EXC_TypeError, "buffer is too small for requested array");
    cut = rt_slice_new(rt_none(), rt_int(n * item), rt_none());
    piece = rt_getitem(bytes, cut);
    typed = method_call(piece, "view", 1, &dtype, NULL);
    const char *rs_names[] = {"order"};
    Value order = a[5];
    Kwargs rs = given_kwargs(rs_names, &order, 1);
    r = method_call(typed, "reshape", 1, &a[0], &rs);
  } else {
    int dt = rt_dtype_try_from_value(dtype);
    if (dt < 0) rt_raise(RT_EXC_TypeError, "np.ndarray with strides over a buffer takes a numeric dtype in Weft");
    int64_t strides[RT_MAXDIM];
    if (np_parse_shape_c_long(a[4], strides) != nd)
      rt_raise(RT_EXC_ValueError, "strides, if given, must be the same length as shape");
    if (strided_extent(nd, shape, strides, item) > have)
      rt_raise(RT_EXC_ValueError, "strides is incompatible with shape of requested array and size of buffer");
    const Array *raw = RT_AS(Array, bytes);
    r = rt_array_view(bytes, (DType)dt, nd, shape, strides, raw->data);
    RT_AS(Array, r)->writeable = raw->writeable;
  }
  rt_cleanup_pop(mark, true);
  return r;
}

Value np_ndarray_new(int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"shape", "dtype", "buffer", "offset", "strides", "order"};
  Value a[6];
  rt_parse_args("ndarray", argc, argv, kw, 6, names, 1, a);
  int64_t shape[RT_MAXDIM];
  int nd = np_parse_shape(a[0], shape);
  if (given(a[2])) return over_buffer(a, nd, shape);
  if (!given(a[4])) {
    const char *z_names[] = {"dtype", "order"};
    Value z_vals[2] = {a[1], a[5]};
    Kwargs z = given_kwargs(z_names, z_vals, 2);
    return np_call("zeros", 1, &a[0], &z);
  }
  /* strides without a buffer: fresh zeroed memory of the extent they reach */
  DType dt = given(a[1]) ? rt_dtype_from_value(a[1]) : DT_FLOAT64;
  int64_t strides[RT_MAXDIM];
  if (np_parse_shape_c_long(a[4], strides) != nd)
    rt_raise(RT_EXC_ValueError, "strides, if given, must be the same length as shape");
  int64_t bytes = strided_extent(nd, shape, strides, rt_dtypes[dt].itemsize);
  Value mem = rt_array_new(DT_UINT8, 1, &bytes, true);
  int mark = rt_cleanup_push_value(&mem);
  Value b[6] = {a[0], a[1], mem, rt_int(0), a[4], a[5]};
  Value r = over_buffer(b, nd, shape);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- numpy functions given an instance of a user subclass ---- */

/* np.sum(x, ...), np.reshape(x, ...), ...: x's own method (fn: the wrapped function, whose
 * name says which). */
static Value method_fn(Value fn, int argc, const Value *argv, const Kwargs *kw) {
  if (argc == 0 || !np_usersub_is(argv[0])) return rt_call(fn, argc, argv, kw);
  const char *name = RT_AS(NativeFunc, fn)->name;
  if (!strcmp(name, "amax")) name = "max";
  else if (!strcmp(name, "amin")) name = "min";
  else if (!strcmp(name, "around") || !strcmp(name, "round_")) name = "round";
  return method_call(argv[0], name, argc - 1, argv + 1, kw);
}

static bool kw_true(const Kwargs *kw, const char *name) {
  for (int i = 0; kw && i < kw->n; i++)
    if (!strcmp(kw->names[i], name)) return rt_truthy(kw->values[i]);
  return false;
}

/* np.asanyarray(x) is x; np.array(x, subok=True) and np.asanyarray(x, dtype) keep x's class. */
static Value keep_fn(Value fn, int argc, const Value *argv, const Kwargs *kw) {
  if (argc == 0 || !np_usersub_is(argv[0])) return rt_call(fn, argc, argv, kw);
  const char *name = RT_AS(NativeFunc, fn)->name;
  bool any = !strcmp(name, "asanyarray");
  if (any && argc == 1 && !kw) return (rt_incref(argv[0]), argv[0]);
  Value un[8];
  if (argc > 8) rt_raise(RT_EXC_TypeError, "%s() takes at most 8 arguments", name);
  memcpy(un, argv, sizeof(Value) * (size_t)argc);
  Value base = un[0] = RT_AS(Instance, argv[0])->base;
  Value r = rt_call(fn, argc, un, kw);
  if (r.tag == RT_OBJ && r.as.o == base.as.o) {
    rt_decref(r);
    return (rt_incref(argv[0]), argv[0]);
  }
  if (!(any || kw_true(kw, "subok")) || !np_usersub_plain_ndarray(r)) return r;
  return np_usersub_wrap(RT_AS(Instance, argv[0])->cls, r, argv[0]);
}

/* np.zeros_like(x), np.diff(x), np.flip(x), np.dot(x, y), ...: NumPy's answer is of the class
 * of the first instance among the arguments (its asanyarray, subok=True or __array_wrap__),
 * finalized with it; x itself where the function gives its input back (np.atleast_2d). */
static Value class_fn(Value fn, int argc, const Value *argv, const Kwargs *kw) {
  Value from = rt_undef(), un[8];
  for (int i = 0; i < argc && rt_is_undef(from); i++)
    if (np_usersub_is(argv[i])) from = argv[i];
  for (int i = 0; kw && i < kw->n; i++)
    if (!strcmp(kw->names[i], "subok") && !rt_truthy(kw->values[i])) from = rt_undef();
  if (rt_is_undef(from) || argc > 8) return rt_call(fn, argc, argv, kw);
  for (int i = 0; i < argc; i++) un[i] = np_usersub_is(argv[i]) ? RT_AS(Instance, argv[i])->base : argv[i];
  Value r = rt_call(fn, argc, un, kw), base = RT_AS(Instance, from)->base;
  if (r.tag == RT_OBJ && r.as.o == base.as.o) {
    rt_decref(r);
    return (rt_incref(from), from);
  }
  if (!np_usersub_plain_ndarray(r)) return r;
  return np_usersub_wrap(RT_AS(Instance, from)->cls, r, from);
}

/* Each of names (native functions) through how, bound to the function; aliases (np.amax is
 * np.max) share one wrapper, so they stay the same object. np_argstyle.c words a wrong call
 * to the wrapper as to the function it holds. */
static void wrap_fns(Value m, const char *const *names, size_t n, NativeFn how) {
  enum { MAX = 40 };
  Obj *orig[MAX];
  Value wrapped[MAX];
  size_t k = 0;
  for (size_t i = 0; i < n && k < MAX; i++) {
    Value f = rt_module_lookup(m, names[i]);
    if (!rt_is_native(f)) continue;
    size_t j = 0;
    while (j < k && orig[j] != f.as.o) j++;
    if (j == k) {
      orig[k] = f.as.o;
      wrapped[k++] = rt_native_bind(RT_AS(NativeFunc, f)->name, how, f); /* holds f */
    }
    rt_incref(wrapped[j]);
    rt_module_set(m, names[i], wrapped[j]);
  }
  for (size_t j = 0; j < k; j++) rt_decref(wrapped[j]);
}

void np_register_usersub_fns(Value m) {
  static const char *const methods[] = {
      "sum",    "mean",     "prod",   "std",     "var",     "any",   "all",    "amax",
      "amin",   "max",      "min",    "ptp",     "argmax",  "argmin", "cumsum", "cumprod",
      "reshape", "transpose", "squeeze", "clip",  "round",   "around", "round_", "repeat",
      "take",   "swapaxes", "diagonal", "trace", "nonzero", "searchsorted", "compress",
      "argsort", "ravel"};
  wrap_fns(m, methods, sizeof methods / sizeof methods[0], method_fn);
  static const char *const keep[] = {"asanyarray", "array"};
  wrap_fns(m, keep, sizeof keep / sizeof keep[0], keep_fn);
  static const char *const classed[] = {
      "zeros_like", "ones_like",  "empty_like", "full_like",  "diff",       "sort",
      "flip",       "fliplr",     "flipud",     "expand_dims", "atleast_1d", "atleast_2d",
      "atleast_3d", "dot",        "tile",       "roll",       "delete",     "insert"};
  wrap_fns(m, classed, sizeof classed / sizeof classed[0], class_fn);
}
