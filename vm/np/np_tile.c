/* np_tile.c — the copy kernels of np.tile and np.repeat for contiguous sources: whole rows
 * and chunks moved with memcpy instead of item by item through views. */
#include <string.h>

#include "../base/error.h"
#include "np_tile.h"

/* The output rows of np.tile: each is the source row its outer index picks (index modulo the
 * source's extent on every axis), repeated along the last axis; the source rows are contiguous. */
void np_tile_rows(Array *o, const char *src, const int64_t *sshape, const int64_t *sstrides,
                  int ndim, int isz) {
  int64_t idx[RT_MAXDIM] = {0}, rowlen = o->shape[ndim - 1], rows = o->size / rowlen;
  size_t chunk = (size_t)(sshape[ndim - 1] * isz);
  char *dst = o->data;
  for (int64_t r = 0; r < rows; r++) {
    const char *p = src;
    for (int d = 0; d < ndim - 1; d++) p += (idx[d] % sshape[d]) * sstrides[d];
    for (int64_t k = 0; k < rowlen; k += sshape[ndim - 1], dst += chunk) memcpy(dst, p, chunk);
    for (int d = ndim - 2; d >= 0 && ++idx[d] == o->shape[d]; d--) idx[d] = 0;
    if (rt_interrupted) rt_check_interrupt();
  }
}

/* np.repeat of a C-contiguous source along axis into o: every chunk (the items after the axis)
 * copied reps[i] times (reps[0] for all when nreps is 1), for each index before the axis. */
void np_repeat_chunks(Array *o, const Array *src, int axis, const int64_t *reps,
                      int64_t nreps) {
  int isz = rt_dtypes[src->dtype].itemsize;
  int64_t n = src->shape[axis], outer = 1, inner = isz;
  for (int d = 0; d < axis; d++) outer *= src->shape[d];
  for (int d = axis + 1; d < src->ndim; d++) inner *= src->shape[d];
  const char *s = src->data;
  char *dst = o->data;
  for (int64_t q = 0; q < outer; q++) {
    for (int64_t i = 0; i < n; i++, s += inner) {
      int64_t k = reps[nreps == 1 ? 0 : i];
      if (inner == 8) {
        uint64_t w;
        memcpy(&w, s, 8);
        for (int64_t j = 0; j < k; j++, dst += 8) memcpy(dst, &w, 8);
      } else {
        for (int64_t j = 0; j < k; j++, dst += inner) memcpy(dst, s, (size_t)inner);
      }
    }
    if (rt_interrupted) rt_check_interrupt();
  }
}
