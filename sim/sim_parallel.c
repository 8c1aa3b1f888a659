/* sim_parallel.c — `--sim-threads=N`: the blocks of one kernel launch on several host threads,
 * only where the result cannot depend on block order, so that results, faults and print output
 * stay bit-identical to the in-order run.
 *
 * Statically, a kernel qualifies when it draws no random numbers and its atomics on global
 * arrays are integer add/sub/and/or/xor/max/min whose old value is unused, on arrays it neither
 * loads nor stores (such updates commute). At launch, no array it writes may overlap another
 * argument. The run is then optimistic: the arrays it writes are saved, each of N threads runs
 * a contiguous range of blocks with its own block memory and shadows, and an ownership map per
 * written array records which block wrote and read each element. A second block touching an
 * element another block wrote (or writing one another block read) is a cross-block hazard;
 * that, or any fault, stops the workers, restores the saved bytes and lets the caller run the
 * launch in order, which then reports exactly what it always would. Print output is kept per
 * thread and joined; sim_print.c then puts its lines in the printed order. Small launches stay
 * on one thread (worth_it). */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "../vm/base/config.h"
#include "../vm/base/error.h"
#include "sim.h"

#define MANY_BLOCKS UINT32_MAX /* read by several blocks */

static bool accessed(const KirFunc *f, int slot) {
  for (int pc = 0; pc < f->ncode; pc++)
    if ((f->code[pc].op == KIR_LOAD || f->code[pc].op == KIR_STORE) && f->code[pc].arr == slot) return true;
  return false;
}

static bool commuting_atomic(const KirFunc *f, const KirInst *in) {
  static const bool ok[KA_COUNT] = {[KA_ADD] = 1, [KA_SUB] = 1, [KA_MAX] = 1, [KA_MIN] = 1,
                                    [KA_AND] = 1, [KA_OR] = 1, [KA_XOR] = 1};
  DType dt = f->slots[in->arr].dtype;
  return ok[in->sub] && rt_dtypes[dt].kind != 'f' && rt_dtypes[dt].itemsize >= 4 && !(in->d >= 0 && kir_reg_read(f, in->d)) &&
         !accessed(f, in->arr);
}

/* The static rule of the header comment. */
static bool order_free(const KirFunc *f) {
  if (f->target != KIR_TARGET_KERNEL || kir_grid_sync_line(f)) return false; /* blocks wait for each other */
  for (int pc = 0; pc < f->ncode; pc++) {
    const KirInst *in = &f->code[pc];
    if (in->op == KIR_RANDOM) return false;
    if (in->op == KIR_ATOMIC && f->slots[in->arr].kind == KIR_SLOT_PARAM && !commuting_atomic(f, in))
      return false;
  }
  return true;
}

static bool writes(const KirFunc *f, int slot) {
  for (int pc = 0; pc < f->ncode; pc++)
    if ((f->code[pc].op == KIR_STORE || f->code[pc].op == KIR_ATOMIC) && f->code[pc].arr == slot) return true;
  return false;
}

/* Bytes [lo, hi) an argument array spans, relative to its element 0; false when it is empty. */
static bool span_of(const KirArgBuf *a, int64_t *lo, int64_t *hi) {
  *lo = 0;
  *hi = rt_dtypes[a->dtype].itemsize;
  for (int k = 0; k < a->ndim; k++) {
    if (a->shape[k] == 0) return false;
    int64_t reach = (a->shape[k] - 1) * a->strides[k];
    if (reach < 0) *lo += reach;
    else *hi += reach;
  }
  return true;
}

typedef struct Saved {
  char *at;
  int64_t bytes;
  char *copy;
} Saved;

typedef struct Plan {
  int nslots;
  Saved *saved;          /* per slot: the written arrays' bytes before the launch */
  uint32_t **wr, **rd;   /* per slot: ownership maps of written arrays */
  int64_t *count;
  int abort;
} Plan;

static int64_t elements(const KirArgBuf *a) {
  int64_t n = 1;
  for (int k = 0; k < a->ndim; k++) n *= a->shape[k];
  return n;
}

/* Written arrays must not overlap any other argument (aliases would defeat the maps). */
static bool disjoint(const SimLaunch *L) {
  const KirFunc *f = L->f;
  for (int i = 0; i < f->nslots; i++) {
    if (f->slots[i].kind != KIR_SLOT_PARAM || !writes(f, i)) continue;
    int64_t lo, hi, lo2, hi2;
    const KirArgBuf *a = &L->run->arrays[f->slots[i].param];
    if (!span_of(a, &lo, &hi)) continue;
    for (int j = 0; j < f->nslots; j++) {
      if (j == i || f->slots[j].kind != KIR_SLOT_PARAM) continue;
      const KirArgBuf *b = &L->run->arrays[f->slots[j].param];
      if (!span_of(b, &lo2, &hi2)) continue;
      if (a->data + lo < b->data + hi2 && b->data + lo2 < a->data + hi) return false;
    }
  }
  return true;
}

static void plan_init(const SimLaunch *L, Plan *P) {
  const KirFunc *f = L->f;
  memset(P, 0, sizeof *P);
  P->nslots = f->nslots ? f->nslots : 1;
  P->saved = rt_calloc((size_t)P->nslots, sizeof *P->saved);
  P->wr = rt_calloc((size_t)P->nslots, sizeof *P->wr);
  P->rd = rt_calloc((size_t)P->nslots, sizeof *P->rd);
  P->count = rt_calloc((size_t)P->nslots, sizeof *P->count);
  for (int k = 0; k < f->nslots; k++) {
    if (f->slots[k].kind != KIR_SLOT_PARAM || !writes(f, k)) continue;
    const KirArgBuf *a = &L->run->arrays[f->slots[k].param];
    int64_t lo, hi;
    if (!span_of(a, &lo, &hi)) continue;
    P->saved[k].at = a->data + lo;
    P->saved[k].bytes = hi - lo;
    P->saved[k].copy = rt_malloc((size_t)(hi - lo));
    memcpy(P->saved[k].copy, a->data + lo, (size_t)(hi - lo));
    if (!accessed(f, k)) continue; /* atomics only: they commute, no map needed */
    P->count[k] = elements(a);
    P->wr[k] = rt_calloc((size_t)P->count[k], sizeof(uint32_t));
    P->rd[k] = rt_calloc((size_t)P->count[k], sizeof(uint32_t));
  }
}

static void plan_free(Plan *P, bool restore) {
  for (int k = 0; k < P->nslots; k++) {
    if (restore && P->saved[k].copy) memcpy(P->saved[k].at, P->saved[k].copy, (size_t)P->saved[k].bytes);
    free(P->saved[k].copy);
    free(P->wr[k]);
    free(P->rd[k]);
  }
  free(P->saved);
  free(P->wr);
  free(P->rd);
  free(P->count);
}

static bool hazard(SimLaunch *L) {
  __atomic_store_n(L->xabort, 1, __ATOMIC_RELAXED);
  return false;
}

bool sim_xblock_check(SimLaunch *L, SimWarp *w, const SimInst *in, uint32_t m, bool write) {
  uint32_t *wr = L->xwr[in->arr], *rd = L->xrd[in->arr];
  if (!wr) return true; /* arrays the kernel only reads */
  const SimArr *A = &L->arrs[in->arr];
  uint32_t me = (uint32_t)L->block_linear + 1;
  for (int l = 0; l < SIM_WARP; l++) {
    if (!(m >> l & 1)) continue;
    int64_t e = 0;
    for (int d = 0; d < A->ndim; d++)
      e = e * A->shape[d] + sim_lane_index(w, in, d, l, A->shape[d]);
    if (e < 0 || e >= L->xcount[in->arr]) return hazard(L); /* unchecked out-of-bounds access */
    /* each side publishes its own mark before it looks at the other's, so of two blocks
     * touching one element at the same time at least one sees the other */
    uint32_t seen = 0;
    if (write) {
      if (!__atomic_compare_exchange_n(&wr[e], &seen, me, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST) && seen != me)
        return hazard(L);
      uint32_t r = __atomic_load_n(&rd[e], __ATOMIC_SEQ_CST);
      if (r && r != me) return hazard(L);
    } else {
      if (!__atomic_compare_exchange_n(&rd[e], &seen, me, false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST) && seen != me)
        __atomic_store_n(&rd[e], MANY_BLOCKS, __ATOMIC_SEQ_CST);
      uint32_t o = __atomic_load_n(&wr[e], __ATOMIC_SEQ_CST);
      if (o && o != me) return hazard(L);
    }
  }
  return true;
}

typedef struct Worker {
  SimLaunch L;
  SimBlock B;
  int64_t lo, hi;
  bool ok;
  pthread_t thread;
} Worker;

static void *worker_main(void *arg) {
  Worker *W = arg;
  W->ok = sim_run_blocks(&W->L, &W->B, W->lo, W->hi, NULL);
  if (!W->ok) __atomic_store_n(W->L.xabort, 1, __ATOMIC_RELAXED);
  return NULL;
}

static void worker_init(Worker *W, const SimLaunch *L, Plan *P, int64_t lo, int64_t hi) {
  memset(W, 0, sizeof *W);
  W->L.cfg = L->cfg;
  W->L.f = L->f;
  W->L.sc = L->sc;
  W->L.run = L->run;
  memcpy(W->L.block, L->block, sizeof L->block);
  memcpy(W->L.grid, L->grid, sizeof L->grid);
  W->L.fault.exc = RT_EXC_RuntimeError;
  W->L.worker = true;
  W->L.xabort = &P->abort;
  W->L.xwr = P->wr;
  W->L.xrd = P->rd;
  W->L.xcount = P->count;
  rt_sb_init(&W->L.out);
  sim_launch_setup(&W->L, &W->B);
  W->lo = lo;
  W->hi = hi;
}

/* Threads pay for saving the written arrays, the maps and per-thread shadows (fresh pages),
 * about 75 us on two threads: a launch must promise more work than that. Its lane-instructions
 * are estimated from the code, an instruction inside a loop counting 64 times (inside nested
 * loops 64 * 64): 16x16 threads on a 4x4 grid with a 64-step loop of 10 instructions estimate
 * 2.8M and run 2.8M. */
#define MIN_PARALLEL_WORK (1 << 21)
#define LOOP_TRIPS 64

static bool worth_it(const SimLaunch *L, int64_t nblocks) {
  static int64_t min_work = -1; /* WEFT_SIM_PARALLEL_MIN_WORK overrides it (tests use 0) */
  if (min_work < 0) {
    const char *v = weft_config()->sim_parallel_min_work;
    min_work = v ? strtoll(v, NULL, 10) : MIN_PARALLEL_WORK;
    if (min_work < 0) min_work = MIN_PARALLEL_WORK;
  }
  int64_t per_thread = 0;
  int depth = 0;
  for (int pc = 0; pc < L->f->ncode; pc++) {
    int op = L->f->code[pc].op;
    depth += op == KIR_LOOP ? 1 : op == KIR_ENDLOOP ? -1 : 0;
    per_thread += depth == 0 ? 1 : depth == 1 ? LOOP_TRIPS : LOOP_TRIPS * LOOP_TRIPS;
  }
  return nblocks * L->block[0] * L->block[1] * L->block[2] * per_thread >= min_work;
}

bool sim_run_parallel(SimLaunch *L) {
  int64_t nblocks = L->grid[0] * L->grid[1] * L->grid[2];
  if (L->cfg->shuffled || L->prof || nblocks < 2 || !worth_it(L, nblocks) || !order_free(L->f) ||
      !disjoint(L))
    return false;
  int n = L->cfg->threads < nblocks ? L->cfg->threads : (int)nblocks;
  Plan P;
  plan_init(L, &P);
  Worker *W = rt_calloc((size_t)n, sizeof *W);
  for (int t = 0; t < n; t++) worker_init(&W[t], L, &P, nblocks * t / n, nblocks * (t + 1) / n);
  int started = 1;
  for (; started < n; started++)
    if (pthread_create(&W[started].thread, NULL, worker_main, &W[started]) != 0) break;
  if (started < n) P.abort = 1; /* no thread to be had: in order, from the start */
  else worker_main(&W[0]); /* the calling thread takes the first range */
  bool ok = started == n;
  for (int t = 1; t < started; t++) pthread_join(W[t].thread, NULL);
  for (int t = 0; t < n; t++) ok &= W[t].ok;
  for (int t = 0; t < n; t++) {
    if (ok) sim_print_join(L, &W[t].L);
    rt_sb_free(&W[t].L.out);
    free(W[t].L.lines);
    sim_launch_free(&W[t].L, &W[t].B);
  }
  free(W);
  plan_free(&P, !ok);
  return ok;
}
