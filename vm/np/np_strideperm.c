/* np_strideperm.c — the memory order NumPy gives a new array made from several inputs
 * (np.concatenate and its users): the axes sorted from the largest stride to the smallest
 * over all inputs, the way NumPy's PyArray_CreateMultiSortedStridePerm resolves it.
 */
#include <stdlib.h>

#include "np_internal.h"

/* Does axis x belong before axis y (a larger stride)? Looks at every input where both axes
 * have more than one element: the first such input decides for "before", any one that puts y
 * first (or ties) keeps the C order. *decided: whether some input compared them at all. */
static bool goes_before(Value *arrays, int64_t n, int x, int y, bool *decided) {
  bool before = false;
  *decided = false;
  for (int64_t k = 0; k < n; k++) {
    const Array *a = RT_AS(Array, arrays[k]);
    if (a->shape[x] == 1 || a->shape[y] == 1) continue;
    int64_t sx = llabs(a->strides[x]), sy = llabs(a->strides[y]);
    if (sx <= sy) before = false;
    else if (!*decided) before = true;
    *decided = true;
  }
  return before;
}

void np_multi_stride_perm(Value *arrays, int64_t n, int ndim, int *perm) {
  for (int d = 0; d < ndim; d++) perm[d] = d;
  for (int i = 1; i < ndim; i++) { /* stable insertion sort, largest stride first */
    int axis = perm[i], pos = i;
    for (int j = i - 1; j >= 0; j--) {
      bool decided;
      bool before = goes_before(arrays, n, axis, perm[j], &decided);
      if (!decided) continue;
      if (!before) break;
      pos = j;
    }
    for (int j = i; j > pos; j--) perm[j] = perm[j - 1];
    perm[pos] = axis;
  }
}

void np_set_perm_strides(Array *a, const int *perm) {
  int64_t s = rt_dtypes[a->dtype].itemsize;
  for (int d = a->ndim - 1; d >= 0; d--) {
    a->strides[perm[d]] = s;
    s *= a->shape[perm[d]] ? a->shape[perm[d]] : 1;
  }
}
