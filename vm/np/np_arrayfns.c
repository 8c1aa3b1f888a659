/* np_arrayfns.c — smaller array functions that course code reaches for: broadcast_arrays and
 * broadcast_shapes, block, diagflat, tril/triu/diag_indices_from, put_along_axis, place,
 * putmask, array_equiv, asfarray, asarray_chkfinite, dsplit, np.s_ and np.index_exp,
 * packbits/unpackbits, binary_repr/base_repr, and the old aliases (product, cumproduct,
 * alltrue, sometrue, round_, NINF, PINF, ...). Most are compositions of the module's own
 * functions, called by name, as NumPy writes them. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "np_bcast_shape.h"
#include "../base/error.h"
#include "../base/strbuf.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "array.h"
#include "np_loops.h"
#include "np_stats.h"
#include "np_strarray.h"

static Value call2(const char *name, Value a, Value b) {
  Value args[2] = {a, b};
  return np_callk(name, 2, args, 0, NULL, NULL);
}

/* ---- broadcasting ---- */

/* NumPy's message for shapes that do not broadcast, naming the first clash. */
static _Noreturn void mismatch(int i, int nd0, const int64_t *s0, int j, const Array *b) {
  StrBuf x, y;
  rt_sb_init(&x);
  rt_sb_init(&y);
  rt_sb_shape(&x, nd0, s0);
  rt_sb_shape(&y, b->ndim, b->shape);
  char tx[256], ty[256];
  snprintf(tx, sizeof tx, "%s", x.data);
  snprintf(ty, sizeof ty, "%s", y.data);
  rt_sb_free(&x);
  rt_sb_free(&y);
  rt_raise(RT_EXC_ValueError,
           "shape mismatch: objects cannot be broadcast to a single shape.  Mismatch is between "
           "arg %d with shape %s and arg %d with shape %s.", i, tx, j, ty);
}

/* The broadcast shape of arrays arrs[0..n); *nd its length. */
static void common_shape(int n, const Value *arrs, int *nd, int64_t *shape) {
  *nd = 0;
  for (int j = 0; j < n; j++) {
    const Array *b = RT_AS(Array, arrs[j]);
    int out = b->ndim > *nd ? b->ndim : *nd;
    for (int k = 1; k <= out; k++) {
      int64_t x = k <= *nd ? shape[*nd - k] : 1, y = k <= b->ndim ? b->shape[b->ndim - k] : 1;
      if (x != y && x != 1 && y != 1) {
        for (int i = 0; i < j; i++) { /* the earlier argument it clashes with */
          const Array *a = RT_AS(Array, arrs[i]);
          int64_t z = k <= a->ndim ? a->shape[a->ndim - k] : 1;
          if (z != 1 && z != y) mismatch(i, a->ndim, a->shape, j, b);
        }
      }
    }
    int64_t tmp[RT_MAXDIM];
    for (int k = 1; k <= out; k++) {
      int64_t x = k <= *nd ? shape[*nd - k] : 1, y = k <= b->ndim ? b->shape[b->ndim - k] : 1;
      tmp[out - k] = x == 1 ? y : x;
    }
    memcpy(shape, tmp, sizeof(int64_t) * (size_t)out);
    *nd = out;
  }
}

void np_common_shape(int n, const Value *arrs, int *nd, int64_t *shape) {
  common_shape(n, arrs, nd, shape);
}

/* The arguments as arrays (a list owning them). */
static Value arrays_of(int argc, const Value *argv) {
  Value l = rt_list_new(argc);
  int mark = rt_cleanup_push_value(&l);
  for (int i = 0; i < argc; i++) {
    Value a = rt_array_from_value(argv[i], -1);
    rt_list_append(l, a);
    rt_decref(a);
  }
  rt_cleanup_pop(mark, false);
  return l;
}

static Value f_broadcast_arrays(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("broadcast_arrays", argc, kw, 0, 64);
  Value l = arrays_of(argc, argv);
  int mark = rt_cleanup_push_value(&l);
  int nd;
  int64_t shape[RT_MAXDIM];
  common_shape(argc, RT_AS(List, l)->items, &nd, shape);
  Value out = rt_list_new(argc);
  rt_cleanup_push_value(&out);
  for (int i = 0; i < argc; i++) {
    Value v = rt_array_broadcast_to(RT_AS(List, l)->items[i], nd, shape);
    RT_AS(Array, v)->writeable = true; /* NumPy 1.24 still hands out writeable views */
    rt_list_append(out, v);
    rt_decref(v);
  }
  rt_cleanup_pop(mark, false);
  rt_decref(l);
  return out;
}

static Value f_broadcast_shapes(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("broadcast_shapes", argc, kw, 0, 64);
  Value l = rt_list_new(argc);
  int mark = rt_cleanup_push_value(&l);
  for (int i = 0; i < argc; i++) { /* empty arrays of each shape stand for the shapes */
    int64_t shape[RT_MAXDIM], zero[RT_MAXDIM] = {0};
    int nd = np_parse_shape(argv[i], shape);
    Value z = rt_array_new(DT_BOOL, 1, (int64_t[]){1}, true);
    Value v = rt_array_view(z, DT_BOOL, nd, shape, zero, RT_AS(Array, z)->data);
    rt_decref(z);
    rt_list_append(l, v);
    rt_decref(v);
  }
  int nd;
  int64_t shape[RT_MAXDIM];
  common_shape(argc, RT_AS(List, l)->items, &nd, shape);
  rt_cleanup_pop(mark, true);
  Value t = rt_tuple_new(nd);
  for (int d = 0; d < nd; d++) rt_tuple_set(t, d, rt_int(shape[d]));
  return t;
}

/* ---- np.block ---- */

/* Depth of the list nesting at v (0 for an array or scalar); the first path's, checked equal
 * everywhere with NumPy's message. */
static int list_depth(Value v, int here, int *first, char *path, size_t cap) {
  if (!rt_is_list(v)) {
    if (rt_is_tuple(v))
      rt_raise(RT_EXC_TypeError, "%s is a tuple. Only lists can be used to arrange blocks, and "
               "np.block does not allow implicit conversion from tuple to ndarray.",
               path[0] ? path : "arrays");
    if (*first < 0) *first = here;
    else if (*first != here)
      rt_raise(RT_EXC_ValueError, "List depths are mismatched. First element was at depth %d, "
               "but there is an element at depth %d (arrays%s)", *first, here, path);
    return here;
  }
  int64_t n = rt_len(v);
  if (n == 0) rt_raise(RT_EXC_ValueError, "List at arrays%s cannot be empty", path);
  size_t len = strlen(path);
  for (int64_t i = 0; i < n; i++) {
    snprintf(path + len, cap - len, "[%lld]", (long long)i);
    Value item = rt_getitem(v, rt_int(i));
    int mark = rt_cleanup_push_value(&item);
    list_depth(item, here + 1, first, path, cap);
    rt_cleanup_pop(mark, true);
  }
  path[len] = '\0';
  return *first;
}

/* Largest ndim among the leaves. */
static int max_ndim(Value v) {
  if (np_is_strarr(v)) return RT_AS(NpStrArr, v)->ndim;
  if (!rt_is_list(v)) {
    Value a = rt_array_from_value(v, -1);
    int nd = RT_AS(Array, a)->ndim;
    rt_decref(a);
    return nd;
  }
  int best = 0;
  int64_t n = rt_len(v);
  for (int64_t i = 0; i < n; i++) {
    Value item = rt_getitem(v, rt_int(i));
    int mark = rt_cleanup_push_value(&item);
    int nd = max_ndim(item);
    rt_cleanup_pop(mark, true);
    if (nd > best) best = nd;
  }
  return best;
}

/* Leaves padded to ndim with leading 1s; lists at depth d joined along axis d - depth. */
static Value assemble(Value v, int d, int depth, int ndim) {
  if (np_is_strarr(v)) { /* a string array: reshaped by np.reshape */
    const NpStrArr *s = RT_AS(NpStrArr, v);
    int64_t shape[RT_MAXDIM];
    int pad = ndim - s->ndim;
    for (int k = 0; k < ndim; k++) shape[k] = k < pad ? 1 : s->shape[k - pad];
    Value t = np_shape_tuple(ndim, shape);
    int mark = rt_cleanup_push_value(&t);
    Value r = np_callk("reshape", 2, (Value[]){v, t}, 0, NULL, NULL);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (!rt_is_list(v)) {
    Value a = rt_array_from_value(v, -1);
    Array *x = RT_AS(Array, a);
    int64_t shape[RT_MAXDIM];
    int pad = ndim - x->ndim;
    for (int k = 0; k < ndim; k++) shape[k] = k < pad ? 1 : x->shape[k - pad];
    int mark = rt_cleanup_push_value(&a);
    Value r = np_array_reshape(a, ndim, shape);
    rt_cleanup_pop(mark, true);
    return r;
  }
  int64_t n = rt_len(v);
  Value parts = rt_list_new(n);
  int mark = rt_cleanup_push_value(&parts);
  for (int64_t i = 0; i < n; i++) {
    Value item = rt_getitem(v, rt_int(i));
    int m2 = rt_cleanup_push_value(&item);
    Value p = assemble(item, d + 1, depth, ndim);
    rt_cleanup_pop(m2, true);
    rt_list_append(parts, p);
    rt_decref(p);
  }
  static const char *const kwn[] = {"axis"};
  Value axis = rt_int(d - depth);
  Value r = np_callk("concatenate", 1, &parts, 1, kwn, &axis);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_block(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("block", argc, kw, 1, 1);
  char path[256] = "";
  int first = -1;
  int depth = list_depth(argv[0], 0, &first, path, sizeof path);
  int nd = max_ndim(argv[0]);
  if (depth > nd) nd = depth;
  if (depth == 0 && np_is_strarr(argv[0])) return (rt_incref(argv[0]), argv[0]);
  if (depth == 0) return rt_array_from_value(argv[0], -1);
  return assemble(argv[0], 0, depth, nd);
}

/* ---- diagflat and the *_indices_from helpers ---- */

static Value f_diagflat(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"v", "k"};
  Value a[2];
  rt_parse_args("diagflat", argc, argv, kw, 2, names, 1, a);
  Value flat = np_call1("ravel", a[0]);
  int mark = rt_cleanup_push_value(&flat);
  Value r = call2("diag", flat, np_given(a[1]) ? a[1] : rt_int(0));
  rt_cleanup_pop(mark, true);
  return r;
}

static Value tri_indices_from(const char *fname, const char *via, int argc, const Value *argv,
                              const Kwargs *kw) {
  static const char *const names[] = {"arr", "k"};
  Value a[2];
  rt_parse_args(fname, argc, argv, kw, 2, names, 1, a);
  Value arr = rt_array_from_value(a[0], -1);
  const Array *x = RT_AS(Array, arr);
  if (x->ndim != 2) {
    rt_decref(arr);
    rt_raise(RT_EXC_ValueError, "input array must be 2-d");
  }
  Value args[3] = {rt_int(x->shape[0]), np_given(a[1]) ? a[1] : rt_int(0), rt_int(x->shape[1])};
  rt_decref(arr);
  return np_callk(via, 3, args, 0, NULL, NULL);
}

static Value f_tril_indices_from(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return tri_indices_from("tril_indices_from", "tril_indices", argc, argv, kw);
}

static Value f_triu_indices_from(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return tri_indices_from("triu_indices_from", "triu_indices", argc, argv, kw);
}

/* np.mask_indices(n, mask_func, k=0): nonzero(mask_func(ones((n, n), int), k) != 0) */
static Value f_mask_indices(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"n", "mask_func", "k"};
  Value a[3];
  rt_parse_args("mask_indices", argc, argv, kw, 3, names, 2, a);
  Value shape = rt_tuple_from(2, (Value[]){a[0], a[0]});
  int mark = rt_cleanup_push_value(&shape);
  static const char *const kn[] = {"dtype"};
  Value kv[] = {rt_builtin_lookup("int")};
  Value m = np_callk("ones", 1, &shape, 1, kn, kv);
  rt_cleanup_push_value(&m);
  Value args[2] = {m, np_given(a[2]) ? a[2] : rt_int(0)};
  Value masked = rt_call(a[1], 2, args, NULL);
  rt_cleanup_push_value(&masked);
  Value nz = rt_binop(RT_OP_NE, masked, rt_int(0));
  rt_cleanup_push_value(&nz);
  Value r = np_call1("nonzero", nz);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_diag_indices_from(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("diag_indices_from", argc, kw, 1, 1);
  Value arr = rt_array_from_value(argv[0], -1);
  const Array *x = RT_AS(Array, arr);
  int nd = x->ndim;
  int64_t n = nd ? x->shape[0] : 0;
  bool equal = true;
  for (int d = 1; d < nd; d++) equal &= x->shape[d] == n;
  rt_decref(arr);
  if (nd < 2) rt_raise(RT_EXC_ValueError, "input array must be at least 2-d");
  if (!equal) rt_raise(RT_EXC_ValueError, "All dimensions of input must be of equal length");
  return call2("diag_indices", rt_int(n), rt_int(nd));
}

/* ---- writing through index arrays: put_along_axis, place, putmask ---- */

static Value f_put_along_axis(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"arr", "indices", "values", "axis"};
  Value a[4];
  rt_parse_args("put_along_axis", argc, argv, kw, 4, names, 4, a);
  if (!rt_is_array(a[0])) rt_raise(RT_EXC_TypeError, "put_along_axis() argument arr must be an array");
  Value idx = rt_array_from_value(a[1], -1), key = rt_undef();
  int mark = rt_cleanup_push_value(&idx);
  rt_cleanup_push_value(&key);
  const Array *x = RT_AS(Array, a[0]), *ix = RT_AS(Array, idx);
  if (rt_dtypes[ix->dtype].kind != 'i' && rt_dtypes[ix->dtype].kind != 'u')
    rt_raise(RT_EXC_IndexError, "`indices` must be an integer array");
  if (rt_is_none(a[3])) {
    /* axis=None: the array seen flat; ravel copies a non-contiguous one, so the copy is
     * written back (NumPy goes through arr.flat) */
    Value flat = np_call1("ravel", a[0]);
    rt_cleanup_push_value(&flat);
    np_array_setitem(flat, idx, a[2]);
    if (!rt_array_is_c_contiguous(x)) {
      Value back = np_array_reshape(flat, x->ndim, x->shape);
      int bm = rt_cleanup_push_value(&back);
      rt_array_assign(a[0], back);
      rt_cleanup_pop(bm, true);
    }
    rt_cleanup_pop(mark, true);
    return rt_none();
  }
  int ax = np_axis_index(rt_to_index(a[3], "axis"), x->ndim);
  if (ix->ndim != x->ndim)
    rt_raise(RT_EXC_ValueError, "`indices` and `arr` must have the same number of dimensions");
  key = rt_tuple_new(x->ndim);
  for (int d = 0; d < x->ndim; d++) { /* arange(n) shaped to lie along axis d */
    if (d == ax) {
      rt_incref(idx);
      rt_tuple_set(key, d, idx);
      continue;
    }
    int64_t n = x->shape[d], shape[RT_MAXDIM];
    for (int k = 0; k < x->ndim; k++) shape[k] = k == d ? n : 1;
    Value r = rt_array_new(DT_INT64, x->ndim, shape, false);
    for (int64_t i = 0; i < n; i++) ((int64_t *)RT_AS(Array, r)->data)[i] = i;
    rt_tuple_set(key, d, r);
  }
  np_array_setitem(a[0], key, a[2]);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* The flat positions where mask is true. */
static Value true_positions(Value mask) { return np_call1("flatnonzero", mask); }

static Value f_place(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"arr", "mask", "vals"};
  Value a[3];
  rt_parse_args("place", argc, argv, kw, 3, names, 3, a);
  if (!rt_is_array(a[0]))
    rt_raise(RT_EXC_TypeError, "argument 1 must be numpy.ndarray, not %s", rt_type_name(a[0]));
  Value pos = true_positions(a[1]);
  int mark = rt_cleanup_push_value(&pos);
  Value vals = rt_array_from_value(a[2], -1);
  rt_cleanup_push_value(&vals);
  if (RT_AS(Array, vals)->size == 0 && RT_AS(Array, pos)->size > 0)
    rt_raise(RT_EXC_ValueError, "Cannot insert from an empty array!");
  if (RT_AS(Array, pos)->size > 0) {
    Value args[3] = {a[0], pos, vals};
    rt_decref(np_callk("put", 3, args, 0, NULL, NULL)); /* put repeats vals as needed */
  }
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* putmask(a, mask, values): a.flat[i] = values.flat[i % len(values)] where mask is true. */
static Value f_putmask(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "mask", "values"};
  Value a[3];
  rt_parse_args("putmask", argc, argv, kw, 3, names, 3, a);
  if (!rt_is_array(a[0]))
    rt_raise(RT_EXC_TypeError, "argument a of putmask must be a numpy array");
  Value m = rt_array_from_value(a[1], DT_BOOL), pos = rt_undef(), vals = rt_undef();
  Value pick = rt_undef(), chosen = rt_undef();
  int mark = rt_cleanup_push_value(&m);
  rt_cleanup_push_value(&pos);
  rt_cleanup_push_value(&vals);
  rt_cleanup_push_value(&pick);
  rt_cleanup_push_value(&chosen);
  const Array *x = RT_AS(Array, a[0]);
  if (RT_AS(Array, m)->size != x->size)
    rt_raise(RT_EXC_ValueError, "putmask: mask and data must be the same size");
  pos = true_positions(m);
  vals = np_call1("ravel", a[2]);
  int64_t nv = RT_AS(Array, vals)->size, np = RT_AS(Array, pos)->size;
  if (np > 0) {
    if (nv == 0) rt_raise(RT_EXC_ValueError, "Cannot insert from an empty array!");
    int64_t *p = (int64_t *)RT_AS(Array, pos)->data;
    pick = rt_array_new(DT_INT64, 1, &np, false);
    for (int64_t i = 0; i < np; i++) ((int64_t *)RT_AS(Array, pick)->data)[i] = p[i] % nv;
    chosen = call2("take", vals, pick);
    Value args[3] = {a[0], pos, chosen};
    rt_decref(np_callk("put", 3, args, 0, NULL, NULL));
  }
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* ---- comparisons and conversions ---- */

static Value f_array_equiv(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("array_equiv", argc, kw, 2, 2);
  Value l = arrays_of(2, argv);
  int mark = rt_cleanup_push_value(&l);
  const Array *x = RT_AS(Array, RT_AS(List, l)->items[0]), *y = RT_AS(Array, RT_AS(List, l)->items[1]);
  bool ok = true;
  for (int k = 1; ok && k <= x->ndim && k <= y->ndim; k++) {
    int64_t p = x->shape[x->ndim - k], q = y->shape[y->ndim - k];
    ok = p == q || p == 1 || q == 1;
  }
  if (ok) {
    Value eq = rt_binop(RT_OP_EQ, RT_AS(List, l)->items[0], RT_AS(List, l)->items[1]);
    int inner = rt_cleanup_push_value(&eq);
    Value all = np_call1("all", eq);
    ok = rt_truthy(all);
    rt_decref(all);
    rt_cleanup_pop(inner, true);
  }
  rt_cleanup_pop(mark, true);
  return rt_bool(ok);
}

static Value f_asfarray(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "dtype"};
  Value a[2];
  rt_parse_args("asfarray", argc, argv, kw, 2, names, 1, a);
  DType dt = np_given(a[1]) ? rt_dtype_from_value(a[1]) : DT_FLOAT64;
  if (np_kind_rank(dt) < 2) dt = DT_FLOAT64;
  return rt_array_from_value(a[0], dt);
}

static Value f_asarray_chkfinite(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "dtype", "order"};
  Value a[3];
  rt_parse_args("asarray_chkfinite", argc, argv, kw, 3, names, 1, a);
  Value r = rt_array_from_value(a[0], np_given(a[1]) ? (int)rt_dtype_from_value(a[1]) : -1);
  int mark = rt_cleanup_push_value(&r);
  if (np_kind_rank(RT_AS(Array, r)->dtype) >= 2) {
    Value fin = np_call1("isfinite", r);
    int fm = rt_cleanup_push_value(&fin);
    Value all = np_call1("all", fin);
    bool ok = rt_truthy(all);
    rt_decref(all);
    rt_cleanup_pop(fm, true); /* before the block ends: fin dies with it */
    if (!ok) rt_raise(RT_EXC_ValueError, "array must not contain infs or NaNs");
  }
  rt_cleanup_pop(mark, false);
  return r;
}

static Value f_dsplit(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("dsplit", argc, kw, 2, 2);
  Value arr = rt_array_from_value(argv[0], -1);
  int mark = rt_cleanup_push_value(&arr);
  if (RT_AS(Array, arr)->ndim < 3)
    rt_raise(RT_EXC_ValueError, "dsplit only works on arrays of 3 or more dimensions");
  static const char *const kwn[] = {"axis"};
  Value axis = rt_int(2), args[2] = {arr, argv[1]};
  Value r = np_callk("split", 2, args, 1, kwn, &axis);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- np.s_ and np.index_exp: x[key] gives the key back ---- */
typedef struct IndexExp {
  Obj hdr;
  bool maketuple;
} IndexExp;

static void indexexp_free(Obj *o) { free(o); }

static Value indexexp_getitem(Value self, Value key) {
  if (RT_AS(IndexExp, self)->maketuple && !rt_is_tuple(key)) return rt_tuple_from(1, &key);
  rt_incref(key);
  return key;
}

static const ObjType indexexp_type = {.name = "numpy.lib.index_tricks.IndexExpression",
                                      .free = indexexp_free, .getitem = indexexp_getitem};

static Value indexexp_new(bool maketuple) {
  IndexExp *e = rt_malloc(sizeof *e);
  rt_obj_init(&e->hdr, &indexexp_type);
  e->maketuple = maketuple;
  return rt_obj(e);
}

/* ---- packbits / unpackbits ---- */

static bool little_order(Value v) {
  if (!np_given(v)) return false;
  const char *s = rt_is_str(v) ? rt_str_data(v) : "";
  if (!strcmp(s, "little")) return true;
  if (!strcmp(s, "big")) return false;
  rt_raise(RT_EXC_ValueError, "'order' must be either 'little' or 'big'");
}

/* Moves axis (None: the array flattened) last, C-contiguous: the runs to (un)pack. */
static Value runs_along(Value arr, Value axis, int *ax) {
  if (!np_given(axis)) {
    *ax = -1;
    return np_call1("ravel", arr);
  }
  *ax = np_axis_index(rt_to_index(axis, "axis"), RT_AS(Array, arr)->ndim);
  Value args[3] = {arr, rt_int(*ax), rt_int(-1)};
  Value moved = np_callk("moveaxis", 3, args, 0, NULL, NULL);
  int mark = rt_cleanup_push_value(&moved);
  Value r = rt_array_contiguous(moved, false);
  rt_cleanup_pop(mark, true);
  return r;
}

/* Result runs (outer, m) back in place of the axis. */
static Value runs_back(Value res, int ax) {
  if (ax < 0) return res;
  Value args[3] = {res, rt_int(-1), rt_int(ax)};
  int mark = rt_cleanup_push_value(&res);
  Value r = np_callk("moveaxis", 3, args, 0, NULL, NULL);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value f_packbits(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "axis", "bitorder"};
  Value a[3];
  rt_parse_args("packbits", argc, argv, kw, 3, names, 1, a);
  bool little = little_order(a[2]);
  Value arr = rt_array_from_value(a[0], -1);
  int mark = rt_cleanup_push_value(&arr);
  if (np_kind_rank(RT_AS(Array, arr)->dtype) >= 2)
    rt_raise(RT_EXC_TypeError, "Expected an input array of integer or boolean data type");
  int ax;
  Value runs = runs_along(arr, a[1], &ax);
  rt_cleanup_push_value(&runs);
  const Array *x = RT_AS(Array, runs);
  int64_t n = x->ndim ? x->shape[x->ndim - 1] : 1, outer = n ? x->size / n : 0, m = (n + 7) / 8;
  int64_t shape[RT_MAXDIM];
  memcpy(shape, x->shape, sizeof(int64_t) * (size_t)x->ndim);
  int nd = x->ndim ? x->ndim : 1;
  shape[nd - 1] = m;
  Value res = rt_array_new(DT_UINT8, nd, shape, true);
  uint8_t *o = (uint8_t *)RT_AS(Array, res)->data;
  int isz = rt_dtypes[x->dtype].itemsize;
  for (int64_t r = 0; r < outer; r++)
    for (int64_t i = 0; i < n; i++)
      if (rt_elem_truthy(x->dtype, x->data + (r * n + i) * isz))
        o[r * m + i / 8] |= (uint8_t)(little ? 1u << (i % 8) : 0x80u >> (i % 8));
  rt_cleanup_pop(mark, true);
  return runs_back(res, ax);
}

static Value f_unpackbits(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "axis", "count", "bitorder"};
  Value a[4];
  rt_parse_args("unpackbits", argc, argv, kw, 4, names, 1, a);
  bool little = little_order(a[3]);
  Value arr = rt_array_from_value(a[0], -1);
  int mark = rt_cleanup_push_value(&arr);
  if (RT_AS(Array, arr)->dtype != DT_UINT8)
    rt_raise(RT_EXC_TypeError, "Expected an input array of unsigned byte data type");
  int ax;
  Value runs = runs_along(arr, a[1], &ax);
  rt_cleanup_push_value(&runs);
  const Array *x = RT_AS(Array, runs);
  int64_t n = x->ndim ? x->shape[x->ndim - 1] : 1, outer = n ? x->size / n : 0, bits = n * 8;
  int64_t m = bits;
  if (np_given(a[2])) {
    int64_t c = rt_to_index(a[2], "count");
    m = c >= 0 ? c : bits + c;
    if (m < 0) rt_raise(RT_EXC_ValueError, "-count larger than number of elements");
  }
  int64_t shape[RT_MAXDIM];
  memcpy(shape, x->shape, sizeof(int64_t) * (size_t)x->ndim);
  int nd = x->ndim ? x->ndim : 1;
  shape[nd - 1] = m;
  Value res = rt_array_new(DT_UINT8, nd, shape, true);
  uint8_t *o = (uint8_t *)RT_AS(Array, res)->data;
  const uint8_t *in = (const uint8_t *)x->data;
  for (int64_t r = 0; r < outer; r++)
    for (int64_t i = 0; i < m && i < bits; i++) {
      uint8_t byte = in[r * n + i / 8];
      o[r * m + i] = little ? (byte >> (i % 8)) & 1 : (byte >> (7 - i % 8)) & 1;
    }
  rt_cleanup_pop(mark, true);
  return runs_back(res, ax);
}

/* ---- binary_repr, base_repr ---- */

static void put_digits(StrBuf *sb, uint64_t v, int base, int64_t min_len) {
  char buf[72];
  int n = 0;
  do {
    buf[n++] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"[v % (uint64_t)base];
    v /= (uint64_t)base;
  } while (v);
  for (int64_t k = n; k < min_len; k++) rt_sb_putc(sb, '0');
  while (n) rt_sb_putc(sb, buf[--n]);
}

static Value f_binary_repr(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"num", "width"};
  Value a[2];
  rt_parse_args("binary_repr", argc, argv, kw, 2, names, 1, a);
  int64_t num = rt_to_index(a[0], "num"), width = np_given(a[1]) ? rt_to_index(a[1], "width") : 0;
  StrBuf sb;
  rt_sb_init(&sb);
  if (num >= 0 || !np_given(a[1])) {
    if (num < 0) rt_sb_putc(&sb, '-');
    put_digits(&sb, num < 0 ? (uint64_t)0 - (uint64_t)num : (uint64_t)num, 2, width);
    return rt_sb_to_str(&sb);
  }
  int need = 1; /* two's complement in width bits (more if the number needs them) */
  while (need < 64 && (num < -(INT64_C(1) << (need - 1)))) need++;
  int64_t w = width > need ? width : need;
  uint64_t v = w >= 64 ? (uint64_t)num : (uint64_t)num & ((UINT64_C(1) << w) - 1);
  put_digits(&sb, v, 2, w);
  return rt_sb_to_str(&sb);
}

static Value f_base_repr(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"number", "base", "padding"};
  Value a[3];
  rt_parse_args("base_repr", argc, argv, kw, 3, names, 1, a);
  int64_t num = rt_to_index(a[0], "number");
  int64_t base = np_given(a[1]) ? rt_to_index(a[1], "base") : 2;
  int64_t pad = np_given(a[2]) ? rt_to_index(a[2], "padding") : 0;
  if (base > 36) rt_raise(RT_EXC_ValueError, "Bases greater than 36 not handled in base_repr.");
  if (base < 2) rt_raise(RT_EXC_ValueError, "Bases less than 2 not handled in base_repr.");
  StrBuf sb;
  rt_sb_init(&sb);
  if (num < 0) rt_sb_putc(&sb, '-');
  for (int64_t k = 0; k < pad; k++) rt_sb_putc(&sb, '0');
  put_digits(&sb, num < 0 ? (uint64_t)0 - (uint64_t)num : (uint64_t)num, (int)base, 0);
  return rt_sb_to_str(&sb);
}

/* ---- ndarray methods that are the module's functions with self placed ---- */

/* numpy.<fname>(*pre, self, *argv, **kw) with self at position `at` of the arguments. */
static Value call_with_self(const char *fname, Value self, int at, int argc, const Value *argv,
                            const Kwargs *kw) {
  Value args[8];
  if (argc > 6) rt_raise(RT_EXC_TypeError, "%s() takes at most 6 arguments", fname);
  int n = 0;
  for (int i = 0; i < at && i < argc; i++) args[n++] = argv[i];
  args[n++] = self;
  for (int i = at; i < argc; i++) args[n++] = argv[i];
  int nkw = kw ? kw->n : 0;
  return np_callk(fname, n, args, nkw, kw ? kw->names : NULL, kw ? kw->values : NULL);
}

static Value m_put(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return call_with_self("put", self, 0, argc, argv, kw);
}

static Value m_choose(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return call_with_self("choose", self, 0, argc, argv, kw);
}

/* a.compress(condition, axis=None): np.compress(condition, a, axis). */
static Value m_compress(Value self, int argc, const Value *argv, const Kwargs *kw) {
  if (argc < 1 && !(kw && kw->n)) rt_raise(RT_EXC_TypeError, "compress() missing required argument 'condition' (pos 1)");
  return call_with_self("compress", self, 1, argc, argv, kw);
}

/* a.itemset(index, value) (a flat int or a tuple), or a.itemset(value) for one element. */
static Value m_itemset(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("itemset", argc, kw, 1, 2);
  Array *a = RT_AS(Array, self);
  if (argc == 1) {
    if (a->size != 1) rt_raise(RT_EXC_ValueError, "can only convert an array of size 1 to a Python scalar");
    np_array_set_flat(self, argv[0]);
    return rt_none();
  }
  if (rt_is_tuple(argv[0])) {
    np_array_setitem(self, argv[0], argv[1]);
    return rt_none();
  }
  Value flat = np_flatiter_new(self);
  int mark = rt_cleanup_push_value(&flat);
  rt_setitem(flat, argv[0], argv[1]);
  rt_cleanup_pop(mark, true);
  return rt_none();
}

/* a.setflags(write=None, align=None, uic=None): the writeable flag. */
static Value m_setflags(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"write", "align", "uic"};
  Value v[3];
  rt_parse_args("setflags", argc, argv, kw, 3, names, 0, v);
  Array *a = RT_AS(Array, self);
  if (np_given(v[0])) {
    bool w = rt_truthy(v[0]);
    if (w && a->base && rt_is_array(rt_obj(a->base)) && !RT_AS(Array, rt_obj(a->base))->writeable)
      rt_raise(RT_EXC_ValueError, "cannot set WRITEABLE flag to True of this array");
    a->writeable = w;
  }
  return rt_none();
}

/* Module attribute alias for an existing function (np.product is np.prod). */
static void alias(Value m, const char *name, const char *target) {
  Value v = rt_module_lookup(m, target);
  if (rt_is_undef(v)) return;
  rt_incref(v);
  rt_module_set(m, name, v);
}

void np_register_arrayfns(Value m) {
  rt_module_add_fn(m, "broadcast_arrays", f_broadcast_arrays);
  rt_module_add_fn(m, "broadcast_shapes", f_broadcast_shapes);
  rt_module_add_fn(m, "block", f_block);
  rt_module_add_fn(m, "diagflat", f_diagflat);
  rt_module_add_fn(m, "tril_indices_from", f_tril_indices_from);
  rt_module_add_fn(m, "mask_indices", f_mask_indices);
  rt_module_add_fn(m, "triu_indices_from", f_triu_indices_from);
  rt_module_add_fn(m, "diag_indices_from", f_diag_indices_from);
  rt_module_add_fn(m, "put_along_axis", f_put_along_axis);
  rt_module_add_fn(m, "place", f_place);
  rt_module_add_fn(m, "putmask", f_putmask);
  rt_module_add_fn(m, "array_equiv", f_array_equiv);
  rt_module_add_fn(m, "asfarray", f_asfarray);
  rt_module_add_fn(m, "asarray_chkfinite", f_asarray_chkfinite);
  rt_module_add_fn(m, "dsplit", f_dsplit);
  rt_module_add_fn(m, "packbits", f_packbits);
  rt_module_add_fn(m, "unpackbits", f_unpackbits);
  rt_module_add_fn(m, "binary_repr", f_binary_repr);
  rt_module_add_fn(m, "base_repr", f_base_repr);
  np_register_method("put", m_put);
  np_register_method("choose", m_choose);
  np_register_method("compress", m_compress);
  np_register_method("itemset", m_itemset);
  np_register_method("setflags", m_setflags);
  rt_module_set(m, "s_", indexexp_new(false));
  rt_module_set(m, "index_exp", indexexp_new(true));
  alias(m, "product", "prod");
  alias(m, "cumproduct", "cumprod");
  alias(m, "alltrue", "all");
  alias(m, "sometrue", "any");
  alias(m, "round_", "around");
  rt_module_set(m, "NINF", rt_float(-INFINITY));
  rt_module_set(m, "PINF", rt_float(INFINITY));
  rt_module_set(m, "NZERO", rt_float(-0.0));
  rt_module_set(m, "PZERO", rt_float(0.0));
  rt_module_set(m, "Infinity", rt_float(INFINITY));
  rt_module_set(m, "infty", rt_float(INFINITY));
  rt_module_set(m, "NAN", rt_float(NAN));
}
