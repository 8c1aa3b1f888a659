/* np_strarray.h — NumPy's fixed-width unicode ('<U<n>') and bytes ('|S<n>') arrays, private to
 * vm/np: the object (np_strarray.c), the NumPy functions on it (np_strfuncs.c, np_charfuncs.c)
 * and the bytes kind with numpy.str_/bytes_ (np_bytesarr.c). */
#ifndef WEFT_NP_STRARRAY_H
#define WEFT_NP_STRARRAY_H

#include <string.h>

#include "np_internal.h"
#include "../obj/objects.h"

/* An n-dimensional strided view of Python strs, each at most `width` code points. `owner` is
 * NULL when this array owns `buf` (nbuf items), else the array that does (referenced). */
typedef struct NpStrArr {
  Obj hdr;
  int ndim;
  int64_t size, width;
  int64_t shape[RT_MAXDIM];
  int64_t strides[RT_MAXDIM]; /* in items */
  Value *items;
  Value *buf;
  int64_t nbuf;
  Obj *owner;
  bool bytes; /* dtype 'S<n>': the items are bytes of at most width bytes (np_bytesarr.c) */
  /* A structured array's string field (a['name'], np_recarray.c): the records' uint8 array,
   * the field's offset and item count; rec_raw is RT_UNDEF for other arrays. */
  Value rec_raw;
  int64_t rec_offset, rec_items;
} NpStrArr;
extern const ObjType np_strarr_type;
static inline bool np_is_bytes(Value v) { return rt_is_type(v, &rt_bytes_type); }
/* An item's bytes (a str's UTF-8, whose byte order is code point order, or a bytes'). */
static inline const char *np_item_data(Value v, int64_t *n) {
  if (rt_is_str(v)) {
    *n = RT_AS(Str, v)->nbytes;
    return RT_AS(Str, v)->data;
  }
  *n = RT_AS(Bytes, v)->n;
  return (const char *)RT_AS(Bytes, v)->data;
}
static inline int np_item_cmp(Value a, Value b) {
  if (a.as.o == b.as.o) return 0; /* one object (copies share items): no need to reach it */
  int64_t na, nb;
  const char *p = np_item_data(a, &na), *q = np_item_data(b, &nb);
  int c = memcmp(p, q, (size_t)(na < nb ? na : nb));
  return c ? c : (na > nb) - (na < nb);
}
static inline bool np_is_strarr(Value v) { return rt_is_type(v, &np_strarr_type); }

/* Reloads a structured array's string field view (and any view of it) from its records:
 * before reading items where a field view may come in. */
void np_strarr_sync(const NpStrArr *a);
/* A C-contiguous array of empty strings (np_bytesarr_new: of empty bytes, dtype 'S'). */
Value np_strarr_new(int ndim, const int64_t *shape, int64_t width);
Value np_bytesarr_new(int ndim, const int64_t *shape, int64_t width);
/* An empty array of the kind (unicode or bytes) of a. */
Value np_strarr_like(const NpStrArr *a, int ndim, const int64_t *shape, int64_t width);
/* A view of b's items (strides in items; references b's owner). */
Value np_strarr_view(NpStrArr *b, int ndim, const int64_t *shape, const int64_t *strides,
                     Value *items);
/* Layout on string arrays (np_strlayout.c): a.reshape/ravel/flatten/transpose/swapaxes/
 * squeeze/repeat and a.T (RT_UNDEF for other names); np_register_strlayout wraps numpy's
 * layout functions (np.reshape, np.stack, np.tile, ...) to take string arrays. */
Value np_strarr_layout_getattr(Value self, const char *name);
void np_register_strlayout(Value m);
/* Wraps numpy's argmax, argmin, nonzero, count_nonzero, all, any, array_equal, append, the _like
 * functions, argsort and searchsorted to take string arrays and lists holding str
 * (np_strsearch.c). */
void np_register_strsearch(Value m);
/* NumPy's errors from its numeric functions (median, diff, histogram, clip, round, ...) given
 * text (np_strerrs.c). */
void np_register_strerrs(Value m);
/* NumPy's truth of a string item: it holds a character that is neither NUL nor whitespace
 * (np.nonzero, bool(np.array([' '])) is False). */
bool np_item_truth(Value item);
/* *slot = v stored as an item of a's kind, cut to a's width. */
void np_strarr_put(const NpStrArr *a, Value *slot, Value v);
/* A copy of a as kind bytes (astype('S5') of a unicode array and back: ASCII both ways,
 * NumPy's UnicodeEncodeError / UnicodeDecodeError otherwise). */
Value np_strarr_copy_as(const NpStrArr *a, int64_t width, bool bytes);
/* np.array(v) for nested lists with str leaves (width 0: the longest leaf's). */
Value np_strarr_from_value(Value v, int64_t width);
/* The same, exact: numbers are as wide as their str() (np.array([1, 22], dtype=str)), not as
 * wide as NumPy's widest text of their type (np.array(['a', 1])). */
Value np_strarr_from_list(Value v, int64_t width, bool exact);
/* The same of a chosen kind: bytes 1 ('S'), 0 ('U'), -1 (bytes when every text leaf is). */
Value np_strarr_from_kind(Value v, int64_t width, bool exact, int bytes);
Value np_strarr_copy(const NpStrArr *a, int64_t width);
bool np_str_leaves(Value v);                          /* a str somewhere among v's leaves */
Value *np_strarr_at(const NpStrArr *a, int64_t k);   /* item k in C order */
/* Item k (C order) of a broadcast to shape (nd dims); shape must be a broadcast of a's. */
Value *np_strarr_bcast_at(const NpStrArr *a, int nd, const int64_t *shape, int64_t k);
void np_strarr_store(Value *slot, Value v, int64_t width); /* *slot = str(v)[:width] */
/* np_bytesarr.c: *slot = v as bytes cut to width (a str encoded as ASCII, a number's text),
 * and a bytes item decoded as ASCII (NumPy's UnicodeDecodeError otherwise). */
void np_bytes_store(Value *slot, Value v, int64_t width);
Value np_bytes_decode(Value b);
void np_item_pack(StrBuf *sb, Value v, int64_t width); /* v NUL-padded to width items */
/* The array of C-order items packed at p (np_item_pack's layout: bytes, or UCS4 little-endian). */
Value np_strarr_from_buffer(const char *p, int ndim, const int64_t *shape, int64_t width,
                            bool bytes);
Value np_str_class(bool bytes);      /* numpy.str_ / numpy.bytes_ (a new reference) */
Obj *np_str_class_obj(bool bytes);   /* the same, borrowed, NULL before numpy is imported */
Value np_str_cut(Value s, int64_t width);
/* The body of print(a) (sep " ", hang " ", width 75) or of repr(a) inside "array(" (", ",
 * seven spaces, 74): NumPy's _formatArray, elements by their repr (raw: as they are). */
void np_strarr_format_body(StrBuf *sb, const NpStrArr *a, const char *sep, const char *hang,
                           size_t width, bool raw);

Value np_strdtype_new(int64_t width); /* dtype('<U<width>') */
Value np_bytesdtype_new(int64_t width); /* dtype('S<width>') */
/* The width of a dtype('<U<n>') (bytes false) or dtype('S<n>') object, else -1. */
int64_t np_strdtype_obj_width(Value v, bool bytes);
/* An item as NumPy hands it out: a numpy.str_ / numpy.bytes_ holding it (a new reference). */
Value np_str_scalar(Value item);
void np_register_str_scalars(Value m); /* np.str_, np.bytes_ (and np.string_, np.unicode_) */

/* Shared by the arrays of Python values (strings, objects): the repr's closing
 * ", dtype=...)" wrapped at the print width, the shape tuple, and tolist() over items laid
 * out with item strides. */
void np_repr_dtype_suffix(StrBuf *sb, const char *dtype_text, bool flexible);
Value np_shape_tuple(int ndim, const int64_t *shape);
Value np_items_tolist(int ndim, const int64_t *shape, const int64_t *strides, Value *p);
Value *np_items_at(int ndim, const int64_t *shape, const int64_t *strides, Value *items, int64_t k);
Value *np_items_bcast_at(int ndim, const int64_t *shape, const int64_t *strides, Value *items,
                         int nd, const int64_t *bshape, int64_t k);

/* np_strfuncs.c */
/* The width a dtype argument asks for: 0 for str/'U' (infer), n for 'U<n>'/'<U<n>', -1 when
 * it is not a string dtype. */
int64_t np_str_dtype_width(Value dt);
/* The same for bytes dtypes: 0 for bytes/'S'/np.bytes_, n for 'S<n>'/'|S<n>', else -1. */
int64_t np_bytes_dtype_width(Value dt);
Value np_strarr_binop(BinOp op, Value a, Value b);
Value np_numeric_str_binop(BinOp op, Value a, Value b); /* array/NumPy scalar op str */
/* NumPy 1.24's _UFuncNoLoopError for ufunc on operands a and b. */
_Noreturn void np_strarr_no_loop(const char *ufunc, Value a, Value b);
/* np.<ufunc>(a, b) with a string array operand: string comparisons, or NumPy's errors;
 * RT_UNDEF for other operands (np_strfuncs.c). */
Value np_strarr_ufunc(const char *name, Value a, Value b);
/* A unary ufunc's operand holding text (a string array, str, bytes, or a list of them): NumPy
 * 1.24's error for it (no unary ufunc has a string loop); returns when x holds no text. */
void np_strarr_unary_check(const char *name, Value x);
Value np_strarr_to_numbers(Value a, Value dtype);     /* a.astype(int/float) */
/* Hooks of np.array/np.unique/np.sort/np.where/ndarray.astype: RT_UNDEF when the arguments
 * are not the string case (the numeric path then runs). */
Value np_str_array_hook(Value obj, Value dtype);
Value np_str_unique_hook(Value ar, bool counts); /* values (and counts) */
Value np_str_unique_full(Value ar, bool want_index, bool want_inverse, bool want_counts);
Value np_str_sort_hook(Value a, Value axis, Value kind);
Value np_str_where_hook(Value cond, Value x, Value y);
Value np_str_astype_hook(Value arr, Value dtype);
/* np.promote_types(a, b) when a or b is a str/bytes dtype: the wider text dtype ('U' wins
 * over 'S'; a number counts as the width astype(str) gives it); RT_UNDEF otherwise. */
Value np_str_promote(Value a, Value b);
Value np_str_filled_hook(int ndim, const int64_t *shape, Value dtype, Value fill);
Value np_str_concat_hook(Value seq, Value axis);
/* np_charfuncs.c: the vectorised str methods and comparisons of np.char (ch: the module). */
void np_register_charfuncs(Value ch);
/* np_strsort.c: np.argsort(a, axis=, kind=) of a string array (RT_UNDEF for other a). */
Value np_str_argsort_hook(Value a, Value axis, Value kind);
/* np.searchsorted(a, v, side, sorter) for a string array a (RT_UNDEF for other a). */
Value np_str_searchsorted_hook(Value a, Value v, bool right, Value sorter);
/* fn (a choice function) drawing from a sequence of strs: RT_UNDEF when argv[0] is not one. */
Value np_str_choice_hook(NativeFn fn, Value self, int argc, const Value *argv, const Kwargs *kw);
void np_register_strings(Value m);                    /* np.char, np.str_ */

#endif
