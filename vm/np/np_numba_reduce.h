/* np_numba_reduce.h — whole-array float reductions as Numba's compiled loops compute them, for
 * @jit code the interpreter tier runs (np_numba_reduce.c). */
#ifndef WEFT_NP_NUMBA_REDUCE_H
#define WEFT_NP_NUMBA_REDUCE_H

#include <stdbool.h>

#include "array.h"

typedef enum { NP_NB_SUM, NP_NB_MEAN, NP_NB_VAR, NP_NB_STD } NpNumbaReduce;

/* a.sum(), a.mean(), a.var(), a.std() of a float32/float64 array a, no other argument, while an
 * interpreted @jit function runs (rt_np_in_numba_code): Numba's result into *out (a NumPy
 * scalar of a's dtype), true; false when those conditions do not hold (NumPy's path then). */
bool np_numba_reduce(Value a, NpNumbaReduce op, Value *out);

#endif
