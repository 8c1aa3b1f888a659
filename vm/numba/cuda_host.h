/* cuda_host.h — the modeled CUDA device (an NVIDIA H100 SXM5 80GB, compute capability 9.0) and
 * the host-side CUDA objects of numba.cuda: streams, events, device info. The simulator runs
 * every launch to completion before returning, so streams are always idle and in order;
 * events time wall-clock intervals on the host (a profiler may later substitute modeled time). */
#ifndef WEFT_RT_CUDA_HOST_H
#define WEFT_RT_CUDA_HOST_H

#include <stdint.h>

#include "../obj/value.h"

/* The modeled device's attributes, as Numba names them (dev.MAX_THREADS_PER_BLOCK ...).
 * X(NAME, value). Values are those the CUDA driver reports for an H100 SXM5 80GB (HBM3). */
#define RT_CUDA_DEVICE_ATTRS(X)                                                           \
  X(COMPUTE_CAPABILITY_MAJOR, 9)                                                          \
  X(COMPUTE_CAPABILITY_MINOR, 0)                                                          \
  X(MULTIPROCESSOR_COUNT, 132)                                                            \
  X(MAX_THREADS_PER_BLOCK, 1024)                                                          \
  X(MAX_BLOCK_DIM_X, 1024)                                                                \
  X(MAX_BLOCK_DIM_Y, 1024)                                                                \
  X(MAX_BLOCK_DIM_Z, 64)                                                                  \
  X(MAX_GRID_DIM_X, 2147483647)                                                           \
  X(MAX_GRID_DIM_Y, 65535)                                                                \
  X(MAX_GRID_DIM_Z, 65535)                                                                \
  X(WARP_SIZE, 32)                                                                        \
  X(MAX_SHARED_MEMORY_PER_BLOCK, 49152)        /* static + dynamic without opt-in */      \
  X(MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, 232448)                                            \
  X(MAX_SHARED_MEMORY_PER_MULTIPROCESSOR, 233472)                                         \
  X(MAX_REGISTERS_PER_BLOCK, 65536)                                                       \
  X(MAX_REGISTERS_PER_MULTIPROCESSOR, 65536)                                              \
  X(MAX_THREADS_PER_MULTIPROCESSOR, 2048)                                                 \
  X(MAX_BLOCKS_PER_MULTIPROCESSOR, 32)                                                    \
  X(TOTAL_CONSTANT_MEMORY, 65536)                                                         \
  X(CLOCK_RATE, 1980000)                       /* kHz */                                  \
  X(MEMORY_CLOCK_RATE, 2619000)                /* kHz */                                  \
  X(GLOBAL_MEMORY_BUS_WIDTH, 5120)             /* bits */                                 \
  X(L2_CACHE_SIZE, 52428800)                                                              \
  X(ASYNC_ENGINE_COUNT, 3)                                                                \
  X(CONCURRENT_KERNELS, 1)                                                                \
  X(UNIFIED_ADDRESSING, 1)                                                                \
  X(MANAGED_MEMORY, 1)                                                                    \
  X(KERNEL_EXEC_TIMEOUT, 0)                                                               \
  X(TCC_DRIVER, 0)                                                                        \
  X(ECC_ENABLED, 1)                                                                       \
  X(PCI_BUS_ID, 0)                                                                        \
  X(PCI_DEVICE_ID, 0)                                                                     \
  X(PCI_DOMAIN_ID, 0)                                                                     \
  X(SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO, 2)                                             \
  X(COOPERATIVE_LAUNCH, 1)

typedef enum {
#define X(name, value) RT_CUDA_##name = value,
  RT_CUDA_DEVICE_ATTRS(X)
#undef X
} RtCudaDeviceAttr;

#define RT_CUDA_DEVICE_NAME "NVIDIA H100 80GB HBM3"
#define RT_CUDA_TOTAL_MEMORY INT64_C(85029158912) /* bytes (79.19 GiB usable) */

/* Adds synchronize, stream, default_stream, event, event_elapsed_time, is_available, detect,
 * get_current_device, select_device, close, gpus, current_context to numba.cuda. */
void rt_cuda_host_register(Value cuda_module);

#endif
