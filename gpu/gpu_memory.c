/* gpu_memory.c — device memory and host <-> device transfers for the GPU runtime: the backend's
 * stream, checked CUDA calls, copies through pinned staging buffers, and the operations that let
 * device arrays own device buffers (vm/numba/devarray_sync.h: cudaMalloc, cudaFree, upload,
 * download).
 *
 * Why staging: a host array (NumPy's, or a device array's mirror) is pageable memory, and the
 * GPU's copy engines read and write only page-locked memory. Copies of MiB and more therefore go
 * through two page-locked buffers of STAGE_CHUNK bytes (cudaMallocHost, made once): the CPU fills
 * one while the copy engine drains the other, and an event per buffer says when it may be
 * reused. Smaller copies are issued directly (the driver stages them itself). WEFT_GPU_STAGING=0
 * turns staging off, so that the two can be compared on a GPU (docs/gpu.md, benchmarks owed).
 * If the buffers cannot be allocated, copies are direct: slower, never an error.
 * NOTE: written without a GPU to run it on (see docs/gpu.md, "What remains owed"). */
#include <stdlib.h>
#include <string.h>

#include "../vm/numba/devarray_sync.h"
#include "../vm/base/config.h"
#include "../vm/base/error.h"

#ifdef WEFT_HAVE_CUDA

#include "gpu_cuda.h"

#define STAGE_MIN ((size_t)1 << 20)   /* copies below this go direct */
#define STAGE_CHUNK ((size_t)4 << 20) /* bytes per staging buffer */

static cudaStream_t stream;
static char *stage[2];
static cudaEvent_t stage_free[2]; /* recorded after the copy engine last used stage[b] */
static int staging = -1;          /* -1 not set up yet, 0 off, 1 on */

void gpu_check(cudaError_t err, const char *call) {
  if (err == cudaSuccess) return;
  rt_raise(RT_EXC_RuntimeError, "%s failed: %s (%s)", call, gpu_cudart_fn.cudaGetErrorString(err),
           gpu_cudart_fn.cudaGetErrorName(err));
}

cudaStream_t gpu_stream(void) {
  if (!stream) gpu_check(gpu_cudart_fn.cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking), "cudaStreamCreateWithFlags");
  return stream;
}

/* The staging buffers and their events, once. Any failure frees what was made and leaves
 * staging off: copies are then direct, slower but correct. */
static bool staging_on(void) {
  if (staging >= 0) return staging;
  const char *env = weft_config()->gpu_staging;
  staging = 0;
  if (env && strcmp(env, "0") == 0) return false;
  bool ok = true;
  for (int b = 0; b < 2 && ok; b++)
    ok = gpu_cudart_fn.cudaMallocHost((void **)&stage[b], STAGE_CHUNK) == cudaSuccess &&
         gpu_cudart_fn.cudaEventCreateWithFlags(&stage_free[b], cudaEventDisableTiming) == cudaSuccess;
  for (int b = 0; b < 2 && !ok; b++) {
    if (stage[b]) gpu_cudart_fn.cudaFreeHost(stage[b]);
    if (stage_free[b]) gpu_cudart_fn.cudaEventDestroy(stage_free[b]);
    stage[b] = NULL;
  }
  staging = ok;
  return ok;
}

/* Evaluates a CUDA call; on failure records its name and returns the error. */
#define TRY(callname, expr)              \
  do {                                   \
    cudaError_t e_ = (expr);             \
    if (e_ != cudaSuccess) {             \
      *call = callname;                  \
      return e_;                         \
    }                                    \
  } while (0)

static cudaError_t staged_in(char *dev, const char *host, size_t n, const char **call) {
  for (size_t off = 0, i = 0; off < n; off += STAGE_CHUNK, i++) {
    int b = (int)(i & 1);
    size_t len = n - off < STAGE_CHUNK ? n - off : STAGE_CHUNK;
    TRY("cudaEventSynchronize", gpu_cudart_fn.cudaEventSynchronize(stage_free[b]));
    memcpy(stage[b], host + off, len);
    TRY("cudaMemcpyAsync (host to device)",
        gpu_cudart_fn.cudaMemcpyAsync(dev + off, stage[b], len, cudaMemcpyHostToDevice, stream));
    TRY("cudaEventRecord", gpu_cudart_fn.cudaEventRecord(stage_free[b], stream));
  }
  return cudaSuccess;
}

/* Chunk i is copied into stage[i & 1] while the CPU empties chunk i - 1 from the other one. */
static cudaError_t staged_out(char *host, const char *dev, size_t n, const char **call) {
  size_t prev_off = 0, prev_len = 0;
  for (size_t off = 0, i = 0; off < n; off += STAGE_CHUNK, i++) {
    int b = (int)(i & 1);
    size_t len = n - off < STAGE_CHUNK ? n - off : STAGE_CHUNK;
    TRY("cudaMemcpyAsync (device to host)",
        gpu_cudart_fn.cudaMemcpyAsync(stage[b], dev + off, len, cudaMemcpyDeviceToHost, stream));
    TRY("cudaEventRecord", gpu_cudart_fn.cudaEventRecord(stage_free[b], stream));
    if (i > 0) {
      TRY("cudaEventSynchronize", gpu_cudart_fn.cudaEventSynchronize(stage_free[!b]));
      memcpy(host + prev_off, stage[!b], prev_len);
    }
    prev_off = off, prev_len = len;
  }
  int last = (int)(((n + STAGE_CHUNK - 1) / STAGE_CHUNK - 1) & 1);
  TRY("cudaEventSynchronize", gpu_cudart_fn.cudaEventSynchronize(stage_free[last]));
  memcpy(host + prev_off, stage[last], prev_len);
  return cudaSuccess;
}

cudaError_t gpu_copy_in(void *dev, const void *host, size_t n, const char **call) {
  gpu_stream();
  if (n >= STAGE_MIN && staging_on()) return staged_in(dev, host, n, call);
  TRY("cudaMemcpyAsync (host to device)", gpu_cudart_fn.cudaMemcpyAsync(dev, host, n, cudaMemcpyHostToDevice, stream));
  return cudaSuccess;
}

cudaError_t gpu_copy_out(void *host, const void *dev, size_t n, const char **call) {
  gpu_stream();
  if (n >= STAGE_MIN && staging_on()) return staged_out(host, dev, n, call);
  TRY("cudaMemcpyAsync (device to host)", gpu_cudart_fn.cudaMemcpyAsync(host, dev, n, cudaMemcpyDeviceToHost, stream));
  TRY("cudaStreamSynchronize", gpu_cudart_fn.cudaStreamSynchronize(stream));
  return cudaSuccess;
}

/* ---- device arrays' buffers (devarray_sync.h) ---- */

static void *dev_alloc(size_t bytes) {
  void *p = NULL;
  gpu_check(gpu_cudart_fn.cudaMalloc(&p, bytes), "cudaMalloc (device array)");
  return p;
}

/* Runs from a destructor: a failure (a context already torn down at exit) cannot be raised. */
static void dev_release(void *dev) { gpu_cudart_fn.cudaFree(dev); }

static void dev_upload(void *dev, const void *host, size_t bytes) {
  const char *call = "";
  gpu_check(gpu_copy_in(dev, host, bytes, &call), call);
}

static void dev_download(void *host, const void *dev, size_t bytes) {
  const char *call = "";
  gpu_check(gpu_copy_out(host, dev, bytes, &call), call);
}

static const RtDevOps device_ops = {dev_alloc, dev_release, dev_upload, dev_download};

void gpu_memory_install(void) { rt_devmem_set_ops(&device_ops); }

#endif
