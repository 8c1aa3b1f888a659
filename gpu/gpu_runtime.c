/* gpu_runtime.c — running a kernel specialisation on a real GPU through the CUDA Runtime API
 * only: the device's architecture picks the NVRTC target, cudaLibraryLoadData/
 * cudaLibraryGetKernel load the (cached) image once per specialisation, a device array passes
 * its own device buffer (uploaded only when its host mirror is newer, devarray_sync.h), every
 * other array parameter (the engine's copy of a host array) gets a device allocation covering
 * its strided extent and is copied in and back (Numba's rule; gpu_memory.c stages the copies),
 * cudaLaunchKernel runs it on the backend's own stream, and cudaEvent records the kernel's time.
 * Every CUDA call's
 * status is checked: a failure frees what the launch allocated and raises RuntimeError naming
 * the call. With --gpu-check the module's fault record is cleared before the launch and read
 * after it: an out-of-bounds access raises IndexError naming the thread. The CUDA Runtime is
 * loaded on first use (gpu_cuda.c); when it cannot be, gpu_available() is false and says why.
 * Without WEFT_HAVE_CUDA everything reports "GPU backend not built".
 * NOTE: written without a GPU to run it on (see docs/gpu.md, "What remains owed"). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../vm/rt/devarray_sync.h"
#include "../vm/rt/error.h"
#include "../vm/rt/io.h"
#include "gpu.h"

#ifndef WEFT_HAVE_CUDA

bool gpu_available(void) { return false; }
const char *gpu_unavailable_reason(void) { return "GPU backend not built (no CUDA toolkit at build time)"; }
double gpu_last_kernel_ms(void) { return 0; }

void gpu_launch(KirFunc *f, const KirRun *run) {
  (void)run;
  rt_raise(RT_EXC_RuntimeError, "cannot run kernel '%s' on the GPU: %s", f->name, gpu_unavailable_reason());
}

void gpu_prepare(KirFunc *f) { gpu_launch(f, NULL); }

#else

#include "gpu_cuda.h"

static char reason[256];
static int probed; /* 0: not yet, 1: device present, -1: none */
static double last_ms;

double gpu_last_kernel_ms(void) { return last_ms; }

bool gpu_available(void) {
  if (probed) return probed > 0;
  if (!gpu_cudart_load()) {
    snprintf(reason, sizeof reason, "GPU backend unavailable: %s", gpu_cudart_load_error());
    probed = -1;
    return false;
  }
  int n = 0;
  cudaError_t err = gpu_cudart_fn.cudaGetDeviceCount(&n);
  if (err != cudaSuccess) snprintf(reason, sizeof reason, "no CUDA device: %s", gpu_cudart_fn.cudaGetErrorString(err));
  else if (n == 0) snprintf(reason, sizeof reason, "no CUDA device");
  probed = err == cudaSuccess && n > 0 ? 1 : -1;
  return probed > 0;
}

const char *gpu_unavailable_reason(void) {
  gpu_available();
  return probed > 0 ? "" : reason;
}

/* ---- one launch's device memory, freed on success and on every error path ---- */

/* The backend's timing events: made once, on the first launch. */
static cudaEvent_t ev_start, ev_stop;

typedef struct Launch {
  const KirFunc *f;
  void *dev[KIR_MAX_ARGS]; /* this launch's own allocation per host-array parameter */
  RtDevMem *mem[KIR_MAX_ARGS]; /* the device array's memory, for the others */
} Launch;

static void release(Launch *L) {
  for (int k = 0; k < KIR_MAX_ARGS; k++)
    if (L->dev[k]) gpu_cudart_fn.cudaFree(L->dev[k]), L->dev[k] = NULL;
}

static void check(Launch *L, cudaError_t err, const char *call) {
  if (err == cudaSuccess) return;
  if (L) release(L);
  rt_raise(RT_EXC_RuntimeError, "%s failed%s%s: %s (%s)", call, L ? " for kernel " : "", L ? L->f->name : "",
           gpu_cudart_fn.cudaGetErrorString(err), gpu_cudart_fn.cudaGetErrorName(err));
}

static void make_events(void) {
  if (ev_start) return;
  check(NULL, gpu_cudart_fn.cudaEventCreate(&ev_start), "cudaEventCreate");
  check(NULL, gpu_cudart_fn.cudaEventCreate(&ev_stop), "cudaEventCreate");
}

/* ---- loaded images, one per specialisation ---- */

typedef struct Loaded {
  const KirFunc *f;
  bool checked; /* compiled with --gpu-check */
  cudaLibrary_t lib;
  cudaKernel_t kernel;
} Loaded;
static Loaded *loaded;
static int nloaded, caploaded;

static void device_arch(char *buf, size_t n) {
  int dev = 0, major = 0, minor = 0;
  check(NULL, gpu_cudart_fn.cudaGetDevice(&dev), "cudaGetDevice");
  check(NULL, gpu_cudart_fn.cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, dev), "cudaDeviceGetAttribute");
  check(NULL, gpu_cudart_fn.cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, dev), "cudaDeviceGetAttribute");
  snprintf(buf, n, "sm_%d%d", major, minor);
}

static const Loaded *kernel_of(const KirFunc *f) {
  for (int k = 0; k < nloaded; k++)
    if (loaded[k].f == f && loaded[k].checked == gpu_checks()) return &loaded[k];
  char name[256], arch[32];
  gpu_kernel_name(f, name, sizeof name);
  device_arch(arch, sizeof arch);
  StrBuf src;
  rt_sb_init(&src);
  gpu_codegen(f, &src);
  GpuImage img = gpu_compile(name, src.data, arch);
  rt_sb_free(&src);
  Loaded e = {f, gpu_checks(), NULL, NULL};
  cudaError_t err = gpu_cudart_fn.cudaLibraryLoadData(&e.lib, img.data, NULL, NULL, 0, NULL, NULL, 0);
  gpu_image_free(&img);
  check(NULL, err, "cudaLibraryLoadData");
  check(NULL, gpu_cudart_fn.cudaLibraryGetKernel(&e.kernel, e.lib, name), "cudaLibraryGetKernel");
  if (nloaded == caploaded) {
    caploaded = caploaded ? 2 * caploaded : 16;
    loaded = rt_realloc(loaded, (size_t)caploaded * sizeof *loaded);
  }
  loaded[nloaded++] = e;
  return &loaded[nloaded - 1];
}

/* ---- --gpu-check: the module's fault record (gpu_prelude.c's struct WeftFault) ---- */

typedef struct WeftFault {
  int set, line, axis, pad;
  long long index, size;
  unsigned block[3], thread[3];
} WeftFault;

static void *fault_record(Launch *L, const Loaded *m) {
  void *dev = NULL;
  size_t bytes = 0;
  check(L, gpu_cudart_fn.cudaLibraryGetGlobal(&dev, &bytes, m->lib, "weft_fault"), "cudaLibraryGetGlobal");
  check(L, gpu_cudart_fn.cudaMemsetAsync(dev, 0, bytes, gpu_stream()), "cudaMemsetAsync");
  return dev;
}

/* Raises IndexError with the simulator's message when a thread went out of bounds. */
static void report_fault(Launch *L, void *dev) {
  WeftFault h;
  check(L, gpu_cudart_fn.cudaMemcpy(&h, dev, sizeof h, cudaMemcpyDeviceToHost), "cudaMemcpy (fault record)");
  if (!h.set) return;
  release(L);
  rt_raise(RT_EXC_IndexError,
           "index %lld out of bounds for axis %d with size %lld in kernel %s (%s:%d, block (%u,%u,%u), "
           "thread (%u,%u,%u))",
           h.index, h.axis, h.size, L->f->name, L->f->file ? L->f->file : "?", h.line, h.block[0], h.block[1],
           h.block[2], h.thread[0], h.thread[1], h.thread[2]);
}

/* ---- arrays: the byte extent [lo, hi) a strided view touches ---- */

typedef struct WeftArray { /* must match the prelude's struct WeftArray */
  char *data;
  long long shape[4];
  long long strides[4];
} WeftArray;

static void extent(const KirArgBuf *b, int64_t *lo, int64_t *hi) {
  int64_t item = rt_dtypes[b->dtype].itemsize;
  *lo = 0;
  *hi = item;
  for (int k = 0; k < b->ndim; k++) {
    if (b->shape[k] == 0) {
      *lo = *hi = 0;
      return;
    }
    int64_t span = (b->shape[k] - 1) * b->strides[k];
    if (span < 0) *lo += span;
    else *hi += span;
  }
}

static void describe(const KirArgBuf *b, WeftArray *desc) {
  memset(desc, 0, sizeof *desc);
  for (int i = 0; i < b->ndim; i++) desc->shape[i] = b->shape[i], desc->strides[i] = b->strides[i];
}

/* A device array's parameter: its own buffer, uploaded if the mirror is newer, and from now on
 * the only current copy, since the kernel may write it. May raise, so device arrays are bound
 * before the launch allocates anything of its own. */
static void bind_device_array(Launch *L, int k, RtDevMem *m, const KirArgBuf *b, WeftArray *desc) {
  describe(b, desc);
  L->mem[k] = m;
  char *dev = rt_devmem_device(m);
  desc->data = dev + (b->data - m->host);
}

static void copy_in(Launch *L, int k, const KirArgBuf *b, WeftArray *desc) {
  int64_t lo, hi;
  extent(b, &lo, &hi);
  describe(b, desc);
  check(L, gpu_cudart_fn.cudaMalloc(&L->dev[k], (size_t)(hi - lo > 0 ? hi - lo : 1)), "cudaMalloc");
  const char *call = "";
  if (hi > lo) check(L, gpu_copy_in(L->dev[k], b->data + lo, (size_t)(hi - lo), &call), call);
  desc->data = (char *)L->dev[k] - lo;
}

static void copy_back(Launch *L, int k, const KirArgBuf *b) {
  int64_t lo, hi;
  extent(b, &lo, &hi);
  const char *call = "";
  if (hi > lo) check(L, gpu_copy_out(b->data + lo, L->dev[k], (size_t)(hi - lo), &call), call);
}

/* The parameters in the order of the kernel's signature, the dynamic shared size last. */
static void bind_params(Launch *L, const KirRun *run, WeftArray *descs, void **params, long long *dyn) {
  const KirFunc *f = L->f;
  for (int k = 0; k < f->sig.nargs; k++) {
    RtDevMem *m = f->sig.args[k].kind == KIR_TY_ARRAY ? rt_devmem_find(run->arrays[k].data) : NULL;
    if (m) bind_device_array(L, k, m, &run->arrays[k], &descs[k]);
  }
  for (int k = 0; k < f->sig.nargs; k++) {
    if (f->sig.args[k].kind != KIR_TY_ARRAY) params[k] = (void *)&run->scalars[k]; /* little-endian */
    else {
      if (!L->mem[k]) copy_in(L, k, &run->arrays[k], &descs[k]);
      params[k] = &descs[k];
    }
  }
  params[f->sig.nargs] = dyn;
}

static void run_kernel(Launch *L, const Loaded *m, const KirRun *run, void **params) {
  dim3 grid = {(unsigned)run->grid[0], (unsigned)run->grid[1], (unsigned)run->grid[2]};
  dim3 block = {(unsigned)run->block[0], (unsigned)run->block[1], (unsigned)run->block[2]};
  rt_stdout_flush(); /* the kernel's printf output follows what the program printed before */
  fflush(stdout);
  cudaStream_t s = gpu_stream();
  check(L, gpu_cudart_fn.cudaEventRecord(ev_start, s), "cudaEventRecord");
  check(L, gpu_cudart_fn.cudaLaunchKernel((const void *)m->kernel, grid, block, params, (size_t)run->dyn_shared, s),
        "cudaLaunchKernel");
  check(L, gpu_cudart_fn.cudaEventRecord(ev_stop, s), "cudaEventRecord");
}

void gpu_prepare(KirFunc *f) {
  if (!gpu_available()) rt_raise(RT_EXC_RuntimeError, "cannot run kernel '%s' on the GPU: %s", f->name, reason);
  kernel_of(f);
}

void gpu_launch(KirFunc *f, const KirRun *run) {
  if (!gpu_available()) rt_raise(RT_EXC_RuntimeError, "cannot run kernel '%s' on the GPU: %s", f->name, reason);
  gpu_memory_install();
  const Loaded *m = kernel_of(f);
  make_events();
  Launch L;
  memset(&L, 0, sizeof L);
  L.f = f;
  WeftArray descs[KIR_MAX_ARGS];
  void *params[KIR_MAX_ARGS + 1];
  long long dyn = run->dyn_shared;
  bind_params(&L, run, descs, params, &dyn);
  void *fault = m->checked ? fault_record(&L, m) : NULL;
  run_kernel(&L, m, run, params);
  for (int k = 0; k < f->sig.nargs; k++)
    if (L.dev[k]) copy_back(&L, k, &run->arrays[k]);
  check(&L, gpu_cudart_fn.cudaStreamSynchronize(gpu_stream()), "cudaStreamSynchronize");
  float ms = 0;
  check(&L, gpu_cudart_fn.cudaEventElapsedTime(&ms, ev_start, ev_stop), "cudaEventElapsedTime");
  last_ms = ms;
  if (fault) report_fault(&L, fault);
  for (int k = 0; k < f->sig.nargs; k++) {
    if (!L.dev[k]) continue;
    cudaError_t err = gpu_cudart_fn.cudaFree(L.dev[k]);
    L.dev[k] = NULL;
    check(&L, err, "cudaFree");
  }
}

#endif
