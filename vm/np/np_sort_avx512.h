/* np_sort_avx512.h — NumPy 1.24's AVX-512 quicksort of one contiguous row (np_sort_avx512.c).
 * Each returns false, leaving the row untouched, where NumPy would not run it: no AVX512_SKX, or
 * NPY_DISABLE_CPU_FEATURES turned it off. Only np.sort's default kind uses it, as in NumPy. */
#ifndef WEFT_NP_SORT_AVX512_H
#define WEFT_NP_SORT_AVX512_H

#include <stdbool.h>
#include <stdint.h>

bool np_sort_avx512_f32(float *a, int64_t n);
bool np_sort_avx512_i32(int32_t *a, int64_t n);
bool np_sort_avx512_u32(uint32_t *a, int64_t n);

#endif
