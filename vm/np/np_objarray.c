/* np_objarray.c — NumPy's object arrays (dtype=object) as NumPy 1.24 has them: the object and
 * its cycle-collector slots, creation from nested sequences (ragged ones stop at the deepest
 * level where all branches agree), the dtype('O') object, printing, attributes and shape
 * methods, indexing and assignment, len/iter/in/truth. Operators and reductions, which call
 * the Python operators per element, are np_objops.c's.
 *
 * Why a separate object and not a DType: the numeric loops, casts and the CPU engine read every
 * DType's elements as C values; an object array's elements are references that must be counted
 * and visited by the cycle collector (an array can hold a list that holds the array). Keeping
 * them out of the Array type leaves those paths untouched, as np_strarray.c does for strings.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "np_castwarn.h"
#include "np_flags.h"
#include "np_objarray.h"
#include "np_strarray.h"
#include "np_usersub.h"
#include "../base/error.h"
#include "../obj/bigint.h"
#include "../obj/class.h"
#include "../obj/complex.h"
#include "../obj/gc.h"
#include "../obj/hash.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_raise.h"
#include "np_fancypos.h"

/* ---- the object and the collector's slots ---- */

static void objarr_free(Obj *o) {
  NpObjArr *a = (NpObjArr *)o;
  if (a->buf) {
    for (int64_t i = 0; i < a->nbuf; i++) rt_decref(a->buf[i]);
    free(a->buf);
  }
  if (a->owner) rt_decref(rt_obj(a->owner));
  rt_decref(a->rec_field);
  free(a);
}

static void objarr_traverse(Obj *o, void (*visit)(Value, void *), void *arg) {
  NpObjArr *a = (NpObjArr *)o;
  if (a->buf) {
    for (int64_t i = 0; i < a->nbuf; i++) visit(a->buf[i], arg);
  }
  if (a->owner) visit(rt_obj(a->owner), arg);
}

/* The owner's slots become None (its views stay valid); a view forgets its items. */
static void objarr_clear(Obj *o) {
  NpObjArr *a = (NpObjArr *)o;
  if (a->buf) {
    for (int64_t i = 0; i < a->nbuf; i++) {
      Value old = a->buf[i];
      a->buf[i] = rt_none();
      rt_decref(old);
    }
  }
  if (a->owner) {
    Obj *own = a->owner;
    a->owner = NULL;
    a->items = NULL;
    a->ndim = 1;
    a->shape[0] = a->size = 0;
    rt_decref(rt_obj(own));
  }
}

static NpObjArr *objarr_header(int ndim, const int64_t *shape) {
  if (ndim > RT_MAXDIM)
    rt_raise(RT_EXC_ValueError, "maximum supported dimension for an ndarray is %d, found %d",
             RT_MAXDIM, ndim);
  NpObjArr *a = rt_malloc(sizeof *a);
  memset(a, 0, sizeof *a);
  rt_obj_init(&a->hdr, &np_objarr_type);
  a->ndim = ndim;
  a->size = 1;
  for (int i = 0; i < ndim; i++) {
    a->shape[i] = shape[i];
    a->size *= shape[i];
  }
  return a;
}

Value np_objarr_new(int ndim, const int64_t *shape) {
  for (int i = 0; i < ndim; i++)
    if (shape[i] < 0) rt_raise(RT_EXC_ValueError, "negative dimensions are not allowed");
  NpObjArr *a = objarr_header(ndim, shape);
  a->nbuf = a->size;
  a->buf = malloc(sizeof(Value) * (size_t)(a->size ? a->size : 1));
  if (!a->buf) {
    int64_t n = a->size;
    free(a);
    rt_raise(RT_EXC_MemoryError, "Unable to allocate an object array of %lld elements",
             (long long)n);
  }
  for (int64_t i = 0; i < a->size; i++) a->buf[i] = rt_none();
  a->items = a->buf;
  int64_t st = 1;
  for (int i = ndim - 1; i >= 0; i--) {
    a->strides[i] = st;
    st *= shape[i] ? shape[i] : 1;
  }
  rt_gc_track(&a->hdr);
  return rt_obj(a);
}

Value np_objarr_view(Value base, int ndim, const int64_t *shape, const int64_t *strides,
                     Value *items) {
  NpObjArr *b = RT_AS(NpObjArr, base);
  NpObjArr *a = objarr_header(ndim, shape);
  for (int i = 0; i < ndim; i++) a->strides[i] = strides[i];
  a->items = items;
  a->owner = b->owner ? b->owner : &b->hdr;
  rt_incref(rt_obj(a->owner));
  rt_gc_track(&a->hdr);
  return rt_obj(a);
}

Value *np_objarr_at(const NpObjArr *a, int64_t k) {
  return np_items_at(a->ndim, a->shape, a->strides, a->items, k);
}

Value *np_objarr_bcast_at(const NpObjArr *a, int nd, const int64_t *shape, int64_t k) {
  return np_items_bcast_at(a->ndim, a->shape, a->strides, a->items, nd, shape, k);
}

void np_objarr_store(Value *slot, Value v) {
  rt_incref(v);
  Value old = *slot;
  *slot = v;
  rt_decref(old);
}

Value np_objarr_copy(const NpObjArr *a) {
  Value out = np_objarr_new(a->ndim, a->shape);
  NpObjArr *o = RT_AS(NpObjArr, out);
  for (int64_t k = 0; k < a->size; k++) np_objarr_store(&o->items[k], *np_objarr_at(a, k));
  return out;
}

static bool c_contiguous(const NpObjArr *a) {
  int64_t st = 1;
  for (int i = a->ndim - 1; i >= 0; i--) {
    if (a->shape[i] != 1 && a->strides[i] != st) return false;
    st *= a->shape[i];
  }
  return true;
}

/* ---- creation from nested sequences ---- */

/* A list or tuple subclass's instance (a namedtuple) as its list or tuple: NumPy nests any
 * sequence. */
static Value seq_of(Value v) {
  Value b = rt_unwrap_base(v);
  return rt_is_list(b) || rt_is_tuple(b) ? b : v;
}

/* Lists, tuples and arrays of any kind with at least one axis are levels of the nesting. */
static bool is_level(Value v) {
  v = seq_of(v);
  if (rt_is_list(v) || rt_is_tuple(v) || rt_is_type(v, &rt_range_type)) return true;
  if (rt_is_array(v)) return RT_AS(Array, v)->ndim > 0;
  if (np_is_objarr(v)) return RT_AS(NpObjArr, v)->ndim > 0;
  if (np_is_strarr(v)) return RT_AS(NpStrArr, v)->ndim > 0;
  return false;
}

static int64_t level_len(Value v) {
  v = seq_of(v);
  if (rt_is_list(v)) return RT_AS(List, v)->n;
  if (rt_is_tuple(v)) return RT_AS(Tuple, v)->n;
  return rt_len(v);
}

/* Item i of a level, a new reference (an array's element as a Python value). */
static Value level_item(Value v, int64_t i) {
  Value r;
  v = seq_of(v);
  if (rt_is_list(v)) r = RT_AS(List, v)->items[i];
  else if (rt_is_tuple(v)) r = RT_AS(Tuple, v)->items[i];
  else if (rt_is_array(v) && RT_AS(Array, v)->ndim == 1) {
    Array *a = RT_AS(Array, v);
    return np_elem_to_py(a->dtype, a->data + i * a->strides[0]);
  } else return rt_getitem(v, rt_int(i));
  rt_incref(r);
  return r;
}

/* The deepest ndim at which every branch of v has the lengths of shape: shape follows the
 * first branch, and depth `*nd` shrinks where a branch disagrees. */
static void agree(Value v, int depth, int *nd, int64_t *shape) {
  if (depth >= *nd) return;
  if (!is_level(v) || level_len(v) != shape[depth]) {
    *nd = depth;
    return;
  }
  int64_t n = level_len(v);
  for (int64_t i = 0; i < n && depth + 1 < *nd; i++) {
    Value e = level_item(v, i);
    int mark = rt_cleanup_push_value(&e);
    agree(e, depth + 1, nd, shape);
    rt_cleanup_pop(mark, true);
  }
}

static int first_shape(Value v, int64_t *shape) {
  int nd = 0;
  Value cur = v;
  rt_incref(cur);
  while (is_level(cur) && nd < RT_MAXDIM) {
    int64_t n = level_len(cur);
    shape[nd++] = n;
    if (n == 0) break;
    Value next = level_item(cur, 0);
    rt_decref(cur);
    cur = next;
  }
  rt_decref(cur);
  return nd;
}

static void fill_items(NpObjArr *a, Value v, int depth, int64_t *k) {
  if (depth == a->ndim) {
    np_objarr_store(&a->items[(*k)++], v);
    return;
  }
  int64_t n = a->shape[depth];
  for (int64_t i = 0; i < n; i++) {
    Value e = level_item(v, i);
    int mark = rt_cleanup_push_value(&e);
    fill_items(a, e, depth + 1, k);
    rt_cleanup_pop(mark, true);
  }
}

/* The shape np.array(v) discovers; *full is false when branches disagree below it. */
static int discover(Value v, int64_t *shape, bool *full) {
  int nd = first_shape(v, shape);
  int want = nd;
  agree(v, 0, &nd, shape);
  *full = nd == want;
  return nd;
}

Value np_objarr_from_value(Value v) {
  if (np_is_objarr(v)) return np_objarr_copy(RT_AS(NpObjArr, v));
  int64_t shape[RT_MAXDIM];
  bool full;
  int nd = discover(v, shape, &full);
  Value out = np_objarr_new(nd, shape);
  int mark = rt_cleanup_push_value(&out);
  int64_t k = 0;
  fill_items(RT_AS(NpObjArr, out), v, 0, &k);
  rt_cleanup_pop(mark, false);
  return out;
}

/* A leaf NumPy 1.24 stores only in an object array. */
static bool object_leaf(Value v) {
  switch (v.tag) {
    case RT_BOOL: case RT_INT: case RT_FLOAT: return false;
    default: break;
  }
  if (v.tag != RT_OBJ || np_is_objarr(v)) return true; /* None */
  Value b = rt_unwrap_base(v); /* str, bytes, numpy.str_, numpy.bytes_: a string array's */
  if (rt_is_str(b) || rt_is_type(b, &rt_bytes_type)) return false;
  if (rt_is_npscalar(v) || rt_is_array(v) || rt_is_complex(v) ||
      rt_is_type(v, &rt_range_type) || v.as.o->type->as_array || v.as.o->type->numkind != RT_NUMBER_NONE)
    return false; /* numbers, strings, ranges (nested as sequences) and arrays of any kind */
  if (rt_is_bigint(v)) {
    int64_t i;
    uint64_t u;
    return !rt_int_to_i64(v, &i) && !rt_int_to_u64(v, &u);
  }
  return true;
}

/* The search stops past NumPy's 32 dimensions (a list holding itself: the array's own
 * discovery then gives NumPy's error), so no input recurses without end or branches
 * exponentially. */
static bool obj_leaves(Value v, int depth, bool *too_deep) {
  if (np_is_objarr(v)) return true;
  v = seq_of(v);
  if (!(rt_is_list(v) || rt_is_tuple(v))) return object_leaf(v);
  if (depth > RT_MAXDIM) {
    *too_deep = true;
    return false;
  }
  int64_t n = level_len(v);
  for (int64_t i = 0; i < n && !*too_deep; i++)
    if (obj_leaves(rt_is_list(v) ? RT_AS(List, v)->items[i] : RT_AS(Tuple, v)->items[i], depth + 1, too_deep))
      return true;
  return false;
}

bool np_obj_leaves(Value v) {
  bool too_deep = false;
  return obj_leaves(v, 0, &too_deep);
}

static _Noreturn void raise_ragged(int nd, const int64_t *shape) {
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_shape(&sb, nd, shape);
  char msg[300];
  snprintf(msg, sizeof msg, "%s", sb.data);
  rt_sb_free(&sb);
  rt_raise(RT_EXC_ValueError, "setting an array element with a sequence. The requested array "
                              "has an inhomogeneous shape after %d dimensions. The detected "
                              "shape was %s + inhomogeneous part.", nd, msg);
}

Value np_obj_array_hook(Value obj, Value dtype) {
  bool given = !rt_is_undef(dtype) && !rt_is_none(dtype);
  if (given) return np_is_obj_dtype(dtype) ? np_objarr_from_value(obj) : rt_undef();
  if (np_is_objarr(obj)) return np_objarr_copy(RT_AS(NpObjArr, obj));
  if (!(rt_is_list(obj) || rt_is_tuple(obj))) { /* np.array(None): a 0-d object array */
    bool plain = obj.tag == RT_OBJ && (obj.as.o->type->as_array || obj.as.o->type->iter ||
                                       obj.as.o->type->numkind != RT_NUMBER_NONE);
    return !plain && object_leaf(obj) ? np_objarr_from_value(obj) : rt_undef();
  }
  if (!np_obj_leaves(obj)) return rt_undef();
  int64_t shape[RT_MAXDIM];
  bool full;
  int nd = discover(obj, shape, &full);
  if (!full) raise_ragged(nd, shape);
  return np_objarr_from_value(obj);
}

Value np_obj_filled_hook(int ndim, const int64_t *shape, Value dtype, Value fill) {
  bool given = !rt_is_undef(dtype) && !rt_is_none(dtype);
  if (given ? !np_is_obj_dtype(dtype) : rt_is_undef(fill) || !np_obj_leaves(fill))
    return rt_undef(); /* np.full(2, None): the fill's dtype, object */
  Value out = np_objarr_new(ndim, shape);
  if (rt_is_undef(fill)) return out;
  NpObjArr *o = RT_AS(NpObjArr, out);
  int mark = rt_cleanup_push_value(&out);
  if (is_level(fill)) {
    Value src = np_objarr_from_value(fill);
    int inner = rt_cleanup_push_value(&src);
    NpObjArr *s = RT_AS(NpObjArr, src);
    int64_t bshape[RT_MAXDIM];
    rt_broadcast_shapes(s->ndim, s->shape, o->ndim, o->shape, bshape);
    for (int64_t k = 0; k < o->size; k++)
      np_objarr_store(&o->items[k], *np_objarr_bcast_at(s, o->ndim, o->shape, k));
    rt_cleanup_pop(inner, true);
  } else {
    for (int64_t k = 0; k < o->size; k++) np_objarr_store(&o->items[k], fill);
  }
  rt_cleanup_pop(mark, false);
  return out;
}

/* ---- the dtype object dtype('O') ---- */

typedef struct ObjDType {
  Obj hdr;
} ObjDType;

static void odt_free(Obj *o) { free(o); }
static Value odt_str(Value self) {
  (void)self;
  return rt_str_new("object", 6);
}
static Value odt_repr(Value self) {
  (void)self;
  return rt_str_new("dtype('O')", 10);
}
static Value odt_getattr(Value self, const char *name) {
  if (!strcmp(name, "kind") || !strcmp(name, "char")) return rt_str_new("O", 1);
  if (!strcmp(name, "itemsize")) return rt_int(8);
  if (!strcmp(name, "str")) return rt_str_new("|O", 2);
  if (!strcmp(name, "name")) return odt_str(self);
  if (!strcmp(name, "__setstate__")) return np_dtype_pickle_attr(self, name); /* unpickling */
  if (!strcmp(name, "type")) {
    Value np = rt_import("numpy");
    Value t = rt_getattr(np, "object_");
    rt_decref(np);
    return t;
  }
  return np_dtype_common_attr(self, name);
}
static Value odt_binop(BinOp op, Value a, Value b) {
  if (op != RT_OP_EQ && op != RT_OP_NE) return rt_undef();
  bool same = np_is_obj_dtype(a) && np_is_obj_dtype(b);
  return rt_bool(op == RT_OP_EQ ? same : !same);
}
static int64_t odt_hash(Value self) {
  (void)self;
  return 0x4f4f4f;
}
static const ObjType objdtype_type = {
    .name = "numpy.dtype[object_]", .free = odt_free, .repr = odt_repr, .str = odt_str,
    .getattr = odt_getattr, .binop = odt_binop, .hash = odt_hash};

bool np_is_objdtype(Value v) { return rt_is_type(v, &objdtype_type); }

Value np_objdtype_new(void) {
  ObjDType *d = rt_malloc(sizeof *d);
  rt_obj_init(&d->hdr, &objdtype_type);
  return rt_obj(d);
}

bool np_is_obj_dtype(Value dt) {
  if (rt_is_type(dt, &objdtype_type)) return true;
  if (rt_is(dt, rt_object_class())) return true;
  if (rt_is_native(dt)) {
    const char *r = RT_AS(NativeFunc, dt)->repr_as;
    return r && !strcmp(r, "<class 'numpy.object_'>");
  }
  if (!rt_is_str(dt)) return false;
  const char *s = rt_str_data(dt);
  return !strcmp(s, "O") || !strcmp(s, "object") || !strcmp(s, "|O") || !strcmp(s, "O8") ||
         !strcmp(s, "object_");
}

/* np.object_(x) is x itself, as NumPy's object scalar type gives back the object. */
static Value f_object_(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("object_", argc, kw, 0, 1);
  if (argc == 0) return rt_none();
  rt_incref(argv[0]);
  return argv[0];
}

static bool never_instance(Value v) {
  (void)v;
  return false;
}

void np_register_objarray(Value m) {
  rt_module_set(m, "object_", rt_native_class("object_", f_object_, never_instance,
                                              "<class 'numpy.object_'>"));
}

/* ---- printing: NumPy's _formatArray (np_strarray.c's) over the elements' reprs; a list
 * element prints as list([1, 2]), as NumPy 1.24 marks it ---- */

static Value elem_text(Value v) {
  Value r = rt_repr(v);
  if (!rt_is_list(v)) return r;
  Value w = rt_str_printf("list(%s)", rt_str_data(r));
  rt_decref(r);
  return w;
}

void np_objarr_format_body(StrBuf *sb, const NpObjArr *a, const char *sep, const char *hang,
                           size_t width) {
  NpStrArr t;
  memset(&t, 0, sizeof t);
  t.ndim = a->ndim;
  t.size = a->size;
  memcpy(t.shape, a->shape, sizeof(int64_t) * (size_t)a->ndim);
  int64_t st = 1;
  for (int i = a->ndim - 1; i >= 0; i--) {
    t.strides[i] = st;
    st *= a->shape[i] ? a->shape[i] : 1;
  }
  int64_t n = a->size ? a->size : 1;
  Value texts = rt_tuple_new(n); /* owns the texts while they print */
  int mark = rt_cleanup_push_value(&texts);
  for (int64_t k = 0; k < a->size; k++) rt_tuple_set(texts, k, elem_text(*np_objarr_at(a, k)));
  if (a->size == 0) rt_tuple_set(texts, 0, rt_str_new("", 0));
  t.items = RT_AS(Tuple, texts)->items;
  np_strarr_format_body(sb, &t, sep, hang, width, true);
  rt_cleanup_pop(mark, true);
}

static Value objarr_str(Value self) {
  NpObjArr *a = RT_AS(NpObjArr, self);
  if (a->ndim == 0) return rt_to_str(a->items[0]);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  np_objarr_format_body(&sb, a, " ", " ", (size_t)np_print_linewidth());
  Value r = rt_str_new(sb.data, sb.len);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value objarr_repr(Value self) {
  NpObjArr *a = RT_AS(NpObjArr, self);
  StrBuf sb;
  rt_sb_init(&sb);
  int mark = rt_sb_cleanup_push(&sb);
  rt_sb_puts(&sb, "array(");
  if (a->size == 0 && a->ndim != 1) {
    rt_sb_puts(&sb, "[], shape=");
    rt_sb_shape(&sb, a->ndim, a->shape);
  } else {
    np_objarr_format_body(&sb, a, ", ", "       ", (size_t)np_print_linewidth() - 1);
  }
  np_repr_dtype_suffix(&sb, "dtype=object)", false);
  Value r = rt_str_new(sb.data, sb.len);
  rt_cleanup_pop(mark, true);
  return r;
}

/* ---- attributes and methods ---- */

static Value m_tolist(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("tolist", argc, kw, 0, 0);
  NpObjArr *a = RT_AS(NpObjArr, self);
  return np_items_tolist(a->ndim, a->shape, a->strides, a->items);
}

static Value m_item(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("item", argc, kw, 0, 0);
  NpObjArr *a = RT_AS(NpObjArr, self);
  if (a->size != 1)
    rt_raise(RT_EXC_ValueError, "can only convert an array of size 1 to a Python scalar");
  Value v = *np_objarr_at(a, 0);
  rt_incref(v);
  return v;
}

static Value m_copy(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("copy", argc, kw, 0, 0);
  return np_objarr_copy(RT_AS(NpObjArr, self));
}

static Value m_astype(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("astype", argc, kw, 1, 1);
  if (np_is_obj_dtype(argv[0])) return np_objarr_copy(RT_AS(NpObjArr, self));
  if (np_str_dtype_width(argv[0]) >= 0) {
    Value l = m_tolist(self, 0, NULL, NULL);
    int mark = rt_cleanup_push_value(&l);
    int64_t w = np_str_dtype_width(argv[0]);
    Value r = np_strarr_from_list(l, w, true);
    rt_cleanup_pop(mark, true);
    return r;
  }
  return np_objarr_to_numbers(self, rt_dtype_from_value(argv[0]));
}

/* A view of self with shape (ndim, shape); a C-contiguous copy first when self is not. */
static Value reshaped(Value self, int ndim, const int64_t *shape) {
  NpObjArr *a = RT_AS(NpObjArr, self);
  Value src = c_contiguous(a) ? (rt_incref(self), self) : np_objarr_copy(a);
  int mark = rt_cleanup_push_value(&src);
  int64_t strides[RT_MAXDIM], st = 1;
  for (int i = ndim - 1; i >= 0; i--) {
    strides[i] = st;
    st *= shape[i] ? shape[i] : 1;
  }
  Value r = np_objarr_view(src, ndim, shape, strides, RT_AS(NpObjArr, src)->items);
  rt_cleanup_pop(mark, true);
  return r;
}

static int new_shape(const NpObjArr *a, int argc, const Value *argv, int64_t *shape) {
  int nd;
  if (argc == 1) nd = np_parse_shape(argv[0], shape);
  else {
    nd = argc;
    for (int i = 0; i < argc; i++) shape[i] = rt_to_index(argv[i], "shape");
  }
  int64_t known = 1;
  int unknown = -1;
  for (int i = 0; i < nd; i++) {
    if (shape[i] == -1 && unknown < 0) unknown = i;
    else known *= shape[i];
  }
  if (unknown >= 0 && known > 0 && a->size % known == 0) shape[unknown] = a->size / known;
  int64_t total = 1;
  for (int i = 0; i < nd; i++) total *= shape[i];
  if (total != a->size || (unknown >= 0 && shape[unknown] < 0)) {
    StrBuf sb;
    rt_sb_init(&sb);
    for (int i = 0; i < nd; i++) rt_sb_printf(&sb, i ? ",%lld" : "%lld", (long long)shape[i]);
    char msg[300];
    snprintf(msg, sizeof msg, "%s", sb.data ? sb.data : "");
    rt_sb_free(&sb);
    rt_raise(RT_EXC_ValueError, "cannot reshape array of size %lld into shape (%s%s)",
             (long long)a->size, msg, nd == 1 ? "," : "");
  }
  return nd;
}

static Value m_reshape(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("reshape", argc, kw, 1, RT_MAXDIM);
  int64_t shape[RT_MAXDIM];
  int nd = new_shape(RT_AS(NpObjArr, self), argc, argv, shape);
  return reshaped(self, nd, shape);
}

static Value m_ravel(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("ravel", argc, kw, 0, 0);
  int64_t n = RT_AS(NpObjArr, self)->size;
  return reshaped(self, 1, &n);
}

static Value m_flatten(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("flatten", argc, kw, 0, 0);
  Value c = np_objarr_copy(RT_AS(NpObjArr, self));
  int mark = rt_cleanup_push_value(&c);
  int64_t n = RT_AS(NpObjArr, c)->size;
  Value r = reshaped(c, 1, &n);
  rt_cleanup_pop(mark, true);
  return r;
}

static Value transposed(Value self) {
  NpObjArr *a = RT_AS(NpObjArr, self);
  int64_t shape[RT_MAXDIM], strides[RT_MAXDIM];
  for (int i = 0; i < a->ndim; i++) {
    shape[i] = a->shape[a->ndim - 1 - i];
    strides[i] = a->strides[a->ndim - 1 - i];
  }
  return np_objarr_view(self, a->ndim, shape, strides, a->items);
}

static Value m_transpose(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("transpose", argc, kw, 0, 0);
  return transposed(self);
}

static Value m_fill(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("fill", argc, kw, 1, 1);
  NpObjArr *a = RT_AS(NpObjArr, self);
  for (int64_t k = 0; k < a->size; k++) np_objarr_store(np_objarr_at(a, k), argv[0]);
  return rt_none();
}

#define REDUCER(NAME)                                                                  \
  static Value m_##NAME(Value self, int argc, const Value *argv, const Kwargs *kw) {   \
    static const char *const names[] = {"axis"};                                      \
    Value a[1];                                                                        \
    rt_parse_args(#NAME, argc, argv, kw, 1, names, 0, a);                              \
    return np_objarr_reduce(#NAME, self, a[0]);                                        \
  }
REDUCER(sum)
REDUCER(prod)
REDUCER(max)
REDUCER(min)
REDUCER(mean)
REDUCER(any)
REDUCER(all)
#undef REDUCER

static Value m_argmax(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"axis", "out"};
  Value a[2];
  rt_parse_args("argmax", argc, argv, kw, 2, names, 0, a);
  return np_objarr_argext(self, a[0], true);
}

static Value m_argmin(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"axis", "out"};
  Value a[2];
  rt_parse_args("argmin", argc, argv, kw, 2, names, 0, a);
  return np_objarr_argext(self, a[0], false);
}

static Value m_sort(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"axis", "kind", "order"};
  Value a[3];
  rt_parse_args("sort", argc, argv, kw, 3, names, 0, a);
  return np_obj_sort_hook(self, rt_is_undef(a[0]) ? rt_int(-1) : a[0], a[1], true);
}

static Value m_argsort(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"axis", "kind", "order"};
  Value a[3];
  rt_parse_args("argsort", argc, argv, kw, 3, names, 0, a);
  return np_obj_argsort_hook(self, rt_is_undef(a[0]) ? rt_int(-1) : a[0], a[1]);
}

/* a.view(), a.view(object), a.view(np.ndarray): the same items; a.view(C) of a user subclass
 * C of np.ndarray through np_usersub.c; another dtype is refused as NumPy refuses it. */
static Value m_view(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"dtype", "type"};
  Value v[2];
  rt_parse_args("view", argc, argv, kw, 2, names, 0, v);
  if (np_usersub_is_class(v[0]) || !rt_is_undef(v[1])) return np_usersub_view(self, v[0], v[1]);
  bool ndarray = rt_is_native(v[0]) && RT_AS(NativeFunc, v[0])->repr_as &&
                 !strcmp(RT_AS(NativeFunc, v[0])->repr_as, "<class 'numpy.ndarray'>");
  if (!rt_is_undef(v[0]) && !rt_is_none(v[0]) && !ndarray && !np_is_obj_dtype(v[0]))
    rt_raise(RT_EXC_TypeError, "Cannot change data-type for object array.");
  NpObjArr *a = RT_AS(NpObjArr, self);
  return np_objarr_view(self, a->ndim, a->shape, a->strides, a->items);
}

static const struct {
  const char *name;
  NativeFn fn;
} methods[] = {
    {"view", m_view},
    {"tolist", m_tolist}, {"item", m_item},         {"copy", m_copy},
    {"astype", m_astype}, {"reshape", m_reshape},   {"ravel", m_ravel},
    {"flatten", m_flatten}, {"transpose", m_transpose}, {"fill", m_fill},
    {"sum", m_sum},       {"prod", m_prod},         {"max", m_max},
    {"min", m_min},       {"mean", m_mean},         {"any", m_any},
    {"all", m_all},       {"sort", m_sort},         {"argsort", m_argsort},
    {"argmax", m_argmax}, {"argmin", m_argmin},
};

static Value objarr_getattr(Value self, const char *name) {
  NpObjArr *a = RT_AS(NpObjArr, self);
  if (!strcmp(name, "dtype")) return np_objdtype_new();
  if (!strcmp(name, "shape")) return np_shape_tuple(a->ndim, a->shape);
  if (!strcmp(name, "ndim")) return rt_int(a->ndim);
  if (!strcmp(name, "size")) return rt_int(a->size);
  if (!strcmp(name, "itemsize")) return rt_int(8);
  if (!strcmp(name, "nbytes")) return rt_int(8 * a->size);
  if (!strcmp(name, "flags")) return np_flags_new(self);
  if (!strcmp(name, "flat")) return np_text_flatiter_new(self);
  if (!strcmp(name, "T")) return transposed(self);
  if (!strcmp(name, "__setstate__")) return rt_native_bind("__setstate__", np_objarr_setstate, self);
  if (!strcmp(name, "__reduce__")) return rt_native_bind("__reduce__", np_objarr_m_reduce, self);
  if (!strcmp(name, "__reduce_ex__")) return rt_native_bind("__reduce_ex__", np_objarr_m_reduce, self);
  for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++)
    if (!strcmp(name, methods[i].name)) return rt_native_bind(methods[i].name, methods[i].fn, self);
  if (!strcmp(name, "repeat") || !strcmp(name, "squeeze") || !strcmp(name, "swapaxes") ||
      !strcmp(name, "diagonal"))
    return np_strarr_layout_getattr(self, name); /* on the items' positions (np_strlayout.c) */
  return rt_undef();
}

/* ---- indexing: ints, slices, None, Ellipsis (views); boolean masks and integer arrays
 * (copies) ---- */

static _Noreturn void too_many(int ndim, int nk) {
  rt_raise(RT_EXC_IndexError, "too many indices for array: array is %d-dimensional, but %d "
                              "were indexed", ndim, nk);
}

/* a[keys] for basic keys: the element (new reference) when every axis took an int, else a
 * view. */
static Value index_basic(Value self, int nk, const Value *keys) {
  NpObjArr *a = RT_AS(NpObjArr, self);
  int used = 0;
  for (int j = 0; j < nk; j++)
    used += !rt_is_none(keys[j]) && !rt_is_type(keys[j], &rt_ellipsis_type);
  if (used > a->ndim) too_many(a->ndim, used);
  int64_t shape[RT_MAXDIM], strides[RT_MAXDIM];
  int nd = 0, ax = 0;
  Value *p = a->items;
  for (int j = 0; j < nk; j++) {
    Value k = keys[j];
    if (rt_is_none(k)) {
      shape[nd] = 1;
      strides[nd++] = 0;
    } else if (rt_is_type(k, &rt_ellipsis_type)) {
      for (int m = 0; m < a->ndim - used; m++, ax++) {
        shape[nd] = a->shape[ax];
        strides[nd++] = a->strides[ax];
      }
      used = a->ndim;
    } else if (rt_is_type(k, &rt_slice_type)) {
      int64_t st, sp, step;
      int64_t n = rt_slice_indices(k, a->shape[ax], &st, &sp, &step);
      if (n > 0) p += st * a->strides[ax];
      shape[nd] = n;
      strides[nd++] = step * a->strides[ax];
      ax++;
    } else {
      int64_t i = rt_to_index(k, "index");
      if (i < -a->shape[ax] || i >= a->shape[ax])
        rt_raise(RT_EXC_IndexError, "index %lld is out of bounds for axis %d with size %lld",
                 (long long)i, ax, (long long)a->shape[ax]);
      p += (i < 0 ? i + a->shape[ax] : i) * a->strides[ax];
      ax++;
    }
  }
  for (; ax < a->ndim; ax++) {
    shape[nd] = a->shape[ax];
    strides[nd++] = a->strides[ax];
  }
  bool view = nd > 0;
  for (int j = 0; j < nk; j++) view |= !rt_is_intlike(keys[j]) && !rt_is_npscalar(keys[j]);
  if (!view) {
    rt_incref(*p);
    return *p;
  }
  return np_objarr_view(self, nd, shape, strides, p);
}

/* The flat (C-order) positions a boolean mask of a's shape selects. */
static int64_t *mask_positions(const NpObjArr *a, const Array *m, int64_t *count) {
  if (m->ndim != a->ndim || memcmp(m->shape, a->shape, sizeof(int64_t) * (size_t)a->ndim)) {
    int ax = 0;
    while (ax < m->ndim && ax < a->ndim && m->shape[ax] == a->shape[ax]) ax++;
    rt_raise(RT_EXC_IndexError, "boolean index did not match indexed array along dimension %d; "
                                "dimension is %lld but corresponding boolean dimension is %lld",
             ax, (long long)(ax < a->ndim ? a->shape[ax] : 1),
             (long long)(ax < m->ndim ? m->shape[ax] : 1));
  }
  int64_t *pos = rt_malloc(sizeof(int64_t) * (size_t)(a->size ? a->size : 1));
  int64_t n = 0, k = 0;
  NpIter it;
  for (np_iter_init(&it, m); it.more; np_iter_next(&it), k++)
    if (*it.ptr) pos[n++] = k;
  *count = n;
  return pos;
}

/* The item offsets (into a->items) that an integer index array along axis 0 selects, and the
 * shape of the selection (index shape + a's other axes). */
static int64_t *int_positions(const NpObjArr *a, Value idx, int *nd, int64_t *shape,
                              int64_t *count) {
  if (a->ndim == 0) too_many(0, 1);
  Value arr = rt_array_from_value(idx, DT_INT64);
  int mark = rt_cleanup_push_value(&arr);
  Array *ix = RT_AS(Array, arr);
  *nd = ix->ndim + a->ndim - 1;
  if (*nd > RT_MAXDIM) too_many(a->ndim, *nd);
  memcpy(shape, ix->shape, sizeof(int64_t) * (size_t)ix->ndim);
  memcpy(shape + ix->ndim, a->shape + 1, sizeof(int64_t) * (size_t)(a->ndim - 1));
  NpObjArr sub = *a; /* the other axes of one row */
  sub.ndim = a->ndim - 1;
  sub.size = 1;
  for (int i = 0; i < sub.ndim; i++) {
    sub.shape[i] = a->shape[i + 1];
    sub.strides[i] = a->strides[i + 1];
    sub.size *= sub.shape[i];
  }
  int64_t inner = sub.size;
  int64_t *pos = rt_malloc(sizeof(int64_t) * (size_t)(ix->size * inner + 1));
  int64_t n = 0;
  NpIter it;
  for (np_iter_init(&it, ix); it.more; np_iter_next(&it)) {
    int64_t i = *(int64_t *)it.ptr;
    if (i < -a->shape[0] || i >= a->shape[0]) {
      free(pos);
      rt_raise(RT_EXC_IndexError, "index %lld is out of bounds for axis 0 with size %lld",
               (long long)i, (long long)a->shape[0]);
    }
    int64_t row = (i < 0 ? i + a->shape[0] : i) * a->strides[0];
    sub.items = a->items + row;
    for (int64_t k = 0; k < inner; k++) pos[n++] = np_objarr_at(&sub, k) - a->items;
  }
  rt_cleanup_pop(mark, true);
  *count = n;
  return pos;
}

static bool fancy_key(Value key) {
  return rt_is_array(key) || rt_is_list(key);
}

/* The positions of a fancy key (a boolean mask or integer indices), a malloc'd list. */
static int64_t *fancy_positions(const NpObjArr *a, Value key, int *nd, int64_t *shape,
                                int64_t *count) {
  Value k = rt_is_array(key) ? (rt_incref(key), key) : rt_array_from_value(key, -1);
  int mark = rt_cleanup_push_value(&k);
  int64_t *pos;
  if (RT_AS(Array, k)->dtype == DT_BOOL) {
    pos = mask_positions(a, RT_AS(Array, k), count);
    for (int64_t i = 0; i < *count; i++) pos[i] = np_objarr_at(a, pos[i]) - a->items;
    *nd = 1;
    shape[0] = *count;
  } else {
    pos = int_positions(a, k, nd, shape, count);
  }
  rt_cleanup_pop(mark, true);
  return pos;
}

/* a[key] for a key of index arrays mixed with other keys (np_fancypos.c): a new array of the
 * items it selects (the item itself for one position). */
static Value index_positions(NpObjArr *a, Value key) {
  Value pos = np_fancy_positions(a->ndim, a->shape, key), out = rt_undef();
  int mark = rt_cleanup_push_value(&pos);
  rt_cleanup_push_value(&out);
  if (!rt_is_array(pos)) {
    out = *np_objarr_at(a, rt_to_index(pos, "index"));
    rt_incref(out);
  } else {
    Array *p = RT_AS(Array, pos);
    out = np_objarr_new(p->ndim, p->shape);
    NpObjArr *o = RT_AS(NpObjArr, out);
    int64_t j = 0;
    NpIter it;
    for (np_iter_init(&it, p); it.more; np_iter_next(&it), j++)
      np_objarr_store(&o->items[j], *np_objarr_at(a, *(int64_t *)(void *)it.ptr));
  }
  Value r = out;
  out = rt_undef();
  rt_cleanup_pop(mark, true);
  return r;
}

/* a[key] = v for such a key: v (a value for all, or an array broadcast to the selection's
 * shape) written in the selection's order, so a repeated position keeps the last value. */
static void assign_positions(NpObjArr *a, Value key, Value v) {
  Value pos = np_fancy_positions(a->ndim, a->shape, key), src = rt_undef();
  int mark = rt_cleanup_push_value(&pos);
  rt_cleanup_push_value(&src);
  int nd = rt_is_array(pos) ? RT_AS(Array, pos)->ndim : 0;
  const int64_t *shape = rt_is_array(pos) ? RT_AS(Array, pos)->shape : NULL;
  if (is_level(v)) {
    src = np_objarr_from_value(v);
    NpObjArr *sa = RT_AS(NpObjArr, src);
    bool fits = sa->ndim <= nd;
    for (int i = 0; fits && i < sa->ndim; i++) {
      int64_t n = sa->shape[sa->ndim - 1 - i];
      fits = n == 1 || n == shape[nd - 1 - i];
    }
    if (!fits) np_raise_bcast_into(sa->ndim, sa->shape, nd, shape); /* NumPy's, for objects */
  }
  if (!rt_is_array(pos)) {
    Value x = rt_is_undef(src) ? v : *np_objarr_at(RT_AS(NpObjArr, src), 0);
    np_objarr_store(np_objarr_at(a, rt_to_index(pos, "index")), x);
  } else {
    int64_t k = 0;
    NpIter it;
    for (np_iter_init(&it, RT_AS(Array, pos)); it.more; np_iter_next(&it), k++) {
      Value x = rt_is_undef(src) ? v : *np_objarr_bcast_at(RT_AS(NpObjArr, src), nd, shape, k);
      np_objarr_store(np_objarr_at(a, *(int64_t *)(void *)it.ptr), x);
    }
  }
  rt_cleanup_pop(mark, true);
}

static Value objarr_getitem(Value self, Value key) {
  NpObjArr *a = RT_AS(NpObjArr, self);
  if (np_key_is_mixed(key, a->ndim)) return index_positions(a, key);
  if (fancy_key(key)) {
    int nd;
    int64_t shape[RT_MAXDIM], n;
    int64_t *pos = fancy_positions(a, key, &nd, shape, &n);
    int mark = rt_cleanup_push(free, pos);
    Value out = np_objarr_new(nd, shape);
    NpObjArr *o = RT_AS(NpObjArr, out);
    for (int64_t i = 0; i < n; i++) np_objarr_store(&o->items[i], a->items[pos[i]]);
    rt_cleanup_pop(mark, true);
    return out;
  }
  if (rt_is_tuple(key)) return index_basic(self, (int)RT_AS(Tuple, key)->n, RT_AS(Tuple, key)->items);
  return index_basic(self, 1, &key);
}

/* The values to store at n positions of shape (nd, shape): v broadcast, as an object array. */
static Value source_of(Value v, int nd, const int64_t *shape, bool one) {
  if (one || !is_level(v)) { /* one element, or a scalar for all */
    Value s = np_objarr_new(0, NULL);
    np_objarr_store(RT_AS(NpObjArr, s)->items, v);
    return s;
  }
  Value s = np_objarr_from_value(v);
  NpObjArr *sa = RT_AS(NpObjArr, s);
  bool fits = sa->ndim <= nd;
  for (int i = 0; fits && i < sa->ndim; i++) {
    int64_t n = sa->shape[sa->ndim - 1 - i];
    fits = n == 1 || n == shape[nd - 1 - i];
  }
  if (!fits) {
    rt_cleanup_push_value(&s); /* popped by the raise */
    np_raise_bcast_into(sa->ndim, sa->shape, nd, shape);
  }
  return s;
}

static void objarr_store_items(Value self, Value key, Value v);

static void objarr_setitem(Value self, Value key, Value v) {
  objarr_store_items(self, key, v);
  if (!rt_is_undef(RT_AS(NpObjArr, self)->rec_field)) np_recobj_writeback(RT_AS(NpObjArr, self));
}

static void objarr_store_items(Value self, Value key, Value v) {
  NpObjArr *a = RT_AS(NpObjArr, self);
  if (np_key_is_mixed(key, a->ndim)) {
    assign_positions(a, key, v);
    return;
  }
  if (fancy_key(key)) {
    int nd;
    int64_t shape[RT_MAXDIM], n;
    int64_t *pos = fancy_positions(a, key, &nd, shape, &n);
    Value src = rt_undef();
    int mark = rt_cleanup_push(free, pos);
    rt_cleanup_push_value(&src);
    src = source_of(v, nd, shape, false);
    NpObjArr *s = RT_AS(NpObjArr, src);
    for (int64_t i = 0; i < n; i++)
      np_objarr_store(&a->items[pos[i]], *np_objarr_bcast_at(s, nd, shape, i));
    rt_cleanup_pop(mark, true);
    return;
  }
  int nk = rt_is_tuple(key) ? (int)RT_AS(Tuple, key)->n : 1;
  const Value *ks = rt_is_tuple(key) ? RT_AS(Tuple, key)->items : &key;
  bool one = nk == a->ndim;
  for (int j = 0; one && j < nk; j++) one = rt_is_intlike(ks[j]) || rt_is_npscalar(ks[j]);
  if (one) { /* every axis takes an int: one slot, which takes v as it is */
    Value *p = a->items;
    for (int j = 0; j < nk; j++) {
      int64_t i = rt_to_index(ks[j], "index");
      if (i < -a->shape[j] || i >= a->shape[j])
        rt_raise(RT_EXC_IndexError, "index %lld is out of bounds for axis %d with size %lld",
                 (long long)i, j, (long long)a->shape[j]);
      p += (i < 0 ? i + a->shape[j] : i) * a->strides[j];
    }
    np_objarr_store(p, v);
    return;
  }
  Value target = index_basic(self, nk, ks), src = rt_undef();
  int mark = rt_cleanup_push_value(&target);
  rt_cleanup_push_value(&src);
  NpObjArr *w = RT_AS(NpObjArr, target);
  src = source_of(v, w->ndim, w->shape, false);
  NpObjArr *s = RT_AS(NpObjArr, src);
  for (int64_t k = 0; k < w->size; k++)
    np_objarr_store(np_objarr_at(w, k), *np_objarr_bcast_at(s, w->ndim, w->shape, k));
  rt_cleanup_pop(mark, true);
}

bool rt_np_object_array_info(Value v, int *ndim, char *layout) {
  if (!np_is_objarr(v)) return false;
  *ndim = RT_AS(NpObjArr, v)->ndim;
  *layout = c_contiguous(RT_AS(NpObjArr, v)) ? 'C' : 'A';
  return true;
}

/* ---- iteration, len, in, truth ---- */

static int64_t objarr_len(Value self) {
  NpObjArr *a = RT_AS(NpObjArr, self);
  if (a->ndim == 0) rt_raise(RT_EXC_TypeError, "len() of unsized object");
  return a->shape[0];
}

static Value objarr_iter(Value self) {
  NpObjArr *a = RT_AS(NpObjArr, self);
  if (a->ndim == 0) rt_raise(RT_EXC_TypeError, "iteration over a 0-d array");
  Value l = rt_list_new(a->shape[0]);
  int mark = rt_cleanup_push_value(&l);
  for (int64_t i = 0; i < a->shape[0]; i++) {
    Value idx = rt_int(i);
    Value e = index_basic(self, 1, &idx);
    rt_list_append(l, e);
    rt_decref(e);
  }
  Value it = rt_iter(l);
  rt_cleanup_pop(mark, true);
  return it;
}

static int objarr_contains(Value self, Value item) {
  NpObjArr *a = RT_AS(NpObjArr, self);
  for (int64_t k = 0; k < a->size; k++)
    if (rt_equal(*np_objarr_at(a, k), item)) return 1;
  return 0;
}

static int objarr_truthy(Value self) {
  NpObjArr *a = RT_AS(NpObjArr, self);
  if (a->size == 0) return np_empty_truth();
  if (a->size != 1)
    rt_raise(RT_EXC_ValueError, "The truth value of an array with more than one element is "
                                "ambiguous. Use a.any() or a.all()");
  return rt_truthy(*np_objarr_at(a, 0));
}

static Value objarr_type_object(Value self) {
  (void)self;
  Value np = rt_import("numpy");
  Value cls = rt_getattr(np, "ndarray");
  rt_decref(np);
  return cls;
}

const ObjType np_objarr_type = {
    .name = "numpy.ndarray", .free = objarr_free, .repr = objarr_repr, .str = objarr_str,
    .getattr = objarr_getattr, .getitem = objarr_getitem, .setitem = objarr_setitem,
    .iter = objarr_iter, .len = objarr_len, .truthy = objarr_truthy,
    .binop = np_objarr_binop, .inplace_binop = np_objarr_inplace_binop, .unop = np_objarr_unop, .contains = objarr_contains,
    .numkind = RT_NUMBER_ARRAY, .hash = rt_unhashable, .type_object = objarr_type_object,
    .traverse = objarr_traverse, .clear = objarr_clear};
