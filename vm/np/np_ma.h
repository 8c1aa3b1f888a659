/* np_ma.h — numpy.ma's MaskedArray, shared by the np_ma*.c files (private to vm/np):
 * the object and its constructor helpers (np_ma.c), printing (np_ma_print.c), operators,
 * ufuncs and reductions (np_ma_ops.c), and the numpy.ma module's functions (np_ma_module.c). */
#ifndef WEFT_NP_MA_H
#define WEFT_NP_MA_H

#include "array.h"
#include "../obj/value.h"

/* A masked array: data and, unless it is `nomask`, a boolean mask of the same shape that is
 * true where an element is missing. The masked constant np.ma.masked is one such object (a 0-d
 * float64 0.0, masked), unique per runtime. */
typedef struct NpMa {
  Obj hdr;
  Value data; /* an Array */
  Value mask; /* a bool Array of data's shape, or RT_UNDEF: nomask */
  Value fill; /* the fill value set (a NumPy scalar or Python value), RT_UNDEF: the default */
  bool hard;  /* a hard mask (harden_mask): assignments leave masked elements masked */
} NpMa;

bool np_is_ma(Value v);
/* np_ma_rec.c: masked arrays of a structured dtype. np_ma_rec_build: what np.ma.array(data,
 * mask=, dtype=, fill_value=) makes when data or dtype is structured, RT_UNDEF otherwise;
 * np_ma_rec_from: one over data (a structured array, referenced) with mask in any of
 * NumPy's forms (RT_UNDEF: none masked). */
bool np_is_ma_rec(Value v);
Value np_ma_rec_build(Value data, Value mask, Value dtype, Value fill);
Value np_ma_rec_from(Value data, Value mask);
/* Mark records start..stop of field (a name) of m (an np_ma_rec_from result) masked or not. */
void np_ma_rec_set_mask(Value m, Value field, int64_t start, int64_t stop, bool masked);
/* numpy.lib.recfunctions' usemask=True result from out (stolen): a structured one as
 * np_ma_rec_from(out, every field masked when all_masked), a plain one as a masked array
 * with nomask; asrecarray=True (NumPy's MaskedRecords) is refused. */
Value np_ma_rec_result(Value out, bool all_masked, Value asrecarray, const char *fn);
/* A new masked array over data (a new reference is taken) with mask (one taken too; RT_UNDEF:
 * nomask) and fill (RT_UNDEF: the default). */
Value np_ma_new(Value data, Value mask, Value fill);
Value np_ma_masked(void); /* np.ma.masked, borrowed */
Value np_ma_nomask(void); /* np.ma.nomask (np.False_), borrowed */
bool np_ma_is_masked_const(Value v);
/* getdata (a new reference: the data array, or v as an array); getmaskarray (a new reference:
 * a full bool array of v's shape) */
Value np_ma_getdata(Value v);
Value np_ma_getmaskarray(Value v);
/* The fill value to print and to fill with: the one set, or NumPy's default for the dtype (a
 * new reference). As NumPy's fill_value property, asking sets the default: from then on it
 * follows the array into results like a fill value given. */
Value np_ma_fill_value(NpMa *m);
/* numpy.<name>(args...) and self.<name>(args...), new references. */
Value np_ma_np(const char *name, int argc, const Value *argv, const Kwargs *kw);
Value np_ma_method(Value self, const char *name, int argc, const Value *argv, const Kwargs *kw);
/* True when any element of a bool array (or value) is true. */
bool np_ma_any(Value v);
/* filled(): data with the fill value (fill RT_UNDEF: the array's own) where masked. */
Value np_ma_filled(NpMa *m, Value fill);

/* np_ma_print.c */
Value np_ma_repr(Value self);
Value np_ma_str(Value self);

/* np_ma_ops.c */
Value np_ma_binop(BinOp op, Value a, Value b);
Value np_ma_unop(UnOp op, Value a);
Value np_ma_inplace(BinOp op, Value a, Value b); /* a op= b */
/* A ufunc called with a masked operand (NumPy's __array_wrap__ with its domains); RT_UNDEF when
 * no operand is masked. */
Value np_ma_ufunc(const char *name, int nin, int argc, const Value *argv, const Kwargs *kw);
/* The reductions and other methods of MaskedArray (sum, mean, ...); NULL when not one. */
RtMethodFn np_ma_ops_method(const char *name);
/* np.ma.sqrt, np.ma.log, ...: the masked unary operations (domain values masked). */
Value np_ma_unary_fn(const char *name, Value a);

/* np_ma_module.c */
void np_ma_module_init(Value m);

/* np_ma_extra.c: harden_mask/soften_mask (methods and functions), np.ma.where, np.ma.average */
RtMethodFn np_ma_extra_method(const char *name);
void np_ma_register_extra(Value m);
/* Value v (the masked constant, a MaskedArray or a plain value) stored at key of a hard-masked
 * m: masked elements keep their data and stay masked. */
void np_ma_hard_setitem(NpMa *m, Value key, Value v);

/* np_ma_more.c: sort, masked_all, make_mask/mask_or, fix_invalid, compress_rows/cols, the
 * stacking functions, the binary ufuncs, dot; the methods anom, ptp, nonzero, set_fill_value */
RtMethodFn np_ma_more_method(const char *name);
void np_ma_register_more(Value m);

/* np_ma_struct.c: NumPy's functions given a masked array (np.flip, np.sort, np.diff, ...), and
 * the methods clip, repeat and compress */
void np_ma_wrap_fns(Value m); /* wraps numpy's functions: after the other wrappers */
RtMethodFn np_ma_struct_method(const char *name);
void np_ma_register_struct(Value m); /* np.ma.diff, np.ma.unique */
/* np_ma_clumps.c: notmasked_edges, notmasked_contiguous, clump_masked, ... */
void np_ma_register_clumps(Value m);

#endif
