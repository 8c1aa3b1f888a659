/* sim_launch.c — one launch in the simulator: arrays and shared memory per block, warps formed
 * from the linear thread id as CUDA does, blocks in linear order and warps in order
 * (deterministic by construction), taking turns by fixed time slices so that warps may wait for
 * each other through memory, with a report for a spin-wait nobody ends; barriers (every warp of
 * the block runs to the barrier, then all must be at the same one), kernel print output after
 * the launch (in sim_print.c's order), and the fault report.
 * Also the elementwise mode (@vectorize cores) and one-lane CPU calls (@jit). Launches whose
 * result cannot depend on block order may run on several host threads (sim_parallel.c). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../vm/front/diag.h"
#include "../vm/base/config.h"
#include "../vm/base/error.h"
#include "../vm/base/io.h"
#include "sim.h"
#include "sim_counters.h"


/* ---- the shuffled schedule: a seeded permutation (splitmix64 + Fisher-Yates) ---- */

static uint64_t next_random(uint64_t *state) {
  uint64_t z = (*state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* order[i] = i, shuffled when a seed is set. */
static void schedule_order(int64_t *order, int64_t n, bool shuffled, uint64_t *state) {
  for (int64_t i = 0; i < n; i++) order[i] = i;
  if (!shuffled) return;
  for (int64_t i = n - 1; i > 0; i--) {
    int64_t j = (int64_t)(next_random(state) % (uint64_t)(i + 1));
    int64_t t = order[i];
    order[i] = order[j];
    order[j] = t;
  }
}

/* Block order is shuffled only for grids small enough to hold a permutation. */
#define SIM_MAX_SHUFFLED_BLOCKS (1 << 24)


static int64_t slot_bytes(const KirSlot *s) { return s->size * rt_dtypes[s->dtype].itemsize; }

/* Zeroed launch memory. A worker thread of target='parallel' (sim_exec_in_worker) may not raise:
 * there running out of memory gives NULL, and the launch ends as a fault of kind MemoryError
 * that the calling thread raises (vm/numba/ufunc_core.c). WEFT_SIM_WORKER_ALLOC_FAIL=1 makes every
 * such allocation fail, for tests. */
bool sim_worker_alloc_fails(void) {
  static int fail = -1;
  if (fail < 0) { /* benign race: every thread computes the same value */
    const char *v = weft_config()->sim_worker_alloc_fail;
    fail = v && strcmp(v, "1") == 0;
  }
  return fail;
}

static void *launch_alloc(size_t count, size_t size) {
  if (!sim_exec_in_worker) return rt_calloc(count, size);
  return sim_worker_alloc_fails() ? NULL : calloc(count ? count : 1, size ? size : 1);
}

static void c_strides(SimArr *a) {
  int64_t st = a->itemsize;
  for (int k = a->ndim - 1; k >= 0; k--) {
    a->strides[k] = st;
    st *= a->shape[k];
  }
}

/* Static shape of a shared/local/const slot (shared shape 0: the dynamic shared memory). */
static void fixed_arr(const KirSlot *s, SimArr *a, int64_t dyn_bytes) {
  memset(a, 0, sizeof *a);
  a->ndim = s->ndim;
  a->dtype = s->dtype;
  a->itemsize = rt_dtypes[s->dtype].itemsize;
  for (int k = 0; k < s->ndim; k++) a->shape[k] = s->shape[k];
  if (s->kind == KIR_SLOT_SHARED && s->size == 0) a->shape[0] = dyn_bytes / a->itemsize;
  c_strides(a);
}

/* The race-check granule (log2) once a shared array of elements of `itemsize` bytes is placed
 * at `offset`: small enough that no two of its elements share one. 4/8-byte arrays at aligned
 * offsets keep 4-byte granules, the cheapest to clear for each block. */
static int narrower_granule(int shift, int64_t offset, int itemsize) {
  int g = __builtin_ctzll((uint64_t)offset | (uint64_t)itemsize | 4u);
  return g < shift ? g : shift;
}

static bool setup_arrays(SimLaunch *L, SimBlock *B) {
  const KirFunc *f = L->f;
  L->arrs = launch_alloc((size_t)(f->nslots ? f->nslots : 1), sizeof *L->arrs);
  if (!L->arrs) return false;
  int64_t shared_total = 0;
  int shift = 2;
  for (int k = 0; k < f->nslots; k++) {
    const KirSlot *s = &f->slots[k];
    SimArr *a = &L->arrs[k];
    if (s->kind == KIR_SLOT_PARAM) {
      const KirArgBuf *ab = &L->run->arrays[s->param];
      a->data = ab->data;
      a->ndim = ab->ndim;
      a->dtype = ab->dtype;
      a->itemsize = rt_dtypes[ab->dtype].itemsize;
      memcpy(a->shape, ab->shape, sizeof a->shape);
      memcpy(a->strides, ab->strides, sizeof a->strides);
      continue;
    }
    fixed_arr(s, a, L->run->dyn_shared);
    if (s->kind == KIR_SLOT_CONST) a->data = s->cdata;
    if (s->kind == KIR_SLOT_SHARED) {
      a->data = (char *)(intptr_t)shared_total; /* an offset until the block memory exists */
      shift = narrower_granule(shift, shared_total, a->itemsize);
      shared_total += s->size ? slot_bytes(s) : L->run->dyn_shared;
    }
  }
  B->shared = launch_alloc((size_t)shared_total + 8, 1);
  L->shared = B->shared;
  L->shared_bytes = shared_total;
  L->shadow_shift = shift;
  L->shadow = launch_alloc(sim_shadow_count(L), sizeof *L->shadow);
  if (!B->shared || !L->shadow) return false;
  for (int k = 0; k < f->nslots; k++)
    if (f->slots[k].kind == KIR_SLOT_SHARED) L->arrs[k].data = B->shared + (intptr_t)L->arrs[k].data;
  return true;
}

/* The threads of lane l of warp i: formed from the linear thread id, x fastest, as CUDA does; in
 * a serial rerun warp i is thread i in Numba's np.ndindex order (x slowest) on every lane. */
static void warp_threads(const SimLaunch *L, SimWarp *w, int i) {
  int64_t bx = L->block[0], by = L->block[1], bz = L->block[2];
  for (int l = 0; l < SIM_WARP; l++) {
    if (L->serial) {
      w->tid[0][l] = (int32_t)(i / (by * bz));
      w->tid[1][l] = (int32_t)((i / bz) % by);
      w->tid[2][l] = (int32_t)(i % bz);
      continue;
    }
    int64_t t = (int64_t)i * SIM_WARP + l;
    w->tid[0][l] = (int32_t)(t % bx);
    w->tid[1][l] = (int32_t)((t / bx) % by);
    w->tid[2][l] = (int32_t)(t / (bx * by));
  }
}

static bool setup_warps(SimLaunch *L, SimBlock *B, int64_t nthreads) {
  const KirFunc *f = L->f;
  int nwarps = (int)(L->serial ? nthreads : (nthreads + SIM_WARP - 1) / SIM_WARP);
  B->warps = launch_alloc((size_t)nwarps, sizeof *B->warps);
  if (!B->warps) return false;
  B->nwarps = nwarps;
  size_t per = (size_t)(f->nregs ? f->nregs : 1) * SIM_WARP;
  B->regs = launch_alloc(per * (size_t)B->nwarps, sizeof(uint64_t));
  int64_t local_bytes = 0;
  for (int k = 0; k < f->nslots; k++)
    if (f->slots[k].kind == KIR_SLOT_LOCAL) local_bytes += slot_bytes(&f->slots[k]);
  if (local_bytes) B->locals = launch_alloc((size_t)(local_bytes * SIM_WARP * B->nwarps), 1);
  if (!B->regs || (local_bytes && !B->locals)) return false;
  char *lp = B->locals;
  for (int i = 0; i < B->nwarps; i++) {
    SimWarp *w = &B->warps[i];
    w->index = i;
    w->regs = B->regs + per * (size_t)i;
    warp_threads(L, w, i);
    if (!local_bytes) continue;
    w->locals = launch_alloc((size_t)f->nslots, sizeof *w->locals);
    if (!w->locals) return false;
    for (int k = 0; k < f->nslots; k++) {
      const KirSlot *s = &f->slots[k];
      if (s->kind != KIR_SLOT_LOCAL) continue;
      fixed_arr(s, &w->locals[k], 0);
      w->locals[k].per_lane = true;
      w->locals[k].lane_bytes = slot_bytes(s);
      w->locals[k].data = lp;
      lp += slot_bytes(s) * SIM_WARP;
    }
  }
  return true;
}

static void free_block(SimBlock *B) {
  for (int i = 0; i < B->nwarps; i++) {
    free(B->warps[i].locals);
    free(B->warps[i].syncs);
  }
  free(B->warps);
  free(B->regs);
  free(B->locals);
  free(B->shared);
}

/* Fill every lane of the scalar parameter registers. */
static void init_params(SimLaunch *L, SimWarp *w) {
  const KirFunc *f = L->f;
  for (int k = 0; k < f->sig.nargs; k++) {
    int r = f->params[k];
    if (r < 0) continue;
    int size = rt_dtypes[f->regs[r]].itemsize;
    char *lanes = (char *)(w->regs + (size_t)r * SIM_WARP);
    for (int l = 0; l < SIM_WARP; l++) memcpy(lanes + l * size, &L->run->scalars[k], (size_t)size);
  }
}

static void reset_warp(SimLaunch *L, SimWarp *w, int64_t nthreads) {
  int64_t first = (int64_t)w->index * SIM_WARP;
  int64_t n = nthreads - first < SIM_WARP ? nthreads - first : SIM_WARP;
  w->live = L->serial ? 1u : n >= SIM_WARP ? 0xffffffffu : ((1u << n) - 1);
  w->active = w->live;
  w->pc = 0;
  w->sp = 0;
  w->exitmask = w->retmask = w->exited = 0;
  w->nsync = 0;
  memset(w->nbar, 0, sizeof w->nbar);
  w->state = SIM_RUNNING;
  if (L->run->scalars) init_params(L, w);
}

static bool barrier_fault(SimLaunch *L, SimWarp *w, int pc, const char *what) {
  L->fault.set = true;
  L->fault.kirpc = L->sc->code[pc].kirpc;
  L->fault.lane = __builtin_ctz(w->live & ~w->exited & ~w->active ? w->live & ~w->exited & ~w->active : w->live);
  L->fault_warp = w->index;
  snprintf(L->fault.msg, sizeof L->fault.msg, "barrier divergence in kernel %s: %s", L->f->name, what);
  return false;
}

/* Every thread that arrives at a barrier must have passed as many barriers as the others: a
 * thread that skipped one (a lane a branch left out of it) may end without another, as in Numba's
 * simulator and on a GPU, where threads that ended no longer count; arriving later is divergence. */
static bool barrier_counts(SimLaunch *L, SimWarp *w, uint32_t *passed) {
  for (uint32_t m = w->active; m; m &= m - 1) {
    int l = __builtin_ctz(m);
    if (*passed == UINT32_MAX) *passed = w->nbar[l];
    if (w->nbar[l] == *passed) continue;
    barrier_fault(L, w, w->pc, "not all threads of the block reached the syncthreads() before this one");
    L->fault.lane = l;
    return false;
  }
  return true;
}

/* All warps are at a barrier or done: check they wait at the same one, compute
 * syncthreads_count/and/or, and release them. */
static bool release_barrier(SimLaunch *L, SimBlock *B) {
  int pc = -1, count = 0, total = 0;
  uint32_t passed = UINT32_MAX;
  for (int i = 0; i < B->nwarps; i++) {
    SimWarp *w = &B->warps[i];
    if (w->state != SIM_AT_BARRIER) continue;
    if (pc < 0) pc = w->pc;
    if (w->pc != pc) return barrier_fault(L, w, w->pc, "threads of the block wait at different syncthreads() calls");
    if (!barrier_counts(L, w, &passed)) return false;
    count += __builtin_popcount(w->barrier_pred);
    total += __builtin_popcount(w->active);
  }
  const SimInst *in = &L->sc->code[pc];
  if (L->coop && in->imm.i == 1) { /* a grid sync: the block waits for the others (coop_grid) */
    L->grid_wait_pc = pc;
    return true;
  }
  int32_t result = in->sub == 1 ? count : in->sub == 2 ? count == total : count > 0;
  for (int i = 0; i < B->nwarps; i++) {
    SimWarp *w = &B->warps[i];
    if (w->state != SIM_AT_BARRIER) continue;
    if (in->d >= 0)
      for (int l = 0; l < SIM_WARP; l++) ((int32_t *)(w->regs + (size_t)in->d * SIM_WARP))[l] = result;
    for (uint32_t m = w->active; m; m &= m - 1) w->nbar[__builtin_ctz(m)]++;
    w->pc++;
    w->state = SIM_RUNNING;
  }
  L->epoch++; /* a new barrier interval */
  return true;
}

/* Whether the loop whose LOOP is at p is a while loop: a range() loop updates its counter between
 * its LATCH and its ENDLOOP (vm/kir/kir_typer.c's for_stmt), a while loop has nothing there. */
static bool is_while(const SimCode *sc, int p) {
  int depth = 0;
  for (int q = p + 1; q < sc->ncode; q++) {
    int op = sc->code[q].op;
    if (op == SIM_LOOP) depth++;
    else if (op == SIM_ENDLOOP && depth-- == 0) return sc->code[q - 1].op == SIM_LATCH;
  }
  return false;
}

/* The LOOP of the innermost while loop around pc, -1 when none: only those can wait forever (a
 * range() loop ends). */
static int enclosing_while(const SimCode *sc, int pc) {
  int depth = 0;
  for (int q = pc - 1; q >= 0; q--) {
    int op = sc->code[q].op;
    if (op == SIM_ENDLOOP) {
      depth++;
    } else if (op == SIM_LOOP && depth-- == 0) {
      if (is_while(sc, q)) return q;
      depth = 0;
    }
  }
  return -1;
}

/* The block's state between two rounds: every running warp's position, masks and registers, and
 * the block's shared memory (FNV-1a over 8-byte words). The simulator is deterministic and a
 * block's warps are all that run while it runs, so a state seen before means the block loops
 * forever (sim.h). */
static uint64_t block_state(const SimLaunch *L, const SimBlock *B) {
  uint64_t h = 1469598103934665603ull;
#define MIX(x) (h = (h ^ (uint64_t)(x)) * 1099511628211ull)
  size_t per = (size_t)(L->f->nregs ? L->f->nregs : 1) * SIM_WARP;
  for (int i = 0; i < B->nwarps; i++) {
    const SimWarp *w = &B->warps[i];
    MIX(w->state);
    if (w->state != SIM_RUNNING) continue;
    MIX(w->pc), MIX(w->active), MIX(w->exitmask), MIX(w->sp);
    for (size_t r = 0; r < per; r++) MIX(w->regs[r]);
  }
  for (int64_t j = 0; j + 8 <= L->shared_bytes; j += 8) {
    uint64_t x;
    memcpy(&x, B->shared + j, 8);
    MIX(x);
  }
#undef MIX
  return h;
}

/* Brent's cycle finding over the states at the ends of rounds where no warp reached a barrier or
 * finished and some warp was inside a while loop: a repeat is a spin-wait nothing ends; a loop
 * that computes never repeats and runs to its end however long it is. */
typedef struct SpinWatch {
  uint64_t saved;
  uint64_t power, lam; /* power == 0: nothing saved yet */
  uint64_t rounds;
} SpinWatch;

static bool spin_repeats(SpinWatch *sw, uint64_t h) {
  sw->rounds++;
  if (sw->power && h == sw->saved) return true;
  if (!sw->power || ++sw->lam == sw->power) {
    sw->saved = h;
    sw->power = sw->power ? sw->power * 2 : 1;
    sw->lam = 0;
  }
  return false;
}

/* The block's state repeated while warp w spun in a while loop: a fault naming the loop (running:
 * the warps still running). */
static bool spin_fault(SimLaunch *L, SimWarp *w, int running) {
  L->fault.set = true;
  L->fault.kirpc = L->sc->code[enclosing_while(L->sc, w->pc)].kirpc; /* the while loop it spins in */
  L->fault.lane = __builtin_ctz(w->active ? w->active : w->live);
  L->fault_warp = w->index;
  int line = L->f->code[L->fault.kirpc].span.line;
  bool blocks = L->grid[0] * L->grid[1] * L->grid[2] > 1;
  const char *why = running > 1 ? "the other warps waiting too" : "no other warp of the block able to run";
  const char *hint = running == 1 && blocks
                         ? "a spin-wait on memory another block writes? blocks run one after another in the simulator"
                         : "a spin-wait on memory no thread writes?";
  snprintf(L->fault.msg, sizeof L->fault.msg,
           "livelock in kernel %s: warp %d spins at line %d, the block's state repeating, %s (%s)",
           L->f->name, w->index, line, why, hint);
  return false;
}

/* Run the block's warps round-robin in `order` until none is running: each runs until it reaches
 * a barrier, finishes, or yields at the end of its time slice (sim.h). Kernels only: a CPU
 * function (@jit) may loop as long as it likes. */
static bool run_round(SimLaunch *L, SimBlock *B, const int64_t *order) {
  SpinWatch sw = {0};
  for (;;) {
    bool progress = false;
    int running = 0;
    SimWarp *spinner = NULL;
    for (int i = 0; i < B->nwarps; i++) {
      SimWarp *w = &B->warps[order[i]];
      if (w->state != SIM_RUNNING) continue;
      running++;
      if (!sim_exec_warp(L, w)) return false;
      if (w->state != SIM_RUNNING) {
        progress = true;
        continue;
      }
      bool spins = L->f->target != KIR_TARGET_CPU && enclosing_while(L->sc, w->pc) >= 0;
      if (spins && !spinner) spinner = w;
    }
    if (!running) return true;
    if (L->worker && __atomic_load_n(L->xabort, __ATOMIC_RELAXED)) return false;
    if (progress || !spinner)
      memset(&sw, 0, sizeof sw);
    else if (spin_repeats(&sw, block_state(L, B)))
      return spin_fault(L, spinner, running);
  }
}

static bool run_block(SimLaunch *L, SimBlock *B) {
  int64_t order[1024]; /* a warp per thread in a serial rerun */
  for (;;) {
    schedule_order(order, B->nwarps, L->cfg->shuffled, &L->rng);
    if (!run_round(L, B, order)) return false;
    bool waiting = false;
    for (int i = 0; i < B->nwarps; i++) waiting |= B->warps[i].state == SIM_AT_BARRIER;
    if (!waiting) return true;
    if (!release_barrier(L, B)) return false;
    if (L->coop && L->grid_wait_pc >= 0) return true;
  }
}

/* The callee's name as the call at `sp` spells it (`f`, `mod.f`): its source text up to '('. */
static int callee_name(const KirFunc *f, Span sp, char *buf, int n) {
  const char *p = f->src;
  for (int line = 1; p && *p && line < sp.line; p++)
    if (*p == '\n') line++;
  int k = 0;
  if (!p) return 0;
  for (p += sp.col - 1; k < n - 1 && (*p == '_' || *p == '.' || isalnum((unsigned char)*p)); p++)
    buf[k++] = *p;
  buf[k] = 0;
  return *p == '(' ? k : 0;
}

/* One line per inlined device function the instruction at pc is in, innermost first: the calls
 * are the CALLBEGIN..CALLEND regions around it in the code. */
static void report_call_sites(const KirFunc *f, int pc) {
  int depth = 0;
  for (int k = pc - 1; k >= 0; k--) {
    if (f->code[k].op == KIR_CALLEND) depth++;
    if (f->code[k].op != KIR_CALLBEGIN) continue;
    if (depth > 0) {
      depth--;
      continue;
    }
    char name[64];
    Span call = f->code[k].span;
    if (callee_name(f, call, name, sizeof name))
      fprintf(stderr, "  in device function %s called from line %d\n", name, call.line);
    else
      fprintf(stderr, "  in a device function called from line %d\n", call.line);
  }
}

void sim_report_head(const KirFunc *f, int kirpc, const char *severity, const char *msg) {
  const Span sp = f->code[kirpc].span;
  fprintf(stderr, "%s:%d:%d: %s: %s\n", f->file, sp.line, sp.col, severity, msg);
  vm_print_source_caret(stderr, f->src, sp.line, sp.col, sp.end_line == sp.line ? sp.end_col : 1 << 30, "", 0);
  report_call_sites(f, kirpc);
}

/* The warp and lane of thread (x,y,z) of the block as CUDA forms warps (x fastest): in a serial
 * rerun a SimWarp holds one thread. */
static void cuda_warp_lane(const SimLaunch *L, const SimWarp *w, int lane, int *warp, int *cuda_lane) {
  if (!L->serial) {
    *warp = w->index;
    *cuda_lane = lane;
    return;
  }
  int64_t t = w->tid[0][lane] + L->block[0] * (w->tid[1][lane] + L->block[1] * w->tid[2][lane]);
  *warp = (int)(t / SIM_WARP);
  *cuda_lane = (int)(t % SIM_WARP);
}

/* Does a kernel's fault raise the thread's own exception (as Numba's simulator does) rather than
 * the caller's RuntimeError? */
static bool python_fault(const SimLaunch *L) {
  if (L->f->target != KIR_TARGET_KERNEL) return false;
  return L->fault.pyraise || (L->fault.exc == RT_EXC_IndexError && L->fault.pymsg[0]);
}

static void report_fault(SimLaunch *L, const SimBlock *B) {
  int lane = L->fault.lane >= 0 ? L->fault.lane : 0;
  const SimWarp *w = &B->warps[L->fault_warp];
  rt_stdout_flush();
  fflush(stdout);
  sim_report_head(L->f, L->fault.kirpc, "error", L->fault.msg);
  int warp, wl;
  cuda_warp_lane(L, w, lane, &warp, &wl);
  if (L->run->nlanes > 0)
    fprintf(stderr, "  element %lld\n", (long long)(L->ctaid[0] * SIM_WARP + lane));
  else if (!(w->live >> lane & 1)) /* a lane a warp-mask names past the block's last thread */
    fprintf(stderr, "  block (%lld,%lld,%lld) warp %d lane %d (no thread: the block has %lld threads)%s\n",
            (long long)L->ctaid[0], (long long)L->ctaid[1], (long long)L->ctaid[2], warp, wl,
            (long long)(L->block[0] * L->block[1] * L->block[2]), L->fault.detail);
  else
    fprintf(stderr, "  thread (%d,%d,%d) block (%lld,%lld,%lld) warp %d lane %d%s\n", w->tid[0][lane],
            w->tid[1][lane], w->tid[2][lane], (long long)L->ctaid[0], (long long)L->ctaid[1],
            (long long)L->ctaid[2], warp, wl, L->fault.detail);
  fflush(stderr);
  if (python_fault(L)) {
    /* Numba's simulator raises the thread's exception (an IndexError, or what a raise statement
     * raised), naming the thread as its BlockThread does; an empty message gets no colon */
    char msg[sizeof L->fault.msg];
    snprintf(msg, sizeof msg, "tid=[%d, %d, %d] ctaid=[%lld, %lld, %lld]%s%s", w->tid[0][lane], w->tid[1][lane],
             w->tid[2][lane], (long long)L->ctaid[0], (long long)L->ctaid[1], (long long)L->ctaid[2],
             L->fault.pymsg[0] ? ": " : "", L->fault.pymsg);
    memcpy(L->fault.msg, msg, sizeof msg);
  }
}

static void set_block_sregs(SimLaunch *L, int64_t linear) {
  L->ctaid[0] = linear % L->grid[0];
  L->ctaid[1] = (linear / L->grid[0]) % L->grid[1];
  L->ctaid[2] = linear / (L->grid[0] * L->grid[1]);
  for (int k = 0; k < 3; k++) {
    L->sreg[KS_CTAID_X + k] = (int32_t)L->ctaid[k];
    L->sreg[KS_NTID_X + k] = (int32_t)L->block[k];
    L->sreg[KS_NCTAID_X + k] = (int32_t)L->grid[k];
  }
}

/* Elementwise lanes: warp i runs elements [32 i, 32 i + 32). */
static void lanes_in(SimLaunch *L, SimWarp *w, int64_t first) {
  const KirFunc *f = L->f;
  const KirRun *run = L->run;
  for (int k = 0; k < f->sig.nargs; k++) {
    int r = f->params[k], size = rt_dtypes[f->regs[r]].itemsize;
    char *lanes = (char *)(w->regs + (size_t)r * SIM_WARP);
    for (int l = 0; l < SIM_WARP && first + l < run->nlanes; l++)
      memcpy(lanes + l * size, run->lane_in[k] + (first + l) * run->lane_in_strides[k], (size_t)size);
  }
}

/* A complex result (ret_cplx) is two registers, written side by side as NumPy stores it. */
static void lanes_out(SimLaunch *L, SimWarp *w, int64_t first) {
  const KirRun *run = L->run;
  if (L->f->ret < 0) return;
  int size = rt_dtypes[L->f->regs[L->f->ret]].itemsize, parts = L->f->ret_cplx & 1 ? 2 : 1;
  for (int p = 0; p < parts; p++) {
    const char *lanes = (const char *)(w->regs + (size_t)(L->f->ret + p) * SIM_WARP);
    for (int l = 0; l < SIM_WARP && first + l < run->nlanes; l++)
      memcpy(run->lane_out + (first + l) * run->lane_out_stride + p * size, lanes + l * size, (size_t)size);
  }
}

static bool run_lanes(SimLaunch *L, SimBlock *B) {
  for (int64_t first = 0; first < L->run->nlanes; first += SIM_WARP) {
    SimWarp *w = &B->warps[0];
    L->ctaid[0] = first / SIM_WARP;
    L->turn = -1;
    reset_warp(L, w, L->run->nlanes - first);
    lanes_in(L, w, first);
    while (w->state == SIM_RUNNING) /* it yields after each time slice */
      if (!sim_exec_warp(L, w)) return false;
    lanes_out(L, w, first);
  }
  return true;
}

bool sim_run_blocks(SimLaunch *L, SimBlock *B, int64_t lo, int64_t hi, const int64_t *order) {
  int64_t nthreads = L->block[0] * L->block[1] * L->block[2];
  struct ProfKernel *counting = L->prof;
  for (int64_t i = lo; i < hi; i++) {
    int64_t b = order ? order[i] : i;
    if (counting) { /* sampled blocks: the rest runs the fast code */
      int how = sim_counters_block(i);
      if (how < 0) continue;
      L->prof = how ? counting : NULL;
    }
    set_block_sregs(L, b);
    L->block_linear = b;
    L->turn = order ? i : -1;
    for (int i = 0; i < B->nwarps; i++) reset_warp(L, &B->warps[i], nthreads);
    if (L->shared_bytes && (L->cfg->checks & SIM_CHECK_RACES))
      memset(L->shadow, 0, sim_shadow_count(L) * sizeof *L->shadow);
    L->epoch = 1;
    bool ran = run_block(L, B);
    if (counting) L->prof = counting;
    if (!ran) return false;
    if ((i & 255) == 255) {
      if (!L->worker) rt_check_interrupt();
      else if (__atomic_load_n(L->xabort, __ATOMIC_RELAXED)) return false;
    }
  }
  return true;
}

/* ---- cooperative grids: a kernel that syncs its grid, in several blocks ----
 * Every block keeps its warps, registers and shared memory (and their race shadow) for the whole
 * launch. In turn (linear or shuffled order) each block runs until all its threads wait at a grid
 * sync or have ended; when every block has, the grid barrier is released (all must wait at the
 * same one, and a block that ended while others wait is divergence too: a GPU's grid barrier
 * counts blocks) and the blocks run on, in the same order, to the next. Numba's simulator runs
 * the blocks one after another instead, each grid sync its block's barrier (docs/simulator.md). */
typedef struct CoopBlock {
  SimBlock b;
  SimShadow *shadow;
  int at; /* the grid sync it waits at (pc), -1 not started, -2 ended */
} CoopBlock;

/* Make block b the running one: its memory in B and L, its special registers. */
static void coop_enter(SimLaunch *L, SimBlock *B, CoopBlock *cb, int64_t b) {
  *B = cb[b].b;
  for (int k = 0; k < L->f->nslots; k++)
    if (L->f->slots[k].kind == KIR_SLOT_SHARED) L->arrs[k].data = B->shared + (L->arrs[k].data - L->shared);
  L->shared = B->shared;
  L->shadow = cb[b].shadow;
  set_block_sregs(L, b);
  L->block_linear = b;
  if (L->dbgblock) L->dbgblock = B;
}

static bool coop_setup(SimLaunch *L, SimBlock *B, CoopBlock *cb, int64_t n) {
  cb[0].b = *B;
  cb[0].shadow = L->shadow;
  for (int64_t b = 0; b < n; b++) {
    cb[b].at = -1;
    if (b == 0) continue;
    if (!setup_warps(L, &cb[b].b, L->block[0] * L->block[1] * L->block[2])) return false;
    cb[b].b.shared = launch_alloc((size_t)L->shared_bytes + 8, 1);
    cb[b].shadow = launch_alloc(sim_shadow_count(L), sizeof *L->shadow);
    if (!cb[b].b.shared || !cb[b].shadow) return false;
  }
  return true;
}

/* Run block b up to its next grid sync or its end. */
static bool coop_step(SimLaunch *L, SimBlock *B, CoopBlock *cb, int64_t b) {
  coop_enter(L, B, cb, b);
  int64_t nthreads = L->block[0] * L->block[1] * L->block[2];
  for (int i = 0; i < B->nwarps; i++) {
    SimWarp *w = &B->warps[i];
    if (cb[b].at == -1) reset_warp(L, w, nthreads);
    else if (w->state == SIM_AT_BARRIER) { /* the grid barrier released */
      for (uint32_t m = w->active; m; m &= m - 1) w->nbar[__builtin_ctz(m)]++;
      w->pc++, w->state = SIM_RUNNING;
    }
  }
  L->grid_wait_pc = -1;
  bool ok = run_block(L, B);
  cb[b].b = *B;
  cb[b].at = L->grid_wait_pc >= 0 ? L->grid_wait_pc : -2;
  return ok;
}

/* Block b's index as CUDA writes it, (x,y,z). */
static void block_text(const SimLaunch *L, int64_t b, char *buf, size_t n) {
  snprintf(buf, n, "(%lld,%lld,%lld)", (long long)(b % L->grid[0]), (long long)(b / L->grid[0] % L->grid[1]),
           (long long)(b / (L->grid[0] * L->grid[1])));
}

/* Barrier divergence across the grid, reported at a thread of block b that waits. */
static bool coop_fault(SimLaunch *L, SimBlock *B, CoopBlock *cb, int64_t b, const char *what) {
  coop_enter(L, B, cb, b);
  SimWarp *w = B->warps;
  while (w->state != SIM_AT_BARRIER) w++;
  return barrier_fault(L, w, cb[b].at, what);
}

/* All blocks wait or ended: when some wait, all must wait at the same grid sync, and none may
 * have ended (a GPU's grid barrier counts blocks, and would wait for it forever). False when they
 * do not, *done when none waits. */
static bool coop_release(SimLaunch *L, SimBlock *B, CoopBlock *cb, int64_t n, bool *done) {
  int64_t first = -1, ended = -1;
  char what[200];
  for (int64_t b = 0; b < n; b++) {
    if (cb[b].at < 0) {
      if (ended < 0) ended = b;
      continue;
    }
    if (first < 0) first = b;
    if (cb[b].at == cb[first].at) continue;
    char blk[64];
    block_text(L, first, blk, sizeof blk);
    snprintf(what, sizeof what, "blocks of the grid wait at different grid syncs (block %s at line %d)", blk,
             L->f->code[L->sc->code[cb[first].at].kirpc].span.line);
    return coop_fault(L, B, cb, b, what);
  }
  *done = first < 0;
  if (!*done && ended >= 0) {
    char blk[64];
    block_text(L, ended, blk, sizeof blk);
    snprintf(what, sizeof what,
             "block %s ended without reaching this grid sync, which other blocks wait at (a GPU waits "
             "for every block)", blk);
    return coop_fault(L, B, cb, first, what);
  }
  L->epoch++; /* a new barrier interval for every block */
  L->grid_floor = L->epoch;
  return true;
}

static bool coop_grid(SimLaunch *L, SimBlock *B, int64_t n, const int64_t *order) {
  CoopBlock *cb = rt_calloc((size_t)n, sizeof *cb);
  int64_t cur = 0;
  bool ok = coop_setup(L, B, cb, n), done = false;
  L->epoch = 1; /* also for a serial rerun or a debugger's replay of the launch */
  L->grid_floor = 0;
  while (ok && !done) {
    for (int64_t i = 0; ok && i < n; i++) {
      cur = order ? order[i] : i;
      if (cb[cur].at == -2) continue;
      L->turn = order ? i : -1;
      ok = coop_step(L, B, cb, cur);
      if (ok && (i & 255) == 255) rt_check_interrupt();
    }
    if (ok) ok = coop_release(L, B, cb, n, &done);
  }
  /* B (and L->shadow) keep the block that ran last, for a fault's report and sim_launch_free */
  for (int64_t b = 0; b < n; b++) {
    if (cb[b].b.warps == B->warps) continue;
    free_block(&cb[b].b);
    free(cb[b].shadow);
  }
  free(cb);
  return ok;
}

static bool run_grid(SimLaunch *L, SimBlock *B) {
  int64_t nblocks = L->grid[0] * L->grid[1] * L->grid[2];
  int64_t *order = NULL;
  if (L->cfg->shuffled && nblocks <= SIM_MAX_SHUFFLED_BLOCKS) {
    order = rt_malloc((size_t)nblocks * sizeof *order);
    schedule_order(order, nblocks, L->cfg->shuffled, &L->rng);
  }
  L->coop = nblocks > 1 && L->f->target == KIR_TARGET_KERNEL && kir_grid_sync_line(L->f);
  bool ok = L->coop ? coop_grid(L, B, nblocks, order) : sim_run_blocks(L, B, 0, nblocks, order);
  free(order);
  if (ok && L->run->result && L->f->ret >= 0) {
    for (int k = 0; k < L->f->nret; k++) {
      int r = L->f->ret + k, size = rt_dtypes[L->f->regs[r]].itemsize;
      L->run->result[k] = 0;
      memcpy(&L->run->result[k], B->warps[0].regs + (size_t)r * SIM_WARP, (size_t)size);
    }
  }
  return ok;
}

/* Per thread: parallel ufunc chunks may fault on several threads at once (the main thread
 * reruns the first faulting chunk and reports that fault). */
static _Thread_local SimFault last_fault;

const char *sim_last_fault(int *exc) {
  *exc = last_fault.exc;
  return last_fault.msg;
}

void sim_clear_last_fault(void) { memset(&last_fault, 0, sizeof last_fault); }

bool sim_launch_setup(SimLaunch *L, SimBlock *B) {
  memset(B, 0, sizeof *B);
  if (!setup_arrays(L, B) || !setup_warps(L, B, L->block[0] * L->block[1] * L->block[2])) return false;
  sim_global_shadow_init(L);
  return true;
}

void sim_launch_free(SimLaunch *L, SimBlock *B) {
  free_block(B);
  memset(B, 0, sizeof *B); /* freed twice (an unwinding after a rerun's free) frees nothing */
  free(L->arrs);
  free(L->shadow);
  sim_global_shadow_free(L);
  L->arrs = NULL;
  L->shadow = NULL;
}

/* The launch raced: put back the arrays it wrote and run it again thread by thread, in Numba's
 * order (sim_serial.c), with the bounds checks only; its print output replaces the first run's. */
static bool serial_rerun(SimLaunch *L, SimBlock *B) {
  sim_serial_restore(L);
  sim_launch_free(L, B);
  rt_sb_free(&L->out);
  rt_sb_init(&L->out);
  L->nlines = 0;
  sim_warn_drop(L);
  const SimConfig *cfg = L->cfg;
  SimConfig bounds = *cfg;
  bounds.checks &= SIM_CHECK_BOUNDS;
  L->cfg = &bounds;
  L->serial = true;
  sim_launch_setup(L, B); /* the calling thread: it raises rather than fail */
  bool ok = run_grid(L, B);
  L->cfg = cfg;
  return ok;
}

const SimDebugHooks *sim_debug_hooks;

void sim_debug_install(const SimDebugHooks *hooks) { sim_debug_hooks = hooks; }

/* Start L over from its first block, as a debugger's replay asks: the debugger has put back the
 * arrays the launch wrote (launch_begin); the output, findings and fault of the abandoned run go. */
static bool debug_restart(SimLaunch *L, SimBlock *B) {
  L->dbg_restart = false;
  sim_launch_free(L, B);
  rt_sb_free(&L->out);
  rt_sb_init(&L->out);
  L->nlines = 0;
  sim_warn_drop(L);
  L->nfinds = 0;
  L->races = L->uninit = 0;
  memset(&L->fault, 0, sizeof L->fault);
  L->fault.exc = RT_EXC_RuntimeError;
  L->dbg_reported = false;
  L->rng = L->cfg->seed + 1;
  sim_launch_setup(L, B);
  L->dbgblock = B;
  sim_debug_hooks->launch_begin(L);
  return run_grid(L, B);
}

/* Under the debugger: replays until none is asked for, and a fault's post-mortem (its report
 * first), from which the debugger may ask for a replay too. */
static bool debug_settle(SimLaunch *L, SimBlock *B, bool ok) {
  for (;;) {
    if (!ok && L->dbg_restart) {
      ok = debug_restart(L, B);
      continue;
    }
    if (ok || !L->fault.set) return ok;
    if (!L->dbg_quiet) report_fault(L, B);
    L->dbg_reported = true;
    sim_debug_hooks->fault(L);
    if (!L->dbg_restart) return ok;
  }
}

/* What an exception raised inside a launch (Ctrl-C polled in a kernel's loop, a MemoryError)
 * unwinds through: the launch's buffers and blocks, its print output. */
typedef struct LaunchHeld {
  SimLaunch *L;
  SimBlock *B;
} LaunchHeld;

static void launch_unwound(void *p) {
  LaunchHeld *h = p;
  rt_sb_free(&h->L->out);
  free(h->L->lines);
  h->L->lines = NULL;
  sim_warn_drop(h->L);
  sim_launch_free(h->L, h->B);
}

int sim_run(const SimConfig *cfg, KirFunc *f, const KirRun *run) {
  if (!f->engine) f->engine = sim_compile(f);
  SimLaunch L;
  memset(&L, 0, sizeof L);
  L.cfg = cfg;
  L.f = f;
  L.sc = f->engine;
  L.run = run;
  L.rng = cfg->seed + 1; /* wraps for the largest seed: any state will do */
  L.fault.exc = RT_EXC_RuntimeError;
  bool lanes = run->nlanes > 0;
  for (int k = 0; k < 3; k++) {
    L.block[k] = lanes ? 1 : run->block[k];
    L.grid[k] = lanes ? 1 : run->grid[k];
  }
  if (lanes) L.block[0] = SIM_WARP;
  rt_sb_init(&L.out);
  L.prof = sim_counters_begin(&L);
  bool debugged = sim_debug_hooks && !lanes && f->target == KIR_TARGET_KERNEL && !L.prof;
  if (!lanes && !debugged && cfg->threads > 1 && sim_run_parallel(&L)) {
    sim_print_flush(&L);
    sim_warn_flush(&L);
    return 0;
  }
  SimBlock B;
  memset(&B, 0, sizeof B);
  LaunchHeld held = {&L, &B};
  /* a target='parallel' worker never raises (nor keeps a cleanup stack of its own) */
  int mark = !sim_exec_in_worker ? rt_cleanup_push(launch_unwound, &held) : -1;
  if (!sim_launch_setup(&L, &B)) { /* only where it may not raise: a target='parallel' worker */
    rt_sb_free(&L.out);
    free(L.lines);
    sim_warn_drop(&L);
    if (mark >= 0) rt_cleanup_pop(mark, false);
    sim_launch_free(&L, &B);
    memset(&last_fault, 0, sizeof last_fault);
    last_fault.exc = RT_EXC_MemoryError;
    snprintf(last_fault.msg, sizeof last_fault.msg, "out of memory setting up a run of '%s'", f->name);
    return 1;
  }
  bool snapshot = !lanes && sim_serial_snapshot(&L);
  if (debugged) {
    L.dbgblock = &B;
    sim_debug_hooks->launch_begin(&L);
  }
  bool ok = lanes ? run_lanes(&L, &B) : run_grid(&L, &B);
  if (debugged) {
    ok = debug_settle(&L, &B, ok);
    sim_debug_hooks->launch_end(&L);
    L.dbgcode = NULL;
  }
  if (ok && snapshot && L.races) ok = serial_rerun(&L, &B);
  sim_print_flush(&L);
  sim_warn_flush(&L); /* an "error" filter raises here, freeing the launch */
  if (mark >= 0) rt_cleanup_pop(mark, false);
  sim_counters_end(&L);
  if (L.nfinds) sim_report_findings(&L);
  if (!ok) {
    if (f->target != KIR_TARGET_CPU && !L.dbg_reported) report_fault(&L, &B);
    if (f->target != KIR_TARGET_CPU && !python_fault(&L))
      L.fault.exc = RT_EXC_RuntimeError; /* the caller raises its own message */
    last_fault = L.fault;
  }
  sim_launch_free(&L, &B);
  return ok ? 0 : 1;
}
