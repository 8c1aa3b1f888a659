/* np_objarray.h — NumPy's object arrays (dtype=object, dtype('O')), private to vm/np: the
 * object itself (np_objarray.c) and its operators, reductions and NumPy hooks (np_objops.c). */
#ifndef WEFT_NP_OBJARRAY_H
#define WEFT_NP_OBJARRAY_H

#include "np_internal.h"

/* An n-dimensional strided view of Python values (any: ints of any size, strs, lists, None).
 * `owner` is NULL when this array owns `buf` (nbuf references), else the array that does
 * (referenced); a view's items point into its owner's buf. */
typedef struct NpObjArr {
  Obj hdr;
  int ndim;
  int64_t size;
  int64_t shape[RT_MAXDIM];
  int64_t strides[RT_MAXDIM]; /* in items */
  Value *items;
  Value *buf;
  int64_t nbuf;
  Obj *owner;
  /* a['name'] of a structured array's 'O' field (np_recobj.c): (raw, dtype, field index),
   * whose records take the items back on each assignment; RT_UNDEF otherwise */
  Value rec_field;
} NpObjArr;
extern const ObjType np_objarr_type;
static inline bool np_is_objarr(Value v) { return rt_is_type(v, &np_objarr_type); }

/* A C-contiguous object array of None. */
Value np_objarr_new(int ndim, const int64_t *shape);
/* A view of b's items (shape and item strides given). */
Value np_objarr_view(Value b, int ndim, const int64_t *shape, const int64_t *strides,
                     Value *items);
Value *np_objarr_at(const NpObjArr *a, int64_t k); /* item k in C order (borrowed slot) */
/* Item k (C order) of a broadcast to shape (nd dims, a's aligned to the right). */
Value *np_objarr_bcast_at(const NpObjArr *a, int nd, const int64_t *shape, int64_t k);
void np_objarr_store(Value *slot, Value v); /* *slot = v (increfs v, releases the old) */
/* np.array(v, dtype=object): nested lists/tuples down to the deepest level where every
 * branch agrees (deeper lists are elements), arrays' elements as Python values. */
Value np_objarr_from_value(Value v);
Value np_objarr_copy(const NpObjArr *a); /* C-contiguous copy (shares the elements) */
/* The bracketed elements (their reprs) under the print options: np.array2string's body. */
void np_objarr_format_body(StrBuf *sb, const NpObjArr *a, const char *sep, const char *hang,
                           size_t width);
/* Is dt object's dtype: object, np.object_, 'O', 'object', np.dtype('O')? */
bool np_is_obj_dtype(Value dt);
/* np_recobj.c: a's items into the records of the field a was read from (a->rec_field set). */
void np_recobj_writeback(const NpObjArr *a);
Value np_objdtype_new(void); /* dtype('O') */
bool np_is_objdtype(Value v); /* v is a dtype('O') object */
/* np_pickle.c: an object array's __setstate__ and __reduce__/__reduce_ex__, and pickle.loads of the data of an object
 * array's .npy file (np.load with allow_pickle=True). */
Value np_objarr_setstate(Value self, int argc, const Value *argv, const Kwargs *kw);
Value np_objarr_m_reduce(Value self, int argc, const Value *argv, const Kwargs *kw);
Value np_pickle_load_objarr(Value data);
/* Is v (a nested list/tuple) an array NumPy 1.24 makes of dtype object without being told:
 * a leaf that is no number, str or array (None, Fraction, an int beyond uint64, ...)? */
bool np_obj_leaves(Value v);

/* np_objops.c */
Value np_objarr_binop(BinOp op, Value a, Value b);
Value np_objarr_inplace_binop(BinOp op, Value a, Value b); /* a op= b, into a */
Value np_objarr_unop(UnOp op, Value a);
Value np_objarr_abs(Value a);
/* a.sum() / prod / max / min / mean / any / all, with axis= (None or an int). */
Value np_objarr_reduce(const char *name, Value self, Value axis);
/* a.astype(dt) for a numeric dt: each element converted as np.array(x, dtype) converts it. */
Value np_objarr_to_numbers(Value a, DType dt);

/* Hooks of np.array/np.asarray/np.zeros/empty/ones/full/ndarray.astype/np.dtype: RT_UNDEF when
 * the arguments are not the object case (the other paths then run). */
Value np_obj_array_hook(Value obj, Value dtype);
Value np_obj_filled_hook(int ndim, const int64_t *shape, Value dtype, Value fill);
Value np_obj_astype_hook(Value arr, Value dtype);
/* A ufunc (its name, nin inputs) called with an object array among its inputs: the operators
 * per element; NumPy's TypeError for ufuncs that would call a method of the elements. */
Value np_obj_ufunc_hook(const char *name, int nin, const Value *args);
/* a op b where one is a Python int beyond int64/uint64 and the other an array: on objects;
 * RT_UNDEF when neither is */
Value np_obj_huge_int_hook(const char *name, Value a, Value b, Value out);
void np_register_objarray(Value m); /* np.object_ */
/* np.concatenate (seq holding an object array). */
Value np_obj_concat_hook(Value seq, Value axis);
/* np_objsort.c: np.sort / a.sort() (in_place) and np.argsort / a.argsort() of an object array
 * (RT_UNDEF for other values); np.unique and np.where taking object arrays. */
Value np_obj_sort_hook(Value a, Value axis, Value kind, bool in_place);
Value np_obj_argsort_hook(Value a, Value axis, Value kind);
/* a.argmax() (max) / a.argmin() of an object array a, axis None (np_objfns.c) */
Value np_objarr_argext(Value self, Value axis, bool max);
void np_register_objsort(Value m);
/* np_gather.c: np.take, append, insert, pad, diag, triu, tril, choose on object and string
 * arrays, np.nonzero and its kin on object arrays (wrapping numpy's numeric functions). */
void np_register_gather(Value m);
/* np_objfns.c: a @ b and np.dot of object arrays (up to two axes); np.cumsum, cumprod, dot,
 * matmul, isin, in1d (np_register_objfns) and numpy.linalg (np_register_objlinalg) taking
 * object arrays. */
Value np_objarr_matmul(Value a, Value b);
void np_register_objfns(Value m);
void np_register_objlinalg(Value m);

#endif
