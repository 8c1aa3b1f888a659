/* gpu_engine.c — the GPU backend as a kernel engine (vm/kir/kir_engine.h): the table of
 * operations the engine-neutral paths call. observe dumps and compiles (`--dump-cuda`,
 * `--compile-only`, gpu_inspect.c) every kernel and ufunc unit before any engine runs it;
 * prepare, launch and the ufunc operations are gpu_runtime.c's; device memory, synchronisation
 * and events are gpu_memory.c's and the CUDA Runtime's. Without a toolkit the table is the same
 * and every operation that needs CUDA reports "GPU backend not built". */
#include <stdlib.h>

#include "../vm/base/error.h"
#include "gpu.h"

#ifdef WEFT_HAVE_CUDA
#include "gpu_cuda.h"
#endif

static bool available(void *self) {
  (void)self;
  return gpu_available();
}

static const char *unavailable_reason(void *self) {
  (void)self;
  return gpu_unavailable_reason();
}

static bool accepts_auto(void *self) {
  (void)self;
  return !gpu_compile_only();
}

static void observe(void *self, KirFunc *f, const KirRun *run) {
  (void)self, (void)run;
  if (f->target == KIR_TARGET_KERNEL) gpu_observe_kernel(f);
}

static void prepare_job(void *f) { gpu_prepare(f); }

/* Auto mode asks before moving a kernel: an NVRTC failure here ends nothing (the kernel stays in
 * the simulator), so it is not remembered as Weft's internal error. */
static void prepare(void *self, KirFunc *f) {
  (void)self;
  if (rt_pcall(prepare_job, f) == 0) return;
  gpu_internal_error_forget();
  rt_reraise();
}

static int launch(void *self, KirFunc *f, const KirRun *run) {
  (void)self;
  gpu_launch(f, run);
  return 0; /* a fault on the GPU raises (--gpu-check) */
}

static const char *last_fault(void *self, int *exc) {
  (void)self;
  *exc = RT_EXC_RuntimeError;
  return "";
}

static void ufunc_observe(void *self, const KirUfuncRun *run) {
  (void)self;
  gpu_observe_ufunc(run);
}

static void ufunc_prepare(void *self, KirUfuncKind kind, KirFunc *core) {
  (void)self;
  gpu_ufunc_prepare(kind, core);
}

static void ufunc_launch(void *self, const KirUfuncRun *run) {
  (void)self;
  gpu_ufunc_launch(run);
}

static const char *ufunc_name(void *self, KirUfuncKind kind, const KirFunc *core, char *buf, size_t n) {
  (void)self;
  return gpu_ufunc_name(kind, core, buf, n);
}

#ifdef WEFT_HAVE_CUDA

static void *mem_alloc(void *self, size_t bytes) {
  (void)self;
  return gpu_mem_alloc(bytes);
}
static void mem_free(void *self, void *dev) {
  (void)self;
  gpu_mem_free(dev);
}
static void mem_upload(void *self, void *dev, const void *host, size_t bytes) {
  (void)self;
  gpu_mem_upload(dev, host, bytes);
}
static void mem_download(void *self, void *host, const void *dev, size_t bytes) {
  (void)self;
  gpu_mem_download(host, dev, bytes);
}
static void mem_copy(void *self, void *dst, const void *src, size_t bytes) {
  (void)self;
  gpu_mem_copy(dst, src, bytes);
}
static void synchronize(void *self) {
  (void)self;
  gpu_synchronize();
}

static void *event_new(void *self) {
  (void)self;
  cudaEvent_t ev = NULL;
  gpu_check(gpu_cudart_fn.cudaEventCreate(&ev), "cudaEventCreate");
  return ev;
}
static void event_record(void *self, void *ev) {
  (void)self;
  gpu_check(gpu_cudart_fn.cudaEventRecord((cudaEvent_t)ev, gpu_stream()), "cudaEventRecord");
}
static double event_elapsed_ms(void *self, void *start, void *stop) {
  (void)self;
  float ms = 0;
  gpu_check(gpu_cudart_fn.cudaEventSynchronize((cudaEvent_t)stop), "cudaEventSynchronize");
  gpu_check(gpu_cudart_fn.cudaEventElapsedTime(&ms, (cudaEvent_t)start, (cudaEvent_t)stop), "cudaEventElapsedTime");
  return ms;
}
static void event_free(void *self, void *ev) {
  (void)self;
  gpu_cudart_fn.cudaEventDestroy((cudaEvent_t)ev);
}

static void device_name(void *self, char *buf, size_t n) {
  (void)self;
  gpu_device_name(buf, n);
}
static void device_uuid(void *self, char *buf, size_t n) {
  (void)self;
  gpu_device_uuid(buf, n);
}
static bool device_attribute(void *self, const char *name, int64_t *out) {
  (void)self;
  return gpu_device_attribute(name, out);
}

#define MEMORY_OPS                                                                                 \
  .device_name = device_name, .device_uuid = device_uuid, .device_attribute = device_attribute,    \
  .mem_alloc = mem_alloc, .mem_free = mem_free, .mem_upload = mem_upload, .mem_download = mem_download, \
  .mem_copy = mem_copy, .synchronize = synchronize, .event_new = event_new, .event_record = event_record, \
  .event_elapsed_ms = event_elapsed_ms, .event_free = event_free,
#else
#define MEMORY_OPS /* never used: without a toolkit no launch reaches the GPU, no device is reported */
#endif

static const KirEngine the_engine = {
    .name = "gpu",
    .label = "GPU",
    .where = "the GPU",
    .caps =
        {
            .device_memory = true,
            .no_prints = "it prints (the GPU's printf formats and orders lines differently)",
            .no_random = "it draws random numbers",
            .no_raise = "it raises an exception (a GPU kernel without debug=True ends the thread silently)",
            .no_ordered_atomics =
                "its atomics' results depend on the order threads run (fixed in the simulator, not on a GPU)",
        },
    .available = available,
    .unavailable_reason = unavailable_reason,
    .accepts_auto = accepts_auto,
    .observe = observe,
    .prepare = prepare,
    .launch = launch,
    .last_fault = last_fault,
    .ufunc_observe = ufunc_observe,
    .ufunc_prepare = ufunc_prepare,
    .ufunc_launch = ufunc_launch,
    .ufunc_name = ufunc_name,
    MEMORY_OPS};

const KirEngine *gpu_engine(void) { return &the_engine; }
