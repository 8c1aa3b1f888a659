/* sim_cpu_engine.c — the CPU engine's table of kernel-engine operations (sim_cpu.h): it runs
 * @jit functions' calls as native code. At a specialisation's first call it decides, once, to
 * compile it (sim_cpu_codegen.c, sim_cpu_cc.c) or to leave it to the simulator (code it cannot
 * take, `--jit=sim`, a compiler that is missing or fails); then every call goes through the
 * compiled entry NAME__args with pointers to the run's arguments: arrays as WeftArray
 * descriptors (data, shape, strides), scalars in their dtype's C type.
 *
 * `--mode=cpu` sends it kernels (grid_launch): those whose threads are independent run as
 * native code, blocks over the pool's threads; the others, and a launch that faults (undone
 * first), go to the simulator. Auto mode moves a hot kernel to it when the GPU does not take it.
 * WEFT_JIT_LOG=1 prints the decision for each specialisation. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../vm/base/config.h"
#include "../vm/base/disk_cache.h"
#include "../vm/base/error.h"
#include "../vm/base/memlimit.h"
#include "../vm/base/prof_sink.h"
#include "../vm/kir/kir_cgen.h"
#include "../vm/numba/devarray_sync.h"
#include "../vm/py/mt19937.h"
#include "sim_cpu.h"
#include "sim_engine.h"

/* The prelude's WeftArray, as the generated functions take it by value. */
typedef struct SimCpuArray {
  char *data;
  long long shape[KIR_MAX_INDEX];
  long long strides[KIR_MAX_INDEX];
} SimCpuArray;

/* The lanes entry of an elementwise core (sim_cpu_codegen.c): elements 0..n-1, on threads when
 * parallel. */
/* A call's entry, NAME__args (sim_cpu_codegen.c): argument k's value at a[k]. */
typedef int (*ArgsFn)(SimCpuCtx *ctx, void *const *a);

typedef int (*LanesFn)(SimCpuCtx *ctx, long long n, int parallel, char *const *in, const int64_t *in_strides,
                       char *out, long long out_stride);

typedef struct CpuCode {
  void *fn;    /* NULL: the simulator runs f */
  bool lanes;  /* fn is the lanes entry (f is an elementwise core), else f itself */
  bool grid;   /* fn is a kernel's grid entry (a SimCpuBody: --mode=cpu) */
  bool random; /* f draws from Python's generator */
  bool diverged; /* a launch's threads did not meet as the simulator's do: later ones go there */
  char why[160]; /* fn NULL: why (a kernel's reason, for auto mode's log) */
} CpuCode;

static struct {
  bool sim_only;  /* --jit=sim */
  char *dump_dir; /* --dump-c */
} cfg;

static _Thread_local struct {
  int exc;
  char msg[200];
} fault;

bool sim_cpu_set_jit(const char *spec) {
  if (strcmp(spec, "native") == 0) cfg.sim_only = false;
  else if (strcmp(spec, "sim") == 0) cfg.sim_only = true;
  else return false;
  return true;
}

bool sim_cpu_set_dump_dir(const char *dir) {
  free(cfg.dump_dir);
  cfg.dump_dir = dir && *dir ? strdup(dir) : NULL;
  return !cfg.dump_dir || rt_make_dirs(cfg.dump_dir);
}

/* ---- the decision, once per specialisation ---- */

static void say(const KirFunc *f, const char *name, const char *what) {
  const char *log = weft_config()->jit_log;
  if (log && strcmp(log, "1") == 0) fprintf(stderr, "weft: @jit function '%s' (%s): %s\n", f->name, name, what);
}

static void dump(const char *name, const StrBuf *src) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s.c", cfg.dump_dir, name);
  FILE *fp = fopen(path, "w");
  bool ok = fp && fwrite(src->data, 1, src->len, fp) == src->len;
  if (fp && fclose(fp) != 0) ok = false;
  if (!ok) rt_raise(RT_EXC_RuntimeError, "--dump-c: cannot write %s: %s", path, strerror(errno));
}

typedef struct GenJob {
  const KirFunc *f;
  const char *name;
  bool lanes;
  StrBuf *src;
} GenJob;

static void gen_job(void *ud) {
  GenJob *j = ud;
  sim_cpu_codegen(j->f, j->name, sim_engine_checks_bounds(), j->src);
  if (j->lanes) sim_cpu_codegen_lanes(j->f, j->name, j->src);
  char nc[300];
  snprintf(nc, sizeof nc, "%s_nc", j->name);
  if (j->f->target == KIR_TARGET_KERNEL) sim_cpu_codegen_grid(j->f, j->name, sim_cpu_provable(j->f) ? nc : NULL, j->src);
}

/* The C of f in src; false (said why) when the emitter refused it. */
static bool generate(const KirFunc *f, const char *name, bool lanes, StrBuf *src) {
  GenJob job = {f, name, lanes, src};
  if (rt_pcall(gen_job, &job) == 0) return true;
  char why[256];
  snprintf(why, sizeof why, "runs in the simulator: %s", rt_error_current()->message ? rt_error_current()->message : "");
  rt_error_clear();
  say(f, name, why);
  return false;
}

/* Why an elementwise core cannot run as lanes of native code, or NULL. */
static const char *lanes_unsupported(const KirFunc *f) {
  for (int k = 0; k < f->sig.nargs; k++)
    if (f->sig.args[k].kind == KIR_TY_ARRAY) return "an elementwise core takes an array";
  if (f->nret > 1) return "an elementwise core returns a tuple";
  for (int pc = 0; pc < f->ncode; pc++)
    if (f->code[pc].op == KIR_RANDOM) return "an elementwise core draws random numbers";
  return NULL;
}

/* f's verdict, decided at its first run: lanes when that run is elementwise (a @vectorize
 * core's runs all are). */
static CpuCode *decide_as(KirFunc *f, bool lanes, bool quiet) {
  CpuCode *c = rt_calloc(1, sizeof *c);
  f->cpu_code = c;
  c->lanes = lanes;
  c->grid = f->target == KIR_TARGET_KERNEL;
  char name[256], why[200];
  kir_cgen_name(f, name, sizeof name);
  const char *no = sim_cpu_unsupported(f);
  if (!no && lanes) no = lanes_unsupported(f);
  if (no) {
    snprintf(why, sizeof why, "runs in the simulator: %s", no);
    say(f, name, why);
    snprintf(c->why, sizeof c->why, "%s", no);
    if (c->grid && !quiet) fprintf(stderr, "weft: note: kernel '%s' runs in the simulator under --mode=cpu: %s\n", f->name, no);
    return c;
  }
  StrBuf src;
  rt_sb_init(&src);
  if (generate(f, name, lanes, &src)) {
    const char *brk = weft_config()->cpu_test_break_source;
    if (brk && strcmp(brk, "1") == 0) rt_sb_puts(&src, "#error WEFT_CPU_TEST_BREAK_SOURCE\n");
    if (cfg.dump_dir) dump(name, &src);
    char entry[300];
    snprintf(entry, sizeof entry, "%s%s", name, lanes ? "__lanes" : c->grid ? "__grid" : "__args");
    c->fn = sim_cpu_build(entry, name, f->name, src.data);
    for (int pc = 0; pc < f->ncode; pc++) c->random |= f->code[pc].op == KIR_RANDOM;
    say(f, name, c->fn ? "native code" : "runs in the simulator: no native code");
  }
  rt_sb_free(&src);
  return c;
}

static CpuCode *decide(KirFunc *f, bool lanes) { return decide_as(f, lanes, false); }

/* Auto mode's decision: no note line (its own log says why a kernel stays). */
static CpuCode *decide_quietly(KirFunc *f) { return decide_as(f, false, true); }

/* ---- calls ---- */

static void arrays_of(const KirFunc *f, const KirRun *run, SimCpuArray *arrs, void **args) {
  for (int k = 0; k < f->sig.nargs; k++) {
    if (f->sig.args[k].kind != KIR_TY_ARRAY) {
      args[k] = (void *)&run->scalars[k]; /* the value's bytes lead the word */
      continue;
    }
    const KirArgBuf *b = &run->arrays[k];
    rt_devmem_sync_for_host(b->data);
    arrs[k].data = b->data;
    for (int i = 0; i < KIR_MAX_INDEX; i++) {
      arrs[k].shape[i] = i < b->ndim ? b->shape[i] : 0;
      arrs[k].strides[i] = i < b->ndim ? b->strides[i] : 0;
    }
    args[k] = &arrs[k];
  }
}

static int fail(int rc, const SimCpuCtx *ctx) {
  if (rc == SIM_CPU_INTERRUPT) rt_check_interrupt(); /* raises KeyboardInterrupt */
  fault.exc = rc == SIM_CPU_INDEX ? RT_EXC_IndexError : rc == SIM_CPU_ZERODIV ? RT_EXC_ZeroDivisionError
              : rc == SIM_CPU_VALUE ? RT_EXC_ValueError : rc == SIM_CPU_NOMEM ? RT_EXC_MemoryError
                                    : RT_EXC_KeyboardInterrupt;
  snprintf(fault.msg, sizeof fault.msg, "%s", ctx->msg);
  return 1;
}

static void ctx_init(SimCpuCtx *ctx, const CpuCode *c, unsigned long long *result) {
  ctx->allows = rt_memory_allows; /* a kernel's frames within --max-memory, as the simulator's are */
  ctx->result = result;
  ctx->intr = &rt_interrupted;
  ctx->mt = c->random ? rt_pyrandom_state() : NULL;
  ctx->mt_generate = (void (*)(void *))rt_mt_generate;
  ctx->par = sim_cpu_par;
  ctx->msg[0] = 0;
  ctx->unchecked = 0;
  ctx->alloc = NULL;
  ctx->heap = NULL;
}

/* An elementwise run. A fault gives the run back to the simulator, which reruns every element
 * (a core writes nothing but its result) and reports the fault as it always does. */
static int lanes_call(const CpuCode *c, KirFunc *f, const KirRun *run) {
  SimCpuCtx ctx;
  unsigned long long unused[KIR_MAX_ARGS];
  ctx_init(&ctx, c, unused);
  int rc = ((LanesFn)c->fn)(&ctx, run->nlanes, f->parallel, run->lane_in, run->lane_in_strides, run->lane_out,
                            run->lane_out_stride);
  if (rc == SIM_CPU_INTERRUPT) rt_check_interrupt();
  return rc == SIM_CPU_OK ? 0 : -1;
}

/* ---- kernels (--mode=cpu) ---- */

/* Does the kernel store into its array parameter k? */
static bool stores_param(const KirFunc *f, int k) {
  for (int pc = 0; pc < f->ncode; pc++) {
    const KirInst *in = &f->code[pc];
    if ((in->op == KIR_STORE || in->op == KIR_ATOMIC) && f->slots[in->arr].kind == KIR_SLOT_PARAM &&
        f->slots[in->arr].param == k)
      return true;
  }
  return false;
}

/* The bytes an array argument spans: from its lowest to its highest element. */
static void span_of(const KirArgBuf *b, char **lo, size_t *n) {
  int64_t first = 0, last = 0;
  for (int d = 0; d < b->ndim; d++) {
    if (b->shape[d] == 0) {
      *lo = b->data, *n = 0;
      return;
    }
    int64_t reach = (b->shape[d] - 1) * b->strides[d];
    if (reach < 0) first += reach;
    else last += reach;
  }
  *lo = b->data + first;
  *n = (size_t)(last - first) + (size_t)rt_dtypes[b->dtype].itemsize;
}

typedef struct Saved {
  char *at[KIR_MAX_ARGS];
  size_t off[KIR_MAX_ARGS], n[KIR_MAX_ARGS];
} Saved;

/* One buffer for the saved bytes, kept from launch to launch (a fresh one per launch would
 * cost its page faults every time). */
static struct {
  char *data;
  size_t cap;
} snap;

/* The bytes of the arrays the kernel writes, so that a faulting run can be undone and handed
 * to the simulator, which then reports the fault exactly as it always does. */
static bool save(const KirFunc *f, const KirRun *run, Saved *s) {
  memset(s, 0, sizeof *s);
  size_t total = 0;
  for (int k = 0; k < f->sig.nargs; k++) {
    if (f->sig.args[k].kind != KIR_TY_ARRAY || !stores_param(f, k)) continue;
    span_of(&run->arrays[k], &s->at[k], &s->n[k]);
    s->off[k] = total;
    total += s->n[k];
  }
  if (total > snap.cap) {
    char *bigger = realloc(snap.data, total);
    if (!bigger) return false;
    snap.data = bigger, snap.cap = total;
  }
  for (int k = 0; k < f->sig.nargs; k++)
    if (s->at[k]) memcpy(snap.data + s->off[k], s->at[k], s->n[k]);
  return true;
}

static void restore(const KirFunc *f, const Saved *s) {
  for (int k = 0; k < f->sig.nargs; k++)
    if (s->at[k]) memcpy(s->at[k], snap.data + s->off[k], s->n[k]);
}

static void no_memory(const KirFunc *f) { /* WEFT_JIT_LOG: the corpus check counts these */
  char name[256];
  kir_cgen_name(f, name, sizeof name);
  say(f, name, "this launch runs in the simulator: no memory for its blocks");
}

/* Whether each array argument the kernel's specialisation calls C-contiguous has its last
 * axis so in this launch (a specialisation may serve other layouts): the copy for proved
 * launches takes the item size for that stride (sim_cpu_codegen.c, WF_LS). */
static bool last_axes_contiguous(const KirFunc *f, const KirRun *run) {
  for (int k = 0; k < f->sig.nargs; k++) {
    const KirTy *t = &f->sig.args[k];
    const KirArgBuf *b = &run->arrays[k];
    if (t->kind == KIR_TY_ARRAY && t->layout == 'C' && !t->rec && t->dtype == b->dtype && t->ndim == b->ndim &&
        b->ndim > 0 && b->shape[b->ndim - 1] > 1 &&
        b->strides[b->ndim - 1] != rt_dtypes[b->dtype].itemsize)
      return false;
  }
  return true;
}

/* A launch as native code: blocks in chunks over the pool (a kernel whose threads are
 * independent gives the same result in any order), each block's threads in order. -1 hands
 * the launch to the simulator: a kernel it cannot compile, or a fault (undone first). */
static int grid_launch(void *self, KirFunc *f, const KirRun *run) {
  (void)self;
  if (run->nlanes > 0 || f->target != KIR_TARGET_KERNEL) return -1;
  /* a grid sync in several blocks: every block must wait at it; the simulator keeps them all */
  if (run->grid[0] * run->grid[1] * run->grid[2] > 1 && kir_grid_sync_line(f)) return -1;
  CpuCode *c = f->cpu_code ? f->cpu_code : decide(f, false);
  if (!c->fn || !c->grid || c->diverged) return -1;
  SimCpuCtx ctx;
  unsigned long long unused[KIR_MAX_ARGS];
  ctx_init(&ctx, c, unused);
  memset(ctx.sreg, 0, sizeof ctx.sreg);
  ctx.dyn_shared = run->dyn_shared;
  for (int k = 0; k < 3; k++) {
    ctx.sreg[KS_NTID_X + k] = (int)run->block[k];
    ctx.sreg[KS_NCTAID_X + k] = (int)run->grid[k];
  }
  SimCpuArray arrs[KIR_MAX_ARGS];
  void *args[KIR_MAX_ARGS];
  arrays_of(f, run, arrs, args);
  /* the bytes a faulting launch is undone from, unless it provably cannot fault */
  bool nonneg, proven = sim_cpu_cannot_fault(f, run, &nonneg);
  Saved saved;
  if (!proven && !save(f, run, &saved)) return -1;
  ctx.unchecked = nonneg && last_axes_contiguous(f, run); /* the copy without index checks (sim_cpu_codegen) */
  /* a proved launch has nothing to undo from: its blocks' memory is tried first, with no block
   * run (lo == hi), and the simulator takes the launch when it is not there */
  if (proven && ((SimCpuBody)c->fn)(&ctx, args, NULL, 0, 0) == SIM_CPU_NOMEM) {
    no_memory(f);
    return -1;
  }
  int chunks = 0;
  char part[SIM_CPU_MAX_THREADS]; /* no partial results: one unused byte per chunk */
  long long nblocks = run->grid[0] * run->grid[1] * run->grid[2];
  /* atomics whose order matters: the blocks one after another, as the simulator runs them */
  int rc = sim_cpu_blocks_parallel(f) ? sim_cpu_par(&ctx, (SimCpuBody)c->fn, args, part, 1, nblocks, &chunks)
                                      : ((SimCpuBody)c->fn)(&ctx, args, part, 0, nblocks);
  if (rc != SIM_CPU_OK && !proven) restore(f, &saved);
  if (rc == SIM_CPU_NOMEM && proven) /* memory gone since the try (another chunk's): the simulator's error */
    rt_raise(RT_EXC_MemoryError, "%s", "");
  if (rc != SIM_CPU_OK && rc != SIM_CPU_INTERRUPT && proven) /* nothing to undo from: never rerun on a half-written array */
    rt_raise(RT_EXC_RuntimeError, "internal error: kernel '%s' faulted (%d) in native code after a launch check found it could not", f->name, rc);
  c->diverged |= rc == SIM_CPU_DIVERGE;
  if (rc == SIM_CPU_NOMEM) no_memory(f);
  if (rc == SIM_CPU_DIVERGE) { /* WEFT_JIT_LOG: the corpus check counts these */
    char name[256];
    kir_cgen_name(f, name, sizeof name);
    say(f, name, "this launch runs in the simulator: its threads did not meet as the simulator's do");
  }
  if (rc == SIM_CPU_INTERRUPT) rt_check_interrupt();
  return rc == SIM_CPU_OK ? 0 : -1;
}

/* Auto mode moves a hot kernel here when no engine before this one (the GPU) takes it; not
 * under --compile-only, which compiles for the GPU and runs nothing elsewhere, and not while the
 * profiler is on: its kernel model reads the simulator's address trace, which native code does
 * not produce (a kernel's modeled time would change when it moved). */
static bool accepts_auto(void *self) {
  (void)self;
  const char *co = weft_config()->compile_only;
  return !(co && *co) && !PROF_ON();
}

/* Auto mode's try before moving a kernel: its native code, or an error saying why not. */
static void prepare(void *self, KirFunc *f) {
  (void)self;
  if (f->target != KIR_TARGET_KERNEL) rt_raise(RT_EXC_RuntimeError, "not a kernel");
  CpuCode *c = f->cpu_code ? f->cpu_code : decide_quietly(f);
  if (!c->fn) rt_raise(RT_EXC_RuntimeError, "%s", c->why[0] ? c->why : "no native code");
}

static bool cpu_takes(void *self, KirFunc *f, bool lanes) {
  (void)self;
  if (cfg.sim_only || f->target != KIR_TARGET_CPU) return false;
  CpuCode *c = f->cpu_code ? f->cpu_code : decide(f, lanes);
  return c->fn && c->lanes == lanes;
}

static int cpu_call(void *self, KirFunc *f, const KirRun *run) {
  if (!cpu_takes(self, f, run->nlanes > 0)) return -1;
  CpuCode *c = f->cpu_code;
  if (c->lanes) return lanes_call(c, f, run);
  SimCpuCtx ctx;
  unsigned long long unused[KIR_MAX_ARGS];
  ctx_init(&ctx, c, run->result ? (unsigned long long *)run->result : unused);
  ctx.alloc = run->alloc;
  ctx.heap = run->heap;
  SimCpuArray arrs[KIR_MAX_ARGS];
  void *args[KIR_MAX_ARGS];
  arrays_of(f, run, arrs, args);
  int rc = ((ArgsFn)c->fn)(&ctx, args);
  return rc == SIM_CPU_OK ? 0 : fail(rc, &ctx);
}

static const char *last_fault(void *self, int *exc) {
  (void)self;
  *exc = fault.exc;
  return fault.msg;
}

static const KirEngine the_engine = {
    .name = "cpu",
    .label = "CPU engine",
    .where = "native code",
    .cpu_call = cpu_call,
    .cpu_takes = cpu_takes,
    .launch = grid_launch,
    .launch_in_place = grid_launch, /* a fault is undone from the saved bytes (save, restore) */
    .accepts_auto = accepts_auto,
    .prepare = prepare,
    .last_fault = last_fault,
};

const KirEngine *sim_cpu_engine(void) { return &the_engine; }
