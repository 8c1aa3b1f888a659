/* np_matrix.c — np.matrix as NumPy 1.24 has it (numpy/matrixlib/defmatrix.py): always 2-D
 * (a result of fewer dimensions becomes 1xN, of more loses its unit axes), `*` the matrix
 * product and `**` the matrix power, indexing that keeps rows and columns 2-D, .T .H .I .A .A1,
 * the reductions that keep two dimensions when given an axis (and give a scalar without one),
 * np.mat/np.asmatrix/np.bmat, and the PendingDeprecationWarning of each new matrix.
 *
 * A matrix holds a 2-D numeric ndarray; operations run on it and wrap their array results back
 * (`finalize`, NumPy's __array_finalize__). numpy functions given a matrix (np.dot, np.sum, the
 * ufuncs) give one back through the wrappers registered at the end of this file.
 */
#include <stdlib.h>
#include <string.h>

#include "np_internal.h"
#include "../base/error.h"
#include "../obj/bigint.h"
#include "../obj/complex.h"
#include "../obj/exc.h"
#include "../obj/hash.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

typedef struct NpMatrix {
  Obj hdr;
  Value data; /* a 2-D Array */
} NpMatrix;

static const ObjType matrix_type;
bool np_is_matrix(Value v) { return rt_is_type(v, &matrix_type); }
#define DATA(v) (RT_AS(NpMatrix, v)->data)

static Value unwrap(Value v) { return np_is_matrix(v) ? DATA(v) : v; }

/* numpy.<name>(...) and obj.<name>(...), new references. */
static Value np_call(const char *name, int argc, const Value *argv, const Kwargs *kw) {
  Value np = rt_import("numpy");
  int mark = rt_cleanup_push_value(&np);
  Value r = rt_call(rt_module_lookup(np, name), argc, argv, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value method_call(Value obj, const char *name, int argc, const Value *argv, const Kwargs *kw) {
  Value f = rt_getattr(obj, name);
  int mark = rt_cleanup_push_value(&f);
  Value r = rt_call(f, argc, argv, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

/* A matrix over arr (stolen), reshaped as __array_finalize__ does: 0-d to 1x1, 1-D to 1xN, more
 * than two dimensions to the axes longer than 1 ("shape too large to be a matrix." when more
 * than two are). */
/* arr as a matrix, its shape made 2-D as matrix.__array_finalize__ makes it, except that an
 * index's result keeps more dimensions (m[None]: NumPy skips the reshape inside __getitem__). */
static Value finalize_as(Value arr, bool indexed) {
  int mark = rt_cleanup_push_value(&arr);
  if (!rt_is_array(arr))
    rt_raise(RT_EXC_TypeError, "np.matrix of %s elements is not supported in Weft",
             rt_type_name(arr));
  const Array *a = RT_AS(Array, arr);
  if (a->ndim != 2 && !(indexed && a->ndim > 2)) {
    int64_t shape[RT_MAXDIM];
    int n = 0;
    if (a->ndim > 2) {
      for (int d = 0; d < a->ndim; d++)
        if (a->shape[d] > 1) shape[n++] = a->shape[d];
      if (n > 2) rt_raise(RT_EXC_ValueError, "shape too large to be a matrix.");
    } else {
      for (int d = 0; d < a->ndim; d++) shape[n++] = a->shape[d];
    }
    if (n == 0) shape[0] = shape[1] = 1;
    else if (n == 1) shape[1] = shape[0], shape[0] = 1;
    Value r = np_array_reshape(arr, 2, shape);
    rt_decref(arr);
    arr = r;
  }
  rt_cleanup_pop(mark, false);
  NpMatrix *m = rt_malloc(sizeof *m);
  rt_obj_init(&m->hdr, &matrix_type);
  m->data = arr;
  return rt_obj(m);
}

static Value finalize(Value arr) { return finalize_as(arr, false); }

Value np_matrix_result(Value r) { return rt_is_array(r) ? finalize(r) : r; }

bool np_matrix_unwrap_args(int argc, const Value *argv, Value *out) {
  bool any = false;
  for (int i = 0; i < argc && i < 8; i++) {
    any |= np_is_matrix(argv[i]);
    out[i] = unwrap(argv[i]);
  }
  return any && argc <= 8;
}

/* ---- construction ---- */

static void warn_pending(void) {
  Value w = rt_import("warnings");
  int mark = rt_cleanup_push_value(&w);
  Value args[2] = {rt_str_from_c("the matrix subclass is not the recommended way to represent "
                                 "matrices or deal with linear algebra (see https://docs.scipy."
                                 "org/doc/numpy/user/numpy-for-matlab-users.html). Please adjust "
                                 "your code to use regular ndarray."),
                   rt_exc_class(RT_EXC_PendingDeprecationWarning)};
  rt_cleanup_push_value(&args[0]);
  rt_decref(method_call(w, "warn", 2, args, NULL));
  rt_cleanup_pop(mark, true);
}

/* One number of a matrix string, as ast.literal_eval reads the plain ones: an int, a float,
 * True or False. */
static Value literal(const char *s, size_t n) {
  char buf[128];
  if (n >= sizeof buf) rt_raise(RT_EXC_ValueError, "malformed node or string: '%.40s...'", s);
  memcpy(buf, s, n);
  buf[n] = '\0';
  if (!strcmp(buf, "True")) return rt_bool(true);
  if (!strcmp(buf, "False")) return rt_bool(false);
  size_t i = buf[0] == '-' || buf[0] == '+';
  bool digits = i < n, number = i < n;
  for (size_t k = i; k < n; k++) {
    char c = buf[k];
    digits &= c >= '0' && c <= '9';
    number &= (c >= '0' && c <= '9') || c == '.' || c == 'e' || c == 'E' || c == '+' || c == '-';
  }
  Value str = rt_str_from_c(buf);
  int mark = rt_cleanup_push_value(&str);
  if (!number) rt_raise(RT_EXC_ValueError, "malformed node or string: %s", buf);
  Value b = rt_import("builtins");
  rt_cleanup_push_value(&b);
  Value r = rt_call(rt_module_lookup(b, digits ? "int" : "float"), 1, &str, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* Whitespace- and comma-separated words of s[0..n), each given to fn. */
static void words(const char *s, size_t n, void (*fn)(void *, const char *, size_t), void *ctx) {
  size_t i = 0;
  while (i < n) {
    while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r' || s[i] == ','))
      i++;
    size_t j = i;
    while (j < n && !(s[j] == ' ' || s[j] == '\t' || s[j] == '\n' || s[j] == '\r' || s[j] == ','))
      j++;
    if (j > i) fn(ctx, s + i, j - i);
    i = j;
  }
}

static void add_literal(void *ctx, const char *s, size_t n) {
  Value v = literal(s, n);
  rt_list_append(*(Value *)ctx, v);
  rt_decref(v);
}

/* matrix('1 2; 3 4'): brackets dropped, rows split at ';', numbers at commas and blanks. */
static Value from_string(Value str) {
  const char *s = rt_str_data(str);
  size_t n = strlen(s);
  char *t = rt_malloc(n + 1);
  int mark = rt_cleanup_push(free, t);
  size_t k = 0;
  for (size_t i = 0; i < n; i++)
    if (s[i] != '[' && s[i] != ']') t[k++] = s[i];
  t[k] = '\0';
  Value rows = rt_list_new(0), row = rt_undef();
  rt_cleanup_push_value(&rows);
  rt_cleanup_push_value(&row);
  int64_t ncols = 0;
  const char *p = t;
  for (int64_t r = 0;; r++) {
    const char *end = strchr(p, ';');
    size_t len = end ? (size_t)(end - p) : strlen(p);
    row = rt_list_new(0);
    words(p, len, add_literal, &row);
    int64_t got = RT_AS(List, row)->n;
    if (r == 0) ncols = got;
    else if (got != ncols) rt_raise(RT_EXC_ValueError, "Rows not the same size.");
    rt_list_append(rows, row);
    rt_decref(row);
    row = rt_undef();
    if (!end) break;
    p = end + 1;
  }
  rt_cleanup_pop(mark + 1, false);
  rt_cleanup_pop(mark, true); /* t */
  return rows;
}

static Value dtype_kw_call(Value obj, const char *name, Value dtype) {
  return method_call(obj, name, 1, &dtype, NULL);
}

/* matrix(data, dtype=None, copy=True), after the warning */
static Value build(Value data, Value dtype, bool copy) {
  bool has_dtype = !rt_is_undef(dtype) && !rt_is_none(dtype);
  if (np_is_matrix(data) || rt_is_array(data)) {
    Value d = unwrap(data);
    if (has_dtype) {
      Value want = np_call("dtype", 1, &dtype, NULL);
      int mark = rt_cleanup_push_value(&want);
      Value have = rt_getattr(d, "dtype");
      rt_cleanup_push_value(&have);
      Value eq = rt_binop(RT_OP_EQ, want, have);
      bool same = rt_truthy(eq);
      rt_decref(eq);
      rt_cleanup_pop(mark, true);
      if (!same) return finalize(dtype_kw_call(d, "astype", dtype));
    }
    if (copy) return finalize(method_call(d, "copy", 0, NULL, NULL));
    if (np_is_matrix(data)) return rt_incref(data), data;
    Value v = rt_array_view(d, RT_AS(Array, d)->dtype, RT_AS(Array, d)->ndim, RT_AS(Array, d)->shape,
                            RT_AS(Array, d)->strides, RT_AS(Array, d)->data);
    return finalize(v);
  }
  Value list = rt_is_str(data) ? from_string(data) : rt_undef();
  int mark = rt_cleanup_push_value(&list);
  static const char *const names[] = {"dtype", "copy"};
  Value kv[2] = {has_dtype ? dtype : rt_none(), rt_bool(copy)};
  Kwargs kw = {2, names, kv};
  Value src = rt_is_undef(list) ? data : list;
  Value arr = np_call("array", 1, &src, &kw);
  rt_cleanup_pop(mark, true);
  if (rt_is_array(arr) && RT_AS(Array, arr)->ndim > 2) {
    rt_decref(arr);
    rt_raise(RT_EXC_ValueError, "matrix must be 2-dimensional");
  }
  return finalize(arr);
}

static Value matrix_ctor(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"data", "dtype", "copy"};
  Value a[3];
  rt_parse_args("matrix", argc, argv, kw, 3, names, 1, a);
  warn_pending();
  return build(a[0], a[1], rt_is_undef(a[2]) || rt_truthy(a[2]));
}

/* np.asmatrix(data, dtype=None), np.mat: matrix(data, dtype, copy=False) */
static Value f_asmatrix(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"data", "dtype"};
  Value a[2];
  rt_parse_args("asmatrix", argc, argv, kw, 2, names, 1, a);
  warn_pending();
  return build(a[0], a[1], false);
}

static Value matrix_of(Value arr) { /* steals arr */
  int mark = rt_cleanup_push_value(&arr);
  warn_pending();
  Value r = build(arr, rt_undef(), true);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value concat(Value items, int axis) {
  static const char *const names[] = {"axis"};
  Value kv[1] = {rt_int(axis)};
  Kwargs kw = {1, names, kv};
  return np_call("concatenate", 1, &items, &kw);
}

/* One name of a bmat string: ldict's, else gdict's (NameError when neither has it). */
static void add_named(void *ctx, const char *s, size_t n) {
  Value *c = ctx; /* [list, ldict, gdict] */
  char buf[256];
  if (n >= sizeof buf) n = sizeof buf - 1;
  memcpy(buf, s, n);
  buf[n] = '\0';
  Value key = rt_str_from_c(buf);
  int mark = rt_cleanup_push_value(&key);
  Value v = rt_undef();
  for (int k = 1; k < 3 && rt_is_undef(v); k++) {
    if (rt_is_none(c[k])) continue;
    Value has = method_call(c[k], "__contains__", 1, &key, NULL);
    if (rt_truthy(has)) v = rt_getitem(c[k], key);
    rt_decref(has);
  }
  if (rt_is_undef(v)) rt_raise(RT_EXC_NameError, "name '%s' is not defined", buf);
  rt_list_append(c[0], v);
  rt_decref(v);
  rt_cleanup_pop(mark, true);
}

static Value bmat_string(Value str, Value ldict, Value gdict) {
  const char *s = rt_str_data(str);
  Value rows = rt_list_new(0), c[3] = {rt_undef(), ldict, gdict};
  int mark = rt_cleanup_push_value(&rows);
  rt_cleanup_push_value(&c[0]);
  for (;;) {
    const char *end = strchr(s, ';');
    size_t len = end ? (size_t)(end - s) : strlen(s);
    c[0] = rt_list_new(0);
    words(s, len, add_named, c);
    Value row = concat(c[0], -1);
    rt_list_append(rows, row);
    rt_decref(row);
    rt_decref(c[0]);
    c[0] = rt_undef();
    if (!end) break;
    s = end + 1;
  }
  Value r = concat(rows, 0);
  rt_cleanup_pop(mark, true);
  return r;
}

/* np.bmat(obj, ldict=None, gdict=None): a matrix of blocks, from a string of names (looked up
 * in the caller's frame unless gdict is given) or nested lists of arrays. */
static Value f_bmat(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"obj", "ldict", "gdict"};
  Value a[3];
  rt_parse_args("bmat", argc, argv, kw, 3, names, 1, a);
  Value obj = a[0];
  if (rt_is_str(obj)) {
    Value frame = rt_undef(), ld = rt_undef(), gd = rt_undef();
    int mark = rt_cleanup_push_value(&frame);
    rt_cleanup_push_value(&ld);
    rt_cleanup_push_value(&gd);
    if (rt_is_undef(a[2]) || rt_is_none(a[2])) {
      Value sys = rt_import("sys");
      rt_cleanup_push_value(&sys);
      Value zero = rt_int(0);
      frame = method_call(sys, "_getframe", 1, &zero, NULL);
      rt_cleanup_pop(mark + 3, true);
      ld = rt_getattr(frame, "f_locals");
      gd = rt_getattr(frame, "f_globals");
    } else {
      gd = a[2], rt_incref(gd);
      ld = rt_is_undef(a[1]) ? rt_none() : a[1];
      rt_incref(ld);
    }
    Value r = matrix_of(bmat_string(obj, ld, gd));
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (rt_is_list(obj) || rt_is_tuple(obj)) {
    int64_t n = rt_len(obj);
    Value rows = rt_list_new(0);
    int mark = rt_cleanup_push_value(&rows);
    for (int64_t i = 0; i < n; i++) {
      Value row = rt_getitem(obj, rt_int(i));
      bool arr = rt_is_array(row) || np_is_matrix(row);
      if (arr) {
        rt_decref(row);
        Value r = matrix_of(concat(obj, -1));
        rt_cleanup_pop(mark, true);
        return r;
      }
      int m2 = rt_cleanup_push_value(&row);
      Value c = concat(row, -1);
      rt_list_append(rows, c);
      rt_decref(c);
      rt_cleanup_pop(m2, true);
    }
    Value r = matrix_of(concat(rows, 0));
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (rt_is_array(obj) || np_is_matrix(obj)) {
    warn_pending();
    return build(obj, rt_undef(), true);
  }
  return rt_none();
}

/* ---- attributes and methods ---- */

static Value transpose(Value self) { return finalize(rt_getattr(DATA(self), "T")); }

static Value attr_H(Value self) {
  if (rt_dtypes[RT_AS(Array, DATA(self))->dtype].kind != 'c') return transpose(self);
  Value t = rt_getattr(DATA(self), "T");
  int mark = rt_cleanup_push_value(&t);
  Value r = method_call(t, "conjugate", 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return finalize(r);
}

static Value attr_I(Value self) {
  warn_pending(); /* asmatrix(inv(self)) */
  const Array *a = RT_AS(Array, DATA(self));
  Value la = rt_import("numpy.linalg");
  int mark = rt_cleanup_push_value(&la);
  Value r = rt_call(rt_module_lookup(la, a->shape[0] == a->shape[1] ? "inv" : "pinv"), 1,
                    &DATA(self), NULL);
  rt_cleanup_pop(mark, true);
  return finalize(r);
}

static Value attr_A(Value self) {
  const Array *a = RT_AS(Array, DATA(self));
  return rt_array_view(DATA(self), a->dtype, a->ndim, a->shape, a->strides, a->data);
}

static Value attr_A1(Value self) { return method_call(DATA(self), "ravel", 0, NULL, NULL); }

static Value m_getA(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv, rt_check_nargs("getA", argc, kw, 0, 0);
  return attr_A(self);
}
static Value m_getA1(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv, rt_check_nargs("getA1", argc, kw, 0, 0);
  return attr_A1(self);
}
static Value m_getT(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv, rt_check_nargs("getT", argc, kw, 0, 0);
  return transpose(self);
}
static Value m_getH(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv, rt_check_nargs("getH", argc, kw, 0, 0);
  return attr_H(self);
}
static Value m_getI(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv, rt_check_nargs("getI", argc, kw, 0, 0);
  return attr_I(self);
}

static Value m_tolist(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return method_call(DATA(self), "tolist", argc, argv, kw);
}

/* The axis argument of a reduction (positional first or axis=), RT_UNDEF when absent. */
static Value axis_arg(int argc, const Value *argv, const Kwargs *kw) {
  if (argc > 0) return argv[0];
  for (int i = 0; kw && i < kw->n; i++)
    if (!strcmp(kw->names[i], "axis")) return kw->values[i];
  return rt_undef();
}

/* sum, mean, ...: the array's with keepdims=True, then _collapse: [0, 0] without an axis. */
static Value collapse(const char *name, Value self, int argc, const Value *argv, const Kwargs *kw) {
  int n = kw ? kw->n : 0;
  const char *names[16];
  Value vals[16];
  if (n > 15) rt_raise(RT_EXC_TypeError, "%s() got too many keyword arguments", name);
  for (int i = 0; i < n; i++) names[i] = kw->names[i], vals[i] = kw->values[i];
  names[n] = "keepdims";
  vals[n] = rt_bool(true);
  Kwargs k2 = {n + 1, names, vals};
  Value r = method_call(DATA(self), name, argc, argv, &k2);
  Value axis = axis_arg(argc, argv, kw);
  if (!rt_is_undef(axis) && !rt_is_none(axis)) return np_matrix_result(r);
  if (!rt_is_array(r)) return r;
  int mark = rt_cleanup_push_value(&r);
  Value key = rt_tuple_pair(rt_int(0), rt_int(0));
  rt_cleanup_push_value(&key);
  Value x = rt_getitem(r, key);
  rt_cleanup_pop(mark, true);
  return x;
}

#define COLLAPSE(nm)                                                                    \
  static Value m_##nm(Value self, int argc, const Value *argv, const Kwargs *kw) {      \
    return collapse(#nm, self, argc, argv, kw);                                         \
  }
COLLAPSE(sum) COLLAPSE(mean) COLLAPSE(prod) COLLAPSE(std) COLLAPSE(var) COLLAPSE(any)
COLLAPSE(all) COLLAPSE(max) COLLAPSE(min) COLLAPSE(ptp)

/* argmax, argmin: the array's, then _align: a row for axis 0, a column for axis 1. */
static Value align(const char *name, Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value r = method_call(DATA(self), name, argc, argv, kw);
  Value axis = axis_arg(argc, argv, kw);
  if (rt_is_undef(axis) || rt_is_none(axis)) return r;
  int mark = rt_cleanup_push_value(&r);
  int64_t ax = rt_to_index(axis, NULL);
  if (ax != 0 && ax != 1) rt_raise(RT_EXC_ValueError, "unsupported axis");
  rt_cleanup_pop(mark, false);
  Value m = np_matrix_result(r);
  if (ax == 0) return m;
  mark = rt_cleanup_push_value(&m);
  Value t = transpose(m);
  rt_cleanup_pop(mark, true);
  return t;
}

static Value m_argmax(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return align("argmax", self, argc, argv, kw);
}
static Value m_argmin(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return align("argmin", self, argc, argv, kw);
}

typedef struct MethodEntry {
  const char *name;
  RtMethodFn fn;
} MethodEntry;

static const MethodEntry methods[] = {
    {"getA", m_getA}, {"getA1", m_getA1}, {"getT", m_getT}, {"getH", m_getH},
    {"getI", m_getI}, {"tolist", m_tolist}, {"sum", m_sum}, {"mean", m_mean},
    {"prod", m_prod}, {"std", m_std},     {"var", m_var},   {"any", m_any},
    {"all", m_all},   {"max", m_max},     {"min", m_min},   {"ptp", m_ptp},
    {"argmax", m_argmax}, {"argmin", m_argmin},
};

static RtMethodFn matrix_method(Value self, const char *name) {
  (void)self;
  for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++)
    if (!strcmp(methods[i].name, name)) return methods[i].fn;
  return NULL;
}

/* Another method of the array, its array results made matrices (copy, reshape, ravel, ...). */
static Value proxy_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value un[8];
  if (np_matrix_unwrap_args(argc, argv, un)) argv = un;
  return np_matrix_result(rt_call(self, argc, argv, kw));
}

/* m.trace(): NumPy's 0-d result of a matrix is a 1x1 matrix */
static Value proxy_trace(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value r = rt_call(self, argc, argv, kw);
  int mark = rt_cleanup_push_value(&r);
  Value a = rt_array_from_value(r, -1);
  rt_cleanup_pop(mark, true);
  return finalize(a);
}

static Value matrix_getattr(Value self, const char *name) {
  if (!strcmp(name, "__array_priority__")) return rt_float(10.0);
  if (!strcmp(name, "T")) return transpose(self);
  if (!strcmp(name, "H")) return attr_H(self);
  if (!strcmp(name, "I")) return attr_I(self);
  if (!strcmp(name, "A")) return attr_A(self);
  if (!strcmp(name, "A1")) return attr_A1(self);
  RtMethodFn fn = matrix_method(self, name);
  if (fn) return rt_native_bind(name, fn, self);
  /* the array's own attributes only: its special methods (a.__mul__) would act as an array's,
   * where the matrix's (dunder.c's, bound to the matrix) multiply matrices */
  bool dunder = name[0] == '_' && name[1] == '_';
  const ObjType *dt = DATA(self).as.o->type;
  Value x = !dunder ? rt_getattr(DATA(self), name) : dt->getattr ? dt->getattr(DATA(self), name) : rt_undef();
  if (rt_is_undef(x)) return x;
  if (rt_is_native(x)) {
    int mark = rt_cleanup_push_value(&x);
    Value r = rt_native_bind(name, strcmp(name, "trace") ? proxy_call : proxy_trace, x);
    rt_cleanup_pop(mark, true);
    return r;
  }
  return np_matrix_result(x);
}

static bool matrix_setattr(Value self, const char *name, Value v) {
  if (strcmp(name, "shape") != 0) return false;
  Value d = rt_array_view(DATA(self), RT_AS(Array, DATA(self))->dtype, 2,
                          RT_AS(Array, DATA(self))->shape, RT_AS(Array, DATA(self))->strides,
                          RT_AS(Array, DATA(self))->data);
  int mark = rt_cleanup_push_value(&d);
  rt_setattr(d, "shape", v);
  Value m = finalize(d);
  rt_cleanup_pop(mark, false);
  rt_decref(DATA(self));
  DATA(self) = DATA(m);
  rt_incref(DATA(self));
  rt_decref(m);
  return true;
}

/* ---- indexing ---- */

static bool is_scalar(Value v) {
  return v.tag == RT_INT || v.tag == RT_FLOAT || v.tag == RT_BOOL || rt_is_npscalar(v) ||
         rt_is_str(v) || rt_is_complex(v) || rt_is_bigint(v);
}

/* m[key]: the array's item, a 0-d result as its scalar, a 1-D one as a row, or as a column
 * when the key's second entry is a scalar (m[:, 0]). */
static Value matrix_getitem(Value self, Value key) {
  Value out = rt_getitem(DATA(self), unwrap(key));
  if (!rt_is_array(out)) return out;
  const Array *a = RT_AS(Array, out);
  int mark = rt_cleanup_push_value(&out);
  Value r;
  if (a->ndim == 0) {
    Value empty = rt_tuple_new(0);
    r = rt_getitem(out, empty);
    rt_decref(empty);
  } else if (a->ndim == 1) {
    bool col = rt_is_tuple(key) && RT_AS(Tuple, key)->n > 1 && is_scalar(RT_AS(Tuple, key)->items[1]);
    int64_t shape[2] = {col ? a->shape[0] : 1, col ? 1 : a->shape[0]};
    r = finalize(np_array_reshape(out, 2, shape));
  } else {
    rt_incref(out);
    r = finalize_as(out, true);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static bool basic_index(Value k) {
  return k.tag == RT_INT || k.tag == RT_NONE || rt_is_type(k, &rt_slice_type) ||
         rt_is_type(k, &rt_ellipsis_type);
}

/* m[key] = v: an array value goes into what m[key] gives when that is a view (a row as 1xN, a
 * column as Nx1, so a 1-D value of a column's length does not fit it, as in NumPy). */
static void matrix_setitem(Value self, Value key, Value v) {
  bool basic = basic_index(key);
  if (rt_is_tuple(key)) {
    basic = true;
    for (int64_t i = 0; i < RT_AS(Tuple, key)->n; i++) basic &= basic_index(RT_AS(Tuple, key)->items[i]);
  }
  if (!basic || is_scalar(v)) {
    rt_setitem(DATA(self), unwrap(key), unwrap(v));
    return;
  }
  Value t = matrix_getitem(self, key), src = rt_undef();
  int mark = rt_cleanup_push_value(&t);
  rt_cleanup_push_value(&src);
  if (!np_is_matrix(t)) {
    rt_setitem(DATA(self), unwrap(key), unwrap(v));
  } else {
    src = rt_array_from_value(unwrap(v), -1);
    rt_array_assign(DATA(t), src);
  }
  rt_cleanup_pop(mark, true);
}

static int64_t matrix_len(Value self) { return rt_len(DATA(self)); }

static Value matrix_iter(Value self) {
  int64_t n = matrix_len(self);
  Value rows = rt_list_new(n);
  int mark = rt_cleanup_push_value(&rows);
  for (int64_t i = 0; i < n; i++) {
    Value r = matrix_getitem(self, rt_int(i));
    rt_list_append(rows, r);
    rt_decref(r);
  }
  Value it = rt_iter(rows);
  rt_cleanup_pop(mark, true);
  return it;
}

/* ---- operators ---- */

/* An operand of `*`: a scalar as it is, anything else as a matrix's array (asmatrix). */
static Value mul_operand(Value v) {
  if (np_is_matrix(v) || is_scalar(v)) {
    rt_incref(unwrap(v));
    return unwrap(v);
  }
  Value m = finalize(rt_array_from_value(v, -1));
  Value d = DATA(m);
  rt_incref(d);
  rt_decref(m);
  return d;
}

static Value matrix_binop(BinOp op, Value a, Value b) {
  if (op == RT_OP_MUL) {
    if (np_is_matrix(a) && !is_scalar(b)) warn_pending(); /* dot(self, asmatrix(other)) */
    Value x[2] = {mul_operand(a), rt_undef()};
    int mark = rt_cleanup_push_value(&x[0]);
    rt_cleanup_push_value(&x[1]);
    x[1] = mul_operand(b);
    Value r = is_scalar(x[0]) || is_scalar(x[1]) ? rt_binop(RT_OP_MUL, x[0], x[1])
                                                  : np_call("dot", 2, x, NULL);
    rt_cleanup_pop(mark, true);
    return np_matrix_result(r);
  }
  if (op == RT_OP_POW) {
    if (!np_is_matrix(a)) return rt_undef();
    Value la = rt_import("numpy.linalg");
    int mark = rt_cleanup_push_value(&la);
    Value args[2] = {DATA(a), b};
    Value r = rt_call(rt_module_lookup(la, "matrix_power"), 2, args, NULL);
    rt_cleanup_pop(mark, true);
    return np_matrix_result(r);
  }
  return np_matrix_result(rt_binop(op, unwrap(a), unwrap(b)));
}

static Value matrix_inplace(BinOp op, Value a, Value b) {
  if (op == RT_OP_MUL || op == RT_OP_POW) {
    Value r = matrix_binop(op, a, b);
    int mark = rt_cleanup_push_value(&r);
    Value all = rt_slice_new(rt_none(), rt_none(), rt_none());
    rt_cleanup_push_value(&all);
    rt_setitem(DATA(a), all, unwrap(r));
    rt_cleanup_pop(mark, true);
  } else {
    rt_decref(rt_inplace_binop(op, DATA(a), unwrap(b)));
  }
  rt_incref(a);
  return a;
}

static Value matrix_unop(UnOp op, Value a) { return np_matrix_result(rt_unop(op, DATA(a))); }

/* ---- the object ---- */

static Value matrix_repr(Value self) {
  StrBuf sb;
  rt_sb_init(&sb);
  np_format_repr_named(&sb, RT_AS(Array, DATA(self)), "matrix");
  Value s = rt_str_from_c(sb.data);
  rt_sb_free(&sb);
  return s;
}

static Value matrix_str(Value self) { return rt_to_str(DATA(self)); }

static int matrix_truthy(Value self) { return rt_truthy(DATA(self)); }

static Value matrix_as_array(Value self) { return attr_A(self); }

static void matrix_free(Obj *o) {
  rt_decref(((NpMatrix *)o)->data);
  free(o);
}

static Value matrix_type_object(Value self) {
  (void)self;
  Value np = rt_import("numpy");
  Value cls = rt_module_lookup(np, "matrix");
  rt_incref(cls);
  rt_decref(np);
  return cls;
}

static const ObjType matrix_type = {
    .name = "matrix",
    .free = matrix_free,
    .repr = matrix_repr,
    .str = matrix_str,
    .getattr = matrix_getattr,
    .setattr = matrix_setattr,
    .getitem = matrix_getitem,
    .setitem = matrix_setitem,
    .iter = matrix_iter,
    .len = matrix_len,
    .truthy = matrix_truthy,
    .binop = matrix_binop,
    .unop = matrix_unop,
    .inplace_binop = matrix_inplace,
    .numkind = RT_NUMBER_ARRAY,
    .hash = rt_unhashable,
    .type_object = matrix_type_object,
    .method = matrix_method,
    .as_array = matrix_as_array,
};

/* ---- numpy functions given a matrix ---- */

/* np.sum(m, ...), np.argmax(m, ...): the matrix's method, as NumPy's _wrapreduction calls it. */
static Value reduce_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  if (argc > 0 && np_is_matrix(argv[0])) {
    Value name = rt_getattr(self, "__name__");
    int mark = rt_cleanup_push_value(&name);
    const char *n = rt_str_data(name);
    if (!strcmp(n, "amax")) n = "max";
    else if (!strcmp(n, "amin")) n = "min";
    Value r = method_call(argv[0], n, argc - 1, argv + 1, kw);
    rt_cleanup_pop(mark, true);
    return r;
  }
  return rt_call(self, argc, argv, kw);
}

/* Any matrix among the arguments (or the items of a list or tuple argument)? */
static bool has_matrix(int argc, const Value *argv) {
  for (int i = 0; i < argc; i++) {
    if (np_is_matrix(argv[i])) return true;
    if (rt_is_list(argv[i]) || rt_is_tuple(argv[i])) {
      int64_t n = rt_is_list(argv[i]) ? RT_AS(List, argv[i])->n : RT_AS(Tuple, argv[i])->n;
      const Value *items = rt_is_list(argv[i]) ? RT_AS(List, argv[i])->items : RT_AS(Tuple, argv[i])->items;
      for (int64_t k = 0; k < n; k++)
        if (np_is_matrix(items[k])) return true;
    }
  }
  return false;
}

/* np.dot(m, a), np.transpose(m), np.linalg.inv(m), ...: a matrix back when one went in. */
static Value keep_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  bool m = has_matrix(argc, argv);
  Value un[8];
  if (np_matrix_unwrap_args(argc, argv, un)) argv = un;
  Value r = rt_call(self, argc, argv, kw);
  return m ? np_matrix_result(r) : r;
}

/* Each of names (at most 16) through how; aliases (np.row_stack is np.vstack) share one. */
static void wrap_fns(Value m, const char *const *names, size_t n, NativeFn how) {
  Obj *orig[16];
  Value wrapped[16];
  size_t k = 0;
  for (size_t i = 0; i < n && i < 16; i++) {
    Value f = rt_module_lookup(m, names[i]);
    if (rt_is_undef(f)) continue;
    size_t j = 0;
    while (j < k && orig[j] != f.as.o) j++;
    if (j == k) {
      orig[k] = f.as.o;
      wrapped[k++] = rt_native_bind(names[i], how, f); /* holds f */
    }
    rt_incref(wrapped[j]);
    rt_module_set(m, names[i], wrapped[j]);
  }
  for (size_t j = 0; j < k; j++) rt_decref(wrapped[j]);
}

void np_register_matrix_linalg(Value m) {
  static const char *const keep[] = {"inv", "pinv", "matrix_power", "solve"};
  wrap_fns(m, keep, sizeof keep / sizeof keep[0], keep_call);
}

static bool is_matrix_cls(Value v) { return np_is_matrix(v); }

void np_register_matrix(Value m) {
  static const char *const reductions[] = {"sum",  "mean", "prod",   "std",    "var",
                                           "any",  "all",  "amax",   "amin",   "max",
                                           "min",  "ptp",  "argmax", "argmin"};
  wrap_fns(m, reductions, sizeof reductions / sizeof reductions[0], reduce_call);
  static const char *const keep[] = {"dot",     "transpose", "concatenate", "vstack",
                                     "hstack",  "reshape",   "squeeze",     "cumsum",
                                     "clip",    "asanyarray", "row_stack"};
  wrap_fns(m, keep, sizeof keep / sizeof keep[0], keep_call);
  rt_module_set(m, "matrix", rt_native_class("matrix", matrix_ctor, is_matrix_cls,
                                             "<class 'numpy.matrix'>"));
  rt_module_add_fn(m, "asmatrix", f_asmatrix);
  rt_module_add_fn(m, "mat", f_asmatrix);
  rt_module_add_fn(m, "bmat", f_bmat);
}
