/* gpu_memory.c — device memory and host <-> device transfers for the GPU runtime: the backend's
 * stream, checked CUDA calls, copies through pinned staging buffers, and the operations that let
 * device arrays own device buffers (the GPU engine's mem_* operations, vm/kir/kir_engine.h:
 * cudaMalloc, cudaFree, upload, download, device to device).
 *
 * Copies are direct by default: cudaMemcpyAsync from the pageable host memory, which the driver
 * stages itself. WEFT_GPU_STAGING=1 sends copies of MiB and more through two page-locked buffers
 * of STAGE_CHUNK bytes of Weft's own (cudaMallocHost, made once): the CPU fills one while the copy
 * engine drains the other, and an event per buffer says when it may be reused. Measured on an
 * H100 (docs/gpu.md, bench/gpu_bench.py) the driver's staging was as fast host to device and up
 * to 1.6x faster device to host, so Weft's is off unless asked for. If the buffers cannot be
 * allocated, copies are direct, never an error. */
#include <stdlib.h>
#include <string.h>

#include "../vm/base/config.h"
#include "../vm/base/error.h"
#include "gpu.h"

#ifdef WEFT_HAVE_CUDA

#include "gpu_cuda.h"

#define STAGE_MIN ((size_t)1 << 20)   /* copies below this go direct */
#define STAGE_CHUNK ((size_t)4 << 20) /* bytes per staging buffer */

/* The backend's stream and staging buffers: one per process, as the CUDA context is. */
typedef struct GpuMemory {
  cudaStream_t stream;
  char *stage[2];
  cudaEvent_t stage_free[2]; /* recorded after the copy engine last used stage[b] */
  int staging;               /* -1 not set up yet, 0 off, 1 on */
} GpuMemory;
static GpuMemory memory = {.staging = -1};

void gpu_check(cudaError_t err, const char *call) {
  if (err == cudaSuccess) return;
  rt_raise(RT_EXC_RuntimeError, "%s failed: %s (%s)", call, gpu_cudart_fn.cudaGetErrorString(err),
           gpu_cudart_fn.cudaGetErrorName(err));
}

cudaStream_t gpu_stream(void) {
  if (!memory.stream) gpu_check(gpu_cudart_fn.cudaStreamCreateWithFlags(&memory.stream, cudaStreamNonBlocking), "cudaStreamCreateWithFlags");
  return memory.stream;
}

/* The staging buffers and their events, once. Any failure frees what was made and leaves
 * staging off: copies are then direct, slower but correct. */
static bool staging_on(void) {
  if (memory.staging >= 0) return memory.staging;
  const char *env = weft_config()->gpu_staging;
  memory.staging = 0;
  if (!env || strcmp(env, "1") != 0) return false;
  bool ok = true;
  for (int b = 0; b < 2 && ok; b++)
    ok = gpu_cudart_fn.cudaMallocHost((void **)&memory.stage[b], STAGE_CHUNK) == cudaSuccess &&
         gpu_cudart_fn.cudaEventCreateWithFlags(&memory.stage_free[b], cudaEventDisableTiming) == cudaSuccess;
  for (int b = 0; b < 2 && !ok; b++) {
    if (memory.stage[b]) gpu_cudart_fn.cudaFreeHost(memory.stage[b]);
    if (memory.stage_free[b]) gpu_cudart_fn.cudaEventDestroy(memory.stage_free[b]);
    memory.stage[b] = NULL;
  }
  memory.staging = ok;
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
    TRY("cudaEventSynchronize", gpu_cudart_fn.cudaEventSynchronize(memory.stage_free[b]));
    memcpy(memory.stage[b], host + off, len);
    TRY("cudaMemcpyAsync (host to device)",
        gpu_cudart_fn.cudaMemcpyAsync(dev + off, memory.stage[b], len, cudaMemcpyHostToDevice, memory.stream));
    TRY("cudaEventRecord", gpu_cudart_fn.cudaEventRecord(memory.stage_free[b], memory.stream));
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
        gpu_cudart_fn.cudaMemcpyAsync(memory.stage[b], dev + off, len, cudaMemcpyDeviceToHost, memory.stream));
    TRY("cudaEventRecord", gpu_cudart_fn.cudaEventRecord(memory.stage_free[b], memory.stream));
    if (i > 0) {
      TRY("cudaEventSynchronize", gpu_cudart_fn.cudaEventSynchronize(memory.stage_free[!b]));
      memcpy(host + prev_off, memory.stage[!b], prev_len);
    }
    prev_off = off, prev_len = len;
  }
  int last = (int)(((n + STAGE_CHUNK - 1) / STAGE_CHUNK - 1) & 1);
  TRY("cudaEventSynchronize", gpu_cudart_fn.cudaEventSynchronize(memory.stage_free[last]));
  memcpy(host + prev_off, memory.stage[last], prev_len);
  return cudaSuccess;
}

cudaError_t gpu_copy_in(void *dev, const void *host, size_t n, const char **call) {
  gpu_stream();
  if (n >= STAGE_MIN && staging_on()) return staged_in(dev, host, n, call);
  TRY("cudaMemcpyAsync (host to device)", gpu_cudart_fn.cudaMemcpyAsync(dev, host, n, cudaMemcpyHostToDevice, memory.stream));
  return cudaSuccess;
}

cudaError_t gpu_copy_out(void *host, const void *dev, size_t n, const char **call) {
  gpu_stream();
  if (n >= STAGE_MIN && staging_on()) return staged_out(host, dev, n, call);
  TRY("cudaMemcpyAsync (device to host)", gpu_cudart_fn.cudaMemcpyAsync(host, dev, n, cudaMemcpyDeviceToHost, memory.stream));
  TRY("cudaStreamSynchronize", gpu_cudart_fn.cudaStreamSynchronize(memory.stream));
  return cudaSuccess;
}

/* ---- device arrays' buffers (devarray_sync.h) ---- */

void *gpu_mem_alloc(size_t bytes) {
  void *p = NULL;
  gpu_check(gpu_cudart_fn.cudaMalloc(&p, bytes), "cudaMalloc (device array)");
  return p;
}

/* Runs from a destructor: a failure (a context already torn down at exit) cannot be raised. */
void gpu_mem_free(void *dev) { gpu_cudart_fn.cudaFree(dev); }

void gpu_mem_upload(void *dev, const void *host, size_t bytes) {
  const char *call = "";
  gpu_check(gpu_copy_in(dev, host, bytes, &call), call);
}

void gpu_mem_download(void *host, const void *dev, size_t bytes) {
  const char *call = "";
  gpu_check(gpu_copy_out(host, dev, bytes, &call), call);
}

void gpu_mem_copy(void *dst, const void *src, size_t bytes) {
  gpu_check(gpu_cudart_fn.cudaMemcpyAsync(dst, src, bytes, cudaMemcpyDeviceToDevice, gpu_stream()),
            "cudaMemcpyAsync (device to device)");
  gpu_check(gpu_cudart_fn.cudaStreamSynchronize(gpu_stream()), "cudaStreamSynchronize");
}

void gpu_synchronize(void) { gpu_check(gpu_cudart_fn.cudaStreamSynchronize(gpu_stream()), "cudaStreamSynchronize"); }

void gpu_memory_install(void) { kir_engine_use_memory(gpu_engine()); }

#endif
