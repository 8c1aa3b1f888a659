/* np_usersub.h — user classes deriving from np.ndarray (class InfoArray(np.ndarray)): their
 * instances are Instances whose base is the array (np_usersub.c), made by view casting,
 * ndarray.__new__ and the results of their methods, operators and ufuncs (np_usersub_fns.c). */
#ifndef WEFT_NP_USERSUB_H
#define WEFT_NP_USERSUB_H

#include "../obj/class.h"

/* Is v an instance of a user subclass of np.ndarray? */
bool np_usersub_is(Value v);
/* arr (stolen) as an instance of cls (a user subclass), its __array_finalize__ called with obj
 * (None for a new array), as NumPy makes views and results of subclasses. */
Value np_usersub_wrap(ClassObj *cls, Value arr, Value obj);
/* Is v an array of the class np.ndarray itself (numeric, object, str or structured)? */
bool np_usersub_plain_ndarray(Value v);
/* Is cls (any value) a user class deriving from np.ndarray? */
bool np_usersub_is_class(Value cls);
/* cls's own method `name` (borrowed), or RT_UNDEF when cls only inherits np.ndarray's. */
Value np_usersub_override(ClassObj *cls, const char *name);
/* arr.view(dtype, type) (either may be RT_UNDEF; a class as dtype is the type): the view as
 * type when that is a user subclass, finalized with arr. */
Value np_usersub_view(Value arr, Value dtype, Value type);
/* A ufunc's call or method ("__call__", "reduce", "accumulate", "reduceat", "outer", "at")
 * when a user subclass instance is among its arguments (np_usersub_fns.c): __array_ufunc__
 * overrides first, then the plain ufunc with the result wrapped. */
bool np_usersub_in_args(int argc, const Value *argv, const Kwargs *kw);
Value np_usersub_ufunc(Value ufunc, const char *method, int argc, const Value *argv, const Kwargs *kw);
/* np.ndarray(shape, dtype=float, buffer=None, offset=0, strides=None, order=None). */
Value np_ndarray_new(int argc, const Value *argv, const Kwargs *kw);
/* Fills np.ndarray's hidden class for its subclasses (np_usersub.c). */
void np_usersub_fill_binops(ClassObj *hidden);

void np_register_usersub(Value m);
/* After np_register_matrix, whose wrappers these wrap. */
void np_register_usersub_fns(Value m);

#endif
