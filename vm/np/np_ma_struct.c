/* np_ma_struct.c — NumPy's array functions given a masked array, which NumPy answers with a
 * masked array (through the array's methods or asanyarray):
 *  - the functions that move elements (np.flip, np.roll, np.reshape, np.tile, np.rot90, ...)
 *    run on the data and on the mask alike;
 *  - those that compute per element and keep the mask (np.clip, np.real, np.nan_to_num,
 *    np.zeros_like, ...) run on the data, the mask copied;
 *  - np.sort is np.ma.sort, np.argsort and np.nonzero the array's methods, np.average without
 *    weights its mean, np.diff subtracts masked slices, np.unique collapses the masked elements
 *    into one masked element at the end.
 * The module's functions are wrapped (as np_matrix.c wraps those a matrix goes through) and call
 * the function they wrap when no masked array is given. Also the MaskedArray methods clip,
 * repeat and compress.
 */
#include <string.h>

#include "np_ma.h"
#include "../base/error.h"
#include "np_internal.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

#define MAX_ARGS 8

/* f(data, rest...) and f(mask, rest...) as a masked array; f(data, ...) with the mask copied
 * when keep_mask. x is argv[at], a masked array. */
static Value on_parts(Value f, int at, int argc, const Value *argv, const Kwargs *kw,
                      bool keep_mask) {
  NpMa *m = RT_AS(NpMa, argv[at]);
  Value args[MAX_ARGS];
  memcpy(args, argv, (size_t)argc * sizeof *args);
  args[at] = m->data;
  Value d = rt_call(f, argc, args, kw), k = rt_undef();
  int mark = rt_cleanup_push_value(&d);
  rt_cleanup_push_value(&k);
  if (!rt_is_undef(m->mask)) {
    if (keep_mask) {
      k = rt_array_contiguous(m->mask, true);
    } else {
      args[at] = m->mask;
      k = rt_call(f, argc, args, kw);
    }
  }
  Value r = rt_is_array(d) ? np_ma_new(d, k, m->fill) : (rt_incref(d), d);
  rt_cleanup_pop(mark, true);
  return r;
}

/* np.diff(x, n=1, axis=-1): x[..., 1:] - x[..., :-1] n times, the masks or-ed */
static Value ma_diff(Value x, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"a", "n", "axis"};
  Value v[3];
  rt_parse_args("diff", argc, argv, kw, 3, names, 1, v);
  int64_t n = rt_is_undef(v[1]) ? 1 : rt_to_index(v[1], "n");
  if (n < 0) rt_raise(RT_EXC_ValueError, "order must be non-negative but got %lld", (long long)n);
  int nd = RT_AS(Array, RT_AS(NpMa, x)->data)->ndim;
  if (nd == 0) rt_raise(RT_EXC_ValueError, "diff requires input that is at least one dimensional");
  int64_t axis = rt_is_undef(v[2]) ? -1 : rt_to_index(v[2], "axis");
  if (axis < -nd || axis >= nd)
    rt_raise(RT_EXC_AxisError, "axis %lld is out of bounds for array of dimension %d",
             (long long)axis, nd);
  if (axis < 0) axis += nd;
  Value cur = x, hi = rt_undef(), lo = rt_undef();
  rt_incref(cur);
  int mark = rt_cleanup_push_value(&cur);
  rt_cleanup_push_value(&hi);
  rt_cleanup_push_value(&lo);
  for (int64_t i = 0; i < n; i++) {
    hi = rt_tuple_new(nd);
    lo = rt_tuple_new(nd);
    for (int d = 0; d < nd; d++) {
      bool on = d == axis;
      rt_tuple_set(hi, d, rt_slice_new(on ? rt_int(1) : rt_none(), rt_none(), rt_none()));
      rt_tuple_set(lo, d, rt_slice_new(rt_none(), on ? rt_int(-1) : rt_none(), rt_none()));
    }
    Value a = rt_getitem(cur, hi), b = rt_undef();
    int m2 = rt_cleanup_push_value(&a);
    rt_cleanup_push_value(&b);
    b = rt_getitem(cur, lo);
    Value next = rt_binop(RT_OP_SUB, a, b);
    rt_cleanup_pop(m2, true);
    rt_decref(cur);
    cur = next;
    rt_decref(hi);
    rt_decref(lo);
    hi = lo = rt_undef();
  }
  Value r = cur;
  cur = rt_undef();
  rt_cleanup_pop(mark, true);
  return r;
}

/* np.unique(x): the unmasked values' unique values, then one masked element when any is masked */
static Value ma_unique(Value f, Value x) {
  NpMa *m = RT_AS(NpMa, x);
  Value c = np_ma_method(x, "compressed", 0, NULL, NULL), u = rt_undef(), all = rt_undef();
  int mark = rt_cleanup_push_value(&c);
  rt_cleanup_push_value(&u);
  rt_cleanup_push_value(&all);
  u = rt_call(f, 1, &c, NULL);
  if (rt_is_undef(m->mask) || !np_ma_any(m->mask)) {
    Value r = np_ma_new(u, rt_undef(), m->fill);
    rt_cleanup_pop(mark, true);
    return r;
  }
  Value hidden = rt_getitem(m->data, m->mask); /* the masked element keeps a masked value */
  rt_cleanup_push_value(&hidden);
  Value first = rt_getitem(hidden, rt_int(0));
  rt_cleanup_push_value(&first);
  all = np_ma_np("append", 2, (Value[]){u, first}, NULL);
  int64_t len = RT_AS(Array, all)->size;
  Value k = rt_array_new(DT_BOOL, 1, &len, true);
  RT_AS(Array, k)->data[len - 1] = 1;
  rt_cleanup_push_value(&k);
  Value r = np_ma_new(all, k, m->fill);
  rt_cleanup_pop(mark, true);
  return r;
}

static bool has_kw(const Kwargs *kw) { return kw && kw->n > 0; }

static bool kw_named(const Kwargs *kw, const char *name) {
  for (int i = 0; kw && i < kw->n; i++)
    if (!strcmp(kw->names[i], name)) return true;
  return false;
}

static bool named(const char *n, const char *const *list) {
  for (; *list; list++)
    if (!strcmp(n, *list)) return true;
  return false;
}

/* The functions that move elements, and those that keep the mask */
static const char *const moving[] = {
    "flip",     "fliplr",      "flipud",     "roll",       "tile",     "repeat",
    "rot90",    "moveaxis",    "swapaxes",   "transpose",  "reshape",  "ravel",
    "squeeze",  "expand_dims", "atleast_1d", "atleast_2d", "atleast_3d", NULL};
static const char *const keeping[] = {"clip",       "real",      "imag",     "nan_to_num", "fix",
                                      "zeros_like", "ones_like", "full_like", NULL};

static Value ma_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  if (argc < 1 || argc > MAX_ARGS) return rt_call(self, argc, argv, kw);
  Value name = rt_getattr(self, "__name__");
  int mark = rt_cleanup_push_value(&name);
  const char *n = rt_is_str(name) ? rt_str_data(name) : "";
  Value r = rt_undef();
  bool first = np_is_ma(argv[0]) && !np_ma_is_masked_const(argv[0]);
  if (!strcmp(n, "compress") && argc >= 2 && np_is_ma(argv[1])) {
    r = on_parts(self, 1, argc, argv, kw, false);
  } else if (!first) {
    r = rt_call(self, argc, argv, kw);
  } else if (named(n, moving) && !(!strncmp(n, "atleast_", 8) && argc > 1)) {
    r = on_parts(self, 0, argc, argv, kw, false);
  } else if (named(n, keeping)) {
    r = on_parts(self, 0, argc, argv, kw, true);
  } else if (!strcmp(n, "sort")) {
    Value ma = rt_import("numpy.ma");
    int m2 = rt_cleanup_push_value(&ma);
    r = rt_call(rt_module_lookup(ma, "sort"), argc, argv, kw);
    rt_cleanup_pop(m2, true);
  } else if (!strcmp(n, "argsort") || !strcmp(n, "nonzero")) {
    r = np_ma_method(argv[0], n, argc - 1, argv + 1, kw);
  } else if (!strcmp(n, "average") && argc <= 2 &&
             (!has_kw(kw) || (kw->n == 1 && kw_named(kw, "axis")))) {
    r = np_ma_method(argv[0], "mean", argc - 1, argv + 1, kw);
  } else if (!strcmp(n, "diff") && argc <= 3 && !kw_named(kw, "prepend") &&
             !kw_named(kw, "append")) {
    r = ma_diff(argv[0], argc, argv, kw);
  } else if (!strcmp(n, "unique") && argc == 1 && !has_kw(kw)) {
    r = ma_unique(self, argv[0]);
  } else {
    r = rt_call(self, argc, argv, kw);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

void np_ma_wrap_fns(Value m) {
  static const char *const extra[] = {"sort", "argsort", "nonzero", "average", "diff",
                                      "unique", "compress", NULL};
  const char *const *lists[] = {moving, keeping, extra};
  for (size_t l = 0; l < 3; l++) {
    for (const char *const *p = lists[l]; *p; p++) {
      Value f = rt_module_lookup(m, *p);
      if (rt_is_undef(f)) continue;
      rt_module_set(m, *p, rt_native_bind(*p, ma_call, f)); /* holds f */
    }
  }
}

/* ---- MaskedArray.clip, .repeat, .compress ---- */

/* np.<fn>(self, args...) through on_parts (self at `at`) */
static Value via_np(const char *fn, Value self, int at, int argc, const Value *argv,
                    const Kwargs *kw, bool keep_mask) {
  if (argc + 1 > MAX_ARGS) rt_raise(RT_EXC_TypeError, "%s() takes too many arguments", fn);
  Value args[MAX_ARGS];
  for (int i = 0, j = 0; i <= argc; i++) args[i] = i == at ? self : argv[j++];
  Value np = rt_import("numpy");
  int mark = rt_cleanup_push_value(&np);
  Value r = on_parts(rt_module_lookup(np, fn), at, argc + 1, args, kw, keep_mask);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value m_clip(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return via_np("clip", self, 0, argc, argv, kw, true);
}

static Value m_repeat(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return via_np("repeat", self, 0, argc, argv, kw, false);
}

/* a.compress(condition, axis=None): np.compress(condition, a, axis) */
static Value m_compress(Value self, int argc, const Value *argv, const Kwargs *kw) {
  if (argc < 1) rt_raise(RT_EXC_TypeError, "compress() missing required argument 'condition'");
  return via_np("compress", self, 1, argc, argv, kw, false);
}

RtMethodFn np_ma_struct_method(const char *name) {
  if (!strcmp(name, "clip")) return m_clip;
  if (!strcmp(name, "repeat")) return m_repeat;
  if (!strcmp(name, "compress")) return m_compress;
  return NULL;
}

/* ---- np.ma.diff, np.ma.unique: numpy's, given a masked array ---- */

static Value as_ma_call(const char *fn, int argc, const Value *argv, const Kwargs *kw) {
  if (argc < 1 || argc > MAX_ARGS) rt_raise(RT_EXC_TypeError, "%s() takes the array first", fn);
  Value ma = rt_import("numpy.ma"), a = rt_undef();
  int mark = rt_cleanup_push_value(&ma);
  rt_cleanup_push_value(&a);
  a = np_is_ma(argv[0]) ? (rt_incref(argv[0]), argv[0])
                        : rt_call(rt_module_lookup(ma, "masked_array"), 1, argv, NULL);
  Value args[MAX_ARGS];
  memcpy(args, argv, (size_t)argc * sizeof *args);
  args[0] = a;
  Value r = np_ma_np(fn, argc, args, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_diff(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return as_ma_call("diff", argc, argv, kw);
}

static Value f_unique(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return as_ma_call("unique", argc, argv, kw);
}

void np_ma_register_struct(Value m) {
  rt_module_add_fn(m, "diff", f_diff);
  rt_module_add_fn(m, "unique", f_unique);
}
