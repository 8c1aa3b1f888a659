/* np_charfuncs.c — the rest of np.char for unicode and bytes arrays: NumPy's vectorised str methods
 * (capitalize, title, strip, center, zfill, replace, count, find, startswith, isdigit, ...),
 * str_len, multiply, mod, join, partition and the comparisons, which ignore trailing blanks as
 * NumPy's chararray comparisons do. Each element goes through the Python str method of the
 * same name; the result's width follows NumPy: the input's for case and strip functions, the
 * requested width for padding, the longest result where NumPy builds the result from objects. */
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_objarray.h"
#include "np_chararray.h"
#include "np_stats.h"
#include "np_strarray.h"

typedef enum { R_SAME, R_WIDTH, R_FIT, R_INT, R_BOOL } ResultKind;

/* Any str-like argument as a unicode array (a new reference). */
static Value as_strs(Value v) {
  v = np_chararray_unwrap(v); /* a chararray's string array */
  if (np_is_strarr(v)) {
    np_strarr_sync(RT_AS(NpStrArr, v));
    rt_incref(v);
    return v;
  }
  if (!rt_is_array(v)) return np_strarr_from_value(v, 0);
  Value u = rt_str_new("U", 1);
  int mark = rt_cleanup_push_value(&u);
  Value r = np_str_astype_hook(v, u);
  rt_cleanup_pop(mark, true);
  return r;
}

/* An item's length: code points of a str, bytes of a bytes. */
static int64_t item_len(Value v) {
  return rt_is_str(v) ? RT_AS(Str, v)->nchars : RT_AS(Bytes, v)->n;
}

/* The longest str among n values (at least 1, as np.asarray(['']) is '<U1'). */
static int64_t longest(const Value *vals, int64_t n) {
  int64_t w = 1;
  for (int64_t k = 0; k < n; k++)
    if (item_len(vals[k]) > w) w = item_len(vals[k]);
  return w;
}

/* A unicode (bytes: 'S') array of shape (nd, shape) holding vals (stolen, a C array of n
 * strs or bytes). */
static Value strs_result(int nd, const int64_t *shape, Value *vals, int64_t n, int64_t width,
                         bool bytes) {
  Value out = bytes ? np_bytesarr_new(nd, shape, width) : np_strarr_new(nd, shape, width);
  for (int64_t k = 0; k < n; k++) {
    np_strarr_put(RT_AS(NpStrArr, out), &RT_AS(NpStrArr, out)->items[k], vals[k]);
    rt_decref(vals[k]);
    vals[k] = rt_undef();
  }
  return out;
}

/* Frees a results buffer on unwinding: its items are strs or RT_UNDEF. */
typedef struct Results {
  Value *vals;
  int64_t n;
} Results;

static void results_free(void *p) {
  Results *r = p;
  for (int64_t k = 0; k < r->n; k++) rt_decref(r->vals[k]);
  free(r->vals);
}

/* fname(a, *extra): str.method(*extra) of every element of a, collected as `kind` asks. */
static Value vec_method(const char *fname, const char *method, ResultKind kind, int argc,
                        const Value *argv, const Kwargs *kw, int min_extra, int max_extra) {
  rt_check_nargs(fname, argc, kw, 1 + min_extra, 1 + max_extra);
  Value s = as_strs(argv[0]);
  int mark = rt_cleanup_push_value(&s);
  NpStrArr *a = RT_AS(NpStrArr, s);
  Results res = {rt_calloc((size_t)(a->size ? a->size : 1), sizeof(Value)), a->size};
  for (int64_t k = 0; k < res.n; k++) res.vals[k] = rt_undef();
  rt_cleanup_push(results_free, &res);
  for (int64_t k = 0; k < a->size; k++) {
    Value m = rt_getattr(*np_strarr_at(a, k), method);
    int m2 = rt_cleanup_push_value(&m);
    res.vals[k] = rt_call(m, argc - 1, argv + 1, NULL);
    rt_cleanup_pop(m2, true);
  }
  Value out;
  if (kind == R_INT || kind == R_BOOL) {
    out = rt_array_new(kind == R_INT ? DT_INT64 : DT_BOOL, a->ndim, a->shape, false);
    Array *o = RT_AS(Array, out);
    for (int64_t k = 0; k < a->size; k++) {
      if (kind == R_INT) ((int64_t *)o->data)[k] = rt_to_index(res.vals[k], NULL);
      else o->data[k] = rt_truthy(res.vals[k]);
    }
  } else {
    int64_t width = kind == R_SAME ? a->width
                    : kind == R_WIDTH ? rt_to_index(argv[1], "width")
                                      : longest(res.vals, res.n);
    out = strs_result(a->ndim, a->shape, res.vals, res.n, width < 1 ? 1 : width, a->bytes);
  }
  rt_cleanup_pop(mark, true);
  return out;
}

/* fname(a, *extra) with NumPy's parameter names (keywords allowed): the extra arguments up to
 * the first one not given or None, as NumPy's _clean_args drops a None and all after it; a
 * `start` always goes on (NumPy passes it, 0 by default; str methods read None as 0). */
static Value vec_named(const char *fname, ResultKind kind, int argc, const Value *argv,
                       const Kwargs *kw, int min_extra, int max_extra, const char *const *names) {
  Value v[4];
  rt_parse_args(fname, argc, argv, kw, 1 + max_extra, names, 1 + min_extra, v);
  int n = 1 + min_extra;
  for (; n < 1 + max_extra; n++) {
    bool start = !strcmp(names[n], "start");
    if (start && (rt_is_undef(v[n]) || rt_is_none(v[n]))) v[n] = rt_int(0);
    else if (rt_is_undef(v[n]) || rt_is_none(v[n])) break;
  }
  return vec_method(fname, fname, kind, n, v, NULL, min_extra, max_extra);
}

#define VEC(cname, pyname, kind, lo, hi, ...)                                                \
  static Value cname(Value self, int argc, const Value *argv, const Kwargs *kw) {          \
    (void)self;                                                                            \
    static const char *const names[] = {__VA_ARGS__};                                      \
    return vec_named(pyname, kind, argc, argv, kw, lo, hi, names);                         \
  }
VEC(f_capitalize, "capitalize", R_SAME, 0, 0, "a")
VEC(f_title, "title", R_SAME, 0, 0, "a")
VEC(f_swapcase, "swapcase", R_SAME, 0, 0, "a")
VEC(f_strip, "strip", R_SAME, 0, 1, "a", "chars")
VEC(f_lstrip, "lstrip", R_SAME, 0, 1, "a", "chars")
VEC(f_rstrip, "rstrip", R_SAME, 0, 1, "a", "chars")
VEC(f_center, "center", R_WIDTH, 1, 2, "a", "width", "fillchar")
VEC(f_ljust, "ljust", R_WIDTH, 1, 2, "a", "width", "fillchar")
VEC(f_rjust, "rjust", R_WIDTH, 1, 2, "a", "width", "fillchar")
VEC(f_zfill, "zfill", R_WIDTH, 1, 1, "a", "width")
VEC(f_replace, "replace", R_FIT, 2, 3, "a", "old", "new", "count")
VEC(f_expandtabs, "expandtabs", R_FIT, 0, 1, "a", "tabsize")
VEC(f_count, "count", R_INT, 1, 3, "a", "sub", "start", "end")

/* np.char.translate(a, table, deletechars=None): str.translate(table) of unicode elements
 * (deletechars is ignored there, as NumPy passes only the table), bytes.translate(table,
 * deletechars) of bytes ones; the result keeps a's width. */
static Value f_translate(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a", "table", "deletechars"};
  Value v[3];
  rt_parse_args("translate", argc, argv, kw, 3, names, 2, v);
  Value s = as_strs(v[0]);
  int mark = rt_cleanup_push_value(&s);
  bool del = RT_AS(NpStrArr, s)->bytes && !rt_is_undef(v[2]) && !rt_is_none(v[2]);
  Value args[3] = {s, v[1], v[2]};
  Value r = vec_method("translate", "translate", R_SAME, del ? 3 : 2, args, NULL, 1, 2);
  rt_cleanup_pop(mark, true);
  return r;
}
VEC(f_find, "find", R_INT, 1, 3, "a", "sub", "start", "end")
VEC(f_rfind, "rfind", R_INT, 1, 3, "a", "sub", "start", "end")
VEC(f_index, "index", R_INT, 1, 3, "a", "sub", "start", "end")
VEC(f_rindex, "rindex", R_INT, 1, 3, "a", "sub", "start", "end")
VEC(f_startswith, "startswith", R_BOOL, 1, 3, "a", "prefix", "start", "end")
VEC(f_endswith, "endswith", R_BOOL, 1, 3, "a", "suffix", "start", "end")
VEC(f_isalnum, "isalnum", R_BOOL, 0, 0, "a")
VEC(f_isalpha, "isalpha", R_BOOL, 0, 0, "a")
VEC(vec_isdecimal, "isdecimal", R_BOOL, 0, 0, "a")
VEC(f_isdigit, "isdigit", R_BOOL, 0, 0, "a")
VEC(f_islower, "islower", R_BOOL, 0, 0, "a")
VEC(vec_isnumeric, "isnumeric", R_BOOL, 0, 0, "a")
VEC(f_isspace, "isspace", R_BOOL, 0, 0, "a")
VEC(f_istitle, "istitle", R_BOOL, 0, 0, "a")
VEC(f_isupper, "isupper", R_BOOL, 0, 0, "a")
#undef VEC

/* isnumeric/isdecimal exist for str only: NumPy refuses a bytes array before looking (its
 * isdecimal's message names isnumeric too). */
static void unicode_only(int argc, const Value *argv) {
  if (argc < 1) return;
  Value s = as_strs(argv[0]);
  bool bytes = RT_AS(NpStrArr, s)->bytes;
  rt_decref(s);
  if (bytes)
    rt_raise(RT_EXC_TypeError, "isnumeric is only available for Unicode strings and arrays");
}

static Value f_isnumeric(Value self, int argc, const Value *argv, const Kwargs *kw) {
  unicode_only(argc, argv);
  return vec_isnumeric(self, argc, argv, kw);
}

static Value f_isdecimal(Value self, int argc, const Value *argv, const Kwargs *kw) {
  unicode_only(argc, argv);
  return vec_isdecimal(self, argc, argv, kw);
}

static Value f_str_len(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("str_len", argc, kw, 1, 1);
  Value s = as_strs(argv[0]);
  NpStrArr *a = RT_AS(NpStrArr, s);
  Value out = rt_array_new(DT_INT64, a->ndim, a->shape, false);
  for (int64_t k = 0; k < a->size; k++)
    ((int64_t *)RT_AS(Array, out)->data)[k] = item_len(*np_strarr_at(a, k));
  rt_decref(s);
  return out;
}

static Value shape_tuple(int ndim, const int64_t *shape) {
  Value t = rt_tuple_new(ndim);
  for (int i = 0; i < ndim; i++) rt_tuple_set(t, i, rt_int(shape[i]));
  return t;
}

/* multiply(a, i): each element repeated i times (i: an integer or an integer array broadcast
 * against a), in a dtype as wide as the longest item times the largest count, as NumPy. */
static Value f_multiply(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("multiply", argc, kw, 2, 2);
  Value s = as_strs(argv[0]), counts = rt_undef(), shape = rt_undef(), out = rt_undef();
  int mark = rt_cleanup_push_value(&s);
  rt_cleanup_push_value(&counts);
  rt_cleanup_push_value(&shape);
  rt_cleanup_push_value(&out);
  counts = rt_array_from_value(argv[1], -1);
  char ck = rt_dtypes[RT_AS(Array, counts)->dtype].kind;
  if (ck != 'i' && ck != 'u') rt_raise(RT_EXC_ValueError, "Can only multiply by integers");
  const Array *c = RT_AS(Array, counts);
  NpStrArr *a = RT_AS(NpStrArr, s);
  if (c->size == 0)
    rt_raise(RT_EXC_ValueError, "zero-size array to reduction operation maximum which has no "
             "identity");
  Value c64 = rt_array_astype(counts, DT_INT64); /* a contiguous copy: items in C order */
  rt_decref(counts);
  counts = c64;
  c = RT_AS(Array, counts);
  int64_t most = 0; /* NumPy sizes the result by the largest count, broadcast or not */
  for (int64_t k = 0; k < c->size; k++)
    most = ((int64_t *)c->data)[k] > most ? ((int64_t *)c->data)[k] : most;
  Value sa = shape_tuple(a->ndim, a->shape), sc = rt_undef(); /* held: broadcast_shapes may raise */
  int smark = rt_cleanup_push_value(&sa);
  rt_cleanup_push_value(&sc);
  sc = shape_tuple(c->ndim, c->shape);
  shape = np_callk("broadcast_shapes", 2, (Value[]){sa, sc}, 0, NULL, NULL);
  rt_cleanup_pop(smark, true);
  Value wide = np_callk("broadcast_to", 2, (Value[]){counts, shape}, 0, NULL, NULL);
  rt_decref(counts);
  counts = rt_array_astype(wide, DT_INT64); /* a contiguous copy: items in C order */
  rt_decref(wide);
  const int64_t *n = (const int64_t *)RT_AS(Array, counts)->data;
  const Array *cb = RT_AS(Array, counts);
  out = np_strarr_like(a, cb->ndim, cb->shape, a->width * most);
  for (int64_t k = 0; k < cb->size; k++) {
    Value item = *np_strarr_bcast_at(a, cb->ndim, cb->shape, k);
    Value r = rt_binop(RT_OP_MUL, item, rt_int(n[k] > 0 ? n[k] : 0));
    np_strarr_put(RT_AS(NpStrArr, out), &RT_AS(NpStrArr, out)->items[k], r);
    rt_decref(r);
  }
  rt_incref(out);
  rt_cleanup_pop(mark, true);
  return out;
}

/* mod(a, values): each element % values (a tuple or one value for every element). */
static Value f_mod(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("mod", argc, kw, 2, 2);
  Value s = as_strs(argv[0]);
  int mark = rt_cleanup_push_value(&s);
  NpStrArr *a = RT_AS(NpStrArr, s);
  Value vals = rt_array_from_value(argv[1], -1);
  rt_cleanup_push_value(&vals);
  int64_t shape[RT_MAXDIM];
  const Array *v = RT_AS(Array, vals);
  int nd = rt_broadcast_shapes(a->ndim, a->shape, v->ndim, v->shape, shape);
  Value bv = rt_array_broadcast_to(vals, nd, shape);
  rt_cleanup_push_value(&bv);
  const Array *b = RT_AS(Array, bv);
  int64_t n = np_shape_size(nd, shape, 1);
  Results res = {rt_calloc((size_t)(n ? n : 1), sizeof(Value)), n};
  for (int64_t k = 0; k < n; k++) res.vals[k] = rt_undef();
  rt_cleanup_push(results_free, &res);
  NpIter it;
  int64_t k = 0;
  for (np_iter_init(&it, b); it.more; np_iter_next(&it), k++) {
    Value x = rt_npscalar_new(b->dtype, it.ptr);
    int m2 = rt_cleanup_push_value(&x);
    res.vals[k] = rt_binop(RT_OP_MOD, *np_strarr_bcast_at(a, nd, shape, k), x);
    rt_cleanup_pop(m2, true);
  }
  Value out = strs_result(nd, shape, res.vals, n, longest(res.vals, n), a->bytes);
  rt_cleanup_pop(mark, true);
  return out;
}

/* Elementwise over two broadcast unicode arrays: fn(x, y) for each pair. */
static void pairwise(Value a, Value b, int *nd, int64_t *shape, Value *sa, Value *sb) {
  *sa = as_strs(a);
  int mark = rt_cleanup_push_value(sa);
  *sb = as_strs(b);
  const NpStrArr *x = RT_AS(NpStrArr, *sa), *y = RT_AS(NpStrArr, *sb);
  rt_cleanup_push_value(sb);
  *nd = rt_broadcast_shapes(x->ndim, x->shape, y->ndim, y->shape, shape);
  rt_cleanup_pop(mark, false);
}

/* join(sep, seq): sep.join(seq) elementwise (a str joins its characters). */
static Value f_join(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  rt_check_nargs("join", argc, kw, 2, 2);
  int nd;
  int64_t shape[RT_MAXDIM];
  Value sa, sb;
  pairwise(argv[0], argv[1], &nd, shape, &sa, &sb);
  int mark = rt_cleanup_push_value(&sa);
  rt_cleanup_push_value(&sb);
  int64_t n = np_shape_size(nd, shape, 1);
  Results res = {rt_calloc((size_t)(n ? n : 1), sizeof(Value)), n};
  for (int64_t k = 0; k < n; k++) res.vals[k] = rt_undef();
  rt_cleanup_push(results_free, &res);
  for (int64_t k = 0; k < n; k++) {
    Value sep = *np_strarr_bcast_at(RT_AS(NpStrArr, sa), nd, shape, k);
    Value seq = *np_strarr_bcast_at(RT_AS(NpStrArr, sb), nd, shape, k);
    Value m = rt_getattr(sep, "join");
    int m2 = rt_cleanup_push_value(&m);
    res.vals[k] = rt_call(m, 1, &seq, NULL);
    rt_cleanup_pop(m2, true);
  }
  Value out = strs_result(nd, shape, res.vals, n, longest(res.vals, n),
                          RT_AS(NpStrArr, sa)->bytes);
  rt_cleanup_pop(mark, true);
  return out;
}

/* partition/rpartition(a, sep): a.shape + (3,) of the three parts. */
static Value partition(const char *fname, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs(fname, argc, kw, 2, 2);
  Value s = as_strs(argv[0]);
  int mark = rt_cleanup_push_value(&s);
  NpStrArr *a = RT_AS(NpStrArr, s);
  int64_t n = a->size * 3, shape[RT_MAXDIM];
  memcpy(shape, a->shape, sizeof(int64_t) * (size_t)a->ndim);
  shape[a->ndim] = 3;
  Results res = {rt_calloc((size_t)(n ? n : 1), sizeof(Value)), n};
  for (int64_t k = 0; k < n; k++) res.vals[k] = rt_undef();
  rt_cleanup_push(results_free, &res);
  for (int64_t k = 0; k < a->size; k++) {
    Value m = rt_getattr(*np_strarr_at(a, k), fname);
    int m2 = rt_cleanup_push_value(&m);
    Value t = rt_call(m, 1, argv + 1, NULL);
    rt_cleanup_pop(m2, true);
    for (int i = 0; i < 3; i++) res.vals[k * 3 + i] = rt_getitem(t, rt_int(i));
    rt_decref(t);
  }
  Value out = strs_result(a->ndim + 1, shape, res.vals, n, longest(res.vals, n), a->bytes);
  rt_cleanup_pop(mark, true);
  return out;
}

static Value f_partition(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return partition("partition", argc, argv, kw);
}

static Value f_rpartition(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return partition("rpartition", argc, argv, kw);
}

/* split/rsplit(a, sep=None, maxsplit=None), splitlines(a, keepends=None): an object array of
 * a's shape holding each item's list (trailing None arguments left out, as NumPy's). */
static Value splitting(const char *fname, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const split_names[] = {"a", "sep", "maxsplit"};
  static const char *const lines_names[] = {"a", "keepends"};
  bool lines = !strcmp(fname, "splitlines");
  Value v[3] = {rt_undef(), rt_undef(), rt_undef()};
  rt_parse_args(fname, argc, argv, kw, lines ? 2 : 3, lines ? lines_names : split_names, 1, v);
  int nargs = lines ? 1 : 2;
  while (nargs > 0 && (rt_is_undef(v[nargs]) || rt_is_none(v[nargs]))) nargs--;
  Value args[2] = {rt_is_undef(v[1]) ? rt_none() : v[1], rt_is_undef(v[2]) ? rt_none() : v[2]};
  Value s = as_strs(v[0]);
  int mark = rt_cleanup_push_value(&s);
  NpStrArr *a = RT_AS(NpStrArr, s);
  Value out = np_objarr_new(a->ndim, a->shape);
  int mout = rt_cleanup_push_value(&out);
  for (int64_t k = 0; k < a->size; k++) {
    Value m = rt_getattr(*np_strarr_at(a, k), fname);
    int m2 = rt_cleanup_push_value(&m);
    Value r = rt_call(m, nargs, args, NULL);
    Value *slot = np_objarr_at(RT_AS(NpObjArr, out), k);
    rt_decref(*slot);
    *slot = r;
    rt_cleanup_pop(m2, true);
  }
  rt_cleanup_pop(mout, false);
  rt_cleanup_pop(mark, true);
  return out;
}

static Value f_split(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return splitting("split", argc, argv, kw);
}
static Value f_rsplit(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return splitting("rsplit", argc, argv, kw);
}
static Value f_splitlines(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return splitting("splitlines", argc, argv, kw);
}

/* encode(a, encoding=None, errors=None) / decode(...): each item's str.encode / bytes.decode
 * (UTF-8 by default), into an array of the other kind as wide as the longest result. */
static Value transcode(const char *fname, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"a", "encoding", "errors"};
  Value v[3];
  rt_parse_args(fname, argc, argv, kw, 3, names, 1, v);
  Value s = as_strs(v[0]);
  int mark = rt_cleanup_push_value(&s);
  NpStrArr *a = RT_AS(NpStrArr, s);
  Results res = {rt_calloc((size_t)(a->size ? a->size : 1), sizeof(Value)), a->size};
  for (int64_t k = 0; k < res.n; k++) res.vals[k] = rt_undef();
  rt_cleanup_push(results_free, &res);
  Value args[2];
  int nargs = 0;
  for (int i = 1; i < 3 && !rt_is_undef(v[i]) && !rt_is_none(v[i]); i++) args[nargs++] = v[i];
  for (int64_t k = 0; k < a->size; k++) {
    Value m = rt_getattr(*np_strarr_at(a, k), fname);
    int m2 = rt_cleanup_push_value(&m);
    res.vals[k] = rt_call(m, nargs, args, NULL);
    rt_cleanup_pop(m2, true);
  }
  Value out = strs_result(a->ndim, a->shape, res.vals, res.n, longest(res.vals, res.n),
                          !a->bytes);
  rt_cleanup_pop(mark, true);
  return out;
}

static Value f_encode(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return transcode("encode", argc, argv, kw);
}

static Value f_decode(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  return transcode("decode", argc, argv, kw);
}

/* a op b item by item, trailing whitespace not counting when rstrip (chararray's). */
static Value compare_pair(BinOp op, Value a, Value b, bool rstrip) {
  int nd;
  int64_t shape[RT_MAXDIM];
  Value sa, sb;
  pairwise(a, b, &nd, shape, &sa, &sb);
  int mark = rt_cleanup_push_value(&sa);
  rt_cleanup_push_value(&sb);
  Value out = rt_array_new(DT_BOOL, nd, shape, false);
  rt_cleanup_push_value(&out);
  Array *o = RT_AS(Array, out);
  for (int64_t k = 0; k < o->size; k++) {
    Value x = *np_strarr_bcast_at(RT_AS(NpStrArr, sa), nd, shape, k);
    Value y = *np_strarr_bcast_at(RT_AS(NpStrArr, sb), nd, shape, k);
    Value px = x, py = y;
    if (rstrip) {
      Value mx = rt_getattr(x, "rstrip"), my = rt_getattr(y, "rstrip");
      px = rt_call(mx, 0, NULL, NULL);
      py = rt_call(my, 0, NULL, NULL);
      rt_decref(mx);
      rt_decref(my);
    } else {
      rt_incref(px);
      rt_incref(py);
    }
    Value r = rt_binop(op, px, py);
    o->data[k] = rt_truthy(r);
    rt_decref(r);
    rt_decref(px);
    rt_decref(py);
  }
  rt_incref(out);
  rt_cleanup_pop(mark, true);
  return out;
}

/* The comparisons of np.char: trailing whitespace does not count. */
static Value compare(const char *fname, BinOp op, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs(fname, argc, kw, 2, 2);
  return compare_pair(op, argv[0], argv[1], true);
}

/* np.char.compare_chararrays(a1, a2, cmp, rstrip) */
static Value f_compare_chararrays(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)self;
  static const char *const names[] = {"a1", "a2", "cmp", "rstrip"};
  static const struct {
    const char *sym;
    BinOp op;
  } ops[] = {{"==", RT_OP_EQ}, {"!=", RT_OP_NE}, {"<", RT_OP_LT},
             {">", RT_OP_GT},  {"<=", RT_OP_LE}, {">=", RT_OP_GE}};
  Value v[4];
  rt_parse_args("compare_chararrays", argc, argv, kw, 4, names, 4, v);
  const char *c = rt_is_str(v[2]) ? rt_str_data(v[2]) : "";
  for (size_t i = 0; i < sizeof ops / sizeof ops[0]; i++)
    if (!strcmp(c, ops[i].sym)) return compare_pair(ops[i].op, v[0], v[1], rt_truthy(v[3]));
  rt_raise(RT_EXC_ValueError, "comparison must be '==', '!=', '<', '>', '<=', '>='");
}

#define CMP(cname, pyname, op)                                                              \
  static Value cname(Value self, int argc, const Value *argv, const Kwargs *kw) {          \
    (void)self;                                                                            \
    return compare(pyname, op, argc, argv, kw);                                            \
  }
CMP(f_equal, "equal", RT_OP_EQ)
CMP(f_not_equal, "not_equal", RT_OP_NE)
CMP(f_less, "less", RT_OP_LT)
CMP(f_less_equal, "less_equal", RT_OP_LE)
CMP(f_greater, "greater", RT_OP_GT)
CMP(f_greater_equal, "greater_equal", RT_OP_GE)
#undef CMP

void np_register_charfuncs(Value ch) {
  static const struct {
    const char *name;
    NativeFn fn;
  } fns[] = {
      {"capitalize", f_capitalize}, {"title", f_title},         {"swapcase", f_swapcase},
      {"strip", f_strip},           {"lstrip", f_lstrip},       {"rstrip", f_rstrip},
      {"center", f_center},         {"ljust", f_ljust},         {"rjust", f_rjust},
      {"zfill", f_zfill},           {"replace", f_replace},     {"expandtabs", f_expandtabs},
      {"count", f_count},           {"translate", f_translate}, {"find", f_find},           {"rfind", f_rfind},
      {"index", f_index},           {"rindex", f_rindex},       {"startswith", f_startswith},
      {"endswith", f_endswith},     {"isalnum", f_isalnum},     {"isalpha", f_isalpha},
      {"isdecimal", f_isdecimal},   {"isdigit", f_isdigit},     {"islower", f_islower},
      {"isnumeric", f_isnumeric},   {"isspace", f_isspace},     {"istitle", f_istitle},
      {"isupper", f_isupper},       {"str_len", f_str_len},     {"multiply", f_multiply},
      {"mod", f_mod},               {"join", f_join},           {"partition", f_partition},
      {"rpartition", f_rpartition}, {"equal", f_equal}, {"compare_chararrays", f_compare_chararrays},         {"not_equal", f_not_equal},
      {"less", f_less},             {"less_equal", f_less_equal}, {"greater", f_greater},
      {"greater_equal", f_greater_equal}, {"encode", f_encode}, {"decode", f_decode},
      {"split", f_split},           {"rsplit", f_rsplit},       {"splitlines", f_splitlines}};
  for (size_t i = 0; i < sizeof fns / sizeof fns[0]; i++) rt_module_add_fn(ch, fns[i].name, fns[i].fn);
}
