/* np_ma_extra.c — more of numpy.ma: hard masks (harden_mask/soften_mask and the assignment
 * that leaves masked elements alone), np.ma.where and np.ma.average, each written as NumPy
 * 1.24's numpy/ma code composes them (where: the data and the masks picked by the filled
 * condition, masked conditions masking; average: a.mean() and a.count(), or the weights
 * masked like a, summed, and the weighted sum divided by them). */
#include <string.h>

#include "np_ma.h"
#include "../base/error.h"
#include "np_internal.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

static bool given(Value v) { return !rt_is_undef(v) && !rt_is_none(v); }

static void put(Value *slot, Value v) {
  rt_decref(*slot);
  *slot = v;
}

/* ---- hard masks ---- */

static Value set_hard(Value self, int argc, const Kwargs *kw, const char *name, bool hard) {
  rt_check_nargs(name, argc, kw, 0, 0);
  if (!np_ma_is_masked_const(self)) RT_AS(NpMa, self)->hard = hard;
  rt_incref(self);
  return self;
}

static Value m_harden_mask(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  return set_hard(self, argc, kw, "harden_mask", true);
}

static Value m_soften_mask(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  return set_hard(self, argc, kw, "soften_mask", false);
}

RtMethodFn np_ma_extra_method(const char *name) {
  if (!strcmp(name, "harden_mask")) return m_harden_mask;
  if (!strcmp(name, "soften_mask")) return m_soften_mask;
  return NULL;
}

static bool is_bool_array(Value v) { return rt_is_array(v) && RT_AS(Array, v)->dtype == DT_BOOL; }

void np_ma_hard_setitem(NpMa *m, Value key, Value v) {
  Value dval = np_is_ma(v) ? RT_AS(NpMa, v)->data : v;
  Value k = rt_undef(), cur = rt_undef(), t = rt_undef();
  int mark = rt_cleanup_push_value(&k);
  rt_cleanup_push_value(&cur);
  rt_cleanup_push_value(&t);
  if (is_bool_array(key)) { /* indx * ~mask: a masked element is not chosen */
    t = rt_unop(RT_UOP_INVERT, m->mask);
    k = rt_binop(RT_OP_AND, key, t);
    rt_setitem(m->data, k, dval);
    rt_cleanup_pop(mark, true);
    return;
  }
  k = rt_getitem(m->mask, key);
  if (np_is_ma(v) && !rt_is_undef(RT_AS(NpMa, v)->mask)) put(&k, rt_binop(RT_OP_OR, k, RT_AS(NpMa, v)->mask));
  else if (rt_is_array(k)) put(&k, rt_array_contiguous(k, true));
  cur = rt_getitem(m->data, key);
  t = np_ma_np("where", 3, (Value[]){k, cur, dval}, NULL);
  rt_setitem(m->data, key, t);
  rt_setitem(m->mask, key, k);
  rt_cleanup_pop(mark, true);
}

static Value f_harden_mask(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("harden_mask", argc, kw, 1, 1);
  Value fn = rt_getattr(argv[0], "harden_mask");
  int mark = rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_soften_mask(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("soften_mask", argc, kw, 1, 1);
  Value fn = rt_getattr(argv[0], "soften_mask");
  int mark = rt_cleanup_push_value(&fn);
  Value r = rt_call(fn, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- np.ma.where ---- */

static Value nonzero_of(Value cond) {
  if (!np_is_ma(cond)) return np_ma_np("nonzero", 1, &cond, NULL);
  Value f = np_ma_filled(RT_AS(NpMa, cond), rt_int(0));
  int mark = rt_cleanup_push_value(&f);
  Value r = np_ma_np("nonzero", 1, &f, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value zero_d(DType dt, bool one) { /* np.zeros((), dt) / np.ones((), bool) */
  Value a = rt_array_new(dt, 0, NULL, true);
  if (one) RT_AS(Array, a)->data[0] = 1;
  return a;
}

static Value f_where(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"condition", "x", "y"};
  Value v[3];
  rt_parse_args("where", argc, argv, kw, 3, names, 1, v);
  int missing = rt_is_undef(v[1]) + rt_is_undef(v[2]);
  if (missing == 1) rt_raise(RT_EXC_ValueError, "Must provide both 'x' and 'y' or neither.");
  if (missing == 2) return nonzero_of(v[0]);
  Value s[8];
  for (int i = 0; i < 8; i++) s[i] = rt_undef();
  int mark = rt_cleanup_push_value(&s[0]);
  for (int i = 1; i < 8; i++) rt_cleanup_push_value(&s[i]);
  Value *cf = &s[0], *xd = &s[1], *yd = &s[2], *cm = &s[3], *xm = &s[4], *ym = &s[5];
  Value *data = &s[6], *mask = &s[7];
  *cf = np_is_ma(v[0]) ? np_ma_filled(RT_AS(NpMa, v[0]), rt_bool(false)) : (rt_incref(v[0]), v[0]);
  *xd = np_ma_getdata(v[1]);
  *yd = np_ma_getdata(v[2]);
  *cm = np_ma_getmaskarray(v[0]);
  *xm = np_ma_getmaskarray(v[1]);
  *ym = np_ma_getmaskarray(v[2]);
  bool xmasked = np_ma_is_masked_const(v[1]), ymasked = np_ma_is_masked_const(v[2]);
  if (xmasked && !ymasked) {
    put(xd, zero_d(RT_AS(Array, *yd)->dtype, false));
    put(xm, zero_d(DT_BOOL, true));
  } else if (ymasked && !xmasked) {
    put(yd, zero_d(RT_AS(Array, *xd)->dtype, false));
    put(ym, zero_d(DT_BOOL, true));
  }
  *data = np_ma_np("where", 3, (Value[]){*cf, *xd, *yd}, NULL);
  *mask = np_ma_np("where", 3, (Value[]){*cf, *xm, *ym}, NULL);
  put(mask, np_ma_np("where", 3, (Value[]){*cm, rt_bool(true), *mask}, NULL));
  put(mask, rt_array_from_value(*mask, DT_BOOL));
  Value r = np_ma_new(*data, np_ma_any(*mask) ? *mask : rt_undef(), rt_undef());
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- np.ma.average ---- */

static Value as_masked(Value v) { /* np.ma.asarray */
  if (np_is_ma(v)) {
    rt_incref(v);
    return v;
  }
  Value d = rt_array_from_value(v, -1);
  int mark = rt_cleanup_push_value(&d);
  Value r = np_ma_new(d, rt_undef(), rt_undef());
  rt_cleanup_pop(mark, true);
  return r;
}

static Value call_axis(Value obj, const char *name, Value axis) {
  const char *kn[] = {"axis"};
  Value av = rt_is_undef(axis) ? rt_none() : axis;
  return np_ma_method(obj, name, 0, NULL, &(Kwargs){1, kn, &av});
}

/* The weights shaped to broadcast along axis of a (NumPy's broadcast_to and swapaxes). */
static Value weights_along(Value wgt, Value a, Value axis) {
  const Array *ad = RT_AS(Array, RT_AS(NpMa, a)->data), *wd = RT_AS(Array, RT_AS(NpMa, wgt)->data);
  if (!given(axis))
    rt_raise(RT_EXC_TypeError, "Axis must be specified when shapes of a and weights differ.");
  if (wd->ndim != 1) rt_raise(RT_EXC_TypeError, "1D weights expected when shapes of a and weights differ.");
  int ax = np_axis_index(rt_to_index(axis, "axis"), ad->ndim);
  if (wd->shape[0] != ad->shape[ax])
    rt_raise(RT_EXC_ValueError, "Length of weights not compatible with specified axis.");
  int64_t shape[RT_MAXDIM];
  for (int d = 0; d < ad->ndim; d++) shape[d] = d == ax ? wd->shape[0] : 1;
  Value d = np_array_reshape(RT_AS(NpMa, wgt)->data, ad->ndim, shape);
  int mark = rt_cleanup_push_value(&d);
  Value r = np_ma_new(d, rt_undef(), rt_undef());
  rt_cleanup_pop(mark, true);
  return r;
}

static bool same_shape(const Array *x, const Array *y) {
  return x->ndim == y->ndim && !memcmp(x->shape, y->shape, sizeof(int64_t) * (size_t)x->ndim);
}

/* The float dtype of the weighted sums: result_type(a, w), with 'f8' for integer data. */
static Value result_dtype(Value a, Value wgt) {
  DType ad = RT_AS(Array, RT_AS(NpMa, a)->data)->dtype, wd = RT_AS(Array, RT_AS(NpMa, wgt)->data)->dtype;
  Value args[3] = {rt_str_from_c(rt_dtypes[ad].name), rt_str_from_c(rt_dtypes[wd].name), rt_str_from_c("f8")};
  int n = strchr("biu", rt_dtypes[ad].kind) ? 3 : 2;
  Value r = np_ma_np("result_type", n, args, NULL);
  for (int i = 0; i < 3; i++) rt_decref(args[i]);
  return r;
}

static Value weighted(Value a, Value weights, Value axis, Value *scl) {
  Value wgt = as_masked(weights), dt = rt_undef(), t = rt_undef(), avg = rt_undef();
  int mark = rt_cleanup_push_value(&wgt);
  rt_cleanup_push_value(&dt);
  rt_cleanup_push_value(&t);
  rt_cleanup_push_value(&avg);
  dt = result_dtype(a, wgt);
  if (!same_shape(RT_AS(Array, RT_AS(NpMa, a)->data), RT_AS(Array, RT_AS(NpMa, wgt)->data)))
    put(&wgt, weights_along(wgt, a, axis));
  NpMa *m = RT_AS(NpMa, a);
  if (!rt_is_undef(m->mask)) {
    t = rt_unop(RT_UOP_INVERT, m->mask);
    put(&wgt, rt_binop(RT_OP_MUL, wgt, t));
    put(&t, np_ma_getmaskarray(wgt));
    put(&t, rt_binop(RT_OP_OR, t, m->mask));
    rt_setattr(wgt, "mask", t);
  }
  put(&wgt, np_ma_method(wgt, "astype", 1, &dt, NULL));
  *scl = call_axis(wgt, "sum", axis);
  rt_cleanup_push_value(scl);
  put(&t, np_ma_method(a, "astype", 1, &dt, NULL));
  put(&t, rt_binop(RT_OP_MUL, t, wgt));
  put(&t, call_axis(t, "sum", axis));
  avg = rt_binop(RT_OP_TRUEDIV, t, *scl);
  rt_incref(avg);
  rt_cleanup_pop(mark + 4, false);
  rt_cleanup_pop(mark, true);
  return avg;
}

static Value shape_of(Value v) {
  return (rt_is_array(v) || np_is_ma(v) || rt_is_npscalar(v)) ? rt_getattr(v, "shape") : rt_tuple_new(0);
}

static Value f_average(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "axis", "weights", "returned"};
  Value v[4];
  rt_parse_args("average", argc, argv, kw, 4, names, 1, v);
  Value a = as_masked(v[0]), avg = rt_undef(), scl = rt_undef(), t = rt_undef();
  int mark = rt_cleanup_push_value(&a);
  rt_cleanup_push_value(&avg);
  rt_cleanup_push_value(&scl);
  rt_cleanup_push_value(&t);
  if (!given(v[2])) {
    avg = call_axis(a, "mean", v[1]);
    scl = call_axis(a, "count", v[1]);
    t = rt_getattr(avg, "dtype");
    put(&t, rt_getattr(t, "type"));
    put(&scl, rt_call(t, 1, &scl, NULL));
  } else {
    avg = weighted(a, v[2], v[1], &scl);
  }
  Value r;
  if (given(v[3]) && rt_truthy(v[3])) {
    Value sa = shape_of(avg), ss = shape_of(scl);
    bool differ = !rt_equal(sa, ss);
    rt_decref(sa);
    rt_decref(ss);
    if (differ) {
      put(&t, shape_of(avg));
      put(&scl, np_ma_np("broadcast_to", 2, (Value[]){scl, t}, NULL));
      put(&scl, np_ma_np("copy", 1, &scl, NULL));
    }
    r = rt_tuple_new(2);
    rt_incref(avg);
    rt_incref(scl);
    rt_tuple_set(r, 0, avg);
    rt_tuple_set(r, 1, scl);
  } else {
    rt_incref(avg);
    r = avg;
  }
  rt_cleanup_pop(mark, true);
  return r;
}

/* np.ma.clip(a, a_min, a_max, ...): asanyarray(a).clip(...) (the data clipped, the mask kept) */
static Value f_clip(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "a_min", "a_max", "out"};
  Value v[4];
  rt_parse_args("clip", argc, argv, kw, 4, names, 3, v);
  Value x = as_masked(v[0]);
  int mark = rt_cleanup_push_value(&x);
  static const char *const kn[] = {"out"};
  Kwargs ok = {1, kn, &v[3]};
  Value r = np_ma_method(x, "clip", 2, v + 1, rt_is_undef(v[3]) ? NULL : &ok);
  rt_cleanup_pop(mark, true);
  return r;
}

void np_ma_register_extra(Value m) {
  rt_module_add_fn(m, "clip", f_clip);
  rt_module_add_fn(m, "harden_mask", f_harden_mask);
  rt_module_add_fn(m, "soften_mask", f_soften_mask);
  rt_module_add_fn(m, "where", f_where);
  rt_module_add_fn(m, "average", f_average);
}
