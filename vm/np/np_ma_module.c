/* np_ma_module.c — the numpy.ma module: MaskedArray / masked_array / array, the masked
 * constant and nomask, masked_where and its kin (masked_invalid, masked_greater, ...,
 * masked_inside/outside; masked_equal also sets the fill value), getmask/getmaskarray/getdata/
 * is_masked, filled/compressed/count, zeros/ones/empty/concatenate, the masked unary functions (np.ma.sqrt, np.ma.log, ...:
 * a domain's outside masked) and the reductions as functions (np.ma.sum(a) is a.sum()). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "np_ma.h"
#include "np_ma_cov.h"
#include "../base/error.h"
#include "np_internal.h"
#include "../obj/exc.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_raise.h"

Value np_ma_array_fn(Value self, int argc, const Value *argv, const Kwargs *kw);
Value np_ma_class(void);

static bool given(Value v) { return !rt_is_undef(v) && !rt_is_none(v); }

static Value nomask(void) {
  Value n = np_ma_nomask();
  rt_incref(n);
  return n;
}

static void shape_text(StrBuf *sb, const Array *a) {
  rt_sb_putc(sb, '(');
  for (int i = 0; i < a->ndim; i++) rt_sb_printf(sb, i ? ", %lld" : "%lld", (long long)a->shape[i]);
  rt_sb_puts(sb, a->ndim == 1 ? ",)" : ")");
}

/* masked_where(condition, a, copy=True) */
static Value masked_where_impl(Value cond_in, Value a, bool copy) {
  Value cond = np_is_ma(cond_in) ? np_ma_filled(RT_AS(NpMa, cond_in), rt_bool(true)) : (rt_incref(cond_in), cond_in);
  int mark = rt_cleanup_push_value(&cond);
  Value c = rt_array_from_value(cond, DT_BOOL);
  rt_cleanup_push_value(&c);
  Value src = np_is_ma(a) ? RT_AS(NpMa, a)->data : a;
  Value d = rt_array_from_value(src, -1);
  rt_cleanup_push_value(&d);
  if (copy || d.as.o == src.as.o) {
    Value dc = rt_array_contiguous(d, copy);
    rt_decref(d);
    d = dc;
  }
  const Array *ca = RT_AS(Array, c), *da = RT_AS(Array, d);
  if (ca->ndim && (ca->ndim != da->ndim || memcmp(ca->shape, da->shape, sizeof(int64_t) * (size_t)da->ndim))) {
    StrBuf sb;
    rt_sb_init(&sb);
    rt_sb_puts(&sb, "Inconsistent shape between the condition and the input (got ");
    shape_text(&sb, ca);
    rt_sb_puts(&sb, " and ");
    shape_text(&sb, da);
    rt_sb_putc(&sb, ')');
    np_raise_sb(RT_EXC_IndexError, "", &sb);
  }
  Value k = rt_array_broadcast_to(c, da->ndim, da->shape);
  rt_cleanup_push_value(&k);
  Value kc = rt_array_contiguous(k, true);
  rt_cleanup_push_value(&kc);
  if (np_is_ma(a) && !rt_is_undef(RT_AS(NpMa, a)->mask)) {
    Value o = rt_binop(RT_OP_OR, kc, RT_AS(NpMa, a)->mask);
    rt_decref(kc);
    kc = o;
  }
  Value fill = np_is_ma(a) ? RT_AS(NpMa, a)->fill : rt_undef();
  Value r = np_ma_new(d, np_ma_any(kc) ? kc : rt_undef(), fill); /* _shrink_mask */
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_masked_where(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"condition", "a", "copy"};
  Value a[3];
  rt_parse_args("masked_where", argc, argv, kw, 3, names, 2, a);
  return masked_where_impl(a[0], a[1], rt_is_undef(a[2]) || rt_truthy(a[2]));
}

static Value f_masked_invalid(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "copy"};
  Value a[2];
  rt_parse_args("masked_invalid", argc, argv, kw, 2, names, 1, a);
  Value data = np_ma_getdata(a[0]);
  int mark = rt_cleanup_push_value(&data);
  Value fin = np_ma_np("isfinite", 1, &data, NULL);
  rt_cleanup_push_value(&fin);
  Value bad = rt_unop(RT_UOP_INVERT, fin);
  rt_cleanup_push_value(&bad);
  Value r = masked_where_impl(bad, a[0], rt_is_undef(a[1]) || rt_truthy(a[1]));
  NpMa *m = RT_AS(NpMa, r);
  if (rt_is_undef(m->mask)) m->mask = np_ma_getmaskarray(r); /* never nomask (gh-22842) */
  rt_cleanup_pop(mark, true);
  return r;
}

/* masked_greater(x, value, copy=True) and kin: masked_where(op(x, value), x) */
static Value compare_mask(const char *fname, const char *ufunc, int argc, const Value *argv, const Kwargs *kw,
                          bool set_fill) {
  static const char *const names[] = {"x", "value", "copy"};
  Value a[3];
  rt_parse_args(fname, argc, argv, kw, 3, names, 2, a);
  Value cond = np_ma_np(ufunc, 2, a, NULL);
  int mark = rt_cleanup_push_value(&cond);
  Value r = masked_where_impl(cond, a[0], rt_is_undef(a[2]) || rt_truthy(a[2]));
  rt_cleanup_push_value(&r);
  if (set_fill) rt_setattr(r, "fill_value", a[1]);
  rt_incref(r);
  rt_cleanup_pop(mark, true);
  return r;
}

#define CMP_FN(fname, ufunc, setfill)                                                  \
  static Value f_##fname(Value self, int argc, const Value *argv, const Kwargs *kw) { \
    (void)self;                                                                     \
    return compare_mask(#fname, ufunc, argc, argv, kw, setfill);                      \
  }
CMP_FN(masked_greater, "greater", false)
CMP_FN(masked_greater_equal, "greater_equal", false)
CMP_FN(masked_less, "less", false)
CMP_FN(masked_less_equal, "less_equal", false)
CMP_FN(masked_not_equal, "not_equal", false)
CMP_FN(masked_equal, "equal", true)
#undef CMP_FN

/* masked_inside / masked_outside(x, v1, v2, copy=True): on the filled data */
static Value range_mask(const char *fname, bool inside, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"x", "v1", "v2", "copy"};
  Value a[4];
  rt_parse_args(fname, argc, argv, kw, 4, names, 3, a);
  Value v1 = a[1], v2 = a[2];
  Value lt = rt_binop(RT_OP_LT, v2, v1);
  bool swap = rt_truthy(lt);
  rt_decref(lt);
  if (swap) {
    v1 = a[2];
    v2 = a[1];
  }
  Value xf = np_is_ma(a[0]) ? np_ma_filled(RT_AS(NpMa, a[0]), rt_undef()) : rt_array_from_value(a[0], -1);
  int mark = rt_cleanup_push_value(&xf);
  Value l = rt_binop(inside ? RT_OP_GE : RT_OP_LT, xf, v1);
  rt_cleanup_push_value(&l);
  Value h = rt_binop(inside ? RT_OP_LE : RT_OP_GT, xf, v2);
  rt_cleanup_push_value(&h);
  Value cond = rt_binop(inside ? RT_OP_AND : RT_OP_OR, l, h);
  rt_cleanup_push_value(&cond);
  Value r = masked_where_impl(cond, a[0], rt_is_undef(a[3]) || rt_truthy(a[3]));
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_masked_inside(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return range_mask("masked_inside", true, argc, argv, kw);
}

static Value f_masked_outside(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return range_mask("masked_outside", false, argc, argv, kw);
}

/* masked_values(x, value, rtol=1e-05, atol=1e-08, copy=True, shrink=True): floats compared with
 * np.isclose, others with ==; the fill value is `value`. */
static Value f_masked_values(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"x", "value", "rtol", "atol", "copy", "shrink"};
  Value a[6];
  rt_parse_args("masked_values", argc, argv, kw, 6, names, 2, a);
  Value xnew = np_is_ma(a[0]) ? np_ma_filled(RT_AS(NpMa, a[0]), a[1]) : rt_array_from_value(a[0], -1);
  int mark = rt_cleanup_push_value(&xnew);
  Value mask;
  if (rt_dtypes[RT_AS(Array, xnew)->dtype].kind == 'f') {
    static const char *const kn[] = {"atol", "rtol"};
    Value kv[2] = {given(a[3]) ? a[3] : rt_float(1e-08), given(a[2]) ? a[2] : rt_float(1e-05)};
    Kwargs k = {2, kn, kv};
    mask = np_ma_np("isclose", 2, (Value[]){xnew, a[1]}, &k);
  } else {
    mask = np_ma_np("equal", 2, (Value[]){xnew, a[1]}, NULL);
  }
  rt_cleanup_push_value(&mask);
  Value d = (rt_is_undef(a[4]) || rt_truthy(a[4])) ? rt_array_contiguous(xnew, true) : (rt_incref(xnew), xnew);
  rt_cleanup_push_value(&d);
  bool shrink = rt_is_undef(a[5]) || rt_truthy(a[5]);
  Value k = rt_array_from_value(mask, DT_BOOL);
  rt_cleanup_push_value(&k);
  Value r = np_ma_new(d, shrink && !np_ma_any(k) ? rt_undef() : k, rt_undef());
  rt_cleanup_push_value(&r);
  rt_setattr(r, "fill_value", a[1]);
  rt_incref(r);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- getmask, getmaskarray, getdata, is_masked, filled, compressed, count ---- */

static Value one_arg(const char *fname, const char *pname, int argc, const Value *argv, const Kwargs *kw) {
  const char *const names[] = {pname};
  Value a[1];
  rt_parse_args(fname, argc, argv, kw, 1, names, 1, a);
  return a[0];
}

static Value f_getmask(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value a = one_arg("getmask", "a", argc, argv, kw);
  if (!np_is_ma(a) || rt_is_undef(RT_AS(NpMa, a)->mask)) return nomask();
  rt_incref(RT_AS(NpMa, a)->mask);
  return RT_AS(NpMa, a)->mask;
}

static Value f_getmaskarray(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return np_ma_getmaskarray(one_arg("getmaskarray", "arr", argc, argv, kw));
}

static Value f_getdata(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "subok"};
  Value a[2];
  rt_parse_args("getdata", argc, argv, kw, 2, names, 1, a);
  return np_ma_getdata(a[0]);
}

static Value f_is_masked(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  Value x = one_arg("is_masked", "x", argc, argv, kw);
  if (!np_is_ma(x) || rt_is_undef(RT_AS(NpMa, x)->mask)) return rt_bool(false);
  return rt_bool(np_ma_any(RT_AS(NpMa, x)->mask));
}

static Value f_isMaskedArray(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return rt_bool(np_is_ma(one_arg("isMaskedArray", "x", argc, argv, kw)));
}

/* count_masked(arr, axis=None): how many elements are masked */
static Value f_count_masked(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"arr", "axis"};
  Value a[2];
  rt_parse_args("count_masked", argc, argv, kw, 2, names, 1, a);
  Value m = np_ma_getmaskarray(a[0]);
  int mark = rt_cleanup_push_value(&m);
  static const char *const kn[] = {"axis"};
  Kwargs k = {given(a[1]) ? 1 : 0, kn, &a[1]};
  Value r = np_ma_method(m, "sum", 0, NULL, &k);
  rt_cleanup_pop(mark, true);
  return r;
}

/* The argument as a masked array (a new reference): np.ma's functions on plain arrays. */
static Value as_ma(Value v) {
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

/* np.ma.<method>(a, *args, **kw) is a.<method>(*args, **kw) (_frommethod). */
static Value from_method(const char *name, int argc, const Value *argv, const Kwargs *kw) {
  if (argc < 1) rt_raise(RT_EXC_TypeError, "%s() missing 1 required positional argument: 'a'", name);
  Value m = as_ma(argv[0]);
  int mark = rt_cleanup_push_value(&m);
  Value r = np_ma_method(m, name, argc - 1, argv + 1, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_filled(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "fill_value"};
  Value a[2];
  rt_parse_args("filled", argc, argv, kw, 2, names, 1, a);
  if (!np_is_ma(a[0])) return rt_array_from_value(a[0], -1);
  return np_ma_method(a[0], "filled", given(a[1]) ? 1 : 0, &a[1], NULL);
}

#define METHOD_FN(name)                                                             \
  static Value f_##name(Value self, int argc, const Value *argv, const Kwargs *kw) { \
    (void)self;                                                                     \
    return from_method(#name, argc, argv, kw);                                      \
  }
METHOD_FN(compressed)
METHOD_FN(count)
METHOD_FN(sum)
METHOD_FN(prod)
METHOD_FN(mean)
METHOD_FN(var)
METHOD_FN(std)
METHOD_FN(min)
METHOD_FN(max)
METHOD_FN(argmin)
METHOD_FN(argmax)
#undef METHOD_FN

/* np.ma.zeros / ones / empty: numpy's, as masked arrays without a mask */
static Value from_creator(const char *name, int argc, const Value *argv, const Kwargs *kw) {
  Value d = np_ma_np(name, argc, argv, kw);
  int mark = rt_cleanup_push_value(&d);
  Value r = np_ma_new(d, rt_undef(), rt_undef());
  rt_cleanup_pop(mark, true);
  return r;
}

#define CREATOR_FN(name)                                                                  \
  static Value f_##name(Value self, int argc, const Value *argv, const Kwargs *kw) {      \
    (void)self;                                                                         \
    return from_creator(#name, argc, argv, kw);                                         \
  }
CREATOR_FN(zeros)
CREATOR_FN(ones)
CREATOR_FN(empty)
#undef CREATOR_FN

/* concatenate(arrays, axis=0): the data joined; the masks joined when any has one, shrunk to
 * nomask when nothing is masked. */
static Value f_concatenate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"arrays", "axis"};
  Value a[2];
  rt_parse_args("concatenate", argc, argv, kw, 2, names, 1, a);
  Value seq = rt_list_new(0), masks = rt_list_new(0);
  int mark = rt_cleanup_push_value(&seq);
  rt_cleanup_push_value(&masks);
  Value it = rt_iter(a[0]), x = rt_undef();
  rt_cleanup_push_value(&it);
  rt_cleanup_push_value(&x);
  bool any_mask = false;
  while (rt_next(it, &x)) {
    any_mask = any_mask || (np_is_ma(x) && !rt_is_undef(RT_AS(NpMa, x)->mask));
    Value d = np_ma_getdata(x), k = np_ma_getmaskarray(x);
    rt_list_append(seq, d);
    rt_list_append(masks, k);
    rt_decref(d);
    rt_decref(k);
    rt_decref(x);
    x = rt_undef();
  }
  Value args[2] = {seq, given(a[1]) ? a[1] : rt_int(0)};
  Value d = np_ma_np("concatenate", 2, args, NULL);
  rt_cleanup_push_value(&d);
  Value k = rt_undef();
  rt_cleanup_push_value(&k);
  if (any_mask) {
    args[0] = masks;
    k = np_ma_np("concatenate", 2, args, NULL);
    if (!np_ma_any(k)) {
      rt_decref(k);
      k = rt_undef();
    }
  }
  Value r = np_ma_new(d, k, rt_undef());
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- median ---- */

static int cmp_double(const void *x, const void *y) {
  double a = *(const double *)x, b = *(const double *)y;
  return a < b ? -1 : a > b;
}

/* One lane's median as numpy.ma's _median finds it: an unmasked nan gives nan; nothing
 * unmasked gives false (masked); else the middle value, or the mean of the middle two. */
static bool lane_median(const double *v, const uint8_t *k, int64_t n, int64_t stride, double *buf,
                        double *out) {
  int64_t cnt = 0;
  bool nan = false;
  for (int64_t i = 0; i < n; i++) {
    if (k[i * stride]) continue;
    nan = nan || isnan(v[i * stride]);
    buf[cnt++] = v[i * stride];
  }
  if (cnt == 0) return false;
  if (nan) {
    *out = NAN;
    return true;
  }
  qsort(buf, (size_t)cnt, sizeof(double), cmp_double);
  int64_t idx = cnt / 2;
  *out = cnt % 2 ? buf[idx] : (buf[idx - 1] + buf[idx]) / 2.;
  return true;
}

/* np.ma.median(a, axis=None): each lane along the axis (the flattened array for None). */
static Value f_median(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "axis", "out", "overwrite_input", "keepdims"};
  Value a[5];
  rt_parse_args("median", argc, argv, kw, 5, names, 1, a);
  if (!np_is_ma(a[0])) { /* np.median of the data, an array result as a masked array */
    static const char *const kn[] = {"axis"};
    Kwargs k = {given(a[1]) ? 1 : 0, kn, &a[1]};
    Value r = np_ma_np("median", 1, a, &k);
    if (!rt_is_array(r) || RT_AS(Array, r)->ndim == 0) return r;
    int mark = rt_cleanup_push_value(&r);
    Value mr = np_ma_new(r, rt_undef(), rt_undef());
    rt_cleanup_pop(mark, true);
    return mr;
  }
  NpMa *m = RT_AS(NpMa, a[0]);
  DType in = RT_AS(Array, m->data)->dtype, odt = in == DT_FLOAT32 ? in : DT_FLOAT64;
  Value d = rt_array_astype(m->data, DT_FLOAT64); /* contiguous, C order */
  int mark = rt_cleanup_push_value(&d);
  Value k = np_ma_getmaskarray(a[0]);
  rt_cleanup_push_value(&k);
  Value kc = rt_array_contiguous(k, true);
  rt_cleanup_push_value(&kc);
  const Array *da = RT_AS(Array, d);
  int nd = da->ndim, ax = given(a[1]) ? np_axis_index(rt_to_index(a[1], "axis"), nd) : -1;
  int64_t n = ax < 0 ? da->size : da->shape[ax], inner = 1, outer = 1, oshape[RT_MAXDIM];
  for (int i = ax + 1; ax >= 0 && i < nd; i++) inner *= da->shape[i];
  for (int i = 0; i < ax; i++) outer *= da->shape[i];
  for (int i = 0, j = 0; ax >= 0 && i < nd; i++)
    if (i != ax) oshape[j++] = da->shape[i];
  double *buf = rt_malloc((size_t)(n ? n : 1) * sizeof(double));
  rt_cleanup_push(free, buf);
  Value res = rt_array_new(DT_FLOAT64, ax < 0 ? 0 : nd - 1, oshape, true);
  rt_cleanup_push_value(&res);
  Value rk = rt_array_new(DT_BOOL, ax < 0 ? 0 : nd - 1, oshape, true);
  rt_cleanup_push_value(&rk);
  const double *v = (const double *)da->data;
  const uint8_t *km = (const uint8_t *)RT_AS(Array, kc)->data;
  double *rv = (double *)RT_AS(Array, res)->data;
  for (int64_t o = 0; o < outer; o++)
    for (int64_t i = 0; i < inner; i++) {
      int64_t base = o * n * inner + i, at = o * inner + i;
      RT_AS(Array, rk)->data[at] = !lane_median(v + base, km + base, n, inner, buf, &rv[at]);
    }
  Value typed = rt_array_astype(res, odt);
  rt_cleanup_push_value(&typed);
  Value r;
  if (ax >= 0) {
    r = np_ma_new(typed, rk, rt_undef());
  } else if (RT_AS(Array, rk)->data[0]) {
    r = np_ma_masked();
    rt_incref(r);
  } else {
    r = rt_npscalar_new(odt, RT_AS(Array, typed)->data);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- the masked unary functions ---- */

#define UNARY_FNS(X)                                                                           \
  X(sqrt) X(log) X(log2) X(log10) X(exp) X(sin) X(cos) X(tan) X(arcsin) X(arccos) X(arctan) \
  X(sinh) X(cosh) X(tanh) X(arcsinh) X(arccosh) X(arctanh) X(absolute) X(fabs) X(negative)  \
  X(floor) X(ceil)
#define X(name)                                                                          \
  static Value u_##name(Value self, int argc, const Value *argv, const Kwargs *kw) {      \
    (void)self;                                                                          \
    return np_ma_unary_fn(#name, one_arg(#name, "a", argc, argv, kw));                   \
  }
UNARY_FNS(X)
#undef X

static const struct {
  const char *name;
  NativeFn fn;
} fns[] = {
    {"array", np_ma_array_fn}, {"masked_where", f_masked_where}, {"masked_invalid", f_masked_invalid},
    {"masked_greater", f_masked_greater}, {"masked_greater_equal", f_masked_greater_equal},
    {"masked_less", f_masked_less}, {"masked_less_equal", f_masked_less_equal},
    {"masked_not_equal", f_masked_not_equal}, {"masked_equal", f_masked_equal},
    {"masked_inside", f_masked_inside}, {"masked_outside", f_masked_outside},
    {"masked_values", f_masked_values},
    {"getmask", f_getmask}, {"getmaskarray", f_getmaskarray}, {"getdata", f_getdata},
    {"is_masked", f_is_masked}, {"isMaskedArray", f_isMaskedArray}, {"isMA", f_isMaskedArray},
    {"isarray", f_isMaskedArray}, {"count_masked", f_count_masked}, {"filled", f_filled}, {"compressed", f_compressed},
    {"count", f_count}, {"sum", f_sum}, {"prod", f_prod}, {"mean", f_mean}, {"var", f_var},
    {"std", f_std}, {"min", f_min}, {"max", f_max}, {"argmin", f_argmin}, {"argmax", f_argmax},
    {"median", f_median}, {"zeros", f_zeros}, {"ones", f_ones}, {"empty", f_empty}, {"concatenate", f_concatenate},
#define X(name) {#name, u_##name},
    UNARY_FNS(X)
#undef X
    {"abs", u_absolute},
};

static bool is_masked_const(Value v) { return np_ma_is_masked_const(v); }

static Value masked_const_ctor(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_parse_args("MaskedConstant", argc, argv, kw, 0, NULL, 0, NULL);
  Value m = np_ma_masked();
  rt_incref(m);
  return m;
}

void np_ma_module_init(Value m) {
  for (size_t i = 0; i < sizeof fns / sizeof fns[0]; i++) rt_module_add_fn(m, fns[i].name, fns[i].fn);
  np_ma_register_extra(m);
  np_ma_register_more(m);
  np_ma_register_cov(m);
  np_ma_register_struct(m);
  np_ma_register_clumps(m);
  Value cls = np_ma_class();
  rt_incref(cls);
  rt_module_set(m, "MaskedArray", cls);
  rt_module_set(m, "masked_array", cls);
  rt_module_set(m, "MaskedConstant",
                rt_native_class("MaskedConstant", masked_const_ctor, is_masked_const,
                                "<class 'numpy.ma.core.MaskedConstant'>"));
  Value masked = np_ma_masked();
  rt_incref(masked);
  rt_module_set(m, "masked", masked);
  rt_module_set(m, "nomask", nomask());
  Value err = rt_exc_class(RT_EXC_MaskError); /* static singletons */
  rt_incref(err);
  rt_module_set(m, "MaskError", err);
  Value maerr = rt_exc_class(RT_EXC_MAError);
  rt_incref(maerr);
  rt_module_set(m, "MAError", maerr);
}
