/* gpu_cuda.h — NVRTC and the CUDA Runtime as the backend calls them (private to gpu/). The
 * libraries are not linked into weft: gpu_cuda.c dlopens libnvrtc.so.N / libcudart.so.N on
 * first use, so that starting weft does not pay for loading them (most programs never compile
 * a kernel). Every function the backend calls is listed once below and reached through a table
 * of pointers typed from the real headers: gpu_nvrtc_fn.nvrtcVersion(&major, &minor).
 * Only with WEFT_HAVE_CUDA (a toolkit's headers at build time). See docs/gpu.md. */
#ifndef WEFT_GPU_GPU_CUDA_H
#define WEFT_GPU_GPU_CUDA_H

#ifdef WEFT_HAVE_CUDA

#include <stdbool.h>

#include <cuda_runtime.h>
#include <nvrtc.h>

/* The NVRTC functions gpu_nvrtc.c calls. */
#define GPU_NVRTC_FUNCS(X)                                                                          \
  X(nvrtcVersion) X(nvrtcGetNumSupportedArchs) X(nvrtcGetSupportedArchs) X(nvrtcGetErrorString)     \
  X(nvrtcCreateProgram) X(nvrtcCompileProgram) X(nvrtcDestroyProgram) X(nvrtcGetProgramLogSize)     \
  X(nvrtcGetProgramLog) X(nvrtcGetPTXSize) X(nvrtcGetPTX) X(nvrtcGetCUBINSize) X(nvrtcGetCUBIN)

/* The CUDA Runtime functions gpu_runtime.c calls. */
#define GPU_CUDART_FUNCS(X)                                                                         \
  X(cudaGetDeviceCount) X(cudaGetErrorString) X(cudaGetErrorName) X(cudaGetDevice)                  \
  X(cudaDeviceGetAttribute) X(cudaStreamCreateWithFlags) X(cudaStreamSynchronize)                   \
  X(cudaEventCreate) X(cudaEventRecord) X(cudaEventElapsedTime) X(cudaMalloc) X(cudaFree)           \
  X(cudaMemcpy) X(cudaMemcpyAsync) X(cudaMemsetAsync) X(cudaLibraryLoadData)                        \
  X(cudaLibraryGetKernel) X(cudaLibraryGetGlobal) X(cudaLaunchKernel) X(cudaMallocHost)             \
  X(cudaFreeHost) X(cudaEventCreateWithFlags) X(cudaEventSynchronize) X(cudaEventDestroy)           \
  X(cudaGetDeviceProperties) X(cudaMemGetInfo) X(cudaLaunchCooperativeKernel)

/* A member per function, named and typed as the header declares it. A name the header turns
 * into a macro (cudaMemcpy -> cudaMemcpy_ptds with per-thread default streams) is expanded
 * alike here, in the calls and in the name looked up, so all three agree. */
#define GPU_FN_MEMBER(name) __typeof__(name) *name;
typedef struct GpuNvrtcFns {
  GPU_NVRTC_FUNCS(GPU_FN_MEMBER)
} GpuNvrtcFns;
typedef struct GpuCudartFns {
  GPU_CUDART_FUNCS(GPU_FN_MEMBER)
} GpuCudartFns;
#undef GPU_FN_MEMBER

/* Filled by the loaders below; valid once one of them has returned true. */
extern GpuNvrtcFns gpu_nvrtc_fn;
extern GpuCudartFns gpu_cudart_fn;

/* Load the library and resolve every function of its list; tried once per process. False when
 * the library or one of its functions is missing; *_load_error() then says which, as
 * "cannot load libnvrtc.so.13: <dlerror>" or "libnvrtc.so.13 has no function nvrtcGetCUBIN". */
bool gpu_nvrtc_load(void);
bool gpu_cudart_load(void);
const char *gpu_nvrtc_load_error(void);
const char *gpu_cudart_load_error(void);
/* The CUDA Runtime's version as cudaRuntimeGetVersion encodes it (1000 * major + 10 * minor),
 * asked of the loaded library when it has the function, else the headers' CUDART_VERSION. */
int gpu_cudart_version(void);
/* gpu_nvrtc_load, raising RuntimeError "GPU backend unavailable: <load error>" on failure. */
void gpu_nvrtc_require(void);
/* The file NVRTC was loaded from, links resolved (realpath); "" before it is loaded. */
const char *gpu_nvrtc_file(void);
/* The path set by gpu_nvrtc_set_library ("" when the usual search applies). */
const char *gpu_nvrtc_override(void);

/* Whether the NVIDIA driver's library (libcuda.so.1) can be loaded: without it the CUDA Runtime
 * only says "CUDA driver version is insufficient", which hides that no driver is installed. */
bool gpu_driver_present(void);

/* ---- device memory and transfers (gpu_memory.c), for gpu_runtime.c ---- */

/* The backend's stream: made on first use; every copy and launch goes through it, in order. */
cudaStream_t gpu_stream(void);
/* Raises RuntimeError "<call> failed: <message> (<error name>)" unless err is cudaSuccess. */
void gpu_check(cudaError_t err, const char *call);
/* Host <-> device copies on gpu_stream(). Large ones go through pinned staging buffers in
 * chunks (see gpu_memory.c); on a failure *call names the CUDA call. gpu_copy_in may return
 * before the data has arrived (the stream orders it before later work); gpu_copy_out returns
 * once the bytes are in host memory. */
cudaError_t gpu_copy_in(void *dev, const void *host, size_t n, const char **call);
cudaError_t gpu_copy_out(void *host, const void *dev, size_t n, const char **call);
/* Makes the GPU engine the one whose memory device arrays use (kir_engine_use_memory): called
 * before the first launch. */
void gpu_memory_install(void);

/* Tests only: forget the earlier attempt and, on next use, load exactly `path` (NULL: search as
 * usual again). An earlier handle is kept open, since pointers into it may still be held. */
void gpu_nvrtc_set_library(const char *path);
void gpu_cudart_set_library(const char *path);

#endif
#endif
