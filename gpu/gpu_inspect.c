/* gpu_inspect.c — seeing every kernel specialisation as it is launched: `--dump-cuda DIR`
 * writes its CUDA C, `--compile-only=ARCH` compiles it through NVRTC (the program itself runs
 * in the simulator), `--mode=gpu` sends the launch to the GPU and `--mode=auto` (the default)
 * sends it there once gpu_auto.c says it is hot. WEFT_DUMP_CUDA=DIR, WEFT_COMPILE_ONLY=ARCH,
 * WEFT_MODE=sim|gpu|auto, WEFT_GPU_FAST=1 (`--gpu-fast`) and WEFT_GPU_CHECK=1 (`--gpu-check`)
 * do the same; a flag given explicitly wins over the variable.
 *
 * How launches reach this file: gpu_install() registers launch_hook with the kernel engine
 * (kir_set_launch_hook), which calls it before running any specialisation, and sim_done
 * (kir_set_sim_done_hook), which it calls after the simulator ran one. A run left to the
 * simulator first makes the host mirrors of its device arrays current (devarray_sync.h).
 * target='cuda' ufuncs and cuda.reduce reach this file through vm/numba/ufunc_gpu.h's hook
 * (ufunc_hook), one unit per (kind, core): dumped, compiled, and run on the GPU by the same
 * modes. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../vm/numba/devarray_sync.h"
#include "../vm/base/config.h"
#include "../vm/base/error.h"
#include "gpu.h"

static char *dump_dir;
static char *compile_arch;
enum { MODE_SIM, MODE_GPU, MODE_AUTO };
static int mode = MODE_AUTO;
static bool env_read;

/* Specialisations already handled (each is dumped and compiled once). */
static const KirFunc **seen;
static int nseen, capseen;

static void read_env(void) {
  if (env_read) return;
  env_read = true;
  const WeftConfig *cfg = weft_config(); /* the flags' values, else their variables' */
  const char *d = cfg->dump_cuda;
  if (d && *d && !dump_dir) gpu_set_dump_dir(d);
  const char *a = cfg->compile_only;
  if (a && *a && !compile_arch && !gpu_set_compile_only(a))
    rt_raise(RT_EXC_ValueError, "WEFT_COMPILE_ONLY=%s: expected an architecture such as sm_90", a);
  const char *fast = cfg->gpu_fast;
  if (fast && strcmp(fast, "1") == 0) gpu_set_fast(true);
  const char *chk = cfg->gpu_check;
  if (chk && strcmp(chk, "1") == 0) gpu_set_checks(true);
  const char *m = cfg->mode;
  if (m && *m && !gpu_set_mode(m)) rt_raise(RT_EXC_ValueError, "WEFT_MODE=%s: expected sim, gpu or auto", m);
}

void gpu_set_dump_dir(const char *dir) {
  free(dump_dir);
  dump_dir = dir ? strdup(dir) : NULL;
}

bool gpu_set_compile_only(const char *arch) {
  if (arch && !gpu_arch_number(arch)) return false;
  free(compile_arch);
  compile_arch = arch ? strdup(arch) : NULL;
  return true;
}

bool gpu_set_mode(const char *spec) {
  if (strcmp(spec, "sim") == 0) mode = MODE_SIM;
  else if (strcmp(spec, "gpu") == 0) mode = MODE_GPU;
  else if (strcmp(spec, "auto") == 0) mode = MODE_AUTO;
  else return false;
  return true;
}

static bool first_time(const KirFunc *f) {
  for (int k = 0; k < nseen; k++)
    if (seen[k] == f) return false;
  if (nseen == capseen) {
    capseen = capseen ? 2 * capseen : 16;
    seen = rt_realloc(seen, (size_t)capseen * sizeof *seen);
  }
  seen[nseen++] = f;
  return true;
}

/* gpu_kernel_name, with "_2", "_3", ... when an earlier specialisation had the same name (a
 * kernel defined twice with one name), so that no dump overwrites another. */
static void unique_name(const KirFunc *f, char *buf, size_t n) {
  gpu_kernel_name(f, buf, n);
  int same = 0;
  char other[256];
  for (int k = 0; k < nseen && seen[k] != f; k++)
    same += strcmp(gpu_kernel_name(seen[k], other, sizeof other), buf) == 0;
  if (same) snprintf(buf + strlen(buf), n - strlen(buf), "_%d", same + 1);
}

static void write_dump(const char *name, const StrBuf *src) {
  if (!gpu_make_dirs(dump_dir))
    rt_raise(RT_EXC_RuntimeError, "--dump-cuda: cannot create %s: %s", dump_dir, strerror(errno));
  char path[4096];
  snprintf(path, sizeof path, "%s/%s.cu", dump_dir, name);
  FILE *fp = fopen(path, "w");
  if (!fp) rt_raise(RT_EXC_RuntimeError, "--dump-cuda: cannot write %s: %s", path, strerror(errno));
  bool ok = fwrite(src->data, 1, src->len, fp) == src->len;
  if (fclose(fp) != 0 || !ok) rt_raise(RT_EXC_RuntimeError, "--dump-cuda: cannot write %s", path);
}

void gpu_observe_kernel(KirFunc *f) {
  read_env();
  if ((!dump_dir && !compile_arch) || !first_time(f)) return;
  char name[256];
  unique_name(f, name, sizeof name);
  StrBuf src;
  rt_sb_init(&src);
  gpu_codegen(f, &src);
  if (dump_dir) write_dump(name, &src);
  if (compile_arch) {
    GpuImage img = gpu_compile(name, src.data, compile_arch);
    gpu_image_free(&img);
  }
  rt_sb_free(&src);
}

/* ---- the kernel engine's hooks ---- */

/* True when kernel f's launch goes to the GPU. Compile-only runs stay in the simulator. */
static bool on_gpu(const KirFunc *f) {
  if (mode == MODE_GPU) {
    if (!gpu_available()) rt_raise(RT_EXC_RuntimeError, "--mode=gpu: %s", gpu_unavailable_reason());
    return true;
  }
  return mode == MODE_AUTO && !compile_arch && gpu_auto_wants_gpu(f);
}

static bool launch_hook(KirFunc *f, const KirRun *run) {
  if (f->target == KIR_TARGET_KERNEL) {
    gpu_observe_kernel(f);
    if (on_gpu(f)) {
      gpu_launch(f, run);
      return true;
    }
  }
  if (run->arrays && run->nlanes == 0)
    for (int k = 0; k < f->sig.nargs; k++)
      if (f->sig.args[k].kind == KIR_TY_ARRAY) rt_devmem_sync_for_host(run->arrays[k].data);
  return false;
}

static void sim_done(KirFunc *f, const KirRun *run, int rc) {
  if (mode == MODE_AUTO) gpu_auto_sim_done(f, run, rc);
}

/* ---- target='cuda' ufuncs and cuda.reduce (vm/numba/ufunc_gpu.h) ----
 * Each (kind, core) is one unit, dumped and compiled once like a kernel specialisation. Auto mode
 * treats it like a kernel: it moves once its simulated runs reach the hot limits (runs, and
 * elements or cores as threads), unless it prints or draws random numbers, there is no GPU, or
 * it cannot be compiled and loaded. */
typedef struct UfuncUnit {
  const KirFunc *core;
  NbGpuKind kind;
  int64_t runs, threads;
  int state; /* 0: cold, 1: on the GPU, -1: stays in the simulator */
} UfuncUnit;
static UfuncUnit *units;
static int nunits, capunits;

static UfuncUnit *unit_of(const NbGpuRun *r, bool *first) {
  *first = false;
  for (int k = 0; k < nunits; k++)
    if (units[k].core == r->core && units[k].kind == r->kind) return &units[k];
  if (nunits == capunits) {
    capunits = capunits ? 2 * capunits : 16;
    units = rt_realloc(units, (size_t)capunits * sizeof *units);
  }
  *first = true;
  units[nunits] = (UfuncUnit){r->core, r->kind, 0, 0, 0};
  return &units[nunits++];
}

/* The unit's name, "_2", "_3", ... after an earlier unit with the same one. */
static void unit_name(const UfuncUnit *u, char *buf, size_t n) {
  gpu_ufunc_name(u->kind, u->core, buf, n);
  int same = 0;
  char other[256];
  for (const UfuncUnit *v = units; v != u; v++)
    same += strcmp(gpu_ufunc_name(v->kind, v->core, other, sizeof other), buf) == 0;
  if (same) snprintf(buf + strlen(buf), n - strlen(buf), "_%d", same + 1);
}

static void observe_unit(const UfuncUnit *u) {
  if (!dump_dir && !compile_arch) return;
  char name[256];
  unit_name(u, name, sizeof name);
  StrBuf src;
  rt_sb_init(&src);
  gpu_ufunc_codegen(u->kind, u->core, &src);
  if (dump_dir) write_dump(name, &src);
  if (compile_arch) {
    char kernel[256];
    GpuImage img = gpu_compile(gpu_ufunc_name(u->kind, u->core, kernel, sizeof kernel), src.data, compile_arch);
    gpu_image_free(&img);
  }
  rt_sb_free(&src);
}

typedef struct PrepareJob {
  const UfuncUnit *u;
} PrepareJob;

static void prepare_unit(void *ud) {
  const UfuncUnit *u = ((PrepareJob *)ud)->u;
  gpu_ufunc_prepare(u->kind, (KirFunc *)u->core);
}

/* Why the unit's core cannot run on the GPU as it runs in the simulator, or NULL. */
static const char *not_movable(const UfuncUnit *u) {
  for (int pc = 0; pc < u->core->ncode; pc++) {
    if (u->core->code[pc].op == KIR_PRINT) return "it prints (the GPU's printf formats and orders lines differently)";
    if (u->core->code[pc].op == KIR_RANDOM) return "it draws random numbers";
  }
  return NULL;
}

/* Auto mode's one decision for a hot unit: 1 when it moves to the GPU, -1 when it stays.
 * WEFT_GPU_LOG=1 prints it as gpu_auto.c prints a kernel's. */
static int decide_unit(const UfuncUnit *u) {
  const char *why = not_movable(u), *failed = NULL;
  char msg[512];
  bool gpu = !why && gpu_available();
  PrepareJob job = {u};
  if (gpu && rt_pcall(prepare_unit, &job) != 0) {
    snprintf(msg, sizeof msg, "%s", rt_error_current()->message);
    rt_error_clear();
    failed = msg;
  }
  const char *log = weft_config()->gpu_log;
  if (log && *log && strcmp(log, "0") != 0) {
    char name[256];
    fprintf(stderr, "weft: kernel %s is hot (%lld clean launch%s, %lld threads); ",
            gpu_ufunc_name(u->kind, u->core, name, sizeof name), (long long)u->runs, u->runs == 1 ? "" : "es",
            (long long)u->threads);
    if (why) fprintf(stderr, "%s: staying in the simulator\n", why);
    else if (!gpu) fprintf(stderr, "no GPU: staying in the simulator (%s)\n", gpu_unavailable_reason());
    else if (failed) fprintf(stderr, "cannot load it on the GPU (%s): staying in the simulator\n", failed);
    else fprintf(stderr, "moving it to the GPU\n");
  }
  return gpu && !failed ? 1 : -1;
}

static bool unit_on_gpu(UfuncUnit *u, const NbGpuRun *r) {
  if (mode == MODE_GPU) {
    if (!gpu_available()) rt_raise(RT_EXC_RuntimeError, "--mode=gpu: %s", gpu_unavailable_reason());
    return true;
  }
  if (mode != MODE_AUTO || compile_arch) return false;
  if (u->state == 0 && gpu_is_hot(u->runs, u->threads, gpu_hot_limits())) u->state = decide_unit(u);
  if (u->state > 0) return true;
  u->runs++; /* a run that faults raises and ends the program, so every counted run is clean */
  u->threads += r->kind == NB_GPU_GUVECTORIZE ? r->ncores : r->n;
  return false;
}

static bool ufunc_hook(const NbGpuRun *r) {
  read_env();
  bool first;
  UfuncUnit *u = unit_of(r, &first);
  if (first) observe_unit(u);
  if (!unit_on_gpu(u, r)) return false;
  gpu_ufunc_launch(r);
  return true;
}

void gpu_install(void) {
  kir_set_launch_hook(launch_hook);
  kir_set_sim_done_hook(sim_done);
  nb_set_gpu_hook(ufunc_hook);
}
