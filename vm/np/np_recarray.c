/* np_recarray.c — arrays of a structured dtype and their np.void records, as NumPy 1.24 has
 * them: np.array/zeros/empty/ones/full with a structured dtype, field views a['x'] (writable,
 * strided), multi-field views a[['x', 'y']], indexing, slicing, masks and fancy indexing of
 * records, a[0] as an np.void that writes through to the array, record assignment from tuples,
 * voids and scalars, len, iteration, tolist, ==/!= (sorting: np_recsort.c).
 *
 * The records live in `raw`, a uint8 ndarray with a trailing axis of the record's bytes
 * (np_record.h): every indexing form on records is the uint8 array's on the leading axes.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "np_record.h"
#include "np_void.h"
#include "np_strarray.h"
#include "np_stats.h"
#include "np_raise.h"
#include "np_castwarn.h"
#include "np_usersub.h"
#include "../base/error.h"
#include "../obj/exc.h"
#include "../obj/hash.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

#define RAW(v) RT_AS(Array, v)
#define RDT(v) RT_AS(NpRecDtype, v)

/* ---- objects ---- */

static void recarr_free(Obj *o) {
  NpRecArr *a = (NpRecArr *)o;
  rt_decref(a->dtype);
  rt_decref(a->raw);
  free(a);
}

static void void_free(Obj *o) {
  NpVoid *v = (NpVoid *)o;
  rt_decref(v->dtype);
  rt_decref(v->raw);
  free(v);
}

/* An array or a void over raw (stolen) of dtype (borrowed): a void when raw has only the
 * record axis left. */
static Value wrap_as(Value dtype, Value raw, bool numba) {
  Obj *o;
  if (RAW(raw)->ndim == 1 && RDT(dtype)->plain) { /* an item of a 'V<n>' array: its bytes */
    Value v = np_void_plain_new(RAW(raw)->data, (size_t)RAW(raw)->shape[0]);
    rt_decref(raw);
    return v;
  }
  if (RAW(raw)->ndim == 1) {
    NpVoid *v = rt_malloc(sizeof *v);
    rt_obj_init(&v->hdr, &np_void_type);
    v->dtype = dtype;
    v->raw = raw;
    v->numba = numba;
    v->rec = false;
    o = &v->hdr;
  } else {
    NpRecArr *a = rt_malloc(sizeof *a);
    rt_obj_init(&a->hdr, &np_recarr_type);
    a->dtype = dtype;
    a->raw = raw;
    a->numba = numba;
    a->rec = false;
    o = &a->hdr;
  }
  rt_incref(dtype);
  return rt_obj(o);
}

static Value wrap(Value dtype, Value raw) { return wrap_as(dtype, raw, false); }

Value np_rec_wrap(Value dtype, Value raw) { return wrap(dtype, raw); }

/* r (stolen), a result made from self: a recarray's slices, copies and records stay recarrays
 * and np.records, as NumPy's subclass does. */
static Value keep_rec(Value self, Value r) {
  bool rec = np_is_recarr(self) ? RT_AS(NpRecArr, self)->rec : RT_AS(NpVoid, self)->rec;
  if (!rec) return r;
  if (np_is_recarr(r)) RT_AS(NpRecArr, r)->rec = true;
  else if (np_is_void(r)) RT_AS(NpVoid, r)->rec = true;
  return r;
}

/* Set while an interpreted @jit function runs (vm/kir/kir_host.c): records it makes or is given
 * take r.x for r['x'], as Numba's records do. */
static _Thread_local bool numba_code;

bool rt_np_numba_records(bool on) {
  bool was = numba_code;
  numba_code = on;
  return was;
}

bool rt_np_in_numba_code(void) { return numba_code; }

Value rt_np_record_numba_view(Value v) {
  if (!np_is_recarr(v)) return rt_undef();
  NpRecArr *a = RT_AS(NpRecArr, v);
  rt_incref(a->raw);
  return wrap_as(a->dtype, a->raw, true);
}

static Value rec_new(Value dtype, int ndim, const int64_t *shape, bool zero) {
  int64_t full[RT_MAXDIM + 1];
  if (ndim >= RT_MAXDIM)
    rt_raise(RT_EXC_ValueError, "maximum supported dimension for an ndarray is %d, found %d",
             RT_MAXDIM, ndim + 1);
  memcpy(full, shape, sizeof(int64_t) * (size_t)ndim);
  full[ndim] = RDT(dtype)->itemsize;
  Value raw = rt_array_new(DT_UINT8, ndim + 1, full, zero);
  NpRecArr *a = rt_malloc(sizeof *a);
  rt_obj_init(&a->hdr, &np_recarr_type);
  rt_incref(dtype);
  a->dtype = dtype;
  a->raw = raw;
  a->numba = false;
  a->rec = false;
  return rt_obj(a);
}

void np_rec_field_header(Array *out, const Array *raw, const NpField *f) {
  memset(out, 0, sizeof *out);
  out->dtype = f->dt;
  out->ndim = raw->ndim - 1 + f->sub_ndim;
  out->size = 1;
  for (int i = 0; i < raw->ndim - 1; i++) {
    out->shape[i] = raw->shape[i];
    out->strides[i] = raw->strides[i];
  }
  int64_t st = rt_dtypes[f->dt].itemsize;
  for (int i = f->sub_ndim - 1; i >= 0; i--) {
    out->shape[raw->ndim - 1 + i] = f->sub_shape[i];
    out->strides[raw->ndim - 1 + i] = st;
    st *= f->sub_shape[i];
  }
  for (int i = 0; i < out->ndim; i++) out->size *= out->shape[i];
  out->data = raw->data + f->offset;
  out->writeable = raw->writeable;
}

static Value str_field_array(Value raw, const NpField *f);

/* A nested structure's bytes in every record of raw, as records of its dtype (an array, or a
 * void for one record): a view. */
static Value nested_view(Value raw, const NpField *f) {
  const Array *r = RAW(raw);
  int64_t shape[RT_MAXDIM + 1], strides[RT_MAXDIM + 1];
  memcpy(shape, r->shape, sizeof(int64_t) * (size_t)r->ndim);
  memcpy(strides, r->strides, sizeof(int64_t) * (size_t)r->ndim);
  shape[r->ndim - 1] = f->sub_shape[0];
  Value v = rt_array_view(raw, DT_UINT8, r->ndim, shape, strides, r->data + f->offset);
  return wrap(f->rec, v);
}

Value np_rec_field_view(Value raw, const NpField *f) {
  if (f->str) return str_field_array(raw, f);
  if (f->obj) return np_recobj_field_array(raw, f);
  if (!rt_is_undef(f->rec)) return nested_view(raw, f);
  Array h;
  np_rec_field_header(&h, RAW(raw), f);
  return rt_array_view(raw, h.dtype, h.ndim, h.shape, h.strides, h.data);
}

static Array lead_header(const Array *raw);

/* How many records raw holds (its shape without the byte axis; records may have no bytes). */
int64_t np_rec_count(const Array *raw) {
  int64_t n = 1;
  for (int i = 0; i < raw->ndim - 1; i++) n *= raw->shape[i];
  return n;
}

/* ---- string fields: UCS4 code points ('U') or bytes ('S'), NUL-padded ---- */

/* The text of n items at q (trailing NULs dropped, as NumPy reads them): a str or bytes. */
static Value text_load(const char *q, int64_t n, bool bytes) {
  int isz = bytes ? 1 : 4;
  while (n > 0) {
    uint32_t c = 0;
    memcpy(&c, q + isz * (n - 1), (size_t)isz);
    if (c) break;
    n--;
  }
  if (bytes) return rt_bytes_new(&rt_bytes_type, q, (size_t)n);
  StrBuf sb;
  rt_sb_init(&sb);
  for (int64_t i = 0; i < n; i++) {
    uint32_t c;
    memcpy(&c, q + 4 * i, 4);
    rt_utf8_encode(&sb, c);
  }
  return rt_sb_to_str(&sb);
}

/* v into the n items at q, converted and cut as a string array of that kind stores it. */
static void text_store(char *q, int64_t n, bool bytes, Value v) {
  Value item = rt_none();
  int mark = rt_cleanup_push_value(&item);
  if (bytes) np_bytes_store(&item, v, n);
  else np_strarr_store(&item, v, n);
  if (bytes) {
    const Bytes *b = RT_AS(Bytes, item);
    memcpy(q, b->data, (size_t)b->n);
    memset(q + b->n, 0, (size_t)(n - b->n));
  } else {
    const char *t = rt_str_data(item);
    int64_t i = 0;
    for (; i < n && *t; i++) {
      int len;
      uint32_t c = rt_utf8_decode(t, &len);
      memcpy(q + 4 * i, &c, 4);
      t += len;
    }
    memset(q + 4 * i, 0, (size_t)(4 * (n - i)));
  }
  rt_cleanup_pop(mark, true);
}

Value np_rec_str_load(const NpField *f, const char *p) {
  return text_load(p + f->offset, f->sub_shape[0], f->bytes);
}

void np_rec_str_store(const NpField *f, char *p, Value v) {
  text_store(p + f->offset, f->sub_shape[0], f->bytes, v);
}

/* A string field's item as NumPy hands it out: a numpy.str_ / numpy.bytes_. */
static Value field_scalar(const NpField *f, const char *p) {
  Value t = np_rec_str_load(f, p);
  Value r = np_str_scalar(t);
  rt_decref(t);
  return r;
}

/* a['name'] of a string field: a string array that is a view of the records' text. Weft's
 * string arrays hold Python strs and bytes, so the view keeps the records (rec_raw) and
 * reloads its items from them before it is read and writes them back after it is written
 * (np_strarray.c calls np_rec_strview_refresh / _writeback around each use). */
static Value str_field_array(Value raw, const NpField *f) {
  const Array *r = RAW(raw);
  int64_t w = f->sub_shape[0] ? f->sub_shape[0] : 1;
  Value out = f->bytes ? np_bytesarr_new(r->ndim - 1, r->shape, w)
                       : np_strarr_new(r->ndim - 1, r->shape, w);
  NpStrArr *o = RT_AS(NpStrArr, out);
  rt_incref(raw);
  o->rec_raw = raw;
  o->rec_offset = f->offset;
  o->rec_items = f->sub_shape[0];
  np_rec_strview_refresh(o);
  return out;
}

void np_rec_strview_refresh(NpStrArr *a) {
  Array lead = lead_header(RAW(a->rec_raw));
  NpIter it;
  int64_t k = 0;
  for (np_iter_init(&it, &lead); it.more; np_iter_next(&it), k++) {
    Value s = text_load(it.ptr + a->rec_offset, a->rec_items, a->bytes);
    rt_decref(a->items[k]);
    a->items[k] = s;
  }
}

void np_rec_strview_writeback(NpStrArr *a) {
  if (!RAW(a->rec_raw)->writeable) rt_raise(RT_EXC_ValueError, "assignment destination is read-only");
  Array lead = lead_header(RAW(a->rec_raw));
  NpIter it;
  int64_t k = 0;
  for (np_iter_init(&it, &lead); it.more; np_iter_next(&it), k++)
    text_store(it.ptr + a->rec_offset, a->rec_items, a->bytes, a->items[k]);
}

/* a['name'] = v for a string field: v (a str, or strings to broadcast) into every record. */
static void str_field_assign(Value raw, const NpField *f, Value v) {
  const Array *r = RAW(raw);
  Value src = np_strarr_from_list(v, f->sub_shape[0] ? f->sub_shape[0] : 1, true);
  int mark = rt_cleanup_push_value(&src);
  NpStrArr *s = RT_AS(NpStrArr, src);
  Array lead = lead_header(r);
  int64_t bshape[RT_MAXDIM];
  int bnd = rt_broadcast_shapes(s->ndim, s->shape, lead.ndim, lead.shape, bshape);
  if (bnd != lead.ndim || memcmp(bshape, lead.shape, sizeof(int64_t) * (size_t)bnd))
    np_raise_bcast_into(s->ndim, s->shape, lead.ndim, lead.shape);
  NpIter it;
  int64_t k = 0;
  for (np_iter_init(&it, &lead); it.more; np_iter_next(&it), k++)
    np_rec_str_store(f, it.ptr, *np_strarr_bcast_at(s, lead.ndim, lead.shape, k));
  rt_cleanup_pop(mark, true);
}

/* ---- storing records ---- */

static void store_record(Value raw, const NpRecDtype *d, char *p, Value v);
static Value record_tuple(const NpRecDtype *d, const char *p);

/* Field f of the record at p as a Python value: a str, a nested tuple, a number, or a copy of
 * a subarray. */
static Value field_value(const NpField *f, const char *p) {
  if (f->str) return np_rec_str_load(f, p);
  if (f->obj) return np_recobj_get(f, p);
  if (!rt_is_undef(f->rec)) return record_tuple(RDT(f->rec), p + f->offset);
  if (f->sub_ndim == 0) return np_elem_to_py(f->dt, p + f->offset);
  Value sub = rt_array_new(f->dt, f->sub_ndim, f->sub_shape, false);
  memcpy(RT_AS(Array, sub)->data, p + f->offset,
         (size_t)(np_field_count(f) * rt_dtypes[f->dt].itemsize));
  return sub;
}

Value np_rec_field_value(const NpField *f, const char *p) { return field_value(f, p); }

static void store_field(Value raw, const NpField *f, char *p, Value v) {
  if (!rt_is_undef(f->rec)) { /* a nested record: a tuple or a void, or a number for all */
    store_record(raw, RDT(f->rec), p + f->offset, v);
    return;
  }
  if (f->str) {
    np_rec_str_store(f, p, v);
    return;
  }
  if (f->obj) {
    np_recobj_set(f, p, v);
    return;
  }
  if (f->sub_ndim == 0) {
    np_set_elem_py(f->dt, p + f->offset, v);
    return;
  }
  int64_t strides[NP_SUBDIM], st = rt_dtypes[f->dt].itemsize;
  for (int i = f->sub_ndim - 1; i >= 0; i--) {
    strides[i] = st;
    st *= f->sub_shape[i];
  }
  Value dst = rt_array_view(raw, f->dt, f->sub_ndim, f->sub_shape, strides, p + f->offset);
  int mark = rt_cleanup_push_value(&dst);
  rt_array_assign(dst, v);
  rt_cleanup_pop(mark, true);
}

/* NumPy's refusal to cast between structured dtypes of different field counts (for arrays it
 * names the casting rule). */
static _Noreturn void cannot_cast(const NpRecDtype *from, const NpRecDtype *to, bool arrays) {
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_puts(&sb, "Cannot cast array data from dtype(");
  np_recdtype_repr_body(&sb, from);
  rt_sb_puts(&sb, ") to dtype(");
  np_recdtype_repr_body(&sb, to);
  rt_sb_puts(&sb, arrays ? ") according to the rule 'unsafe'" : ").");
  Value msg = rt_sb_to_str(&sb);
  rt_cleanup_push_value(&msg);
  rt_raise(RT_EXC_TypeError, "%s", rt_str_data(msg));
}

/* One record at p (inside raw) from a tuple, a void, or a scalar that every field takes. */
static void store_record(Value raw, const NpRecDtype *d, char *p, Value v) {
  if (d->plain && rt_is_bytes_like(v)) { /* 'V<n>': the bytes, NUL-padded */
    const Bytes *b = RT_AS(Bytes, v);
    int64_t n = b->n < d->itemsize ? b->n : d->itemsize;
    memset(p, 0, (size_t)d->itemsize);
    if (n > 0) memcpy(p, b->data, (size_t)n);
    return;
  }
  if (rt_is_tuple(v)) {
    int64_t n = RT_AS(Tuple, v)->n;
    if (n != d->nfields)
      rt_raise(RT_EXC_ValueError, "could not assign tuple of length %lld to structure with "
                                  "%d fields.", (long long)n, d->nfields);
    for (int i = 0; i < d->nfields; i++) store_field(raw, &d->fields[i], p, RT_AS(Tuple, v)->items[i]);
    return;
  }
  if (np_is_void(v)) {
    const NpRecDtype *s = RDT(RT_AS(NpVoid, v)->dtype);
    const char *sp = RAW(RT_AS(NpVoid, v)->raw)->data;
    if (s->nfields != d->nfields) cannot_cast(s, d, false);
    char buf[256];
    char *tmp = s->itemsize <= (int64_t)sizeof buf ? buf : rt_malloc((size_t)s->itemsize);
    memcpy(tmp, sp, (size_t)s->itemsize); /* the source may be the destination */
    for (int i = 0; i < d->nfields; i++) {
      const NpField *fs = &s->fields[i], *fd = &d->fields[i];
      if (fs->str || fd->str || fs->obj || fd->obj || !rt_is_undef(fs->rec) || !rt_is_undef(fd->rec)) {
        Value t = field_value(fs, tmp); /* text and structures go through Python values */
        int m2 = rt_cleanup_push_value(&t);
        store_field(raw, fd, p, t);
        rt_cleanup_pop(m2, true);
        continue;
      }
      int64_t n = np_field_count(fs) < np_field_count(fd) ? np_field_count(fs) : np_field_count(fd);
      for (int64_t k = 0; k < n; k++)
        rt_elem_cast(fd->dt, p + fd->offset + k * rt_dtypes[fd->dt].itemsize, fs->dt,
                     tmp + fs->offset + k * rt_dtypes[fs->dt].itemsize);
    }
    if (tmp != buf) free(tmp);
    return;
  }
  if (rt_is_list(v) || np_is_recarr(v) || rt_is_array(v))
    rt_raise(RT_EXC_ValueError, "setting an array element with a sequence.");
  for (int i = 0; i < d->nfields; i++) {
    const NpField *f = &d->fields[i];
    if (f->str || f->obj || !rt_is_undef(f->rec)) {
      store_field(raw, f, p, v);
      continue;
    }
    for (int64_t k = 0; k < np_field_count(f); k++)
      np_set_elem_py(f->dt, p + f->offset + k * rt_dtypes[f->dt].itemsize, v);
  }
}

/* Every record of raw (any shape) from the same value. */
static void fill_records(Value raw, const NpRecDtype *d, Value v) {
  Array *r = RAW(raw);
  if (!r->writeable) rt_raise(RT_EXC_ValueError, "assignment destination is read-only");
  Array lead = *r;
  lead.ndim--;
  lead.size = r->shape[r->ndim - 1] ? r->size / r->shape[r->ndim - 1] : 0;
  for (int i = 0; i < lead.ndim; i++)
    if (!lead.shape[i]) lead.size = 0;
  NpIter it;
  for (np_iter_init(&it, &lead); it.more; np_iter_next(&it)) store_record(raw, d, it.ptr, v);
}

/* ---- np.array / np.zeros / ... with a structured dtype ---- */

/* Nested lists are dimensions; anything else (a tuple, a void, a number) is one record. */
static int discover(Value v, int depth, int64_t *shape, int ndim) {
  if (!rt_is_list(v)) return depth;
  int64_t n = RT_AS(List, v)->n;
  if (depth >= RT_MAXDIM - 1)
    rt_raise(RT_EXC_ValueError, "maximum supported dimension for an ndarray is %d, found %d",
             RT_MAXDIM, depth + 2);
  if (ndim < 0 || depth >= ndim) shape[depth] = n;
  int nd = depth + 1;
  for (int64_t i = 0; i < n; i++) {
    int sub = discover(RT_AS(List, v)->items[i], depth + 1, shape, i ? nd : -1);
    if (i && sub != nd)
      rt_raise(RT_EXC_ValueError, "setting an array element with a sequence. The requested "
                                  "array has an inhomogeneous shape after %d dimensions.", depth + 1);
    nd = sub;
  }
  return nd;
}

static void fill_from(Value raw, const NpRecDtype *d, Value v, char *p, int depth) {
  Array *r = RAW(raw);
  if (depth == r->ndim - 1) {
    store_record(raw, d, p, v);
    return;
  }
  List *l = RT_AS(List, v);
  if (l->n != r->shape[depth])
    rt_raise(RT_EXC_ValueError, "setting an array element with a sequence. The requested "
                                "array has an inhomogeneous shape after %d dimensions.", depth);
  for (int64_t i = 0; i < l->n; i++) fill_from(raw, d, l->items[i], p + i * r->strides[depth], depth + 1);
}

static Value copy_records(Value src) {
  NpRecArr *a = RT_AS(NpRecArr, src);
  Value raw = np_array_astype(a->raw, DT_UINT8);
  return wrap(a->dtype, raw);
}

Value np_rec_array_hook(Value obj, Value dtype) {
  bool given = !rt_is_undef(dtype) && !rt_is_none(dtype);
  if (!given) return np_is_recarr(obj) ? copy_records(obj) : rt_undef();
  Value dt = np_recdtype_of(dtype, false);
  if (rt_is_undef(dt)) return dt;
  int mark = rt_cleanup_push_value(&dt);
  Value out;
  if (np_is_recarr(obj) && rt_equal(RT_AS(NpRecArr, obj)->dtype, dt)) {
    out = copy_records(obj);
  } else {
    int64_t shape[RT_MAXDIM];
    int ndim = discover(obj, 0, shape, -1);
    out = rec_new(dt, ndim, shape, true);
    rt_cleanup_push_value(&out);
    NpRecArr *a = RT_AS(NpRecArr, out);
    fill_from(a->raw, RDT(dt), obj, RAW(a->raw)->data, 0);
    rt_cleanup_pop(mark + 1, false);
  }
  rt_cleanup_pop(mark, true);
  return out;
}

/* a.view(structured) of a numeric array: records over the array's own bytes (writes go
 * through both ways). The last axis's bytes are cut into records, as NumPy does. */
Value np_rec_view_hook(Value arr, Value dtype) {
  if (rt_is_undef(dtype) || rt_is_none(dtype)) return rt_undef();
  Value dt = np_recdtype_of(dtype, false);
  if (rt_is_undef(dt)) return dt;
  int mark = rt_cleanup_push_value(&dt);
  const Array *a = RAW(arr);
  int64_t olds = rt_dtypes[a->dtype].itemsize, isz = RDT(dt)->itemsize, last = a->ndim - 1;
  if (a->ndim == 0 || (a->strides[last] != olds && a->shape[last] != 1))
    rt_raise(RT_EXC_ValueError, "To change to a dtype of a different size, the last axis must be "
                                "contiguous");
  int64_t bytes = a->shape[last] * olds;
  if (isz == 0 || bytes % isz != 0)
    rt_raise(RT_EXC_ValueError, "When changing to a larger dtype, its size must be a divisor of "
                                "the total size in bytes of the last axis of the array.");
  int64_t shape[RT_MAXDIM + 1], strides[RT_MAXDIM + 1];
  memcpy(shape, a->shape, sizeof a->shape);
  memcpy(strides, a->strides, sizeof a->strides);
  shape[last] = bytes / isz;
  strides[last] = isz;
  shape[last + 1] = isz;
  strides[last + 1] = 1;
  Value raw = rt_array_view(arr, DT_UINT8, a->ndim + 1, shape, strides, a->data);
  Value out = wrap(dt, raw);
  rt_cleanup_pop(mark, true);
  return out;
}

/* np.full(shape, seq, dtype=structured): NumPy's copyto reads seq as a numeric array,
 * broadcasts it over the records and gives each element to every field of its record. */
static void fill_each(Value raw, const NpRecDtype *d, Value seq) {
  Array *r = RAW(raw);
  Value src = rt_array_from_value(seq, -1), b = rt_undef();
  int mark = rt_cleanup_push_value(&src);
  rt_cleanup_push_value(&b);
  b = rt_array_broadcast_to(src, r->ndim - 1, r->shape);
  Array lead = *r;
  lead.ndim--;
  NpIter it, is;
  const Array *ba = RAW(b);
  for (np_iter_init(&it, &lead), np_iter_init(&is, ba); it.more && is.more;
       np_iter_next(&it), np_iter_next(&is)) {
    Value v = np_elem_to_py(ba->dtype, is.ptr);
    store_record(raw, d, it.ptr, v);
    rt_decref(v);
  }
  rt_cleanup_pop(mark, true);
}

Value np_rec_filled_hook(int ndim, const int64_t *shape, Value dtype, Value fill) {
  if (rt_is_undef(dtype) || rt_is_none(dtype)) return rt_undef();
  Value dt = np_recdtype_of(dtype, false);
  if (rt_is_undef(dt)) return dt;
  int mark = rt_cleanup_push_value(&dt);
  Value out = rec_new(dt, ndim, shape, true);
  rt_cleanup_push_value(&out);
  if (rt_is_list(fill) || rt_is_tuple(fill) || rt_is_array(fill))
    fill_each(RT_AS(NpRecArr, out)->raw, RDT(dt), fill);
  else if (!rt_is_undef(fill))
    fill_records(RT_AS(NpRecArr, out)->raw, RDT(dt), fill);
  rt_cleanup_pop(mark + 1, false);
  rt_cleanup_pop(mark, true);
  return out;
}

/* ---- indexing records: raw's own indexing on the leading axes ---- */

static int key_dims(Value k) {
  if (rt_is_none(k) || rt_is_type(k, &rt_ellipsis_type)) return 0;
  if (rt_is_array(k) && RT_AS(Array, k)->dtype == DT_BOOL) return RT_AS(Array, k)->ndim;
  return 1;
}

/* key as a tuple that ends with a full slice over the record bytes; raises NumPy's "too many
 * indices" with the record array's own dimensions. */
static Value raw_key(Value key, int ndim) {
  bool tup = rt_is_tuple(key);
  int64_t n = tup ? RT_AS(Tuple, key)->n : 1;
  int used = 0;
  for (int64_t i = 0; i < n; i++) used += key_dims(tup ? RT_AS(Tuple, key)->items[i] : key);
  if (used > ndim)
    rt_raise(RT_EXC_IndexError, "too many indices for array: array is %d-dimensional, but %d "
                                "were indexed", ndim, used);
  Value t = rt_tuple_new(n + 1);
  for (int64_t i = 0; i < n; i++) {
    Value k = tup ? RT_AS(Tuple, key)->items[i] : key;
    rt_incref(k);
    rt_tuple_set(t, i, k);
  }
  rt_tuple_set(t, n, rt_slice_new(rt_none(), rt_none(), rt_none()));
  return t;
}

static _Noreturn void no_field(Value name) {
  rt_raise(RT_EXC_ValueError, "no field of name %s", rt_str_data(name));
}

/* a[['x', 'y']]: a view with only those fields, at their offsets in the same records. */
static Value multi_field(NpRecArr *a, Value names) {
  const NpRecDtype *d = RDT(a->dtype);
  List *l = RT_AS(List, names);
  Value dt = np_recdtype_new(l->n);
  int mark = rt_cleanup_push_value(&dt);
  NpRecDtype *s = RDT(dt);
  for (int64_t i = 0; i < l->n; i++) {
    int k = np_rec_field_index(d, l->items[i]);
    if (k < 0) rt_raise_key_error(l->items[i]);
    s->fields[s->nfields] = d->fields[k];
    rt_incref(d->fields[k].name);
    rt_incref(d->fields[k].rec);
    s->nfields++;
  }
  s->itemsize = d->itemsize;
  rt_incref(a->raw);
  Value out = wrap(dt, a->raw);
  rt_cleanup_pop(mark, true);
  return out;
}

static bool all_strs(Value v) {
  if (!rt_is_list(v) || RT_AS(List, v)->n == 0) return false;
  for (int64_t i = 0; i < RT_AS(List, v)->n; i++)
    if (!rt_is_str(RT_AS(List, v)->items[i])) return false;
  return true;
}

static bool has_ellipsis(Value key) {
  if (rt_is_type(key, &rt_ellipsis_type)) return true;
  if (!rt_is_tuple(key)) return false;
  for (int64_t i = 0; i < RT_AS(Tuple, key)->n; i++)
    if (rt_is_type(RT_AS(Tuple, key)->items[i], &rt_ellipsis_type)) return true;
  return false;
}

static Value recarr_getitem_plain(Value self, Value key) {
  NpRecArr *a = RT_AS(NpRecArr, self);
  if (rt_is_str(key)) {
    int i = np_rec_field_index(RDT(a->dtype), key);
    if (i < 0) no_field(key);
    if (RDT(a->dtype)->fields[i].obj) return np_recobj_field_of(a->raw, a->dtype, i);
    return np_rec_field_view(a->raw, &RDT(a->dtype)->fields[i]);
  }
  if (all_strs(key)) return multi_field(a, key);
  Value k = raw_key(key, RAW(a->raw)->ndim - 1);
  int mark = rt_cleanup_push_value(&k);
  Value raw = np_array_getitem(a->raw, k);
  rt_cleanup_pop(mark, true);
  if (RAW(raw)->ndim == 1 && has_ellipsis(key)) { /* a[..., 0]: a 0-d array, not a void */
    rt_incref(a->dtype);
    NpRecArr *o = rt_malloc(sizeof *o);
    rt_obj_init(&o->hdr, &np_recarr_type);
    o->dtype = a->dtype;
    o->raw = raw;
    o->numba = a->numba;
    o->rec = false;
    return rt_obj(o);
  }
  return wrap_as(a->dtype, raw, a->numba);
}

static Value recarr_getitem(Value self, Value key) {
  return keep_rec(self, recarr_getitem_plain(self, key));
}

/* v's records in dtype (a new reference; v itself when its dtype is that one): fields are
 * taken by position and cast, as NumPy assigns between structured dtypes. */
static Value recast(Value v, Value dtype) {
  NpRecArr *s = RT_AS(NpRecArr, v);
  if (s->dtype.as.o == dtype.as.o || rt_equal(s->dtype, dtype)) return rt_incref(v), v;
  if (RDT(s->dtype)->nfields != RDT(dtype)->nfields) cannot_cast(RDT(s->dtype), RDT(dtype), true);
  const Array *sr = RAW(s->raw);
  Value out = rec_new(dtype, sr->ndim - 1, sr->shape, true);
  int mark = rt_cleanup_push_value(&out);
  Array ls = lead_header(sr), lo = lead_header(RAW(RT_AS(NpRecArr, out)->raw));
  NpIter is, io;
  for (np_iter_init(&is, &ls), np_iter_init(&io, &lo); is.more; np_iter_next(&is), np_iter_next(&io)) {
    Value rv = wrap(s->dtype, rt_array_view(s->raw, DT_UINT8, 1, &sr->shape[sr->ndim - 1],
                                            &sr->strides[sr->ndim - 1], is.ptr));
    store_record(RT_AS(NpRecArr, out)->raw, RDT(dtype), io.ptr, rv);
    rt_decref(rv);
  }
  rt_cleanup_pop(mark, false);
  return out;
}

/* The one record of a void (a nested field of one record) from v. */
static void void_assign(Value self, Value v) {
  NpVoid *o = RT_AS(NpVoid, self);
  store_record(o->raw, RDT(o->dtype), RAW(o->raw)->data, v);
}

static void recarr_setitem(Value self, Value key, Value v);

/* a[['x', 'z']] = v: the fields of the multi-field view, by position. Records (an array or a
 * list of them) go field by field, so the bytes of the fields not named stay as they are. */
static void multi_field_assign(NpRecArr *a, Value names, Value v) {
  Value view = multi_field(a, names), src = rt_undef();
  int mark = rt_cleanup_push_value(&view);
  rt_cleanup_push_value(&src);
  const NpRecDtype *vd = RDT(RT_AS(NpRecArr, view)->dtype);
  bool plain = true;
  for (int i = 0; i < vd->nfields; i++)
    plain &= !vd->fields[i].str && !vd->fields[i].obj && rt_is_undef(vd->fields[i].rec);
  if (plain && rt_is_list(v)) src = np_rec_array_hook(v, RT_AS(NpRecArr, view)->dtype);
  else if (plain && np_is_recarr(v)) src = (rt_incref(v), v);
  if (rt_is_undef(src)) {
    recarr_setitem(view, rt_ellipsis(), v);
  } else {
    NpRecArr *s = RT_AS(NpRecArr, src);
    if (RDT(s->dtype)->nfields != vd->nfields) cannot_cast(RDT(s->dtype), vd, true);
    for (int i = 0; i < vd->nfields; i++) {
      Value to = np_rec_field_view(RT_AS(NpRecArr, view)->raw, &vd->fields[i]);
      rt_cleanup_push_value(&to);
      Value from = np_rec_field_view(s->raw, &RDT(s->dtype)->fields[i]);
      rt_cleanup_push_value(&from);
      rt_array_assign(to, from);
      rt_cleanup_pop(mark + 2, true);
    }
  }
  rt_cleanup_pop(mark, true);
}

static void recarr_setitem(Value self, Value key, Value v) {
  NpRecArr *a = RT_AS(NpRecArr, self);
  if (rt_is_str(key)) {
    int i = np_rec_field_index(RDT(a->dtype), key);
    if (i < 0) no_field(key);
    if (RDT(a->dtype)->fields[i].str) {
      str_field_assign(a->raw, &RDT(a->dtype)->fields[i], v);
      return;
    }
    if (RDT(a->dtype)->fields[i].obj) {
      np_recobj_field_assign(a->raw, &RDT(a->dtype)->fields[i], v);
      return;
    }
    if (!rt_is_undef(RDT(a->dtype)->fields[i].rec)) { /* a nested field: its records' assignment */
      Value view = np_rec_field_view(a->raw, &RDT(a->dtype)->fields[i]), src = rt_undef();
      int m2 = rt_cleanup_push_value(&view);
      rt_cleanup_push_value(&src);
      if (rt_is_list(v)) src = np_rec_array_hook(v, RDT(a->dtype)->fields[i].rec); /* records */
      if (np_is_void(view)) void_assign(view, rt_is_undef(src) ? v : src);
      else recarr_setitem(view, rt_ellipsis(), rt_is_undef(src) ? v : src);
      rt_cleanup_pop(m2, true);
      return;
    }
    Value view = np_rec_field_view(a->raw, &RDT(a->dtype)->fields[i]);
    int mark = rt_cleanup_push_value(&view);
    rt_array_assign(view, v);
    rt_cleanup_pop(mark, true);
    return;
  }
  if (all_strs(key)) {
    multi_field_assign(a, key, v);
    return;
  }
  Value k = raw_key(key, RAW(a->raw)->ndim - 1), sub = rt_undef(), src = rt_undef();
  int mark = rt_cleanup_push_value(&k);
  rt_cleanup_push_value(&sub);
  rt_cleanup_push_value(&src);
  sub = np_array_getitem(a->raw, k);
  if (rt_is_list(v) && RAW(sub)->ndim > 1) /* a list of records for several ones */
    src = np_rec_array_hook(v, a->dtype);
  else if (np_is_recarr(v)) src = recast(v, a->dtype);
  if (!rt_is_undef(src)) {
    np_array_setitem(a->raw, k, RT_AS(NpRecArr, src)->raw);
  } else if (RT_AS(Array, sub)->base) {
    fill_records(sub, RDT(a->dtype), v); /* a view: write through it */
  } else {                             /* a copy (fancy index): fill it, then put it back */
    fill_records(sub, RDT(a->dtype), v);
    np_array_setitem(a->raw, k, sub);
  }
  rt_cleanup_pop(mark, true);
}

/* ---- records as Python values ---- */

/* A record as a tuple; a subarray field stays an array (a copy), as in NumPy's item(). */
static Value record_tuple(const NpRecDtype *d, const char *p) {
  if (d->plain) return rt_bytes_new(&rt_bytes_type, p, (size_t)d->itemsize); /* 'V<n>' */
  Value t = rt_tuple_new(d->nfields);
  int mark = rt_cleanup_push_value(&t);
  for (int i = 0; i < d->nfields; i++) rt_tuple_set(t, i, field_value(&d->fields[i], p));
  rt_cleanup_pop(mark, false);
  return t;
}

static Value tolist_at(const Array *raw, const NpRecDtype *d, int axis, const char *p) {
  if (axis == raw->ndim - 1) return record_tuple(d, p);
  Value l = rt_list_new(raw->shape[axis]);
  int mark = rt_cleanup_push_value(&l);
  for (int64_t i = 0; i < raw->shape[axis]; i++) {
    Value e = tolist_at(raw, d, axis + 1, p + i * raw->strides[axis]);
    rt_list_append(l, e);
    rt_decref(e);
  }
  rt_cleanup_pop(mark, false);
  return l;
}

static Value m_tolist(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("tolist", argc, kw, 0, 0);
  Value dt = np_is_void(self) ? RT_AS(NpVoid, self)->dtype : RT_AS(NpRecArr, self)->dtype;
  Value raw = np_is_void(self) ? RT_AS(NpVoid, self)->raw : RT_AS(NpRecArr, self)->raw;
  return tolist_at(RAW(raw), RDT(dt), 0, RAW(raw)->data);
}

/* ---- np.void ---- */

static const NpField *void_field(NpVoid *v, Value key) {
  const NpRecDtype *d = RDT(v->dtype);
  if (rt_is_str(key)) {
    int i = np_rec_field_index(d, key);
    if (i < 0) no_field(key);
    return &d->fields[i];
  }
  int64_t i = rt_to_index(key, "index");
  if (i < -d->nfields || i >= d->nfields)
    rt_raise(RT_EXC_IndexError, "invalid index (%lld)", (long long)i);
  return &d->fields[i < 0 ? i + d->nfields : i];
}

static Value void_getitem(Value self, Value key) {
  NpVoid *v = RT_AS(NpVoid, self);
  const NpField *f = void_field(v, key);
  if (f->str) return field_scalar(f, RAW(v->raw)->data);
  if (f->obj) return np_recobj_get(f, RAW(v->raw)->data);
  if (f->sub_ndim) return keep_rec(self, np_rec_field_view(v->raw, f));
  return rt_npscalar_new(f->dt, RAW(v->raw)->data + f->offset);
}

static void void_setitem(Value self, Value key, Value val) {
  NpVoid *v = RT_AS(NpVoid, self);
  const NpField *f = void_field(v, key);
  if (!RAW(v->raw)->writeable) rt_raise(RT_EXC_ValueError, "assignment destination is read-only");
  store_field(v->raw, f, RAW(v->raw)->data, val);
}

static int64_t void_len(Value self) { return RDT(RT_AS(NpVoid, self)->dtype)->nfields; }

static Value void_iter(Value self) {
  Value t = m_tolist(self, 0, NULL, NULL);
  Value it = rt_iter(t);
  rt_decref(t);
  return it;
}

static Value void_getattr(Value self, const char *name) {
  NpVoid *v = RT_AS(NpVoid, self);
  if (!strcmp(name, "dtype")) return rt_incref(v->dtype), v->dtype;
  if (!strcmp(name, "shape")) return rt_tuple_new(0);
  if (!strcmp(name, "ndim")) return rt_int(0);
  if (!strcmp(name, "size")) return rt_int(1);
  if (!strcmp(name, "itemsize") || !strcmp(name, "nbytes")) return rt_int(RDT(v->dtype)->itemsize);
  if (!strcmp(name, "item") || !strcmp(name, "tolist")) return rt_native_bind(name, m_tolist, self);
  if (v->numba || v->rec || numba_code) {
    Value key = rt_str_from_c(name);
    int i = np_rec_field_index(RDT(v->dtype), key);
    rt_decref(key);
    if (i >= 0) {
      const NpField *f = &RDT(v->dtype)->fields[i];
      if (f->str) return field_scalar(f, RAW(v->raw)->data);
      if (f->obj) return np_recobj_get(f, RAW(v->raw)->data);
      if (f->sub_ndim) return keep_rec(self, np_rec_field_view(v->raw, f));
      return rt_npscalar_new(f->dt, RAW(v->raw)->data + f->offset);
    }
  }
  return rt_undef();
}

static bool void_setattr(Value self, const char *name, Value val) {
  NpVoid *v = RT_AS(NpVoid, self);
  if (!v->numba && !v->rec && !numba_code) return false;
  Value key = rt_str_from_c(name);
  int i = np_rec_field_index(RDT(v->dtype), key);
  rt_decref(key);
  if (i < 0) return false;
  store_field(v->raw, &RDT(v->dtype)->fields[i], RAW(v->raw)->data, val);
  return true;
}

static Value void_repr(Value self) { return np_void_text(self); }

/* ---- comparisons: == and != field by field ---- */

static bool elem_eq(DType dt, const char *p, const char *q) {
  switch (rt_dtypes[dt].kind) {
    case 'f': return rt_elem_get_f64(dt, p) == rt_elem_get_f64(dt, q);
    case 'c': {
      DType part = dt == DT_COMPLEX64 ? DT_FLOAT32 : DT_FLOAT64;
      int h = rt_dtypes[part].itemsize;
      return elem_eq(part, p, q) && elem_eq(part, p + h, q + h);
    }
    case 'u': return rt_elem_get_u64(dt, p) == rt_elem_get_u64(dt, q);
    default: return rt_elem_get_i64(dt, p) == rt_elem_get_i64(dt, q);
  }
}

static bool records_eq(const NpRecDtype *d, const NpRecDtype *e, const char *p, const char *q) {
  for (int i = 0; i < d->nfields; i++) {
    const NpField *f = &d->fields[i], *g = &e->fields[i];
    if (!rt_is_undef(f->rec) && !rt_is_undef(g->rec)) {
      if (!records_eq(RDT(f->rec), RDT(g->rec), p + f->offset, q + g->offset)) return false;
      continue;
    }
    if (f->obj || g->obj) { /* an 'O' field: the values' == */
      Value x = field_value(f, p), y = rt_undef();
      int mark = rt_cleanup_push_value(&x);
      rt_cleanup_push_value(&y);
      y = field_value(g, q);
      bool eq = rt_equal(x, y);
      rt_cleanup_pop(mark, true);
      if (!eq) return false;
      continue;
    }
    int isz = rt_dtypes[f->dt].itemsize;
    for (int64_t k = 0; k < np_field_count(f); k++) {
      if (f->dt == g->dt) {
        if (!elem_eq(f->dt, p + f->offset + k * isz, q + g->offset + k * isz)) return false;
      } else { /* both sides in their promoted type, as NumPy compares (2 != 2.5) */
        DType c = rt_dtype_promote(f->dt, g->dt);
        char x[16], y[16];
        rt_elem_cast(c, x, f->dt, p + f->offset + k * isz);
        rt_elem_cast(c, y, g->dt, q + g->offset + k * rt_dtypes[g->dt].itemsize);
        if (!elem_eq(c, x, y)) return false;
      }
    }
  }
  return true;
}

static Value rec_dtype_of(Value v) {
  return np_is_void(v) ? RT_AS(NpVoid, v)->dtype : RT_AS(NpRecArr, v)->dtype;
}
static Value rec_raw_of(Value v) {
  return np_is_void(v) ? RT_AS(NpVoid, v)->raw : RT_AS(NpRecArr, v)->raw;
}

/* The records of raw as a header without the byte axis, for NpIter. */
static Array lead_header(const Array *raw) {
  Array lead = *raw;
  lead.ndim--;
  lead.size = 1;
  for (int i = 0; i < lead.ndim; i++) lead.size *= lead.shape[i];
  lead.dtype = DT_UINT8;
  return lead;
}

static Value compare(BinOp op, Value a, Value b) {
  const NpRecDtype *da = RDT(rec_dtype_of(a)), *db = RDT(rec_dtype_of(b));
  if (da->nfields != db->nfields)
    rt_raise(RT_EXC_TypeError, "Cannot compare structured arrays unless they have a common "
                                "dtype.  I.e. `np.result_type(arr1, arr2)` must be defined.");
  Array *ra = RAW(rec_raw_of(a)), *rb = RAW(rec_raw_of(b));
  int64_t shape[RT_MAXDIM + 1];
  int nd = rt_broadcast_shapes(ra->ndim - 1, ra->shape, rb->ndim - 1, rb->shape, shape);
  if (np_is_void(a) && np_is_void(b)) {
    bool eq = records_eq(da, db, ra->data, rb->data);
    uint8_t r = (uint8_t)(op == RT_OP_EQ ? eq : !eq);
    return rt_npscalar_new(DT_BOOL, &r);
  }
  Value out = rt_array_new(DT_BOOL, nd, shape, false), xa = rt_undef(), xb = rt_undef();
  int mark = rt_cleanup_push_value(&out);
  rt_cleanup_push_value(&xa);
  rt_cleanup_push_value(&xb);
  shape[nd] = ra->shape[ra->ndim - 1];
  xa = rt_array_broadcast_to(rec_raw_of(a), nd + 1, shape);
  shape[nd] = rb->shape[rb->ndim - 1];
  xb = rt_array_broadcast_to(rec_raw_of(b), nd + 1, shape);
  Array la = lead_header(RAW(xa)), lb = lead_header(RAW(xb));
  NpIter ia, ib;
  char *o = RT_AS(Array, out)->data;
  for (np_iter_init(&ia, &la), np_iter_init(&ib, &lb); ia.more; np_iter_next(&ia), np_iter_next(&ib)) {
    bool eq = records_eq(da, db, ia.ptr, ib.ptr);
    *o++ = (char)(op == RT_OP_EQ ? eq : !eq);
  }
  rt_cleanup_pop(mark + 1, true);
  rt_cleanup_pop(mark, false);
  return out;
}

static void put_operand(StrBuf *sb, Value v) {
  if (np_is_recarr(v) || np_is_void(v)) {
    rt_sb_puts(sb, "dtype(");
    np_recdtype_repr_body(sb, RDT(rec_dtype_of(v)));
    rt_sb_putc(sb, ')');
  } else {
    Value t = rt_getattr(v, "dtype");
    rt_sb_repr(sb, t);
    rt_decref(t);
  }
}

static Value rec_binop(BinOp op, Value a, Value b) {
  static const char *const names[RT_BINOP_COUNT] = {
      [RT_OP_ADD] = "add", [RT_OP_SUB] = "subtract", [RT_OP_MUL] = "multiply",
      [RT_OP_TRUEDIV] = "divide", [RT_OP_POW] = "power"};
  bool ra = np_is_recarr(a) || np_is_void(a), rb = np_is_recarr(b) || np_is_void(b);
  if (op == RT_OP_EQ || op == RT_OP_NE) {
    if (ra && rb) return compare(op, a, b);
    rt_raise(RT_EXC_TypeError, "Cannot compare structured or void to non-void arrays.");
  }
  if (op >= RT_OP_EQ || !names[op] || !ra || !rb || !(rt_is_array(a) || ra) ||
      !(rt_is_array(b) || rb))
    return rt_undef();
  StrBuf sb;
  rt_sb_init(&sb);
  put_operand(&sb, a);
  rt_sb_puts(&sb, ", ");
  put_operand(&sb, b);
  Value msg = rt_sb_to_str(&sb);
  rt_cleanup_push_value(&msg);
  rt_raise(RT_EXC_UFuncNoLoopError, "ufunc '%s' did not contain a loop with signature matching "
                                    "types (%s) -> None", names[op], rt_str_data(msg));
}

/* ---- the array object's attributes and protocols ---- */

static Value m_copy(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("copy", argc, kw, 0, 0);
  return keep_rec(self, copy_records(self));
}

static Value m_reshape(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)kw;
  NpRecArr *a = RT_AS(NpRecArr, self);
  int64_t shape[RT_MAXDIM + 1];
  int nd;
  if (argc == 1) {
    nd = np_parse_shape(argv[0], shape);
  } else {
    Value t = rt_tuple_from(argc, argv);
    int mark = rt_cleanup_push_value(&t);
    nd = np_parse_shape(t, shape);
    rt_cleanup_pop(mark, true);
  }
  int64_t isz = RDT(a->dtype)->itemsize, size = 1, have = np_rec_count(RAW(a->raw));
  int unknown = -1;
  for (int i = 0; i < nd; i++) {
    if (shape[i] < 0) unknown = i;
    else size *= shape[i];
  }
  if (unknown >= 0 && size) shape[unknown] = have / size;
  if (nd >= RT_MAXDIM)
    rt_raise(RT_EXC_ValueError, "maximum supported dimension for an ndarray is %d, found %d",
             RT_MAXDIM, nd + 1);
  shape[nd] = isz;
  if ((unknown >= 0 ? size * shape[unknown] : size) != have) {
    StrBuf sb;
    rt_sb_init(&sb);
    np_sb_shape_compact(&sb, nd, shape);
    Value m = rt_sb_to_str(&sb);
    rt_cleanup_push_value(&m);
    rt_raise(RT_EXC_ValueError, "cannot reshape array of size %lld into shape %s",
             (long long)have, rt_str_data(m));
  }
  return keep_rec(self, wrap(a->dtype, np_array_reshape(a->raw, nd + 1, shape)));
}

static Value m_flatten(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("flatten", argc, kw, 0, 0);
  NpRecArr *a = RT_AS(NpRecArr, self);
  int64_t isz = RDT(a->dtype)->itemsize;
  int64_t shape[2] = {np_rec_count(RAW(a->raw)), isz};
  Value c = np_array_astype(a->raw, DT_UINT8);
  int mark = rt_cleanup_push_value(&c);
  Value r = np_array_reshape(c, 2, shape);
  rt_cleanup_pop(mark, true);
  return keep_rec(self, wrap(a->dtype, r));
}

/* a.squeeze(axis=None): the record axes of length one dropped (all of them, or those named);
 * the result stays an array, 0-d when no axis is left, as NumPy's. */
static Value m_squeeze(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"axis"};
  Value args[1];
  rt_parse_args("squeeze", argc, argv, kw, 1, names, 0, args);
  NpRecArr *a = RT_AS(NpRecArr, self);
  const Array *raw = RAW(a->raw);
  int nd = raw->ndim - 1;
  bool drop[RT_MAXDIM] = {false};
  if (rt_is_undef(args[0]) || rt_is_none(args[0])) {
    for (int i = 0; i < nd; i++) drop[i] = raw->shape[i] == 1;
  } else {
    int64_t axes[RT_MAXDIM];
    int n = np_parse_shape(args[0], axes);
    for (int i = 0; i < n; i++) {
      int ax = np_axis_index(axes[i], nd);
      if (raw->shape[ax] != 1)
        rt_raise(RT_EXC_ValueError, "cannot select an axis to squeeze out which has size not "
                                    "equal to one");
      drop[ax] = true;
    }
  }
  int64_t shape[RT_MAXDIM + 1], strides[RT_MAXDIM + 1];
  int n = 0;
  for (int i = 0; i <= nd; i++) {
    if (i < nd && drop[i]) continue;
    shape[n] = raw->shape[i];
    strides[n++] = raw->strides[i];
  }
  Value r = rt_array_view(a->raw, DT_UINT8, n, shape, strides, raw->data);
  NpRecArr *o = rt_malloc(sizeof *o);
  rt_obj_init(&o->hdr, &np_recarr_type);
  rt_incref(a->dtype);
  o->dtype = a->dtype;
  o->raw = r;
  o->numba = a->numba;
  o->rec = a->rec;
  return rt_obj(o);
}

Value np_rec_as_recarray(Value v) {
  if (np_is_void(v)) { /* a record: np.record over the same bytes */
    NpVoid *s = RT_AS(NpVoid, v);
    rt_incref(s->raw);
    Value r = wrap(s->dtype, s->raw);
    RT_AS(NpVoid, r)->rec = true;
    return r;
  }
  NpRecArr *a = RT_AS(NpRecArr, v);
  NpRecArr *o = rt_malloc(sizeof *o);
  rt_obj_init(&o->hdr, &np_recarr_type);
  rt_incref(a->dtype);
  rt_incref(a->raw);
  o->dtype = a->dtype;
  o->raw = a->raw;
  o->numba = false;
  o->rec = true;
  return rt_obj(o);
}

/* a.view(np.recarray): the same records as a recarray. */
static Value m_view(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("view", argc, kw, 0, 1);
  if (argc == 1 && np_usersub_is_class(argv[0])) return np_usersub_view(self, argv[0], rt_undef());
  if (argc == 0) return keep_rec(self, wrap(RT_AS(NpRecArr, self)->dtype,
                                            (rt_incref(RT_AS(NpRecArr, self)->raw),
                                             RT_AS(NpRecArr, self)->raw)));
  if (rt_is(argv[0], np_recarray_class())) return np_rec_as_recarray(self);
  Value sd = np_recdtype_of(argv[0], false);
  if (!rt_is_undef(sd)) { /* another structure over the same bytes (renamed fields) */
    int mark = rt_cleanup_push_value(&sd);
    if (RDT(sd)->itemsize != RDT(RT_AS(NpRecArr, self)->dtype)->itemsize)
      rt_raise(RT_EXC_TypeError, "a view of a structured array as a structure of another size "
                                 "is not supported in Weft");
    rt_incref(RT_AS(NpRecArr, self)->raw);
    Value r = keep_rec(self, wrap(sd, RT_AS(NpRecArr, self)->raw));
    rt_cleanup_pop(mark, true);
    return r;
  }
  /* a.view(np.uint8) and the like: the records' bytes, the last record axis and the byte
   * axis merged when they are contiguous, seen as the new dtype */
  const Array *raw = RAW(RT_AS(NpRecArr, self)->raw);
  int nd = raw->ndim;
  if (nd >= 2 && raw->strides[nd - 1] == 1 && raw->strides[nd - 2] == raw->shape[nd - 1] &&
      !np_is_recdtype(argv[0]) && !rt_is_list(argv[0])) {
    int64_t shape[RT_MAXDIM], strides[RT_MAXDIM];
    for (int d = 0; d < nd - 1; d++) shape[d] = raw->shape[d], strides[d] = raw->strides[d];
    shape[nd - 2] *= raw->shape[nd - 1];
    strides[nd - 2] = 1;
    Value bytes = rt_array_view(RT_AS(NpRecArr, self)->raw, DT_UINT8, nd - 1, shape, strides,
                                raw->data);
    int mark = rt_cleanup_push_value(&bytes);
    Value fn = rt_getattr(bytes, "view");
    rt_cleanup_push_value(&fn);
    Value r = rt_call(fn, 1, argv, NULL);
    rt_cleanup_pop(mark, true);
    return r;
  }
  rt_raise(RT_EXC_TypeError, "a view of a structured array as another type is not supported "
                             "in Weft (np.recarray is)");
}

/* r.x of a recarray: the field (an ndarray view; a nested record field stays a recarray), or
 * NumPy's AttributeError. */
static Value rec_field_attr(Value self, const char *name) {
  NpRecArr *a = RT_AS(NpRecArr, self);
  Value key = rt_str_from_c(name);
  int mark = rt_cleanup_push_value(&key);
  int i = np_rec_field_index(RDT(a->dtype), key);
  rt_cleanup_pop(mark, true);
  if (i < 0) rt_raise(RT_EXC_AttributeError, "recarray has no attribute %s", name);
  if (RDT(a->dtype)->fields[i].obj) return np_recobj_field_of(a->raw, a->dtype, i);
  return keep_rec(self, np_rec_field_view(a->raw, &RDT(a->dtype)->fields[i]));
}

/* a.T: the record axes reversed, the byte axis kept last. */
static Value transposed(NpRecArr *a) {
  int nd = RAW(a->raw)->ndim;
  int64_t axes[RT_MAXDIM + 1];
  for (int i = 0; i < nd - 1; i++) axes[i] = nd - 2 - i;
  axes[nd - 1] = nd - 1;
  return keep_rec(rt_obj(a), wrap(a->dtype, np_array_transpose_axes(a->raw, nd, axes)));
}

static Value lead_shape(const Array *raw) {
  Value t = rt_tuple_new(raw->ndim - 1);
  for (int i = 0; i < raw->ndim - 1; i++) rt_tuple_set(t, i, rt_int(raw->shape[i]));
  return t;
}

static Value recarr_getattr(Value self, const char *name) {
  NpRecArr *a = RT_AS(NpRecArr, self);
  const Array *raw = RAW(a->raw);
  int64_t isz = RDT(a->dtype)->itemsize, n = np_rec_count(raw);
  if (!strcmp(name, "dtype"))
    return a->rec ? np_recdtype_as_record(a->dtype) : (rt_incref(a->dtype), a->dtype);
  if (!strcmp(name, "shape")) return lead_shape(raw);
  if (!strcmp(name, "ndim")) return rt_int(raw->ndim - 1);
  if (!strcmp(name, "size")) return rt_int(n);
  if (!strcmp(name, "itemsize")) return rt_int(isz);
  if (!strcmp(name, "nbytes")) return rt_int(n * isz);
  if (!strcmp(name, "strides")) {
    Value t = rt_tuple_new(raw->ndim - 1);
    for (int i = 0; i < raw->ndim - 1; i++) rt_tuple_set(t, i, rt_int(raw->strides[i]));
    return t;
  }
  static const struct { const char *name; NativeFn fn; } methods[] = {
      {"tolist", m_tolist}, {"copy", m_copy}, {"sort", np_rec_m_sort}, {"argsort", np_rec_m_argsort},
      {"reshape", m_reshape}, {"flatten", m_flatten}, {"ravel", m_flatten},
      {"squeeze", m_squeeze}, {"view", m_view}, {"astype", np_rec_m_astype}};
  if (!strcmp(name, "T")) return transposed(a);
  if (!strcmp(name, "tobytes")) return rt_getattr(a->raw, name); /* the records' bytes, C order */
  for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++)
    if (!strcmp(name, methods[i].name)) return rt_native_bind(name, methods[i].fn, self);
  if (a->rec) return rec_field_attr(self, name); /* r.x: field x, after the attributes */
  return rt_undef();
}

/* r.x = v on a recarray: field x's assignment. */
static bool recarr_setattr(Value self, const char *name, Value v) {
  NpRecArr *a = RT_AS(NpRecArr, self);
  if (!a->rec) return false;
  Value key = rt_str_from_c(name);
  int mark = rt_cleanup_push_value(&key);
  bool field = np_rec_field_index(RDT(a->dtype), key) >= 0;
  if (field) recarr_setitem(self, key, v);
  rt_cleanup_pop(mark, true);
  return field;
}

static int64_t recarr_len(Value self) {
  const Array *raw = RAW(RT_AS(NpRecArr, self)->raw);
  if (raw->ndim == 1) rt_raise(RT_EXC_TypeError, "len() of unsized object");
  return raw->shape[0];
}

static Value recarr_iter(Value self) {
  const Array *raw = RAW(RT_AS(NpRecArr, self)->raw);
  if (raw->ndim == 1) rt_raise(RT_EXC_TypeError, "iteration over a 0-d array");
  Value l = rt_list_new(raw->shape[0]);
  int mark = rt_cleanup_push_value(&l);
  for (int64_t i = 0; i < raw->shape[0]; i++) {
    Value e = recarr_getitem(self, rt_int(i));
    rt_list_append(l, e);
    rt_decref(e);
  }
  Value it = rt_iter(l);
  rt_cleanup_pop(mark, true);
  return it;
}

static int recarr_truthy(Value self) {
  const Array *raw = RAW(RT_AS(NpRecArr, self)->raw);
  int64_t n = np_rec_count(raw);
  if (n == 0) return np_empty_truth();
  if (n != 1)
    rt_raise(RT_EXC_ValueError, "The truth value of an array with more than one element is "
                                "ambiguous. Use a.any() or a.all()");
  for (int64_t i = 0; i < raw->shape[raw->ndim - 1]; i++) /* a record is true unless all zero */
    if (raw->data[i * raw->strides[raw->ndim - 1]]) return 1;
  return 0;
}

static Value recarr_repr(Value self) { return np_recarr_text(self, true); }
static Value recarr_str(Value self) { return np_recarr_text(self, false); }

static Value recarr_type_object(Value self) {
  if (RT_AS(NpRecArr, self)->rec) return rt_incref(np_recarray_class()), np_recarray_class();
  Value np = rt_import("numpy");
  Value cls = rt_getattr(np, "ndarray");
  rt_decref(np);
  return cls;
}

static const char *recarr_type_name(Value self) {
  return RT_AS(NpRecArr, self)->rec ? "numpy.recarray" : "numpy.ndarray";
}

static const char *void_type_name(Value self) {
  return RT_AS(NpVoid, self)->rec ? "numpy.record" : "numpy.void";
}

const ObjType np_recarr_type = {
    .name = "numpy.ndarray", .free = recarr_free, .repr = recarr_repr, .str = recarr_str,
    .getattr = recarr_getattr, .getitem = recarr_getitem, .setitem = recarr_setitem,
    .iter = recarr_iter, .len = recarr_len, .truthy = recarr_truthy, .binop = rec_binop,
    .numkind = RT_NUMBER_ARRAY, .hash = rt_unhashable, .type_object = recarr_type_object,
    .setattr = recarr_setattr, .type_name = recarr_type_name};

const ObjType np_void_type = {
    .name = "numpy.void", .free = void_free, .repr = void_repr, .str = void_repr,
    .getattr = void_getattr, .setattr = void_setattr, .getitem = void_getitem, .setitem = void_setitem,
    .iter = void_iter, .len = void_len, .binop = rec_binop, .hash = rt_unhashable,
    .type_name = void_type_name, .type_object = np_void_type_object};

/* ---- np.zeros_like & co., np.concatenate ---- */

Value np_rec_like_hook(Value proto, Value dtype, Value shape, Value fill) {
  if (!np_is_recarr(proto) || !(rt_is_undef(dtype) || rt_is_none(dtype))) return rt_undef();
  NpRecArr *a = RT_AS(NpRecArr, proto);
  const Array *raw = RAW(a->raw);
  int64_t sh[RT_MAXDIM];
  int nd = raw->ndim - 1;
  memcpy(sh, raw->shape, sizeof(int64_t) * (size_t)nd);
  if (!rt_is_undef(shape) && !rt_is_none(shape)) nd = np_parse_shape(shape, sh);
  return np_rec_filled_hook(nd, sh, a->dtype, fill);
}

/* The records' byte arrays joined by numpy.concatenate on the same axis (the byte axis is
 * last, so a negative axis counts one further). */
Value np_rec_concat_hook(Value seq, Value axis) {
  if (!(rt_is_list(seq) || rt_is_tuple(seq)) || rt_len(seq) == 0) return rt_undef();
  int64_t n = rt_len(seq);
  Value first = rt_getitem(seq, rt_int(0));
  rt_decref(first);
  if (!np_is_recarr(first)) return rt_undef();
  Value raws = rt_list_new(n), ax = rt_undef();
  int mark = rt_cleanup_push_value(&raws);
  for (int64_t i = 0; i < n; i++) {
    Value e = rt_getitem(seq, rt_int(i));
    rt_cleanup_push_value(&e);
    if (!np_is_recarr(e)) {
      Value arr = rt_array_from_value(e, -1);
      const char *name = rt_dtypes[RT_AS(Array, arr)->dtype].name;
      rt_decref(arr);
      rt_raise(RT_EXC_TypeError, "The DType <class 'numpy.dtype[void]'> could not be promoted by "
               "<class 'numpy.dtype[%s]'>. This means that no common DType exists for the given "
               "inputs. For example they cannot be stored in a single array unless the dtype is "
               "`object`. The full list of DTypes is: (<class 'numpy.dtype[void]'>, <class "
               "'numpy.dtype[%s]'>)", name, name);
    }
    if (!rt_equal(RT_AS(NpRecArr, e)->dtype, RT_AS(NpRecArr, first)->dtype))
      rt_raise(RT_EXC_TypeError, "invalid type promotion");
    rt_list_append(raws, RT_AS(NpRecArr, e)->raw);
    rt_cleanup_pop(mark + 1, true);
  }
  int64_t k = rt_is_undef(axis) ? 0 : rt_to_index(axis, "axis");
  ax = rt_int(k < 0 ? k - 1 : k);
  static const char *const kwn[] = {"axis"};
  Value raw = np_callk("concatenate", 1, &raws, 1, kwn, &ax);
  Value out = wrap(RT_AS(NpRecArr, first)->dtype, raw);
  rt_cleanup_pop(mark, true);
  return out;
}
