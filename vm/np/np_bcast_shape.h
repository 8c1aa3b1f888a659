/* np_bcast_shape.h — the broadcast shape of several arrays with NumPy's "shape mismatch: objects
 * cannot be broadcast to a single shape" error naming the clashing arguments (np_arrayfns.c),
 * as np.broadcast, np.broadcast_arrays and np.broadcast_shapes raise it. */
#ifndef WEFT_NP_BCAST_SHAPE_H
#define WEFT_NP_BCAST_SHAPE_H

#include "../obj/objects.h"

/* The broadcast shape of the arrays arrs[0..n): *nd its length, shape (RT_MAXDIM long) it. */
void np_common_shape(int n, const Value *arrs, int *nd, int64_t *shape);

#endif
