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

#include "../vm/numba/devarray_sync.h"
#include "../vm/base/error.h"
#include "../vm/base/io.h"
#include "../vm/base/prof_sink.h"
#include "gpu.h"

#ifndef WEFT_HAVE_CUDA

bool gpu_available(void) { return false; }
const char *gpu_unavailable_reason(void) { return "GPU backend not built (no CUDA toolkit at build time)"; }

void gpu_launch(KirFunc *f, const KirRun *run) {
  (void)run;
  rt_raise(RT_EXC_RuntimeError, "cannot run kernel '%s' on the GPU: %s", f->name, gpu_unavailable_reason());
}

void gpu_prepare(KirFunc *f) { gpu_launch(f, NULL); }

void gpu_ufunc_launch(const KirUfuncRun *run) {
  rt_raise(RT_EXC_RuntimeError, "cannot run '%s' on the GPU: %s", run->core->name, gpu_unavailable_reason());
}

void gpu_ufunc_prepare(KirUfuncKind kind, KirFunc *core) {
  (void)kind;
  rt_raise(RT_EXC_RuntimeError, "cannot run '%s' on the GPU: %s", core->name, gpu_unavailable_reason());
}

#else

#include "gpu_cuda.h"

/* Loaded images, one per specialisation (below). */
typedef struct Loaded Loaded;

/* The runtime's state: one per process, as the CUDA context is. */
typedef struct GpuRuntime {
  char reason[256];          /* why there is no device */
  int probed;                /* 0: not yet, 1: device present, -1: none */
  cudaEvent_t ev_start, ev_stop; /* the timing events: made at the first profiled launch */
  Loaded *loaded;
  int nloaded, caploaded;
} GpuRuntime;
static GpuRuntime runtime;

bool gpu_available(void) {
  if (runtime.probed) return runtime.probed > 0;
  if (!gpu_cudart_load()) {
    snprintf(runtime.reason, sizeof runtime.reason, "GPU backend unavailable: %s", gpu_cudart_load_error());
    runtime.probed = -1;
    return false;
  }
  int n = 0;
  cudaError_t err = gpu_cudart_fn.cudaGetDeviceCount(&n);
  if (err == cudaErrorInsufficientDriver && !gpu_driver_present())
    snprintf(runtime.reason, sizeof runtime.reason, "no NVIDIA driver (libcuda.so.1 not found)");
  else if (err != cudaSuccess) snprintf(runtime.reason, sizeof runtime.reason, "no CUDA device: %s", gpu_cudart_fn.cudaGetErrorString(err));
  else if (n == 0) snprintf(runtime.reason, sizeof runtime.reason, "no CUDA device");
  runtime.probed = err == cudaSuccess && n > 0 ? 1 : -1;
  return runtime.probed > 0;
}

const char *gpu_unavailable_reason(void) {
  gpu_available();
  return runtime.probed > 0 ? "" : runtime.reason;
}

/* ---- one launch's device memory, freed on success and on every error path ---- */


#define MAX_BUFS (KIR_MAX_ARGS + 2) /* a ufunc's inputs, its output, a reduction's partials */

typedef struct Launch {
  const KirFunc *f;
  void *dev[MAX_BUFS]; /* this launch's own allocation per host-array parameter */
  RtDevMem *mem[KIR_MAX_ARGS]; /* the device array's memory, for the others */
  ProfKernel *timed; /* the profiler's record of this launch, which events time; NULL: untimed */
} Launch;

static void release(Launch *L) {
  for (int k = 0; k < MAX_BUFS; k++)
    if (L->dev[k]) gpu_cudart_fn.cudaFree(L->dev[k]), L->dev[k] = NULL;
}

static void check(Launch *L, cudaError_t err, const char *call) {
  if (err == cudaSuccess) return;
  if (L) release(L);
  rt_raise(RT_EXC_RuntimeError, "%s failed%s%s: %s (%s)", call, L ? " for kernel " : "", L ? L->f->name : "",
           gpu_cudart_fn.cudaGetErrorString(err), gpu_cudart_fn.cudaGetErrorName(err));
}

static void make_events(void) {
  if (runtime.ev_start) return;
  check(NULL, gpu_cudart_fn.cudaEventCreate(&runtime.ev_start), "cudaEventCreate");
  check(NULL, gpu_cudart_fn.cudaEventCreate(&runtime.ev_stop), "cudaEventCreate");
}

/* ---- loaded images, one per specialisation ---- */

struct Loaded {
  const KirFunc *f;
  int kind; /* -1: a @cuda.jit kernel; else the KirUfuncKind of a ufunc's unit */
  bool checked; /* compiled with --gpu-check */
  cudaLibrary_t lib;
  cudaKernel_t kernel;
};

static void device_arch(char *buf, size_t n) {
  int dev = 0, major = 0, minor = 0;
  check(NULL, gpu_cudart_fn.cudaGetDevice(&dev), "cudaGetDevice");
  check(NULL, gpu_cudart_fn.cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, dev), "cudaDeviceGetAttribute");
  check(NULL, gpu_cudart_fn.cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, dev), "cudaDeviceGetAttribute");
  snprintf(buf, n, "sm_%d%d", major, minor);
}

/* The loaded unit of kernel f (kind -1) or of a ufunc's (kind, core). */
static const Loaded *unit_of(const KirFunc *f, int kind) {
  for (int k = 0; k < runtime.nloaded; k++)
    if (runtime.loaded[k].f == f && runtime.loaded[k].kind == kind && runtime.loaded[k].checked == gpu_checks()) return &runtime.loaded[k];
  char name[256], arch[32];
  if (kind < 0) gpu_kernel_name(f, name, sizeof name);
  else gpu_ufunc_name((KirUfuncKind)kind, f, name, sizeof name);
  device_arch(arch, sizeof arch);
  StrBuf src;
  rt_sb_init(&src);
  if (kind < 0) gpu_codegen(f, &src);
  else gpu_ufunc_codegen((KirUfuncKind)kind, f, &src);
  GpuImage img = gpu_compile(name, src.data, arch);
  rt_sb_free(&src);
  Loaded e = {f, kind, gpu_checks(), NULL, NULL};
  cudaError_t err = gpu_cudart_fn.cudaLibraryLoadData(&e.lib, img.data, NULL, NULL, 0, NULL, NULL, 0);
  gpu_image_free(&img);
  check(NULL, err, "cudaLibraryLoadData");
  check(NULL, gpu_cudart_fn.cudaLibraryGetKernel(&e.kernel, e.lib, name), "cudaLibraryGetKernel");
  if (runtime.nloaded == runtime.caploaded) {
    runtime.caploaded = runtime.caploaded ? 2 * runtime.caploaded : 16;
    runtime.loaded = rt_realloc(runtime.loaded, (size_t)runtime.caploaded * sizeof *runtime.loaded);
  }
  runtime.loaded[runtime.nloaded++] = e;
  return &runtime.loaded[runtime.nloaded - 1];
}

static const Loaded *kernel_of(const KirFunc *f) { return unit_of(f, -1); }

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

/* Raises IndexError when a thread went out of bounds: index, axis, extent, kernel, line, block and
 * thread, as the simulator reports them, but not the array's name (the fault record has no field
 * for it yet; the simulator's report says `in a[-1]`). */
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

/* A kernel that syncs its grid launches cooperatively, as Numba does; a grid larger than the
 * device holds at once fails with the error Numba's driver wrapper raises (CudaAPIError). */
static void coop_launch(Launch *L, const Loaded *m, dim3 grid, dim3 block, void **params, const KirRun *run,
                        cudaStream_t s) {
  cudaError_t err = gpu_cudart_fn.cudaLaunchCooperativeKernel((const void *)m->kernel, grid, block, params,
                                                               (size_t)run->dyn_shared, s);
  if (err == cudaErrorCooperativeLaunchTooLarge) {
    release(L);
    rt_raise(RT_EXC_RuntimeError, "[720] Call to cuLaunchCooperativeKernel results in "
                                  "CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE");
  }
  check(L, err, "cudaLaunchCooperativeKernel");
}

static void run_kernel(Launch *L, const Loaded *m, const KirRun *run, void **params) {
  dim3 grid = {(unsigned)run->grid[0], (unsigned)run->grid[1], (unsigned)run->grid[2]};
  dim3 block = {(unsigned)run->block[0], (unsigned)run->block[1], (unsigned)run->block[2]};
  rt_stdout_flush(); /* the kernel's printf output follows what the program printed before */
  fflush(stdout);
  cudaStream_t s = gpu_stream();
  /* Only a profiled launch is timed: two events cost about a microsecond of every launch. */
  L->timed = PROF_ON() ? prof_kernel_current() : NULL;
  if (L->timed) {
    make_events();
    check(L, gpu_cudart_fn.cudaEventRecord(runtime.ev_start, s), "cudaEventRecord");
  }
  if (kir_grid_sync_line(m->f)) /* a grid sync: every block resident at once, or the launch fails */
    coop_launch(L, m, grid, block, params, run, s);
  else
    check(L, gpu_cudart_fn.cudaLaunchKernel((const void *)m->kernel, grid, block, params, (size_t)run->dyn_shared, s),
          "cudaLaunchKernel");
  if (L->timed) check(L, gpu_cudart_fn.cudaEventRecord(runtime.ev_stop, s), "cudaEventRecord");
}

/* After the stream finished: the kernel's time measured by the events goes to the profiler's
 * record, which then reports it instead of the model's. */
static void report_time(Launch *L) {
  if (!L->timed) return;
  float ms = 0;
  check(L, gpu_cudart_fn.cudaEventElapsedTime(&ms, runtime.ev_start, runtime.ev_stop), "cudaEventElapsedTime");
  prof_kernel_measured(L->timed, ms / 1e3);
}

void gpu_prepare(KirFunc *f) {
  if (!gpu_available()) rt_raise(RT_EXC_RuntimeError, "cannot run kernel '%s' on the GPU: %s", f->name, runtime.reason);
  kernel_of(f);
}

void gpu_launch(KirFunc *f, const KirRun *run) {
  if (!gpu_available()) rt_raise(RT_EXC_RuntimeError, "cannot run kernel '%s' on the GPU: %s", f->name, runtime.reason);
  gpu_memory_install();
  const Loaded *m = kernel_of(f);
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
  report_time(&L);
  if (fault) report_fault(&L, fault);
  for (int k = 0; k < f->sig.nargs; k++) {
    if (!L.dev[k]) continue;
    cudaError_t err = gpu_cudart_fn.cudaFree(L.dev[k]);
    L.dev[k] = NULL;
    check(&L, err, "cudaFree");
  }
}

/* ---- target='cuda' ufuncs and cuda.reduce (gpu_ufunc.c's units) ----
 * Their arrays are host memory (a device array's mirror, made current by the ufunc code), so
 * each buffer is copied in before and back after the launch: an output's whole extent is copied
 * in too, so that bytes between its strided elements come back unchanged. */

/* The bytes [lo, hi) around p that ndim strided axes of itemsize-wide elements touch. */
static void span(int ndim, const int64_t *shape, const int64_t *strides, int64_t itemsize, int64_t *lo, int64_t *hi) {
  *lo = 0;
  *hi = itemsize;
  for (int k = 0; k < ndim; k++) {
    if (shape[k] == 0) {
      *lo = *hi = 0;
      return;
    }
    int64_t reach = (shape[k] - 1) * strides[k];
    if (reach < 0) *lo += reach;
    else *hi += reach;
  }
}

/* Buffer b of the launch: the bytes of p's ndim axes on the device, copied in. desc gets the
 * first `described` axes (a gufunc's core axes; the cores' axis is a separate parameter). */
static void ufunc_buffer(Launch *L, int b, char *p, int ndim, const int64_t *shape, const int64_t *strides,
                         DType dt, int described, WeftArray *desc) {
  int64_t lo, hi;
  span(ndim, shape, strides, rt_dtypes[dt].itemsize, &lo, &hi);
  memset(desc, 0, sizeof *desc);
  for (int k = 0; k < described; k++) desc->shape[k] = shape[k], desc->strides[k] = strides[k];
  check(L, gpu_cudart_fn.cudaMalloc(&L->dev[b], (size_t)(hi - lo > 0 ? hi - lo : 1)), "cudaMalloc");
  const char *call = "";
  if (hi > lo) check(L, gpu_copy_in(L->dev[b], p + lo, (size_t)(hi - lo), &call), call);
  desc->data = (char *)L->dev[b] - lo;
}

/* Copies buffer b back over the bytes ufunc_buffer copied in. */
static void ufunc_copy_back(Launch *L, int b, char *p, int ndim, const int64_t *shape, const int64_t *strides,
                            DType dt) {
  int64_t lo, hi;
  span(ndim, shape, strides, rt_dtypes[dt].itemsize, &lo, &hi);
  const char *call = "";
  if (hi > lo) check(L, gpu_copy_out(p + lo, L->dev[b], (size_t)(hi - lo), &call), call);
}

static void ufunc_kernel(Launch *L, const Loaded *m, int64_t grid, int64_t block, void **params) {
  KirRun run;
  memset(&run, 0, sizeof run);
  run.grid[0] = grid > 0 ? grid : 1;
  run.block[0] = block;
  run.grid[1] = run.grid[2] = run.block[1] = run.block[2] = 1;
  run_kernel(L, m, &run, params);
}

static void finish(Launch *L) {
  check(L, gpu_cudart_fn.cudaStreamSynchronize(gpu_stream()), "cudaStreamSynchronize");
  report_time(L);
}

#define UFUNC_BLOCK 1024 /* NB_CUDA_BLOCK: what Numba's forall() gets from the occupancy API */

static void vectorize_launch(Launch *L, const Loaded *m, const KirUfuncRun *r) {
  const KirSig *sig = &L->f->sig;
  int nin = sig->nargs;
  WeftArray descs[MAX_BUFS];
  void *params[MAX_BUFS + 1];
  long long n = r->n;
  params[0] = &n;
  for (int k = 0; k < nin; k++) {
    ufunc_buffer(L, k, r->in[k], 1, &r->n, &r->in_strides[k], sig->args[k].dtype, 1, &descs[k]);
    params[k + 1] = &descs[k];
  }
  ufunc_buffer(L, nin, r->out, 1, &r->n, &r->out_stride, sig->ret.dtype, 1, &descs[nin]);
  params[nin + 1] = &descs[nin];
  ufunc_kernel(L, m, (r->n + UFUNC_BLOCK - 1) / UFUNC_BLOCK, UFUNC_BLOCK, params);
  ufunc_copy_back(L, nin, r->out, 1, &r->n, &r->out_stride, sig->ret.dtype);
  finish(L);
}

/* Argument k's view over every core: its own axes (at most KIR_MAX_INDEX, as every kernel
 * array), then the cores' axis. */
static int gufunc_axes(const KirUfuncRun *r, int k, int64_t *shape, int64_t *strides) {
  const Array *a = r->views[k];
  for (int d = 0; d < a->ndim; d++) shape[d] = a->shape[d], strides[d] = a->strides[d];
  shape[a->ndim] = r->ncores;
  strides[a->ndim] = r->core_strides[k];
  return a->ndim + 1;
}

static void gufunc_launch(Launch *L, const Loaded *m, const KirUfuncRun *r) {
  int nargs = L->f->sig.nargs;
  WeftArray descs[KIR_MAX_ARGS];
  long long cs[KIR_MAX_ARGS], ncores = r->ncores;
  void *params[2 * KIR_MAX_ARGS + 1];
  params[0] = &ncores;
  for (int k = 0; k < nargs; k++) {
    int64_t shape[KIR_MAX_INDEX + 1], strides[KIR_MAX_INDEX + 1];
    int nd = gufunc_axes(r, k, shape, strides);
    /* the kernel sees the core's own axes; the cores' axis is its cs parameter */
    ufunc_buffer(L, k, r->views[k]->data, nd, shape, strides, r->views[k]->dtype, nd - 1, &descs[k]);
    cs[k] = r->core_strides[k];
    params[1 + 2 * k] = &descs[k];
    params[2 + 2 * k] = &cs[k];
  }
  ufunc_kernel(L, m, (r->ncores + UFUNC_BLOCK - 1) / UFUNC_BLOCK, UFUNC_BLOCK, params);
  for (int k = 0; k < nargs; k++) {
    int64_t shape[KIR_MAX_INDEX + 1], strides[KIR_MAX_INDEX + 1];
    int nd = gufunc_axes(r, k, shape, strides);
    ufunc_copy_back(L, k, r->views[k]->data, nd, shape, strides, r->views[k]->dtype);
  }
  finish(L);
}

/* Numba's Reduce.__call__: [min(n/128, 64), 128] over the whole blocks, [1, n % 128] over the
 * tail, [1, partials] over the partial results; partials[0] is the result. */
static void reduce_launch(Launch *L, const Loaded *m, const KirUfuncRun *r) {
  DType dt = L->f->sig.args[0].dtype;
  int64_t isz = rt_dtypes[dt].itemsize, n = r->n;
  int64_t size_full = n / 128 * 128, size_partial = n - size_full;
  int64_t blocks = size_full / 128 < 64 ? size_full / 128 : 64, npartials = blocks + (size_partial ? 1 : 0);
  WeftArray arr, partials, part;
  ufunc_buffer(L, 0, (char *)r->arr, 1, &n, &isz, dt, 1, &arr);
  check(L, gpu_cudart_fn.cudaMalloc(&L->dev[1], (size_t)(npartials * isz)), "cudaMalloc");
  memset(&partials, 0, sizeof partials);
  partials.data = L->dev[1];
  partials.shape[0] = npartials;
  partials.strides[0] = isz;
  bool yes = true, no = false, tail_init = !blocks;
  if (size_full) {
    WeftArray head = arr;
    head.shape[0] = size_full;
    void *params[] = {&head, &partials, (void *)r->init, &yes};
    ufunc_kernel(L, m, blocks, 128, params);
  }
  if (size_partial) {
    WeftArray tail = arr;
    tail.data += size_full * isz;
    tail.shape[0] = size_partial;
    part = partials;
    part.data += blocks * isz;
    void *params[] = {&tail, &part, (void *)r->init, &tail_init};
    ufunc_kernel(L, m, 1, size_partial, params);
  }
  if (npartials > 1) {
    void *params[] = {&partials, &partials, (void *)r->init, &no};
    ufunc_kernel(L, m, 1, npartials, params);
  }
  const char *call = "";
  check(L, gpu_copy_out(r->result, L->dev[1], (size_t)isz, &call), call);
  finish(L);
}

void gpu_ufunc_prepare(KirUfuncKind kind, KirFunc *core) {
  if (!gpu_available()) rt_raise(RT_EXC_RuntimeError, "cannot run '%s' on the GPU: %s", core->name, runtime.reason);
  unit_of(core, (int)kind);
}

void gpu_ufunc_launch(const KirUfuncRun *r) {
  gpu_ufunc_prepare(r->kind, r->core);
  gpu_memory_install();
  const Loaded *m = unit_of(r->core, (int)r->kind);
  Launch L;
  memset(&L, 0, sizeof L);
  L.f = r->core;
  /* --gpu-check compiled the unit with bounds checks: its fault record is read as a kernel's is,
   * or an out-of-bounds core would stop its thread silently and leave wrong results */
  void *fault = m->checked ? fault_record(&L, m) : NULL;
  if (r->kind == KIR_UFUNC_VECTORIZE) vectorize_launch(&L, m, r);
  else if (r->kind == KIR_UFUNC_GUVECTORIZE) gufunc_launch(&L, m, r);
  else reduce_launch(&L, m, r);
  if (fault) report_fault(&L, fault);
  release(&L);
}

#endif
