/* np_strarray.c — NumPy's fixed-width unicode arrays (dtype '<U<n>') and bytes arrays ('|S<n>',
 * the `bytes` flag: items are bytes, np_bytesarr.c), as NumPy 1.24 has them:
 * creation from strings (np.array(['a', 'bb']), dtype=str / 'U5'), printing, .dtype/.shape,
 * indexing (ints, slices as views, boolean masks), elementwise == != < <= > >=, tolist, len,
 * `in`, iteration, and the NumPy functions np.array/unique/sort/where/astype and np.char
 * dispatch here (np_strfuncs.c).
 *
 * Why a separate object and not a DType: every dtype in the DType enum has a fixed itemsize
 * that the numeric loops, casts and the CPU engine index tables with; a string dtype's itemsize
 * is per array. Keeping string arrays out of the Array type leaves those paths untouched. Each
 * element is a Python str already cut to the array's width (in code points), so the string's
 * own repr, comparison (code point order is UTF-8 byte order) and hash serve NumPy's.
 * An item leaves the array as a numpy.str_ / numpy.bytes_ (np_str_scalar). A structured
 * array's string field a['name'] is such an array tied to the records (rec_raw): it is
 * reloaded from them before use and written back after a write (np_strarr_sync).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "np_datetime.h"
#include "np_stats.h"
#include "np_castwarn.h"
#include "np_flags.h"
#include "np_objarray.h"
#include "np_strarray.h"
#include "np_strorder.h"
#include "np_chararray.h"
#include "np_record.h"
#include "../base/error.h"
#include "../obj/bigint.h"
#include "../obj/class.h"
#include "../obj/hash.h"
#include "../obj/objects.h"
#include "../obj/ops.h"
#include "np_raise.h"
#include "np_fancypos.h"

/* ---- the object ---- */

static void strarr_free(Obj *o) {
  NpStrArr *a = (NpStrArr *)o;
  if (a->buf) {
    for (int64_t i = 0; i < a->nbuf; i++) rt_decref(a->buf[i]);
    free(a->buf);
  }
  if (a->owner) rt_decref(rt_obj(a->owner));
  rt_decref(a->rec_raw);
  free(a);
}

/* ---- a structured array's string field: items follow the records ---- */

static NpStrArr *root_of(const NpStrArr *a) {
  return a->owner ? (NpStrArr *)a->owner : (NpStrArr *)a;
}

void np_strarr_sync(const NpStrArr *a) {
  NpStrArr *r = root_of(a);
  if (!rt_is_undef(r->rec_raw)) np_rec_strview_refresh(r);
}

static void sync_out(const NpStrArr *a) {
  NpStrArr *r = root_of(a);
  if (!rt_is_undef(r->rec_raw)) np_rec_strview_writeback(r);
}

static NpStrArr *strarr_header(int ndim, const int64_t *shape, int64_t width) {
  if (ndim > RT_MAXDIM)
    rt_raise(RT_EXC_ValueError, "maximum supported dimension for an ndarray is %d, found %d",
             RT_MAXDIM, ndim);
  NpStrArr *a = rt_malloc(sizeof *a);
  memset(a, 0, sizeof *a);
  rt_obj_init(&a->hdr, &np_strarr_type);
  a->ndim = ndim;
  a->size = 1;
  a->width = width < 1 ? 1 : width;
  for (int i = 0; i < ndim; i++) {
    a->shape[i] = shape[i];
    a->size *= shape[i];
  }
  return a;
}

static Value strarr_new_kind(int ndim, const int64_t *shape, int64_t width, bool bytes) {
  NpStrArr *a = strarr_header(ndim, shape, width);
  a->bytes = bytes;
  Value out = rt_obj(a);
  int mark = rt_cleanup_push_value(&out);
  a->nbuf = a->size;
  a->buf = rt_malloc(sizeof(Value) * (size_t)(a->size ? a->size : 1));
  Value empty = bytes ? rt_bytes_new(&rt_bytes_type, "", 0) : rt_str_new("", 0);
  for (int64_t i = 0; i < a->size; i++) {
    rt_incref(empty);
    a->buf[i] = empty;
  }
  rt_decref(empty);
  a->items = a->buf;
  int64_t st = 1;
  for (int i = ndim - 1; i >= 0; i--) {
    a->strides[i] = st;
    st *= shape[i] ? shape[i] : 1;
  }
  rt_cleanup_pop(mark, false);
  return out;
}

Value np_strarr_new(int ndim, const int64_t *shape, int64_t width) {
  return strarr_new_kind(ndim, shape, width, false);
}

Value np_bytesarr_new(int ndim, const int64_t *shape, int64_t width) {
  return strarr_new_kind(ndim, shape, width, true);
}

Value np_strarr_like(const NpStrArr *a, int ndim, const int64_t *shape, int64_t width) {
  return strarr_new_kind(ndim, shape, width, a->bytes);
}

static Value strarr_view(NpStrArr *b, int ndim, const int64_t *shape, const int64_t *strides,
                         Value *items) {
  NpStrArr *a = strarr_header(ndim, shape, b->width);
  for (int i = 0; i < ndim; i++) a->strides[i] = strides[i];
  a->items = items;
  a->bytes = b->bytes;
  a->owner = b->owner ? b->owner : &b->hdr;
  rt_incref(rt_obj(a->owner));
  return rt_obj(a);
}

Value np_strarr_view(NpStrArr *b, int ndim, const int64_t *shape, const int64_t *strides,
                     Value *items) {
  return strarr_view(b, ndim, shape, strides, items);
}

/* The first `width` code points of s (a new reference). */
Value np_str_cut(Value s, int64_t width) {
  Str *st = RT_AS(Str, s);
  if (st->nchars <= width) {
    rt_incref(s);
    return s;
  }
  const char *p = st->data;
  for (int64_t k = 0; k < width; k++) {
    int len;
    rt_utf8_decode(p, &len);
    p += len;
  }
  return rt_str_new(st->data, (size_t)(p - st->data));
}

/* Item k (C order) of items laid out by (ndim, shape, strides in items), borrowed. */
Value *np_items_at(int ndim, const int64_t *shape, const int64_t *strides, Value *items, int64_t k) {
  int64_t off = 0;
  for (int i = ndim - 1; i >= 0; i--) {
    int64_t n = shape[i];
    off += (k % n) * strides[i];
    k /= n;
  }
  return items + off;
}

/* Item k (C order) of their broadcast to bshape (nd dims, theirs aligned to the right). */
Value *np_items_bcast_at(int ndim, const int64_t *shape, const int64_t *strides, Value *items,
                         int nd, const int64_t *bshape, int64_t k) {
  int64_t off = 0;
  for (int i = nd - 1; i >= 0; i--) {
    int64_t n = bshape[i], j = k % n;
    k /= n;
    int ai = i - (nd - ndim);
    if (ai >= 0 && shape[ai] != 1) off += j * strides[ai];
  }
  return items + off;
}

Value *np_strarr_at(const NpStrArr *a, int64_t k) {
  return np_items_at(a->ndim, a->shape, a->strides, a->items, k);
}

Value *np_strarr_bcast_at(const NpStrArr *a, int nd, const int64_t *shape, int64_t k) {
  return np_items_bcast_at(a->ndim, a->shape, a->strides, a->items, nd, shape, k);
}

/* Stores str(v) (v: a str or anything str() takes; bytes decode as ASCII, as NumPy casts
 * 'S' to 'U') into slot, cut to width, without trailing NULs (NumPy pads items with them). */
void np_strarr_store(Value *slot, Value v, int64_t width) {
  Value b = rt_unwrap_base(v);
  Value s = rt_is_str(b) ? (rt_incref(b), b) : np_is_bytes(b) ? np_bytes_decode(b) : rt_to_str(v);
  Value c = np_str_cut(s, width);
  rt_decref(s);
  const Str *cs = RT_AS(Str, c);
  int64_t n = cs->nbytes;
  while (n && !cs->data[n - 1]) n--; /* NumPy's items end at their trailing NULs */
  if (n != cs->nbytes) {
    Value t = rt_str_new(cs->data, (size_t)n);
    rt_decref(c);
    c = t;
  }
  rt_decref(*slot);
  *slot = c;
}

void np_strarr_put(const NpStrArr *a, Value *slot, Value v) {
  if (a->bytes) np_bytes_store(slot, v, a->width);
  else np_strarr_store(slot, v, a->width);
}

Value np_strarr_copy_as(const NpStrArr *a, int64_t width, bool bytes) {
  Value out = strarr_new_kind(a->ndim, a->shape, width, bytes);
  int mark = rt_cleanup_push_value(&out);
  NpStrArr *o = RT_AS(NpStrArr, out);
  for (int64_t k = 0; k < a->size; k++) np_strarr_put(o, &o->items[k], *np_strarr_at(a, k));
  rt_cleanup_pop(mark, false);
  return out;
}

Value np_strarr_copy(const NpStrArr *a, int64_t width) {
  return np_strarr_copy_as(a, width, a->bytes);
}

/* ---- creation from nested lists ---- */

typedef struct Discover {
  int ndim;
  int64_t shape[RT_MAXDIM];
  int64_t width;
  bool exact; /* dtype=str: numbers count with their text's length */
  int64_t nstr, nbytes; /* str and bytes leaves seen: only bytes make an 'S' array */
} Discover;

static bool is_seq(Value v) { return rt_is_list(v) || rt_is_tuple(v); }
static int64_t seq_len(Value v) {
  return rt_is_list(v) ? RT_AS(List, v)->n : RT_AS(Tuple, v)->n;
}
static Value seq_item(Value v, int64_t i) {
  return rt_is_list(v) ? RT_AS(List, v)->items[i] : RT_AS(Tuple, v)->items[i];
}

/* The width NumPy 1.24 gives a leaf that is not a str in a string array. */
static int64_t leaf_width(Value v, bool exact) {
  v = rt_unwrap_base(v);
  if (np_is_bytes(v)) return RT_AS(Bytes, v)->n;
  if (rt_is_str(v) || exact) {
    Value s = rt_to_str(v);
    int64_t n = RT_AS(Str, s)->nchars;
    rt_decref(s);
    return n;
  }
  if (v.tag == RT_BOOL) return 5;
  if (rt_is_intlike(v)) return 21;
  if (v.tag == RT_FLOAT || rt_is_npscalar(v)) return 32;
  Value s = rt_to_str(v);
  int64_t n = RT_AS(Str, s)->nchars;
  rt_decref(s);
  return n;
}

static _Noreturn void raise_ragged(const Discover *d, int depth) {
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_shape(&sb, depth, d->shape);
  char shape[200];
  snprintf(shape, sizeof shape, "%s", sb.data);
  rt_sb_free(&sb);
  rt_raise(RT_EXC_ValueError, "setting an array element with a sequence. The requested array "
                              "has an inhomogeneous shape after %d dimensions. The detected "
                              "shape was %s + inhomogeneous part.", depth, shape);
}

static void discover(Discover *d, Value v, int depth) {
  if (!is_seq(v)) {
    if (d->ndim < 0) d->ndim = depth;
    if (depth != d->ndim) goto ragged;
    Value b = rt_unwrap_base(v);
    d->nstr += rt_is_str(b);
    d->nbytes += np_is_bytes(b);
    int64_t w = leaf_width(v, d->exact);
    if (w > d->width) d->width = w;
    return;
  }
  if (depth >= RT_MAXDIM) {
    rt_raise(RT_EXC_ValueError, "setting an array element with a sequence. The requested array "
             "would exceed the maximum number of dimension of %d.", RT_MAXDIM);
  }
  int64_t n = seq_len(v);
  if (d->ndim >= 0 && depth >= d->ndim) goto ragged;
  if (d->shape[depth] < 0) d->shape[depth] = n;
  else if (d->shape[depth] != n) goto ragged;
  if (n == 0 && d->ndim < 0) d->ndim = depth + 1;
  for (int64_t i = 0; i < n; i++) discover(d, seq_item(v, i), depth + 1);
  return;
ragged:
  raise_ragged(d, depth < d->ndim || d->ndim < 0 ? depth : d->ndim);
}

static void fill(NpStrArr *a, Value v, int depth, int64_t *k) {
  if (depth == a->ndim) {
    np_strarr_put(a, &a->items[(*k)++], v);
    return;
  }
  for (int64_t i = 0; i < seq_len(v); i++) fill(a, seq_item(v, i), depth + 1, k);
}

Value np_strarr_from_value(Value v, int64_t width) { return np_strarr_from_list(v, width, false); }

Value np_strarr_from_list(Value v, int64_t width, bool exact) {
  return np_strarr_from_kind(v, width, exact, -1);
}

/* Does v (a list or tuple) hold an array, string or numeric, at some level? Not searched past
 * NumPy's 32 dimensions (a list holding itself), as str_leaves below. */
static bool holds_array_at(Value v, int depth, bool *too_deep) {
  if (depth > RT_MAXDIM) {
    *too_deep = true;
    return false;
  }
  for (int64_t i = 0; i < seq_len(v) && !*too_deep; i++) {
    Value x = seq_item(v, i);
    if (rt_is_type(x, &np_strarr_type) || rt_is_array(x) || (is_seq(x) && holds_array_at(x, depth + 1, too_deep)))
      return true;
  }
  return false;
}

static bool holds_array(Value v) {
  bool too_deep = false;
  return holds_array_at(v, 0, &too_deep);
}

/* The widest string array in v (a list or tuple, at any level); 0 when none. */
static int64_t strarr_width(Value v) {
  int64_t w = 0;
  for (int64_t i = 0; i < seq_len(v); i++) {
    Value x = seq_item(v, i);
    int64_t wx = rt_is_type(x, &np_strarr_type) ? RT_AS(NpStrArr, x)->width
                 : is_seq(x)                     ? strarr_width(x)
                                                 : 0;
    if (wx > w) w = wx;
  }
  return w;
}

/* v with every array in it replaced by its tolist() (a new reference): np.array([a, b]) of
 * string arrays nests their items as it nests lists. */
static Value arrays_as_lists(Value v) {
  if (rt_is_type(v, &np_strarr_type) || rt_is_array(v)) {
    Value m = rt_getattr(v, "tolist");
    int mark = rt_cleanup_push_value(&m);
    Value r = rt_call(m, 0, NULL, NULL);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (!is_seq(v) || !holds_array(v)) {
    rt_incref(v);
    return v;
  }
  Value out = rt_list_new(0);
  int mark = rt_cleanup_push_value(&out);
  for (int64_t i = 0; i < seq_len(v); i++) {
    Value x = arrays_as_lists(seq_item(v, i));
    rt_list_append(out, x);
    rt_decref(x);
  }
  rt_cleanup_pop(mark, false);
  return out;
}

Value np_strarr_from_kind(Value v, int64_t width, bool exact, int bytes) {
  if (rt_is_type(v, &np_strarr_type)) {
    NpStrArr *a = RT_AS(NpStrArr, v);
    np_strarr_sync(a);
    return np_strarr_copy_as(a, width > 0 ? width : a->width, bytes < 0 ? a->bytes : bytes);
  }
  if (is_seq(v) && holds_array(v)) { /* the string arrays' widths are kept, as NumPy keeps them */
    Value l = arrays_as_lists(v);
    int mark = rt_cleanup_push_value(&l);
    Value r = np_strarr_from_kind(l, width, exact, bytes);
    int64_t keep = width > 0 ? 0 : strarr_width(v);
    if (keep > RT_AS(NpStrArr, r)->width) {
      Value w = np_strarr_copy_as(RT_AS(NpStrArr, r), keep, RT_AS(NpStrArr, r)->bytes);
      rt_decref(r);
      r = w;
    }
    rt_cleanup_pop(mark, true);
    return r;
  }
  Discover d = {.ndim = -1, .width = 0, .exact = exact};
  for (int i = 0; i < RT_MAXDIM; i++) d.shape[i] = -1;
  discover(&d, v, 0);
  if (d.ndim < 0) d.ndim = 0;
  if (bytes < 0) bytes = d.nbytes > 0 && d.nstr == 0;
  Value out = strarr_new_kind(d.ndim, d.shape, width > 0 ? width : d.width, bytes);
  int mark = rt_cleanup_push_value(&out);
  int64_t k = 0;
  fill(RT_AS(NpStrArr, out), v, 0, &k);
  rt_cleanup_pop(mark, false);
  return out;
}

/* Does v hold a str leaf (so np.array(v) is a string array)? Looks at first leaves only
 * along each level, then at every leaf of a flat list: enough for lists courses write. The
 * search stops past NumPy's 32 dimensions (a list holding itself: the array's own discovery
 * then gives NumPy's error), so no input recurses without end or branches exponentially. */
static bool str_leaves(Value v, int depth, bool *too_deep) {
  Value b = rt_unwrap_base(v);
  if (rt_is_str(b) || np_is_bytes(b)) return true;
  if (rt_is_type(v, &np_strarr_type)) return true;
  if (!is_seq(v)) return false;
  if (depth > RT_MAXDIM) {
    *too_deep = true;
    return false;
  }
  int64_t n = seq_len(v);
  for (int64_t i = 0; i < n && !*too_deep; i++) {
    if (str_leaves(seq_item(v, i), depth + 1, too_deep)) return true;
  }
  return false;
}

bool np_str_leaves(Value v) {
  bool too_deep = false;
  return str_leaves(v, 0, &too_deep);
}

/* ---- the dtype object '<U2' ---- */

typedef struct StrDType {
  Obj hdr;
  int64_t width;
  bool bytes; /* 'S<n>' */
} StrDType;

static void sdt_free(Obj *o) { free(o); }
/* '<U2' / '|S2' (str) or dtype('<U2') / dtype('S2') (repr); an empty scalar's width 0 is
 * left out of the repr (dtype('<U')), not of the str ('<U0'), as NumPy prints
 * np.str_('').dtype. */
static Value sdt_text(Value self, bool repr) {
  StrDType *d = RT_AS(StrDType, self);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_puts(&sb, repr ? "dtype('" : "");
  rt_sb_puts(&sb, d->bytes ? (repr ? "S" : "|S") : "<U");
  if (d->width || !repr) rt_sb_printf(&sb, "%lld", (long long)d->width);
  rt_sb_puts(&sb, repr ? "')" : "");
  return rt_sb_to_str(&sb);
}
static Value sdt_str(Value self) { return sdt_text(self, false); }
static Value sdt_repr(Value self) { return sdt_text(self, true); }
static Value sdt_getattr(Value self, const char *name) {
  StrDType *d = RT_AS(StrDType, self);
  int64_t w = d->width;
  const char *k = d->bytes ? "S" : "U";
  if (!strcmp(name, "kind")) return rt_str_new(k, 1);
  if (!strcmp(name, "char")) return rt_str_new(k, 1);
  if (!strcmp(name, "itemsize")) return rt_int(d->bytes ? w : 4 * w);
  if (!strcmp(name, "str")) return sdt_str(self);
  if (!strcmp(name, "name"))
    return rt_str_printf(d->bytes ? "bytes%lld" : "str%lld", (long long)((d->bytes ? 8 : 32) * w));
  if (!strcmp(name, "type")) return np_str_class(d->bytes);
  return np_dtype_common_attr(self, name);
}
static Value sdt_binop(BinOp op, Value a, Value b) {
  if (op != RT_OP_EQ && op != RT_OP_NE) return rt_undef();
  bool same = rt_is_type(a, b.tag == RT_OBJ ? b.as.o->type : NULL) &&
              RT_AS(StrDType, a)->width == RT_AS(StrDType, b)->width &&
              RT_AS(StrDType, a)->bytes == RT_AS(StrDType, b)->bytes;
  return rt_bool(op == RT_OP_EQ ? same : !same);
}
static const ObjType strdtype_type = {
    .name = "numpy.dtype[str_]", .free = sdt_free, .repr = sdt_repr, .str = sdt_str,
    .getattr = sdt_getattr, .binop = sdt_binop};

static Value strdtype_new(int64_t width, bool bytes) {
  StrDType *d = rt_malloc(sizeof *d);
  rt_obj_init(&d->hdr, &strdtype_type);
  d->width = width;
  d->bytes = bytes;
  return rt_obj(d);
}

Value np_bytesdtype_new(int64_t width) { return strdtype_new(width, true); }
Value np_strdtype_new(int64_t width) { return strdtype_new(width, false); }

int64_t np_strdtype_obj_width(Value v, bool bytes) {
  if (!rt_is_type(v, &strdtype_type) || RT_AS(StrDType, v)->bytes != bytes) return -1;
  return RT_AS(StrDType, v)->width;
}

/* ---- printing: NumPy's _formatArray under the print options (linewidth, edgeitems,
 * threshold); elements are their repr ----- */

typedef struct SPrinter {
  const NpStrArr *a;
  const char *sep;
  bool summary;
  bool raw; /* elements as they are, not their repr (datetime arrays) */
  Value custom; /* the formatter option's callable (str(custom(item))), or RT_UNDEF */
} SPrinter;

static void flush_line(StrBuf *s, StrBuf *line) {
  while (line->len && line->data[line->len - 1] == ' ') line->len--;
  rt_sb_putn(s, line->data, line->len);
  rt_sb_putc(s, '\n');
  line->len = 0;
}

/* NumPy's _extendLine_pretty: a word of several lines (an object array's element that prints
 * so) starts where it fits and its later lines are indented under its first. Strings and
 * numbers never contain a newline here. */
static void extend_line_pretty(StrBuf *s, StrBuf *line, const char *word, size_t wlen,
                               size_t width, size_t prefix_len, const char *prefix) {
  size_t longest = 0, last = 0;
  for (const char *p = word, *end = word + wlen; p < end;) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
    if (n > longest) longest = n;
    last = n;
    p = nl ? nl + 1 : end;
  }
  size_t indent;
  if (line->len + longest > width && line->len > prefix_len) {
    flush_line(s, line);
    rt_sb_puts(line, prefix);
    indent = prefix_len;
  } else {
    indent = line->len;
  }
  for (const char *p = word, *end = word + wlen; p < end;) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    size_t n = nl ? (size_t)(nl - p) : (size_t)(end - p);
    if (p != word) {
      flush_line(s, line);
      for (size_t i = 0; i < indent; i++) rt_sb_putc(line, ' ');
    }
    rt_sb_putn(line, p, n);
    p = nl ? nl + 1 : end;
  }
  for (size_t i = last; i < longest; i++) rt_sb_putc(line, ' ');
}

static void extend_line(StrBuf *s, StrBuf *line, const char *word, size_t wlen, size_t width,
                        size_t prefix_len, const char *prefix) {
  if (memchr(word, '\n', wlen)) {
    extend_line_pretty(s, line, word, wlen, width, prefix_len, prefix);
    return;
  }
  if (line->len + wlen > width && line->len > prefix_len) {
    while (line->len && line->data[line->len - 1] == ' ') line->len--;
    rt_sb_putn(s, line->data, line->len);
    rt_sb_putc(s, '\n');
    line->len = 0;
    rt_sb_puts(line, prefix);
  }
  rt_sb_putn(line, word, wlen);
}

static void srecurse(const SPrinter *P, int axis, Value *base, const char *hang, size_t width,
                     StrBuf *out);

static void sword(const SPrinter *P, int axis, Value *p, const char *hang, size_t width,
                  StrBuf *w) {
  w->len = 0;
  if (axis == P->a->ndim) {
    Value r;
    if (!rt_is_undef(P->custom)) {
      Value c = rt_call(P->custom, 1, p, NULL);
      int mark = rt_cleanup_push_value(&c);
      r = rt_to_str(c);
      rt_cleanup_pop(mark, true);
    } else {
      r = P->raw ? rt_to_str(*p) : rt_repr(*p);
    }
    rt_sb_puts(w, rt_str_data(r));
    rt_decref(r);
    return;
  }
  srecurse(P, axis, p, hang, width, w);
}

static void srecurse(const SPrinter *P, int axis, Value *base, const char *hang, size_t width,
                     StrBuf *out) {
  const NpStrArr *a = P->a;
  int64_t n = a->shape[axis], edge = np_print_edgeitems();
  bool summ = P->summary && 2 * edge < n;
  char next_hang[RT_MAXDIM + 80];
  snprintf(next_hang, sizeof next_hang, "%s ", hang);
  size_t hl = strlen(hang), sepr = strlen(P->sep);
  while (sepr && P->sep[sepr - 1] == ' ') sepr--;
  /* room kept for the separator or "]" (NumPy's elem_width; 1.13: the separator, none after
   * the last element) */
  bool l113 = np_print_legacy113();
  size_t elem_width = width - (l113 || sepr > 1 ? sepr : 1);
  StrBuf s, line, w;
  rt_sb_init(&s);
  rt_sb_init(&line);
  rt_sb_init(&w);
  rt_sb_puts(&s, "");
  int64_t count = summ ? 2 * edge + 1 : n;
  if (a->ndim - axis == 1) {
    rt_sb_puts(&line, hang);
    for (int64_t j = 0; j < count; j++) {
      int64_t i = summ ? (j < edge ? j : j == edge ? -1 : n - (count - j)) : j;
      bool last = j == count - 1;
      if (i < 0) {
        rt_sb_puts(&w, "...");
      } else {
        sword(P, axis + 1, base + i * a->strides[axis], next_hang, width - 1, &w);
      }
      extend_line(&s, &line, w.data ? w.data : "", w.len, last && l113 ? width : elem_width, hl,
                  hang);
      w.len = 0;
      if (!last) rt_sb_puts(&line, P->sep);
    }
    rt_sb_putn(&s, line.data, line.len);
  } else {
    for (int64_t j = 0; j < count; j++) {
      int64_t i = summ ? (j < edge ? j : j == edge ? -1 : n - (count - j)) : j;
      rt_sb_puts(&s, hang);
      if (i < 0) {
        rt_sb_puts(&s, "...");
      } else {
        sword(P, axis + 1, base + i * a->strides[axis], next_hang, width - 1, &w);
        rt_sb_putn(&s, w.data, w.len);
      }
      if (j < count - 1) {
        rt_sb_putn(&s, P->sep, sepr);
        for (int k = 0; k < a->ndim - axis - 1; k++) rt_sb_putc(&s, '\n');
      }
    }
  }
  rt_sb_putc(out, '[');
  rt_sb_putn(out, s.data + hl, s.len - hl);
  rt_sb_putc(out, ']');
  rt_sb_free(&s);
  rt_sb_free(&line);
  rt_sb_free(&w);
}

void np_strarr_format_body(StrBuf *sb, const NpStrArr *a, const char *sep, const char *hang,
                           size_t width, bool raw) {
  if (a->ndim == 0) {
    Value r = raw ? rt_to_str(a->items[0]) : rt_repr(a->items[0]);
    rt_sb_puts(sb, rt_str_data(r));
    rt_decref(r);
    return;
  }
  if (a->size == 0) {
    rt_sb_puts(sb, "[]");
    return;
  }
  SPrinter P = {a, sep, np_print_summarises(a->size), raw,
                raw ? rt_undef() : np_print_str_formatter()};
  srecurse(&P, 0, a->items, hang, width, sb);
}

static Value strarr_str(Value self) {
  NpStrArr *a = RT_AS(NpStrArr, self);
  np_strarr_sync(a);
  if (a->ndim == 0) return rt_to_str(a->items[0]);
  StrBuf sb;
  rt_sb_init(&sb);
  np_strarr_format_body(&sb, a, " ", " ", (size_t)np_print_linewidth(), false);
  Value r = rt_str_new(sb.data, sb.len);
  rt_sb_free(&sb);
  return r;
}

static Value strarr_repr(Value self) {
  NpStrArr *a = RT_AS(NpStrArr, self);
  np_strarr_sync(a);
  StrBuf sb;
  rt_sb_init(&sb);
  rt_sb_puts(&sb, "array(");
  if (a->size == 0 && !(a->ndim == 1)) {
    rt_sb_puts(&sb, "[], shape=");
    rt_sb_shape(&sb, a->ndim, a->shape);
  } else {
    np_strarr_format_body(&sb, a, ", ", "       ", (size_t)np_print_linewidth() - 1, false);
  }
  char dt[48];
  snprintf(dt, sizeof dt, a->bytes ? "dtype='|S%lld')" : "dtype='<U%lld')", (long long)a->width);
  np_repr_dtype_suffix(&sb, dt, true);
  Value r = rt_str_new(sb.data, sb.len);
  rt_sb_free(&sb);
  return r;
}

/* ", dtype=...)" closing an array's repr: on the last line when it fits the print width,
 * else on a line of its own under "array(" (NumPy's _array_repr_implementation; the 1.13 mode
 * puts it there for the flexible types, strings, and never for the others). */
void np_repr_dtype_suffix(StrBuf *sb, const char *dtype_text, bool flexible) {
  rt_sb_putc(sb, ',');
  const char *nl = strrchr(sb->data, '\n');
  size_t last = nl ? sb->len - (size_t)(nl + 1 - sb->data) : sb->len;
  bool wrap = np_print_legacy113() ? flexible
                                   : last + strlen(dtype_text) + 1 > (size_t)np_print_linewidth();
  if (wrap) rt_sb_puts(sb, "\n      ");
  else rt_sb_putc(sb, ' ');
  rt_sb_puts(sb, dtype_text);
}

Value np_shape_tuple(int ndim, const int64_t *shape) {
  Value t = rt_tuple_new(ndim);
  for (int i = 0; i < ndim; i++) rt_tuple_set(t, i, rt_int(shape[i]));
  return t;
}

Value np_items_tolist(int ndim, const int64_t *shape, const int64_t *strides, Value *p) {
  if (ndim == 0) {
    rt_incref(*p);
    return *p;
  }
  Value l = rt_list_new(shape[0]);
  int mark = rt_cleanup_push_value(&l);
  for (int64_t i = 0; i < shape[0]; i++) {
    Value e = np_items_tolist(ndim - 1, shape + 1, strides + 1, p + i * strides[0]);
    rt_list_append(l, e);
    rt_decref(e);
  }
  rt_cleanup_pop(mark, false);
  return l;
}

/* ---- attributes and methods ---- */

static Value strarr_getitem(Value self, Value key);

static Value m_tolist(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argv;
  rt_check_nargs("tolist", argc, kw, 0, 0);
  NpStrArr *a = RT_AS(NpStrArr, self);
  return np_items_tolist(a->ndim, a->shape, a->strides, a->items);
}

static Value m_astype(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("astype", argc, kw, 1, 1);
  NpStrArr *a = RT_AS(NpStrArr, self);
  if (np_is_obj_dtype(argv[0])) { /* the items themselves, as Python str (or bytes) */
    Value r = np_objarr_new(a->ndim, a->shape);
    NpObjArr *o = RT_AS(NpObjArr, r);
    for (int64_t k = 0; k < a->size; k++) np_objarr_store(np_objarr_at(o, k), *np_strarr_at(a, k));
    return r;
  }
  char tk;
  int tu;
  if (np_time_dtype_of(argv[0], &tk, &tu)) { /* parsed as np.array(texts, dtype=) parses them */
    Value items = np_items_tolist(a->ndim, a->shape, a->strides, a->items);
    int mark = rt_cleanup_push_value(&items);
    static const char *const dn[] = {"dtype"};
    Value r = np_callk("array", 1, &items, 1, dn, argv);
    rt_cleanup_pop(mark, true);
    return r;
  }
  int64_t w = np_str_dtype_width(argv[0]), wb = np_bytes_dtype_width(argv[0]);
  if (wb >= 0) return np_strarr_copy_as(a, wb > 0 ? wb : a->width, true);
  if (w < 0) return np_strarr_to_numbers(self, argv[0]);
  return np_strarr_copy_as(a, w > 0 ? w : a->width, false);
}

/* a.item(), a.item(k) (flat index), a.item(i, j) / a.item((i, j)): the plain str or bytes. */
static Value m_item(Value self, int argc, const Value *argv, const Kwargs *kw) {
  rt_check_nargs("item", argc, kw, 0, RT_MAXDIM);
  NpStrArr *a = RT_AS(NpStrArr, self);
  Value *p;
  if (argc == 0) {
    if (a->size != 1)
      rt_raise(RT_EXC_ValueError, "can only convert an array of size 1 to a Python scalar");
    p = np_strarr_at(a, 0);
  } else if (argc == 1 && !rt_is_tuple(argv[0])) {
    int64_t k = rt_to_index(argv[0], "index");
    if (k < -a->size || k >= a->size)
      rt_raise(RT_EXC_IndexError, "index %lld is out of bounds for axis 0 with size %lld",
               (long long)k, (long long)a->size);
    p = np_strarr_at(a, k < 0 ? k + a->size : k);
  } else {
    Value key = argc == 1 ? (rt_incref(argv[0]), argv[0]) : rt_tuple_from(argc, argv);
    int mark = rt_cleanup_push_value(&key);
    Value r = strarr_getitem(self, key);
    rt_cleanup_pop(mark, true);
    Value b = rt_unwrap_base(r);
    rt_incref(b);
    rt_decref(r);
    return b;
  }
  rt_incref(*p);
  return *p;
}

/* a.argsort(axis=, kind=): np.argsort's order. */
static Value m_argsort(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"axis", "kind", "order"};
  Value v[3];
  rt_parse_args("argsort", argc, argv, kw, 3, names, 0, v);
  return np_str_argsort_hook(self, v[0], v[1]);
}

static Value m_take(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"indices", "axis"};
  Value v[2];
  rt_parse_args("take", argc, argv, kw, 2, names, 1, v);
  Value args[3] = {self, v[0], rt_is_undef(v[1]) ? rt_none() : v[1]};
  return np_callk("take", 3, args, 0, NULL, NULL);
}

/* a.argmax(axis=None, out=None, *, keepdims=False) / a.argmin: np.argmax(a, ...). */
static Value m_argext(const char *fname, Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"axis", "out", "keepdims"};
  Value v[3];
  rt_parse_args(fname, argc, argv, kw, 3, names, 0, v);
  Value axis = rt_is_undef(v[0]) ? rt_none() : v[0];
  if (!rt_is_undef(v[2])) return np_callk(fname, 2, (Value[]){self, axis}, 1, names + 2, v + 2);
  return np_callk(fname, 2, (Value[]){self, axis}, 0, NULL, NULL);
}
static Value m_argmax(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return m_argext("argmax", self, argc, argv, kw);
}
static Value m_argmin(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return m_argext("argmin", self, argc, argv, kw);
}

/* a.searchsorted(v, side=, sorter=): np.searchsorted(a, ...). */
static Value m_searchsorted(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"v", "side", "sorter"};
  Value v[3];
  rt_parse_args("searchsorted", argc, argv, kw, 3, names, 1, v);
  return np_callk("searchsorted", 2, (Value[]){self, v[0]}, 2, names + 1, v + 1);
}

/* a.sort(axis=, kind=): the items of np.sort's copy written back in place. */
static Value m_sort(Value self, int argc, const Value *argv, const Kwargs *kw) {
  static const char *const names[] = {"axis", "kind", "order"};
  Value v[3];
  rt_parse_args("sort", argc, argv, kw, 3, names, 0, v);
  if (rt_is_none(v[0]))
    rt_raise(RT_EXC_TypeError, "'NoneType' object cannot be interpreted as an integer");
  NpStrArr *a = RT_AS(NpStrArr, self);
  np_strarr_sync(a);
  Value s = np_str_sort_hook(self, v[0], v[1]);
  NpStrArr *b = RT_AS(NpStrArr, s);
  for (int64_t k = 0; k < a->size; k++) {
    Value *slot = np_strarr_at(a, k);
    rt_incref(b->items[k]);
    rt_decref(*slot);
    *slot = b->items[k];
  }
  rt_decref(s);
  sync_out(a);
  return rt_none();
}

/* a.sum(), a.mean(), a.max(), a.min(): NumPy 1.24 has no loop for strings; its error names the
 * ufunc the reduction runs. */
static Value m_reduce_error(Value self, int argc, const Value *argv, const Kwargs *kw,
                            BinOp op) {
  (void)argc;
  (void)argv;
  (void)kw;
  return np_strarr_binop(op, self, self);
}
static Value m_sum(Value self, int argc, const Value *argv, const Kwargs *kw) {
  return m_reduce_error(self, argc, argv, kw, RT_OP_ADD);
}
static Value m_max(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argc;
  (void)argv;
  (void)kw;
  np_strarr_no_loop("maximum", self, self);
}
static Value m_min(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argc;
  (void)argv;
  (void)kw;
  np_strarr_no_loop("minimum", self, self);
}

static Value m_add_error(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argc;
  (void)argv;
  (void)kw;
  np_strarr_no_loop("add", self, self); /* cumsum, var, std: all sum first */
}
static Value m_multiply_error(Value self, int argc, const Value *argv, const Kwargs *kw) {
  (void)argc;
  (void)argv;
  (void)kw;
  np_strarr_no_loop("multiply", self, self); /* prod, cumprod */
}

static Value strarr_getattr(Value self, const char *name) {
  NpStrArr *a = RT_AS(NpStrArr, self);
  np_strarr_sync(a);
  int64_t isz = a->bytes ? a->width : 4 * a->width;
  if (!strcmp(name, "dtype")) return strdtype_new(a->width, a->bytes);
  if (!strcmp(name, "shape")) return np_shape_tuple(a->ndim, a->shape);
  if (!strcmp(name, "ndim")) return rt_int(a->ndim);
  if (!strcmp(name, "size")) return rt_int(a->size);
  if (!strcmp(name, "itemsize")) return rt_int(isz);
  if (!strcmp(name, "nbytes")) return rt_int(isz * a->size);
  if (!strcmp(name, "flags")) return np_flags_new(self);
  if (!strcmp(name, "flat")) return np_text_flatiter_new(self);
  if (!strcmp(name, "tobytes")) return rt_native_bind("tobytes", np_strarr_m_tobytes, self);
  if (!strcmp(name, "strides")) return np_strarr_strides(a);
  if (!strcmp(name, "view")) return rt_native_bind("view", np_strarr_m_view, self); /* np_chararray.c */
  if (!strcmp(name, "base")) return a->owner ? (rt_incref(rt_obj(a->owner)), rt_obj(a->owner)) : rt_none();
  if (!strcmp(name, "item")) return rt_native_bind("item", m_item, self);
  if (!strcmp(name, "tolist")) return rt_native_bind("tolist", m_tolist, self);
  if (!strcmp(name, "copy")) return rt_native_bind("copy", np_strarr_m_copy, self); /* np_strorder.c */
  if (!strcmp(name, "astype")) return rt_native_bind("astype", m_astype, self);
  if (!strcmp(name, "sort")) return rt_native_bind("sort", m_sort, self);
  if (!strcmp(name, "argsort")) return rt_native_bind("argsort", m_argsort, self);
  if (!strcmp(name, "take")) return rt_native_bind("take", m_take, self);
  if (!strcmp(name, "argmax")) return rt_native_bind("argmax", m_argmax, self);
  if (!strcmp(name, "argmin")) return rt_native_bind("argmin", m_argmin, self);
  if (!strcmp(name, "searchsorted")) return rt_native_bind("searchsorted", m_searchsorted, self);
  if (!strcmp(name, "sum")) return rt_native_bind("sum", m_sum, self);
  if (!strcmp(name, "mean")) return rt_native_bind("mean", m_sum, self);
  if (!strcmp(name, "max")) return rt_native_bind("max", m_max, self);
  if (!strcmp(name, "min")) return rt_native_bind("min", m_min, self);
  static const char *const adds[] = {"cumsum", "var", "std"}, *const muls[] = {"prod", "cumprod"};
  for (int i = 0; i < 3; i++)
    if (!strcmp(name, adds[i])) return rt_native_bind(adds[i], m_add_error, self);
  for (int i = 0; i < 2; i++)
    if (!strcmp(name, muls[i])) return rt_native_bind(muls[i], m_multiply_error, self);
  return np_strarr_layout_getattr(self, name);
}

/* ---- indexing ---- */

static Value index_tuple(NpStrArr *a, Value self, int nk, const Value *keys) {
  int64_t shape[RT_MAXDIM], strides[RT_MAXDIM];
  int nd = 0, ax = 0, real = 0;
  Value *p = a->items;
  for (int j = 0; j < nk; j++)
    real += !rt_is_none(keys[j]) && !rt_is_type(keys[j], &rt_ellipsis_type);
  for (int j = 0; j < nk; j++, ax++) {
    if (rt_is_none(keys[j])) { /* np.newaxis: a new axis of length 1 */
      if (nd == RT_MAXDIM) rt_raise(RT_EXC_IndexError, "too many indices for array");
      shape[nd] = 1;
      strides[nd++] = 0;
      ax--;
      continue;
    }
    if (rt_is_type(keys[j], &rt_ellipsis_type)) { /* the axes no other key names */
      for (int n = a->ndim - real; n > 0 && ax < a->ndim; n--, ax++) {
        shape[nd] = a->shape[ax];
        strides[nd++] = a->strides[ax];
      }
      ax--;
      continue;
    }
    if (ax >= a->ndim)
      rt_raise(RT_EXC_IndexError, "too many indices for array: array is %d-dimensional, but "
                                  "%d were indexed", a->ndim, real);
    if (rt_is_type(keys[j], &rt_slice_type)) {
      int64_t st, sp, step;
      int64_t n = rt_slice_indices(keys[j], a->shape[ax], &st, &sp, &step);
      p += st * a->strides[ax];
      shape[nd] = n;
      strides[nd++] = step * a->strides[ax];
      continue;
    }
    int64_t i = rt_to_index(keys[j], "index");
    if (i < -a->shape[ax] || i >= a->shape[ax])
      rt_raise(RT_EXC_IndexError, "index %lld is out of bounds for axis %d with size %lld",
               (long long)i, ax, (long long)a->shape[ax]);
    if (i < 0) i += a->shape[ax];
    p += i * a->strides[ax];
  }
  for (; ax < a->ndim; ax++) {
    shape[nd] = a->shape[ax];
    strides[nd++] = a->strides[ax];
  }
  if (nd == 0) return np_str_scalar(*p);
  (void)self;
  return strarr_view(a, nd, shape, strides, p);
}

/* a[mask] with a boolean array of a's shape: the selected items, C order. */
static Value index_mask(NpStrArr *a, Value mask) {
  Array *m = RT_AS(Array, mask);
  if (m->ndim != a->ndim || memcmp(m->shape, a->shape, sizeof(int64_t) * (size_t)a->ndim)) {
    rt_raise(RT_EXC_IndexError, "boolean index did not match indexed array along dimension 0; "
                                "dimension is %lld but corresponding boolean dimension is %lld",
             (long long)(a->ndim ? a->shape[0] : 0), (long long)(m->ndim ? m->shape[0] : 0));
  }
  int64_t n = 0;
  NpIter it;
  for (np_iter_init(&it, m); it.more; np_iter_next(&it)) n += *it.ptr != 0;
  Value out = np_strarr_like(a, 1, &n, a->width);
  NpStrArr *o = RT_AS(NpStrArr, out);
  int64_t k = 0, j = 0;
  for (np_iter_init(&it, m); it.more; np_iter_next(&it), k++) {
    if (!*it.ptr) continue;
    Value v = *np_strarr_at(a, k);
    rt_incref(v);
    rt_decref(o->items[j]);
    o->items[j++] = v;
  }
  return out;
}

/* Item j (C order) of row `row` along axis 0 of a. */
static Value *row_item(const NpStrArr *a, int64_t row, int64_t j) {
  return np_items_at(a->ndim - 1, a->shape + 1, a->strides + 1, a->items + row * a->strides[0], j);
}

/* The rows (along axis 0) that integer index array ix picks, checked against a's length. */
static int64_t pick_row(const NpStrArr *a, int64_t i) {
  if (i < -a->shape[0] || i >= a->shape[0])
    rt_raise(RT_EXC_IndexError, "index %lld is out of bounds for axis 0 with size %lld",
             (long long)i, (long long)a->shape[0]);
  return i < 0 ? i + a->shape[0] : i;
}

/* a[[i, j, ...]]: the rows along axis 0 that the indices pick, in the index array's shape. */
static Value index_ints(NpStrArr *a, Value idx) {
  if (a->ndim == 0) rt_raise(RT_EXC_IndexError, "too many indices for array: array is "
                                                "0-dimensional, but 1 were indexed");
  Value arr = rt_array_from_value(idx, DT_INT64), out = rt_undef();
  int mark = rt_cleanup_push_value(&arr);
  rt_cleanup_push_value(&out);
  Array *ix = RT_AS(Array, arr);
  int64_t shape[RT_MAXDIM], inner = 1;
  int nd = ix->ndim + a->ndim - 1;
  if (nd > RT_MAXDIM) rt_raise(RT_EXC_IndexError, "too many indices for array");
  for (int d = 0; d < ix->ndim; d++) shape[d] = ix->shape[d];
  for (int d = 1; d < a->ndim; d++) inner *= shape[ix->ndim + d - 1] = a->shape[d];
  out = np_strarr_like(a, nd, shape, a->width);
  NpStrArr *o = RT_AS(NpStrArr, out);
  int64_t k = 0;
  const int64_t *flat = rt_array_is_c_contiguous(ix) ? (const int64_t *)(void *)ix->data : NULL;
  NpIter it;
  for (np_iter_init(&it, ix); it.more; np_iter_next(&it), k++) {
    int64_t row = pick_row(a, *(int64_t *)(void *)it.ptr);
    if (flat && inner == 1 && k + 16 < ix->size) { /* rows are objects apart: ask early */
      int64_t ahead = flat[k + 16];
      if (ahead >= -a->shape[0] && ahead < a->shape[0])
        __builtin_prefetch(a->items[(ahead < 0 ? ahead + a->shape[0] : ahead) * a->strides[0]].as.o, 1);
    }
    for (int64_t j = 0; j < inner; j++) {
      Value v = *row_item(a, row, j);
      rt_incref(v);
      rt_decref(o->items[k * inner + j]);
      o->items[k * inner + j] = v;
    }
  }
  Value r = out;
  out = rt_undef();
  rt_cleanup_pop(mark, true);
  return r;
}

/* a[key] for a key of index arrays mixed with other keys (np_fancypos.c): a copy of the
 * items it selects. */
static Value index_positions(NpStrArr *a, Value key) {
  Value pos = np_fancy_positions(a->ndim, a->shape, key), out = rt_undef();
  int mark = rt_cleanup_push_value(&pos);
  rt_cleanup_push_value(&out);
  if (!rt_is_array(pos)) {
    out = np_str_scalar(*np_strarr_at(a, rt_to_index(pos, "index")));
  } else {
    Array *p = RT_AS(Array, pos);
    out = np_strarr_like(a, p->ndim, p->shape, a->width);
    NpStrArr *o = RT_AS(NpStrArr, out);
    int64_t j = 0;
    NpIter it;
    for (np_iter_init(&it, p); it.more; np_iter_next(&it), j++) {
      Value v = *np_strarr_at(a, *(int64_t *)(void *)it.ptr);
      rt_incref(v);
      rt_decref(o->items[j]);
      o->items[j] = v;
    }
  }
  Value r = out;
  out = rt_undef();
  rt_cleanup_pop(mark, true);
  return r;
}

static Value strarr_getitem(Value self, Value key) {
  NpStrArr *a = RT_AS(NpStrArr, self);
  np_strarr_sync(a);
  if (np_key_is_mixed(key, a->ndim)) return index_positions(a, key);
  if (rt_is_array(key)) {
    if (RT_AS(Array, key)->dtype == DT_BOOL) return index_mask(a, key);
    return index_ints(a, key);
  }
  if (rt_is_list(key)) {
    Value arr = rt_array_from_value(key, -1);
    int mark = rt_cleanup_push_value(&arr);
    Value r = strarr_getitem(self, arr);
    rt_cleanup_pop(mark, true);
    return r;
  }
  if (rt_is_tuple(key)) return index_tuple(a, self, (int)RT_AS(Tuple, key)->n,
                                           RT_AS(Tuple, key)->items);
  return index_tuple(a, self, 1, &key);
}

static void strarr_assign(Value self, Value key, Value v);

static void strarr_setitem(Value self, Value key, Value v) {
  np_strarr_sync(RT_AS(NpStrArr, self));
  strarr_assign(self, key, v);
  sync_out(RT_AS(NpStrArr, self));
}

/* Does s (a string array) broadcast to shape (nd dims)? */
static bool bcasts_to(const NpStrArr *s, int nd, const int64_t *shape) {
  bool fits = s->ndim <= nd;
  for (int i = 0; fits && i < s->ndim; i++) {
    int64_t n = s->shape[s->ndim - 1 - i];
    fits = n == 1 || n == shape[nd - 1 - i];
  }
  return fits;
}

/* a[idx] = v for an integer index array idx (rows along axis 0): v, broadcast to a[idx]'s
 * shape, written in idx's order, so a repeated index keeps the last value, as NumPy's. */
static void assign_ints(Value self, Value key, Value v) {
  NpStrArr *a = RT_AS(NpStrArr, self);
  Value sel = strarr_getitem(self, key), src = rt_undef(); /* checks the indices */
  int mark = rt_cleanup_push_value(&sel);
  rt_cleanup_push_value(&src);
  NpStrArr *w = RT_AS(NpStrArr, sel);
  if (rt_is_type(v, &np_strarr_type) || is_seq(v)) {
    src = np_strarr_from_value(v, a->width);
    NpStrArr *s = RT_AS(NpStrArr, src);
    if (!bcasts_to(s, w->ndim, w->shape)) {
      StrBuf sb;
      rt_sb_init(&sb);
      np_sb_shape_compact(&sb, s->ndim, s->shape);
      rt_sb_puts(&sb, " could not be broadcast to indexing result of shape ");
      np_sb_shape_compact(&sb, w->ndim, w->shape);
      np_raise_sb(RT_EXC_ValueError, "shape mismatch: value array of shape ", &sb);
    }
  }
  Value ix = rt_array_from_value(key, DT_INT64);
  rt_cleanup_push_value(&ix);
  int64_t k = 0, inner = RT_AS(Array, ix)->size ? w->size / RT_AS(Array, ix)->size : 0;
  NpIter it;
  for (np_iter_init(&it, RT_AS(Array, ix)); it.more; np_iter_next(&it), k++) {
    int64_t row = pick_row(a, *(int64_t *)(void *)it.ptr);
    for (int64_t j = 0; j < inner; j++) {
      Value x = rt_is_undef(src) ? v
                                 : *np_strarr_bcast_at(RT_AS(NpStrArr, src), w->ndim, w->shape,
                                                       k * inner + j);
      np_strarr_put(a, row_item(a, row, j), x);
    }
  }
  rt_cleanup_pop(mark, true);
}

/* a[key] = v for a key of index arrays mixed with other keys: v broadcast to the selection's
 * shape, written in its order (a repeated position keeps the last value, as NumPy's). */
static void assign_positions(NpStrArr *a, Value key, Value v) {
  Value pos = np_fancy_positions(a->ndim, a->shape, key), src = rt_undef();
  int mark = rt_cleanup_push_value(&pos);
  rt_cleanup_push_value(&src);
  int nd = rt_is_array(pos) ? RT_AS(Array, pos)->ndim : 0;
  const int64_t *shape = rt_is_array(pos) ? RT_AS(Array, pos)->shape : NULL;
  if (rt_is_type(v, &np_strarr_type) || is_seq(v)) {
    src = np_strarr_from_value(v, a->width);
    NpStrArr *s = RT_AS(NpStrArr, src);
    if (!bcasts_to(s, nd, shape)) np_raise_fancy_value_shape(s->ndim, s->shape, nd, shape);
  }
  if (!rt_is_array(pos)) {
    Value x = rt_is_undef(src) ? v : *np_strarr_at(RT_AS(NpStrArr, src), 0);
    np_strarr_put(a, np_strarr_at(a, rt_to_index(pos, "index")), x);
  } else {
    int64_t k = 0;
    NpIter it;
    for (np_iter_init(&it, RT_AS(Array, pos)); it.more; np_iter_next(&it), k++) {
      Value x = rt_is_undef(src) ? v : *np_strarr_bcast_at(RT_AS(NpStrArr, src), nd, shape, k);
      np_strarr_put(a, np_strarr_at(a, *(int64_t *)(void *)it.ptr), x);
    }
  }
  rt_cleanup_pop(mark, true);
}

static void strarr_assign(Value self, Value key, Value v) {
  NpStrArr *a = RT_AS(NpStrArr, self);
  if (np_key_is_mixed(key, a->ndim)) {
    assign_positions(a, key, v);
    return;
  }
  if (rt_is_list(key)) { /* as the array it stands for: a mask or integer indices */
    Value arr = rt_array_from_value(key, -1);
    int mark = rt_cleanup_push_value(&arr);
    strarr_assign(self, arr, v);
    rt_cleanup_pop(mark, true);
    return;
  }
  if (rt_is_array(key) && RT_AS(Array, key)->dtype != DT_BOOL && a->ndim > 0) {
    assign_ints(self, key, v);
    return;
  }
  bool maybe_one = !rt_is_array(key) && !rt_is_list(key);
  Value cur = maybe_one ? strarr_getitem(self, key) : rt_none(); /* checks the index */
  bool one = maybe_one && !np_is_strarr(cur);
  rt_decref(cur);
  if (one) { /* only ints, one per axis */
    int nk = rt_is_tuple(key) ? (int)RT_AS(Tuple, key)->n : 1;
    const Value *ks = rt_is_tuple(key) ? RT_AS(Tuple, key)->items : &key;
    Value *p = a->items;
    for (int j = 0; j < nk; j++) {
      int64_t i = rt_to_index(ks[j], "index");
      p += (i < 0 ? i + a->shape[j] : i) * a->strides[j];
    }
    np_strarr_put(a, p, v);
    return;
  }
  if (rt_is_array(key) && RT_AS(Array, key)->dtype == DT_BOOL) {
    Array *m = RT_AS(Array, key);
    Value sel = index_mask(a, key); /* checks the shape */
    rt_decref(sel);
    int64_t k = 0;
    NpIter it;
    for (np_iter_init(&it, m); it.more; np_iter_next(&it), k++) {
      if (*it.ptr) np_strarr_put(a, np_strarr_at(a, k), v);
    }
    return;
  }
  Value view = strarr_getitem(self, key);
  Value src = rt_undef(); /* registered below: it must live until the pop at the end */
  int mark = rt_cleanup_push_value(&view);
  if (RT_AS(NpStrArr, view)->owner == NULL)
    rt_raise(RT_EXC_TypeError, "assignment through an integer index array into a string array "
                               "is not supported in Weft");
  NpStrArr *w = RT_AS(NpStrArr, view);
  w->width = a->width;
  if (rt_is_type(v, &np_strarr_type) || is_seq(v)) {
    src = np_strarr_from_value(v, a->width);
    NpStrArr *s = RT_AS(NpStrArr, src);
    rt_cleanup_push_value(&src);
    if (!bcasts_to(s, w->ndim, w->shape)) np_raise_bcast_into(s->ndim, s->shape, w->ndim, w->shape);
    for (int64_t k = 0; k < w->size; k++)
      np_strarr_put(w, np_strarr_at(w, k), *np_strarr_bcast_at(s, w->ndim, w->shape, k));
  } else {
    for (int64_t k = 0; k < w->size; k++) np_strarr_put(w, np_strarr_at(w, k), v);
  }
  rt_cleanup_pop(mark, true);
}

/* ---- iteration, len, in, truth ---- */

static int64_t strarr_len(Value self) {
  NpStrArr *a = RT_AS(NpStrArr, self);
  if (a->ndim == 0) rt_raise(RT_EXC_TypeError, "len() of unsized object");
  return a->shape[0];
}

static Value strarr_iter(Value self) {
  NpStrArr *a = RT_AS(NpStrArr, self);
  np_strarr_sync(a);
  if (a->ndim == 0) rt_raise(RT_EXC_TypeError, "iteration over a 0-d array");
  Value l = rt_list_new(a->shape[0]);
  int mark = rt_cleanup_push_value(&l);
  for (int64_t i = 0; i < a->shape[0]; i++) {
    Value idx = rt_int(i);
    Value e = strarr_getitem(self, idx);
    rt_list_append(l, e);
    rt_decref(e);
  }
  Value it = rt_iter(l);
  rt_cleanup_pop(mark, true);
  return it;
}

static int strarr_contains(Value self, Value item) {
  NpStrArr *a = RT_AS(NpStrArr, self);
  np_strarr_sync(a);
  item = rt_unwrap_base(item);
  if (!(a->bytes ? np_is_bytes(item) : rt_is_str(item))) return 0;
  for (int64_t k = 0; k < a->size; k++) {
    if (np_item_cmp(*np_strarr_at(a, k), item) == 0) return 1;
  }
  return 0;
}

static int strarr_truthy(Value self) {
  NpStrArr *a = RT_AS(NpStrArr, self);
  np_strarr_sync(a);
  if (a->size == 0) return np_empty_truth();
  if (a->size != 1)
    rt_raise(RT_EXC_ValueError, "The truth value of an array with more than one element is "
                                "ambiguous. Use a.any() or a.all()");
  return np_item_truth(*np_strarr_at(a, 0));
}

static Value strarr_type_object(Value self) {
  (void)self;
  Value np = rt_import("numpy");
  Value cls = rt_getattr(np, "ndarray");
  rt_decref(np);
  return cls;
}

const ObjType np_strarr_type = {
    .name = "numpy.ndarray", .free = strarr_free, .repr = strarr_repr, .str = strarr_str,
    .getattr = strarr_getattr, .getitem = strarr_getitem, .setitem = strarr_setitem,
    .iter = strarr_iter, .len = strarr_len, .truthy = strarr_truthy, .binop = np_strarr_binop,
    .contains = strarr_contains, .numkind = RT_NUMBER_ARRAY, .hash = rt_unhashable,
    .type_object = strarr_type_object};
