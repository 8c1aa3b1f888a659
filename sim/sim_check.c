/* sim_check.c — shadow-memory checks of shared memory: every 4-byte word remembers its last
 * writer and reader (thread and instruction) and the barrier interval they happened in, so a read
 * after another thread's write (RAW), a write after another thread's read (WAR) or write (WAW)
 * in the same interval is reported, as is a read of a word nobody wrote (uninitialised).
 * Atomics do not go through here: they are ordered by definition. */
#include <stdio.h>
#include <string.h>

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

static bool race(SimLaunch *L, SimWarp *w, const SimInst *in, int l, const char *kind,
                 const char *mine, const char *theirs, int32_t other, int32_t other_pc) {
  char where[128], who[48];
  sim_index_text(L, w, in, l, where, sizeof where);
  snprintf(L->fault.msg, sizeof L->fault.msg, "shared-memory race (%s) on %s in kernel %s", kind,
           where, L->f->name);
  if (other == SIM_MANY_READERS) {
    snprintf(L->fault.detail, sizeof L->fault.detail, " %s; other threads read it at line %d in the same barrier interval",
             mine, L->f->code[other_pc].span.line);
  } else {
    thread_text(L, other, who, sizeof who);
    snprintf(L->fault.detail, sizeof L->fault.detail, " %s; thread %s %s at line %d in the same barrier interval",
             mine, who, theirs, L->f->code[other_pc].span.line);
  }
  L->fault.set = true;
  L->fault.kirpc = in->kirpc;
  L->fault.lane = l;
  L->fault_warp = w->index;
  return false;
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
