/* sim_check.c — shadow-memory checks of shared memory: every 4-byte word remembers its last
 * writer and reader (thread and instruction) and the barrier interval they happened in, so a read
 * after another thread's write (RAW), a write after another thread's read (WAR) or write (WAW)
 * in the same interval is reported, as is a read of a word nobody wrote (uninitialised).
 * Atomics do not go through here: they are ordered by definition. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../vm/rt/error.h"

#include "sim.h"

void sim_index_text(SimLaunch *L, SimWarp *w, const SimInst *in, int l, char *buf, size_t n) {
  const KirSlot *s = &L->f->slots[in->arr];
  size_t k = (size_t)snprintf(buf, n, "%s[", s->name);
  for (int d = 0; d < s->ndim && k < n; d++) {
    int64_t ix = ((const int64_t *)(w->regs + (size_t)in->idx[d] * SIM_WARP))[l];
    k += (size_t)snprintf(buf + k, n - k, "%s%lld", d ? ", " : "", (long long)ix);
  }
  if (k < n) snprintf(buf + k, n - k, "]");
}

static void thread_text(const SimLaunch *L, int32_t tid, char *buf, size_t n) {
  int64_t bx = L->block[0], by = L->block[1];
  snprintf(buf, n, "(%lld,%lld,%lld)", (long long)(tid % bx), (long long)((tid / bx) % by),
           (long long)(tid / (bx * by)));
}

/* Stops the launch with a race report. `space` is "shared" or "global"; `who` names the other
 * thread (NULL when several threads read the word); `interval` says where both accesses fall. */
static bool report_race(SimLaunch *L, SimWarp *w, const SimInst *in, int l, const char *space,
                        const char *kind, const char *mine, const char *theirs, const char *who,
                        int32_t other_pc, const char *interval) {
  char where[128];
  sim_index_text(L, w, in, l, where, sizeof where);
  snprintf(L->fault.msg, sizeof L->fault.msg, "%s-memory race (%s) on %s in kernel %s", space,
           kind, where, L->f->name);
  int line = L->f->code[other_pc].span.line;
  if (!who) {
    snprintf(L->fault.detail, sizeof L->fault.detail,
             " %s; other threads read it at line %d %s", mine, line, interval);
  } else {
    snprintf(L->fault.detail, sizeof L->fault.detail, " %s; thread %s %s at line %d %s", mine,
             who, theirs, line, interval);
  }
  L->fault.set = true;
  L->fault.kirpc = in->kirpc;
  L->fault.lane = l;
  L->fault_warp = w->index;
  return false;
}

static bool race(SimLaunch *L, SimWarp *w, const SimInst *in, int l, const char *kind,
                 const char *mine, const char *theirs, int32_t other, int32_t other_pc) {
  char who[48];
  if (other != SIM_MANY_READERS) thread_text(L, other, who, sizeof who);
  return report_race(L, w, in, l, "shared", kind, mine, theirs,
                     other == SIM_MANY_READERS ? NULL : who, other_pc,
                     "in the same barrier interval");
}

static bool uninitialised(SimLaunch *L, SimWarp *w, const SimInst *in, int l) {
  char where[128];
  sim_index_text(L, w, in, l, where, sizeof where);
  snprintf(L->fault.msg, sizeof L->fault.msg, "read of uninitialised shared memory %s in kernel %s",
           where, L->f->name);
  L->fault.set = true;
  L->fault.kirpc = in->kirpc;
  L->fault.lane = l;
  L->fault_warp = w->index;
  return false;
}

bool sim_check_shared(SimLaunch *L, SimWarp *w, const SimInst *in, uint32_t m, char **p, bool write) {
  if (!(kir_checks & KIR_CHECK_RACES)) return true;
  uint32_t epoch = L->epoch;
  for (int l = 0; l < SIM_WARP; l++) {
    if (!(m >> l & 1)) continue;
    SimShadow *s = &L->shadow[(p[l] - L->shared) / 4];
    int32_t me = w->index * SIM_WARP + l;
    if (write) {
      if (s->wr_epoch == epoch && s->wr_tid != me)
        return race(L, w, in, l, "write after write", "writes", "wrote", s->wr_tid, s->wr_pc);
      if (s->rd_epoch == epoch && s->rd_tid != me)
        return race(L, w, in, l, "write after read", "writes", "read", s->rd_tid, s->rd_pc);
      s->wr_epoch = epoch;
      s->wr_tid = me;
      s->wr_pc = in->kirpc;
      continue;
    }
    if (s->wr_epoch == 0) return uninitialised(L, w, in, l);
    if (s->wr_epoch == epoch && s->wr_tid != me)
      return race(L, w, in, l, "read after write", "reads", "wrote", s->wr_tid, s->wr_pc);
    if (s->rd_epoch == epoch && s->rd_tid != me) {
      s->rd_tid = SIM_MANY_READERS;
    } else if (s->rd_epoch != epoch) {
      s->rd_epoch = epoch;
      s->rd_tid = me;
    }
    s->rd_pc = in->kirpc;
  }
  return true;
}

/* ---- global memory: hazards between threads of one launch ---- */

/* One buffer, kept between launches and cleared for each, holds the shadows of the arrays a
 * kernel writes (read-only arrays cannot race). Launches of more than 2**31 threads, or kernels
 * longer than the 16-bit fields can name, are not watched. */
static SimGShadow *gpool;
static size_t gpool_cap;

static bool writes_slot(const KirFunc *f, int slot) {
  for (int pc = 0; pc < f->ncode; pc++)
    if (f->code[pc].op == KIR_STORE && f->code[pc].arr == slot) return true;
  return false;
}

void sim_global_shadow_init(SimLaunch *L) {
  const KirFunc *f = L->f;
  int64_t threads = L->grid[0] * L->grid[1] * L->grid[2] * L->block[0] * L->block[1] * L->block[2];
  if (!(kir_checks & KIR_CHECK_RACES) || f->target != KIR_TARGET_KERNEL || threads >= INT32_MAX ||
      f->ncode >= UINT16_MAX)
    return;
  size_t total = 0;
  int64_t *count = rt_calloc((size_t)(f->nslots ? f->nslots : 1), sizeof *count);
  for (int k = 0; k < f->nslots; k++) {
    if (f->slots[k].kind != KIR_SLOT_PARAM || !writes_slot(f, k)) continue;
    count[k] = 1;
    for (int d = 0; d < L->arrs[k].ndim; d++) count[k] *= L->arrs[k].shape[d];
    total += (size_t)count[k];
  }
  SimGShadow *p;
  if (L->worker) { /* each host thread keeps its own (sim_parallel.c) */
    p = L->gown = rt_calloc(total + 1, sizeof *gpool);
  } else {
    if (total > gpool_cap) {
      free(gpool);
      gpool = rt_malloc(total * sizeof *gpool);
      gpool_cap = total;
    }
    if (total) memset(gpool, 0, total * sizeof *gpool);
    p = gpool;
  }
  L->gshadow = rt_calloc((size_t)(f->nslots ? f->nslots : 1), sizeof *L->gshadow);
  for (int k = 0; k < f->nslots; k++) {
    if (!count[k]) continue;
    L->gshadow[k] = p;
    p += count[k];
  }
  free(count);
}

void sim_global_shadow_free(SimLaunch *L) {
  free(L->gshadow);
  free(L->gown);
  L->gshadow = NULL;
  L->gown = NULL;
}

static int64_t threads_per_block(const SimLaunch *L) { return L->block[0] * L->block[1] * L->block[2]; }

/* Is the earlier access by thread `other` (id + 1) in barrier interval `epoch` ordered before
 * the running thread's access? Only by a barrier of the same block. */
static bool ordered(const SimLaunch *L, int64_t other, uint32_t epoch) {
  return (other - 1) / threads_per_block(L) == L->block_linear && epoch < (uint16_t)L->epoch;
}

static void other_thread_text(const SimLaunch *L, int64_t other, char *buf, size_t n) {
  int64_t tpb = threads_per_block(L), g = other - 1, b = g / tpb, t = g % tpb;
  int64_t gx = L->grid[0], gy = L->grid[1], bx = L->block[0], by = L->block[1];
  snprintf(buf, n, "(%lld,%lld,%lld) block (%lld,%lld,%lld)", (long long)(t % bx),
           (long long)((t / bx) % by), (long long)(t / (bx * by)), (long long)(b % gx),
           (long long)((b / gx) % gy), (long long)(b / (gx * gy)));
}

static bool global_race(SimLaunch *L, SimWarp *w, const SimInst *in, int l, const char *kind,
                        const char *mine, const char *theirs, int64_t other, int32_t other_pc) {
  char who[160];
  if (other != SIM_MANY_READERS) other_thread_text(L, other, who, sizeof who);
  return report_race(L, w, in, l, "global", kind, mine, theirs,
                     other == SIM_MANY_READERS ? NULL : who, other_pc, "in this launch");
}

static int64_t element_of(const SimArr *A, SimWarp *w, const SimInst *in, int l) {
  int64_t e = 0;
  for (int d = 0; d < A->ndim; d++) e = e * A->shape[d] + ((const int64_t *)(w->regs + (size_t)in->idx[d] * SIM_WARP))[l];
  return e;
}

/* Record one lane's read; several unordered readers collapse to SIM_MANY_READERS. */
static void note_read(SimLaunch *L, SimGShadow *s, int32_t me, int32_t pc) {
  if (s->rd == 0 || s->rd == me || (s->rd != SIM_MANY_READERS && ordered(L, s->rd, s->rd_epoch))) {
    s->rd = me;
    s->rd_block = (int32_t)L->block_linear;
  } else {
    s->rd = SIM_MANY_READERS;
    if (s->rd_block != (int32_t)L->block_linear) s->rd_block = -1;
  }
  s->rd_epoch = (uint16_t)L->epoch;
  s->rd_pc = (uint16_t)pc;
}

/* Several readers are ordered before a write only if they were all in this block, before a barrier. */
static bool readers_ordered(const SimLaunch *L, const SimGShadow *s, int32_t me) {
  if (s->rd == 0 || s->rd == me) return true;
  if (s->rd == SIM_MANY_READERS) return s->rd_block == (int32_t)L->block_linear && s->rd_epoch < (uint16_t)L->epoch;
  return ordered(L, s->rd, s->rd_epoch);
}

bool sim_check_global(SimLaunch *L, SimWarp *w, const SimInst *in, uint32_t m, bool write) {
  if (!L->gshadow || !L->gshadow[in->arr]) return true;
  const SimArr *A = &L->arrs[in->arr];
  SimGShadow *shadow = L->gshadow[in->arr];
  int64_t base = L->block_linear * threads_per_block(L) + (int64_t)w->index * SIM_WARP + 1;
  for (int l = 0; l < SIM_WARP; l++) {
    if (!(m >> l & 1)) continue;
    SimGShadow *s = &shadow[element_of(A, w, in, l)];
    int32_t me = (int32_t)(base + l);
    bool wr_conflict = s->wr && s->wr != me && !ordered(L, s->wr, s->wr_epoch);
    if (!write) {
      if (wr_conflict) return global_race(L, w, in, l, "read after write", "reads", "wrote", s->wr, s->wr_pc);
      note_read(L, s, me, in->kirpc);
      continue;
    }
    if (wr_conflict) return global_race(L, w, in, l, "write after write", "writes", "wrote", s->wr, s->wr_pc);
    if (!readers_ordered(L, s, me)) return global_race(L, w, in, l, "write after read", "writes", "read", s->rd, s->rd_pc);
    s->wr = me;
    s->wr_epoch = (uint16_t)L->epoch;
    s->wr_pc = (uint16_t)in->kirpc;
  }
  return true;
}
