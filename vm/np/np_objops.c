/* np_objops.c — what NumPy 1.24 computes on object arrays by calling the Python operators per
 * element: the arithmetic operators and comparisons with broadcasting (comparisons give bool
 * arrays), unary minus/plus/invert and abs, the reductions sum/prod/max/min/mean/any/all with
 * axis=, conversion to numeric dtypes, and the hooks that route ndarray.astype(object) and the
 * ufuncs np.add(...) etc. here. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "np_objarray.h"
#include "np_loops.h"
#include "np_strarray.h"
#include "../base/error.h"
#include "../obj/bigint.h"
#include "../obj/complex.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_raise.h"

/* ---- operands: anything becomes an object array (a new reference) ---- */

/* An Array's elements as Python values (NumPy's cast to object). */
static Value from_array(const Array *a) {
  Value out = np_objarr_new(a->ndim, a->shape);
  NpObjArr *o = RT_AS(NpObjArr, out);
  int mark = rt_cleanup_push_value(&out);
  int64_t k = 0;
  NpIter it;
  for (np_iter_init(&it, a); it.more; np_iter_next(&it), k++) {
    Value v = a->dtype == DT_LONGDOUBLE ? rt_npscalar_new(a->dtype, it.ptr) /* no Python type holds it */
                                         : np_elem_to_py(a->dtype, it.ptr);
    Value old = o->items[k];
    o->items[k] = v;
    rt_decref(old);
  }
  rt_cleanup_pop(mark, false);
  return out;
}

/* A non-empty list or tuple whose leaves are all machine numbers (no strings, objects or
 * Python ints past uint64). */
static bool numbers_only(Value v) {
  if (!(rt_is_list(v) || rt_is_tuple(v))) {
    if (v.tag == RT_BOOL || v.tag == RT_INT || v.tag == RT_FLOAT) return true;
    return rt_is_npscalar(v) || rt_is_complex(v) || (rt_is_bigint(v) && !np_obj_leaves(v));
  }
  int64_t n = rt_is_list(v) ? RT_AS(List, v)->n : RT_AS(Tuple, v)->n;
  const Value *items = rt_is_list(v) ? RT_AS(List, v)->items : RT_AS(Tuple, v)->items;
  for (int64_t i = 0; i < n; i++)
    if (!numbers_only(items[i])) return false;
  return n > 0;
}

static Value as_objarr(Value v) {
  if (np_is_objarr(v)) {
    rt_incref(v);
    return v;
  }
  if (rt_is_array(v)) return from_array(RT_AS(Array, v));
  if (numbers_only(v)) { /* a nest of numbers: typed first, as NumPy ([1.5, 2] gives 2.0) */
    Value arr = rt_array_from_value(v, -1);
    int mark = rt_cleanup_push_value(&arr);
    Value out = from_array(RT_AS(Array, arr));
    rt_cleanup_pop(mark, true);
    return out;
  }
  if (rt_is_list(v) || rt_is_tuple(v) || np_is_strarr(v)) return np_objarr_from_value(v);
  Value s = np_objarr_new(0, NULL);
  Value py = rt_is_npscalar(v) ? rt_npscalar_to_py(v) : (rt_incref(v), v);
  RT_AS(NpObjArr, s)->items[0] = py;
  return s;
}

/* ---- binary operators ---- */

static bool is_compare(BinOp op) {
  return op == RT_OP_EQ || op == RT_OP_NE || op == RT_OP_LT || op == RT_OP_LE ||
         op == RT_OP_GT || op == RT_OP_GE;
}

/* x op y reduced to a bool. No identity shortcut: NumPy's object loops compare a NaN with
 * itself as unequal. */
static bool compare_bool(BinOp op, Value x, Value y) {
  Value r = rt_binop(op, x, y);
  int mark = rt_cleanup_push_value(&r);
  bool t = rt_truthy(r);
  rt_cleanup_pop(mark, true);
  return t;
}

static Value binop_arrays(BinOp op, const NpObjArr *x, const NpObjArr *y) {
  int64_t shape[RT_MAXDIM];
  int nd = rt_broadcast_shapes(x->ndim, x->shape, y->ndim, y->shape, shape);
  if (is_compare(op)) {
    Value out = rt_array_new(DT_BOOL, nd, shape, false);
    int mark = rt_cleanup_push_value(&out);
    uint8_t *d = (uint8_t *)RT_AS(Array, out)->data;
    int64_t n = RT_AS(Array, out)->size;
    for (int64_t k = 0; k < n; k++)
      d[k] = compare_bool(op, *np_objarr_bcast_at(x, nd, shape, k),
                          *np_objarr_bcast_at(y, nd, shape, k));
    rt_cleanup_pop(mark, false);
    return nd == 0 ? np_scalar_if_0d(out) : out;
  }
  Value out = np_objarr_new(nd, shape);
  int mark = rt_cleanup_push_value(&out);
  NpObjArr *o = RT_AS(NpObjArr, out);
  for (int64_t k = 0; k < o->size; k++) {
    Value r = rt_binop(op, *np_objarr_bcast_at(x, nd, shape, k),
                       *np_objarr_bcast_at(y, nd, shape, k));
    Value old = o->items[k];
    o->items[k] = r;
    rt_decref(old);
  }
  rt_cleanup_pop(mark, false);
  if (nd > 0) return out;
  Value r = o->items[0]; /* a 0-d result is its element, as NumPy's object scalars are */
  rt_incref(r);
  rt_decref(out);
  return r;
}

Value np_objarr_binop(BinOp op, Value a, Value b) {
  if (op == RT_OP_MATMUL) return np_objarr_matmul(a, b);
  Value x = as_objarr(a), y = rt_undef();
  int mark = rt_cleanup_push_value(&x);
  rt_cleanup_push_value(&y);
  y = as_objarr(b);
  Value r = binop_arrays(op, RT_AS(NpObjArr, x), RT_AS(NpObjArr, y));
  rt_cleanup_pop(mark, true);
  return r;
}

/* a op= b: the result's elements go into a (NumPy's in-place loop), so views see them. */
Value np_objarr_inplace_binop(BinOp op, Value a, Value b) {
  if (!np_is_objarr(a) || op == RT_OP_MATMUL) return np_objarr_binop(op, a, b);
  NpObjArr *x = RT_AS(NpObjArr, a);
  Value y = as_objarr(b), r = rt_undef();
  int mark = rt_cleanup_push_value(&y);
  rt_cleanup_push_value(&r);
  NpObjArr *ya = RT_AS(NpObjArr, y);
  int64_t shape[RT_MAXDIM];
  int nd = rt_broadcast_shapes(x->ndim, x->shape, ya->ndim, ya->shape, shape);
  if (nd != x->ndim || memcmp(shape, x->shape, sizeof(int64_t) * (size_t)nd)) {
    StrBuf sb;
    rt_sb_init(&sb);
    rt_sb_shape(&sb, x->ndim, x->shape);
    rt_sb_puts(&sb, " doesn't match the broadcast shape ");
    np_sb_shape_compact(&sb, nd, shape);
    np_raise_sb(RT_EXC_ValueError, "non-broadcastable output operand with shape ", &sb);
  }
  r = binop_arrays(op, x, ya);
  if (!np_is_objarr(r) && x->ndim == 0) { /* a 0-d result came back as its element */
    np_objarr_store(x->items, r);
  } else if (np_is_objarr(r)) {
    for (int64_t k = 0; k < x->size; k++)
      np_objarr_store(np_objarr_at(x, k), *np_objarr_at(RT_AS(NpObjArr, r), k));
  } else { /* comparisons: a bool array into the object array */
    Value o = as_objarr(r);
    for (int64_t k = 0; k < x->size; k++)
      np_objarr_store(np_objarr_at(x, k), *np_objarr_at(RT_AS(NpObjArr, o), k));
    rt_decref(o);
  }
  rt_cleanup_pop(mark, true);
  rt_incref(a);
  return a;
}

/* ---- unary operators ---- */

static Value map_unary(Value a, Value (*fn)(Value, int), int arg) {
  NpObjArr *x = RT_AS(NpObjArr, a);
  Value out = np_objarr_new(x->ndim, x->shape);
  int mark = rt_cleanup_push_value(&out);
  NpObjArr *o = RT_AS(NpObjArr, out);
  for (int64_t k = 0; k < x->size; k++) {
    Value r = fn(*np_objarr_at(x, k), arg);
    Value old = o->items[k];
    o->items[k] = r;
    rt_decref(old);
  }
  rt_cleanup_pop(mark, false);
  return out;
}

static Value elem_unop(Value v, int op) { return rt_unop((UnOp)op, v); }

static Value elem_abs(Value v, int unused) {
  (void)unused;
  return rt_call(rt_builtin_lookup("abs"), 1, &v, NULL);
}

Value np_objarr_unop(UnOp op, Value a) {
  if (op == RT_UOP_NOT) return rt_undef();
  return map_unary(a, elem_unop, (int)op);
}

Value np_objarr_abs(Value a) { return map_unary(a, elem_abs, 0); }

/* ---- reductions ---- */

typedef enum { RED_SUM, RED_PROD, RED_MAX, RED_MIN, RED_MEAN, RED_ANY, RED_ALL } Reduction;

static const char *const ufunc_of[] = {"add", "multiply", "maximum", "minimum", "add",
                                       "logical_or", "logical_and"};

/* The fold of n items p[0], p[stride], ... as NumPy's object loops do it: the first item
 * starts (no identity is added), max keeps acc when acc >= x, any/all are Python's or/and. */
static Value fold(Reduction r, Value *p, int64_t n, int64_t stride) {
  if (n == 0) {
    switch (r) {
      case RED_SUM: case RED_MEAN: return rt_int(0);
      case RED_PROD: return rt_int(1);
      case RED_ANY: return rt_bool(false);
      case RED_ALL: return rt_bool(true);
      default:
        rt_raise(RT_EXC_ValueError, "zero-size array to reduction operation %s which has no "
                                    "identity", ufunc_of[r]);
    }
  }
  Value acc = p[0];
  rt_incref(acc);
  int mark = rt_cleanup_push_value(&acc);
  for (int64_t i = 1; i < n; i++) {
    Value x = p[i * stride], next;
    switch (r) {
      case RED_SUM: case RED_MEAN: next = rt_binop(RT_OP_ADD, acc, x); break;
      case RED_PROD: next = rt_binop(RT_OP_MUL, acc, x); break;
      case RED_MAX: next = compare_bool(RT_OP_GE, acc, x) ? acc : x; rt_incref(next); break;
      case RED_MIN: next = compare_bool(RT_OP_LE, acc, x) ? acc : x; rt_incref(next); break;
      case RED_ANY: next = rt_truthy(acc) ? acc : x; rt_incref(next); break;
      default: next = rt_truthy(acc) ? x : acc; rt_incref(next); break;
    }
    rt_decref(acc);
    acc = next;
  }
  rt_cleanup_pop(mark, false);
  return acc;
}

/* sum / n for mean: NumPy divides by an intp, so a number's mean is a NumPy float64. */
static Value mean_of(Value sum, int64_t n) {
  int mark = rt_cleanup_push_value(&sum);
  bool number = sum.tag == RT_INT || sum.tag == RT_FLOAT || sum.tag == RT_BOOL ||
                rt_is_npscalar(sum);
  Value d = number ? rt_npscalar_new(DT_INT64, &n) : rt_int(n);
  rt_cleanup_push_value(&d);
  Value r = rt_binop(RT_OP_TRUEDIV, sum, d);
  rt_cleanup_pop(mark, true);
  return r;
}

static Reduction reduction_of(const char *name) {
  static const char *const names[] = {"sum", "prod", "max", "min", "mean", "any", "all"};
  for (int i = 0; i < 7; i++)
    if (!strcmp(name, names[i])) return (Reduction)i;
  return RED_SUM;
}

static Value reduce_axis(Reduction r, const NpObjArr *a, int ax) {
  NpObjArr sub = *a; /* the other axes */
  sub.ndim = 0;
  sub.size = 1;
  for (int i = 0; i < a->ndim; i++) {
    if (i == ax) continue;
    sub.shape[sub.ndim] = a->shape[i];
    sub.strides[sub.ndim++] = a->strides[i];
    sub.size *= a->shape[i];
  }
  Value out = np_objarr_new(sub.ndim, sub.shape);
  int mark = rt_cleanup_push_value(&out);
  NpObjArr *o = RT_AS(NpObjArr, out);
  for (int64_t k = 0; k < sub.size; k++) {
    Value v = fold(r, np_objarr_at(&sub, k), a->shape[ax], a->strides[ax]);
    if (r == RED_MEAN) v = mean_of(v, a->shape[ax]);
    Value old = o->items[k];
    o->items[k] = v;
    rt_decref(old);
  }
  rt_cleanup_pop(mark, false);
  return out;
}

Value np_objarr_reduce(const char *name, Value self, Value axis) {
  Reduction r = reduction_of(name);
  NpObjArr *a = RT_AS(NpObjArr, self);
  if (!rt_is_undef(axis) && !rt_is_none(axis) && a->ndim > 1) {
    int ax = np_axis_index(rt_to_index(axis, "axis"), a->ndim);
    return reduce_axis(r, a, ax);
  }
  if (!rt_is_undef(axis) && !rt_is_none(axis)) np_axis_index(rt_to_index(axis, "axis"), a->ndim);
  Value flat = np_objarr_copy(a);
  int mark = rt_cleanup_push_value(&flat);
  Value v = fold(r, RT_AS(NpObjArr, flat)->items, a->size, 1);
  rt_cleanup_pop(mark, true);
  return r == RED_MEAN ? mean_of(v, a->size) : v;
}

/* ---- conversions ---- */

Value np_objarr_to_numbers(Value self, DType dt) {
  NpObjArr *a = RT_AS(NpObjArr, self);
  Value out = rt_array_new(dt, a->ndim, a->shape, true);
  int mark = rt_cleanup_push_value(&out);
  Array *o = RT_AS(Array, out);
  char kind = rt_dtypes[dt].kind;
  int isz = rt_dtypes[dt].itemsize;
  for (int64_t k = 0; k < a->size; k++) {
    Value v = *np_objarr_at(a, k);
    char *p = o->data + k * isz;
    bool plain = v.tag == RT_INT || v.tag == RT_FLOAT || v.tag == RT_BOOL || rt_is_npscalar(v) ||
                 rt_is_bigint(v) || rt_is_complex(v);
    if (plain) np_set_elem_py(dt, p, v);
    else if (kind == 'f' && rt_is_none(v)) rt_elem_set_f64(dt, p, NAN); /* None is NaN */
    else if (kind == 'f' || kind == 'c' || kind == 'i' || kind == 'u') { /* float(x), int(x) */
      Value conv = rt_builtin_lookup(kind == 'f' || kind == 'c' ? "float" : "int");
      Value n = rt_call(conv, 1, &v, NULL);
      int m2 = rt_cleanup_push_value(&n);
      np_set_elem_py(dt, p, n);
      rt_cleanup_pop(m2, true);
    } else {
      np_set_elem_py(dt, p, v);
    }
  }
  rt_cleanup_pop(mark, false);
  return out;
}

Value np_obj_astype_hook(Value arr, Value dtype) {
  if (!np_is_obj_dtype(dtype)) return rt_undef();
  if (rt_is_array(arr)) return from_array(RT_AS(Array, arr));
  return as_objarr(arr);
}

/* ---- the ufuncs np.add(x, y) ... and np.negative/np.absolute on object arrays ---- */

/* np.maximum/np.minimum of objects: x where `x >= y` (`x <= y`) holds, else y, as NumPy's
 * npy_ObjectMax/Min (so a NaN on the left gives the right operand). */
static Value pick_elements(BinOp keep_left, Value a, Value b) {
  Value xa = as_objarr(a);
  int mark = rt_cleanup_push_value(&xa);
  Value xb = as_objarr(b);
  int m2 = rt_cleanup_push_value(&xb);
  const NpObjArr *x = RT_AS(NpObjArr, xa), *y = RT_AS(NpObjArr, xb);
  int64_t shape[RT_MAXDIM];
  int nd = rt_broadcast_shapes(x->ndim, x->shape, y->ndim, y->shape, shape);
  Value out = np_objarr_new(nd, shape);
  int m3 = rt_cleanup_push_value(&out);
  NpObjArr *o = RT_AS(NpObjArr, out);
  for (int64_t k = 0; k < o->size; k++) {
    Value l = *np_objarr_bcast_at(x, nd, shape, k), r = *np_objarr_bcast_at(y, nd, shape, k);
    np_objarr_store(&o->items[k], compare_bool(keep_left, l, r) ? l : r);
  }
  rt_cleanup_pop(m3, false);
  rt_cleanup_pop(m2, true);
  rt_cleanup_pop(mark, true);
  if (nd > 0) return out;
  Value r = o->items[0];
  rt_incref(r);
  rt_decref(out);
  return r;
}

Value np_obj_ufunc_hook(const char *name, int nin, const Value *args) {
  static const struct {
    const char *name;
    BinOp op;
  } binary[] = {
      {"add", RT_OP_ADD},           {"subtract", RT_OP_SUB},     {"multiply", RT_OP_MUL},
      {"true_divide", RT_OP_TRUEDIV}, {"divide", RT_OP_TRUEDIV}, {"floor_divide", RT_OP_FLOORDIV},
      {"remainder", RT_OP_MOD},     {"mod", RT_OP_MOD},          {"power", RT_OP_POW},
      {"equal", RT_OP_EQ},          {"not_equal", RT_OP_NE},     {"less", RT_OP_LT},
      {"less_equal", RT_OP_LE},     {"greater", RT_OP_GT},       {"greater_equal", RT_OP_GE},
      {"left_shift", RT_OP_LSHIFT}, {"right_shift", RT_OP_RSHIFT}, {"bitwise_and", RT_OP_AND},
      {"bitwise_or", RT_OP_OR},     {"bitwise_xor", RT_OP_XOR},
  };
  bool any = false;
  for (int i = 0; i < nin; i++) any |= np_is_objarr(args[i]);
  if (!any) return rt_undef();
  if (nin == 2 && (!strcmp(name, "maximum") || !strcmp(name, "fmax")))
    return pick_elements(RT_OP_GE, args[0], args[1]);
  if (nin == 2 && (!strcmp(name, "minimum") || !strcmp(name, "fmin")))
    return pick_elements(RT_OP_LE, args[0], args[1]);
  if (nin == 2) {
    for (size_t i = 0; i < sizeof binary / sizeof binary[0]; i++)
      if (!strcmp(name, binary[i].name)) return np_objarr_binop(binary[i].op, args[0], args[1]);
  } else if (!strcmp(name, "absolute") || !strcmp(name, "abs")) {
    return np_objarr_abs(args[0]);
  } else if (!strcmp(name, "negative")) {
    return np_objarr_unop(RT_UOP_NEG, args[0]);
  } else if (!strcmp(name, "positive")) {
    return np_objarr_unop(RT_UOP_POS, args[0]);
  } else if (!strcmp(name, "invert")) {
    return np_objarr_unop(RT_UOP_INVERT, args[0]);
  } else if (!strcmp(name, "reciprocal")) { /* NumPy's object loop: 1 / x in Python */
    return np_objarr_binop(RT_OP_TRUEDIV, rt_int(1), args[0]);
  }
  /* NumPy looks for a method of that name on each element */
  Value x = np_is_objarr(args[0]) ? args[0] : args[1];
  NpObjArr *a = RT_AS(NpObjArr, x);
  const char *t = a->size ? rt_type_name(*np_objarr_at(a, 0)) : "object";
  rt_raise(RT_EXC_TypeError, "loop of ufunc does not support argument %d of type %s which has "
                             "no callable %s method", np_is_objarr(args[0]) ? 0 : 1, t, name);
}

/* ---- a Python int beyond int64 and uint64 with an array ---- */

/* NumPy 1.24 finds no machine type for such an int: it is an object, so an array combined with
 * it is computed on Python objects (np.zeros(3) + 2**70 is an object array of floats;
 * comparisons give bools). NumPy scalars with it keep their own paths (np_number.c). */
static bool huge_int(Value v) {
  int64_t i;
  uint64_t u;
  return rt_is_bigint(v) && !rt_int_to_i64(v, &i) && !rt_int_to_u64(v, &u);
}

static bool array_like(Value v) {
  return rt_is_array(v) || np_is_objarr(v) || rt_is_list(v) || rt_is_tuple(v);
}

Value np_obj_huge_int_hook(const char *name, Value a, Value b, Value out) {
  if (!((huge_int(a) && array_like(b)) || (huge_int(b) && array_like(a)))) return rt_undef();
  Value args[2] = {as_objarr(a), rt_undef()};
  int mark = rt_cleanup_push_value(&args[0]);
  args[1] = as_objarr(b);
  int m2 = rt_cleanup_push_value(&args[1]);
  Value r = np_obj_ufunc_hook(name, 2, args);
  rt_cleanup_pop(m2, true);
  rt_cleanup_pop(mark, true);
  if (rt_is_undef(out) || rt_is_none(out)) return r;
  if (np_is_objarr(out) || !np_is_objarr(r)) { /* into out through NumPy's assignment */
    int m3 = rt_cleanup_push_value(&r);
    rt_setitem(out, rt_ellipsis(), r);
    rt_cleanup_pop(m3, true);
    rt_incref(out);
    return out;
  }
  rt_decref(r);
  rt_raise(RT_EXC_UFuncOutputCastingError,
           "Cannot cast ufunc '%s' output from dtype('O') to dtype('%s') with casting rule "
           "'same_kind'", name, rt_is_array(out) ? rt_dtypes[RT_AS(Array, out)->dtype].name : "O");
}

/* ---- np.concatenate and np.sort with object arrays ---- */

static _Noreturn void concat_mismatch(int ax, int j, const NpObjArr *a, const NpObjArr *b) {
  rt_raise(RT_EXC_ValueError, "all the input array dimensions except for the concatenation axis "
                              "must match exactly, but along dimension %d, the array at index 0 "
                              "has size %lld and the array at index %d has size %lld",
           ax, (long long)a->shape[ax], j, (long long)b->shape[ax]);
}

/* Copies x into out (same ndim) with x's origin at `off` along axis ax. */
static void concat_place(NpObjArr *out, const NpObjArr *x, int ax, int64_t off) {
  for (int64_t k = 0; k < x->size; k++) {
    int64_t rest = k, pos = 0, mul = 1;
    for (int i = x->ndim - 1; i >= 0; i--) {
      int64_t c = rest % x->shape[i];
      rest /= x->shape[i];
      pos += (c + (i == ax ? off : 0)) * mul;
      mul *= out->shape[i];
    }
    np_objarr_store(&out->items[pos], *np_objarr_at(x, k));
  }
}

Value np_obj_concat_hook(Value seq, Value axis) {
  if (!(rt_is_list(seq) || rt_is_tuple(seq))) return rt_undef();
  int64_t n = rt_len(seq);
  const Value *items = rt_is_list(seq) ? RT_AS(List, seq)->items : RT_AS(Tuple, seq)->items;
  bool any = false;
  for (int64_t j = 0; j < n; j++) any |= np_is_objarr(items[j]);
  if (!any) return rt_undef();
  Value parts = rt_list_new(n);
  int mark = rt_cleanup_push_value(&parts);
  for (int64_t j = 0; j < n; j++) {
    Value x = as_objarr(items[j]);
    if (rt_is_none(axis)) { /* axis=None: flattened */
      int64_t sz = RT_AS(NpObjArr, x)->size;
      Value f = np_objarr_copy(RT_AS(NpObjArr, x));
      rt_decref(x);
      RT_AS(NpObjArr, f)->ndim = 1;
      RT_AS(NpObjArr, f)->shape[0] = sz;
      RT_AS(NpObjArr, f)->strides[0] = 1;
      x = f;
    }
    rt_list_append(parts, x);
    rt_decref(x);
  }
  const NpObjArr *first = RT_AS(NpObjArr, RT_AS(List, parts)->items[0]);
  if (first->ndim == 0)
    rt_raise(RT_EXC_ValueError, "zero-dimensional arrays cannot be concatenated");
  int ax = rt_is_undef(axis) || rt_is_none(axis) ? 0
           : np_axis_index(rt_to_index(axis, "axis"), first->ndim);
  int64_t shape[RT_MAXDIM];
  memcpy(shape, first->shape, sizeof(int64_t) * (size_t)first->ndim);
  shape[ax] = 0;
  for (int64_t j = 0; j < n; j++) {
    const NpObjArr *x = RT_AS(NpObjArr, RT_AS(List, parts)->items[j]);
    if (x->ndim != first->ndim)
      rt_raise(RT_EXC_ValueError, "all the input arrays must have same number of dimensions, but "
                                  "the array at index 0 has %d dimension(s) and the array at "
                                  "index %lld has %d dimension(s)", first->ndim, (long long)j,
               x->ndim);
    for (int i = 0; i < x->ndim; i++)
      if (i != ax && x->shape[i] != first->shape[i]) concat_mismatch(i, (int)j, first, x);
    shape[ax] += x->shape[ax];
  }
  Value out = np_objarr_new(first->ndim, shape);
  rt_cleanup_push_value(&out);
  int64_t off = 0;
  for (int64_t j = 0; j < n; j++) {
    const NpObjArr *x = RT_AS(NpObjArr, RT_AS(List, parts)->items[j]);
    concat_place(RT_AS(NpObjArr, out), x, ax, off);
    off += x->shape[ax];
  }
  Value r = out;
  rt_incref(r);
  rt_cleanup_pop(mark, true);
  return r;
}

