/* ufunc_gpu.h — how the kernels of target='cuda' ufuncs reach a GPU backend: each run of a
 * @vectorize / @guvectorize core and each numba.cuda.reduce call is described once (NbGpuRun)
 * and handed to the hook gpu/ installs, which may dump or compile its CUDA C and may run it on
 * the GPU. vm/ never includes gpu/ headers; the hook is how gpu/ sees these runs (docs/gpu.md,
 * "Ufuncs and cuda.reduce"). Without a hook every run stays in the simulator. */
#ifndef WEFT_RT_UFUNC_GPU_H
#define WEFT_RT_UFUNC_GPU_H

#include <stdbool.h>
#include <stdint.h>

#include "../kir/kir.h"
#include "../np/array.h"

typedef enum { NB_GPU_VECTORIZE, NB_GPU_GUVECTORIZE, NB_GPU_REDUCE } NbGpuKind;

typedef struct NbGpuRun {
  NbGpuKind kind;
  KirFunc *core;                 /* the Python function specialised for the device */
  /* vectorize: out[i] = core(in[0][i], ...) for i < n; byte strides, 0 broadcasts */
  int64_t n;
  char *const *in;
  const int64_t *in_strides;
  char *out;
  int64_t out_stride;
  /* guvectorize: core c < ncores runs on views[k] moved by c * core_strides[k] bytes */
  int64_t ncores;
  const Array *const *views;
  const int64_t *core_strides;
  /* reduce: *result = the reduction of arr[0:n] (contiguous, n >= 1) with init, in the order
   * of Numba's reduction kernels (ufunc_reduce.c) */
  const char *arr;
  const char *init;
  char *result;
} NbGpuRun;

/* Called before each run; true when it ran it (the simulator then does not). May raise. */
typedef bool (*NbGpuHook)(const NbGpuRun *run);
void nb_set_gpu_hook(NbGpuHook hook);

#endif
