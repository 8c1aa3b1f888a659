/* sim_check.c — shadow-memory checks of shared memory: every element (a granule of 4 bytes, or
 * of 2 or 1 when the kernel has shared arrays of smaller types) remembers its last
 * writer and reader (thread and instruction) and the barrier interval they happened in, so a read
 * after another thread's write (RAW), a write after another thread's read (WAR) or write (WAW)
 * in the same interval is reported, as is a read of an element nobody wrote (uninitialised).
 * Atomics do not go through here: they are ordered by definition. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "../vm/base/error.h"
#include "../vm/base/io.h"
#include "../vm/obj/format.h"

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

/* An element's value as Numba's simulator would print it (float32 with its own shortest digits). */
static void value_text(DType dt, const char *p, char *buf, size_t n) {
  StrBuf sb;
  rt_sb_init(&sb);
  switch (rt_dtypes[dt].kind) {
  case 'b': rt_sb_puts(&sb, *p ? "True" : "False"); break;
  case 'f':
    if (dt == DT_FLOAT32) {
      float x;
      memcpy(&x, p, sizeof x);
      rt_format_float32_repr(&sb, x);
    } else {
      double x;
      memcpy(&x, p, sizeof x);
      rt_format_float_repr(&sb, x);
    }
    break;
  default: {
    int64_t i = 0;
    uint64_t u = 0;
    int size = rt_dtypes[dt].itemsize;
    if (rt_dtypes[dt].kind == 'u') {
      memcpy(&u, p, (size_t)size); /* little-endian: the low bytes */
      rt_sb_printf(&sb, "%llu", (unsigned long long)u);
    } else {
      if (size == 1) i = *(const int8_t *)p;
      else if (size == 2) i = *(const int16_t *)p;
      else if (size == 4) i = *(const int32_t *)p;
      else memcpy(&i, p, sizeof i);
      rt_sb_printf(&sb, "%lld", (long long)i);
    }
  }
  }
  snprintf(buf, n, "%.*s", (int)sb.len, sb.data ? sb.data : "");
  rt_sb_free(&sb);
}

/* The value lane l of w stores: its register a, as the array's dtype. */
static void stored_text(const SimLaunch *L, const SimWarp *w, const SimInst *in, int l, char *buf, size_t n) {
  DType dt = L->f->regs[in->a];
  value_text(dt, (const char *)(w->regs + (size_t)in->a * SIM_WARP) + (size_t)l * rt_dtypes[dt].itemsize, buf, n);
}

static const SimArr *checked_arr(const SimLaunch *L, const SimInst *in) { return &L->arrs[in->arr]; }

/* What a finding is, for its key: the space and kind of a race, or an uninitialised read. */
enum { FIND_UNINIT, FIND_RAW, FIND_WAR, FIND_WAW };
static const char *const find_names[] = {"uninitialised read", "read after write", "write after read",
                                         "write after write"};

static uint64_t find_key(int kind, bool global, int32_t pc, int32_t other_pc) {
  return (uint64_t)kind << 60 | (uint64_t)global << 59 | (uint64_t)(uint32_t)pc << 29 |
         (uint64_t)(uint32_t)(other_pc + 1);
}

/* Record a finding of lane l of w: under --check=strict (and on a --sim-threads worker, whose
 * in-order rerun reports it) it stops the launch with msg and detail as a fault; else it is
 * counted, its first access kept for the report after the launch, and the launch goes on. */
static bool finding(SimLaunch *L, SimWarp *w, const SimInst *in, int l, uint64_t key, const char *msg,
                    const char *detail) {
  if ((L->cfg->checks & SIM_CHECK_STRICT) || L->worker) {
    snprintf(L->fault.msg, sizeof L->fault.msg, "%s", msg);
    snprintf(L->fault.detail, sizeof L->fault.detail, "%s", detail);
    L->fault.set = true;
    L->fault.kirpc = in->kirpc;
    L->fault.lane = l;
    L->fault_warp = w->index;
    return false;
  }
  if (key >> 60 == FIND_UNINIT) L->uninit++;
  else L->races++;
  for (int k = 0; k < L->nfinds; k++)
    if (L->finds[k].key == key) return L->finds[k].count++, true;
  if (L->nfinds == SIM_MAX_FINDINGS) return true;
  if (!L->finds) L->finds = rt_calloc(SIM_MAX_FINDINGS, sizeof *L->finds);
  SimFinding *fd = &L->finds[L->nfinds++];
  fd->key = key;
  fd->kirpc = in->kirpc;
  fd->count = 1;
  snprintf(fd->msg, sizeof fd->msg, "%s", msg);
  snprintf(fd->thread, sizeof fd->thread, "thread (%d,%d,%d) block (%lld,%lld,%lld) warp %d lane %d",
           w->tid[0][l], w->tid[1][l], w->tid[2][l], (long long)L->ctaid[0], (long long)L->ctaid[1],
           (long long)L->ctaid[2], w->index, l);
  snprintf(fd->detail, sizeof fd->detail, "%s", detail);
  /* Under the debugger: it decides (a finding reported before its session began stops too). */
  if (__builtin_expect(L->dbgblock != NULL, 0)) return sim_debug_hooks->finding(L, w, in->kirpc, l, msg, detail, key);
  return true;
}

/* A race on the element at p: lane l's access (its value: what it stores, or what it reads)
 * against the other thread's (`who`, NULL when several threads read the element), whose value
 * is what the element holds now. `interval` says where both accesses fall. */
static bool report_race(SimLaunch *L, SimWarp *w, const SimInst *in, int l, bool global, int kind,
                        const char *p, const char *who, int32_t other_pc, int other_lane, const char *interval) {
  char where[128], mine[64], theirs[64], msg[256], detail[512];
  bool write = kind != FIND_RAW;
  DType dt = checked_arr(L, in)->dtype;
  sim_index_text(L, w, in, l, where, sizeof where);
  snprintf(msg, sizeof msg, "%s-memory race (%s) on %s in kernel %s", global ? "global" : "shared",
           find_names[kind], where, L->f->name);
  if (write) stored_text(L, w, in, l, mine, sizeof mine);
  else value_text(dt, p, mine, sizeof mine);
  /* a lane of this very store: the warp's stores land after all its lanes are checked */
  if (other_lane >= 0) stored_text(L, w, in, other_lane, theirs, sizeof theirs);
  else value_text(dt, p, theirs, sizeof theirs);
  int line = L->f->code[other_pc].span.line;
  const char *did = kind == FIND_WAR ? "read" : "wrote";
  snprintf(detail, sizeof detail, " %s %s\n  %s%s %s %s at line %d, %s", write ? "writes" : "reads", mine,
           who ? "thread " : "other threads", who ? who : "", did, theirs, line, interval);
  return finding(L, w, in, l, find_key(kind, global, in->kirpc, other_pc), msg, detail);
}

static bool race(SimLaunch *L, SimWarp *w, const SimInst *in, int l, int kind, const char *p,
                 int32_t other, int32_t other_pc) {
  char who[48];
  if (other != SIM_MANY_READERS) thread_text(L, other, who, sizeof who);
  bool same = kind == FIND_WAW && other_pc == in->kirpc && other / SIM_WARP == w->index;
  return report_race(L, w, in, l, false, kind, p, other == SIM_MANY_READERS ? NULL : who, other_pc,
                     same ? other % SIM_WARP : -1, "in the same barrier interval");
}

static bool uninitialised(SimLaunch *L, SimWarp *w, const SimInst *in, int l, const char *p) {
  char where[128], msg[256], detail[192], val[64];
  sim_index_text(L, w, in, l, where, sizeof where);
  snprintf(msg, sizeof msg, "read of uninitialised shared memory %s in kernel %s", where, L->f->name);
  value_text(checked_arr(L, in)->dtype, p, val, sizeof val);
  snprintf(detail, sizeof detail, " reads %s (the simulator's zeroed memory; a GPU's holds anything)", val);
  return finding(L, w, in, l, find_key(FIND_UNINIT, false, in->kirpc, -1), msg, detail);
}

/* Is the earlier access by thread `other` of this block, after its warp had run `sync`
 * syncwarps, ordered before lane l's access in this barrier interval? Only by a syncwarp of
 * their warp that named both lanes since. */
static bool warp_ordered(const SimWarp *w, int l, int32_t other, uint32_t sync) {
  return other >= 0 && other / SIM_WARP == w->index && w->nsync > sync &&
         sim_warp_synced(w, l, other % SIM_WARP, sync);
}

bool sim_check_shared(SimLaunch *L, SimWarp *w, const SimInst *in, uint32_t m, char **p, bool write) {
  if (!(L->cfg->checks & SIM_CHECK_RACES)) return true;
  uint32_t epoch = L->epoch;
  for (int l = 0; l < SIM_WARP; l++) {
    if (!(m >> l & 1)) continue;
    SimShadow *s = sim_shadow_at(L, p[l]);
    int32_t me = w->index * SIM_WARP + l;
    bool wr_race = s->wr_epoch == epoch && s->wr_tid != me && !warp_ordered(w, l, s->wr_tid, s->wr_sync);
    bool rd_other = s->rd_epoch == epoch && s->rd_tid != me && !warp_ordered(w, l, s->rd_tid, s->rd_sync);
    if (write) {
      if (wr_race && !race(L, w, in, l, FIND_WAW, p[l], s->wr_tid, s->wr_pc)) return false;
      if (!wr_race && rd_other && !race(L, w, in, l, FIND_WAR, p[l], s->rd_tid, s->rd_pc)) return false;
      s->wr_epoch = epoch;
      s->wr_tid = me;
      s->wr_pc = in->kirpc;
      s->wr_sync = w->nsync;
      continue;
    }
    if (s->wr_epoch == 0) {
      if (!uninitialised(L, w, in, l, p[l])) return false;
      continue;
    }
    if (wr_race && !race(L, w, in, l, FIND_RAW, p[l], s->wr_tid, s->wr_pc)) return false;
    if (rd_other) {
      s->rd_tid = SIM_MANY_READERS;
    } else {
      s->rd_epoch = epoch;
      s->rd_tid = me;
      s->rd_sync = w->nsync;
    }
    s->rd_pc = in->kirpc;
  }
  return true;
}

/* ---- global memory: hazards between threads of one launch ---- */

/* One buffer, kept between launches and cleared for each, holds the shadows of the arrays a
 * kernel writes (read-only arrays cannot race): a write shadow for each, and a read shadow only
 * for those it also loads. Launches of more than 2**31 threads, or kernels longer than the
 * 16-bit fields can name, are not watched. Per thread: launches on two VMs' threads must not
 * share it (target='parallel' workers run CPU code, which is never watched). */
static _Thread_local char *gpool;
static _Thread_local size_t gpool_cap;

static bool uses_slot(const KirFunc *f, int slot, KirOp op) {
  for (int pc = 0; pc < f->ncode; pc++)
    if (f->code[pc].op == op && f->code[pc].arr == slot) return true;
  return false;
}

/* Zeroed shadow memory of `bytes` for this launch: the shared pool, or a worker's own. A
 * fresh pool is mapped with its pages populated at once (zero already): one system call costs
 * less than a page fault per 4 KiB on first touch, which is most of a small launch's checks. */
static char *shadow_memory(SimLaunch *L, size_t bytes) {
  if (L->worker) return L->gown = rt_calloc(bytes + 1, 1);
  if (bytes <= gpool_cap) {
    if (bytes) memset(gpool, 0, bytes);
    return gpool;
  }
  if (gpool) munmap(gpool, gpool_cap);
  gpool = NULL;
  gpool_cap = 0;
  void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_POPULATE, -1, 0);
  if (p == MAP_FAILED) rt_raise(RT_EXC_MemoryError, "%s", "");
  gpool = p;
  gpool_cap = bytes;
  return gpool;
}

void sim_global_shadow_init(SimLaunch *L) {
  const KirFunc *f = L->f;
  int64_t threads = L->grid[0] * L->grid[1] * L->grid[2] * L->block[0] * L->block[1] * L->block[2];
  if (!(L->cfg->checks & SIM_CHECK_RACES) || f->target != KIR_TARGET_KERNEL || threads >= INT32_MAX ||
      f->ncode >= UINT16_MAX)
    return;
  size_t nslots = (size_t)(f->nslots ? f->nslots : 1), bytes = 0;
  int64_t *count = rt_calloc(nslots, sizeof *count);
  bool *loads = rt_calloc(nslots, sizeof *loads);
  for (int k = 0; k < f->nslots; k++) {
    if (f->slots[k].kind != KIR_SLOT_PARAM || !uses_slot(f, k, KIR_STORE)) continue;
    count[k] = 1;
    for (int d = 0; d < L->arrs[k].ndim; d++) count[k] *= L->arrs[k].shape[d];
    loads[k] = uses_slot(f, k, KIR_LOAD);
    bytes += (size_t)count[k] * (sizeof(SimGWrite) + (loads[k] ? sizeof(SimGRead) : 0));
  }
  char *p = shadow_memory(L, bytes);
  L->gwr = rt_calloc(nslots, sizeof *L->gwr);
  L->grd = rt_calloc(nslots, sizeof *L->grd);
  for (int k = 0; k < f->nslots; k++) {
    if (!count[k]) continue;
    L->gwr[k] = (SimGWrite *)p;
    p += (size_t)count[k] * sizeof(SimGWrite);
  }
  for (int k = 0; k < f->nslots; k++) {
    if (!loads[k]) continue;
    L->grd[k] = (SimGRead *)p;
    p += (size_t)count[k] * sizeof(SimGRead);
  }
  free(count);
  free(loads);
}

void sim_global_shadow_free(SimLaunch *L) {
  free(L->gwr);
  free(L->grd);
  free(L->gown);
  L->gwr = NULL;
  L->grd = NULL;
  L->gown = NULL;
}

static int64_t threads_per_block(const SimLaunch *L) { return L->block[0] * L->block[1] * L->block[2]; }

/* Is the earlier access by thread `other` (id + 1) in barrier interval `epoch` ordered before
 * the running thread's access? Only by a barrier of the same block, or by a grid sync since. */
static bool ordered(const SimLaunch *L, int64_t other, uint32_t epoch) {
  if (epoch < (uint16_t)L->grid_floor) return true;
  return (other - 1) / threads_per_block(L) == L->block_linear && epoch < (uint16_t)L->epoch;
}

static void other_thread_text(const SimLaunch *L, int64_t other, char *buf, size_t n) {
  int64_t tpb = threads_per_block(L), g = other - 1, b = g / tpb, t = g % tpb;
  int64_t gx = L->grid[0], gy = L->grid[1], bx = L->block[0], by = L->block[1];
  snprintf(buf, n, "(%lld,%lld,%lld) block (%lld,%lld,%lld)", (long long)(t % bx),
           (long long)((t / bx) % by), (long long)(t / (bx * by)), (long long)(b % gx),
           (long long)((b / gx) % gy), (long long)(b / (gx * gy)));
}

static const int64_t *index_of(const SimWarp *w, const SimInst *in, int d) {
  return (const int64_t *)(w->regs + (size_t)in->idx[d] * SIM_WARP);
}

static bool global_race(SimLaunch *L, SimWarp *w, const SimInst *in, int l, int kind, int64_t other,
                        int32_t other_pc) {
  char who[160];
  if (other != SIM_MANY_READERS) other_thread_text(L, other, who, sizeof who);
  const SimArr *A = &L->arrs[in->arr];
  const char *p = A->data;
  for (int d = 0; d < A->ndim; d++) p += index_of(w, in, d)[l] * A->strides[d];
  int64_t mine = L->block_linear * threads_per_block(L) + (int64_t)w->index * SIM_WARP; /* lane 0's id */
  bool same = kind == FIND_WAW && other_pc == in->kirpc && other - 1 >= mine && other - 1 < mine + SIM_WARP;
  return report_race(L, w, in, l, true, kind, p, other == SIM_MANY_READERS ? NULL : who, other_pc,
                     same ? (int)(other - 1 - mine) : -1, "in this launch");
}

static int64_t element_of(const SimArr *A, SimWarp *w, const SimInst *in, int l) {
  int64_t e = 0;
  for (int d = 0; d < A->ndim; d++) e = e * A->shape[d] + sim_lane_index(w, in, d, l, A->shape[d]);
  return e;
}

/* Record one lane's read; several unordered readers collapse to SIM_MANY_READERS. */
static void note_read(SimLaunch *L, SimGRead *s, int32_t me, int32_t pc) {
  if (s->rd == 0 || s->rd == me || s->epoch < (uint16_t)L->grid_floor || /* all before a grid sync */
      (s->rd != SIM_MANY_READERS && ordered(L, s->rd, s->epoch))) {
    s->rd = me;
    s->block = (int32_t)L->block_linear;
  } else {
    s->rd = SIM_MANY_READERS;
    if (s->block != (int32_t)L->block_linear) s->block = -1;
  }
  s->epoch = (uint16_t)L->epoch;
  s->pc = (uint16_t)pc;
}

/* Several readers are ordered before a write only if they were all in this block, before a barrier. */
static bool readers_ordered(const SimLaunch *L, const SimGRead *s, int32_t me) {
  if (s->rd == 0 || s->rd == me) return true;
  if (s->rd == SIM_MANY_READERS)
    return s->epoch < (uint16_t)L->grid_floor ||
           (s->block == (int32_t)L->block_linear && s->epoch < (uint16_t)L->epoch);
  return ordered(L, s->rd, s->epoch);
}

bool sim_check_global(SimLaunch *L, SimWarp *w, const SimInst *in, uint32_t m, bool write) {
  if (!L->gwr || !L->gwr[in->arr]) return true;
  const SimArr *A = &L->arrs[in->arr];
  SimGWrite *wshadow = L->gwr[in->arr];
  SimGRead *rshadow = L->grd[in->arr]; /* set whenever the kernel loads this slot */
  int64_t base = L->block_linear * threads_per_block(L) + (int64_t)w->index * SIM_WARP + 1;
  for (uint32_t mm = m; mm; mm &= mm - 1) {
    int l = __builtin_ctz(mm);
    int64_t e = element_of(A, w, in, l);
    SimGWrite *s = &wshadow[e];
    int32_t me = (int32_t)(base + l);
    bool wr_conflict = s->wr && s->wr != me && !ordered(L, s->wr, s->epoch);
    if (!write) {
      if (wr_conflict && !global_race(L, w, in, l, FIND_RAW, s->wr, s->pc)) return false;
      note_read(L, &rshadow[e], me, in->kirpc);
      continue;
    }
    if (wr_conflict && !global_race(L, w, in, l, FIND_WAW, s->wr, s->pc)) return false;
    if (!wr_conflict && rshadow && !readers_ordered(L, &rshadow[e], me) &&
        !global_race(L, w, in, l, FIND_WAR, rshadow[e].rd, rshadow[e].pc))
      return false;
    s->wr = me;
    s->epoch = (uint16_t)L->epoch;
    s->pc = (uint16_t)in->kirpc;
  }
  return true;
}

/* ---- after the launch ---- */

static bool reported_before(SimCode *sc, uint64_t key) {
  for (int k = 0; k < sc->nreported; k++)
    if (sc->reported[k] == key) return true;
  if (sc->nreported < SIM_MAX_REPORTED) sc->reported[sc->nreported++] = key;
  return false;
}

void sim_report_findings(SimLaunch *L) {
  SimCode *sc = L->f->engine;
  int shown = 0;
  for (int k = 0; k < L->nfinds; k++) {
    const SimFinding *fd = &L->finds[k];
    if (reported_before(sc, fd->key)) continue;
    if (!shown++) {
      rt_stdout_flush();
      fflush(stdout);
    }
    sim_report_head(L->f, fd->kirpc, "warning", fd->msg);
    fprintf(stderr, "  %s%s\n", fd->thread, fd->detail);
    if (fd->count > 1) fprintf(stderr, "  (%lld accesses like this one in the launch)\n", (long long)fd->count);
  }
  if (shown)
    fprintf(stderr, "weft: kernel %s ran on after %lld racing accesses and %lld reads of uninitialised memory "
            "(--check=strict stops at the first)\n", L->f->name, (long long)L->races, (long long)L->uninit);
  fflush(stderr);
  free(L->finds);
  L->finds = NULL;
  L->nfinds = 0;
}
