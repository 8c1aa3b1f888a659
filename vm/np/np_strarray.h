/* np_strarray.h — NumPy's fixed-width unicode arrays ('<U<n>'), private to vm/np: the object
 * (np_strarray.c) and the NumPy functions on it (np_strfuncs.c). */
#ifndef WEFT_NP_STRARRAY_H
#define WEFT_NP_STRARRAY_H

#include "np_internal.h"

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
} NpStrArr;
extern const ObjType np_strarr_type;
static inline bool np_is_strarr(Value v) { return rt_is_type(v, &np_strarr_type); }

/* A C-contiguous array of empty strings. */
Value np_strarr_new(int ndim, const int64_t *shape, int64_t width);
/* np.array(v) for nested lists with str leaves (width 0: the longest leaf's). */
Value np_strarr_from_value(Value v, int64_t width);
/* The same, exact: numbers are as wide as their str() (np.array([1, 22], dtype=str)), not as
 * wide as NumPy's widest text of their type (np.array(['a', 1])). */
Value np_strarr_from_list(Value v, int64_t width, bool exact);
Value np_strarr_copy(const NpStrArr *a, int64_t width);
bool np_str_leaves(Value v);                          /* a str somewhere among v's leaves */
Value *np_strarr_at(const NpStrArr *a, int64_t k);   /* item k in C order */
/* Item k (C order) of a broadcast to shape (nd dims); shape must be a broadcast of a's. */
Value *np_strarr_bcast_at(const NpStrArr *a, int nd, const int64_t *shape, int64_t k);
void np_strarr_store(Value *slot, Value v, int64_t width); /* *slot = str(v)[:width] */
Value np_str_cut(Value s, int64_t width);
/* The body of print(a) (sep " ", hang " ", width 75) or of repr(a) inside "array(" (", ",
 * seven spaces, 74): NumPy's _formatArray, elements by their repr (raw: as they are). */
void np_strarr_format_body(StrBuf *sb, const NpStrArr *a, const char *sep, const char *hang,
                           size_t width, bool raw);

Value np_strdtype_new(int64_t width); /* dtype('<U<width>') */

/* Shared by the arrays of Python values (strings, objects): the repr's closing
 * ", dtype=...)" wrapped at the print width, the shape tuple, and tolist() over items laid
 * out with item strides. */
void np_repr_dtype_suffix(StrBuf *sb, const char *dtype_text);
Value np_shape_tuple(int ndim, const int64_t *shape);
Value np_items_tolist(int ndim, const int64_t *shape, const int64_t *strides, Value *p);
Value *np_items_at(int ndim, const int64_t *shape, const int64_t *strides, Value *items, int64_t k);
Value *np_items_bcast_at(int ndim, const int64_t *shape, const int64_t *strides, Value *items,
                         int nd, const int64_t *bshape, int64_t k);

/* np_strfuncs.c */
/* The width a dtype argument asks for: 0 for str/'U' (infer), n for 'U<n>'/'<U<n>', -1 when
 * it is not a string dtype. */
int64_t np_str_dtype_width(Value dt);
Value np_strarr_binop(BinOp op, Value a, Value b);
/* NumPy 1.24's _UFuncNoLoopError for ufunc on operands a and b. */
_Noreturn void np_strarr_no_loop(const char *ufunc, Value a, Value b);
Value np_strarr_sorted(Value a);                      /* np.sort of a flattened 1-D copy */
Value np_strarr_to_numbers(Value a, Value dtype);     /* a.astype(int/float) */
/* Hooks of np.array/np.unique/np.sort/np.where/ndarray.astype: RT_UNDEF when the arguments
 * are not the string case (the numeric path then runs). */
Value np_str_array_hook(Value obj, Value dtype);
Value np_str_unique_hook(Value ar, bool counts); /* values (and counts) */
Value np_str_unique_full(Value ar, bool want_index, bool want_inverse, bool want_counts);
Value np_str_sort_hook(Value a);
Value np_str_where_hook(Value cond, Value x, Value y);
Value np_str_astype_hook(Value arr, Value dtype);
Value np_str_filled_hook(int ndim, const int64_t *shape, Value dtype, Value fill);
Value np_str_concat_hook(Value seq);
/* np_charfuncs.c: the vectorised str methods and comparisons of np.char (ch: the module). */
void np_register_charfuncs(Value ch);
Value np_str_argsort_hook(Value a);
/* fn (a choice function) drawing from a sequence of strs: RT_UNDEF when argv[0] is not one. */
Value np_str_choice_hook(NativeFn fn, Value self, int argc, const Value *argv, const Kwargs *kw);
void np_register_strings(Value m);                    /* np.char, np.str_ */

#endif
