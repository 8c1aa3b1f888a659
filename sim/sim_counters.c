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
 *   - barriers: syncthreads reached, per warp.
 * Counting forces the in-order, one-thread schedule. */
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
  k->regs_per_thread = f->nregs < 255 ? f->nregs : 255; /* virtual registers: an upper estimate */
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

static uint64_t sectors(const SimArr *A, int64_t alloc_offset, SimWarp *w, const SimInst *in, uint32_t m, int size) {
  int64_t s[2 * SIM_WARP];
  int n = 0;
  for (int l = 0; l < SIM_WARP; l++) {
    if (!(m >> l & 1)) continue;
    int64_t off = alloc_offset + offset_of(A, w, in, l);
    s[n++] = off >> 5;
    if ((off + size - 1) >> 5 != off >> 5) s[n++] = (off + size - 1) >> 5;
  }
  return (uint64_t)distinct(s, n);
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
  uint64_t sec = sectors(A, L->run->arrays[s->param].alloc_offset, w, in, m, size);
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
  ProfCounters d;
  memset(&d, 0, sizeof d);
  int lanes = __builtin_popcount(m);
  d.warp_insts = 1;
  d.lane_insts = (uint64_t)lanes;
  int op = in->op;
  if (is_flop(op)) {
    bool f32 = op < SIM_ADD_F64;
    *(f32 ? &d.flops32 : &d.flops64) += (uint64_t)lanes;
  } else if (op == SIM_MATH_F32 || op == SIM_MATH_F64) {
    *(op == SIM_MATH_F32 ? &d.flops32 : &d.flops64) += (uint64_t)(lanes * (in->sub == KM_FMA ? 2 : 1));
  } else if ((op >= SIM_LOAD_1 && op <= SIM_STORE_8) || op == SIM_ATOMIC) {
    count_memory(L, w, in, m, &d);
  } else if (op == SIM_IF || op == SIM_LOOPCOND) {
    uint32_t t = truth(w, in->a, m);
    d.branches = 1;
    d.divergent_branches = t != 0 && t != m;
  } else if (op == SIM_BARRIER) {
    d.barriers = 1;
  }
  add(&L->prof->total, &d);
  add(prof_line(L->prof, L->f->code[in->kirpc].span.line), &d);
}

void sim_counters_end(SimLaunch *L) {
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
