/* standin.h — what the parts of the CUDA stand-in share (tests only; see standin_nvrtc.c). */
#ifndef WEFT_TESTS_STANDIN_H
#define WEFT_TESTS_STANDIN_H

#include <stddef.h>

#include <cuda_runtime.h>

#define EXPORT __attribute__((visibility("default")))

/* Memory kinds of the registry (standin_cudart.c). */
enum { DEVICE = 1, PINNED = 2 };
/* Whether [p, p + n) lies in one registered block of that kind. */
int standin_in(const void *p, size_t n, int kind);
/* cudaErrorInvalidValue when a copy's pointers do not match its direction. */
cudaError_t standin_copy_ok(void *dst, const void *src, size_t n, enum cudaMemcpyKind kind);

/* A kernel of a loaded library: its entry (the grid, run now) and the copier of its parameters
 * (standin_kernel.h's wf_sa_entry_* and wf_sa_params_*). */
typedef int (*StandinEntry)(dim3 grid, dim3 block, void **params, size_t shmem);
typedef void **(*StandinParams)(void **params);
struct CUkern_st {
  StandinEntry entry;
  StandinParams copy_params;
  char name[256];
};

/* The queue (standin_stream.c): run what was queued, up to and including the last record of
 * `until` (NULL: all of it); run what blocking streams queued (the legacy stream's wait). */
void standin_drain(cudaEvent_t until);
void standin_drain_blocking(void);

/* WEFT_STANDIN_LOG=FILE: a line per compile and per launch. */
void standin_log(const char *what, const char *name);

#endif
