/* np_ma.c — numpy.ma's MaskedArray object (numpy/ma/core.py, NumPy 1.24): construction
 * (MaskedArray(data, mask, ...), np.ma.array), the masked constant, the attributes (data, mask,
 * fill_value, shape, ...), indexing (a masked element reads as np.ma.masked; assigning masked
 * masks, assigning a value unmasks), iteration, filled/compressed/count/tolist/copy.
 *
 * The mask is either `nomask` (RT_UNDEF here: nothing is masked and none is stored, printed as
 * mask=False) or a bool array of the data's shape; operations keep that distinction as NumPy
 * does, since it shows in repr. The fill value is kept as given until asked for; the default
 * is NumPy's default_fill_value by dtype kind (999999 for integers, 1e+20 for floats, True). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "np_ma.h"
#include "../base/error.h"
#include "np_internal.h"
#include "../obj/hash.h"
#include "../obj/native.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "../obj/runtime.h"

static const ObjType ma_type;

bool np_is_ma(Value v) { return rt_is_type(v, &ma_type); }

static bool given(Value v) { return !rt_is_undef(v) && !rt_is_none(v); }

Value np_ma_new(Value data, Value mask, Value fill) {
  NpMa *m = rt_calloc(1, sizeof *m);
  rt_obj_init(&m->hdr, &ma_type);
  rt_incref(data);
  m->data = data;
  if (!rt_is_undef(mask)) rt_incref(mask);
  m->mask = mask;
  if (!rt_is_undef(fill)) rt_incref(fill);
  m->fill = fill;
  return rt_obj(m);
}

/* ---- the masked constant: one per runtime ---- */

static void masked_init(void *p) { ((Value *)p)[0] = ((Value *)p)[1] = rt_undef(); }
static void masked_fini(void *p) {
  rt_decref(((Value *)p)[0]);
  rt_decref(((Value *)p)[1]);
}
/* np.ma.masked and np.ma.nomask (np.False_, kept so that `is` holds) */
static RtStateKey masked_key = {"numpy.ma.masked", 2 * sizeof(Value), masked_init, masked_fini, 0};

Value np_ma_nomask(void) {
  Value *slot = rt_runtime_state(&masked_key);
  if (rt_is_undef(slot[1])) slot[1] = rt_npscalar_new(DT_BOOL, &(uint8_t){0});
  return slot[1];
}

Value np_ma_masked(void) {
  Value *slot = rt_runtime_state(&masked_key);
  if (rt_is_undef(*slot)) {
    double zero = 0.0;
    uint8_t yes = 1;
    Value d = rt_array_new(DT_FLOAT64, 0, NULL, false), k = rt_array_new(DT_BOOL, 0, NULL, false);
    memcpy(RT_AS(Array, d)->data, &zero, sizeof zero);
    memcpy(RT_AS(Array, k)->data, &yes, 1);
    *slot = np_ma_new(d, k, rt_undef());
    rt_decref(d);
    rt_decref(k);
  }
  return *slot;
}

bool np_ma_is_masked_const(Value v) { return np_is_ma(v) && v.as.o == np_ma_masked().as.o; }

/* ---- helpers over the rest of numpy ---- */

Value np_ma_np(const char *name, int argc, const Value *argv, const Kwargs *kw) {
  Value np = rt_import("numpy");
  int mark = rt_cleanup_push_value(&np);
  Value f = rt_module_lookup(np, name);
  Value r = rt_call(f, argc, argv, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

Value np_ma_method(Value self, const char *name, int argc, const Value *argv, const Kwargs *kw) {
  Value f = rt_getattr(self, name);
  int mark = rt_cleanup_push_value(&f);
  Value r = rt_call(f, argc, argv, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

bool np_ma_any(Value v) {
  Value a = rt_array_from_value(v, DT_BOOL);
  const Array *x = RT_AS(Array, a);
  bool any = false;
  int64_t idx[RT_MAXDIM] = {0};
  for (int64_t i = 0; i < x->size && !any; i++) {
    int64_t off = 0;
    for (int d = 0; d < x->ndim; d++) off += idx[d] * x->strides[d];
    any = x->data[off] != 0;
    for (int d = x->ndim - 1; d >= 0 && ++idx[d] == x->shape[d]; d--) idx[d] = 0;
  }
  rt_decref(a);
  return any;
}

Value np_ma_getdata(Value v) {
  if (np_is_ma(v)) {
    rt_incref(RT_AS(NpMa, v)->data);
    return RT_AS(NpMa, v)->data;
  }
  return rt_array_from_value(v, -1);
}

static Value bool_full(int nd, const int64_t *shape, bool value) {
  Value r = rt_array_new(DT_BOOL, nd, shape, true);
  if (value) memset(RT_AS(Array, r)->data, 1, (size_t)RT_AS(Array, r)->size);
  return r;
}

Value np_ma_getmaskarray(Value v) {
  if (np_is_ma(v) && !rt_is_undef(RT_AS(NpMa, v)->mask)) {
    rt_incref(RT_AS(NpMa, v)->mask);
    return RT_AS(NpMa, v)->mask;
  }
  Value d = np_ma_getdata(v);
  Value r = bool_full(RT_AS(Array, d)->ndim, RT_AS(Array, d)->shape, false);
  rt_decref(d);
  return r;
}

/* ---- fill values (default_fill_value / _check_fill_value) ---- */

static Value default_fill(DType dt) {
  switch (rt_dtypes[dt].kind) {
  case 'b': return rt_npscalar_new(DT_BOOL, &(uint8_t){1});
  case 'f': return rt_npscalar_new(DT_FLOAT64, &(double){1e20});
  case 'c': return rt_npscalar_new(DT_COMPLEX128, (double[2]){1e20, 0.0});
  default: return rt_npscalar_new(DT_INT64, &(int64_t){999999});
  }
}

/* np.array(fill_value, dtype=dt)[()], with NumPy's TypeError for a string. */
static Value check_fill(Value fill, DType dt) {
  if (rt_is_str(fill))
    rt_raise(RT_EXC_TypeError, "Cannot set fill value of string with array of dtype %s",
             rt_dtypes[dt].name);
  Value a = rt_array_from_value(fill, dt);
  int mark = rt_cleanup_push_value(&a);
  if (RT_AS(Array, a)->ndim != 0) rt_raise(RT_EXC_ValueError, "The fill value must be a scalar");
  Value s = rt_npscalar_new(dt, RT_AS(Array, a)->data);
  rt_cleanup_pop(mark, true);
  return s;
}

Value np_ma_fill_value(NpMa *m) {
  if (rt_is_undef(m->fill)) m->fill = default_fill(RT_AS(Array, m->data)->dtype);
  rt_incref(m->fill);
  return m->fill;
}

/* The fill cast to the data's dtype as filled() writes it (unsafe cast, as np.copyto's). */
Value np_ma_filled(NpMa *m, Value fill) {
  const Array *d = RT_AS(Array, m->data);
  Value out = rt_array_new(d->dtype, d->ndim, d->shape, false);
  int mark = rt_cleanup_push_value(&out);
  np_copy_cast(RT_AS(Array, out), d);
  if (!rt_is_undef(m->mask)) {
    Value f = given(fill) ? (rt_incref(fill), fill) : np_ma_fill_value(m);
    int inner = rt_cleanup_push_value(&f);
    Value fa = rt_array_from_value(f, -1);
    rt_cleanup_push_value(&fa);
    Value fc = rt_array_astype(fa, d->dtype);
    rt_cleanup_push_value(&fc);
    const Array *k = RT_AS(Array, m->mask);
    Array *o = RT_AS(Array, out);
    int isz = rt_dtypes[d->dtype].itemsize;
    int64_t idx[RT_MAXDIM] = {0};
    for (int64_t i = 0; i < o->size; i++) {
      int64_t off = 0;
      for (int dd = 0; dd < k->ndim; dd++) off += idx[dd] * k->strides[dd];
      if (k->data[off]) memcpy(o->data + i * isz, RT_AS(Array, fc)->data, (size_t)isz);
      for (int dd = k->ndim - 1; dd >= 0 && ++idx[dd] == k->shape[dd]; dd--) idx[dd] = 0;
    }
    rt_cleanup_pop(inner, true);
  }
  rt_cleanup_pop(mark, false);
  return out;
}

/* ---- construction ---- */

/* The mask argument against the data: True/False fill, else np.array(mask, bool), resized
 * (one element) or reshaped (as many elements) to the data's shape. */
static Value mask_for(Value mask, const Array *d) {
  if (mask.tag == RT_BOOL) return bool_full(d->ndim, d->shape, mask.as.b);
  Value k = rt_array_from_value(mask, DT_BOOL), c = rt_undef();
  int mark = rt_cleanup_push_value(&k);
  rt_cleanup_push_value(&c);
  const Array *ka = RT_AS(Array, k);
  bool same = ka->ndim == d->ndim && !memcmp(ka->shape, d->shape, sizeof(int64_t) * (size_t)d->ndim);
  Value r;
  if (same) {
    r = rt_array_contiguous(k, true);
  } else if (ka->size == 1) {
    c = rt_array_contiguous(k, false);
    r = bool_full(d->ndim, d->shape, RT_AS(Array, c)->data[0] != 0);
  } else if (ka->size == d->size) {
    c = rt_array_contiguous(k, true);
    r = rt_array_new(DT_BOOL, d->ndim, d->shape, false);
    memcpy(RT_AS(Array, r)->data, RT_AS(Array, c)->data, (size_t)d->size);
  } else {
    rt_raise(RT_EXC_MaskError, "Mask and data not compatible: data size is %lld, mask size is %lld.",
             (long long)d->size, (long long)ka->size);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

/* A list or tuple holding masked arrays or np.ma.masked (np.ma.array([1, np.ma.masked, 3])):
 * the items' data, the masked constant read as nan as NumPy converts it (*plain), and the
 * items' masks stacked (a new reference), or RT_UNDEF when nothing is masked (*plain is then
 * still set when some item was a masked array). */
static Value sequence_masks(Value data, Value *plain) {
  const Value *items = rt_is_list(data) ? RT_AS(List, data)->items : RT_AS(Tuple, data)->items;
  int64_t n = rt_is_list(data) ? RT_AS(List, data)->n : RT_AS(Tuple, data)->n;
  bool any = false;
  for (int64_t i = 0; i < n; i++) any = any || np_is_ma(items[i]);
  if (!any) return rt_undef();
  Value vals = rt_list_new(n), masks = rt_list_new(n);
  int mark = rt_cleanup_push_value(&vals);
  rt_cleanup_push_value(&masks);
  for (int64_t i = 0; i < n; i++) {
    Value it = items[i];
    rt_list_append(vals, np_ma_is_masked_const(it) ? rt_float(NAN) : np_is_ma(it) ? RT_AS(NpMa, it)->data : it);
    Value k = np_ma_getmaskarray(it); /* of np.asanyarray(item): all False for plain ones */
    rt_list_append(masks, k);
    rt_decref(k);
  }
  Value k = rt_array_from_value(masks, DT_BOOL);
  rt_incref(vals);
  rt_cleanup_pop(mark, true);
  *plain = vals;
  if (np_ma_any(k)) return k;
  rt_decref(k); /* nothing masked: nomask */
  return rt_undef();
}

static Value ma_build(Value data, Value mask, Value dtype, bool copy, Value fill, bool keep_mask) {
  Value src_mask = rt_undef(), src_fill = rt_undef(), seq = rt_undef();
  int outer = rt_cleanup_push_value(&seq);
  if (!given(mask) && keep_mask && (rt_is_list(data) || rt_is_tuple(data))) {
    Value plain = rt_undef();
    src_mask = sequence_masks(data, &plain);
    rt_cleanup_push_value(&src_mask);
    if (!rt_is_undef(plain)) {
      seq = plain;
      data = plain;
    }
  }
  if (np_is_ma(data)) {
    src_mask = RT_AS(NpMa, data)->mask;
    src_fill = RT_AS(NpMa, data)->fill;
    data = RT_AS(NpMa, data)->data;
  }
  Value d;
  if (given(dtype)) {
    d = rt_array_from_value(data, rt_dtype_from_value(dtype));
  } else {
    d = rt_array_from_value(data, -1);
  }
  int mark = rt_cleanup_push_value(&d);
  if (copy && d.as.o == data.as.o) {
    Value c = rt_array_contiguous(d, copy);
    rt_decref(d);
    d = c;
  }
  Value k = rt_undef();
  rt_cleanup_push_value(&k);
  if (given(mask)) {
    k = mask_for(mask, RT_AS(Array, d));
    if (keep_mask && !rt_is_undef(src_mask)) {
      Value o = rt_binop(RT_OP_OR, k, src_mask);
      rt_decref(k);
      k = o;
    }
  } else if (keep_mask && !rt_is_undef(src_mask)) {
    k = rt_array_contiguous(src_mask, true);
  }
  Value f = given(fill) ? check_fill(fill, RT_AS(Array, d)->dtype) : rt_undef();
  rt_cleanup_push_value(&f);
  if (!given(fill) && !rt_is_undef(src_fill)) {
    f = src_fill;
    rt_incref(f);
  }
  Value r = np_ma_new(d, k, f);
  rt_cleanup_pop(mark, true);
  rt_cleanup_pop(outer, true);
  return r;
}

/* MaskedArray(data=None, mask=nomask, dtype=None, copy=False, subok=True, ndmin=0,
 * fill_value=None, keep_mask=True, hard_mask=None, shrink=True, order=None) */
static Value ma_ctor(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"data", "mask", "dtype", "copy", "subok", "ndmin",
                                      "fill_value", "keep_mask", "hard_mask", "shrink", "order"};
  Value a[11];
  rt_parse_args("MaskedArray", argc, argv, kw, 11, names, 0, a);
  Value data = rt_is_undef(a[0]) ? rt_none() : a[0];
  Value rec = np_ma_rec_build(data, a[1], a[2], a[6]);
  if (!rt_is_undef(rec)) return rec;
  bool keep = rt_is_undef(a[7]) || rt_truthy(a[7]);
  Value r = ma_build(data, a[1], a[2], given(a[3]) && rt_truthy(a[3]), a[6], keep);
  RT_AS(NpMa, r)->hard = given(a[8]) ? rt_truthy(a[8]) : np_is_ma(data) && RT_AS(NpMa, data)->hard;
  return r;
}

/* np.ma.array(data, dtype=None, copy=False, order=None, mask=nomask, fill_value=None,
 * keep_mask=True, hard_mask=False, shrink=True, subok=True, ndmin=0) */
Value np_ma_array_fn(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"data", "dtype", "copy", "order", "mask", "fill_value",
                                      "keep_mask", "hard_mask", "shrink", "subok", "ndmin"};
  Value a[11];
  rt_parse_args("array", argc, argv, kw, 11, names, 1, a);
  Value rec = np_ma_rec_build(a[0], a[4], a[1], a[5]);
  if (!rt_is_undef(rec)) return rec;
  bool keep = rt_is_undef(a[6]) || rt_truthy(a[6]);
  Value r = ma_build(a[0], a[4], a[1], given(a[2]) && rt_truthy(a[2]), a[5], keep);
  RT_AS(NpMa, r)->hard = given(a[7]) && rt_truthy(a[7]);
  return r;
}

static bool is_masked_array(Value v) { return np_is_ma(v) || np_is_ma_rec(v); }

Value np_ma_class(void) {
  static const char *const repr_as = "<class 'numpy.ma.core.MaskedArray'>";
  return rt_native_class("MaskedArray", ma_ctor, is_masked_array, repr_as);
}

/* ---- indexing ---- */

static Value ma_getitem(Value self, Value key) {
  NpMa *m = RT_AS(NpMa, self);
  if (np_is_ma(key)) key = RT_AS(NpMa, key)->data; /* a masked key indexes by its data */
  Value dout = rt_getitem(m->data, key), mout = rt_undef(), own = rt_undef();
  int mark = rt_cleanup_push_value(&dout);
  rt_cleanup_push_value(&mout);
  rt_cleanup_push_value(&own);
  Value r;
  if (rt_is_undef(m->mask)) {
    r = rt_is_array(dout) ? np_ma_new(dout, rt_undef(), m->fill) : (rt_incref(dout), dout);
  } else {
    mout = rt_getitem(m->mask, key);
    if (!rt_is_array(mout)) {
      r = rt_truthy(mout) ? (rt_incref(np_ma_masked()), np_ma_masked()) : (rt_incref(dout), dout);
    } else {
      own = rt_array_contiguous(mout, true); /* NumPy unshares the mask on write */
      r = np_ma_new(dout, own, m->fill);
    }
  }
  if (np_is_ma(r) && !np_ma_is_masked_const(r)) RT_AS(NpMa, r)->hard = m->hard;
  rt_cleanup_pop(mark, true);
  return r;
}

static void ensure_mask(NpMa *m) {
  if (rt_is_undef(m->mask)) {
    const Array *d = RT_AS(Array, m->data);
    m->mask = bool_full(d->ndim, d->shape, false);
  }
}

static void ma_setitem(Value self, Value key, Value v) {
  NpMa *m = RT_AS(NpMa, self);
  if (np_is_ma(key)) key = RT_AS(NpMa, key)->data; /* a masked key indexes by its data */
  if (np_ma_is_masked_const(v)) {
    ensure_mask(m);
    rt_setitem(m->mask, key, rt_bool(true));
    return;
  }
  if (m->hard && !rt_is_undef(m->mask)) {
    np_ma_hard_setitem(m, key, v);
    return;
  }
  Value dval = np_is_ma(v) ? RT_AS(NpMa, v)->data : v;
  rt_setitem(m->data, key, dval);
  bool vmasked = np_is_ma(v) && !rt_is_undef(RT_AS(NpMa, v)->mask);
  if (rt_is_undef(m->mask) && !vmasked) return;
  ensure_mask(m);
  rt_setitem(m->mask, key, vmasked ? RT_AS(NpMa, v)->mask : rt_bool(false));
}

static int64_t ma_len(Value self) { return rt_len(RT_AS(NpMa, self)->data); }

/* Iteration: self[0], self[1], ... as NumPy's ndarray iteration over a MaskedArray gives. */
typedef struct MaIter {
  Obj hdr;
  Value ma;
  int64_t i, n;
} MaIter;

static void iter_free(Obj *o) {
  rt_decref(((MaIter *)o)->ma);
  free(o);
}

static bool iter_next(Value self, Value *out) {
  MaIter *it = RT_AS(MaIter, self);
  if (it->i >= it->n) return false;
  *out = ma_getitem(it->ma, rt_int(it->i++));
  return true;
}

static const ObjType ma_iter_type = {.name = "iterator", .free = iter_free, .next = iter_next};

static Value ma_iter(Value self) {
  if (RT_AS(Array, RT_AS(NpMa, self)->data)->ndim == 0)
    rt_raise(RT_EXC_TypeError, "iteration over a 0-d array");
  MaIter *it = rt_calloc(1, sizeof *it);
  rt_obj_init(&it->hdr, &ma_iter_type);
  rt_incref(self);
  it->ma = self;
  it->n = ma_len(self);
  return rt_obj(it);
}

/* ---- methods ---- */

static Value m_filled(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"fill_value"};
  Value a[1];
  rt_parse_args("filled", argc, argv, kw, 1, names, 0, a);
  NpMa *m = RT_AS(NpMa, self);
  if (rt_is_undef(m->mask)) {
    rt_incref(m->data);
    return m->data;
  }
  Value f = given(a[0]) ? check_fill(a[0], RT_AS(Array, m->data)->dtype) : rt_undef();
  int mark = rt_cleanup_push_value(&f);
  Value r = np_ma_filled(m, f);
  rt_cleanup_pop(mark, true);
  return r;
}

/* compressed(): the unmasked elements, flattened in C order. */
static Value m_compressed(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_parse_args("compressed", argc, argv, kw, 0, NULL, 0, NULL);
  NpMa *m = RT_AS(NpMa, self);
  Value flat = np_ma_method(m->data, "ravel", 0, NULL, NULL);
  if (rt_is_undef(m->mask)) return flat;
  int mark = rt_cleanup_push_value(&flat);
  Value keep = rt_unop(RT_UOP_INVERT, m->mask);
  rt_cleanup_push_value(&keep);
  Value kf = np_ma_method(keep, "ravel", 0, NULL, NULL);
  rt_cleanup_push_value(&kf);
  Value r = rt_getitem(flat, kf);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value m_count(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"axis", "keepdims"};
  Value a[2];
  rt_parse_args("count", argc, argv, kw, 2, names, 0, a);
  NpMa *m = RT_AS(NpMa, self);
  const Array *d = RT_AS(Array, m->data);
  if (!given(a[0])) {
    if (rt_is_undef(m->mask)) return rt_int(d->size);
    if (np_ma_is_masked_const(self)) return rt_int(0);
    int64_t n = 0;
    Value c = rt_array_contiguous(m->mask, false);
    for (int64_t i = 0; i < d->size; i++) n += RT_AS(Array, c)->data[i] == 0;
    rt_decref(c);
    return rt_npscalar_new(DT_INT64, &n); /* (~m).sum(dtype=np.intp) */
  }
  Value k = np_ma_getmaskarray(self);
  int mark = rt_cleanup_push_value(&k);
  Value keep = rt_unop(RT_UOP_INVERT, k);
  rt_cleanup_push_value(&keep);
  static const char *const kn[] = {"axis", "dtype", "keepdims"};
  Value kv[3] = {a[0], rt_dtypeobj_new(DT_INT64), a[1]};
  rt_cleanup_push_value(&kv[1]);
  Kwargs kk = {given(a[1]) ? 3 : 2, kn, kv};
  Value r = np_ma_method(keep, "sum", 0, NULL, &kk); /* (~m).sum(axis, dtype=np.intp) */
  rt_cleanup_pop(mark, true);
  return r;
}

/* tolist(): nested lists with None where masked. */
static Value tolist_at(const NpMa *m, const Array *d, const Array *k, int axis, int64_t doff,
                       int64_t koff) {
  if (axis == d->ndim) {
    if (k && k->data[koff]) return rt_none();
    Value s = rt_npscalar_new(d->dtype, d->data + doff);
    int mark = rt_cleanup_push_value(&s);
    Value r = np_ma_method(s, "item", 0, NULL, NULL);
    rt_cleanup_pop(mark, true);
    return r;
  }
  Value list = rt_list_new(d->shape[axis]);
  int mark = rt_cleanup_push_value(&list);
  for (int64_t i = 0; i < d->shape[axis]; i++) {
    Value x = tolist_at(m, d, k, axis + 1, doff + i * d->strides[axis], k ? koff + i * k->strides[axis] : 0);
    rt_list_append(list, x);
    rt_decref(x);
  }
  rt_cleanup_pop(mark, false);
  return list;
}

static Value m_tolist(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_parse_args("tolist", argc, argv, kw, 0, NULL, 0, NULL);
  NpMa *m = RT_AS(NpMa, self);
  const Array *k = rt_is_undef(m->mask) ? NULL : RT_AS(Array, m->mask);
  return tolist_at(m, RT_AS(Array, m->data), k, 0, 0, 0);
}

static Value m_copy(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_parse_args("copy", argc, argv, kw, 0, NULL, 0, NULL);
  NpMa *m = RT_AS(NpMa, self);
  Value d = rt_array_contiguous(m->data, true);
  int mark = rt_cleanup_push_value(&d);
  Value k = rt_is_undef(m->mask) ? rt_undef() : rt_array_contiguous(m->mask, true);
  rt_cleanup_push_value(&k);
  Value r = np_ma_new(d, k, m->fill);
  RT_AS(NpMa, r)->hard = m->hard;
  rt_cleanup_pop(mark, true);
  return r;
}

/* reshape, ravel, flatten, transpose, squeeze, swapaxes: the same method on the data and on
 * the mask (each a copy, as NumPy's _arraymethod gives a mask of its own). */
static Value shape_method(const char *name, Value self, int argc, const Value *argv, const Kwargs *kw) {
  NpMa *m = RT_AS(NpMa, self);
  Value d = np_ma_method(m->data, name, argc, argv, kw);
  int mark = rt_cleanup_push_value(&d);
  Value k = rt_undef(), v = rt_undef();
  rt_cleanup_push_value(&k);
  rt_cleanup_push_value(&v);
  if (!rt_is_undef(m->mask)) {
    v = np_ma_method(m->mask, name, argc, argv, kw);
    k = rt_array_contiguous(v, true);
  }
  Value r = np_ma_new(d, k, m->fill);
  rt_cleanup_pop(mark, true);
  return r;
}

#define SHAPE_METHODS(X) X(reshape) X(ravel) X(flatten) X(transpose) X(squeeze) X(swapaxes)
#define X(name)                                                                      \
  static Value m_##name(Value self, int argc, const Value *argv, const Kwargs *kw) { \
    return shape_method(#name, self, argc, argv, kw);                               \
  }
SHAPE_METHODS(X)
#undef X

/* astype: the data cast, the mask kept */
static Value m_astype(Value self, int argc, const Value *argv, const Kwargs *kw) {
  NpMa *m = RT_AS(NpMa, self);
  Value d = np_ma_method(m->data, "astype", argc, argv, kw);
  int mark = rt_cleanup_push_value(&d);
  Value k = rt_is_undef(m->mask) ? rt_undef() : rt_array_contiguous(m->mask, true);
  rt_cleanup_push_value(&k);
  Value r = np_ma_new(d, k, rt_undef());
  rt_cleanup_pop(mark, true);
  return r;
}

static const struct {
  const char *name;
  RtMethodFn fn;
} methods[] = {
#define X(name) {#name, m_##name},
    SHAPE_METHODS(X)
#undef X
    {"astype", m_astype},
    {"filled", m_filled}, {"compressed", m_compressed}, {"count", m_count},
    {"tolist", m_tolist}, {"copy", m_copy},
};

static RtMethodFn ma_method(Value self, const char *name) {
  (void)self;
  for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++)
    if (!strcmp(methods[i].name, name)) return methods[i].fn;
  RtMethodFn f = np_ma_ops_method(name);
  if (!f) f = np_ma_extra_method(name);
  if (!f) f = np_ma_struct_method(name);
  return f ? f : np_ma_more_method(name);
}

/* ---- attributes ---- */

static Value ma_getattr(Value self, const char *name) {
  NpMa *m = RT_AS(NpMa, self);
  if (!strcmp(name, "__array_priority__")) return rt_int(15);
  if (!strcmp(name, "data")) {
    rt_incref(m->data);
    return m->data;
  }
  if (!strcmp(name, "mask")) {
    Value k = rt_is_undef(m->mask) ? np_ma_nomask() : m->mask;
    rt_incref(k);
    return k;
    return m->mask;
  }
  if (!strcmp(name, "fill_value")) return np_ma_fill_value(m);
  if (!strcmp(name, "hardmask")) return rt_bool(m->hard);
  if (!strcmp(name, "T")) {
    Value d = rt_getattr(m->data, "T");
    int mark = rt_cleanup_push_value(&d);
    Value k = rt_is_undef(m->mask) ? rt_undef() : rt_getattr(m->mask, "T");
    rt_cleanup_push_value(&k);
    Value r = np_ma_new(d, k, m->fill);
    rt_cleanup_pop(mark, true);
    return r;
  }
  static const char *const passthrough[] = {"shape", "ndim", "size", "dtype", "itemsize", "nbytes"};
  for (size_t i = 0; i < sizeof passthrough / sizeof passthrough[0]; i++)
    if (!strcmp(name, passthrough[i])) return rt_getattr(m->data, name);
  RtMethodFn fn = ma_method(self, name);
  if (fn) return rt_native_bind(name, fn, self);
  return rt_undef();
}

static bool ma_setattr(Value self, const char *name, Value v) {
  NpMa *m = RT_AS(NpMa, self);
  if (!strcmp(name, "fill_value")) {
    Value f = given(v) ? check_fill(v, RT_AS(Array, m->data)->dtype) : rt_undef();
    rt_decref(m->fill);
    m->fill = f;
    return true;
  }
  if (!strcmp(name, "mask")) {
    Value k = mask_for(v, RT_AS(Array, m->data));
    if (m->hard && !rt_is_undef(m->mask)) { /* a hard mask only grows: mask |= k */
      int mark = rt_cleanup_push_value(&k);
      rt_decref(rt_inplace_binop(RT_OP_OR, m->mask, k));
      rt_cleanup_pop(mark, true);
      return true;
    }
    rt_decref(m->mask);
    m->mask = k;
    return true;
  }
  return false;
}

static void ma_free(Obj *o) {
  NpMa *m = (NpMa *)o;
  rt_decref(m->data);
  rt_decref(m->mask);
  rt_decref(m->fill);
  free(o);
}

static Value ma_type_object(Value self) {
  (void)self;
  Value mod = rt_import("numpy.ma");
  Value cls = rt_module_lookup(mod, np_ma_is_masked_const(self) ? "MaskedConstant" : "MaskedArray");
  rt_incref(cls);
  rt_decref(mod);
  return cls;
}

static int ma_truthy(Value self) {
  NpMa *m = RT_AS(NpMa, self);
  if (np_ma_is_masked_const(self)) return 0;
  return rt_truthy(m->data);
}

static const char *ma_type_name(Value self) {
  return np_ma_is_masked_const(self) ? "MaskedConstant" : "MaskedArray";
}

/* A result keeps the hard mask of the first masked operand (__array_wrap__'s _update_from). */
static Value keep_hard(Value r, Value from) {
  if (np_is_ma(r) && !np_ma_is_masked_const(r) && r.as.o != from.as.o)
    RT_AS(NpMa, r)->hard = RT_AS(NpMa, from)->hard;
  return r;
}

static Value ma_binop(BinOp op, Value a, Value b) {
  return keep_hard(np_ma_binop(op, a, b), np_is_ma(a) ? a : b);
}

static Value ma_unop(UnOp op, Value a) { return keep_hard(np_ma_unop(op, a), a); }

static const ObjType ma_type = {
    .name = "MaskedArray",
    .free = ma_free,
    .repr = np_ma_repr,
    .str = np_ma_str,
    .getattr = ma_getattr,
    .setattr = ma_setattr,
    .getitem = ma_getitem,
    .setitem = ma_setitem,
    .iter = ma_iter,
    .len = ma_len,
    .truthy = ma_truthy,
    .binop = ma_binop,
    .unop = ma_unop,
    .inplace_binop = np_ma_inplace,
    .type_name = ma_type_name,
    .numkind = RT_NUMBER_ARRAY, /* `[1] + m`, abs(m): NumPy's business */
    .hash = rt_unhashable,
    .type_object = ma_type_object,
    .method = ma_method,
};
