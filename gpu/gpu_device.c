/* gpu_device.c — the GPU as numba.cuda describes it (cuda.detect(), cuda.gpus,
 * get_current_device()): the current device's name, UUID and attributes by the names Numba's
 * Device class answers (dev.MAX_THREADS_PER_BLOCK ...). Asked only after gpu_available() said
 * yes (kir_engine_device); without a toolkit nothing here is reachable. */
#include <stdio.h>
#include <string.h>

#include "gpu.h"

/* Numba 0.56's device attribute names (numba/cuda/cudadrv/enums.py, CU_DEVICE_ATTRIBUTE_ less
 * the prefix) and the driver's codes for them; the runtime's cudaDeviceAttr shares the codes. */
#define GPU_DEVICE_ATTRS(X) \
  X(MAX_THREADS_PER_BLOCK, 1) X(MAX_BLOCK_DIM_X, 2) X(MAX_BLOCK_DIM_Y, 3) X(MAX_BLOCK_DIM_Z, 4)    \
  X(MAX_GRID_DIM_X, 5) X(MAX_GRID_DIM_Y, 6) X(MAX_GRID_DIM_Z, 7)                                   \
  X(MAX_SHARED_MEMORY_PER_BLOCK, 8) X(TOTAL_CONSTANT_MEMORY, 9) X(WARP_SIZE, 10) X(MAX_PITCH, 11)  \
  X(MAX_REGISTERS_PER_BLOCK, 12) X(CLOCK_RATE, 13) X(TEXTURE_ALIGNMENT, 14) X(GPU_OVERLAP, 15)     \
  X(MULTIPROCESSOR_COUNT, 16) X(KERNEL_EXEC_TIMEOUT, 17) X(INTEGRATED, 18)                         \
  X(CAN_MAP_HOST_MEMORY, 19) X(COMPUTE_MODE, 20) X(MAX_TEXTURE_1D_WIDTH, 21)                       \
  X(MAX_TEXTURE_2D_WIDTH, 22) X(MAX_TEXTURE_2D_HEIGHT, 23) X(MAX_TEXTURE_3D_WIDTH, 24)             \
  X(MAX_TEXTURE_3D_HEIGHT, 25) X(MAX_TEXTURE_3D_DEPTH, 26) X(MAX_TEXTURE_2D_LAYERED_WIDTH, 27)     \
  X(MAX_TEXTURE_2D_LAYERED_HEIGHT, 28) X(MAX_TEXTURE_2D_LAYERED_LAYERS, 29)                        \
  X(SURFACE_ALIGNMENT, 30) X(CONCURRENT_KERNELS, 31) X(ECC_ENABLED, 32) X(PCI_BUS_ID, 33)          \
  X(PCI_DEVICE_ID, 34) X(TCC_DRIVER, 35) X(MEMORY_CLOCK_RATE, 36) X(GLOBAL_MEMORY_BUS_WIDTH, 37)   \
  X(L2_CACHE_SIZE, 38) X(MAX_THREADS_PER_MULTI_PROCESSOR, 39) X(ASYNC_ENGINE_COUNT, 40)            \
  X(UNIFIED_ADDRESSING, 41) X(MAX_TEXTURE_1D_LAYERED_WIDTH, 42)                                    \
  X(MAX_TEXTURE_1D_LAYERED_LAYERS, 43) X(MAX_TEXTURE_2D_GATHER_WIDTH, 45)                          \
  X(MAX_TEXTURE_2D_GATHER_HEIGHT, 46) X(MAX_TEXTURE_3D_WIDTH_ALT, 47)                              \
  X(MAX_TEXTURE_3D_HEIGHT_ALT, 48) X(MAX_TEXTURE_3D_DEPTH_ALT, 49) X(PCI_DOMAIN_ID, 50)            \
  X(TEXTURE_PITCH_ALIGNMENT, 51) X(MAX_TEXTURE_CUBEMAP_WIDTH, 52)                                  \
  X(MAX_TEXTURE_CUBEMAP_LAYERED_WIDTH, 53) X(MAX_TEXTURE_CUBEMAP_LAYERED_LAYERS, 54)               \
  X(MAX_SURFACE_1D_WIDTH, 55) X(MAX_SURFACE_2D_WIDTH, 56) X(MAX_SURFACE_2D_HEIGHT, 57)             \
  X(MAX_SURFACE_3D_WIDTH, 58) X(MAX_SURFACE_3D_HEIGHT, 59) X(MAX_SURFACE_3D_DEPTH, 60)             \
  X(MAX_SURFACE_1D_LAYERED_WIDTH, 61) X(MAX_SURFACE_1D_LAYERED_LAYERS, 62)                         \
  X(MAX_SURFACE_2D_LAYERED_WIDTH, 63) X(MAX_SURFACE_2D_LAYERED_HEIGHT, 64)                         \
  X(MAX_SURFACE_2D_LAYERED_LAYERS, 65) X(MAX_SURFACE_CUBEMAP_WIDTH, 66)                            \
  X(MAX_SURFACE_CUBEMAP_LAYERED_WIDTH, 67) X(MAX_SURFACE_CUBEMAP_LAYERED_LAYERS, 68)               \
  X(MAX_TEXTURE_1D_LINEAR_WIDTH, 69) X(MAX_TEXTURE_2D_LINEAR_WIDTH, 70)                            \
  X(MAX_TEXTURE_2D_LINEAR_HEIGHT, 71) X(MAX_TEXTURE_2D_LINEAR_PITCH, 72)                           \
  X(MAX_TEXTURE_2D_MIPMAPPED_WIDTH, 73) X(MAX_MAX_TEXTURE_2D_MIPMAPPED_HEIGHT, 74)                 \
  X(COMPUTE_CAPABILITY_MAJOR, 75) X(COMPUTE_CAPABILITY_MINOR, 76)                                  \
  X(MAX_TEXTURE_1D_MIPMAPPED_WIDTH, 77) X(STREAM_PRIORITIES_SUPPORTED, 78)                         \
  X(GLOBAL_L1_CACHE_SUPPORTED, 79) X(LOCAL_L1_CACHE_SUPPORTED, 80)                                 \
  X(MAX_SHARED_MEMORY_PER_MULTIPROCESSOR, 81) X(MAX_REGISTERS_PER_MULTIPROCESSOR, 82)              \
  X(MANAGED_MEMORY, 83) X(IS_MULTI_GPU_BOARD, 84) X(MULTI_GPU_BOARD_GROUP_ID, 85)                  \
  X(HOST_NATIVE_ATOMIC_SUPPORTED, 86) X(SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO, 87)                 \
  X(PAGEABLE_MEMORY_ACCESS, 88) X(CONCURRENT_MANAGED_ACCESS, 89)                                   \
  X(COMPUTE_PREEMPTION_SUPPORTED, 90) X(CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM, 91)               \
  X(COOPERATIVE_LAUNCH, 95) X(COOPERATIVE_MULTI_DEVICE_LAUNCH, 96)                                 \
  X(MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, 97)

#ifdef WEFT_HAVE_CUDA

#include "gpu_cuda.h"

static int current_device(void) {
  int dev = 0;
  gpu_check(gpu_cudart_fn.cudaGetDevice(&dev), "cudaGetDevice");
  return dev;
}

static void properties(struct cudaDeviceProp *prop) {
  gpu_check(gpu_cudart_fn.cudaGetDeviceProperties(prop, current_device()), "cudaGetDeviceProperties");
}

void gpu_device_name(char *buf, size_t n) {
  struct cudaDeviceProp prop;
  properties(&prop);
  snprintf(buf, n, "%.*s", (int)sizeof prop.name, prop.name);
}

/* As Numba prints it: GPU-8-4-4-4-12 lowercase hex digits. */
void gpu_device_uuid(char *buf, size_t n) {
  struct cudaDeviceProp prop;
  properties(&prop);
  const unsigned char *b = (const unsigned char *)prop.uuid.bytes;
  int len = snprintf(buf, n, "GPU-");
  for (int k = 0; k < 16 && len > 0 && (size_t)len < n; k++) {
    bool dash = k == 4 || k == 6 || k == 8 || k == 10;
    len += snprintf(buf + len, n - (size_t)len, "%s%02x", dash ? "-" : "", b[k]);
  }
}

/* "mem:free" and "mem:total" (no Python name can ask for them): get_memory_info()'s bytes. */
static bool memory(const char *name, int64_t *out) {
  size_t free_b = 0, total_b = 0;
  if (strcmp(name, "mem:free") != 0 && strcmp(name, "mem:total") != 0) return false;
  gpu_check(gpu_cudart_fn.cudaMemGetInfo(&free_b, &total_b), "cudaMemGetInfo");
  *out = (int64_t)(name[4] == 'f' ? free_b : total_b);
  return true;
}

bool gpu_device_attribute(const char *name, int64_t *out) {
  static const struct {
    const char *name;
    int code;
  } attrs[] = {
#define X(attr, code) {#attr, code},
      GPU_DEVICE_ATTRS(X)
#undef X
  };
  for (size_t k = 0; k < sizeof attrs / sizeof attrs[0]; k++) {
    if (strcmp(attrs[k].name, name) != 0) continue;
    int value = 0;
    gpu_check(gpu_cudart_fn.cudaDeviceGetAttribute(&value, (enum cudaDeviceAttr)attrs[k].code, current_device()),
              "cudaDeviceGetAttribute");
    *out = value;
    return true;
  }
  if (!strcmp(name, "runtime:version")) { /* cuda.runtime.get_version() */
    *out = gpu_cudart_version();
    return true;
  }
  return memory(name, out);
}

#endif
