/* gpu_nvrtc.c — compiling generated CUDA C with NVRTC: the options of exact and fast mode,
 * a cubin for an architecture NVRTC knows (PTX for the newest it knows when asked for a newer
 * one, which the driver then JIT-compiles), the on-disk cache in front of it, and NVRTC's
 * errors turned into internal errors that quote the generated line (the `weft` command exits 70
 * for them), and each compile or cache hit logged for the profiler. NVRTC is loaded on the first
 * compile (gpu_cuda.c); when it cannot be, compiling raises "GPU backend unavailable: ...".
 * Without a CUDA toolkit at build time (no WEFT_HAVE_CUDA) compiling reports that the backend
 * was not built.
 *
 * A cache hit does not load NVRTC (loading it costs milliseconds, a hit should cost less than
 * one): the two facts the cache key and the cubin/PTX choice need from it, its version and the
 * architectures it compiles for, are recorded in the cache folder (nvrtc-<hash>.info, the hash of what
 * decides which library the loader opens: LD_LIBRARY_PATH, CUDA_HOME, a test's override) with
 * the library file's path, modification time and size and the time of /etc/ld.so.cache. While
 * those still match, the record is used; otherwise NVRTC is loaded and the record rewritten. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "../vm/base/prof_sink.h"
#include "../vm/base/config.h"
#include "../vm/base/error.h"
#include "gpu.h"
#include "gpu_cuda.h"

/* The compiler's settings and what it met: one per process, as the options are. */
typedef struct GpuCompiler {
  bool fast_mode;       /* --gpu-fast */
  bool internal_failed; /* NVRTC rejected generated code */
} GpuCompiler;
static GpuCompiler compiler;

bool gpu_internal_error(void) { return compiler.internal_failed; }
void gpu_internal_error_forget(void) { compiler.internal_failed = false; }

void gpu_set_fast(bool fast) { compiler.fast_mode = fast; }
bool gpu_fast(void) { return compiler.fast_mode; }

/* The compute capability in "sm_90" / "sm_120" (0 when malformed). */
int gpu_arch_number(const char *arch) {
  if (strncmp(arch, "sm_", 3) != 0) return 0;
  int n = 0, digits = 0;
  for (const char *p = arch + 3; *p; p++, digits++) {
    if (*p < '0' || *p > '9') return 0;
    n = n * 10 + (*p - '0');
  }
  return digits >= 2 && digits <= 3 ? n : 0;
}

const char *const *gpu_nvrtc_options(const char *arch) {
  static char arch_opt[64];
  static const char *opts[8];
  snprintf(arch_opt, sizeof arch_opt, "--gpu-architecture=%s", arch);
  int n = 0;
  opts[n++] = arch_opt;
  /* exact mode: no contraction, IEEE division and square root, denormals kept (simulator's
   * results bit for bit); fast mode only lets the compiler contract a*b+c into an fma */
  opts[n++] = compiler.fast_mode ? "--fmad=true" : "--fmad=false";
  opts[n++] = "--prec-div=true";
  opts[n++] = "--prec-sqrt=true";
  opts[n++] = "--ftz=false";
  opts[n++] = "--std=c++17";
  opts[n] = NULL;
  return opts;
}

void gpu_image_free(GpuImage *img) {
  free(img->data);
  img->data = NULL;
  img->size = 0;
}

#ifndef WEFT_HAVE_CUDA

bool gpu_nvrtc_built(void) { return false; }
const char *gpu_nvrtc_version(void) { return "none"; }

GpuImage gpu_compile(const char *name, const char *src, const char *arch) {
  (void)src, (void)arch;
  rt_raise(RT_EXC_RuntimeError, "GPU backend not built: cannot compile kernel %s (no CUDA toolkit at build time)", name);
}
GpuImage gpu_compile_unreported(const char *name, const char *src, const char *arch) {
  return gpu_compile(name, src, arch);
}

#else

bool gpu_nvrtc_built(void) { return true; }

const char *gpu_nvrtc_version(void) {
  static char buf[32];
  int major = 0, minor = 0;
  if (!gpu_nvrtc_load()) return "unavailable";
  if (!buf[0]) {
    if (gpu_nvrtc_fn.nvrtcVersion(&major, &minor) == NVRTC_SUCCESS) snprintf(buf, sizeof buf, "%d.%d", major, minor);
    else snprintf(buf, sizeof buf, "unknown");
  }
  return buf;
}

/* The architectures NVRTC can make a cubin for, as "75,80,...,121" (ascending, as NVRTC lists them). */
static void supported_archs(char *buf, size_t size) {
  int n = 0;
  buf[0] = 0;
  if (gpu_nvrtc_fn.nvrtcGetNumSupportedArchs(&n) != NVRTC_SUCCESS || n <= 0) return;
  int *archs = rt_malloc((size_t)n * sizeof *archs);
  if (gpu_nvrtc_fn.nvrtcGetSupportedArchs(archs) == NVRTC_SUCCESS)
    for (int k = 0; k < n; k++) {
      size_t used = strlen(buf);
      snprintf(buf + used, size - used, "%s%d", k ? "," : "", archs[k]);
    }
  free(archs);
}

/* ---- NVRTC's version and architectures without loading it ---- */

typedef struct NvrtcFacts {
  char version[32];
  char archs[256];             /* supported_archs(): "75,80,...,121" */
  char file[1024];             /* the library these describe */
  long long file_mtime, file_size, ldcache_mtime; /* nanoseconds, bytes, nanoseconds */
} NvrtcFacts;

static long long mtime_ns(const struct stat *st) { return (long long)st->st_mtim.tv_sec * 1000000000LL + st->st_mtim.tv_nsec; }

/* The record's path: one per combination of the inputs to the loader's search. */
static void facts_path(char *buf, size_t n) {
  const char *ld = getenv("LD_LIBRARY_PATH"), *home = getenv("CUDA_HOME");
  char inputs[4096], key[GPU_KEY_LEN + 1], dir[4096];
  snprintf(inputs, sizeof inputs, "%s\n%s\n%s", ld ? ld : "", home ? home : "", gpu_nvrtc_override());
  const char *none[] = {NULL};
  gpu_cache_key(inputs, none, "nvrtc", "", key);
  snprintf(buf, n, "%s/nvrtc-%s.info", gpu_cache_dir(dir, sizeof dir), key);
}

/* The library and the loader cache as they are now. */
static bool stamp(NvrtcFacts *f) {
  struct stat st, ld;
  if (stat(f->file, &st) != 0) return false;
  f->file_mtime = mtime_ns(&st);
  f->file_size = (long long)st.st_size;
  f->ldcache_mtime = stat("/etc/ld.so.cache", &ld) == 0 ? mtime_ns(&ld) : 0;
  return true;
}

/* The record's first line: a record of another layout (an older Weft wrote the newest
 * architecture alone where this one lists them all) fails to parse and is rewritten. */
#define FACTS_TAG "weft nvrtc record 2"

static bool read_facts(NvrtcFacts *f) {
  char path[4200];
  facts_path(path, sizeof path);
  FILE *fp = fopen(path, "r");
  if (!fp) return false;
  NvrtcFacts now;
  bool ok = fscanf(fp, FACTS_TAG "\n%1023[^\n]\n%lld %lld %lld\n%31s %255s", f->file, &f->file_mtime,
                   &f->file_size, &f->ldcache_mtime, f->version, f->archs) == 6;
  fclose(fp);
  if (!ok) return false;
  snprintf(now.file, sizeof now.file, "%s", f->file);
  return stamp(&now) && now.file_mtime == f->file_mtime && now.file_size == f->file_size &&
         now.ldcache_mtime == f->ldcache_mtime;
}

/* Written to a temporary file and renamed, like cache entries; a failure only costs a load. */
static void write_facts(const NvrtcFacts *f) {
  char path[4200], tmp[4300], dir[4096];
  if (!gpu_make_dirs(gpu_cache_dir(dir, sizeof dir))) return;
  facts_path(path, sizeof path);
  snprintf(tmp, sizeof tmp, "%s.%ld", path, (long)getpid());
  FILE *fp = fopen(tmp, "w");
  if (!fp) return;
  bool ok = fprintf(fp, FACTS_TAG "\n%s\n%lld %lld %lld\n%s %s\n", f->file, f->file_mtime, f->file_size, f->ldcache_mtime,
                    f->version, f->archs[0] ? f->archs : "none") > 0;
  if (fclose(fp) != 0 || !ok || rename(tmp, path) != 0) unlink(tmp);
}

/* The facts of the NVRTC that would be loaded, from the record when it is still true. */
static NvrtcFacts nvrtc_facts(void) {
  static NvrtcFacts facts;
  static char known_for[1024] = "\001"; /* the override the facts were found for */
  if (strcmp(known_for, gpu_nvrtc_override()) == 0) return facts;
  if (!read_facts(&facts)) {
    gpu_nvrtc_require();
    snprintf(facts.version, sizeof facts.version, "%s", gpu_nvrtc_version());
    supported_archs(facts.archs, sizeof facts.archs);
    snprintf(facts.file, sizeof facts.file, "%s", gpu_nvrtc_file());
    if (facts.file[0] && stamp(&facts)) write_facts(&facts);
  }
  snprintf(known_for, sizeof known_for, "%s", gpu_nvrtc_override());
  return facts;
}

/* NVRTC refusing code Weft generated is Weft's bug, not the program's: the `weft` command exits
 * 70 for it (gpu_internal_error). */
static _Noreturn __attribute__((format(printf, 1, 2))) void internal_error(const char *fmt, ...) {
  char msg[1024];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  compiler.internal_failed = true;
  rt_raise(RT_EXC_RuntimeError, "internal error: %s", msg);
}

/* Line `no` of src (1-based), trimmed, into buf. */
static const char *source_line(const char *src, int no, char *buf, size_t n) {
  const char *p = src;
  for (int k = 1; k < no && *p; p++)
    if (*p == '\n') k++;
  while (*p == ' ') p++;
  size_t len = strcspn(p, "\n");
  snprintf(buf, n, "%.*s", (int)(len < n ? len : n - 1), p);
  return buf;
}

/* Raises with NVRTC's first error line ("k.cu(12): error: ...") and the line it names. */
static _Noreturn void compile_error(nvrtcProgram prog, const char *name, const char *src, const char *arch,
                                    nvrtcResult rc) {
  size_t n = 0;
  gpu_nvrtc_fn.nvrtcGetProgramLogSize(prog, &n);
  char *log = rt_malloc(n + 1);
  log[0] = 0;
  gpu_nvrtc_fn.nvrtcGetProgramLog(prog, log);
  log[n] = 0;
  char *first = strstr(log, ": error");
  while (first && first > log && first[-1] != '\n') first--;
  char msg[512], text[256];
  snprintf(msg, sizeof msg, "%.*s", first ? (int)strcspn(first, "\n") : 0, first ? first : "");
  const char *paren = strchr(msg, '(');
  int line = paren ? atoi(paren + 1) : 0;
  source_line(src, line, text, sizeof text);
  gpu_nvrtc_fn.nvrtcDestroyProgram(&prog);
  free(log);
  internal_error("NVRTC could not compile kernel %s for %s (%s): %s\n    %s", name, arch,
                 gpu_nvrtc_fn.nvrtcGetErrorString(rc), msg[0] ? msg : "no log", line ? text : "");
}

static GpuImage nvrtc_build(const char *name, const char *src, const char *arch, const char *const *opts,
                            bool ptx) {
  char file[300];
  snprintf(file, sizeof file, "%s.cu", name);
  nvrtcProgram prog;
  nvrtcResult rc = gpu_nvrtc_fn.nvrtcCreateProgram(&prog, src, file, 0, NULL, NULL);
  if (rc != NVRTC_SUCCESS) internal_error("nvrtcCreateProgram: %s", gpu_nvrtc_fn.nvrtcGetErrorString(rc));
  int nopts = 0;
  while (opts[nopts]) nopts++;
  rc = gpu_nvrtc_fn.nvrtcCompileProgram(prog, nopts, opts);
  if (rc != NVRTC_SUCCESS) compile_error(prog, name, src, arch, rc);
  GpuImage img = {NULL, 0, ptx, false};
  rc = ptx ? gpu_nvrtc_fn.nvrtcGetPTXSize(prog, &img.size) : gpu_nvrtc_fn.nvrtcGetCUBINSize(prog, &img.size);
  if (rc == NVRTC_SUCCESS) {
    img.data = rt_malloc(img.size + 1);
    rc = ptx ? gpu_nvrtc_fn.nvrtcGetPTX(prog, (char *)img.data) : gpu_nvrtc_fn.nvrtcGetCUBIN(prog, (char *)img.data);
    img.data[img.size] = 0;
  }
  gpu_nvrtc_fn.nvrtcDestroyProgram(&prog);
  if (rc != NVRTC_SUCCESS) {
    free(img.data);
    internal_error("%s: %s", ptx ? "nvrtcGetPTX" : "nvrtcGetCUBIN", gpu_nvrtc_fn.nvrtcGetErrorString(rc));
  }
  return img;
}

/* The oldest and newest of NVRTC's list ("75,80,...,121"); true when `want` is on it. */
static bool arch_listed(const char *archs, int want, int *oldest, int *newest) {
  bool listed = false;
  *oldest = *newest = 0;
  for (const char *p = archs; *p; p += *p == ',') {
    int a = atoi(p);
    p += strcspn(p, ",");
    if (a <= 0) continue;
    if (!*oldest || a < *oldest) *oldest = a;
    if (a > *newest) *newest = a;
    listed |= a == want;
  }
  return listed;
}

/* An architecture NVRTC cannot make code for is the user's choice (--compile-only=sm_50) or an
 * old device, not Weft's bug: say which ones it can. */
static _Noreturn void unsupported_arch(const char *arch, const NvrtcFacts *facts, int oldest, int newest) {
  char list[256];
  snprintf(list, sizeof list, "%s", facts->archs);
  for (char *p = list; *p; p++)
    if (*p == ',') *p = ' ';
  rt_raise(RT_EXC_ValueError, "cannot compile for %s: NVRTC %s compiles for sm_%d to sm_%d (%s)", arch,
           facts->version, oldest, newest, list);
}

/* Tests only: WEFT_GPU_TEST_BREAK_SOURCE=1 appends a line NVRTC rejects to every generated
 * source, so that tests can reach the internal-error path (docs/gpu.md). NULL when unset. */
static char *test_broken_source(const char *src) {
  const char *v = weft_config()->gpu_test_break_source;
  if (!v || strcmp(v, "1") != 0) return NULL;
  size_t n = strlen(src) + 64;
  char *broken = rt_malloc(n);
  snprintf(broken, n, "%sweft_test_broken_source;\n", src);
  return broken;
}

/* The profiler's compile row: one per kernel compiled or found in the cache. */
static void profile_compile(const char *name, const char *arch, double t0, bool hit) {
  char label[300];
  snprintf(label, sizeof label, "%s (NVRTC %s)", name, arch);
  prof_compile(label, t0, hit);
}

/* report: a compile row in the profile (not for the profiler's own compiles, gpu_regs.c). */
static GpuImage compile(const char *name, const char *src, const char *arch, bool report) {
  report = report && PROF_ON();
  double t0 = report ? prof_now_us() : 0;
  int want = gpu_arch_number(arch);
  if (!want) rt_raise(RT_EXC_ValueError, "unknown GPU architecture '%s' (expected sm_NN, e.g. sm_90)", arch);
  gpu_cache_cap(); /* a malformed WEFT_CACHE_MAX_BYTES is reported on a hit too */
  NvrtcFacts facts = nvrtc_facts();
  int oldest, newest;
  bool listed = arch_listed(facts.archs, want, &oldest, &newest);
  bool ptx = newest && want > newest;
  if (newest && !listed && !ptx) unsupported_arch(arch, &facts, oldest, newest);
  char target[32];
  snprintf(target, sizeof target, ptx ? "compute_%d" : "sm_%d", ptx ? newest : want);
  const char *const *opts = gpu_nvrtc_options(target);
  char *broken = test_broken_source(src);
  if (broken) src = broken;
  char key[GPU_KEY_LEN + 1];
  gpu_cache_key(src, opts, arch, facts.version, key);
  GpuImage img = {NULL, 0, ptx, true};
  if (gpu_cache_get(key, &img.data, &img.size)) {
    free(broken);
    if (report) profile_compile(name, arch, t0, true);
    return img;
  }
  gpu_nvrtc_require();
  img = nvrtc_build(name, src, arch, opts, ptx);
  free(broken);
  gpu_cache_put(key, img.data, img.size);
  if (report) profile_compile(name, arch, t0, false);
  return img;
}

GpuImage gpu_compile(const char *name, const char *src, const char *arch) { return compile(name, src, arch, true); }
GpuImage gpu_compile_unreported(const char *name, const char *src, const char *arch) {
  return compile(name, src, arch, false);
}

#endif
