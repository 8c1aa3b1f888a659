/* np_strfuncs.c — NumPy functions and operators on string arrays (np_strarray.h): elementwise
 * comparisons, NumPy 1.24's errors for arithmetic, np.array/where and astype in
 * both directions, and np.char.upper/lower/add. The numeric functions call the hooks first;
 * each hook answers RT_UNDEF when its arguments are not the string case. Sorting and
 * np.unique are np_strsort.c's.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "np_chararray.h"
#include "np_stats.h"
#include "np_chararray.h"
#include "np_strarray.h"
#include "np_castwarn.h"
#include "np_loops.h"
#include "np_raise.h"
#include "../base/error.h"
#include "../obj/class.h"
#include "../obj/complex.h"
#include "../obj/exc.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* ---- dtype arguments ---- */

int64_t np_str_dtype_width(Value dt) {
  if (rt_is_native(dt)) {
    const char *r = RT_AS(NativeFunc, dt)->repr_as;
    if (r && (!strcmp(r, "<class 'str'>") || !strcmp(r, "<class 'numpy.str_'>"))) return 0;
    return -1;
  }
  if (dt.tag == RT_OBJ && dt.as.o == np_str_class_obj(false)) return 0;
  if (!rt_is_str(dt)) return np_strdtype_obj_width(dt, false);
  const char *s = rt_str_data(dt);
  if (!strcmp(s, "str") || !strcmp(s, "str_") || !strcmp(s, "unicode_")) return 0;
  if (*s == '<' || *s == '=') s++;
  if (*s != 'U') return -1;
  s++;
  if (!*s) return 0;
  char *end;
  long long n = strtoll(s, &end, 10);
  return *end || n < 0 ? -1 : n;
}

/* ---- operators ---- */

static bool str_like(Value v) {
  Value b = rt_unwrap_base(v);
  return rt_is_str(b) || np_is_bytes(b) || np_is_strarr(np_chararray_unwrap(v)) ||
         ((rt_is_list(v) || rt_is_tuple(v)) &&
                                             np_str_leaves(v));
}

/* NumPy's dtype text of an operand in a ufunc error: dtype('<U1'), dtype('int64'). */
static void operand_dtype(StrBuf *sb, Value v) {
  if (np_is_strarr(v)) {
    rt_sb_printf(sb, RT_AS(NpStrArr, v)->bytes ? "dtype('S%lld')" : "dtype('<U%lld')",
                 (long long)RT_AS(NpStrArr, v)->width);
  } else if (np_is_bytes(rt_unwrap_base(v))) {
    rt_sb_printf(sb, "dtype('S%lld')", (long long)RT_AS(Bytes, rt_unwrap_base(v))->n);
  } else if (rt_is_str(rt_unwrap_base(v))) {
    v = rt_unwrap_base(v);
    rt_sb_printf(sb, "dtype('<U%lld')", (long long)RT_AS(Str, v)->nchars);
  } else if (rt_is_array(v)) {
    rt_sb_printf(sb, "dtype('%s')", rt_dtypes[RT_AS(Array, v)->dtype].name);
  } else if (rt_is_npscalar(v)) {
    rt_sb_printf(sb, "dtype('%s')", rt_dtypes[RT_AS(NpScalar, v)->dtype].name);
  } else {
    rt_sb_printf(sb, "dtype('%s')", v.tag == RT_BOOL ? "bool" : v.tag == RT_FLOAT ? "float64"
                                                                                 : "int64");
  }
}

/* NumPy's _UFuncNoLoopError for ufunc on operands a and b, each written by describe. */
_Noreturn static void no_loop_error(const char *ufunc, Value a, Value b,
                                    void (*describe)(StrBuf *sb, Value v), const char *result) {
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb); /* rt_raise makes its message before the unwinding frees sb */
  describe(&sb, a);
  rt_sb_puts(&sb, ", ");
  describe(&sb, b);
  rt_raise(RT_EXC_UFuncNoLoopError, "ufunc '%s' did not contain a loop with signature matching "
           "types (%s) -> %s", ufunc, sb.data, result);
}

_Noreturn void np_strarr_no_loop(const char *ufunc, Value a, Value b) {
  no_loop_error(ufunc, a, b, operand_dtype, "None");
}

static _Noreturn void raise_not_supported(const char *ufunc) {
  rt_raise(RT_EXC_TypeError, "ufunc '%s' not supported for the input types, and the inputs "
                             "could not be safely coerced to any supported types according to "
                             "the casting rule ''safe''", ufunc);
}

/* The broadcast shape of x and y into shape: its ndim, -1 when they do not broadcast. */
static int bcast_shape(const NpStrArr *x, const NpStrArr *y, int64_t *shape) {
  int nd = x->ndim > y->ndim ? x->ndim : y->ndim;
  for (int i = 0; i < nd; i++) {
    int xi = i - (nd - x->ndim), yi = i - (nd - y->ndim);
    int64_t p = xi >= 0 ? x->shape[xi] : 1, q = yi >= 0 ? y->shape[yi] : 1;
    if (p != q && p != 1 && q != 1) return -1;
    shape[i] = p == 1 ? q : p;
  }
  return nd;
}

/* warnings.warn(msg, FutureWarning), as NumPy's C code warns. */
static void warn_future(const char *msg) { np_warn_as(RT_EXC_FutureWarning, msg); }

/* v as a string array: itself when it is one (no copy), else a new one of its values. */
static Value operand_arr(Value v) {
  if (!np_is_strarr(v)) return np_strarr_from_value(v, 0);
  np_strarr_sync(RT_AS(NpStrArr, v));
  rt_incref(v);
  return v;
}

/* np_item_cmp's sign for op, the common cases first: items of other lengths are unequal, and
 * a first byte that differs decides the order (UTF-8's byte order is code point order), so
 * most pairs of random items need no memcmp call. */
static inline bool item_test(BinOp op, Value a, Value b) {
  int64_t na, nb;
  const char *p = np_item_data(a, &na), *q = np_item_data(b, &nb);
  if ((op == RT_OP_EQ || op == RT_OP_NE) && na != nb) return op == RT_OP_NE;
  if (na && nb && p[0] != q[0]) { /* the answer straight from the bytes: a setcc, no branch */
    unsigned char pc = (unsigned char)p[0], qc = (unsigned char)q[0];
    return op == RT_OP_NE || ((op == RT_OP_LT || op == RT_OP_LE) ? pc < qc
                              : (op == RT_OP_GT || op == RT_OP_GE) && pc > qc);
  }
  int c = np_item_cmp(a, b);
  return op == RT_OP_EQ ? c == 0 : op == RT_OP_NE ? c != 0 : op == RT_OP_LT ? c < 0
       : op == RT_OP_LE ? c <= 0 : op == RT_OP_GT ? c > 0 : c >= 0;
}

/* One axis or none (the usual a == b, a == 'x'): the items by their strides (0: one item),
 * each object asked for early (they lie apart); always inlined, so that op is a constant in
 * the ==/!= loops, and the item and output pointers held in locals (a store of a bool byte
 * may alias anything, so the compiler would otherwise load them again for every item). */
static inline __attribute__((always_inline)) void run_1d(BinOp op, const NpStrArr *x,
                                                         int64_t sx, const NpStrArr *y,
                                                         int64_t sy, Array *o) {
  int64_t n = o->size;
  const Value *xi = x->items, *yi = y->items;
  char *out = o->data;
  for (int64_t k = 0; k < n; k++) {
    if (k + 64 < n) {
      __builtin_prefetch(xi[(k + 64) * sx].as.o);
      __builtin_prefetch(yi[(k + 64) * sy].as.o);
    }
    out[k] = item_test(op, xi[k * sx], yi[k * sy]);
  }
}

static Value compare(BinOp op, Value a, Value b) {
  Value sa = operand_arr(a), sb = operand_arr(b);
  NpStrArr *x = RT_AS(NpStrArr, sa), *y = RT_AS(NpStrArr, sb);
  if (x->bytes != y->bytes) { /* bytes with str: NumPy 1.24 has no loop */
    rt_decref(sa);
    rt_decref(sb);
    if (op != RT_OP_EQ && op != RT_OP_NE) return rt_undef();
    warn_future("elementwise comparison failed; returning scalar instead, but in the future "
                "will perform elementwise comparison");
    return rt_bool(op == RT_OP_NE);
  }
  int64_t shape[RT_MAXDIM];
  int nd = bcast_shape(x, y, shape);
  if (nd < 0) { /* NumPy 1.24 answers a scalar (with a DeprecationWarning) */
    rt_decref(sa);
    rt_decref(sb);
    return rt_bool(op == RT_OP_NE);
  }
  Value out = rt_array_new(DT_BOOL, nd, shape, false);
  Array *o = RT_AS(Array, out);
  int64_t sx = x->ndim == 1 && x->shape[0] != 1 ? x->strides[0] : 0;
  int64_t sy = y->ndim == 1 && y->shape[0] != 1 ? y->strides[0] : 0;
  if (nd <= 1) {
    switch (op) {
      case RT_OP_EQ: run_1d(RT_OP_EQ, x, sx, y, sy, o); break;
      case RT_OP_NE: run_1d(RT_OP_NE, x, sx, y, sy, o); break;
      case RT_OP_LT: run_1d(RT_OP_LT, x, sx, y, sy, o); break;
      case RT_OP_GT: run_1d(RT_OP_GT, x, sx, y, sy, o); break;
      default: run_1d(op, x, sx, y, sy, o); break;
    }
  }
  for (int64_t k = 0; nd > 1 && k < o->size; k++)
    o->data[k] = item_test(op, *np_strarr_bcast_at(x, nd, shape, k),
                           *np_strarr_bcast_at(y, nd, shape, k));
  rt_decref(sa);
  rt_decref(sb);
  return out;
}

/* A numeric array or NumPy scalar with a Python str under an arithmetic operator: NumPy's
 * ufunc errors (the str is a '<U<n>' operand). A scalar defers (undef) where Python's own str
 * operations answer first: str + scalar, and str * scalar / scalar * str (repetition). */
Value np_numeric_str_binop(BinOp op, Value a, Value b) {
  static const char *const no_loop[RT_BINOP_COUNT] = {
      [RT_OP_ADD] = "add", [RT_OP_SUB] = "subtract", [RT_OP_MUL] = "multiply"};
  static const char *const unsupported[RT_BINOP_COUNT] = {
      [RT_OP_TRUEDIV] = "divide", [RT_OP_FLOORDIV] = "floor_divide", [RT_OP_MOD] = "remainder",
      [RT_OP_POW] = "power", [RT_OP_LSHIFT] = "left_shift", [RT_OP_RSHIFT] = "right_shift",
      [RT_OP_AND] = "bitwise_and", [RT_OP_OR] = "bitwise_or", [RT_OP_XOR] = "bitwise_xor"};
  if (op >= RT_OP_EQ) return rt_undef();
  bool array = rt_is_array(a) || rt_is_array(b);
  if (!array && (op == RT_OP_MUL || (op == RT_OP_ADD && rt_is_str(a)))) return rt_undef();
  if (no_loop[op]) np_strarr_no_loop(no_loop[op], a, b);
  if (unsupported[op]) raise_not_supported(unsupported[op]);
  return rt_undef();
}

Value np_strarr_binop(BinOp op, Value a, Value b) {
  static const char *const names[RT_BINOP_COUNT] = {
      [RT_OP_ADD] = "add", [RT_OP_SUB] = "subtract", [RT_OP_MUL] = "multiply",
      [RT_OP_MATMUL] = "matmul"};
  static const char *const unsupported[RT_BINOP_COUNT] = {
      [RT_OP_TRUEDIV] = "divide", [RT_OP_FLOORDIV] = "floor_divide", [RT_OP_MOD] = "remainder",
      [RT_OP_LSHIFT] = "left_shift", [RT_OP_RSHIFT] = "right_shift", [RT_OP_AND] = "bitwise_and",
      [RT_OP_OR] = "bitwise_or", [RT_OP_XOR] = "bitwise_xor"};
  if (op >= RT_OP_EQ) {
    if (str_like(a) && str_like(b)) return compare(op, a, b);
    if (op != RT_OP_EQ && op != RT_OP_NE)
      return rt_undef(); /* Python's "'<' not supported between instances of ..." */
    if (rt_is_none(a) || rt_is_none(b)) { /* elementwise: no item is None */
      NpStrArr *x = RT_AS(NpStrArr, np_is_strarr(a) ? a : b);
      Value out = rt_array_new(DT_BOOL, x->ndim, x->shape, false);
      memset(RT_AS(Array, out)->data, op == RT_OP_NE, (size_t)x->size);
      return out;
    }
    warn_future("elementwise comparison failed; returning scalar instead, but in the future "
                "will perform elementwise comparison");
    return rt_bool(op == RT_OP_NE);
  }
  if (op == RT_OP_POW) raise_not_supported("square");
  if (names[op]) np_strarr_no_loop(names[op], a, b);
  raise_not_supported(unsupported[op]);
}

/* NumPy's DType class of an operand in a new-style no-loop message: numpy.dtype[str_]. */
static void dtype_class(StrBuf *sb, Value v) {
  if (np_is_strarr(v)) {
    rt_sb_puts(sb, RT_AS(NpStrArr, v)->bytes ? "<class 'numpy.dtype[bytes_]'>" : "<class 'numpy.dtype[str_]'>");
    return;
  }
  if (rt_is_str(rt_unwrap_base(v)) || np_is_bytes(rt_unwrap_base(v))) {
    rt_sb_puts(sb, rt_is_str(rt_unwrap_base(v)) ? "<class 'numpy.dtype[str_]'>"
                                                 : "<class 'numpy.dtype[bytes_]'>");
    return;
  }
  Value a = rt_array_from_value(v, -1);
  DType dt = RT_AS(Array, a)->dtype;
  rt_decref(a);
  rt_sb_printf(sb, "<class 'numpy.dtype[%s]'>", dt == DT_BOOL ? "bool_" : rt_dtypes[dt].name);
}

void np_strarr_unary_check(const char *name, Value x) {
  bool seq_text = (rt_is_list(x) || rt_is_tuple(x)) && np_str_leaves(x);
  if (!seq_text && !str_like(x)) return;
  /* NumPy's uniform-operation resolver (these four) gives the new-style no-loop error on the
   * converted operand; the others' linear search says "not supported for the input types". */
  if (strcmp(name, "absolute") && strcmp(name, "negative") && strcmp(name, "positive") &&
      strcmp(name, "sign"))
    raise_not_supported(name);
  Value a = seq_text ? np_strarr_from_value(x, 0) : rt_undef();
  rt_cleanup_push_value(&a);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_cleanup_push(&sb);
  dtype_class(&sb, seq_text ? a : x);
  rt_raise(RT_EXC_UFuncNoLoopError, "ufunc '%s' did not contain a loop with signature matching "
           "types %s -> None", name, sb.data);
}

/* A string array of at least one dimension. */
static bool text_nd(Value v) { return np_is_strarr(v) && RT_AS(NpStrArr, v)->ndim > 0; }

/* A number that NumPy 1.24's value-based casting sees as a scalar. */
static bool numeric_0d(Value v) {
  if (v.tag == RT_BOOL || v.tag == RT_INT || v.tag == RT_FLOAT) return true;
  if (rt_is_complex(v) || rt_is_npscalar(v)) return true;
  return rt_is_array(v) && RT_AS(Array, v)->ndim == 0;
}

/* np.<ufunc>(a, b) called with a string array: the comparisons between strings, else NumPy
 * 1.24's errors (its no-loop error for add/subtract/multiply/maximum/minimum/fmax/fmin, the
 * new-style one for comparisons and logical ufuncs). RT_UNDEF: not this case. */
Value np_strarr_ufunc(const char *name, Value a, Value b) {
  bool list_a = (rt_is_list(a) || rt_is_tuple(a)) && np_str_leaves(a);
  bool list_b = (rt_is_list(b) || rt_is_tuple(b)) && np_str_leaves(b);
  if (list_a || list_b) { /* NumPy converts them first: a '<U' array */
    Value ca = list_a ? np_strarr_from_value(a, 0) : rt_undef();
    int mark = rt_cleanup_push_value(&ca);
    Value cb = list_b ? np_strarr_from_value(b, 0) : rt_undef();
    rt_cleanup_push_value(&cb);
    Value r = np_strarr_ufunc(name, list_a ? ca : a, list_b ? cb : b);
    rt_cleanup_pop(mark, true);
    return r;
  }
  bool text_a = np_is_strarr(a) || rt_is_str(rt_unwrap_base(a));
  bool text_b = np_is_strarr(b) || rt_is_str(rt_unwrap_base(b));
  if (!text_a && !text_b) return rt_undef();
  static const char *const cmps[] = {"equal", "not_equal", "less", "less_equal", "greater",
                                     "greater_equal"};
  static const char *const no_loop[] = {"add", "subtract", "multiply", "maximum", "minimum",
                                        "fmax", "fmin"};
  bool both = str_like(a) && str_like(b);
  for (int i = 0; i < 6; i++)
    if (!strcmp(name, cmps[i]) && both) return np_scalar_if_0d(compare((BinOp)(RT_OP_EQ + i), a, b));
  for (size_t i = 0; i < sizeof no_loop / sizeof no_loop[0]; i++)
    if (!strcmp(name, no_loop[i])) np_strarr_no_loop(name, a, b);
  bool logical = !strncmp(name, "logical_", 8);
  bool cmp = false;
  for (int i = 0; i < 6; i++) cmp = cmp || !strcmp(name, cmps[i]);
  if (!cmp && !logical) return rt_undef(); /* the generic "not supported for the input types" */
  /* NumPy 1.24 names a bool result only where value-based casting ran: a string array of
   * one or more dimensions met a numeric 0-d operand (a Python or NumPy scalar, a 0-d array). */
  bool scalar_mix = (text_nd(a) && numeric_0d(b)) || (text_nd(b) && numeric_0d(a));
  no_loop_error(name, a, b, dtype_class, scalar_mix ? "<class 'numpy.dtype[bool_]'>" : "None");
}

/* ---- np.where(cond, x, y) with a string operand ---- */

/* x as a string array (itself when it is one): numeric arrays convert as astype(str) does,
 * Python numbers with the width NumPy 1.24 promotes them to (int: 21, float: 32). */
static Value to_strarr(Value x) {
  x = np_chararray_unwrap(x); /* a chararray's string array */
  if (np_is_strarr(x)) { /* the callers only read it: no copy */
    np_strarr_sync(RT_AS(NpStrArr, x));
    rt_incref(x);
    return x;
  }
  if (!rt_is_array(x)) return np_strarr_from_value(x, 0);
  Value u = rt_str_new("U", 1);
  Value r = np_str_astype_hook(x, u);
  rt_decref(u);
  return r;
}

Value np_str_where_hook(Value cond, Value x, Value y) {
  if (rt_is_undef(x) || rt_is_undef(y) || !(str_like(x) || str_like(y))) return rt_undef();
  Value c = rt_array_from_value(cond, DT_BOOL);
  int mark = rt_cleanup_push_value(&c);
  Value sx = to_strarr(x);
  rt_cleanup_push_value(&sx);
  Value sy = to_strarr(y);
  rt_cleanup_push_value(&sy);
  NpStrArr *px = RT_AS(NpStrArr, sx), *py = RT_AS(NpStrArr, sy);
  Array *pc = RT_AS(Array, c);
  int64_t shape[RT_MAXDIM];
  int nd = rt_broadcast_shapes(pc->ndim, pc->shape, px->ndim, px->shape, shape);
  nd = rt_broadcast_shapes(nd, shape, py->ndim, py->shape, shape);
  Value cb = rt_array_broadcast_to(c, nd, shape);
  rt_cleanup_push_value(&cb);
  int64_t width = px->width > py->width ? px->width : py->width;
  bool bytes = px->bytes && py->bytes; /* 'S' with 'U' promotes to 'U' */
  Value out = bytes ? np_bytesarr_new(nd, shape, width) : np_strarr_new(nd, shape, width);
  NpStrArr *o = RT_AS(NpStrArr, out);
  int64_t k = 0;
  NpIter it;
  for (np_iter_init(&it, RT_AS(Array, cb)); it.more; np_iter_next(&it), k++) {
    NpStrArr *src = *it.ptr ? px : py;
    Value v = *np_strarr_bcast_at(src, nd, shape, k);
    if (src->bytes == bytes) { /* already an item of the result's kind, and no wider */
      rt_incref(v);
      rt_decref(o->items[k]);
      o->items[k] = v;
    } else {
      np_strarr_put(o, &o->items[k], v);
    }
  }
  rt_cleanup_pop(mark, true);
  return out;
}

/* ---- astype in both directions ---- */

/* The width NumPy 1.24 gives astype(str) of each numeric dtype: the longest text a value of
 * that dtype can print as. */
static int64_t str_width_of(DType dt) {
  switch (dt) {
  case DT_BOOL: return 5;
  case DT_INT8: return 4;
  case DT_INT16: return 6;
  case DT_INT32: return 11;
  case DT_INT64: return 21;
  case DT_UINT8: return 3;
  case DT_UINT16: return 5;
  case DT_UINT32: return 10;
  case DT_UINT64: return 20;
  case DT_FLOAT16: case DT_FLOAT32: return 32;
  case DT_FLOAT64: return 32;
  default: return 64;
  }
}

/* One operand of np.promote_types: its string width (*is_str, *is_bytes) or numeric dtype. */
static bool flex_width(Value dt, int64_t *w, bool *is_str) {
  if ((*w = np_str_dtype_width(dt)) >= 0) return *is_str = true;
  *is_str = false;
  return (*w = np_bytes_dtype_width(dt)) >= 0;
}

Value np_str_promote(Value a, Value b) {
  int64_t wa, wb;
  bool ua, ub;
  bool fa = flex_width(a, &wa, &ua), fb = flex_width(b, &wb, &ub);
  if (!fa && !fb) return rt_undef();
  if (!fa || !fb) { /* a number beside text: the text it prints as must fit */
    int d = rt_dtype_try_from_value(fa ? b : a);
    if (d < 0 || (DType)d == DT_LONGDOUBLE) return rt_undef();
    int64_t wn = str_width_of((DType)d);
    if (fa) { wb = wn; ub = ua; } else { wa = wn; ua = ub; }
  }
  int64_t w = wa > wb ? wa : wb;
  return ua || ub ? np_strdtype_new(w) : np_bytesdtype_new(w);
}

Value np_str_astype_hook(Value arr, Value dtype) {
  int64_t wb = np_bytes_dtype_width(dtype);
  if (wb >= 0 && rt_is_array(arr)) { /* the text as for 'U', then as ASCII bytes */
    Value u = rt_str_new("U", 1);
    int mark = rt_cleanup_push_value(&u);
    Value s = np_str_astype_hook(arr, u);
    rt_cleanup_push_value(&s);
    NpStrArr *t = RT_AS(NpStrArr, s);
    Value r = np_strarr_copy_as(t, wb > 0 ? wb : t->width, true);
    rt_cleanup_pop(mark, true);
    return r;
  }
  int64_t w = np_str_dtype_width(dtype);
  if (w < 0 || !rt_is_array(arr)) return rt_undef();
  Array *a = RT_AS(Array, arr);
  Value out = np_strarr_new(a->ndim, a->shape, w > 0 ? w : str_width_of(a->dtype));
  int mark = rt_cleanup_push_value(&out);
  NpStrArr *o = RT_AS(NpStrArr, out);
  StrBuf sb;
  rt_sb_init(&sb);
  int k = 0;
  NpIter it;
  for (np_iter_init(&it, a); it.more; np_iter_next(&it), k++) {
    sb.len = 0;
    rt_np_format_scalar(&sb, a->dtype, it.ptr, false);
    Value s = rt_str_new(sb.data, sb.len);
    np_strarr_store(&o->items[k], s, o->width);
    rt_decref(s);
  }
  rt_sb_free(&sb);
  rt_cleanup_pop(mark, false);
  return out;
}

/* a.astype(int) / a.astype(float): each item parsed as int() / float() parse it. */
Value np_strarr_to_numbers(Value arr, Value dtype) {
  DType dt = rt_dtype_from_value(dtype);
  NpStrArr *a = RT_AS(NpStrArr, arr);
  const char *conv = rt_dtypes[dt].kind == 'f' ? "float" : rt_dtypes[dt].kind == 'b' ? "bool"
                                                                                  : "int";
  Value fn = rt_builtin_lookup(conv);
  Value flat = rt_list_new(a->size);
  int mark = rt_cleanup_push_value(&flat);
  for (int64_t k = 0; k < a->size; k++) {
    Value *item = np_strarr_at(a, k);
    Value v = dt == DT_LONGDOUBLE && rt_is_str(*item) ? np_ld_from_str(rt_str_data(*item))
                                                       : rt_call(fn, 1, item, NULL);
    rt_list_append(flat, v);
    rt_decref(v);
  }
  Value r = rt_array_from_value(flat, dt);
  rt_cleanup_push_value(&r);
  Value shaped = np_array_reshape(r, a->ndim, a->shape);
  rt_cleanup_pop(mark, true);
  return shaped;
}

/* np.array(obj, dtype=...) when obj holds strs or dtype is a string dtype. */
Value np_str_array_hook(Value obj, Value dtype) {
  bool has_dt = !rt_is_undef(dtype) && !rt_is_none(dtype);
  int64_t wb = has_dt ? np_bytes_dtype_width(dtype) : -1;
  if (wb >= 0) {
    Value r = np_str_astype_hook(obj, dtype);
    return rt_is_undef(r) ? np_strarr_from_kind(obj, wb, true, 1) : r;
  }
  int64_t w = has_dt ? np_str_dtype_width(dtype) : 0;
  if (w >= 0 && has_dt) {
    Value r = np_str_astype_hook(obj, dtype);
    return rt_is_undef(r) ? np_strarr_from_list(obj, w, true) : r;
  }
  if (!str_like(obj)) return rt_undef();
  Value s = np_strarr_from_value(obj, 0);
  if (!has_dt) return s;
  int mark = rt_cleanup_push_value(&s);
  Value r = np_strarr_to_numbers(s, dtype);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- np.char ---- */

static Value char_map(const char *fname, int argc, const Value *argv, const Kwargs *kw,
                      const char *method) {
  rt_check_nargs(fname, argc, kw, 1, 1);
  Value s = to_strarr(argv[0]);
  int mark = rt_cleanup_push_value(&s);
  NpStrArr *a = RT_AS(NpStrArr, s);
  Value out = np_strarr_like(a, a->ndim, a->shape, a->width);
  rt_cleanup_push_value(&out);
  for (int64_t k = 0; k < a->size; k++) {
    Value m = rt_getattr(*np_strarr_at(a, k), method);
    Value r = rt_call(m, 0, NULL, NULL);
    rt_decref(m);
    np_strarr_put(RT_AS(NpStrArr, out), &RT_AS(NpStrArr, out)->items[k], r);
    rt_decref(r);
  }
  rt_incref(out);
  rt_cleanup_pop(mark, true);
  return out;
}

static Value f_upper(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return char_map("upper", argc, argv, kw, "upper");
}

static Value f_lower(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return char_map("lower", argc, argv, kw, "lower");
}

static Value f_add(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("add", argc, kw, 2, 2);
  Value x = to_strarr(argv[0]);
  int mark = rt_cleanup_push_value(&x);
  Value y = to_strarr(argv[1]);
  rt_cleanup_push_value(&y);
  if (!RT_AS(NpStrArr, x)->bytes && RT_AS(NpStrArr, y)->bytes) /* str + bytes, as NumPy's */
    rt_raise(RT_EXC_TypeError, "can only concatenate str (not \"numpy.bytes_\") to str");
  if (RT_AS(NpStrArr, x)->bytes != RT_AS(NpStrArr, y)->bytes) { /* 'S' + 'U': both 'U' */
    Value *bv = RT_AS(NpStrArr, x)->bytes ? &x : &y;
    Value u = np_strarr_copy_as(RT_AS(NpStrArr, *bv), RT_AS(NpStrArr, *bv)->width, false);
    rt_decref(*bv);
    *bv = u;
  }
  NpStrArr *a = RT_AS(NpStrArr, x), *b = RT_AS(NpStrArr, y);
  int64_t shape[RT_MAXDIM];
  int nd = bcast_shape(a, b, shape);
  if (nd < 0) {
    int64_t dummy[RT_MAXDIM];
    rt_broadcast_shapes(a->ndim, a->shape, b->ndim, b->shape, dummy); /* raises NumPy's error */
  }
  Value out = np_strarr_like(a, nd, shape, a->width + b->width);
  rt_cleanup_push_value(&out);
  StrBuf sb;
  rt_sb_init(&sb);
  for (int64_t k = 0; k < RT_AS(NpStrArr, out)->size; k++) {
    Value p = *np_strarr_bcast_at(a, nd, shape, k), q = *np_strarr_bcast_at(b, nd, shape, k);
    int64_t np_, nq;
    const char *dp = np_item_data(p, &np_), *dq = np_item_data(q, &nq);
    sb.len = 0;
    rt_sb_putn(&sb, dp, (size_t)np_);
    rt_sb_putn(&sb, dq, (size_t)nq);
    Value s = a->bytes ? rt_bytes_new(&rt_bytes_type, sb.data ? sb.data : "", sb.len)
                       : rt_str_new(sb.data ? sb.data : "", sb.len);
    np_strarr_put(RT_AS(NpStrArr, out), &RT_AS(NpStrArr, out)->items[k], s);
    rt_decref(s);
  }
  rt_sb_free(&sb);
  rt_incref(out);
  rt_cleanup_pop(mark, true);
  return out;
}

void np_register_strings(Value m) {
  Value ch = rt_module_new("numpy.char");
  rt_module_add_fn(ch, "upper", f_upper);
  rt_module_add_fn(ch, "lower", f_lower);
  rt_module_add_fn(ch, "add", f_add);
  np_register_charfuncs(ch);
  np_register_chararray(m, ch);
  rt_module_set(m, "char", ch);
  np_register_str_scalars(m);
}

/* ---- zeros/empty/ones/full with a string dtype or a str fill value ---- */

Value np_str_filled_hook(int ndim, const int64_t *shape, Value dtype, Value fill) {
  bool has_dt = !rt_is_undef(dtype) && !rt_is_none(dtype);
  int64_t wb = has_dt ? np_bytes_dtype_width(dtype) : -1;
  int64_t w = has_dt ? np_str_dtype_width(dtype) : -1;
  if (has_dt && w < 0 && wb < 0) return rt_undef();
  if (!has_dt && (rt_is_undef(fill) || !str_like(fill))) return rt_undef();
  /* the fill as an array of the kind (bytes only when all its text is): its width when the
   * dtype gives none */
  Value one = rt_is_undef(fill) ? rt_str_new("", 0) : (rt_incref(fill), fill);
  int mark = rt_cleanup_push_value(&one);
  Value item = np_strarr_from_kind(one, wb >= 0 ? wb : w > 0 ? w : 0, true,
                                   wb >= 0 ? 1 : w >= 0 ? 0 : -1);
  rt_cleanup_push_value(&item);
  NpStrArr *t = RT_AS(NpStrArr, item);
  Value out = np_strarr_like(t, ndim, shape, t->width);
  rt_cleanup_push_value(&out);
  NpStrArr *o = RT_AS(NpStrArr, out);
  bool fits = t->ndim <= o->ndim; /* a sequence fill broadcasts (NumPy's error when not) */
  for (int i = 0; fits && i < t->ndim; i++) {
    int64_t n = t->shape[t->ndim - 1 - i];
    fits = n == 1 || n == o->shape[o->ndim - 1 - i];
  }
  if (!fits) np_raise_bcast_into(t->ndim, t->shape, o->ndim, o->shape);
  for (int64_t k = 0; k < o->size; k++)
    np_strarr_put(o, &o->items[k], *np_strarr_bcast_at(t, o->ndim, o->shape, k));
  rt_incref(out);
  rt_cleanup_pop(mark, true);
  return out;
}

/* ---- np.concatenate / np.append of 1-D string operands ---- */

Value np_str_concat_hook(Value seq, Value axis) {
  if (!(rt_is_list(seq) || rt_is_tuple(seq))) return rt_undef();
  int64_t n = rt_is_list(seq) ? RT_AS(List, seq)->n : RT_AS(Tuple, seq)->n;
  const Value *items = rt_is_list(seq) ? RT_AS(List, seq)->items : RT_AS(Tuple, seq)->items;
  bool any = false;
  for (int64_t i = 0; i < n; i++) any = any || np_is_strarr(items[i]);
  if (!any) return rt_undef();
  Value parts = rt_list_new(n);
  int mark = rt_cleanup_push_value(&parts);
  int64_t total = 0, width = 1;
  bool bytes = true; /* all 'S': 'S', else 'U' */
  for (int64_t i = 0; i < n; i++) {
    Value p = to_strarr(items[i]);
    NpStrArr *s = RT_AS(NpStrArr, p);
    rt_list_append(parts, p);
    rt_decref(p);
    total += s->size;
    bytes = bytes && s->bytes;
    if (s->width > width) width = s->width;
  }
  if (n <= 32) { /* numpy.concatenate's string layout wrapper joins any rank (np_strlayout.c) */
    for (int64_t i = 0; i < n; i++) {
      Value *q = &RT_AS(List, parts)->items[i];
      NpStrArr *s = RT_AS(NpStrArr, *q);
      if (s->bytes == bytes) continue;
      Value u = np_strarr_copy_as(s, s->width, false); /* bytes among strs decode as ASCII */
      rt_decref(*q);
      *q = u;
    }
    static const char *const kwn[] = {"axis"};
    Value r = np_callk("concatenate", 1, &parts, 1, kwn, &axis);
    rt_cleanup_pop(mark, true);
    return r;
  }
  for (int64_t i = 0; i < n; i++) {
    int nd = RT_AS(NpStrArr, RT_AS(List, parts)->items[i])->ndim;
    if (nd != 1)
      rt_raise(RT_EXC_TypeError, "concatenate: Weft joins 1-D string arrays only (got %d "
                                 "dimensions)", nd);
  }
  Value out = bytes ? np_bytesarr_new(1, &total, width) : np_strarr_new(1, &total, width);
  NpStrArr *o = RT_AS(NpStrArr, out);
  int64_t k = 0;
  for (int64_t i = 0; i < n; i++) {
    NpStrArr *s = RT_AS(NpStrArr, RT_AS(List, parts)->items[i]);
    for (int64_t j = 0; j < s->size; j++) np_strarr_put(o, &o->items[k++], *np_strarr_at(s, j));
  }
  rt_cleanup_pop(mark, true);
  return out;
}

/* ---- np.random.choice / Generator.choice of strings: the draws of choice(len(a)), so the
 * stream is NumPy's (it draws indices the same way for an array and for its length) ---- */

Value np_str_choice_hook(NativeFn fn, Value self, int argc, const Value *argv,
                         const Kwargs *kw) {
  if (argc < 1 || !str_like(argv[0]) || rt_is_str(argv[0])) return rt_undef();
  Value pop = np_strarr_from_value(argv[0], 0);
  int mark = rt_cleanup_push_value(&pop);
  NpStrArr *s = RT_AS(NpStrArr, pop);
  if (s->ndim != 1) rt_raise(RT_EXC_ValueError, "a must be 1-dimensional");
  Value args[8];
  int n = argc < 8 ? argc : 8;
  for (int i = 0; i < n; i++) args[i] = argv[i];
  args[0] = rt_int(s->size);
  if (s->size == 0) args[0] = rt_list_new(0); /* NumPy's message for an empty population */
  rt_cleanup_push_value(&args[0]);
  Value idx = fn(self, n, args, kw);
  rt_cleanup_push_value(&idx);
  Value out = np_strarr_type.getitem(pop, idx);
  rt_cleanup_pop(mark, true);
  return out;
}
