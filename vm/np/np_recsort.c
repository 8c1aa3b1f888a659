/* np_recsort.c — sorting structured arrays as NumPy 1.24 does: sort/argsort (methods and
 * np.sort/np.argsort) with order= (the named fields first, then the others in dtype order;
 * nested structures and subarrays field by field, NaN last, stable), and np.unique of records.
 * Records compare as their fields' values, not their bytes. */
#include <stdlib.h>
#include <string.h>

#include "np_record.h"
#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

#define RAW(v) RT_AS(Array, v)
#define RDT(v) RT_AS(NpRecDtype, v)

/* ---- sort and argsort with order= ---- */

static int elem_cmp(DType dt, const char *p, const char *q) {
  switch (rt_dtypes[dt].kind) {
    case 'f': {
      double x = rt_elem_get_f64(dt, p), y = rt_elem_get_f64(dt, q);
      if (x != x || y != y) return (x != x) - (y != y); /* NaN sorts last */
      return (x > y) - (x < y);
    }
    case 'c': {
      DType part = dt == DT_COMPLEX64 ? DT_FLOAT32 : DT_FLOAT64;
      int c = elem_cmp(part, p, q);
      return c ? c : elem_cmp(part, p + rt_dtypes[part].itemsize, q + rt_dtypes[part].itemsize);
    }
    case 'u': {
      uint64_t x = rt_elem_get_u64(dt, p), y = rt_elem_get_u64(dt, q);
      return (x > y) - (x < y);
    }
    default: {
      int64_t x = rt_elem_get_i64(dt, p), y = rt_elem_get_i64(dt, q);
      return (x > y) - (x < y);
    }
  }
}

typedef struct SortKeys {
  const NpRecDtype *d;
  int n;
  int *order; /* field indices: the order= fields, then the others as in the dtype */
} SortKeys;

static int nested_cmp(const NpRecDtype *d, const char *p, const char *q);

/* Is x < y for Python values (NumPy's object sort compares with <)? */
static bool py_less(Value x, Value y) {
  Value r = rt_binop(RT_OP_LT, x, y);
  bool less = rt_truthy(r);
  rt_decref(r);
  return less;
}

/* An 'O' field's values by their own <. */
static int object_cmp(const NpField *f, const char *p, const char *q) {
  Value x = np_recobj_get(f, p), y = rt_undef();
  int mark = rt_cleanup_push_value(&x);
  rt_cleanup_push_value(&y);
  y = np_recobj_get(f, q);
  int c = py_less(x, y) ? -1 : py_less(y, x) ? 1 : 0;
  rt_cleanup_pop(mark, true);
  return c;
}

/* One field's order: a nested structure's fields in turn, else its elements in turn. */
static int field_cmp(const NpField *f, const char *p, const char *q) {
  if (f->obj) return object_cmp(f, p, q);
  if (!rt_is_undef(f->rec)) return nested_cmp(RDT(f->rec), p + f->offset, q + f->offset);
  int isz = rt_dtypes[f->dt].itemsize;
  for (int64_t i = 0; i < np_field_count(f); i++) {
    int c = elem_cmp(f->dt, p + f->offset + i * isz, q + f->offset + i * isz);
    if (c) return c;
  }
  return 0;
}

static int nested_cmp(const NpRecDtype *d, const char *p, const char *q) {
  for (int j = 0; j < d->nfields; j++) {
    int c = field_cmp(&d->fields[j], p, q);
    if (c) return c;
  }
  return 0;
}

static int rec_cmp(const SortKeys *k, const char *p, const char *q) {
  for (int j = 0; j < k->n; j++) {
    int c = field_cmp(&k->d->fields[k->order[j]], p, q);
    if (c) return c;
  }
  return 0;
}

/* k->order (freed by the caller's cleanup, registered here) from order= */
static void sort_keys(SortKeys *k, const NpRecDtype *d, Value order) {
  k->d = d;
  k->n = 0;
  k->order = rt_malloc(sizeof(int) * (size_t)(2 * d->nfields + 1));
  rt_cleanup_push(free, k->order);
  bool *used = (bool *)(k->order + d->nfields);
  memset(used, 0, (size_t)d->nfields);
  bool one = rt_is_str(order);
  int64_t n = rt_is_undef(order) || rt_is_none(order) ? 0 : one ? 1 : rt_len(order);
  for (int64_t j = 0; j < n; j++) {
    Value name = one ? rt_incref(order), order : rt_getitem(order, rt_int(j));
    int m = rt_cleanup_push_value(&name);
    int i = np_rec_field_index(d, name);
    if (i < 0) {
      Value r = rt_is_str(name) ? rt_incref(name), name : rt_repr(name);
      rt_cleanup_push_value(&r);
      rt_raise(RT_EXC_ValueError, "unknown field name: %s", rt_str_data(r));
    }
    if (used[i]) rt_raise(RT_EXC_ValueError, "duplicate field name: %s", rt_str_data(name));
    used[i] = true;
    k->order[k->n++] = i;
    rt_cleanup_pop(m, true);
  }
  for (int i = 0; i < d->nfields; i++)
    if (!used[i]) k->order[k->n++] = i;
}

/* Stable merge sort of idx[0..n) by the records at row + idx * isz. */
static void merge_sort(const SortKeys *k, const char *row, int64_t isz, int64_t *idx, int64_t *tmp,
                       int64_t n) {
  if (n < 2) return;
  int64_t h = n / 2;
  merge_sort(k, row, isz, idx, tmp, h);
  merge_sort(k, row, isz, idx + h, tmp, n - h);
  int64_t i = 0, j = h, o = 0;
  while (i < h && j < n) {
    if (rec_cmp(k, row + idx[j] * isz, row + idx[i] * isz) < 0)
      tmp[o++] = idx[j++];
    else
      tmp[o++] = idx[i++];
  }
  while (i < h) tmp[o++] = idx[i++];
  while (j < n) tmp[o++] = idx[j++];
  memcpy(idx, tmp, sizeof(int64_t) * (size_t)n);
}

/* Sorts each row along the last axis (NumPy's default axis=-1): the indices (arg) or the
 * sorted records. */
static Value rec_sort_rows(Value a, Value order, bool arg) {
  NpRecArr *r = RT_AS(NpRecArr, a);
  const Array *raw = RAW(r->raw);
  if (raw->ndim == 1) rt_raise(RT_EXC_AxisError, "axis -1 is out of bounds for array of dimension 0");
  int64_t isz = RDT(r->dtype)->itemsize, n = raw->shape[raw->ndim - 2];
  Value c = np_array_astype(r->raw, DT_UINT8), out = rt_undef(); /* C-contiguous rows */
  int mark = rt_cleanup_push_value(&c);
  rt_cleanup_push_value(&out);
  SortKeys k;
  sort_keys(&k, RDT(r->dtype), order);
  out = arg ? rt_array_new(DT_INT64, raw->ndim - 1, raw->shape, false)
            : rt_array_new(DT_UINT8, raw->ndim, raw->shape, false);
  int64_t total = np_rec_count(raw), rows = n ? total / n : 0;
  int64_t *idx = rt_malloc(sizeof(int64_t) * (size_t)(2 * n + 1)), *tmp = idx + n;
  rt_cleanup_push(free, idx);
  const char *src = RAW(c)->data;
  char *dst = RAW(out)->data;
  for (int64_t row = 0; row < rows; row++, src += n * isz) {
    for (int64_t i = 0; i < n; i++) idx[i] = i;
    merge_sort(&k, src, isz, idx, tmp, n);
    if (arg) {
      memcpy(dst + row * n * 8, idx, sizeof(int64_t) * (size_t)n);
    } else {
      for (int64_t i = 0; i < n; i++) memcpy(dst + (row * n + i) * isz, src + idx[i] * isz, (size_t)isz);
    }
  }
  rt_cleanup_pop(mark + 2, true); /* the keys and the indices */
  rt_cleanup_pop(mark + 1, false);
  rt_cleanup_pop(mark, true);
  if (arg) return out;
  Value w = np_rec_wrap(r->dtype, out);
  RT_AS(NpRecArr, w)->rec = r->rec; /* np.sort keeps a recarray a recarray */
  return w;
}

static Value rec_argsort(Value a, Value order) { return rec_sort_rows(a, order, true); }
static Value rec_sorted(Value a, Value order) { return rec_sort_rows(a, order, false); }

/* np.unique of a structured array: its records flattened, sorted field by field (stably, so
 * return_index names each group's first record) and one kept per run of equal records. */
Value np_rec_unique(Value a, bool want_index, bool want_inverse, bool want_counts) {
  NpRecArr *r = RT_AS(NpRecArr, a);
  int64_t isz = RDT(r->dtype)->itemsize, n = np_rec_count(RAW(r->raw));
  Value c = np_array_astype(r->raw, DT_UINT8), outs[4] = {rt_undef(), rt_undef(), rt_undef(), rt_undef()};
  int mark = rt_cleanup_push_value(&c);
  for (int i = 0; i < 4; i++) rt_cleanup_push_value(&outs[i]);
  SortKeys k;
  sort_keys(&k, RDT(r->dtype), rt_undef());
  int64_t *idx = rt_malloc(sizeof(int64_t) * (size_t)(3 * n + 1)), *tmp = idx + n, *first = tmp + n;
  rt_cleanup_push(free, idx);
  const char *src = RAW(c)->data;
  for (int64_t i = 0; i < n; i++) idx[i] = i;
  merge_sort(&k, src, isz, idx, tmp, n);
  int64_t g = 0;
  outs[2] = rt_array_new(DT_INT64, 1, &n, false);
  for (int64_t i = 0; i < n; i++) {
    if (i == 0 || rec_cmp(&k, src + idx[i - 1] * isz, src + idx[i] * isz)) first[g++] = i;
    ((int64_t *)RAW(outs[2])->data)[idx[i]] = g - 1;
  }
  int64_t ushape[2] = {g, isz};
  outs[0] = rt_array_new(DT_UINT8, 2, ushape, false);
  outs[1] = rt_array_new(DT_INT64, 1, &g, false);
  outs[3] = rt_array_new(DT_INT64, 1, &g, false);
  for (int64_t j = 0; j < g; j++) {
    int64_t end = j + 1 < g ? first[j + 1] : n;
    memcpy(RAW(outs[0])->data + j * isz, src + idx[first[j]] * isz, (size_t)isz);
    ((int64_t *)RAW(outs[1])->data)[j] = idx[first[j]];
    ((int64_t *)RAW(outs[3])->data)[j] = end - first[j];
  }
  outs[0] = np_rec_wrap(r->dtype, outs[0]);
  bool want[4] = {true, want_index, want_inverse, want_counts};
  Value parts[4];
  int np = 0;
  for (int i = 0; i < 4; i++)
    if (want[i]) parts[np++] = outs[i];
  Value out = np == 1 ? rt_incref(outs[0]), outs[0] : rt_tuple_from(np, parts);
  rt_cleanup_pop(mark, true);
  return out;
}

/* Weft sorts records along the last axis (NumPy's default) only. */
static void check_axis(Value a, Value axis) {
  int nd = RAW(RT_AS(NpRecArr, a)->raw)->ndim - 1;
  if (rt_is_undef(axis) || nd == 0) return;
  int64_t ax = rt_is_none(axis) ? -2 : rt_to_index(axis, "axis");
  if (ax != -1 && ax != nd - 1)
    rt_raise(RT_EXC_ValueError, "Weft sorts structured arrays along the last axis only");
}

Value np_rec_sort_hook(Value a, Value axis, Value order, bool arg) {
  if (!np_is_recarr(a)) return rt_undef();
  check_axis(a, axis);
  return arg ? rec_argsort(a, order) : rec_sorted(a, order);
}

static Value order_arg(Value self, const char *fname, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"axis", "kind", "order"};
  Value v[3];
  rt_parse_args(fname, argc, argv, kw, 3, names, 0, v);
  check_axis(self, v[0]);
  return v[2];
}

Value np_rec_m_argsort(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return rec_argsort(self, order_arg(self, "argsort", argc, argv, kw));
}

Value np_rec_m_sort(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value s = rec_sorted(self, order_arg(self, "sort", argc, argv, kw));
  int mark = rt_cleanup_push_value(&s);
  rt_array_assign(RT_AS(NpRecArr, self)->raw, RT_AS(NpRecArr, s)->raw);
  rt_cleanup_pop(mark, true);
  return rt_none();
}
