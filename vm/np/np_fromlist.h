/* np_fromlist.h — np.array of a flat list of plain numbers in one pass (np_fromlist.c). */
#ifndef WEFT_NP_FROMLIST_H
#define WEFT_NP_FROMLIST_H

#include "array.h"

/* A flat list or tuple of Python floats only, or of Python ints only, as a new float64 / int64
 * array, or of numpy scalars of one plain numeric dtype as an array of it; RT_UNDEF for
 * anything else (other leaves, nesting, a mix, empty). */
Value np_array_from_flat_numbers(Value v);

#endif
