/* sim_counters.c — the profiler's exact counters (vm/base/prof_sink.h's ProfCounters), filled while a
 * kernel launch runs: per launch and per source line of the instruction.
 *
 * What counts (docs/simulator.md says the same):
 *   - an instruction is issued when a warp dispatches it with at least one active lane (region
 *     markers included); lane_insts adds those lanes;
 *   - flops: float add/sub/mul/div/floordiv/mod/pow/min/max/neg/abs and math calls, per lane,
 *     an fma counting 2;
 *   - a global request is one warp-level load or store (atomic) of a parameter array; its
 *     sectors are the distinct 32-byte sectors the active lanes touch, with addresses taken
 *     relative to the start of the array's allocation, modeled as on a 256-byte boundary as
 *     cudaMalloc's are (so counts do not depend on where the host put the buffer): a view of a
 *     device array (d[1:]) starts at its byte offset in its allocation; a host array argument
 *     gets a fresh device copy of its own, at offset 0;
 *   - a shared request is one warp-level load, store or atomic of shared memory; its
 *     wavefronts are the largest number of distinct 4-byte words any of the 32 banks must
 *     deliver (lanes reading the same word share it: a broadcast is not a conflict);
 *   - a branch is an `if` or a loop test; it diverged when the active lanes split;
 *   - barriers: syncthreads reached, per warp;
 *   - for the kernel-time model: lane operations on the FP32, FP64 and special-function pipes
 *     (a math call as the instructions CUDA's libdevice spends on it, math_cost below), the L1
 *     passes of each global request (its distinct 128-byte lines), where each sector was found
 *     (sim_cache.c: the exact address trace through an L1 per SM and an L2), and how atomics
 *     pile up on one address.
 * Counting forces the in-order, one-thread schedule. A profiled launch counts only its first
 * blocks (blocks_to_count: all of a small grid; the rest run uncounted, as fast as unprofiled)
 * and scales the counts by blocks / counted (docs/profiler.md, "Sampled blocks"). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../vm/base/config.h"
#include "sim.h"
#include "sim_counters.h"

/* sim_counters_enable's switch and the last launch's counters: per thread, as launches are. */
static _Thread_local bool enabled;
static _Thread_local ProfKernel own;
static _Thread_local bool own_filled;
static _Thread_local bool cache_on; /* the launch being counted replays its trace (sim_cache.c) */
static _Thread_local int64_t sample_blocks; /* the launch counts its first N blocks (0: all) */
static int64_t sample_env = -2;             /* WEFT_PROF_SAMPLE_BLOCKS (-1: unset) */
static int skip_env = -1;                   /* WEFT_PROF_SAMPLE_SKIP=1: the rest do not run */

/* How many blocks of a grid the profiler counts (0: all). Counting runs a block about 5x slower
 * than the uncounted code, so by default a launch counts its first max(8, blocks / 64) blocks:
 * profiling then costs under 10% more (docs/profiler.md, "Sampled blocks").
 * WEFT_PROF_SAMPLE_BLOCKS=N counts N blocks instead, 0 all of them (exact counts). */
static int64_t blocks_to_count(int64_t nblocks) {
  if (sample_env == -2) {
    const char *e = getenv("WEFT_PROF_SAMPLE_BLOCKS");
    sample_env = e && *e ? strtoll(e, NULL, 10) : -1;
    if (sample_env < -1) sample_env = -1;
    const char *skip = getenv("WEFT_PROF_SAMPLE_SKIP");
    skip_env = skip && strcmp(skip, "1") == 0;
  }
  int64_t n = sample_env >= 0 ? sample_env : nblocks / 64 > 8 ? nblocks / 64 : 8;
  return n > 0 && n < nblocks ? n : 0;
}
static int print_each = -1; /* WEFT_SIM_COUNTERS=1: one stderr line per launch (benchmarks) */

void sim_counters_enable(bool on) { enabled = on; }

const ProfKernel *sim_counters_last(void) { return own_filled ? &own : NULL; }

struct ProfKernel *sim_counters_begin(SimLaunch *L) {
  const KirFunc *f = L->f;
  if (f->target != KIR_TARGET_KERNEL || L->run->nlanes > 0) return NULL;
  ProfKernel *k = PROF_ON() ? prof_kernel_current() : NULL;
  if (print_each < 0) print_each = weft_config()->sim_counters != NULL;
  if (!k && (enabled || print_each)) {
    free(own.lines);
    memset(&own, 0, sizeof own);
    snprintf(own.name, sizeof own.name, "%s", f->name);
    own.file = f->file;
    memcpy(own.grid, L->run->grid, sizeof own.grid);
    memcpy(own.block, L->run->block, sizeof own.block);
    own.dyn_shared_bytes = L->run->dyn_shared;
    own_filled = true;
    k = &own;
  }
  if (!k) return NULL;
  k->counted = true;
  cache_on = sim_cache_begin(k);
  int64_t nblocks = L->run->grid[0] * L->run->grid[1] * L->run->grid[2];
  sample_blocks = k == &own ? 0 : blocks_to_count(nblocks);
  k->sampled_blocks = sample_blocks;
  k->regs_per_thread = f->nregs < 255 ? f->nregs : 255; /* virtual registers: an upper estimate */
  k->func = f; /* the profiler replaces the estimate with ptxas's count (prof/prof_regs.c) */
  k->static_shared_bytes = 0;
  for (int s = 0; s < f->nslots; s++)
    if (f->slots[s].kind == KIR_SLOT_SHARED && f->slots[s].size)
      k->static_shared_bytes += f->slots[s].size * rt_dtypes[f->slots[s].dtype].itemsize;
  return k;
}

static void add(ProfCounters *c, const ProfCounters *d) {
  uint64_t *to = (uint64_t *)c;
  const uint64_t *from = (const uint64_t *)d;
  for (size_t i = 0; i < sizeof *c / sizeof(uint64_t); i++) to[i] += from[i];
}

/* Byte offset of lane l's element from the array's first element. */
static int64_t offset_of(const SimArr *A, SimWarp *w, const SimInst *in, int l) {
  int64_t off = 0;
  for (int k = 0; k < A->ndim; k++) off += sim_lane_index(w, in, k, l, A->shape[k]) * A->strides[k];
  return off;
}

/* Distinct values among n (n <= 64). */
static int distinct(int64_t *v, int n) {
  int count = 0;
  for (int i = 0; i < n; i++) {
    int j = 0;
    while (j < count && v[j] != v[i]) j++;
    if (j == count) v[count++] = v[i];
  }
  return count;
}

/* The distinct 32-byte sectors the active lanes touch, into s (2 * SIM_WARP entries); their count. */
static int sectors(const SimArr *A, int64_t alloc_offset, SimWarp *w, const SimInst *in, uint32_t m, int size,
                   int64_t *s) {
  int n = 0;
  for (int l = 0; l < SIM_WARP; l++) {
    if (!(m >> l & 1)) continue;
    int64_t off = alloc_offset + offset_of(A, w, in, l);
    s[n++] = off >> 5;
    if ((off + size - 1) >> 5 != off >> 5) s[n++] = (off + size - 1) >> 5;
  }
  return distinct(s, n);
}

/* Lanes of the most-hit address of an atomic request: they are done one after another. */
static uint64_t atomic_pileup(const SimArr *A, SimWarp *w, const SimInst *in, uint32_t m) {
  int64_t off[SIM_WARP];
  int n = 0, most = 0;
  for (int l = 0; l < SIM_WARP; l++)
    if (m >> l & 1) off[n++] = offset_of(A, w, in, l);
  for (int i = 0; i < n; i++) {
    int same = 0;
    for (int j = 0; j < n; j++) same += off[j] == off[i];
    if (same > most) most = same;
  }
  return (uint64_t)most;
}

/* The model's view of one global request: its L1 passes and where its sectors were found. */
static void trace_request(SimLaunch *L, const KirSlot *s, int64_t *sec, int n, bool store, ProfCounters *c) {
  int64_t lines[2 * SIM_WARP];
  for (int i = 0; i < n; i++) lines[i] = sec[i] >> 2;
  c->l1_wavefronts += (uint64_t)distinct(lines, n);
  if (!cache_on) return;
  uint64_t global[2 * SIM_WARP]; /* each parameter in an address space of its own */
  for (int i = 0; i < n; i++) global[i] = ((uint64_t)(s->param + 1) << 40) + (uint64_t)sec[i];
  sim_cache_request(L->block_linear, global, n, store, c);
}

static uint64_t wavefronts(SimLaunch *L, const SimArr *A, SimWarp *w, const SimInst *in, uint32_t m, int size) {
  int64_t words[2 * SIM_WARP];
  int n = 0;
  for (int l = 0; l < SIM_WARP; l++) {
    if (!(m >> l & 1)) continue;
    int64_t at = (A->data - L->shared) + offset_of(A, w, in, l);
    for (int64_t b = at >> 2; b <= (at + size - 1) >> 2; b++) words[n++] = b;
  }
  n = distinct(words, n);
  int per_bank[32] = {0}, most = 0;
  for (int i = 0; i < n; i++) {
    int b = (int)(words[i] & 31);
    if (++per_bank[b] > most) most = per_bank[b];
  }
  return (uint64_t)most;
}

static void count_memory(SimLaunch *L, SimWarp *w, const SimInst *in, uint32_t m, ProfCounters *c) {
  bool atomic = in->op == SIM_ATOMIC;
  bool store = atomic || (in->op >= SIM_STORE_1 && in->op <= SIM_STORE_8);
  const KirSlot *s = &L->f->slots[in->arr];
  if (s->kind != KIR_SLOT_PARAM && s->kind != KIR_SLOT_SHARED) return;
  const SimArr *A = &L->arrs[in->arr];
  int size = A->itemsize, lanes = __builtin_popcount(m);
  if (s->kind == KIR_SLOT_SHARED) {
    c->shared_requests++;
    c->shared_wavefronts += wavefronts(L, A, w, in, m, size);
    return;
  }
  int64_t list[2 * SIM_WARP];
  int nsec = sectors(A, L->run->arrays[s->param].alloc_offset, w, in, m, size, list);
  uint64_t sec = (uint64_t)nsec;
  trace_request(L, s, list, nsec, store, c);
  if (atomic) {
    c->atomic_lanes += (uint64_t)lanes;
    c->atomic_serial += atomic_pileup(A, w, in, m);
  }
  if (store) {
    c->gst_requests++;
    c->gst_sectors += sec;
    c->gst_bytes += (uint64_t)(size * lanes);
    if (s->param < PROF_MAX_ARGS) L->prof->arg_stores[s->param] += (uint64_t)lanes;
  } else {
    c->gld_requests++;
    c->gld_sectors += sec;
    c->gld_bytes += (uint64_t)(size * lanes);
    if (s->param < PROF_MAX_ARGS) L->prof->arg_loads[s->param] += (uint64_t)lanes;
  }
}

static bool is_flop(int op) {
#define FLOPS(T)                                                                              \
  op == SIM_ADD_##T || op == SIM_SUB_##T || op == SIM_MUL_##T || op == SIM_DIV_##T ||         \
      op == SIM_FLOORDIV_##T || op == SIM_MOD_##T || op == SIM_POW_##T || op == SIM_MIN_##T || \
      op == SIM_MAX_##T || op == SIM_NEG_##T || op == SIM_ABS_##T
  return FLOPS(F32) || FLOPS(F64);
#undef FLOPS
}

/* What one lane's math call costs on a GPU: FP-pipe operations, special-function-unit operations
 * (CUDA's accurate float32 and float64 functions: range reduction and a polynomial on the FMA
 * pipe, the hardware's approximations on the SFU where the algorithm uses them; counts from the
 * SASS nvcc emits for sinf/expf/logf/sqrtf and their double versions, rounded). */
static void math_cost(int sub, bool f64, int *fp, int *sfu) {
  *sfu = 0;
  switch (sub) {
  case KM_FMA: case KM_FABS: case KM_FLOOR: case KM_CEIL: case KM_TRUNC: case KM_RINT: case KM_ISNAN:
  case KM_ISINF: case KM_ISFINITE: case KM_COPYSIGN: case KM_DEGREES: case KM_RADIANS:
    *fp = 1;
    return;
  case KM_SQRT: *fp = f64 ? 10 : 6, *sfu = 1; return;
  case KM_EXP: case KM_EXPM1: *fp = f64 ? 20 : 8, *sfu = f64 ? 0 : 1; return;
  case KM_LOG: case KM_LOG2: case KM_LOG10: case KM_LOG1P: *fp = f64 ? 24 : 10, *sfu = f64 ? 0 : 1; return;
  case KM_SIN: case KM_COS: *fp = f64 ? 30 : 18; return;
  case KM_TAN: *fp = f64 ? 40 : 24, *sfu = 1; return;
  case KM_POW: *fp = f64 ? 50 : 30, *sfu = f64 ? 1 : 2; return;
  default: *fp = f64 ? 30 : 20, *sfu = 1; return; /* the others: a polynomial and a division */
  }
}

static void count_math(const SimInst *in, bool f64, int lanes, ProfCounters *d) {
  int fp, sfu;
  math_cost(in->sub, f64, &fp, &sfu);
  *(f64 ? &d->f64_ops : &d->f32_ops) += (uint64_t)(lanes * fp);
  d->sfu_ops += (uint64_t)(lanes * sfu);
  d->math_insts += (uint64_t)(fp + sfu - 1);
}

/* Integer division and modulo compile to up to 20 instructions (CUDA C++ Programming Guide,
 * "Arithmetic Instructions"), except by a constant power of two: a shift or a mask. */
static bool int_divide(const SimLaunch *L, const SimInst *in) {
  int op = in->op;
  bool div = false;
#define DIVS(T) op == SIM_DIV_##T || op == SIM_FLOORDIV_##T || op == SIM_MOD_##T
  div = DIVS(I32) || DIVS(I64) || DIVS(U32) || DIVS(U64);
#undef DIVS
  if (!div) return false;
  int b = L->f->code[in->kirpc].b;
  for (int pc = 0; b >= 0 && pc < L->f->ncode; pc++) {
    const KirInst *k = &L->f->code[pc];
    if (k->d == b && k->op == KIR_CONST) return k->imm.i <= 0 || (k->imm.i & (k->imm.i - 1)) != 0;
  }
  return true;
}

static uint32_t truth(SimWarp *w, int r, uint32_t m) {
  const uint8_t *c = (const uint8_t *)(w->regs + (size_t)r * SIM_WARP);
  uint32_t out = 0;
  for (int l = 0; l < SIM_WARP; l++) out |= (uint32_t)(c[l] != 0) << l;
  return out & m;
}

void sim_count(SimLaunch *L, SimWarp *w, const SimInst *in, uint32_t m) {
  /* A constant is an immediate operand on a GPU, not an instruction; the typer hoists it to the
   * kernel's entry, where counting it would charge a full-mask instruction to its source line
   * (a store under `if i % 2 == 0` would show 75% efficiency instead of 50%). */
  if (L->f->code[in->kirpc].op == KIR_CONST) return;
  int lanes = __builtin_popcount(m), op = in->op;
  ProfCounters *t = &L->prof->total, *ln = prof_line(L->prof, L->f->code[in->kirpc].span.line);
  bool memory = (op >= SIM_LOAD_1 && op <= SIM_STORE_8) || op == SIM_ATOMIC;
  if (!memory && !is_flop(op) && op != SIM_MATH_F32 && op != SIM_MATH_F64) {
    /* most instructions: a few counters, added in place (the whole struct is 29 counters) */
    uint64_t extra = int_divide(L, in) ? 19 : 0, branch = op == SIM_IF || op == SIM_LOOPCOND;
    uint64_t split = 0;
    if (branch) {
      uint32_t tr = truth(w, in->a, m);
      split = tr != 0 && tr != m;
    }
    uint64_t barrier = op == SIM_BARRIER;
    ProfCounters *both[2] = {t, ln};
    for (int b = 0; b < 2; b++) {
      both[b]->warp_insts++;
      both[b]->lane_insts += (uint64_t)lanes;
      both[b]->math_insts += extra;
      both[b]->branches += branch;
      both[b]->divergent_branches += split;
      both[b]->barriers += barrier;
    }
    return;
  }
  ProfCounters d;
  memset(&d, 0, sizeof d);
  d.warp_insts = 1;
  d.lane_insts = (uint64_t)lanes;
  /* float64 here, float32 in compiled Numba: a Python math result of float32 arguments and the
   * arithmetic on it (KirFunc.gpu_f32); priced as the GPU runs it */
  const KirInst *k = &L->f->code[in->kirpc];
  bool gpu_f32 = L->f->gpu_f32 && k->d >= 0 && L->f->gpu_f32[k->d];
  if (is_flop(op)) {
    bool f32 = op < SIM_ADD_F64 || gpu_f32;
    *(f32 ? &d.flops32 : &d.flops64) += (uint64_t)lanes;
    *(f32 ? &d.f32_ops : &d.f64_ops) += (uint64_t)lanes;
    if (op == SIM_DIV_F32 || op == SIM_DIV_F64 || op == SIM_POW_F32 || op == SIM_POW_F64) {
      d.sfu_ops += (uint64_t)lanes; /* a reciprocal, then Newton steps on the FP pipe */
      *(f32 ? &d.f32_ops : &d.f64_ops) += (uint64_t)(lanes * (op == SIM_POW_F32 || op == SIM_POW_F64 ? 30 : 8));
      d.math_insts += 8;
    }
  } else if (!memory) {
    bool f32 = op == SIM_MATH_F32 || gpu_f32;
    *(f32 ? &d.flops32 : &d.flops64) += (uint64_t)(lanes * (in->sub == KM_FMA ? 2 : 1));
    count_math(in, !f32, lanes, &d);
  } else {
    count_memory(L, w, in, m, &d);
  }
  add(t, &d);
  add(ln, &d);
}

int sim_counters_block(int64_t i) {
  if (sample_blocks == 0 || i < sample_blocks) return 1;
  return skip_env == 1 ? -1 : 0;
}

/* Sampled blocks: scale the counts to the whole grid. */
static void scale(ProfCounters *c, double f) {
  uint64_t *x = (uint64_t *)c;
  for (size_t i = 0; i < sizeof *c / sizeof(uint64_t); i++) x[i] = (uint64_t)((double)x[i] * f + 0.5);
}

void sim_counters_end(SimLaunch *L) {
  if (L->prof && sample_blocks > 0) {
    double f = (double)(L->grid[0] * L->grid[1] * L->grid[2]) / (double)sample_blocks;
    scale(&L->prof->total, f);
    for (int l = 0; l < L->prof->nlines; l++) scale(&L->prof->lines[l], f);
    /* blocks not counted may store where the counted ones did not: an array the code stores to
     * counts as written (the profiler's "never written" advice must not guess) */
    for (int pc = 0; pc < L->f->ncode; pc++) {
      const KirInst *in = &L->f->code[pc];
      if (in->op != KIR_STORE && in->op != KIR_ATOMIC) continue;
      const KirSlot *s = &L->f->slots[in->arr];
      if (s->kind == KIR_SLOT_PARAM && s->param < PROF_MAX_ARGS && !L->prof->arg_stores[s->param])
        L->prof->arg_stores[s->param] = 1;
    }
    sample_blocks = 0;
  }
  if (!L->prof || !print_each) return;
  const ProfCounters *c = &L->prof->total;
  fprintf(stderr,
          "weft-sim-counters: kernel %s warp_insts=%llu lane_insts=%llu gld_requests=%llu "
          "gld_sectors=%llu gst_requests=%llu gst_sectors=%llu shared_requests=%llu "
          "shared_wavefronts=%llu branches=%llu divergent_branches=%llu barriers=%llu\n",
          L->f->name, (unsigned long long)c->warp_insts, (unsigned long long)c->lane_insts,
          (unsigned long long)c->gld_requests, (unsigned long long)c->gld_sectors,
          (unsigned long long)c->gst_requests, (unsigned long long)c->gst_sectors,
          (unsigned long long)c->shared_requests, (unsigned long long)c->shared_wavefronts,
          (unsigned long long)c->branches, (unsigned long long)c->divergent_branches,
          (unsigned long long)c->barriers);
}
