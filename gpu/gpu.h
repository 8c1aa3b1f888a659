/* gpu.h — the GPU backend as the rest of Weft sees it: CUDA C generation from KIR, NVRTC
 * compilation with an on-disk cache, the CUDA Runtime launcher, and the inspection modes
 * (`--dump-cuda DIR`, `--compile-only=ARCH`). Built against the CUDA toolkit when gpu/gpu.mk
 * finds one (-DWEFT_HAVE_CUDA; NVRTC and the CUDA Runtime are then dlopen'ed on first use, see
 * gpu_cuda.h); otherwise every entry that needs CUDA reports
 * "GPU backend not built" and code generation (which needs no toolkit) still works.
 * See docs/gpu.md. */
#ifndef WEFT_GPU_GPU_H
#define WEFT_GPU_GPU_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "../vm/kir/kir_ir.h"
#include "../vm/kir/kir_engine.h"
#include "../vm/base/strbuf.h"

/* ---- code generation (gpu_codegen.c) ---- */

/* Appends the complete CUDA C translation unit for kernel specialisation f (target
 * KIR_TARGET_KERNEL) to out: the helper prelude, then one `extern "C" __global__` function named
 * gpu_kernel_name(f). Kernel parameters follow the Python ones in order (arrays as WeftArray
 * descriptors, scalars by value), then `long long weft_dyn_shared_bytes`. Raises
 * NotImplementedError for KIR the backend cannot express (RANDOM). */
void gpu_codegen(const KirFunc *f, StrBuf *out);
/* A stable, C-safe name for f: "<python name>__<argument type codes>", e.g.
 * "saxpy__f4_a1f4_a1f4". Same specialisation, same name, run after run. */
const char *gpu_kernel_name(const KirFunc *f, char *buf, size_t n);

/* A ufunc core (KIR_TARGET_DEVICE) as `static __device__ RET name(params)`, parameters as a
 * kernel's without the dynamic shared size (0 inside: ufunc kernels launch without any); it
 * returns the core's first return register (what the simulator stores) or nothing. */
void gpu_codegen_device(const KirFunc *f, const char *name, StrBuf *out);
/* The C type of a dtype ("float", "long long", ...). */
const char *gpu_ctype(DType t);

/* ---- ufunc kernels (gpu_ufunc.c): target='cuda' @vectorize, @guvectorize, cuda.reduce ---- */

/* The kernel's name: gpu_kernel_name(core), "_reduce" appended for a reduction. */
const char *gpu_ufunc_name(KirUfuncKind kind, const KirFunc *core, char *buf, size_t n);
/* The translation unit: prelude, the core as a __device__ function, the __global__ wrapper. */
void gpu_ufunc_codegen(KirUfuncKind kind, const KirFunc *core, StrBuf *out);

/* The helper prelude every generated unit starts with (gpu_prelude.c). */
extern const char gpu_prelude[];

/* ---- options ---- */

/* `--gpu-fast`: allow fused multiply-add contraction (exact mode otherwise). */
void gpu_set_fast(bool fast);
bool gpu_fast(void);
/* `--gpu-check`: generated code checks every array index and records the first offending
 * thread (line, block, thread, axis, index, extent) in the module's `weft_fault`; the runtime
 * reads it after the launch and raises IndexError instead of a sticky CUDA fault. */
void gpu_set_checks(bool on);
bool gpu_checks(void);
/* The NVRTC options of the current mode for arch ("sm_90"), NULL-terminated, in a static
 * array (valid until the next call). */
const char *const *gpu_nvrtc_options(const char *arch);

/* ---- compilation (gpu_nvrtc.c) ---- */

/* The compute capability in "sm_90" or "sm_120" (90, 120); 0 when arch is malformed. */
int gpu_arch_number(const char *arch);

typedef struct GpuImage {
  unsigned char *data; /* cubin, or NUL-terminated PTX when is_ptx (malloc'd) */
  size_t size;
  bool is_ptx;
  bool from_cache;
} GpuImage;

/* True when the build found a toolkit (WEFT_HAVE_CUDA). NVRTC itself is loaded on the first
 * compile; a library that cannot be loaded then raises "GPU backend unavailable: ...". */
bool gpu_nvrtc_built(void);
/* "13.0" — part of the cache key; "none" without a toolkit, "unavailable" when NVRTC does not load. */
const char *gpu_nvrtc_version(void);
/* Compile src (the translation unit of kernel `name`) for arch ("sm_80", "sm_90", ...): a
 * cubin when NVRTC knows the arch, PTX for the newest arch it knows otherwise. Looks in the
 * cache first and stores what it compiles. Raises RuntimeError ("internal error: ...") with
 * NVRTC's first error and the generated source line it points at. */
GpuImage gpu_compile(const char *name, const char *src, const char *arch);
/* The same without the profiler's compile row: the profiler's own compiles (gpu_regs.c). */
GpuImage gpu_compile_unreported(const char *name, const char *src, const char *arch);
/* True once NVRTC has rejected generated code (an internal error: `weft` then exits 70). An
 * architecture NVRTC does not support raises ValueError naming the ones it does. */
bool gpu_internal_error(void);
/* Auto mode caught that error and stays in the simulator: a later runtime error is not Weft's. */
void gpu_internal_error_forget(void);
void gpu_image_free(GpuImage *img);

/* ---- registers (gpu_regs.c) ---- */

/* The registers per thread ptxas allocates for kernel specialisation f on arch ("sm_90"), from
 * the cubin NVRTC makes (cached on disk like a launch's); -1 when there is none to read: no
 * toolkit, NVRTC missing or refusing, an arch NVRTC only makes PTX for. Never raises. */
int gpu_kernel_registers(const KirFunc *f, const char *arch);

/* ---- on-disk cache (gpu_cache.c); a cache that fails is a miss (only gpu_cache_cap raises) ---- */

#define GPU_KEY_LEN 32 /* hex digits */
/* key = hash(source, options, arch, NVRTC version) as 32 hex digits + NUL. */
void gpu_cache_key(const char *src, const char *const *opts, const char *arch, const char *nvrtc_version,
                   char key[GPU_KEY_LEN + 1]);
/* The cache folder: $WEFT_CACHE_DIR, else $HOME/.cache/weft. */
const char *gpu_cache_dir(char *buf, size_t n);
/* The size cap in bytes: $WEFT_CACHE_MAX_BYTES (a whole number, optionally with K/M/G), default
 * 256M; raises ValueError naming the variable when it is anything else. */
int64_t gpu_cache_cap(void);
/* On a hit, *data (malloc'd) and *size get the payload and the entry becomes the most recently
 * used. A corrupt entry (bad header, length or checksum) is removed and counts as a miss. */
bool gpu_cache_get(const char *key, unsigned char **data, size_t *size);
/* mkdir -p: false when a folder on the way cannot be made. */
bool gpu_make_dirs(const char *path);
/* Stores the payload by writing a temporary file and renaming it into place, then evicts the
 * least recently used entries until the folder is within the cap. False on any I/O failure. */
bool gpu_cache_put(const char *key, const void *data, size_t size);

/* ---- runtime (gpu_runtime.c) ---- */

/* True when the build has CUDA, the CUDA Runtime library loads, and it sees at least one device. */
bool gpu_available(void);
/* Why gpu_available() is false, as one sentence ("GPU backend not built", "no CUDA device: ..."). */
const char *gpu_unavailable_reason(void);
/* Run kernel specialisation f on the GPU with the simulator's argument description: compiles
 * (cached) for the current device; a device array passes its device buffer (uploaded only when
 * its host mirror is newer; afterwards the device copy is the current one), any other array is
 * copied in and back; launches and synchronises. Every CUDA call's status is checked; a failure
 * raises RuntimeError naming the call. */
void gpu_launch(KirFunc *f, const KirRun *run);
/* Compile (cached) and load f for the current device, as its first GPU launch would; raises as
 * gpu_launch does. Auto mode calls it before moving a kernel, to stay in the simulator instead. */
void gpu_prepare(KirFunc *f);
/* Run a target='cuda' ufunc's kernel (vectorize, guvectorize) or Numba's reduction launches on
 * the GPU: its arrays (host memory, device arrays' mirrors included) are copied in and back
 * around the launch, with the launch configuration Numba uses. Raises as gpu_launch does. */
void gpu_ufunc_launch(const KirUfuncRun *run);
/* Compile (cached) and load the unit of (kind, core) for the current device. */
void gpu_ufunc_prepare(KirUfuncKind kind, KirFunc *core);

/* ---- the device, as numba.cuda reports it (gpu_device.c; with a toolkit only) ---- */

/* The current device's name ("NVIDIA H100 80GB HBM3") and UUID ("GPU-1a2b3c4d-..."); raise
 * naming the CUDA call that failed. */
void gpu_device_name(char *buf, size_t n);
void gpu_device_uuid(char *buf, size_t n);
/* An attribute by Numba's name ("WARP_SIZE"), or "mem:free" / "mem:total" (bytes, as
 * cudaMemGetInfo says); false when Numba has no such attribute. */
bool gpu_device_attribute(const char *name, int64_t *out);

/* ---- inspection (gpu_inspect.c; the coordinator wires the flags in repl/main.c) ---- */

/* `--dump-cuda DIR`: write the CUDA C of every kernel specialisation launched to
 * DIR/<gpu_kernel_name>.cu. NULL turns it off. Also WEFT_DUMP_CUDA=DIR. */
void gpu_set_dump_dir(const char *dir);
/* `--compile-only=ARCH`: compile every kernel specialisation launched for ARCH through NVRTC
 * (the program still runs in the simulator); a failure raises. False for a malformed ARCH
 * (anything but sm_NN / sm_NNN). Also WEFT_COMPILE_ONLY=ARCH. */
bool gpu_set_compile_only(const char *arch);
/* Called with every kernel specialisation before it is launched (the engine's observe). */
void gpu_observe_kernel(KirFunc *f);
/* The same for each run of a target='cuda' ufunc unit (the engine's ufunc_observe). */
void gpu_observe_ufunc(const KirUfuncRun *run);
/* True in `--compile-only` runs, which always run in the simulator. */
bool gpu_compile_only(void);

/* ---- the GPU as a kernel engine (gpu_engine.c, vm/kir/kir_engine.h) ---- */

/* The GPU engine's table: the composition root (repl/setup.c) registers it. Its device memory
 * becomes the one device arrays use at the first launch on the GPU (gpu_memory_install). */
const KirEngine *gpu_engine(void);

/* Device memory (gpu_memory.c; with a toolkit only): cudaMalloc, cudaFree (never raises),
 * host to device, device to host, device to device; failures raise naming the call. */
void *gpu_mem_alloc(size_t bytes);
void gpu_mem_free(void *dev);
void gpu_mem_upload(void *dev, const void *host, size_t bytes);
void gpu_mem_download(void *host, const void *dev, size_t bytes);
void gpu_mem_copy(void *dst, const void *src, size_t bytes);
/* Wait for the backend's stream. */
void gpu_synchronize(void);

#endif
