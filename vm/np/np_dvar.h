/* np_dvar.h — dtype variants (array.h's NP_DVAR_*): np.longlong/np.ulonglong and non-native byte
 * orders, carried beside a DType by arrays, NumPy scalars and dtype objects (np_dvar.c). */
#ifndef WEFT_NP_DVAR_H
#define WEFT_NP_DVAR_H

#include "array.h"

/* The variant a dtype specification asks for: 'q', 'Q', 'longlong', '>i4', np.longlong,
 * np.dtype('>f8'), ...; NP_DVAR_NONE for every other value (never raises). */
int np_dvar_of_spec(Value spec);
/* dvar with the bits that dt cannot carry dropped (longlong only on int64/uint64, a byte order
 * only on numbers wider than one byte). */
int np_dvar_fit(DType dt, int dvar);
/* The variant an array or NumPy scalar carries (0 for anything else). */
int np_dvar_of(Value v);
/* Give v (an array or NumPy scalar, else ignored) the variant, as far as its dtype fits it;
 * returns v. */
Value np_dvar_set(Value v, int dvar);
/* Apply the variant the dtype specification spec asks for to the fresh result v; returns v. */
Value np_dvar_apply(Value v, Value spec);
/* An operation's result from operands a and b (b may be RT_UNDEF): longlong when the result is
 * 64-bit of a longlong operand's signedness, native order always; returns result. */
Value np_dvar_result(Value result, Value a, Value b);
/* The dtype object of dt, the promotion of argv's dtypes: np.longlong when one of them is
 * longlong of dt's type (np.promote_types('l', 'q') is 'q'); native order. */
Value np_dvar_promoted(DType dt, int argc, const Value *argv);
/* The dtype object of dt with the variant (np.dtype('q'), np.dtype('>f8')); a new reference,
 * one object per pair as NumPy's builtin dtypes are singletons. */
Value np_dvar_dtypeobj(DType dt, int dvar);
/* NumPy's type character ('q' for longlong int64). */
char np_dvar_char(DType dt, int dvar);
/* The scalar class of dt with the variant (np.longlong); a new reference. */
Value np_dvar_scalar_type(DType dt, int dvar);
/* The dtype of np.longlong / np.ulonglong (*dvar gets NP_DVAR_LONGLONG); false otherwise. */
bool np_dvar_class_dtype(Value cls, DType *dt);
/* The class name type() shows for a scalar: "numpy.longlong", or NULL for the plain one. */
const char *np_dvar_scalar_name(DType dt, int dvar);
/* Reverse the bytes of n elements of dt at p (complex numbers half by half), in place. */
void np_dvar_swap(DType dt, char *p, int64_t n);
/* dtype attributes that depend on the variant (char, type, byteorder, isnative, str,
 * newbyteorder); RT_UNDEF for the others. */
Value np_dvar_dtype_attr(Value self, const char *name);
/* a.view(dt) of the same item size made view (stolen) with dt's variant dvar: view itself, or
 * where the byte order changes, a copy holding the values the bytes give in the new order
 * (elements are kept native, so it cannot share memory as NumPy's view does). */
Value np_dvar_view(Value view, int dvar);
/* a.view(dt) of another item size when a or dt has the other byte order: dt (with dvar) read
 * from a swapped copy of a's bytes as NumPy holds them (shape: the view's). */
Value np_dvar_resized_view(Value self, DType dt, int dvar, const int64_t *shape);
/* numpy's np.longlong and np.ulonglong classes. */
void np_register_dvar(Value m);

#endif
