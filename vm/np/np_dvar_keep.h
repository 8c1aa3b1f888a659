/* np_dvar_keep.h — which results keep np.longlong / np.ulonglong ('q'/'Q') from their inputs
 * (np_dvar_keep.c). */
#ifndef WEFT_NP_DVAR_KEEP_H
#define WEFT_NP_DVAR_KEEP_H

#include "np_internal.h"

/* Give result (an array or NumPy scalar) longlong when v, or an array or scalar nested in the
 * lists and tuples v is made of, is longlong of the result's dtype (np.array([q, l]) is 'q');
 * returns result. */
Value np_dvar_keep_seq(Value result, Value v);
/* np.asarray(src, dtype=spec) and np.array(..., copy=False) made out (stolen): src itself
 * when its dtype is spec's but the longlong variant differs becomes a view of the asked one
 * (np.asarray(q, dtype='l')); a new array of no asked dtype keeps a longlong nested in src
 * (np.asarray([np.longlong(1), 2])). Returns the result. */
Value np_dvar_asarray(Value out, Value src, Value spec);
/* The current function of array method name (np_array.c's table); NULL when none. */
NativeFn np_method_fn(const char *name);
/* Wraps numpy's functions and ndarray methods whose results keep a longlong input's type
 * character (np.where, np.tile, a.take, ...); after those it wraps. */
void np_register_dvar_keep(Value m);

#endif
