/* np_ma_rec.c — masked arrays of a structured dtype (np.ma.array(records, mask=[(0, 1), ...]),
 * numpy.lib.recfunctions with usemask=True, np.genfromtxt(usemask=True, names=True)), as
 * NumPy 1.24 keeps them: the mask is itself a structured array of one bool per field
 * (always stored: a structured MaskedArray has no nomask), the fill value one record of
 * per-field defaults. A record, a[i], is an mvoid: masked fields print as "--".
 *
 * Printing follows MaskedArray.__repr__: the data as the records' tuples with each unmasked
 * field's repr and "--" for a masked one, the mask as its structured array prints, the fill
 * value as a record, and the dtype on aligned keyword lines. A field, a['x'], is the masked
 * array of that field (np_ma.c's), sharing the data and the mask. */
#include <string.h>

#include <stdlib.h>

#include "../base/error.h"
#include "../obj/complex.h"
#include "../obj/hash.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_ma.h"
#include "np_record.h"

typedef struct NpMaRec {
  Obj hdr;
  Value data; /* NpRecArr, or an NpVoid for one record (an mvoid) */
  Value mask; /* the same kind, of the mask dtype: each field bool */
  Value fill; /* NpVoid of data's dtype, RT_UNDEF: the defaults */
} NpMaRec;

static const ObjType marec_type;
bool np_is_ma_rec(Value v) { return rt_is_type(v, &marec_type); }

static bool given(Value v) { return !rt_is_undef(v) && !rt_is_none(v); }

static Value np_call(const char *name, int argc, const Value *argv, const Kwargs *kw) {
  Value np = rt_import("numpy");
  Value f = rt_module_lookup(np, name);
  rt_decref(np); /* the module stays in sys.modules */
  return rt_call(f, argc, argv, kw);
}

static Value marec_new(Value data, Value mask, Value fill) {
  NpMaRec *m = rt_calloc(1, sizeof *m);
  rt_obj_init(&m->hdr, &marec_type);
  m->data = (rt_incref(data), data);
  m->mask = (rt_incref(mask), mask);
  if (!rt_is_undef(fill)) rt_incref(fill);
  m->fill = fill;
  return rt_obj(m);
}

static const NpRecDtype *dtype_of(Value v) {
  return RT_AS(NpRecDtype, np_is_void(v) ? RT_AS(NpVoid, v)->dtype : RT_AS(NpRecArr, v)->dtype);
}

static const Array *raw_of(Value v) {
  return RT_AS(Array, np_is_void(v) ? RT_AS(NpVoid, v)->raw : RT_AS(NpRecArr, v)->raw);
}

/* ---- the mask ---- */

/* [(name, '?'), ...] for d's fields, as np.dtype. */
static Value mask_dtype(const NpRecDtype *d) {
  Value spec = rt_list_new(d->nfields);
  int mark = rt_cleanup_push_value(&spec);
  for (int i = 0; i < d->nfields; i++) {
    if (!rt_is_undef(d->fields[i].rec) || (d->fields[i].sub_ndim > 0 && !d->fields[i].str))
      rt_raise(RT_EXC_TypeError, "masked arrays of nested or subarray fields are not supported in Weft");
    Value q = rt_str_from_c("?");
    Value t = rt_tuple_from(2, (Value[2]){d->fields[i].name, q});
    rt_decref(q);
    rt_list_append(spec, t);
    rt_decref(t);
  }
  Value dt = np_call("dtype", 1, &spec, NULL);
  rt_cleanup_pop(mark, true);
  return dt;
}

/* A mask for data from NumPy's mask= forms: nothing, False or True for every field, records
 * of bools, or one bool per record for all its fields. */
static Value make_mask(Value data, Value mask) {
  const NpRecDtype *d = dtype_of(data);
  Value mdt = mask_dtype(d), shape = rt_getattr(data, "shape");
  int mark = rt_cleanup_push_value(&mdt);
  rt_cleanup_push_value(&shape);
  static const char *const dt_name[] = {"dtype"};
  Kwargs k = {1, dt_name, &mdt};
  Value m = np_call("zeros", 1, &shape, &k), src = rt_undef();
  int keep = rt_cleanup_push_value(&m);
  rt_cleanup_push_value(&src);
  if (given(mask)) {
    Value leaf = mask; /* down the first items to the first record: a tuple when records */
    int depth = 0;
    while ((rt_is_list(leaf) || rt_is_tuple(leaf)) && rt_len(leaf) > 0) {
      Value first = rt_is_list(leaf) ? RT_AS(List, leaf)->items[0] : RT_AS(Tuple, leaf)->items[0];
      if (!rt_is_list(first) && !rt_is_tuple(first)) break;
      leaf = first, depth++;
    }
    bool records = depth > 0 && rt_is_tuple(leaf);
    records |= rt_is_tuple(mask) && raw_of(data)->ndim == 1; /* one record's mask */
    if (records || np_is_recarr(mask)) {
      src = np_call("array", 1, &mask, &k);
      rt_setitem(m, rt_ellipsis(), src);
    } else {
      src = rt_array_from_value(mask, DT_BOOL);
      for (int i = 0; i < d->nfields; i++) rt_setitem(m, d->fields[i].name, src);
    }
  }
  rt_cleanup_pop(keep + 1, true); /* src */
  rt_cleanup_pop(keep, false);    /* m, returned */
  rt_cleanup_pop(mark, true);
  return m;
}

Value np_ma_rec_from(Value data, Value mask) {
  Value m = make_mask(data, mask);
  int mark = rt_cleanup_push_value(&m);
  Value r = marec_new(data, m, rt_undef());
  rt_cleanup_pop(mark, true);
  return r;
}

void np_ma_rec_set_mask(Value m, Value field, int64_t start, int64_t stop, bool masked) {
  Value col = rt_getitem(RT_AS(NpMaRec, m)->mask, field);
  int mark = rt_cleanup_push_value(&col);
  Value range = rt_slice_new(rt_int(start), rt_int(stop), rt_none());
  rt_cleanup_push_value(&range);
  rt_setitem(col, range, rt_bool(masked));
  rt_cleanup_pop(mark, true);
}

Value np_ma_rec_result(Value out, bool all_masked, Value asrecarray, const char *fn) {
  int mark = rt_cleanup_push_value(&out);
  if (!rt_is_undef(asrecarray) && rt_truthy(asrecarray))
    rt_raise(RT_EXC_TypeError, "numpy.lib.recfunctions.%s with usemask=True and asrecarray=True "
                               "(a MaskedRecords) is not supported in Weft", fn);
  Value r = np_is_recarr(out) ? np_ma_rec_from(out, rt_bool(all_masked)) : np_ma_new(out, rt_undef(), rt_undef());
  rt_cleanup_pop(mark, true);
  return r;
}

Value np_ma_rec_build(Value data, Value mask, Value dtype, Value fill) {
  Value rd = given(dtype) ? np_recdtype_of(dtype, false) : rt_undef();
  bool rec_in = np_is_recarr(data) || np_is_ma_rec(data);
  if (rt_is_undef(rd) && !rec_in) return rt_undef();
  int mark = rt_cleanup_push_value(&rd);
  Value src_mask = np_is_ma_rec(data) ? RT_AS(NpMaRec, data)->mask : rt_undef();
  if (np_is_ma_rec(data)) data = RT_AS(NpMaRec, data)->data;
  Value d;
  if (np_is_recarr(data) && rt_is_undef(rd)) {
    d = (rt_incref(data), data);
  } else {
    static const char *const dt_name[] = {"dtype"};
    Kwargs k = {1, dt_name, &rd};
    d = np_call("array", 1, &data, rt_is_undef(rd) ? NULL : &k);
  }
  rt_cleanup_push_value(&d);
  Value r = given(mask) || rt_is_undef(src_mask) ? np_ma_rec_from(d, mask) : marec_new(d, src_mask, rt_undef());
  if (given(fill)) {
    rt_cleanup_push_value(&r);
    rt_setattr(r, "fill_value", fill);
    rt_cleanup_pop(mark + 2, false);
  }
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- the fill value ---- */

/* NumPy's default_fill_value of one field. */
static Value default_fill(const NpField *f) {
  if (f->obj) return rt_str_from_c("?");
  if (f->str) return f->bytes ? rt_bytes_new(&rt_bytes_type, "N/A", 3) : rt_str_from_c("N/A");
  switch (rt_dtypes[f->dt].kind) {
    case 'b': return rt_bool(true);
    case 'i': case 'u': return rt_int(999999);
    case 'c': return rt_complex_new(1e20, 0.0);
    default: return rt_float(1e20);
  }
}

/* The fill value as one record of data's dtype (a new reference). */
static Value fill_record(NpMaRec *m) {
  if (!rt_is_undef(m->fill)) return (rt_incref(m->fill), m->fill);
  const NpRecDtype *d = dtype_of(m->data);
  Value t = rt_tuple_new(d->nfields);
  int mark = rt_cleanup_push_value(&t);
  for (int i = 0; i < d->nfields; i++) rt_tuple_set(t, i, default_fill(&d->fields[i]));
  Value dt = np_is_void(m->data) ? RT_AS(NpVoid, m->data)->dtype : RT_AS(NpRecArr, m->data)->dtype;
  static const char *const dt_name[] = {"dtype"};
  Kwargs k = {1, dt_name, &dt};
  Value a = np_call("array", 1, &t, &k);
  rt_cleanup_push_value(&a);
  Value rec = rt_getitem(a, rt_tuple_new(0));
  rt_cleanup_pop(mark, true);
  return rec;
}

/* ---- printing ---- */

typedef struct Leaf {
  const NpRecDtype *d, *md;
  const char *base, *mbase; /* C-contiguous records */
} Leaf;

/* One record as the tuple NumPy prints: each field's repr, "--" where masked. */
static void put_record(void *ctx, StrBuf *sb, const char *p) {
  const Leaf *L = ctx;
  int64_t idx = L->d->itemsize ? (p - L->base) / L->d->itemsize : 0;
  const char *mp = L->mbase + idx * L->md->itemsize;
  rt_sb_putc(sb, '(');
  for (int i = 0; i < L->d->nfields; i++) {
    const NpField *f = &L->d->fields[i];
    if (i) rt_sb_puts(sb, ", ");
    if (mp[L->md->fields[i].offset]) {
      rt_sb_puts(sb, "--");
      continue;
    }
    bool scalar = !f->str && !f->obj && f->sub_ndim == 0 && rt_is_undef(f->rec);
    Value v = scalar ? rt_npscalar_new(f->dt, p + f->offset) : np_rec_field_value(f, p);
    int mark = rt_cleanup_push_value(&v);
    rt_sb_repr(sb, v);
    rt_cleanup_pop(mark, true);
  }
  rt_sb_puts(sb, L->d->nfields == 1 ? ",)" : ")");
}

/* The records of data with their mask, laid out after a prefix of prefix_len. */
static void put_data(StrBuf *sb, NpMaRec *m, const char *sep, int prefix_len, int linewidth) {
  Value dr = rt_array_contiguous(rt_obj((Obj *)raw_of(m->data)), false), mr = rt_undef();
  int mark = rt_cleanup_push_value(&dr);
  rt_cleanup_push_value(&mr);
  mr = rt_array_contiguous(rt_obj((Obj *)raw_of(m->mask)), false);
  const Array *d = RT_AS(Array, dr);
  Leaf L = {dtype_of(m->data), dtype_of(m->mask), d->data, RT_AS(Array, mr)->data};
  Array lead = *d;
  lead.ndim--;
  lead.size = 1;
  for (int i = 0; i < lead.ndim; i++) lead.size *= lead.shape[i];
  if (lead.ndim == 0) put_record(&L, sb, d->data);
  else if (lead.size == 0) rt_sb_puts(sb, "[]");
  else np_format_nested(sb, &lead, sep, prefix_len, linewidth, put_record, &L);
  rt_cleanup_pop(mark, true);
}

static Value marec_str(Value self) {
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  put_data(&sb, RT_AS(NpMaRec, self), " ", 0, np_print_linewidth());
  rt_cleanup_pop(mark, false); /* rt_sb_to_str frees it */
  return rt_sb_to_str(&sb);
}

static void put_spaces(StrBuf *sb, int n) {
  for (int i = 0; i < n; i++) rt_sb_putc(sb, ' ');
}

/* masked_array(data=..., mask=..., fill_value=..., dtype=...): keys right-aligned after
 * "masked_array(" for one row of records, on lines of their own indented by two otherwise. */
static Value marec_repr(Value self) {
  NpMaRec *m = RT_AS(NpMaRec, self);
  if (np_is_void(m->data)) return marec_str(self); /* an mvoid prints as its record */
  const Array *raw = raw_of(m->data);
  bool one_row = true;
  for (int i = 0; i + 2 < raw->ndim; i++) one_row = one_row && raw->shape[i] == 1;
  static const char *const keys[] = {"data", "mask", "fill_value", "dtype"};
  const char *prefix = "masked_array(";
  int width = np_print_linewidth() - 1, plen = (int)strlen(prefix);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  Value fill = fill_record(m), texts[2] = {rt_undef(), rt_undef()};
  rt_cleanup_push_value(&fill);
  rt_cleanup_push_value(&texts[0]);
  rt_cleanup_push_value(&texts[1]);
  texts[0] = rt_to_str(fill);
  texts[1] = rt_to_str(np_is_void(m->data) ? RT_AS(NpVoid, m->data)->dtype : RT_AS(NpRecArr, m->data)->dtype);
  rt_sb_puts(&sb, prefix);
  if (!one_row) rt_sb_putc(&sb, '\n');
  for (int k = 0; k < 4; k++) {
    int klen = (int)strlen(keys[k]);
    if (k > 0) rt_sb_puts(&sb, ",\n");
    if (!one_row) put_spaces(&sb, 2);
    else if (k > 0) put_spaces(&sb, plen + 4 - klen);
    rt_sb_printf(&sb, "%s=", keys[k]);
    int at = (one_row ? plen + 4 : 2 + klen) + 1;
    if (k == 0) {
      put_data(&sb, m, ", ", at, width);
    } else if (k == 1) {
      Value c = rt_array_contiguous(rt_obj((Obj *)raw_of(m->mask)), false);
      int cm = rt_cleanup_push_value(&c);
      np_rec_format_body(&sb, dtype_of(m->mask), RT_AS(Array, c), ", ", at, width);
      rt_cleanup_pop(cm, true);
    } else {
      rt_sb_puts(&sb, rt_str_data(texts[k - 2]));
    }
  }
  rt_sb_putc(&sb, ')');
  rt_cleanup_pop(mark + 1, true);
  rt_cleanup_pop(mark, false);
  return rt_sb_to_str(&sb);
}

/* ---- indexing and attributes ---- */

/* a['x']: the field's masked array over the same data and mask. */
static Value field_of(NpMaRec *m, Value name) {
  Value d = rt_getitem(m->data, name), k = rt_undef();
  int mark = rt_cleanup_push_value(&d);
  rt_cleanup_push_value(&k);
  k = rt_getitem(m->mask, name);
  if (np_is_void(m->data)) { /* an mvoid's field: the value, or masked */
    Value r = rt_truthy(k) ? (rt_incref(np_ma_masked()), np_ma_masked()) : (rt_incref(d), d);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (!rt_is_array(d))
    rt_raise(RT_EXC_TypeError, "a masked structured array's %s field is not numeric: not supported in Weft",
             rt_str_data(name));
  Value r = np_ma_new(d, k, rt_undef());
  rt_cleanup_pop(mark, true);
  return r;
}

static Value marec_getitem(Value self, Value key) {
  NpMaRec *m = RT_AS(NpMaRec, self);
  if (rt_is_str(key)) return field_of(m, key);
  Value d = rt_getitem(m->data, key), k = rt_undef();
  int mark = rt_cleanup_push_value(&d);
  rt_cleanup_push_value(&k);
  k = rt_getitem(m->mask, key);
  Value r = marec_new(d, k, m->fill);
  rt_cleanup_pop(mark, true);
  return r;
}

static void marec_setitem(Value self, Value key, Value v) {
  NpMaRec *m = RT_AS(NpMaRec, self);
  if (np_ma_is_masked_const(v)) { /* a[i] = masked: every field of those records */
    Value k = rt_getitem(m->mask, key);
    int mark = rt_cleanup_push_value(&k);
    const NpRecDtype *md = dtype_of(m->mask);
    Value t = rt_tuple_new(md->nfields);
    rt_cleanup_push_value(&t);
    for (int i = 0; i < md->nfields; i++) rt_tuple_set(t, i, rt_bool(true));
    rt_setitem(m->mask, key, t);
    rt_cleanup_pop(mark, true);
    return;
  }
  rt_setitem(m->data, key, v);
  if (!rt_is_str(key)) {
    const NpRecDtype *md = dtype_of(m->mask);
    Value t = rt_tuple_new(md->nfields);
    int mark = rt_cleanup_push_value(&t);
    for (int i = 0; i < md->nfields; i++) rt_tuple_set(t, i, rt_bool(false));
    rt_setitem(m->mask, key, t);
    rt_cleanup_pop(mark, true);
  } else {
    rt_setitem(m->mask, key, rt_bool(false));
  }
}

static int64_t marec_len(Value self) {
  NpMaRec *m = RT_AS(NpMaRec, self);
  if (np_is_void(m->data)) return dtype_of(m->data)->nfields;
  return rt_len(m->data);
}

/* v (a tuple, a record, or one value for every field) as one record of m's dtype. */
static Value as_record(NpMaRec *m, Value v) {
  Value dt = np_is_void(m->data) ? RT_AS(NpVoid, m->data)->dtype : RT_AS(NpRecArr, m->data)->dtype;
  static const char *const dt_name[] = {"dtype"};
  Kwargs k = {1, dt_name, &dt};
  Value a = np_call("array", 1, &v, &k);
  int mark = rt_cleanup_push_value(&a);
  Value rec = rt_getitem(a, rt_tuple_new(0));
  rt_cleanup_pop(mark, true);
  return rec;
}

/* a.filled(fill_value=None): the records with each masked field's fill value. */
static Value m_filled(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("filled", argc, kw, 0, 1);
  NpMaRec *m = RT_AS(NpMaRec, self);
  Value fill = argc && !rt_is_none(argv[0]) ? as_record(m, argv[0]) : fill_record(m);
  int mark = rt_cleanup_push_value(&fill);
  Value out = np_is_void(m->data) ? rt_undef() : rt_getattr(m->data, "copy");
  if (rt_is_undef(out)) rt_raise(RT_EXC_TypeError, "mvoid.filled() is not supported in Weft");
  rt_cleanup_push_value(&out);
  Value c = rt_call(out, 0, NULL, NULL);
  rt_decref(out);
  out = c;
  const NpRecDtype *d = dtype_of(m->data);
  for (int i = 0; i < d->nfields; i++) {
    Value col = rt_getitem(out, d->fields[i].name), k = rt_undef(), f = rt_undef();
    int m2 = rt_cleanup_push_value(&col);
    rt_cleanup_push_value(&k);
    rt_cleanup_push_value(&f);
    k = rt_getitem(m->mask, d->fields[i].name);
    f = rt_getitem(fill, d->fields[i].name);
    rt_setitem(col, k, f);
    if (!rt_is_array(col)) rt_setitem(out, d->fields[i].name, col); /* text columns are copies */
    rt_cleanup_pop(m2, true);
  }
  rt_cleanup_pop(mark + 1, false);
  rt_cleanup_pop(mark, true);
  return out;
}

/* a.tolist(): tuples of the fields' values, None where masked. */
static Value record_list(const NpMaRec *m, const Array *d, const Array *k, int64_t idx) {
  const NpRecDtype *rd = dtype_of(m->data), *md = dtype_of(m->mask);
  Value t = rt_tuple_new(rd->nfields);
  for (int i = 0; i < rd->nfields; i++) {
    bool masked = k->data[idx * md->itemsize + md->fields[i].offset];
    rt_tuple_set(t, i, masked ? rt_none() : np_rec_field_value(&rd->fields[i], d->data + idx * rd->itemsize));
  }
  return t;
}

static Value m_tolist(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("tolist", argc, kw, 0, 0);
  NpMaRec *m = RT_AS(NpMaRec, self);
  Value dr = rt_array_contiguous(rt_obj((Obj *)raw_of(m->data)), false), kr = rt_undef();
  int mark = rt_cleanup_push_value(&dr);
  rt_cleanup_push_value(&kr);
  kr = rt_array_contiguous(rt_obj((Obj *)raw_of(m->mask)), false);
  const Array *d = RT_AS(Array, dr);
  if (d->ndim != 2 && !np_is_void(m->data))
    rt_raise(RT_EXC_TypeError, "tolist() of a masked structured array of %d dimensions is not supported in Weft", d->ndim - 1);
  Value out;
  if (np_is_void(m->data)) {
    out = record_list(m, d, RT_AS(Array, kr), 0);
  } else {
    out = rt_list_new(d->shape[0]);
    rt_cleanup_push_value(&out);
    for (int64_t i = 0; i < d->shape[0]; i++) {
      Value t = record_list(m, d, RT_AS(Array, kr), i);
      rt_list_append(out, t);
      rt_decref(t);
    }
    rt_cleanup_pop(mark + 2, false);
  }
  rt_cleanup_pop(mark, true);
  return out;
}

static Value marec_getattr(Value self, const char *name) {
  NpMaRec *m = RT_AS(NpMaRec, self);
  if (!strcmp(name, "mask") || !strcmp(name, "_mask")) return (rt_incref(m->mask), m->mask);
  if (!strcmp(name, "data") || !strcmp(name, "_data")) return (rt_incref(m->data), m->data);
  if (!strcmp(name, "fill_value")) return fill_record(m);
  if (!strcmp(name, "filled")) return rt_native_bind("filled", m_filled, self);
  if (!strcmp(name, "tolist")) return rt_native_bind("tolist", m_tolist, self);
  if (!strcmp(name, "dtype") || !strcmp(name, "shape") || !strcmp(name, "ndim") ||
      !strcmp(name, "size"))
    return rt_getattr(m->data, name);
  return rt_undef();
}

static bool marec_setattr(Value self, const char *name, Value v) {
  if (strcmp(name, "fill_value")) return false;
  NpMaRec *m = RT_AS(NpMaRec, self);
  Value rec = as_record(m, v);
  rt_decref(m->fill);
  m->fill = rec;
  return true;
}

static Value marec_iter(Value self) {
  int64_t n = marec_len(self);
  Value items = rt_list_new(n), it = rt_undef();
  int mark = rt_cleanup_push_value(&items);
  for (int64_t i = 0; i < n; i++) {
    Value r = np_is_void(RT_AS(NpMaRec, self)->data) ? field_of(RT_AS(NpMaRec, self), dtype_of(RT_AS(NpMaRec, self)->data)->fields[i].name)
                                                     : marec_getitem(self, rt_int(i));
    rt_list_append(items, r);
    rt_decref(r);
  }
  it = rt_iter(items);
  rt_cleanup_pop(mark, true);
  return it;
}

static void marec_free(Obj *o) {
  NpMaRec *m = (NpMaRec *)o;
  rt_decref(m->data);
  rt_decref(m->mask);
  rt_decref(m->fill);
  free(m);
}

static Value marec_type_object(Value self) {
  (void)self;
  Value ma = rt_import("numpy.ma");
  Value cls = rt_module_lookup(ma, "MaskedArray");
  rt_incref(cls);
  rt_decref(ma);
  return cls;
}

static const char *marec_type_name(Value self) {
  return np_is_void(RT_AS(NpMaRec, self)->data) ? "mvoid" : "MaskedArray";
}

static const ObjType marec_type = {
    .name = "MaskedArray",
    .free = marec_free,
    .repr = marec_repr,
    .str = marec_str,
    .getattr = marec_getattr,
    .setattr = marec_setattr,
    .getitem = marec_getitem,
    .setitem = marec_setitem,
    .len = marec_len,
    .iter = marec_iter,
    .hash = rt_unhashable,
    .type_object = marec_type_object,
    .type_name = marec_type_name,
};
