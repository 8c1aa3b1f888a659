/* np_ma_ops.c — arithmetic on masked arrays as numpy.ma does it (NumPy 1.24's core.py):
 *
 * - Operators + - * ** are _MaskedBinaryOperation: the operation on the data, the masks or'ed
 *   (nomask with nomask stays nomask), and the first operand's data put back where masked.
 *   / and // are _DomainedBinaryOperation: also masked where the result is not finite or the
 *   divisor is zero (|a| * tiny >= |b|), the first operand's data there. % & | ^ << >> are
 *   ndarray's operators, so the ufunc path below.
 * - Comparisons compare the data and mask the result where either is masked (for == and !=,
 *   masked in both reads as equal); unary - + ~ and every np.<ufunc> called on a masked array
 *   go through MaskedArray.__array_wrap__: the plain ufunc on the data, the full masks or'ed,
 *   and for the ufuncs numpy.ma gives a domain (sqrt, log, arcsin, divide, ...) elements
 *   outside it masked and set to the ufunc's fill.
 * - Reductions: sum/prod over the data filled with 0/1, min/max/argmin/argmax over the data
 *   filled with the dtype's extreme, mean as sum * 1. / count, var and std from the masked
 *   anomalies; a scalar result that is masked is np.ma.masked.
 * A 0-d result is a NumPy scalar, or np.ma.masked when masked. */
#include <float.h>
#include <math.h>
#include <string.h>

#include "np_ma.h"
#include "../base/error.h"
#include "np_internal.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"


static Value masked_ref(void) {
  Value m = np_ma_masked();
  rt_incref(m);
  return m;
}

/* getmask: the mask array, or RT_UNDEF for nomask (plain values have none). */
static Value getmask(Value v) { return np_is_ma(v) ? RT_AS(NpMa, v)->mask : rt_undef(); }

/* The operand as the operation sees it: a masked array's data, anything else as it is. */
static Value operand(Value v) { return np_is_ma(v) ? RT_AS(NpMa, v)->data : v; }

static Value fill_of(Value a, Value b) {
  return np_is_ma(a) ? RT_AS(NpMa, a)->fill : np_is_ma(b) ? RT_AS(NpMa, b)->fill : rt_undef();
}

/* dst[where] = src (broadcast, cast unsafely to dst's dtype), as np.copyto(..., where=). */
static void copy_where(Value dst, Value src, Value where) {
  Array *d = RT_AS(Array, dst);
  Value s = rt_array_from_value(src, -1);
  int mark = rt_cleanup_push_value(&s);
  Value sb = rt_array_broadcast_to(s, d->ndim, d->shape);
  rt_cleanup_push_value(&sb);
  Value sc = rt_array_astype(sb, d->dtype); /* contiguous, in C order */
  rt_cleanup_push_value(&sc);
  Value w = rt_array_from_value(where, DT_BOOL);
  rt_cleanup_push_value(&w);
  Value wb = rt_array_broadcast_to(w, d->ndim, d->shape);
  rt_cleanup_push_value(&wb);
  Value wc = rt_array_astype(wb, DT_BOOL);
  rt_cleanup_push_value(&wc);
  int isz = rt_dtypes[d->dtype].itemsize;
  int64_t idx[RT_MAXDIM] = {0};
  for (int64_t i = 0; i < d->size; i++) {
    if (RT_AS(Array, wc)->data[i]) {
      int64_t off = 0;
      for (int k = 0; k < d->ndim; k++) off += idx[k] * d->strides[k];
      memcpy(d->data + off, RT_AS(Array, sc)->data + i * isz, (size_t)isz);
    }
    for (int k = d->ndim - 1; k >= 0 && ++idx[k] == d->shape[k]; k--) idx[k] = 0;
  }
  rt_cleanup_pop(mark, true);
}

/* A fresh writable result (ufunc results are; a 0-d one may be a NumPy scalar). */
static Value as_result_array(Value r) {
  if (rt_is_array(r)) return r;
  Value a = rt_array_from_value(r, -1);
  rt_decref(r);
  return a;
}

static bool is_0d(Value r) { return !rt_is_array(r) || RT_AS(Array, r)->ndim == 0; }

static Value or_masks(Value a, Value b) { return rt_binop(RT_OP_OR, a, b); }

/* The finished result (steals result and m): np.ma.masked or the scalar for 0-d, else a
 * masked array. */
static Value finish(Value result, Value m, Value fill) {
  int mark = rt_cleanup_push_value(&result);
  rt_cleanup_push_value(&m);
  Value r;
  if (is_0d(result)) {
    if (!rt_is_undef(m) && np_ma_any(m)) {
      r = masked_ref();
    } else {
      r = result;
      rt_incref(r);
    }
  } else {
    r = np_ma_new(result, m, fill);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- _MaskedBinaryOperation / _DomainedBinaryOperation ---- */

static Value plain_binop(BinOp op, Value a, Value b) {
  int saved[2];
  np_errstate_quiet(saved);
  int mark = rt_cleanup_push(np_errstate_restore, saved);
  Value r = rt_binop(op, operand(a), operand(b));
  rt_cleanup_pop(mark, true);
  return r;
}

static Value masked_binary(BinOp op, Value a, Value b) {
  Value result = plain_binop(op, a, b);
  int mark = rt_cleanup_push_value(&result);
  Value ma = getmask(a), mb = getmask(b), m = rt_undef();
  rt_cleanup_push_value(&m);
  if (!rt_is_undef(ma) || !rt_is_undef(mb)) {
    Value fa = np_ma_getmaskarray(a);
    int inner = rt_cleanup_push_value(&fa);
    Value fb = np_ma_getmaskarray(b);
    rt_cleanup_push_value(&fb);
    m = or_masks(fa, fb);
    rt_cleanup_pop(inner, true);
  }
  if (!is_0d(result)) {
    result = as_result_array(result);
    if (!rt_is_undef(m) && np_ma_any(m)) copy_where(result, operand(a), m);
  }
  rt_incref(result);
  if (!rt_is_undef(m)) rt_incref(m);
  rt_cleanup_pop(mark, true);
  return finish(result, m, fill_of(a, b));
}

/* _DomainSafeDivide: |a| * tiny >= |b| */
static Value safe_divide_domain(Value da, Value db) {
  Value x = np_ma_np("absolute", 1, &da, NULL);
  int mark = rt_cleanup_push_value(&x);
  Value t = rt_binop(RT_OP_MUL, x, rt_float(DBL_MIN));
  rt_cleanup_push_value(&t);
  Value y = np_ma_np("absolute", 1, &db, NULL);
  rt_cleanup_push_value(&y);
  Value r = rt_binop(RT_OP_GE, t, y);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value domained_binary(BinOp op, Value a, Value b) {
  Value result = plain_binop(op, a, b);
  int mark = rt_cleanup_push_value(&result);
  Value fin = np_ma_np("isfinite", 1, &result, NULL);
  rt_cleanup_push_value(&fin);
  Value m = rt_unop(RT_UOP_INVERT, fin);
  rt_cleanup_push_value(&m);
  Value da = np_ma_getdata(a), db = np_ma_getdata(b);
  rt_cleanup_push_value(&da);
  rt_cleanup_push_value(&db);
  Value masks[3] = {getmask(a), getmask(b), rt_undef()};
  int saved[2];
  np_errstate_quiet(saved);
  int quiet = rt_cleanup_push(np_errstate_restore, saved);
  masks[2] = safe_divide_domain(da, db);
  rt_cleanup_pop(quiet, true);
  rt_cleanup_push_value(&masks[2]);
  for (int k = 0; k < 3; k++) {
    if (rt_is_undef(masks[k])) continue;
    Value o = or_masks(m, masks[k]);
    rt_decref(m);
    m = o;
  }
  if (!is_0d(m)) {
    result = as_result_array(result);
    copy_where(result, rt_int(0), m);
    Value mda = rt_binop(RT_OP_MUL, m, da);
    int inner = rt_cleanup_push_value(&mda);
    Value dts[2] = {rt_getattr(mda, "dtype"), rt_getattr(result, "dtype")};
    rt_cleanup_push_value(&dts[0]);
    rt_cleanup_push_value(&dts[1]);
    static const char *const kn[] = {"casting"};
    Value kv[1] = {rt_str_from_c("safe")};
    rt_cleanup_push_value(&kv[0]);
    Kwargs kk = {1, kn, kv};
    Value ok = np_ma_np("can_cast", 2, dts, &kk);
    bool safe = rt_truthy(ok);
    rt_decref(ok);
    if (safe) rt_decref(rt_inplace_binop(RT_OP_ADD, result, mda));
    rt_cleanup_pop(inner, true);
  }
  rt_incref(result);
  rt_incref(m);
  rt_cleanup_pop(mark, true);
  if (is_0d(m)) {
    bool masked = np_ma_any(m);
    rt_decref(m);
    if (masked) {
      rt_decref(result);
      return masked_ref();
    }
    return result;
  }
  return finish(result, m, fill_of(a, b));
}

/* ---- comparisons ---- */

/* MaskedArray._comparison: the data compared, the masks or'ed by mask_or, which gives nomask
 * when no element is masked; for == and != a masked element reads as equal if masked in both. */
static Value compare(BinOp op, Value a, Value b) {
  Value check = rt_binop(op, operand(a), operand(b));
  int mark = rt_cleanup_push_value(&check);
  Value ma = getmask(a), mb = getmask(b), m = rt_undef();
  rt_cleanup_push_value(&m);
  if (!rt_is_undef(ma) && !rt_is_undef(mb)) {
    m = or_masks(ma, mb);
  } else if (!rt_is_undef(ma) || !rt_is_undef(mb)) {
    m = rt_array_contiguous(rt_is_undef(ma) ? mb : ma, true);
  }
  if (!rt_is_undef(m) && !np_ma_any(m)) { /* mask_or shrinks a mask with no true to nomask */
    rt_decref(m);
    m = rt_undef();
  }
  if (!rt_is_undef(m) && !is_0d(check)) {
    if (op == RT_OP_EQ || op == RT_OP_NE) {
      check = as_result_array(check);
      Value fa = np_ma_getmaskarray(a);
      int inner = rt_cleanup_push_value(&fa);
      Value fb = np_ma_getmaskarray(b);
      rt_cleanup_push_value(&fb);
      Value both = rt_binop(op, fa, fb);
      rt_cleanup_push_value(&both);
      copy_where(check, both, m);
      rt_cleanup_pop(inner, true);
    }
    Value full = rt_array_broadcast_to(m, RT_AS(Array, check)->ndim, RT_AS(Array, check)->shape);
    rt_decref(m);
    m = rt_array_contiguous(full, true);
    rt_decref(full);
  }
  rt_incref(check);
  if (!rt_is_undef(m)) rt_incref(m);
  rt_cleanup_pop(mark, true);
  /* the fill value follows, cast to bool */
  Value fill = fill_of(a, b), bfill = rt_undef();
  if (!rt_is_undef(fill)) bfill = rt_npscalar_new(DT_BOOL, &(uint8_t){rt_truthy(fill) ? 1 : 0});
  mark = rt_cleanup_push_value(&bfill);
  Value r = finish(check, m, bfill);
  rt_cleanup_pop(mark, true);
  return r;
}

/* __array_wrap__'s mask: one input's full mask; for more, mask_or's of them, which shrinks to
 * nomask (RT_UNDEF) when nothing is masked. */
static Value wrap_masks(int n, const Value *args) {
  Value m = np_ma_getmaskarray(args[0]);
  if (n == 1) return m;
  for (int k = 1; k < n; k++) {
    int mark = rt_cleanup_push_value(&m);
    Value f = np_ma_getmaskarray(args[k]);
    rt_cleanup_push_value(&f);
    Value o = or_masks(m, f);
    rt_cleanup_pop(mark, true);
    m = o;
  }
  if (np_ma_any(m)) return m;
  rt_decref(m);
  return rt_undef();
}

/* *m (a mask held in a cleanup slot, or RT_UNDEF) made a contiguous mask of result's shape. */
static void mask_to_shape(Value result, Value *m) {
  if (is_0d(result) || rt_is_undef(*m)) return;
  Value full = rt_array_broadcast_to(*m, RT_AS(Array, result)->ndim, RT_AS(Array, result)->shape);
  int mark = rt_cleanup_push_value(&full);
  Value c = rt_array_contiguous(full, true);
  rt_cleanup_pop(mark, true);
  rt_decref(*m);
  *m = c;
}

static Value wrapped(Value result, int n, const Value *args) {
  int mark = rt_cleanup_push_value(&result);
  Value m = wrap_masks(n, args);
  rt_cleanup_push_value(&m);
  Value fill = np_is_ma(args[0]) ? RT_AS(NpMa, args[0])->fill : np_is_ma(args[1]) ? RT_AS(NpMa, args[1])->fill : rt_undef();
  mask_to_shape(result, &m);
  rt_incref(result);
  if (!rt_is_undef(m)) rt_incref(m);
  rt_cleanup_pop(mark, true);
  return finish(result, m, fill);
}

Value np_ma_binop(BinOp op, Value a, Value b) {
  switch (op) {
  case RT_OP_TRUEDIV: case RT_OP_FLOORDIV: return domained_binary(op, a, b);
  /* MaskedArray leaves these to ndarray's operators: the ufunc and __array_wrap__ */
  case RT_OP_MOD: return np_ma_ufunc("remainder", 2, 2, (Value[]){a, b}, NULL);
  case RT_OP_AND: return np_ma_ufunc("bitwise_and", 2, 2, (Value[]){a, b}, NULL);
  case RT_OP_OR: return np_ma_ufunc("bitwise_or", 2, 2, (Value[]){a, b}, NULL);
  case RT_OP_XOR: return np_ma_ufunc("bitwise_xor", 2, 2, (Value[]){a, b}, NULL);
  case RT_OP_LSHIFT: return np_ma_ufunc("left_shift", 2, 2, (Value[]){a, b}, NULL);
  case RT_OP_RSHIFT: return np_ma_ufunc("right_shift", 2, 2, (Value[]){a, b}, NULL);
  case RT_OP_EQ: case RT_OP_NE: case RT_OP_LT: case RT_OP_LE: case RT_OP_GT: case RT_OP_GE:
    return compare(op, a, b);
  case RT_OP_MATMUL: return rt_undef();
  default: return masked_binary(op, a, b);
  }
}

Value np_ma_unop(UnOp op, Value a) {
  if (op == RT_UOP_NOT) return rt_undef();
  if (np_ma_is_masked_const(a)) return masked_ref();
  Value r = rt_unop(op, operand(a));
  return wrapped(r, 1, (Value[]){a, rt_undef()});
}

/* ---- ufuncs: __array_wrap__'s domains (ufunc_domain / ufunc_fills) ---- */

typedef enum { DOM_LT, DOM_LE, DOM_OUTSIDE, DOM_TAN, DOM_DIVIDE } DomainKind;

typedef struct Domain {
  const char *name;
  DomainKind kind;
  double lo, hi; /* DOM_LT/DOM_LE: lo is the bound; DOM_OUTSIDE: [lo, hi] */
  double fill;   /* what the result holds where the domain is violated */
} Domain;

static const Domain domains[] = {
    {"sqrt", DOM_LT, 0.0, 0, 0.0},
    {"log", DOM_LE, 0.0, 0, 1.0},
    {"log2", DOM_LE, 0.0, 0, 1.0},
    {"log10", DOM_LE, 0.0, 0, 1.0},
    {"tan", DOM_TAN, 0, 0, 0.0},
    {"arcsin", DOM_OUTSIDE, -1.0, 1.0, 0.0},
    {"arccos", DOM_OUTSIDE, -1.0, 1.0, 0.0},
    {"arccosh", DOM_LT, 1.0, 0, 1.0},
    {"arctanh", DOM_OUTSIDE, -1.0 + 1e-15, 1.0 - 1e-15, 0.0},
    {"divide", DOM_DIVIDE, 0, 0, 1.0},
    {"true_divide", DOM_DIVIDE, 0, 0, 1.0},
    {"floor_divide", DOM_DIVIDE, 0, 0, 1.0},
    {"remainder", DOM_DIVIDE, 0, 0, 1.0},
    {"fmod", DOM_DIVIDE, 0, 0, 1.0},
};

static const Domain *domain_of(const char *name) {
  for (size_t i = 0; i < sizeof domains / sizeof domains[0]; i++)
    if (!strcmp(domains[i].name, name)) return &domains[i];
  return NULL;
}

/* Where the inputs (data) lie outside the domain, as a bool array or scalar. */
static Value domain_mask(const Domain *dm, Value x, Value y) {
  int saved[2];
  np_errstate_quiet(saved);
  int mark = rt_cleanup_push(np_errstate_restore, saved);
  Value r;
  switch (dm->kind) {
  case DOM_LT: r = rt_binop(RT_OP_LT, x, rt_float(dm->lo)); break;
  case DOM_LE: r = rt_binop(RT_OP_LE, x, rt_float(dm->lo)); break;
  case DOM_OUTSIDE: {
    Value g = rt_binop(RT_OP_GT, x, rt_float(dm->hi));
    int inner = rt_cleanup_push_value(&g);
    Value l = rt_binop(RT_OP_LT, x, rt_float(dm->lo));
    rt_cleanup_push_value(&l);
    r = rt_binop(RT_OP_OR, g, l);
    rt_cleanup_pop(inner, true);
    break;
  }
  case DOM_TAN: {
    Value c = np_ma_np("cos", 1, &x, NULL);
    int inner = rt_cleanup_push_value(&c);
    Value ac = np_ma_np("absolute", 1, &c, NULL);
    rt_cleanup_push_value(&ac);
    r = rt_binop(RT_OP_LT, ac, rt_float(1e-35));
    rt_cleanup_pop(inner, true);
    break;
  }
  default: r = safe_divide_domain(x, y); break;
  }
  rt_cleanup_pop(mark, true);
  return r;
}

Value np_ma_ufunc(const char *name, int nin, int argc, const Value *argv, const Kwargs *kw) {
  bool any = false;
  for (int k = 0; k < nin && k < argc; k++) any = any || np_is_ma(argv[k]);
  if (!any) return rt_undef();
  Value data[3] = {rt_undef(), rt_undef(), rt_undef()}; /* the inputs' data, then out */
  int mark = rt_cleanup_push_value(&data[0]);
  rt_cleanup_push_value(&data[1]);
  rt_cleanup_push_value(&data[2]);
  for (int k = 0; k < argc && k < 3; k++) data[k] = k < nin ? np_ma_getdata(argv[k]) : (rt_incref(argv[k]), argv[k]);
  Value result = np_ma_np(name, argc < 3 ? argc : 3, data, kw);
  bool out = argc > nin;
  for (int k = 0; kw && k < kw->n; k++) out = out || !strcmp(kw->names[k], "out");
  if (out) { /* a plain array as out: __array_wrap__ is not asked, the out array comes back */
    rt_cleanup_pop(mark, true);
    return result;
  }
  rt_cleanup_push_value(&result);
  Value m = wrap_masks(nin, argv);
  rt_cleanup_push_value(&m);
  const Domain *dm = domain_of(name);
  if (dm) {
    Value d = domain_mask(dm, data[0], data[1]);
    int inner = rt_cleanup_push_value(&d);
    Value dd = rt_is_undef(m) ? (rt_incref(d), d) : or_masks(d, m); /* filled(domain, True) */
    rt_cleanup_push_value(&dd);
    if (np_ma_any(dd)) {
      if (!is_0d(result)) {
        result = as_result_array(result);
        copy_where(result, rt_float(dm->fill), dd);
      }
      Value o = rt_is_undef(m) ? (rt_incref(dd), dd) : or_masks(m, dd);
      rt_decref(m);
      m = o;
    }
    rt_cleanup_pop(inner, true);
  }
  Value fill = rt_undef();
  for (int k = nin - 1; k >= 0; k--)
    if (np_is_ma(argv[k])) fill = RT_AS(NpMa, argv[k])->fill;
  mask_to_shape(result, &m);
  rt_incref(result);
  if (!rt_is_undef(m)) rt_incref(m);
  rt_cleanup_pop(mark, true);
  return finish(result, m, fill);
}

/* np.ma.sqrt, np.ma.log, ... (_MaskedUnaryOperation): with a domain, also masked where the
 * result is not finite; the input's data put back where masked. */
Value np_ma_unary_fn(const char *name, Value a) {
  Value d = np_ma_getdata(a);
  int mark = rt_cleanup_push_value(&d);
  const Domain *dm = domain_of(name);
  Value result = rt_undef(), m = rt_undef();
  rt_cleanup_push_value(&result);
  rt_cleanup_push_value(&m);
  if (dm) {
    int saved[2];
    np_errstate_quiet(saved);
    int quiet = rt_cleanup_push(np_errstate_restore, saved);
    result = np_ma_np(name, 1, &d, NULL);
    rt_cleanup_pop(quiet, true);
    Value fin = np_ma_np("isfinite", 1, &result, NULL);
    int inner = rt_cleanup_push_value(&fin);
    m = rt_unop(RT_UOP_INVERT, fin);
    Value dom = domain_mask(dm, d, rt_undef());
    rt_cleanup_push_value(&dom);
    Value o = or_masks(m, dom);
    rt_decref(m);
    m = o;
    if (!rt_is_undef(getmask(a))) {
      o = or_masks(m, getmask(a));
      rt_decref(m);
      m = o;
    }
    rt_cleanup_pop(inner, true);
  } else {
    result = np_ma_np(name, 1, &d, NULL);
    m = getmask(a);
    if (!rt_is_undef(m)) rt_incref(m);
  }
  if (!is_0d(result) && !rt_is_undef(m) && np_ma_any(m)) {
    result = as_result_array(result);
    copy_where(result, d, m);
  }
  rt_incref(result);
  if (!rt_is_undef(m)) rt_incref(m);
  Value fill = np_is_ma(a) ? RT_AS(NpMa, a)->fill : rt_undef();
  rt_cleanup_pop(mark, true);
  return finish(result, m, fill);
}

/* ---- in place: __iadd__ and kin ---- */

/* other's data as an array with `fill` (in its dtype) where self is masked */
static Value other_filled(Value other_data, Value self_mask, int fill) {
  Value od = rt_array_from_value(other_data, -1);
  if (rt_is_undef(self_mask)) return od;
  int mark = rt_cleanup_push_value(&od);
  Value f0 = rt_array_from_value(rt_int(fill), -1);
  rt_cleanup_push_value(&f0);
  Value fv = rt_array_astype(f0, RT_AS(Array, od)->dtype);
  rt_cleanup_push_value(&fv);
  Value r = np_ma_np("where", 3, (Value[]){self_mask, fv, od}, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

/* self._mask |= extra (made first when self has none) */
static void or_into_mask(NpMa *m, Value extra) {
  if (rt_is_undef(extra)) return;
  if (rt_is_undef(m->mask)) {
    if (!np_ma_any(extra)) return;
    m->mask = np_ma_getmaskarray(rt_obj(m));
  }
  rt_decref(rt_inplace_binop(RT_OP_OR, m->mask, extra));
}

/* a %= b (and &= |= ^= <<= >>=), which MaskedArray leaves to ndarray: the ufunc runs in place on
 * all of a's data, then __array_wrap__ sets the mask to a's or b's, with remainder's domain
 * (|a| * tiny >= |b|) checked on a's data as it is after the operation, as NumPy 1.24 does. */
static Value inplace_plain(BinOp op, Value a, Value b) {
  NpMa *m = RT_AS(NpMa, a);
  Value od = np_ma_getdata(b), ka = rt_undef(), kb = rt_undef(), dom = rt_undef();
  int mark = rt_cleanup_push_value(&od);
  rt_cleanup_push_value(&ka);
  rt_cleanup_push_value(&kb);
  rt_cleanup_push_value(&dom);
  rt_decref(rt_inplace_binop(op, m->data, od));
  ka = np_ma_getmaskarray(a);
  kb = np_ma_getmaskarray(b);
  Value k = rt_binop(RT_OP_OR, ka, kb);
  rt_decref(ka);
  ka = k;
  if (op == RT_OP_MOD) {
    int saved[2];
    np_errstate_quiet(saved);
    int quiet = rt_cleanup_push(np_errstate_restore, saved);
    dom = safe_divide_domain(m->data, od);
    rt_cleanup_pop(quiet, true);
    if (np_ma_any(dom)) {
      const char *kn[] = {"where"};
      Value r = np_ma_np("copyto", 2, (Value[]){m->data, rt_int(1)}, &(Kwargs){1, kn, &dom});
      rt_decref(r);
      k = rt_binop(RT_OP_OR, ka, dom);
      rt_decref(ka);
      ka = k;
    }
  }
  rt_decref(m->mask);
  m->mask = ka;
  ka = rt_undef();
  rt_cleanup_pop(mark, true);
  rt_incref(a);
  return a;
}

/* MaskedArray.__iadd__ / __isub__ / __imul__ / __itruediv__ / __ifloordiv__: the data updated in
 * place with the other operand's data neutralised (0 or 1) where self is masked, the masks
 * or'ed; dividing also masks a zero divisor (dividing by 1 there). Other operators make a new
 * array, as the plain operator would. */
Value np_ma_inplace(BinOp op, Value a, Value b) {
  bool div = op == RT_OP_TRUEDIV || op == RT_OP_FLOORDIV;
  bool plain = op == RT_OP_MOD || op == RT_OP_AND || op == RT_OP_OR || op == RT_OP_XOR ||
               op == RT_OP_LSHIFT || op == RT_OP_RSHIFT;
  if (plain && np_is_ma(a) && !np_ma_is_masked_const(a)) return inplace_plain(op, a, b);
  if ((op != RT_OP_ADD && op != RT_OP_SUB && op != RT_OP_MUL && !div) || !np_is_ma(a) ||
      np_ma_is_masked_const(a))
    return rt_binop(op, a, b);
  NpMa *m = RT_AS(NpMa, a);
  Value od = np_ma_getdata(b);
  int mark = rt_cleanup_push_value(&od);
  if (div) {
    int saved[2];
    np_errstate_quiet(saved);
    int quiet = rt_cleanup_push(np_errstate_restore, saved);
    Value dom = safe_divide_domain(m->data, od);
    rt_cleanup_pop(quiet, true);
    int inner = rt_cleanup_push_value(&dom);
    if (np_ma_any(dom)) {
      Value w = other_filled(od, dom, 1);
      rt_decref(od);
      od = w;
    }
    or_into_mask(m, getmask(b));
    or_into_mask(m, dom);
    rt_cleanup_pop(inner, true);
  } else {
    or_into_mask(m, getmask(b));
  }
  Value w = other_filled(od, m->mask, op == RT_OP_ADD || op == RT_OP_SUB ? 0 : 1);
  rt_cleanup_push_value(&w);
  rt_decref(rt_inplace_binop(op, m->data, w));
  rt_cleanup_pop(mark, true);
  rt_incref(a);
  return a;
}
