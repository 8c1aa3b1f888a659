/* np_internal.h — how the np_*.c files of the NumPy runtime register themselves. Private to
 * vm/rt/np_*.c; the rest of Weft uses array.h. */
#ifndef WEFT_RT_NP_INTERNAL_H
#define WEFT_RT_NP_INTERNAL_H

#include "array.h"
#include "native.h"

/* Array methods that are not plain attributes (a.sum(axis=0), a.reshape(2, 3), ...): the
 * table lives in np_array.c; fn receives the array as `self`. */
void np_register_method(const char *name, NativeFn fn);

/* Each file adds its functions (and, through np_register_method, its methods) to the numpy
 * module. np_module.c calls them all from rt_numpy_module_init. */
void np_register_dtypes(Value m);   /* np_dtype.c: float32, int64, dtype, ... */
void np_register_create(Value m);   /* np_create.c */
void np_register_array(Value m);    /* np_array.c: ndarray, shape methods */
void np_register_ufuncs(Value m);   /* np_ufunc.c */
void np_register_reduce(Value m);   /* np_reduce.c */
void np_register_sort(Value m);     /* np_sort.c */
void np_register_linalg(Value m);   /* np_linalg.c */
void np_register_misc(Value m);     /* np_misc.c */

#endif
