/* gpu_inspect.c — seeing every kernel specialisation as it is launched: `--dump-cuda DIR`
 * writes its CUDA C, `--compile-only=ARCH` compiles it through NVRTC (the program itself runs
 * in the simulator). WEFT_DUMP_CUDA=DIR, WEFT_COMPILE_ONLY=ARCH, WEFT_MODE=sim|gpu|auto,
 * WEFT_GPU_FAST=1 (`--gpu-fast`) and WEFT_GPU_CHECK=1 (`--gpu-check`) do the same; a flag given
 * explicitly wins over the variable. `--mode` itself is the engine-neutral kir_set_mode
 * (vm/kir/kir_engine.h).
 *
 * How runs reach this file: the GPU engine's observe operations (gpu_engine.c), which the
 * engine-neutral path calls before every run: kernels through gpu_observe_kernel, target='cuda'
 * ufuncs and cuda.reduce through gpu_observe_ufunc, one unit per (kind, core), dumped and
 * compiled once. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../vm/base/config.h"
#include "../vm/base/error.h"
#include "../vm/kir/kir_engine.h"
#include "gpu.h"

/* A target='cuda' ufunc unit: one per (kind, core), dumped and compiled once. */
typedef struct UfuncUnit {
  const KirFunc *core;
  KirUfuncKind kind;
} UfuncUnit;
/* What the inspection modes remember: one per process, as the options are. */
typedef struct GpuInspect {
  char *dump_dir;
  char *compile_arch;
  bool env_read;
  const KirFunc **seen; /* specialisations already handled (each is dumped and compiled once) */
  int nseen, capseen;
  UfuncUnit *units;     /* ufunc units already handled */
  int nunits, capunits;
} GpuInspect;
static GpuInspect inspect;

static void read_env(void) {
  if (inspect.env_read) return;
  inspect.env_read = true;
  const WeftConfig *cfg = weft_config(); /* the flags' values, else their variables' */
  const char *d = cfg->dump_cuda;
  if (d && *d && !inspect.dump_dir) gpu_set_dump_dir(d);
  const char *a = cfg->compile_only;
  if (a && *a && !inspect.compile_arch && !gpu_set_compile_only(a))
    rt_raise(RT_EXC_ValueError, "WEFT_COMPILE_ONLY=%s: expected an architecture such as sm_90", a);
  const char *fast = cfg->gpu_fast;
  if (fast && strcmp(fast, "1") == 0) gpu_set_fast(true);
  const char *chk = cfg->gpu_check;
  if (chk && strcmp(chk, "1") == 0) gpu_set_checks(true);
  const char *m = cfg->mode;
  if (m && *m && !kir_set_mode(m)) rt_raise(RT_EXC_ValueError, "WEFT_MODE=%s: expected sim, gpu or auto", m);
}

void gpu_set_dump_dir(const char *dir) {
  free(inspect.dump_dir);
  inspect.dump_dir = dir ? strdup(dir) : NULL;
}

bool gpu_set_compile_only(const char *arch) {
  if (arch && !gpu_arch_number(arch)) return false;
  free(inspect.compile_arch);
  inspect.compile_arch = arch ? strdup(arch) : NULL;
  return true;
}

static bool first_time(const KirFunc *f) {
  for (int k = 0; k < inspect.nseen; k++)
    if (inspect.seen[k] == f) return false;
  if (inspect.nseen == inspect.capseen) {
    inspect.capseen = inspect.capseen ? 2 * inspect.capseen : 16;
    inspect.seen = rt_realloc(inspect.seen, (size_t)inspect.capseen * sizeof *inspect.seen);
  }
  inspect.seen[inspect.nseen++] = f;
  return true;
}

/* gpu_kernel_name, with "_2", "_3", ... when an earlier specialisation had the same name (a
 * kernel defined twice with one name), so that no dump overwrites another. */
static void unique_name(const KirFunc *f, char *buf, size_t n) {
  gpu_kernel_name(f, buf, n);
  int same = 0;
  char other[256];
  for (int k = 0; k < inspect.nseen && inspect.seen[k] != f; k++)
    same += strcmp(gpu_kernel_name(inspect.seen[k], other, sizeof other), buf) == 0;
  if (same) snprintf(buf + strlen(buf), n - strlen(buf), "_%d", same + 1);
}

static void write_dump(const char *name, const StrBuf *src) {
  if (!gpu_make_dirs(inspect.dump_dir))
    rt_raise(RT_EXC_RuntimeError, "--dump-cuda: cannot create %s: %s", inspect.dump_dir, strerror(errno));
  char path[4096];
  snprintf(path, sizeof path, "%s/%s.cu", inspect.dump_dir, name);
  FILE *fp = fopen(path, "w");
  if (!fp) rt_raise(RT_EXC_RuntimeError, "--dump-cuda: cannot write %s: %s", path, strerror(errno));
  bool ok = fwrite(src->data, 1, src->len, fp) == src->len;
  if (fclose(fp) != 0 || !ok) rt_raise(RT_EXC_RuntimeError, "--dump-cuda: cannot write %s", path);
}

void gpu_observe_kernel(KirFunc *f) {
  read_env();
  if ((!inspect.dump_dir && !inspect.compile_arch) || !first_time(f)) return;
  char name[256];
  unique_name(f, name, sizeof name);
  StrBuf src;
  rt_sb_init(&src);
  gpu_codegen(f, &src);
  if (inspect.dump_dir) write_dump(name, &src);
  if (inspect.compile_arch) {
    GpuImage img = gpu_compile(name, src.data, inspect.compile_arch);
    gpu_image_free(&img);
  }
  rt_sb_free(&src);
}

bool gpu_compile_only(void) {
  return inspect.compile_arch != NULL;
}

/* ---- target='cuda' ufuncs and cuda.reduce (vm/numba/ufunc_gpu.h) ----
 * Each (kind, core) is one unit, dumped and compiled once like a kernel specialisation (auto
 * mode's decisions about units are vm/kir/kir_auto.c's). */

static UfuncUnit *unit_of(const KirUfuncRun *r, bool *first) {
  *first = false;
  for (int k = 0; k < inspect.nunits; k++)
    if (inspect.units[k].core == r->core && inspect.units[k].kind == r->kind) return &inspect.units[k];
  if (inspect.nunits == inspect.capunits) {
    inspect.capunits = inspect.capunits ? 2 * inspect.capunits : 16;
    inspect.units = rt_realloc(inspect.units, (size_t)inspect.capunits * sizeof *inspect.units);
  }
  *first = true;
  inspect.units[inspect.nunits] = (UfuncUnit){r->core, r->kind};
  return &inspect.units[inspect.nunits++];
}

/* The unit's name, "_2", "_3", ... after an earlier unit with the same one. */
static void unit_name(const UfuncUnit *u, char *buf, size_t n) {
  gpu_ufunc_name(u->kind, u->core, buf, n);
  int same = 0;
  char other[256];
  for (const UfuncUnit *v = inspect.units; v != u; v++)
    same += strcmp(gpu_ufunc_name(v->kind, v->core, other, sizeof other), buf) == 0;
  if (same) snprintf(buf + strlen(buf), n - strlen(buf), "_%d", same + 1);
}

static void observe_unit(const UfuncUnit *u) {
  if (!inspect.dump_dir && !inspect.compile_arch) return;
  char name[256];
  unit_name(u, name, sizeof name);
  StrBuf src;
  rt_sb_init(&src);
  gpu_ufunc_codegen(u->kind, u->core, &src);
  if (inspect.dump_dir) write_dump(name, &src);
  if (inspect.compile_arch) {
    char kernel[256];
    GpuImage img = gpu_compile(gpu_ufunc_name(u->kind, u->core, kernel, sizeof kernel), src.data, inspect.compile_arch);
    gpu_image_free(&img);
  }
  rt_sb_free(&src);
}

void gpu_observe_ufunc(const KirUfuncRun *r) {
  read_env();
  bool first;
  const UfuncUnit *u = unit_of(r, &first);
  if (first) observe_unit(u);
}
