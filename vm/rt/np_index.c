/* np_index.c — a[key] and a[key] = value as NumPy does them. Basic indexing (integers, slices,
 * Ellipsis, None) makes views; advanced indexing (integer arrays and lists, boolean masks)
 * gathers a copy through a list of element pointers that assignment reuses. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "error.h"
#include "np_internal.h"
#include "objects.h"
#include "ops.h"

typedef enum { IX_INT, IX_SLICE, IX_NEWAXIS, IX_ELLIPSIS, IX_ARRAY, IX_BOOL } IxKind;

typedef struct IndexItem {
  IxKind kind;
  int64_t i;    /* IX_INT */
  Value v;      /* IX_SLICE: the slice (borrowed); IX_ARRAY/IX_BOOL: an array (owned) */
  int dim, end; /* the source dimensions [dim, end) this item consumes */
} IndexItem;

typedef struct Index {
  int n;
  IndexItem items[RT_MAXDIM * 2];
  bool advanced;   /* any IX_ARRAY / IX_BOOL */
  bool ellipsis;
} Index;

static void index_free(Index *ix) {
  for (int k = 0; k < ix->n; k++) {
    if (ix->items[k].kind == IX_ARRAY || ix->items[k].kind == IX_BOOL) rt_decref(ix->items[k].v);
  }
}

_Noreturn static void raise_invalid_index(void) {
  rt_raise(RT_EXC_IndexError, "only integers, slices (`:`), ellipsis (`...`), numpy.newaxis "
                              "(`None`) and integer or boolean arrays are valid indices");
}

static void classify(IndexItem *it, Value v) {
  if (v.tag == RT_INT || v.tag == RT_BOOL) {
    it->kind = IX_INT;
    it->i = v.tag == RT_INT ? v.as.i : v.as.b;
  } else if (rt_is_npscalar(v)) {
    if (rt_dtypes[RT_AS(NpScalar, v)->dtype].kind == 'f') raise_invalid_index();
    it->kind = IX_INT;
    it->i = rt_elem_get_i64(RT_AS(NpScalar, v)->dtype, RT_AS(NpScalar, v)->as.bytes);
  } else if (rt_is_type(v, &rt_slice_type)) {
    it->kind = IX_SLICE;
    it->v = v;
  } else if (rt_is_none(v)) {
    it->kind = IX_NEWAXIS;
  } else if (rt_is_type(v, &rt_ellipsis_type)) {
    it->kind = IX_ELLIPSIS;
  } else if (rt_is_array(v) || rt_is_list(v) || rt_is_tuple(v) || rt_is_type(v, &rt_range_type)) {
    bool empty_seq = (rt_is_list(v) || rt_is_tuple(v)) && rt_len(v) == 0;
    Value arr = rt_array_from_value(v, empty_seq ? DT_INT64 : -1);
    char kind = rt_dtypes[RT_AS(Array, arr)->dtype].kind;
    if (kind == 'f') {
      rt_decref(arr);
      rt_raise(RT_EXC_IndexError, "arrays used as indices must be of integer (or boolean) type");
    }
    it->kind = kind == 'b' ? IX_BOOL : IX_ARRAY;
    it->v = arr;
  } else {
    raise_invalid_index();
  }
}

/* Split the key into items and assign each the source dimension it starts at. */
static void parse_index(Index *ix, const Array *a, Value key) {
  ix->n = 0;
  ix->advanced = false;
  ix->ellipsis = false;
  int64_t nkeys = rt_is_tuple(key) ? RT_AS(Tuple, key)->n : 1;
  if (nkeys > RT_MAXDIM * 2) {
    rt_raise(RT_EXC_IndexError, "too many indices for array: array is %d-dimensional, but %lld "
             "were indexed", a->ndim, (long long)nkeys);
  }
  int consumed = 0;
  for (int64_t k = 0; k < nkeys; k++) {
    IndexItem *it = &ix->items[ix->n];
    classify(it, rt_is_tuple(key) ? RT_AS(Tuple, key)->items[k] : key);
    ix->n++;
    if (it->kind == IX_ELLIPSIS) {
      if (ix->ellipsis) {
        index_free(ix);
        rt_raise(RT_EXC_IndexError, "an index can only have a single ellipsis ('...')");
      }
      ix->ellipsis = true;
    }
    if (it->kind == IX_ARRAY || it->kind == IX_BOOL) ix->advanced = true;
    if (it->kind == IX_BOOL) consumed += RT_AS(Array, it->v)->ndim;
    else if (it->kind == IX_INT || it->kind == IX_SLICE || it->kind == IX_ARRAY) consumed++;
  }
  if (consumed > a->ndim) {
    index_free(ix);
    rt_raise(RT_EXC_IndexError, "too many indices for array: array is %d-dimensional, but %d "
             "were indexed", a->ndim, consumed);
  }
  int dim = 0;
  for (int k = 0; k < ix->n; k++) {
    IndexItem *it = &ix->items[k];
    it->dim = dim;
    if (it->kind == IX_ELLIPSIS) dim += a->ndim - consumed;
    else if (it->kind == IX_BOOL) dim += RT_AS(Array, it->v)->ndim;
    else if (it->kind != IX_NEWAXIS) dim++;
    it->end = dim;
  }
}

static int64_t wrap_index(int64_t i, int64_t size, int axis) {
  if (i < -size || i >= size) {
    rt_raise(RT_EXC_IndexError, "index %lld is out of bounds for axis %d with size %lld",
             (long long)i, axis, (long long)size);
  }
  return i < 0 ? i + size : i;
}

/* ---- basic indexing: a view (or a scalar when every dimension got an integer) ---- */

typedef struct View {
  int ndim;
  int64_t shape[RT_MAXDIM], strides[RT_MAXDIM];
  char *data;
} View;

static void view_push(View *v, int64_t n, int64_t stride) {
  if (v->ndim == RT_MAXDIM) {
    rt_raise(RT_EXC_IndexError, "number of dimensions must be within [0, 32]");
  }
  v->shape[v->ndim] = n;
  v->strides[v->ndim++] = stride;
}

/* Applies one basic item to the view being built; advanced items become full slices. */
static void apply_basic(View *v, const Array *a, const IndexItem *it) {
  int d = it->dim;
  switch (it->kind) {
    case IX_INT:
      v->data += wrap_index(it->i, a->shape[d], d) * a->strides[d];
      return;
    case IX_SLICE: {
      int64_t start, stop, step;
      int64_t n = rt_slice_indices(it->v, a->shape[d], &start, &stop, &step);
      v->data += start * a->strides[d];
      view_push(v, n, step * a->strides[d]);
      return;
    }
    case IX_NEWAXIS: view_push(v, 1, 0); return;
    default:
      for (int k = d; k < it->end; k++) view_push(v, a->shape[k], a->strides[k]);
      return;
  }
}

/* The first source dimension no item consumes. */
static int index_end(const Index *ix) { return ix->n ? ix->items[ix->n - 1].end : 0; }

static Value basic_getitem(Value self, const Index *ix) {
  Array *a = RT_AS(Array, self);
  View v;
  v.ndim = 0;
  v.data = a->data;
  bool scalar = !ix->ellipsis;
  for (int k = 0; k < ix->n; k++) {
    apply_basic(&v, a, &ix->items[k]);
    if (ix->items[k].kind != IX_INT) scalar = false;
  }
  for (int d = index_end(ix); d < a->ndim; d++) view_push(&v, a->shape[d], a->strides[d]);
  if (scalar && v.ndim == 0) return rt_npscalar_new(a->dtype, v.data);
  return rt_array_view(self, a->dtype, v.ndim, v.shape, v.strides, v.data);
}

/* ---- advanced indexing: element pointers in result order ---- */

typedef struct Gather {
  int ndim;
  int64_t shape[RT_MAXDIM];
  int64_t size;
  char **ptrs;
} Gather;

typedef struct AdvIndex {
  int dim;          /* source dimension */
  Value idx;        /* int64 index array broadcast to the common shape (owned) */
} AdvIndex;

/* Mask dims must match the array's; one int64 index array per masked dimension. */
static int mask_to_indices(Value maskv, const Array *a, int dim, AdvIndex *out) {
  Array *m = RT_AS(Array, maskv);
  for (int d = 0; d < m->ndim; d++) {
    if (m->shape[d] != a->shape[dim + d]) {
      rt_raise(RT_EXC_IndexError, "boolean index did not match indexed array along dimension "
               "%d; dimension is %lld but corresponding boolean dimension is %lld", dim + d,
               (long long)a->shape[dim + d], (long long)m->shape[d]);
    }
  }
  int64_t count = 0;
  NpIter it;
  for (np_iter_init(&it, m); it.more; np_iter_next(&it)) count += *it.ptr != 0;
  int64_t *cols[RT_MAXDIM];
  for (int d = 0; d < m->ndim; d++) {
    out[d].dim = dim + d;
    out[d].idx = rt_array_new(DT_INT64, 1, &count, false);
    cols[d] = (int64_t *)RT_AS(Array, out[d].idx)->data;
  }
  int64_t j = 0;
  for (np_iter_init(&it, m); it.more; np_iter_next(&it)) {
    if (!*it.ptr) continue;
    for (int d = 0; d < m->ndim; d++) cols[d][j] = it.idx[d];
    j++;
  }
  return m->ndim;
}

/* Turn boolean masks into integer index arrays (one per masked dimension), integers into
 * 0-d index arrays; collect the advanced indices in order. Returns their count. */
static int collect_advanced(const Index *ix, const Array *a, AdvIndex *adv, int *first,
                            int *last) {
  int n = 0;
  *first = -1;
  *last = -1;
  for (int k = 0; k < ix->n; k++) {
    const IndexItem *it = &ix->items[k];
    if (it->kind == IX_INT) {
      int64_t i = it->i;
      adv[n].dim = it->dim;
      adv[n++].idx = rt_array_from_value(rt_int(i), DT_INT64);
    } else if (it->kind == IX_ARRAY) {
      adv[n].dim = it->dim;
      adv[n++].idx = rt_array_from_value(it->v, DT_INT64);
    } else if (it->kind == IX_BOOL) {
      n += mask_to_indices(it->v, a, it->dim, adv + n);
    } else {
      continue;
    }
    if (*first < 0) *first = k;
    *last = k;
  }
  return n;
}

/* Result dims of advanced indexing go where the advanced items are when they are adjacent,
 * else first (NumPy's rule). Integers count as advanced only alongside arrays. */
/* Broadcast the index arrays against each other (in place); returns the common ndim. */
_Noreturn static void raise_index_mismatch(const AdvIndex *adv, int nadv) {
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_puts(&sb, "shape mismatch: indexing arrays could not be broadcast together with shapes ");
  for (int k = 0; k < nadv; k++) {
    np_sb_shape_compact(&sb, RT_AS(Array, adv[k].idx)->ndim, RT_AS(Array, adv[k].idx)->shape);
    rt_sb_putc(&sb, ' ');
  }
  char msg[512];
  snprintf(msg, sizeof msg, "%s", sb.data);
  rt_sb_free(&sb);
  rt_raise(RT_EXC_IndexError, "%s", msg);
}

static int broadcast_advanced(AdvIndex *adv, int nadv, int64_t *bshape) {
  int bnd = 0;
  for (int k = 0; k < nadv; k++) {
    Array *ia = RT_AS(Array, adv[k].idx);
    if (ia->ndim > bnd) {
      memmove(bshape + ia->ndim - bnd, bshape, sizeof(int64_t) * (size_t)bnd);
      for (int d = 0; d < ia->ndim - bnd; d++) bshape[d] = 1;
      bnd = ia->ndim;
    }
    for (int d = 0; d < ia->ndim; d++) {
      int64_t *b = &bshape[bnd - ia->ndim + d];
      if (*b == 1) *b = ia->shape[d];
      else if (ia->shape[d] != 1 && ia->shape[d] != *b) raise_index_mismatch(adv, nadv);
    }
  }
  for (int k = 0; k < nadv; k++) {

    Value b = rt_array_broadcast_to(adv[k].idx, bnd, bshape);
    rt_decref(adv[k].idx);
    adv[k].idx = b;
  }
  return bnd;
}

/* The view made by the basic items alone; *bpos gets the output position of the advanced
 * dims: where the advanced items are when they are adjacent, else 0 (NumPy's rule). */
static View basic_part(const Index *ix, const Array *a, int first, int last, int *bpos) {
  bool adjacent = true;
  for (int k = first; k <= last; k++) {
    IxKind kd = ix->items[k].kind;
    if (kd != IX_INT && kd != IX_ARRAY && kd != IX_BOOL) adjacent = false;
  }
  View v;
  v.ndim = 0;
  v.data = a->data;
  *bpos = 0;
  for (int k = 0; k < ix->n; k++) {
    const IndexItem *it = &ix->items[k];
    if (k == first && adjacent) *bpos = v.ndim;
    if (it->kind == IX_INT || it->kind == IX_ARRAY || it->kind == IX_BOOL) continue;
    apply_basic(&v, a, it);
  }
  for (int d = index_end(ix); d < a->ndim; d++) view_push(&v, a->shape[d], a->strides[d]);
  return v;
}

/* Address of every result element in C order; bounds-checks every index first. */
static void fill_ptrs(Gather *g, const Array *a, const View *v, const int64_t *strides,
                      const AdvIndex *adv, int nadv, int bpos, int bnd) {
  int64_t idx[RT_MAXDIM] = {0};
  for (int64_t e = 0; e < g->size; e++) {
    char *p = v->data;
    for (int d = 0; d < g->ndim; d++) p += idx[d] * strides[d];
    for (int k = 0; k < nadv; k++) {
      Array *ia = RT_AS(Array, adv[k].idx);
      const char *ip = ia->data;
      for (int d = 0; d < bnd; d++) ip += idx[bpos + d] * ia->strides[d];
      int64_t i = rt_elem_get_i64(DT_INT64, ip);
      p += wrap_index(i, a->shape[adv[k].dim], adv[k].dim) * a->strides[adv[k].dim];
    }
    g->ptrs[e] = p;
    for (int d = g->ndim - 1; d >= 0 && ++idx[d] == g->shape[d]; d--) idx[d] = 0;
  }
}

static Gather gather_plan(Value self, const Index *ix) {
  Array *a = RT_AS(Array, self);
  AdvIndex adv[RT_MAXDIM];
  int first, last, bpos;
  int nadv = collect_advanced(ix, a, adv, &first, &last);
  int64_t bshape[RT_MAXDIM];
  int bnd = broadcast_advanced(adv, nadv, bshape);
  View v = basic_part(ix, a, first, last, &bpos);
  Gather g;
  g.ndim = v.ndim + bnd;
  if (g.ndim > RT_MAXDIM) rt_raise(RT_EXC_IndexError, "too many dimensions in the result");
  int64_t strides[RT_MAXDIM];
  for (int d = 0, s = 0; d < g.ndim; d++) {
    bool in_b = d >= bpos && d < bpos + bnd;
    g.shape[d] = in_b ? bshape[d - bpos] : v.shape[s];
    strides[d] = in_b ? 0 : v.strides[s++];
  }
  g.size = np_shape_size(g.ndim, g.shape, 1);
  g.ptrs = rt_malloc(sizeof(char *) * (size_t)(g.size ? g.size : 1));
  fill_ptrs(&g, a, &v, strides, adv, nadv, bpos, bnd);
  for (int k = 0; k < nadv; k++) rt_decref(adv[k].idx);
  return g;
}

/* ---- a[key] ---- */

/* Fast path for a[i, j, ...] with one Python int per dimension: the element's address. */
static char *int_tuple_elem(const Array *a, Value key) {
  if (!rt_is_tuple(key) || RT_AS(Tuple, key)->n != a->ndim) return NULL;
  const Value *items = RT_AS(Tuple, key)->items;
  for (int d = 0; d < a->ndim; d++) {
    if (items[d].tag != RT_INT) return NULL;
  }
  char *p = a->data;
  for (int d = 0; d < a->ndim; d++) p += wrap_index(items[d].as.i, a->shape[d], d) * a->strides[d];
  return p;
}

Value np_array_getitem(Value self, Value key) {
  Array *a = RT_AS(Array, self);
  if (key.tag == RT_INT && a->ndim >= 1) {
    int64_t i = wrap_index(key.as.i, a->shape[0], 0);
    return np_array_row(self, i);
  }
  char *elem = int_tuple_elem(a, key);
  if (elem) return rt_npscalar_new(a->dtype, elem);
  if (a->ndim == 0 && !rt_is_tuple(key) && !rt_is_none(key) &&
      !rt_is_type(key, &rt_ellipsis_type) && !rt_is_array(key)) {
    rt_raise(RT_EXC_IndexError, "too many indices for array: array is 0-dimensional, but 1 "
                                "were indexed");
  }
  Index ix;
  parse_index(&ix, a, key);
  if (!ix.advanced) return basic_getitem(self, &ix);
  Gather g = gather_plan(self, &ix);
  index_free(&ix);
  Value out = rt_array_new(a->dtype, g.ndim, g.shape, false);
  int isz = rt_dtypes[a->dtype].itemsize;
  char *dst = RT_AS(Array, out)->data;
  for (int64_t e = 0; e < g.size; e++) memcpy(dst + e * isz, g.ptrs[e], (size_t)isz);
  free(g.ptrs);
  return out;
}

/* ---- assignment ---- */

static const char *npscalar_bytes(Value v) { return RT_AS(NpScalar, v)->as.bytes; }

static Obj *owner_of(const Array *a) { return a->base ? a->base : (Obj *)&a->hdr; }

/* One element from a Python number, like NumPy's scalar setitem: a float going into an
 * integer array converts as int(x) does (NaN and inf raise). */
void np_set_elem_py(DType dt, char *p, Value v) {
  bool is_float = v.tag == RT_FLOAT ||
                  (rt_is_npscalar(v) && rt_dtypes[RT_AS(NpScalar, v)->dtype].kind == 'f');
  if (is_float && rt_dtypes[dt].kind != 'f' && dt != DT_BOOL) {
    double x = rt_to_double(v, "array element");
    if (isnan(x)) rt_raise(RT_EXC_ValueError, "cannot convert float NaN to integer");
    if (isinf(x)) rt_raise(RT_EXC_OverflowError, "cannot convert float infinity to integer");
    if (!(x > -9223372036854775809.0 && x < 9223372036854775808.0)) {
      rt_raise(RT_EXC_OverflowError, "Python int too large to convert to C long");
    }
    rt_elem_set_i64(dt, p, (int64_t)x);
    return;
  }
  if (v.tag == RT_INT) rt_elem_set_i64(dt, p, v.as.i);
  else if (v.tag == RT_BOOL) rt_elem_set_i64(dt, p, v.as.b);
  else if (v.tag == RT_FLOAT) rt_elem_set_f64(dt, p, v.as.f);
  else if (rt_is_npscalar(v)) rt_elem_cast(dt, p, RT_AS(NpScalar, v)->dtype, npscalar_bytes(v));
  else rt_elem_set_f64(dt, p, rt_to_double(v, "array element"));
}

static bool is_number(Value v) {
  return v.tag == RT_INT || v.tag == RT_FLOAT || v.tag == RT_BOOL || rt_is_npscalar(v);
}

/* The source as an array ready to be broadcast into dst: extra leading 1-dims dropped, and a
 * private copy when it shares memory with dst (a[1:] = a[:-1]). */
static Value assign_source(const Array *d, Value src) {
  if (is_number(src)) {
    Value s = rt_array_new(d->dtype, 0, NULL, false);
    np_set_elem_py(d->dtype, RT_AS(Array, s)->data, src);
    return s;
  }
  Value s = rt_array_from_value(src, -1);
  Array *sa = RT_AS(Array, s);
  if (owner_of(sa) == owner_of(d)) {
    Value c = rt_array_contiguous(s, true);
    rt_decref(s);
    s = c;
    sa = RT_AS(Array, s);
  }
  int drop = 0;
  while (sa->ndim - drop > d->ndim && sa->shape[drop] == 1) drop++;
  if (drop) {
    Value v = rt_array_view(s, sa->dtype, sa->ndim - drop, sa->shape + drop, sa->strides + drop,
                            sa->data);
    rt_decref(s);
    s = v;
  }
  return s;
}

void rt_array_assign(Value dst, Value src) {
  Array *d = RT_AS(Array, dst);
  if (!d->writeable) rt_raise(RT_EXC_ValueError, "assignment destination is read-only");
  Value s = assign_source(d, src);
  Value b = rt_array_broadcast_to(s, d->ndim, d->shape);
  np_copy_cast(d, RT_AS(Array, b));
  rt_decref(b);
  rt_decref(s);
}

/* NumPy's messages when the value does not fit the selected elements. */
_Noreturn static void raise_scatter_mismatch(const Array *a, const Gather *g, const Array *s,
                                             Value key) {
  if (rt_is_array(key) && RT_AS(Array, key)->dtype == DT_BOOL &&
      RT_AS(Array, key)->ndim == a->ndim && s->ndim <= 1) {
    rt_raise(RT_EXC_ValueError, "NumPy boolean array indexing assignment cannot assign %lld "
             "input values to the %lld output values where the mask is true",
             (long long)s->size, (long long)g->size);
  }
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_puts(&sb, "shape mismatch: value array of shape ");
  np_sb_shape_compact(&sb, s->ndim, s->shape);
  rt_sb_puts(&sb, " could not be broadcast to indexing result of shape ");
  np_sb_shape_compact(&sb, g->ndim, g->shape);
  char msg[512];
  snprintf(msg, sizeof msg, "%s", sb.data);
  rt_sb_free(&sb);
  rt_raise(RT_EXC_ValueError, "%s", msg);
}

static void scatter(const Array *a, const Gather *g, Value value, Value key) {
  Value s = assign_source(a, value);
  if (!np_can_broadcast_to(RT_AS(Array, s), g->ndim, g->shape)) {
    raise_scatter_mismatch(a, g, RT_AS(Array, s), key);
  }
  Value b = rt_array_broadcast_to(s, g->ndim, g->shape);
  Array *ba = RT_AS(Array, b);
  NpIter it;
  int64_t e = 0;
  for (np_iter_init(&it, ba); it.more; np_iter_next(&it)) {
    rt_elem_cast(a->dtype, g->ptrs[e++], ba->dtype, it.ptr);
  }
  rt_decref(b);
  rt_decref(s);
}

void np_array_setitem(Value self, Value key, Value value) {
  Array *a = RT_AS(Array, self);
  if (!a->writeable) rt_raise(RT_EXC_ValueError, "assignment destination is read-only");
  bool pyscalar = is_number(value);
  if (key.tag == RT_INT && a->ndim == 1 && pyscalar) {
    np_set_elem_py(a->dtype, a->data + wrap_index(key.as.i, a->shape[0], 0) * a->strides[0], value);
    return;
  }
  char *elem = pyscalar ? int_tuple_elem(a, key) : NULL;
  if (elem) {
    np_set_elem_py(a->dtype, elem, value);
    return;
  }
  Index ix;
  parse_index(&ix, a, key);
  if (!ix.advanced) {
    Value target = basic_getitem(self, &ix);
    if (rt_is_npscalar(target)) {
      rt_decref(target);
      View v;
      v.ndim = 0;
      v.data = a->data;
      for (int k = 0; k < ix.n; k++) apply_basic(&v, a, &ix.items[k]);
      if (pyscalar) {
        np_set_elem_py(a->dtype, v.data, value);
        return;
      }
      target = rt_array_view(self, a->dtype, 0, NULL, NULL, v.data);
    }
    rt_array_assign(target, value);
    rt_decref(target);
    return;
  }
  Gather g = gather_plan(self, &ix);
  index_free(&ix);
  scatter(a, &g, value, key);
  free(g.ptrs);
}
