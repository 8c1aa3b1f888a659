/* np_tile.h — np.tile's and np.repeat's copy kernels (np_tile.c). */
#ifndef WEFT_NP_TILE_H
#define WEFT_NP_TILE_H

#include "array.h"

/* Fills o (np.tile's result, size > 0) with its rows: each the source row its outer index picks
 * (index modulo the source's extent sshape[d], strides sstrides in bytes), repeated along the
 * last axis; the source's last axis is contiguous. */
void np_tile_rows(Array *o, const char *src, const int64_t *sshape, const int64_t *sstrides,
                  int ndim, int isz);
/* Fills o (np.repeat's result) from the C-contiguous src: every chunk (the items after axis)
 * copied reps[i] times (reps[0] for all when nreps is 1), for each index before the axis. */
void np_repeat_chunks(Array *o, const Array *src, int axis, const int64_t *reps, int64_t nreps);

#endif
