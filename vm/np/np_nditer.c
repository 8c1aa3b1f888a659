/* np_nditer.c — NumPy's iteration helpers for course code: np.nditer (one or more broadcast
 * operands, None operands allocated, memory order 'K' with C/F orders, the flags multi_index,
 * c_index, f_index and external_loop, read-only or writable element views, the
 * `while not it.finished: ... it.iternext()` protocol and `with it:`), np.ndenumerate and
 * np.fromiter.
 *
 * An nditer walks an iteration space made from the broadcast shape: axes reordered (and
 * negative strides flipped) to follow memory for order 'K', then adjacent axes merged where
 * every operand is contiguous across them, as NumPy coalesces (that is what it.shape shows).
 * Tracking an index (multi_index, c_index, f_index) keeps the axes unmerged. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "array.h"
#include "np_internal.h"
#include "np_loops.h"

#define NDIT_MAXOP 8

typedef struct NdIter {
  Obj hdr;
  int nop;
  Value ops[NDIT_MAXOP];   /* the operands as given back by it.operands (arrays) */
  Value views[NDIT_MAXOP]; /* each broadcast to the iteration shape */
  bool writable[NDIT_MAXOP];
  int ndim;                /* of the iteration space, after reordering and merging */
  int64_t shape[RT_MAXDIM];
  int64_t strides[NDIT_MAXOP][RT_MAXDIM];
  char *start[NDIT_MAXOP]; /* each operand's first element in iteration order */
  int axis_of[RT_MAXDIM];  /* iteration axis k is original axis axis_of[k] ... */
  bool flipped[RT_MAXDIM]; /* ... walked backwards when flipped[k] */
  int bnd;                 /* the broadcast shape */
  int64_t bshape[RT_MAXDIM];
  int64_t idx[RT_MAXDIM];
  char *ptr[NDIT_MAXOP];
  int64_t itersize;
  bool multi_index, c_index, f_index, external, started, finished;
} NdIter;

static void nditer_free(Obj *o) {
  NdIter *it = (NdIter *)o;
  for (int i = 0; i < it->nop; i++) {
    rt_decref(it->ops[i]);
    rt_decref(it->views[i]);
  }
  free(it);
}

/* Does list/tuple `flags` (None or absent: empty) name `flag`? */
static bool has_flag(Value flags, const char *flag) {
  if (rt_is_undef(flags) || rt_is_none(flags)) return false;
  int64_t n = rt_len(flags);
  for (int64_t i = 0; i < n; i++) {
    Value f = rt_getitem(flags, rt_int(i));
    bool hit = rt_is_str(f) && !strcmp(rt_str_data(f), flag);
    rt_decref(f);
    if (hit) return true;
  }
  return false;
}

/* op_flags: one list for every operand, or a list of lists. */
static Value op_flags_of(Value op_flags, int i) {
  if (rt_is_undef(op_flags) || rt_is_none(op_flags) || rt_len(op_flags) == 0) return rt_none();
  Value first = rt_getitem(op_flags, rt_int(0));
  bool nested = !rt_is_str(first);
  rt_decref(first);
  if (!nested) {
    rt_incref(op_flags);
    return op_flags;
  }
  return rt_getitem(op_flags, rt_int(i));
}

/* The operands as arrays (None: RT_UNDEF for now) and the broadcast shape. */
static void load_operands(NdIter *it, Value op, Value op_dtypes, bool buffered,
                          const char *casting) {
  bool many = rt_is_list(op) || rt_is_tuple(op);
  int64_t n = many ? rt_len(op) : 1;
  if (n > NDIT_MAXOP) rt_raise(RT_EXC_ValueError, "Too many operands");
  for (int64_t i = 0; i < n; i++) {
    Value v = many ? rt_getitem(op, rt_int(i)) : (rt_incref(op), op);
    it->ops[i] = rt_undef();
    it->views[i] = rt_undef();
    it->nop = (int)i + 1;
    if (rt_is_none(v)) continue;
    int mark = rt_cleanup_push_value(&v);
    it->ops[i] = rt_array_from_value(v, -1);
    rt_cleanup_pop(mark, true);
    Value want = rt_is_undef(op_dtypes) || rt_is_none(op_dtypes) ? rt_none()
                                                                  : rt_getitem(op_dtypes, rt_int(i));
    if (!rt_is_none(want)) {
      DType dt = rt_dtype_from_value(want);
      if (dt != RT_AS(Array, it->ops[i])->dtype) {
        if (!buffered) {
          rt_decref(want);
          rt_raise(RT_EXC_TypeError, "Iterator operand required copying or buffering, but "
                                     "neither copying nor buffering was enabled");
        }
        DType from = RT_AS(Array, it->ops[i])->dtype;
        if (!np_can_cast_rule(from, dt, casting)) {
          rt_decref(want);
          rt_raise(RT_EXC_TypeError,
                   "Iterator operand %d dtype could not be cast from dtype('%s') to "
                   "dtype('%s') according to the rule '%s'",
                   (int)i, rt_dtypes[from].name, rt_dtypes[dt].name, casting);
        }
        Value c = rt_array_astype(it->ops[i], dt);
        rt_decref(it->ops[i]);
        it->ops[i] = c;
      }
    }
    rt_decref(want);
  }
  it->bnd = 0;
  for (int i = 0; i < it->nop; i++) {
    if (rt_is_undef(it->ops[i])) continue;
    const Array *a = RT_AS(Array, it->ops[i]);
    it->bnd = rt_broadcast_shapes(it->bnd, it->bshape, a->ndim, a->shape, it->bshape);
  }
}

/* None operands become new arrays of the broadcast shape and the inputs' result type. */
static void allocate_outputs(NdIter *it, Value op_dtypes) {
  Value ins[NDIT_MAXOP];
  int nin = 0;
  for (int i = 0; i < it->nop; i++)
    if (!rt_is_undef(it->ops[i])) ins[nin++] = it->ops[i];
  for (int i = 0; i < it->nop; i++) {
    if (!rt_is_undef(it->ops[i])) continue;
    Value want = rt_is_undef(op_dtypes) || rt_is_none(op_dtypes) ? rt_none()
                                                                  : rt_getitem(op_dtypes, rt_int(i));
    DType dt = !rt_is_none(want) ? rt_dtype_from_value(want)
               : nin ? np_result_type_of(nin, ins) : DT_FLOAT64;
    rt_decref(want);
    it->ops[i] = rt_array_new(dt, it->bnd, it->bshape, true);
  }
}

/* Should iteration axis a come after axis b (memory order, judged by the first operand whose
 * strides on both are nonzero)? */
static bool after(const NdIter *it, int a, int b) {
  for (int i = 0; i < it->nop; i++) {
    const Array *v = RT_AS(Array, it->views[i]);
    int64_t sa = llabs(v->strides[a]), sb = llabs(v->strides[b]);
    if (sa && sb && sa != sb) return sa < sb;
  }
  return false;
}

/* The iteration order of the broadcast axes: C, F, or memory order ('K', negative strides
 * flipped where every operand walks backwards). */
static void order_axes(NdIter *it, char order) {
  int nd = it->bnd;
  for (int k = 0; k < nd; k++) {
    it->axis_of[k] = order == 'F' ? nd - 1 - k : k;
    it->flipped[k] = false;
  }
  if (order != 'K') return;
  for (int k = 0; k < nd; k++) { /* walk an axis backwards where no operand walks it forwards */
    bool neg = false, pos = false;
    for (int i = 0; i < it->nop; i++) {
      int64_t s = RT_AS(Array, it->views[i])->strides[k];
      neg |= s < 0;
      pos |= s > 0;
    }
    it->flipped[k] = neg && !pos;
  }
  for (int k = 1; k < nd; k++) { /* stable insertion sort: outermost (largest stride) first */
    int ax = it->axis_of[k], j = k;
    while (j > 0 && after(it, it->axis_of[j - 1], ax)) {
      it->axis_of[j] = it->axis_of[j - 1];
      j--;
    }
    it->axis_of[j] = ax;
  }
  bool fl[RT_MAXDIM] = {false};
  for (int k = 0; k < nd; k++) fl[k] = it->flipped[it->axis_of[k]];
  memcpy(it->flipped, fl, sizeof fl);
}

/* The iteration space's shape and strides, merged where contiguous unless an index is kept. */
static void build_space(NdIter *it) {
  it->ndim = it->bnd;
  for (int i = 0; i < it->nop; i++) {
    const Array *v = RT_AS(Array, it->views[i]);
    it->start[i] = v->data;
    for (int k = 0; k < it->bnd; k++) {
      int ax = it->axis_of[k];
      int64_t s = v->strides[ax];
      if (it->flipped[k]) {
        it->start[i] += (it->bshape[ax] - 1) * s;
        s = -s;
      }
      it->strides[i][k] = s;
    }
  }
  for (int k = 0; k < it->bnd; k++) it->shape[k] = it->bshape[it->axis_of[k]];
  if (it->multi_index || it->c_index || it->f_index) return;
  int nd = 0;
  for (int k = 0; k < it->ndim; k++) {
    bool merge = nd > 0;
    for (int i = 0; i < it->nop && merge; i++)
      merge = it->strides[i][nd - 1] == it->strides[i][k] * it->shape[k];
    if (merge && nd > 0) {
      it->shape[nd - 1] *= it->shape[k];
      for (int i = 0; i < it->nop; i++) it->strides[i][nd - 1] = it->strides[i][k];
      continue;
    }
    it->shape[nd] = it->shape[k];
    for (int i = 0; i < it->nop; i++) it->strides[i][nd] = it->strides[i][k];
    nd++;
  }
  if (it->ndim == 0) nd = 0;
  it->ndim = nd;
}

static void reset(NdIter *it) {
  memset(it->idx, 0, sizeof it->idx);
  for (int i = 0; i < it->nop; i++) it->ptr[i] = it->start[i];
  it->finished = it->itersize == 0;
  it->started = false;
}

/* Step to the next element (the next chunk with external_loop); false at the end. */
static bool advance(NdIter *it) {
  if (it->finished) return false;
  int inner = it->external ? it->ndim - 1 : it->ndim;
  int k = inner - 1;
  for (; k >= 0; k--) {
    for (int i = 0; i < it->nop; i++) it->ptr[i] += it->strides[i][k];
    if (++it->idx[k] < it->shape[k]) break;
    for (int i = 0; i < it->nop; i++) it->ptr[i] -= it->strides[i][k] * it->shape[k];
    it->idx[k] = 0;
  }
  it->finished = k < 0;
  return !it->finished;
}

/* Operand i's current element (a 0-d view) or chunk (a 1-D view with external_loop). */
static Value current(NdIter *it, int i) {
  const Array *v = RT_AS(Array, it->views[i]);
  Value r;
  if (it->external && it->ndim > 0) {
    int k = it->ndim - 1;
    r = rt_array_view(it->views[i], v->dtype, 1, &it->shape[k], &it->strides[i][k], it->ptr[i]);
  } else if (it->external) {
    int64_t one = 1, zero = 0;
    r = rt_array_view(it->views[i], v->dtype, 1, &one, &zero, it->ptr[i]);
  } else {
    r = rt_array_view(it->views[i], v->dtype, 0, NULL, NULL, it->ptr[i]);
  }
  RT_AS(Array, r)->writeable = it->writable[i];
  return r;
}

static Value current_value(NdIter *it) {
  if (it->finished) rt_raise(RT_EXC_ValueError, "Iterator is past the end");
  if (it->nop == 1) return current(it, 0);
  Value t = rt_tuple_new(it->nop);
  for (int i = 0; i < it->nop; i++) rt_tuple_set(t, i, current(it, i));
  return t;
}

static Value nditer_iter(Value self) {
  rt_incref(self);
  return self;
}

static bool nditer_next(Value self, Value *out) {
  NdIter *it = RT_AS(NdIter, self);
  if (it->started) advance(it);
  if (it->finished) return false;
  it->started = true;
  *out = current_value(it);
  return true;
}

/* len(it) is the number of operands: it[i] indexes them. */
static int64_t nditer_len(Value self) { return RT_AS(NdIter, self)->nop; }

/* The current element's index along each broadcast axis. */
static void original_index(const NdIter *it, int64_t *out) {
  for (int k = 0; k < it->bnd; k++) {
    int ax = it->axis_of[k];
    out[ax] = it->flipped[k] ? it->bshape[ax] - 1 - it->idx[k] : it->idx[k];
  }
}

static Value multi_index(const NdIter *it) {
  if (!it->multi_index)
    rt_raise(RT_EXC_ValueError, "Iterator is not tracking a multi-index");
  if (it->finished) rt_raise(RT_EXC_ValueError, "Iterator is past the end");
  int64_t ix[RT_MAXDIM];
  original_index(it, ix);
  Value t = rt_tuple_new(it->bnd);
  for (int d = 0; d < it->bnd; d++) rt_tuple_set(t, d, rt_int(ix[d]));
  return t;
}

static Value flat_index(const NdIter *it) {
  if (!it->c_index && !it->f_index)
    rt_raise(RT_EXC_ValueError, "Iterator does not have an index");
  if (it->finished) rt_raise(RT_EXC_ValueError, "Iterator is past the end");
  int64_t ix[RT_MAXDIM], flat = 0;
  original_index(it, ix);
  for (int j = 0; j < it->bnd; j++) {
    int d = it->c_index ? j : it->bnd - 1 - j;
    flat = flat * it->bshape[d] + ix[d];
  }
  return rt_int(flat);
}

static Value m_iternext(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("iternext", argc, kw, 0, 0);
  NdIter *it = RT_AS(NdIter, self);
  it->started = true;
  return rt_bool(advance(it));
}

static Value m_reset(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("reset", argc, kw, 0, 0);
  reset(RT_AS(NdIter, self));
  return rt_none();
}

static Value m_enter(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("__enter__", argc, kw, 0, 0);
  rt_incref(self);
  return self;
}

static Value m_noop(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self, (void)argc, (void)argv, (void)kw;
  return rt_none();
}

static Value shape_tuple(int nd, const int64_t *shape) {
  Value t = rt_tuple_new(nd);
  for (int d = 0; d < nd; d++) rt_tuple_set(t, d, rt_int(shape[d]));
  return t;
}

static Value nditer_getattr(Value self, const char *name) {
  NdIter *it = RT_AS(NdIter, self);
  if (!strcmp(name, "finished")) return rt_bool(it->finished);
  if (!strcmp(name, "value")) return current_value(it);
  if (!strcmp(name, "multi_index")) return multi_index(it);
  if (!strcmp(name, "index")) return flat_index(it);
  if (!strcmp(name, "itersize")) return rt_int(it->itersize);
  if (!strcmp(name, "ndim")) return rt_int(it->ndim);
  if (!strcmp(name, "nop")) return rt_int(it->nop);
  if (!strcmp(name, "shape")) return shape_tuple(it->ndim, it->shape);
  if (!strcmp(name, "has_multi_index")) return rt_bool(it->multi_index);
  if (!strcmp(name, "has_index")) return rt_bool(it->c_index || it->f_index);
  if (!strcmp(name, "operands")) {
    Value t = rt_tuple_new(it->nop);
    for (int i = 0; i < it->nop; i++) {
      rt_incref(it->ops[i]);
      rt_tuple_set(t, i, it->ops[i]);
    }
    return t;
  }
  if (!strcmp(name, "iternext")) return rt_native_bind("iternext", m_iternext, self);
  if (!strcmp(name, "reset")) return rt_native_bind("reset", m_reset, self);
  if (!strcmp(name, "__enter__")) return rt_native_bind("__enter__", m_enter, self);
  if (!strcmp(name, "__exit__")) return rt_native_bind("__exit__", m_noop, self);
  if (!strcmp(name, "close")) return rt_native_bind("close", m_noop, self);
  return rt_undef();
}

/* it[i]: operand i's current element. */
static Value nditer_getitem(Value self, Value key) {
  NdIter *it = RT_AS(NdIter, self);
  int64_t i = rt_to_index(key, "index");
  if (i < 0) i += it->nop;
  if (i < 0 || i >= it->nop) rt_raise(RT_EXC_IndexError, "Iterator operand index %lld is out of bounds", (long long)i);
  if (it->finished) rt_raise(RT_EXC_ValueError, "Iterator is past the end");
  return current(it, (int)i);
}

static const ObjType nditer_type = {
    .name = "numpy.nditer",
    .free = nditer_free,
    .getattr = nditer_getattr,
    .getitem = nditer_getitem,
    .iter = nditer_iter,
    .next = nditer_next,
    .len = nditer_len,
};

/* Whether operand i may be written: readwrite/writeonly, or an allocated output. */
static bool op_writable(Value op_flags, int i, bool allocated) {
  Value f = op_flags_of(op_flags, i);
  bool w = has_flag(f, "readwrite") || has_flag(f, "writeonly") ||
           (allocated && rt_is_none(f));
  rt_decref(f);
  return w;
}

static Value f_nditer(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"op", "flags", "op_flags", "op_dtypes", "order",
                                      "casting", "op_axes", "itershape", "buffersize"};
  Value a[9];
  rt_parse_args("nditer", argc, argv, kw, 9, names, 1, a);
  NdIter *it = rt_malloc(sizeof *it);
  memset(it, 0, sizeof *it);
  rt_obj_init(&it->hdr, &nditer_type);
  Value r = rt_obj(it);
  int mark = rt_cleanup_push_value(&r);
  bool allocated[NDIT_MAXOP] = {false};
  bool buffered = has_flag(a[1], "buffered");
  const char *casting = !rt_is_undef(a[5]) && rt_is_str(a[5]) ? rt_str_data(a[5]) : "safe";
  load_operands(it, a[0], a[3], buffered, casting);
  for (int i = 0; i < it->nop; i++) allocated[i] = rt_is_undef(it->ops[i]);
  allocate_outputs(it, a[3]);
  for (int i = 0; i < it->nop; i++) {
    it->views[i] = rt_array_broadcast_to(it->ops[i], it->bnd, it->bshape);
    it->writable[i] = op_writable(a[2], i, allocated[i]);
  }
  it->multi_index = has_flag(a[1], "multi_index");
  it->c_index = has_flag(a[1], "c_index");
  it->f_index = has_flag(a[1], "f_index");
  it->external = has_flag(a[1], "external_loop");
  char order = 'K';
  if (!rt_is_undef(a[4]) && rt_is_str(a[4])) order = rt_str_data(a[4])[0];
  if (order == 'A') order = 'K';
  it->itersize = np_shape_size(it->bnd, it->bshape, 1);
  if (it->itersize == 0 && !has_flag(a[1], "zerosize_ok"))
    rt_raise(RT_EXC_ValueError, "Iteration of zero-sized operands is not enabled");
  order_axes(it, order);
  build_space(it);
  reset(it);
  rt_cleanup_pop(mark, false);
  return r;
}

/* ---- np.ndenumerate: (index tuple, element) pairs in C order ---- */
typedef struct NdEnum {
  Obj hdr;
  Value arr;
  NpIter it;
} NdEnum;

static void ndenum_free(Obj *o) {
  rt_decref(((NdEnum *)o)->arr);
  free(o);
}

static bool ndenum_next(Value self, Value *out) {
  NdEnum *e = RT_AS(NdEnum, self);
  if (!e->it.more) return false;
  const Array *a = RT_AS(Array, e->arr);
  Value t = rt_tuple_new(2);
  rt_tuple_set(t, 0, shape_tuple(a->ndim, e->it.idx));
  rt_tuple_set(t, 1, rt_npscalar_new(a->dtype, e->it.ptr));
  np_iter_next(&e->it);
  *out = t;
  return true;
}

static const ObjType ndenum_type = {
    .name = "numpy.ndenumerate", .free = ndenum_free, .iter = nditer_iter, .next = ndenum_next};

static Value f_ndenumerate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("ndenumerate", argc, kw, 1, 1);
  Value arr = rt_array_from_value(argv[0], -1);
  NdEnum *e = rt_malloc(sizeof *e);
  rt_obj_init(&e->hdr, &ndenum_type);
  e->arr = arr;
  np_iter_init(&e->it, RT_AS(Array, arr));
  return rt_obj(e);
}

/* ---- np.fromiter(iterable, dtype, count=-1) ---- */
static Value f_fromiter(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"iter", "dtype", "count", "like"};
  Value a[4];
  rt_parse_args("fromiter", argc, argv, kw, 4, names, 2, a);
  DType dt = rt_dtype_from_value(a[1]);
  int64_t count = rt_is_undef(a[2]) ? -1 : rt_to_index(a[2], "count");
  int isz = rt_dtypes[dt].itemsize;
  int64_t cap = count >= 0 ? count : 16, n = 0;
  Value out = rt_array_new(dt, 1, &cap, false);
  int mark = rt_cleanup_push_value(&out);
  Value iter = rt_iter(a[0]);
  rt_cleanup_push_value(&iter);
  Value item;
  while ((count < 0 || n < count) && rt_next(iter, &item)) {
    Array *o = RT_AS(Array, out);
    if (n == cap) {
      Value bigger = rt_array_new(dt, 1, (int64_t[]){cap * 2}, false);
      memcpy(RT_AS(Array, bigger)->data, o->data, (size_t)(cap * isz));
      rt_decref(out);
      out = bigger;
      o = RT_AS(Array, out);
      cap *= 2;
    }
    Value held = item;
    int imark = rt_cleanup_push_value(&held);
    np_set_elem_py(dt, o->data + n * isz, item);
    rt_cleanup_pop(imark, true);
    n++;
  }
  if (count >= 0 && n < count)
    rt_raise(RT_EXC_ValueError, "iterator too short: Expected %lld but iterator had only %lld items.",
             (long long)count, (long long)n);
  int64_t step = isz;
  Value head = rt_array_view(out, dt, 1, &n, &step, RT_AS(Array, out)->data);
  Value r = rt_array_contiguous(head, true);
  rt_decref(head);
  rt_cleanup_pop(mark, true);
  return r;
}

void np_register_nditer(Value m) {
  rt_module_add_fn(m, "nditer", f_nditer);
  rt_module_add_fn(m, "ndenumerate", f_ndenumerate);
  rt_module_add_fn(m, "fromiter", f_fromiter);
}
