/* standin_cudart.c — the CUDA Runtime half of the stand-in (tests only; see standin_nvrtc.c for
 * the whole and docs/gpu.md, "The GPU path on the CPU"): one device, an sm_90 with H100-like
 * limits; device memory is host memory, registered with its kind so that a host pointer where
 * device memory belongs is an error; a library is the kernel object the NVRTC half compiled,
 * dlopened from a temporary file. Streams, events, asynchronous copies and launches are
 * standin_stream.c's. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <link.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "standin.h"

#define MAGIC "WEFTSA1"

EXPORT cudaError_t cudaGetDeviceCount(int *n) {
  *n = 1;
  return cudaSuccess;
}

EXPORT cudaError_t cudaGetDevice(int *dev) {
  *dev = 0;
  return cudaSuccess;
}

EXPORT const char *cudaGetErrorName(cudaError_t err) {
  switch (err) {
  case cudaSuccess: return "cudaSuccess";
  case cudaErrorInvalidValue: return "cudaErrorInvalidValue";
  case cudaErrorMemoryAllocation: return "cudaErrorMemoryAllocation";
  case cudaErrorInvalidConfiguration: return "cudaErrorInvalidConfiguration";
  case cudaErrorInvalidKernelImage: return "cudaErrorInvalidKernelImage";
  case cudaErrorSymbolNotFound: return "cudaErrorSymbolNotFound";
  case cudaErrorLaunchFailure: return "cudaErrorLaunchFailure";
  case cudaErrorIllegalAddress: return "cudaErrorIllegalAddress";
  default: return "cudaErrorUnknown";
  }
}

EXPORT const char *cudaGetErrorString(cudaError_t err) {
  switch (err) {
  case cudaSuccess: return "no error";
  case cudaErrorInvalidValue: return "invalid argument";
  case cudaErrorMemoryAllocation: return "out of memory";
  case cudaErrorInvalidConfiguration: return "invalid configuration argument";
  case cudaErrorInvalidKernelImage: return "device kernel image is invalid";
  case cudaErrorSymbolNotFound: return "named symbol not found";
  case cudaErrorLaunchFailure: return "unspecified launch failure";
  case cudaErrorIllegalAddress: return "an illegal memory access was encountered";
  default: return "unknown error";
  }
}

/* ---- the device ---- */

#define TOTAL_MEM ((size_t)80 << 30)

static int attribute(enum cudaDeviceAttr a) {
  switch ((int)a) {
  case cudaDevAttrMaxThreadsPerBlock: return 1024;
  case cudaDevAttrMaxBlockDimX: case cudaDevAttrMaxBlockDimY: return 1024;
  case cudaDevAttrMaxBlockDimZ: return 64;
  case cudaDevAttrMaxGridDimX: return 2147483647;
  case cudaDevAttrMaxGridDimY: case cudaDevAttrMaxGridDimZ: return 65535;
  case cudaDevAttrMaxSharedMemoryPerBlock: return 48 * 1024;
  case cudaDevAttrTotalConstantMemory: return 64 * 1024;
  case cudaDevAttrWarpSize: return 32;
  case cudaDevAttrMaxRegistersPerBlock: return 65536;
  case cudaDevAttrClockRate: return 1980000;
  case cudaDevAttrMultiProcessorCount: return 132;
  case cudaDevAttrMaxThreadsPerMultiProcessor: return 2048;
  case cudaDevAttrComputeCapabilityMajor: return 9;
  case cudaDevAttrComputeCapabilityMinor: return 0;
  case cudaDevAttrMaxSharedMemoryPerMultiprocessor: return 228 * 1024;
  case cudaDevAttrMaxSharedMemoryPerBlockOptin: return 227 * 1024;
  case cudaDevAttrUnifiedAddressing: case cudaDevAttrConcurrentKernels: return 1;
  default: return 0;
  }
}

EXPORT cudaError_t cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int dev) {
  if (dev != 0) return cudaErrorInvalidValue;
  *value = attribute(attr);
  return cudaSuccess;
}

EXPORT cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *prop, int dev) {
  if (dev != 0) return cudaErrorInvalidValue;
  memset(prop, 0, sizeof *prop);
  snprintf(prop->name, sizeof prop->name, "Weft CUDA stand-in (CPU)");
  for (int k = 0; k < 16; k++) prop->uuid.bytes[k] = (char)(0x57 + k);
  prop->totalGlobalMem = TOTAL_MEM;
  prop->sharedMemPerBlock = (size_t)attribute(cudaDevAttrMaxSharedMemoryPerBlock);
  prop->warpSize = 32;
  prop->maxThreadsPerBlock = 1024;
  prop->maxThreadsDim[0] = prop->maxThreadsDim[1] = 1024, prop->maxThreadsDim[2] = 64;
  prop->maxGridSize[0] = 2147483647, prop->maxGridSize[1] = prop->maxGridSize[2] = 65535;
  prop->major = 9, prop->minor = 0;
  prop->multiProcessorCount = 132;
  return cudaSuccess;
}

EXPORT cudaError_t cudaMemGetInfo(size_t *free_b, size_t *total_b) {
  *free_b = TOTAL_MEM, *total_b = TOTAL_MEM;
  return cudaSuccess;
}

/* ---- memory ----
 * Device memory is host memory, but every block is registered with its kind, so that a host
 * pointer where the device's is expected (a copy's direction, a kernel's array, a memset) or a
 * free of what was not allocated fails as it would on a GPU instead of working by accident. */

typedef struct Block {
  char *p;
  size_t n;
  int kind;
} Block;
static Block *blocks;
static size_t nblocks, capblocks;

static void add_block(void *p, size_t n, int kind) {
  if (nblocks == capblocks) {
    capblocks = capblocks ? 2 * capblocks : 64;
    blocks = realloc(blocks, capblocks * sizeof *blocks);
  }
  blocks[nblocks++] = (Block){p, n, kind};
}

/* The block of that kind holding [p, p + n), or NULL. The end of a block counts as inside it
 * for n == 0 (an empty view may point just past its data). */
static Block *block_of(const void *p, size_t n, int kind) {
  const char *c = p;
  for (size_t k = 0; k < nblocks; k++)
    if (blocks[k].kind == kind && c >= blocks[k].p && c + n <= blocks[k].p + blocks[k].n) return &blocks[k];
  return NULL;
}

int standin_in(const void *p, size_t n, int kind) { return block_of(p, n, kind) != NULL; }

/* For the kernels' parameter check (standin_kernel.h): whether p is in device memory. */
static int is_device(const void *p) { return block_of(p, 0, DEVICE) != NULL; }

static cudaError_t alloc(void **p, size_t n, int kind) {
  *p = malloc(n ? n : 1);
  if (!*p) return cudaErrorMemoryAllocation;
  add_block(*p, n ? n : 1, kind);
  return cudaSuccess;
}

/* Freeing waits for the device to be idle, as cudaFree and cudaFreeHost do. */
static cudaError_t release(void *p, int kind) {
  if (!p) return cudaSuccess;
  standin_drain(NULL);
  Block *b = block_of(p, 0, kind);
  if (!b || b->p != p) return cudaErrorInvalidValue;
  free(p);
  *b = blocks[--nblocks];
  return cudaSuccess;
}

EXPORT cudaError_t cudaMalloc(void **p, size_t n) { return alloc(p, n, DEVICE); }
EXPORT cudaError_t cudaFree(void *p) { return release(p, DEVICE); }
EXPORT cudaError_t cudaMallocHost(void **p, size_t n) { return alloc(p, n, PINNED); }
EXPORT cudaError_t cudaFreeHost(void *p) { return release(p, PINNED); }

/* Host memory is anything that is not device memory (pageable or pinned). */
static int side_ok(const void *p, size_t n, int device) {
  return device ? block_of(p, n, DEVICE) != NULL : block_of(p, 1, DEVICE) == NULL;
}

cudaError_t standin_copy_ok(void *dst, const void *src, size_t n, enum cudaMemcpyKind kind) {
  int dst_dev = kind == cudaMemcpyHostToDevice || kind == cudaMemcpyDeviceToDevice;
  int src_dev = kind == cudaMemcpyDeviceToHost || kind == cudaMemcpyDeviceToDevice;
  if (kind == cudaMemcpyHostToHost || kind == cudaMemcpyDefault) dst_dev = src_dev = -1;
  if (n && ((dst_dev >= 0 && !side_ok(dst, n, dst_dev)) || (src_dev >= 0 && !side_ok(src, n, src_dev))))
    return cudaErrorInvalidValue;
  return cudaSuccess;
}

/* On the legacy default stream: it waits for work queued on blocking streams only, and Weft's
 * stream is non-blocking (standin_stream.c). */
EXPORT cudaError_t cudaMemcpy(void *dst, const void *src, size_t n, enum cudaMemcpyKind kind) {
  cudaError_t err = standin_copy_ok(dst, src, n, kind);
  if (err != cudaSuccess || !n) return err;
  standin_drain_blocking();
  memmove(dst, src, n);
  return cudaSuccess;
}

/* ---- libraries and launches ---- */

struct CUlib_st {
  void *handle;
};

/* WEFT_STANDIN_LOG=FILE: a line per compile (standin_nvrtc.c) and per launch, appended, so that a
 * test can tell that the GPU path ran (and the cache spared a compile). */
void standin_log(const char *what, const char *name) {
  const char *path = getenv("WEFT_STANDIN_LOG");
  FILE *f = path && *path ? fopen(path, "a") : NULL;
  if (!f) return;
  fprintf(f, "%s %s\n", what, name);
  fclose(f);
}

/* The image as standin_nvrtc.c made it: written to a file, since dlopen needs one. */
EXPORT cudaError_t cudaLibraryLoadData(cudaLibrary_t *lib, const void *code, enum cudaJitOption *jit_opts,
                                       void **jit_values, unsigned int njit, enum cudaLibraryOption *lib_opts,
                                       void **lib_values, unsigned int nlib) {
  (void)jit_opts, (void)jit_values, (void)njit, (void)lib_opts, (void)lib_values, (void)nlib;
  uint64_t len = 0;
  if (!code || memcmp(code, MAGIC, 8) != 0) return cudaErrorInvalidKernelImage;
  memcpy(&len, (const char *)code + 8, sizeof len);
  const char *tmp = getenv("TMPDIR");
  char path[4096];
  snprintf(path, sizeof path, "%s/weft-standin-XXXXXX.so", tmp && *tmp ? tmp : "/tmp");
  int fd = mkstemps(path, 3);
  if (fd < 0) return cudaErrorInvalidKernelImage;
  ssize_t wrote = write(fd, (const char *)code + 8 + sizeof len, (size_t)len);
  close(fd);
  void *h = wrote == (ssize_t)len ? dlopen(path, RTLD_NOW | RTLD_LOCAL) : NULL;
  unlink(path);
  if (!h) return cudaErrorInvalidKernelImage;
  int (**check)(const void *) = dlsym(h, "wf_sa_is_device");
  if (check) *check = is_device;
  *lib = calloc(1, sizeof **lib);
  (*lib)->handle = h;
  return cudaSuccess;
}

EXPORT cudaError_t cudaLibraryGetKernel(cudaKernel_t *kernel, cudaLibrary_t lib, const char *name) {
  char sym[512];
  snprintf(sym, sizeof sym, "wf_sa_entry_%s", name);
  StandinEntry e = (StandinEntry)dlsym(lib->handle, sym);
  snprintf(sym, sizeof sym, "wf_sa_params_%s", name);
  StandinParams copy = (StandinParams)dlsym(lib->handle, sym);
  if (!e || !copy) return cudaErrorSymbolNotFound;
  *kernel = calloc(1, sizeof **kernel);
  (*kernel)->entry = e;
  (*kernel)->copy_params = copy;
  snprintf((*kernel)->name, sizeof (*kernel)->name, "%s", name);
  return cudaSuccess;
}

/* A __device__ variable: its address, and its size from the symbol table. */
EXPORT cudaError_t cudaLibraryGetGlobal(void **dptr, size_t *bytes, cudaLibrary_t lib, const char *name) {
  void *p = dlsym(lib->handle, name);
  Dl_info info;
  const ElfW(Sym) *sym = NULL;
  if (!p || !dladdr1(p, &info, (void **)&sym, RTLD_DL_SYMENT) || !sym) return cudaErrorSymbolNotFound;
  *dptr = p;
  *bytes = sym->st_size;
  if (!block_of(p, sym->st_size, DEVICE)) add_block(p, sym->st_size, DEVICE); /* a __device__ variable */
  return cudaSuccess;
}
