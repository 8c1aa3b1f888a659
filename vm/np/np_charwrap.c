/* np_charwrap.c — np.chararray operands to NumPy's common functions (np.concatenate, np.sort,
 * np.unique, np.where, ...). Each wrapped function gets the chararrays' string arrays (also inside
 * a list or tuple argument, as np.concatenate([c, d]) passes them); the functions NumPy runs
 * through np.asanyarray (np.sort, np.unique, np.reshape, ...) give a chararray back when one was
 * given, the others (np.concatenate, np.where, np.stack, ...) a plain array, as NumPy 1.24 does.
 */
#include <stdlib.h>

#include "np_charwrap.h"
#include "np_chararray.h"
#include "np_strarray.h"
#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

#define MAX_ARGS 16

/* How deep in lists a chararray is looked for: np.block([[[c]]]) (a bound, as a list may hold
 * itself). */
#define NEST_MAX 3

/* v is a chararray or a list or tuple holding one (nested as np.block([[c], [d]]) nests them). */
static bool holds_nested(Value v, int depth) {
  if (np_is_chararray(v)) return true;
  if ((!rt_is_list(v) && !rt_is_tuple(v)) || depth >= NEST_MAX) return false;
  int64_t n = rt_is_list(v) ? RT_AS(List, v)->n : RT_AS(Tuple, v)->n;
  const Value *items = rt_is_list(v) ? RT_AS(List, v)->items : RT_AS(Tuple, v)->items;
  for (int64_t i = 0; i < n; i++)
    if (holds_nested(items[i], depth + 1)) return true;
  return false;
}

static bool holds_chararray(Value v) { return holds_nested(v, 0); }

/* v with its chararrays as their string arrays (a new reference). */
static Value unwrapped_at(Value v, int depth) {
  if (np_is_chararray(v)) {
    Value d = np_chararray_unwrap(v);
    rt_incref(d);
    return d;
  }
  if (!holds_nested(v, depth)) {
    rt_incref(v);
    return v;
  }
  bool list = rt_is_list(v);
  int64_t n = list ? RT_AS(List, v)->n : RT_AS(Tuple, v)->n;
  Value r = list ? rt_list_new(n) : rt_tuple_new(n);
  int mark = rt_cleanup_push_value(&r);
  for (int64_t i = 0; i < n; i++) {
    Value item = unwrapped_at(list ? RT_AS(List, v)->items[i] : RT_AS(Tuple, v)->items[i], depth + 1);
    if (list) {
      rt_list_append(r, item);
      rt_decref(item);
    } else {
      rt_tuple_set(r, i, item); /* steals item */
    }
  }
  rt_cleanup_pop(mark, false);
  return r;
}

static Value unwrapped(Value v) { return unwrapped_at(v, 0); }

/* r (stolen) with its string arrays as chararrays, also inside a tuple or list. */
static Value rewrap(Value r) {
  if (np_is_strarr(r)) {
    return np_chararray_wrap(r);
  }
  if (!rt_is_list(r) && !rt_is_tuple(r)) return r;
  bool list = rt_is_list(r);
  int64_t n = list ? RT_AS(List, r)->n : RT_AS(Tuple, r)->n;
  Value *items = list ? RT_AS(List, r)->items : RT_AS(Tuple, r)->items;
  for (int64_t i = 0; i < n; i++)
    if (np_is_strarr(items[i])) items[i] = np_chararray_wrap(items[i]); /* the same reference */
  return r;
}

/* fn (self) on the arguments unwrapped; keep: string results back as chararrays. */
static Value call_unwrapped(Value self, int argc, const Value *argv, const Kwargs *kw, bool keep) {
  int nkw = kw ? kw->n : 0;
  bool any = false;
  for (int i = 0; i < argc; i++) any = any || holds_chararray(argv[i]);
  for (int i = 0; i < nkw; i++) any = any || holds_chararray(kw->values[i]);
  if (!any || argc > MAX_ARGS || nkw > MAX_ARGS) return rt_call(self, argc, argv, kw);
  Value args[MAX_ARGS], kvals[MAX_ARGS];
  int mark = -1;
  for (int i = 0; i < argc; i++) {
    args[i] = unwrapped(argv[i]);
    int m = rt_cleanup_push_value(&args[i]);
    if (mark < 0) mark = m;
  }
  for (int i = 0; i < nkw; i++) {
    kvals[i] = unwrapped(kw->values[i]);
    int m = rt_cleanup_push_value(&kvals[i]);
    if (mark < 0) mark = m;
  }
  Kwargs k2 = {nkw, nkw ? kw->names : NULL, kvals};
  Value r = rt_call(self, argc, args, nkw ? &k2 : NULL);
  if (mark >= 0) rt_cleanup_pop(mark, true);
  return keep ? rewrap(r) : r;
}

static Value keep_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return call_unwrapped(self, argc, argv, kw, true);
}

static Value plain_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return call_unwrapped(self, argc, argv, kw, false);
}

/* np.argmax / np.argmin of a chararray: NumPy wraps the integer result as a chararray, whose
 * __array_finalize__ refuses it. */
static Value not_string_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  if (argc >= 1 && np_is_chararray(argv[0]))
    rt_raise(RT_EXC_ValueError, "Can only create a chararray from string data.");
  return rt_call(self, argc, argv, kw);
}

/* np.unique: a chararray's items compared as chararray compares them (np_charunique.c). */
static Value unique_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"ar", "return_index", "return_inverse", "return_counts",
                                      "axis", "equal_nan"};
  Value v[6];
  if (argc < 1 || !np_is_chararray(argv[0])) return keep_call(self, argc, argv, kw);
  rt_parse_style_enter("unique", RT_PARSE_PYTHON);
  rt_parse_args("unique", argc, argv, kw, 6, names, 1, v);
  if (!rt_is_undef(v[4]) && !rt_is_none(v[4])) return keep_call(self, argc, argv, kw);
  bool want[3];
  for (int i = 0; i < 3; i++) want[i] = !rt_is_undef(v[i + 1]) && rt_truthy(v[i + 1]);
  return np_chararray_unique(argv[0], want[0], want[1], want[2]);
}

/* Each of names through how; aliases (np.row_stack is np.vstack) keep sharing one function. */
static void wrap_list(Value m, const char *const *names, NativeFn how) {
  Obj *orig[64];
  Value wrapped[64];
  size_t k = 0;
  for (const char *const *p = names; *p && k < 64; p++) {
    Value f = rt_module_lookup(m, *p);
    if (rt_is_undef(f)) continue;
    size_t j = 0;
    while (j < k && orig[j] != f.as.o) j++;
    if (j == k) {
      orig[k] = f.as.o;
      wrapped[k++] = rt_native_bind(*p, how, f); /* holds f */
    }
    rt_incref(wrapped[j]);
    rt_module_set(m, *p, wrapped[j]);
  }
  for (size_t j = 0; j < k; j++) rt_decref(wrapped[j]);
}

void np_register_charwrap(Value m) {
  /* NumPy's np.asanyarray functions: a chararray in, a chararray out */
  static const char *const keep[] = {
      "sort",        "reshape",    "ravel",       "transpose",  "flip",
      "repeat",      "tile",        "insert",     "delete",      "take",       "roll",
      "zeros_like",  "full_like",   "empty_like", "ones_like",   "squeeze",    "expand_dims",
      "atleast_1d",  "atleast_2d",  "atleast_3d", "split",       "array_split", "hsplit",
      "vsplit",      "dsplit",      "setdiff1d",  "swapaxes",    "moveaxis",   "compress",
      "extract",     "take_along_axis", "flipud", "fliplr",      "rot90",      "rollaxis",
      NULL};
  static const char *const plain[] = {
      "concatenate", "stack",       "hstack",     "vstack",      "dstack",     "column_stack",
      "row_stack",   "where",       "argsort",    "append",      "isin",       "in1d",
      "copy",        "searchsorted", "nonzero",   "shape",
      "size",        "ndim",        "count_nonzero", "intersect1d", "union1d", "setxor1d",
      "lexsort",     "array_equal", "array_equiv", "broadcast_to", "resize",   "pad",
      "choose",      "select",      "block",      "argwhere",    "flatnonzero", "sort_complex",
      "amax",        "amin",        "max",        "min",         "ptp",
      NULL};
  wrap_list(m, keep, keep_call);
  static const char *const unique[] = {"unique", NULL};
  wrap_list(m, unique, unique_call);
  static const char *const not_string[] = {"argmax", "argmin", NULL};
  wrap_list(m, not_string, not_string_call);
  wrap_list(m, plain, plain_call);
}
