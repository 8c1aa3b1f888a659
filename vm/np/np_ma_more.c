/* np_ma_more.c — more numpy.ma functions, each composed as NumPy 1.24's numpy/ma code composes
 * it: np.ma.sort (a sorted copy, masked last), masked_all, make_mask/mask_or (a mask with no true
 * element shrinks to nomask), fix_invalid, compress_rows/compress_cols, the stacking functions
 * (the data and the masks stacked alike), the masked binary ufuncs, dot (masked elements as 0,
 * a result masked where no pair was valid), and the methods anom, ptp, nonzero and
 * set_fill_value with their module functions. */
#include <string.h>

#include "np_ma.h"
#include "../base/error.h"
#include "np_internal.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

static bool given(Value v) { return !rt_is_undef(v) && !rt_is_none(v); }

static Value np1(const char *name, Value a) { return np_ma_np(name, 1, &a, NULL); }

/* numpy.<name>(a, dt) with dt a dtype's name */
static Value np_dt(const char *name, Value a, const char *dt) {
  Value s = rt_str_from_c(dt);
  int mark = rt_cleanup_push_value(&s);
  Value r = np_ma_np(name, 2, (Value[]){a, s}, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* a as a masked array (a new reference): itself, or its data unmasked */
static Value as_ma(Value a) {
  if (np_is_ma(a)) {
    rt_incref(a);
    return a;
  }
  Value d = np_ma_getdata(a);
  int mark = rt_cleanup_push_value(&d);
  Value r = np_ma_new(d, rt_undef(), rt_undef());
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- methods ---- */

/* a - a.mean(axis), the mean's axis put back */
static Value m_anom(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"axis", "dtype"};
  Value v[2];
  rt_parse_args("anom", argc, argv, kw, 2, names, 0, v);
  Value m = np_ma_method(self, "mean", 2, (Value[]){given(v[0]) ? v[0] : rt_none(),
                                                   given(v[1]) ? v[1] : rt_none()}, NULL);
  int mark = rt_cleanup_push_value(&m);
  if (given(v[0])) {
    Value e = np_ma_np("expand_dims", 2, (Value[]){m, v[0]}, NULL);
    rt_decref(m);
    m = e;
  }
  Value r = rt_binop(RT_OP_SUB, self, m);
  rt_cleanup_pop(mark, true);
  return r;
}

/* max - min along axis */
static Value m_ptp(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value hi = np_ma_method(self, "max", argc, argv, kw);
  int mark = rt_cleanup_push_value(&hi);
  Value lo = np_ma_method(self, "min", argc, argv, kw);
  rt_cleanup_push_value(&lo);
  Value r = rt_binop(RT_OP_SUB, hi, lo);
  rt_cleanup_pop(mark, true);
  return r;
}

/* the indices of the unmasked nonzero elements: filled(0).nonzero() */
static Value m_nonzero(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("nonzero", argc, kw, 0, 0);
  (void)argv;
  Value f = np_ma_filled(RT_AS(NpMa, self), rt_int(0));
  int mark = rt_cleanup_push_value(&f);
  Value r = np1("nonzero", f);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value m_set_fill_value(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"value"};
  Value v[1];
  rt_parse_args("set_fill_value", argc, argv, kw, 1, names, 0, v);
  rt_setattr(self, "fill_value", rt_is_undef(v[0]) ? rt_none() : v[0]);
  return rt_none();
}

RtMethodFn np_ma_more_method(const char *name) {
  if (!strcmp(name, "anom")) return m_anom;
  if (!strcmp(name, "ptp")) return m_ptp;
  if (!strcmp(name, "nonzero")) return m_nonzero;
  if (!strcmp(name, "set_fill_value")) return m_set_fill_value;
  return NULL;
}

/* np.ma.NAME(a, ...): asanyarray(a).NAME(...), as NumPy's _frommethod */
#define FROM_METHOD(X) X(anom) X(ptp) X(nonzero) X(cumsum) X(cumprod) X(argsort) X(ravel)
#define X(name)                                                                    \
  static Value f_##name(Value self, int argc, const Value *argv, const Kwargs *kw) { \
    (void)self;                                                                    \
    if (argc < 1) rt_raise(RT_EXC_TypeError, #name "() missing 1 required positional argument: 'a'"); \
    Value m = as_ma(argv[0]);                                                      \
    int mark = rt_cleanup_push_value(&m);                                          \
    Value r = np_ma_method(m, #name, argc - 1, argv + 1, kw);                      \
    rt_cleanup_pop(mark, true);                                                    \
    return r;                                                                      \
  }
FROM_METHOD(X)
#undef X

/* np.ma.round(a, decimals=0) */
static Value f_round(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "decimals", "out"};
  Value v[3];
  rt_parse_args("round_", argc, argv, kw, 3, names, 1, v);
  Value m = as_ma(v[0]);
  int mark = rt_cleanup_push_value(&m);
  Value r = np_ma_method(m, "round", 1, (Value[]){given(v[1]) ? v[1] : rt_int(0)}, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* np.ma.sort(a, axis=-1, ...): a sorted copy (a plain array for a plain a) */
static Value f_sort(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  if (argc < 1) rt_raise(RT_EXC_TypeError, "sort() missing 1 required positional argument: 'a'");
  if (!np_is_ma(argv[0])) return np_ma_np("sort", argc, argv, kw);
  bool flat = argc > 1 && rt_is_none(argv[1]);
  for (int i = 0; kw && i < kw->n; i++)
    if (!strcmp(kw->names[i], "axis")) flat = rt_is_none(kw->values[i]);
  /* axis=None sorts the flattened array */
  Value c = np_ma_method(argv[0], flat ? "flatten" : "copy", 0, argv, NULL);
  int mark = rt_cleanup_push_value(&c);
  Value r = flat ? np_ma_method(c, "sort", 0, NULL, NULL)
                 : np_ma_method(c, "sort", argc - 1, argv + 1, kw);
  rt_decref(r);
  rt_cleanup_pop(mark, false);
  return c;
}

/* ---- masks ---- */

/* make_mask(m, copy=False, shrink=True, dtype=bool): nomask for nomask or (shrink) all false */
static Value make_mask(Value m, bool shrink) {
  if (rt_is(m, np_ma_nomask())) return m;
  Value b = np_dt("array", m, "bool");
  Value b2 = rt_undef();
  int mark = rt_cleanup_push_value(&b);
  rt_cleanup_push_value(&b2);
  b2 = rt_array_from_value(b, DT_BOOL);
  if (shrink && !np_ma_any(b2)) {
    rt_cleanup_pop(mark, true);
    return np_ma_nomask();
  }
  rt_incref(b2);
  rt_cleanup_pop(mark, true);
  return b2;
}

static Value f_make_mask(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"m", "copy", "shrink", "dtype"};
  Value v[4];
  rt_parse_args("make_mask", argc, argv, kw, 4, names, 1, v);
  Value r = make_mask(v[0], rt_is_undef(v[2]) || rt_truthy(v[2]));
  if (rt_is(r, np_ma_nomask())) rt_incref(r);
  return r;
}

static Value f_mask_or(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"m1", "m2", "copy", "shrink"};
  Value v[4];
  rt_parse_args("mask_or", argc, argv, kw, 4, names, 2, v);
  bool shrink = rt_is_undef(v[3]) || rt_truthy(v[3]);
  Value o = rt_undef();
  int mark = rt_cleanup_push_value(&o);
  if (rt_is(v[0], np_ma_nomask()) || rt_is(v[0], rt_bool(false)))
    o = rt_binop(RT_OP_OR, v[1], rt_bool(false));
  else if (rt_is(v[1], np_ma_nomask()) || rt_is(v[1], rt_bool(false)))
    o = rt_binop(RT_OP_OR, v[0], rt_bool(false));
  else
    o = np_ma_np("logical_or", 2, v, NULL);
  Value r = make_mask(o, shrink);
  if (rt_is(r, np_ma_nomask())) rt_incref(r);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_masked_all(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"shape", "dtype"};
  Value v[2];
  rt_parse_args("masked_all", argc, argv, kw, 2, names, 1, v);
  Value d = given(v[1]) ? np_ma_np("zeros", 2, v, NULL) : np_dt("zeros", v[0], "float64");
  int mark = rt_cleanup_push_value(&d);
  Value m = np_dt("ones", v[0], "bool");
  rt_cleanup_push_value(&m);
  Value r = np_ma_new(d, m, rt_undef());
  rt_cleanup_pop(mark, true);
  return r;
}

/* fix_invalid(a, mask=nomask, copy=True, fill_value=None): NaN and inf masked, their data set to
 * the fill value */
static Value f_fix_invalid(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "mask", "copy", "fill_value"};
  Value v[4];
  rt_parse_args("fix_invalid", argc, argv, kw, 4, names, 1, v);
  Value d = np_ma_getdata(v[0]), bad = rt_undef(), m = rt_undef(), ma = rt_undef();
  int mark = rt_cleanup_push_value(&d);
  rt_cleanup_push_value(&bad);
  rt_cleanup_push_value(&m);
  rt_cleanup_push_value(&ma);
  Value fin = np1("isfinite", d);
  bad = rt_unop(RT_UOP_INVERT, fin);
  rt_decref(fin);
  Value old = np_ma_getmaskarray(v[0]);
  m = rt_binop(RT_OP_OR, old, bad);
  rt_decref(old);
  if (given(v[1])) {
    Value m2 = rt_binop(RT_OP_OR, m, v[1]);
    rt_decref(m);
    m = m2;
  }
  ma = np_ma_new(d, m, rt_undef());
  Value fill = given(v[3]) ? (rt_incref(v[3]), v[3]) : np_ma_fill_value(RT_AS(NpMa, ma));
  Value nd = np_ma_np("where", 3, (Value[]){bad, fill, d}, NULL);
  rt_decref(fill);
  Value typed = rt_array_astype(nd, RT_AS(Array, d)->dtype);
  rt_decref(nd);
  rt_decref(RT_AS(NpMa, ma)->data);
  RT_AS(NpMa, ma)->data = typed;
  rt_incref(ma);
  rt_cleanup_pop(mark, true);
  return ma;
}

/* compress_rows/compress_cols: the data of the rows (columns) with no masked element */
static Value compress_2d(const char *name, int argc, const Value *argv, const Kwargs *kw, int ax) {
  static const char *const names[] = {"a"};
  Value v[1];
  rt_parse_args(name, argc, argv, kw, 1, names, 1, v);
  Value d = np_ma_getdata(v[0]), m = rt_undef(), keep = rt_undef(), key = rt_undef();
  int mark = rt_cleanup_push_value(&d);
  rt_cleanup_push_value(&m);
  rt_cleanup_push_value(&keep);
  rt_cleanup_push_value(&key);
  if (RT_AS(Array, d)->ndim != 2) rt_raise(RT_EXC_NotImplementedError, "%s works for 2D arrays only.", name);
  m = np_ma_getmaskarray(v[0]);
  Value any = np_ma_np("any", 2, (Value[]){m, rt_int(1 - ax)}, NULL);
  keep = rt_unop(RT_UOP_INVERT, any);
  rt_decref(any);
  Value r;
  if (ax == 0) {
    r = rt_getitem(d, keep);
  } else {
    Value sl = rt_slice_new(rt_none(), rt_none(), rt_none());
    key = rt_tuple_new(2);
    rt_tuple_set(key, 0, sl);
    rt_incref(keep);
    rt_tuple_set(key, 1, keep);
    r = rt_getitem(d, key);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_compress_rows(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return compress_2d("compress_rows", argc, argv, kw, 0);
}

static Value f_compress_cols(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return compress_2d("compress_cols", argc, argv, kw, 1);
}

/* ---- stacking: numpy.<name> of the data and of the masks ---- */

static Value stack_like(const char *name, int argc, const Value *argv, const Kwargs *kw) {
  if (argc < 1) rt_raise(RT_EXC_TypeError, "%s() missing 1 required positional argument", name);
  Value ds = rt_list_new(0), ms = rt_list_new(0);
  int mark = rt_cleanup_push_value(&ds);
  rt_cleanup_push_value(&ms);
  Value it = rt_iter(argv[0]);
  rt_cleanup_push_value(&it);
  Value x;
  while (rt_next(it, &x)) {
    int m2 = rt_cleanup_push_value(&x);
    Value d = np_ma_getdata(x);
    rt_list_append(ds, d);
    rt_decref(d);
    Value m = np_ma_getmaskarray(x);
    rt_list_append(ms, m);
    rt_decref(m);
    rt_cleanup_pop(m2, true);
  }
  Value args[8];
  if (argc > 8) argc = 8;
  for (int i = 1; i < argc; i++) args[i] = argv[i];
  args[0] = ds;
  Value d = np_ma_np(name, argc, args, kw);
  rt_cleanup_push_value(&d);
  args[0] = ms;
  Value m = np_ma_np(name, argc, args, kw);
  rt_cleanup_push_value(&m);
  Value r = np_ma_new(d, m, rt_undef());
  rt_cleanup_pop(mark, true);
  return r;
}

#define STACKS(X) X(stack) X(vstack) X(hstack) X(column_stack) X(dstack) X(row_stack)
#define X(name)                                                                     \
  static Value f_##name(Value self, int argc, const Value *argv, const Kwargs *kw) { \
    (void)self;                                                                     \
    return stack_like(#name, argc, argv, kw);                                       \
  }
STACKS(X)
#undef X

/* ---- binary ufuncs: the masked operation, or numpy's result unmasked ---- */

#define BINARY(X) \
  X(add) X(subtract) X(multiply) X(divide) X(true_divide) X(floor_divide) X(power) \
  X(remainder) X(mod) X(maximum) X(minimum) X(hypot) X(arctan2) X(fmod)
#define X(name)                                                                     \
  static Value b_##name(Value self, int argc, const Value *argv, const Kwargs *kw) { \
    (void)self;                                                                     \
    return binary(#name, argc, argv, kw);                                           \
  }
static Value binary(const char *name, int argc, const Value *argv, const Kwargs *kw) {
  const char *np_name = !strcmp(name, "mod") ? "remainder" : name;
  if (argc < 2 || argc > 3) rt_raise(RT_EXC_TypeError, "%s() takes 2 or 3 positional arguments", name);
  int saved[2];
  np_errstate_quiet(saved);
  int mark = rt_cleanup_push(np_errstate_restore, saved);
  Value args[3] = {as_ma(argv[0]), argv[1], argc > 2 ? argv[2] : rt_none()};
  rt_cleanup_push_value(&args[0]);
  Value r = np_ma_ufunc(np_name, 2, argc, args, kw);
  rt_cleanup_pop(mark, true);
  return r;
}
BINARY(X)
#undef X

/* dot(a, b, strict=False): masked elements count as 0; an element of the result is masked when
 * none of its pairs was valid */
static Value f_dot(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "b", "strict", "out"};
  Value v[4];
  rt_parse_args("dot", argc, argv, kw, 4, names, 2, v);
  Value t[6] = {rt_undef(), rt_undef(), rt_undef(), rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&t[0]);
  for (int i = 1; i < 6; i++) rt_cleanup_push_value(&t[i]);
  for (int i = 0; i < 2; i++) {
    Value m = as_ma(v[i]);
    t[i] = np_ma_filled(RT_AS(NpMa, m), rt_int(0));
    Value k = np_ma_getmaskarray(m);
    rt_decref(m);
    t[2 + i] = rt_unop(RT_UOP_INVERT, k);
    rt_decref(k);
  }
  t[4] = np_ma_np("dot", 2, t, NULL);
  Value valid = np_ma_np("dot", 2, t + 2, NULL);
  t[5] = rt_unop(RT_UOP_INVERT, valid);
  rt_decref(valid);
  Value r;
  if (rt_is_array(t[4])) {
    r = np_ma_new(t[4], t[5], rt_undef());
  } else if (rt_truthy(t[5])) {
    r = np_ma_masked();
    rt_incref(r);
  } else {
    r = t[4];
    rt_incref(r);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_arange(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value d = np_ma_np("arange", argc, argv, kw);
  int mark = rt_cleanup_push_value(&d);
  Value r = as_ma(d);
  rt_cleanup_pop(mark, true);
  return r;
}

static const struct {
  const char *name;
  NativeFn fn;
} more_fns[] = {
#define X(name) {#name, f_##name},
    FROM_METHOD(X) STACKS(X)
#undef X
#define X(name) {#name, b_##name},
    BINARY(X)
#undef X
    {"round", f_round}, {"round_", f_round}, {"around", f_round}, {"sort", f_sort},
    {"make_mask", f_make_mask}, {"mask_or", f_mask_or}, {"masked_all", f_masked_all},
    {"fix_invalid", f_fix_invalid}, {"compress_rows", f_compress_rows},
    {"compress_cols", f_compress_cols}, {"dot", f_dot}, {"arange", f_arange},
};

void np_ma_register_more(Value m) {
  for (size_t i = 0; i < sizeof more_fns / sizeof more_fns[0]; i++)
    rt_module_add_fn(m, more_fns[i].name, more_fns[i].fn);
}
