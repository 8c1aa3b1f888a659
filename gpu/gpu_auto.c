/* gpu_auto.c — `--mode=auto`: which kernel specialisations move from the simulator to the GPU.
 *
 * A specialisation starts in the simulator, where every launch runs with all the checks. It is
 * hot once its clean simulated launches reach WEFT_GPU_HOT_LAUNCHES (default 3) or the threads
 * those launches simulated reach WEFT_GPU_HOT_WORK (default 2M); docs/gpu.md says why these
 * numbers. At its next launch it is looked at once, and moves to the GPU for good unless:
 *   - one of its launches faulted in the simulator (such a kernel never moves),
 *   - it prints or draws random numbers (GPU printf formats and orders lines differently),
 *   - an atomic's outcome depends on the order threads run (its old value is read; exch or
 *     compare-and-swap; float add/sub): the simulator's results are the same every run,
 *     a GPU's would not be,
 *   - there is no GPU, driver or toolkit, or it cannot be compiled and loaded there (auto then
 *     stays in the simulator, silently: it never stops a program the simulator can run).
 * With WEFT_GPU_LOG=1 each decision is one line on stderr, so that tests and teachers can see
 * it:  weft: kernel saxpy is hot (3 clean launches, 3072 threads); no GPU: staying in the
 * simulator (no CUDA device: ...). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../vm/base/config.h"
#include "../vm/base/error.h"
#include "gpu.h"

#define DEFAULT_HOT_LAUNCHES 3
#define DEFAULT_HOT_WORK (INT64_C(1) << 21)

typedef enum { HEAT_COLD, HEAT_ON_GPU, HEAT_STAYS } HeatState;

typedef struct Heat {
  const KirFunc *f;
  int64_t launches; /* clean simulated launches */
  int64_t threads;  /* threads those launches ran */
  HeatState state;
} Heat;

static Heat *heat;
static int nheat, capheat;
static GpuHotLimits limits;
static int log_on = -1;

/* A positive whole number with an optional K/M/G suffix (powers of 1024); -1 otherwise. */
static int64_t parse_count(const char *s) {
  char *end;
  long long v = strtoll(s, &end, 10);
  if (end == s || v <= 0) return -1;
  int shift = *end == 'K' ? 10 : *end == 'M' ? 20 : *end == 'G' ? 30 : 0;
  if (shift) end++;
  if (*end || v > (INT64_MAX >> shift)) return -1;
  return (int64_t)v << shift;
}

static int64_t limit_from_env(const char *var, const char *v, int64_t fallback, const char *what) {
  if (!v || !*v) return fallback;
  int64_t n = parse_count(v);
  if (n < 0) rt_raise(RT_EXC_ValueError, "%s=%s: expected a positive whole number of %s (K, M, G allowed)", var, v, what);
  return n;
}

GpuHotLimits gpu_hot_limits(void) {
  if (!limits.launches) {
    limits.launches = limit_from_env("WEFT_GPU_HOT_LAUNCHES", weft_config()->gpu_hot_launches, DEFAULT_HOT_LAUNCHES, "launches");
    limits.threads = limit_from_env("WEFT_GPU_HOT_WORK", weft_config()->gpu_hot_work, DEFAULT_HOT_WORK, "simulated threads");
  }
  return limits;
}

void gpu_auto_reset(void) {
  nheat = 0;
  limits.launches = limits.threads = 0;
  log_on = -1;
}

bool gpu_is_hot(int64_t launches, int64_t threads, GpuHotLimits lim) {
  return launches >= lim.launches || threads >= lim.threads;
}

static Heat *heat_of(const KirFunc *f) {
  for (int k = 0; k < nheat; k++)
    if (heat[k].f == f) return &heat[k];
  if (nheat == capheat) {
    capheat = capheat ? 2 * capheat : 16;
    heat = rt_realloc(heat, (size_t)capheat * sizeof *heat);
  }
  heat[nheat] = (Heat){f, 0, 0, HEAT_COLD};
  return &heat[nheat++];
}

static bool logging(void) {
  if (log_on < 0) {
    const char *v = weft_config()->gpu_log;
    log_on = v && *v && strcmp(v, "0") != 0;
  }
  return log_on;
}

/* An atomic whose outcome depends on the order threads reach it: one whose old value is read
 * (which thread gets which), exch and compare-and-swap (the last writer wins), and a float add
 * or sub (rounding depends on the order). The simulator's order is fixed; a GPU's is not. */
static bool order_dependent_atomic(const KirFunc *f, const KirInst *in) {
  if (in->d >= 0 && kir_reg_read(f, in->d)) return true;
  if (in->sub == KA_EXCH || in->sub == KA_CAS) return true;
  return (in->sub == KA_ADD || in->sub == KA_SUB) && rt_dtypes[f->slots[in->arr].dtype].kind == 'f';
}

/* Why f cannot run on the GPU as it runs in the simulator, bit for bit and run after run, or NULL. */
static const char *not_movable(const KirFunc *f) {
  for (int pc = 0; pc < f->ncode; pc++) {
    const KirInst *in = &f->code[pc];
    if (in->op == KIR_PRINT) return "it prints (the GPU's printf formats and orders lines differently)";
    if (in->op == KIR_RANDOM) return "it draws random numbers";
    if (in->op == KIR_ATOMIC && order_dependent_atomic(f, in))
      return "its atomics' results depend on the order threads run (fixed in the simulator, not on a GPU)";
  }
  return NULL;
}

static void prepare(void *f) { gpu_prepare(f); }

/* Why f cannot be compiled and loaded for the GPU (an NVRTC that does not load, a driver that
 * refuses the image), or NULL when it is ready: auto mode never stops a program the simulator
 * can run. */
static const char *not_loadable(const KirFunc *f) {
  static char why[512];
  if (rt_pcall(prepare, (void *)f) == 0) return NULL;
  snprintf(why, sizeof why, "%s", rt_error_current()->message);
  rt_error_clear();
  gpu_internal_error_forget(); /* an NVRTC failure here ends nothing: the kernel stays simulated */
  return why;
}

/* Decides once, when h has just become hot. */
static HeatState decide(Heat *h) {
  const char *why = not_movable(h->f);
  bool gpu = !why && gpu_available();
  const char *failed = gpu ? not_loadable(h->f) : NULL;
  if (logging()) {
    fprintf(stderr, "weft: kernel %s is hot (%lld clean launch%s, %lld threads); ", h->f->name, (long long)h->launches,
            h->launches == 1 ? "" : "es", (long long)h->threads);
    if (why) fprintf(stderr, "%s: staying in the simulator\n", why);
    else if (!gpu) fprintf(stderr, "no GPU: staying in the simulator (%s)\n", gpu_unavailable_reason());
    else if (failed) fprintf(stderr, "cannot load it on the GPU (%s): staying in the simulator\n", failed);
    else fprintf(stderr, "moving it to the GPU\n");
  }
  return gpu && !failed ? HEAT_ON_GPU : HEAT_STAYS;
}

bool gpu_auto_wants_gpu(const KirFunc *f) {
  Heat *h = heat_of(f);
  if (h->state == HEAT_COLD && gpu_is_hot(h->launches, h->threads, gpu_hot_limits())) h->state = decide(h);
  return h->state == HEAT_ON_GPU;
}

void gpu_auto_sim_done(const KirFunc *f, const KirRun *run, int rc) {
  if (f->target != KIR_TARGET_KERNEL || run->nlanes > 0) return;
  Heat *h = heat_of(f);
  if (rc == 0) {
    h->launches++;
    h->threads += run->grid[0] * run->grid[1] * run->grid[2] * run->block[0] * run->block[1] * run->block[2];
    return;
  }
  if (h->state != HEAT_STAYS && logging())
    fprintf(stderr, "weft: kernel %s faulted in the simulator: it will not move to the GPU\n", f->name);
  h->state = HEAT_STAYS;
}
