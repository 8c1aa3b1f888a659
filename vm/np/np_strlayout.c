/* np_strlayout.c — layout on string and object arrays: the methods (reshape, ravel, flatten,
 * transpose, T, swapaxes, squeeze, repeat, diagonal) and NumPy's layout functions (np.reshape,
 * np.stack, np.tile, np.roll, np.flip, np.expand_dims, np.concatenate of any rank, ...). Each runs Weft's
 * numeric code on an int64 array of the items' positions and takes the items back from the
 * positions it returns; a result that is a view of the positions is a view of the string or
 * object array, as NumPy's reshape/transpose/flip results are. */
#include <stdlib.h>
#include <string.h>

#include "np_objarray.h"
#include "np_strarray.h"
#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"

/* The inputs of one call: string arrays (referenced) and, for each, the positions it owns
 * (base[i] up to base[i + 1]) and the item offset from its first item that base[i] stands for
 * (lo[i], zero or negative where strides are). */
typedef struct Inputs {
  int n;
  Value arrs[32];
  int64_t base[33], lo[32];
  int64_t width;
} Inputs;

static void inputs_free(void *p) {
  Inputs *in = p;
  for (int i = 0; i < in->n; i++) rt_decref(in->arrs[i]);
  free(in);
}

/* The layout of a string or object array (its items and their strides, in items). */
typedef struct Layout {
  int ndim;
  const int64_t *shape, *strides;
  Value *items;
} Layout;

static Layout layout_of(Value v) {
  if (np_is_objarr(v)) {
    NpObjArr *o = RT_AS(NpObjArr, v);
    return (Layout){o->ndim, o->shape, o->strides, o->items};
  }
  NpStrArr *a = RT_AS(NpStrArr, v);
  np_strarr_sync(a);
  return (Layout){a->ndim, a->shape, a->strides, a->items};
}

/* Adds string or object array v; returns its positions: an int64 view with v's shape and
 * strides over a buffer spanning v's items, holding the position of the item at each place
 * (new ref). */
static Value add_input(Inputs *in, Value v) {
  Layout L = layout_of(v);
  const Layout *a = &L;
  int64_t lo = 0, hi = 0, strides[RT_MAXDIM];
  for (int d = 0; d < a->ndim; d++) {
    int64_t ext = (a->shape[d] ? a->shape[d] - 1 : 0) * a->strides[d];
    if (ext < 0) lo += ext;
    else hi += ext;
    strides[d] = 8 * a->strides[d];
  }
  int i = in->n++;
  rt_incref(v);
  in->arrs[i] = v;
  in->lo[i] = lo;
  int64_t span = hi - lo + 1;
  in->base[i + 1] = in->base[i] + span;
  if (np_is_strarr(v) && RT_AS(NpStrArr, v)->width > in->width)
    in->width = RT_AS(NpStrArr, v)->width;
  Value buf = rt_array_new(DT_INT64, 1, &span, false);
  int64_t *q = (int64_t *)(void *)RT_AS(Array, buf)->data;
  for (int64_t k = 0; k < span; k++) q[k] = in->base[i] + k;
  Value p = rt_array_view(buf, DT_INT64, a->ndim, a->shape, strides, (char *)(q - lo));
  rt_decref(buf);
  return p;
}

/* The string array for positions array r: a view of the only input where r views its
 * positions p (whose first place is the input's first item), else the items gathered. */
static Value take_back(Inputs *in, Value p, Value r) {
  if (rt_is_list(r)) { /* np.split: each part */
    for (int64_t i = 0; i < RT_AS(List, r)->n; i++) {
      Value part = RT_AS(List, r)->items[i];
      RT_AS(List, r)->items[i] = rt_undef();
      RT_AS(List, r)->items[i] = take_back(in, p, part);
    }
    return r;
  }
  if (!rt_is_array(r)) return r;
  Array *ra = RT_AS(Array, r);
  bool obj = np_is_objarr(in->arrs[0]);
  Value *items0 = layout_of(in->arrs[0]).items;
  if (in->n == 1 && rt_is_array(p) && ra->base && ra->base == RT_AS(Array, p)->base) {
    int64_t strides[RT_MAXDIM];
    for (int d = 0; d < ra->ndim; d++) strides[d] = ra->strides[d] / 8;
    Value *first = items0 + (ra->data - RT_AS(Array, p)->data) / 8;
    Value v = obj ? np_objarr_view(in->arrs[0], ra->ndim, ra->shape, strides, first)
                  : np_strarr_view(RT_AS(NpStrArr, in->arrs[0]), ra->ndim, ra->shape, strides,
                                   first);
    rt_decref(r);
    return v;
  }
  int mark = rt_cleanup_push_value(&r);
  Value out = obj ? np_objarr_new(ra->ndim, ra->shape)
                  : np_strarr_like(RT_AS(NpStrArr, in->arrs[0]), ra->ndim, ra->shape, in->width);
  Value *oitems = layout_of(out).items; /* C-contiguous */
  int64_t k = 0;
  NpIter it;
  for (np_iter_init(&it, ra); it.more; np_iter_next(&it), k++) {
    int64_t pos = *(const int64_t *)(const void *)it.ptr;
    int i = 0;
    while (pos >= in->base[i + 1]) i++;
    Value item = layout_of(in->arrs[i]).items[pos - in->base[i] + in->lo[i]];
    rt_incref(item);
    rt_decref(oitems[k]);
    oitems[k] = item;
  }
  rt_cleanup_pop(mark, true);
  return out;
}

static Inputs *inputs_new(int *mark) {
  Inputs *in = rt_malloc(sizeof *in);
  in->n = 0;
  in->base[0] = 0;
  in->width = 0;
  *mark = rt_cleanup_push(inputs_free, in);
  return in;
}

/* ---- methods: the numeric array method on the positions ---- */

static Value via_method(Value self, const char *name, bool call, int argc, const Value *argv,
                        const Kwargs *kw) {
  int mark;
  Inputs *in = inputs_new(&mark);
  Value p = add_input(in, self);
  rt_cleanup_push_value(&p);
  Value r = rt_getattr(p, name); /* a.T: the attribute itself */
  if (call) {
    Value m = r;
    int m2 = rt_cleanup_push_value(&m);
    r = rt_call(m, argc, argv, kw);
    rt_cleanup_pop(m2, true);
  }
  r = take_back(in, p, r);
  rt_cleanup_pop(mark, true);
  return r;
}

#define LAYOUT_METHOD(NAME)                                                           \
  static Value m_##NAME(Value self, int argc, const Value *argv, const Kwargs *kw) {  \
    return via_method(self, #NAME, true, argc, argv, kw);                            \
  }
LAYOUT_METHOD(reshape)
LAYOUT_METHOD(ravel)
LAYOUT_METHOD(flatten)
LAYOUT_METHOD(transpose)
LAYOUT_METHOD(swapaxes)
LAYOUT_METHOD(squeeze)
LAYOUT_METHOD(repeat)
LAYOUT_METHOD(diagonal)
#undef LAYOUT_METHOD

Value np_strarr_layout_getattr(Value self, const char *name) {
  static const struct {
    const char *name;
    NativeFn fn;
  } methods[] = {{"reshape", m_reshape},     {"ravel", m_ravel},       {"flatten", m_flatten},
                 {"transpose", m_transpose}, {"swapaxes", m_swapaxes}, {"squeeze", m_squeeze},
                 {"repeat", m_repeat},       {"diagonal", m_diagonal}};
  if (!strcmp(name, "T")) return via_method(self, "T", false, 0, NULL, NULL);
  for (size_t i = 0; i < sizeof methods / sizeof methods[0]; i++)
    if (!strcmp(name, methods[i].name)) return rt_native_bind(methods[i].name, methods[i].fn, self);
  return rt_undef();
}

/* ---- module functions: the wrapped function on positions in place of string arrays ---- */

/* A list or tuple of string arrays of one kind (unicode or bytes), or of object arrays. */
static bool all_strarrs(Value seq) {
  int64_t n = rt_is_list(seq) ? RT_AS(List, seq)->n : RT_AS(Tuple, seq)->n;
  Value *items = rt_is_list(seq) ? RT_AS(List, seq)->items : RT_AS(Tuple, seq)->items;
  if (n == 0 || n > 32) return false;
  if (np_is_objarr(items[0])) {
    for (int64_t i = 0; i < n; i++)
      if (!np_is_objarr(items[i])) return false;
    return true;
  }
  for (int64_t i = 0; i < n; i++)
    if (!np_is_strarr(items[i]) || RT_AS(NpStrArr, items[i])->bytes != RT_AS(NpStrArr, items[0])->bytes)
      return false;
  return true;
}

/* Does pred hold for an item of the list or tuple seq? */
static bool any_item(Value seq, bool (*pred)(Value)) {
  int64_t n = rt_is_list(seq) ? RT_AS(List, seq)->n : RT_AS(Tuple, seq)->n;
  Value *items = rt_is_list(seq) ? RT_AS(List, seq)->items : RT_AS(Tuple, seq)->items;
  for (int64_t i = 0; i < n; i++)
    if (pred(items[i])) return true;
  return false;
}

static bool text_seq(Value v) { return (rt_is_list(v) || rt_is_tuple(v)) && np_str_leaves(v); }

/* The functions whose first argument is a sequence of arrays (np.stack([a, b])). */
static bool takes_arrays(const char *name) {
  static const char *const names[] = {"stack", "vstack", "hstack", "column_stack", "concatenate",
                                      "dstack", "row_stack"};
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    if (!strcmp(name, names[i])) return true;
  return false;
}

static Value layout_call(Value self, int argc, const Value *argv, const Kwargs *kw);

/* A sequence with a list or tuple holding str among its items (what conversion changes). */
static bool holds_text_list(Value seq) { return any_item(seq, text_seq); }

/* A sequence with a numeric array among its items (np.concatenate([ints, ['a']]): not
 * converted here). */
static bool holds_numeric_array(Value seq) { return any_item(seq, rt_is_array); }

/* The call with argv[0], a list holding str, made the string array(s) NumPy makes of it. */
static Value call_converted(Value self, int argc, const Value *argv, const Kwargs *kw) {
  NativeFunc *f = RT_AS(NativeFunc, self);
  Value conv = rt_undef();
  int mark = rt_cleanup_push_value(&conv);
  if (takes_arrays(f->name)) {
    Value seq = argv[0];
    int64_t n = rt_is_list(seq) ? RT_AS(List, seq)->n : RT_AS(Tuple, seq)->n;
    Value *items = rt_is_list(seq) ? RT_AS(List, seq)->items : RT_AS(Tuple, seq)->items;
    conv = rt_list_new(0);
    for (int64_t i = 0; i < n; i++) {
      Value x = np_is_strarr(items[i]) ? items[i] : np_strarr_from_value(items[i], 0);
      if (np_is_strarr(items[i])) rt_incref(x);
      rt_list_append(conv, x);
      rt_decref(x);
    }
  } else {
    conv = np_strarr_from_value(argv[0], 0);
  }
  Value args[16];
  for (int i = 0; i < argc && i < 16; i++) args[i] = argv[i];
  args[0] = conv;
  Value r = layout_call(self, argc, args, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

static bool is_text_arr(Value v) { return np_is_strarr(v) && !RT_AS(NpStrArr, v)->bytes; }

/* np.vstack([names, prices]): numeric arrays joined with str arrays become their text first,
 * as wide as astype(str) makes them (NumPy's promotion to '<U32' for float64). */
static Value call_numbers_as_text(Value self, int argc, const Value *argv, const Kwargs *kw) {
  Value seq = argv[0];
  int64_t n = rt_is_list(seq) ? RT_AS(List, seq)->n : RT_AS(Tuple, seq)->n;
  Value *items = rt_is_list(seq) ? RT_AS(List, seq)->items : RT_AS(Tuple, seq)->items;
  Value conv = rt_list_new(0), u = rt_str_from_c("U");
  int mark = rt_cleanup_push_value(&conv);
  rt_cleanup_push_value(&u);
  for (int64_t i = 0; i < n; i++) {
    Value x = rt_is_array(items[i]) ? np_str_astype_hook(items[i], u) : (rt_incref(items[i]), items[i]);
    rt_list_append(conv, x);
    rt_decref(x);
  }
  Value args[16];
  for (int i = 0; i < argc && i < 16; i++) args[i] = argv[i];
  args[0] = conv;
  Value r = layout_call(self, argc, args, kw);
  rt_cleanup_pop(mark, true);
  return r;
}

/* self: the numeric function (a NativeFunc) */
static Value layout_call(Value self, int argc, const Value *argv, const Kwargs *kw) {
  NativeFunc *f = RT_AS(NativeFunc, self);
  if (argc > 0 && argc <= 16 && (rt_is_list(argv[0]) || rt_is_tuple(argv[0])) &&
      takes_arrays(f->name) && strcmp(f->name, "concatenate") != 0 &&
      any_item(argv[0], is_text_arr) && any_item(argv[0], rt_is_array))
    return call_numbers_as_text(self, argc, argv, kw);
  bool seq = argc > 0 && (rt_is_list(argv[0]) || rt_is_tuple(argv[0])) && all_strarrs(argv[0]);
  if (argc > 0 && argc <= 16 && !seq && text_seq(argv[0])) {
    if (!takes_arrays(f->name) || (!holds_numeric_array(argv[0]) && holds_text_list(argv[0])))
      return call_converted(self, argc, argv, kw);
  }
  if (argc == 0 || (!np_is_strarr(argv[0]) && !np_is_objarr(argv[0]) && !seq))
    return f->fn(f->self, argc, argv, kw);
  int mark;
  Inputs *in = inputs_new(&mark);
  Value args[16], p = rt_undef();
  if (argc > 16) rt_raise(RT_EXC_TypeError, "%s() takes at most 16 arguments in Weft", f->name);
  for (int i = 0; i < argc && i < 16; i++) args[i] = argv[i];
  rt_cleanup_push_value(&p);
  if (seq) {
    int64_t n = rt_is_list(argv[0]) ? RT_AS(List, argv[0])->n : RT_AS(Tuple, argv[0])->n;
    Value *items = rt_is_list(argv[0]) ? RT_AS(List, argv[0])->items : RT_AS(Tuple, argv[0])->items;
    p = rt_list_new(0);
    for (int64_t i = 0; i < n; i++) {
      Value q = add_input(in, items[i]);
      rt_list_append(p, q);
      rt_decref(q);
    }
  } else {
    p = add_input(in, argv[0]);
  }
  args[0] = p;
  Value r = f->fn(f->self, argc, args, kw);
  r = take_back(in, seq ? rt_undef() : p, r);
  rt_cleanup_pop(mark, true);
  return r;
}

/* Wraps numpy's layout functions so that string and object arrays go through their
 * positions. */
void np_register_strlayout(Value m) {
  static const char *const names[] = {
      "reshape", "transpose", "ravel", "swapaxes", "squeeze", "expand_dims", "flip", "fliplr",
      "flipud", "moveaxis", "atleast_1d", "atleast_2d", "atleast_3d", "broadcast_to", "tile",
      "roll", "repeat", "rot90", "stack", "vstack", "hstack", "column_stack", "concatenate",
      "dstack", "row_stack", "take", "resize", "delete", "shape", "size", "ndim", "split",
      "array_split", "hsplit", "vsplit", "dsplit", "diagonal"};
  enum { N = sizeof names / sizeof names[0] };
  Obj *orig[N]; /* aliases (np.row_stack is np.vstack) share one wrapper */
  Value wrapped[N];
  size_t n = 0;
  for (size_t i = 0; i < N; i++) {
    Value f = rt_module_lookup(m, names[i]);
    if (rt_is_undef(f) || !rt_is_native(f)) continue;
    size_t j = 0;
    while (j < n && orig[j] != f.as.o) j++;
    if (j == n) {
      orig[n] = f.as.o;
      wrapped[n++] = rt_native_bind(names[i], layout_call, f); /* holds f */
    }
    rt_incref(wrapped[j]);
    rt_module_set(m, names[i], wrapped[j]);
  }
  for (size_t j = 0; j < n; j++) rt_decref(wrapped[j]);
}
