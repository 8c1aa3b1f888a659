/* gpu_cuda.c — loading NVRTC and the CUDA Runtime on first use (see gpu_cuda.h). A library is
 * looked for by its versioned name (libnvrtc.so.13, the major version of the headers built
 * against), then its unversioned name, both through the dynamic loader's search path, then
 * under $CUDA_HOME/lib64 and /usr/local/cuda/lib64; then every function of its list is
 * resolved into the table. A failure is remembered with its reason and never retried, and is
 * not fatal here: compiling turns it into a Weft error, running into gpu_available() == false. */
#include <dlfcn.h>
#include <limits.h>
#include <link.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../vm/base/config.h"
#include "../vm/base/error.h"
#include "gpu_cuda.h"

#ifdef WEFT_HAVE_CUDA

/* Two levels, so that a function name the header defines as a macro is looked up expanded. */
#define GPU_STR2(x) #x
#define GPU_STR(x) GPU_STR2(x)

GpuNvrtcFns gpu_nvrtc_fn;
GpuCudartFns gpu_cudart_fn;

/* One library's loading state. */
typedef struct Lib {
  const char *stem; /* "nvrtc" for libnvrtc.so.13 */
  char only[1024];  /* tests: load this path and nothing else ("" when unset) */
  void *handle;
  int state;        /* 0 not tried, 1 loaded, -1 failed */
  char name[1024];  /* what loaded (or the versioned name), for messages */
  char error[2048]; /* why the last attempt failed */
} Lib;

static Lib nvrtc_lib = {.stem = "nvrtc"};
static Lib cudart_lib = {.stem = "cudart"};

/* Tries one candidate. The first failure's message is the one kept: it names the versioned
 * library, which is what a user has to install. dlerror() repeats the path; that is dropped. */
static bool try_open(Lib *L, const char *path) {
  L->handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (L->handle) {
    snprintf(L->name, sizeof L->name, "%s", path);
    return true;
  }
  const char *why = dlerror();
  size_t n = strlen(path);
  if (why && strncmp(why, path, n) == 0 && strncmp(why + n, ": ", 2) == 0) why += n + 2;
  if (!L->error[0]) snprintf(L->error, sizeof L->error, "cannot load %s: %s", path, why ? why : "unknown error");
  return false;
}

/* The one file to load: gpu_*_set_library's, else WEFT_GPU_TEST_NVRTC / WEFT_GPU_TEST_CUDART (the
 * tests' stand-in, tests/gpu/standin), else "" (the usual search). */
static const char *only_path(const Lib *L) {
  if (L->only[0]) return L->only;
  const WeftConfig *c = weft_config();
  const char *v = L == &nvrtc_lib ? c->gpu_test_nvrtc : c->gpu_test_cudart;
  return v ? v : "";
}

static bool open_lib(Lib *L) {
  L->error[0] = 0;
  if (only_path(L)[0]) return try_open(L, only_path(L));
  char names[2][64], path[1200];
  snprintf(names[0], sizeof names[0], "lib%s.so.%d", L->stem, CUDART_VERSION / 1000);
  snprintf(names[1], sizeof names[1], "lib%s.so", L->stem);
  snprintf(L->name, sizeof L->name, "%s", names[0]);
  const char *home = getenv("CUDA_HOME");
  const char *dirs[] = {"", home && *home ? home : NULL, "/usr/local/cuda"};
  for (size_t d = 0; d < sizeof dirs / sizeof *dirs; d++) {
    if (!dirs[d]) continue;
    for (int k = 0; k < 2; k++) {
      if (dirs[d][0]) snprintf(path, sizeof path, "%s/lib64/%s", dirs[d], names[k]);
      else snprintf(path, sizeof path, "%s", names[k]);
      if (try_open(L, path)) return true;
    }
  }
  return false;
}

/* The function `sym` of L, or NULL with the reason recorded. */
static void *resolve(Lib *L, const char *sym) {
  dlerror();
  void *p = dlsym(L->handle, sym);
  if (!p) snprintf(L->error, sizeof L->error, "%s has no function %s", L->name, sym);
  return p;
}

bool gpu_nvrtc_load(void) {
  Lib *L = &nvrtc_lib;
  if (L->state) return L->state > 0;
  L->state = -1;
  if (!open_lib(L)) return false;
#define GPU_RESOLVE(name) \
  if (!(gpu_nvrtc_fn.name = (__typeof__(gpu_nvrtc_fn.name))resolve(L, GPU_STR(name)))) return false;
  GPU_NVRTC_FUNCS(GPU_RESOLVE)
#undef GPU_RESOLVE
  L->state = 1;
  return true;
}

bool gpu_cudart_load(void) {
  Lib *L = &cudart_lib;
  if (L->state) return L->state > 0;
  L->state = -1;
  if (!open_lib(L)) return false;
#define GPU_RESOLVE(name) \
  if (!(gpu_cudart_fn.name = (__typeof__(gpu_cudart_fn.name))resolve(L, GPU_STR(name)))) return false;
  GPU_CUDART_FUNCS(GPU_RESOLVE)
#undef GPU_RESOLVE
  L->state = 1;
  return true;
}

int gpu_cudart_version(void) {
  int v = CUDART_VERSION;
  if (!gpu_cudart_load()) return v;
  /* not in the required list: the test stand-in has no such function */
  int (*get)(int *) = (int (*)(int *))dlsym(cudart_lib.handle, "cudaRuntimeGetVersion");
  if (get && get(&v) != 0) v = CUDART_VERSION;
  return v;
}

const char *gpu_nvrtc_load_error(void) { return gpu_nvrtc_load() ? "" : nvrtc_lib.error; }
const char *gpu_cudart_load_error(void) { return gpu_cudart_load() ? "" : cudart_lib.error; }

void gpu_nvrtc_require(void) {
  if (!gpu_nvrtc_load()) rt_raise(RT_EXC_RuntimeError, "GPU backend unavailable: %s", nvrtc_lib.error);
}

const char *gpu_nvrtc_file(void) {
  static char file[PATH_MAX];
  struct link_map *lm = NULL;
  if (!gpu_nvrtc_load() || dlinfo(nvrtc_lib.handle, RTLD_DI_LINKMAP, &lm) != 0 || !lm || !realpath(lm->l_name, file))
    file[0] = 0;
  return file;
}

const char *gpu_nvrtc_override(void) { return only_path(&nvrtc_lib); }

static void set_library(Lib *L, const char *path) {
  snprintf(L->only, sizeof L->only, "%s", path ? path : "");
  L->state = 0;
  L->handle = NULL;
}

bool gpu_driver_present(void) {
  void *h = dlopen("libcuda.so.1", RTLD_LAZY | RTLD_LOCAL);
  if (h) dlclose(h);
  return h != NULL;
}

void gpu_nvrtc_set_library(const char *path) { set_library(&nvrtc_lib, path); }
void gpu_cudart_set_library(const char *path) { set_library(&cudart_lib, path); }

#endif
