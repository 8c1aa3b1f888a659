/* dbg_sim.c — the debugger inside a simulated kernel launch: the hooks the simulator calls
 * (sim.h's SimDebugHooks), when a warp stops (breakpoints with conditions, watchpoints, step,
 * next, finish), post-mortem at a fault, stepping backwards, and the commands that look at the
 * launch (thread, block, print, info warps/lanes/shared, backtrace).
 *
 * A launch is traced when something could stop it: every instruction of the code it runs is a
 * DBGTRAP (sim_exec.c), which calls trap() with the warp's active lanes. An untraced launch runs
 * the simulator's own code at full speed. The traps of a launch are counted (its ticks); the
 * simulator is deterministic, so running the launch again from its start (the arrays it writes
 * put back from a copy taken at its start) reaches tick t in the same state: that is how
 * reverse-step and reverse-continue go back, first replaying to now to find the tick to stop at,
 * then replaying to it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../vm/base/error.h"
#include "dbg_internal.h"

enum { COLLECT_NONE, COLLECT_LINES, COLLECT_HITS };

/* The launch in flight. */
static struct {
  int64_t tick;
  int64_t block;       /* the block whose warps prev describes */
  int *prev;           /* per warp: the line of its last trapped instruction (0: none yet) */
  int nprev;
  char *saved;         /* the parameter arrays at the launch's start */
  size_t nsaved;
  int64_t replay_to;   /* stop at this tick (0: no replay) */
  int collect;         /* while replaying to now: what to remember */
  int64_t now;         /* ... the ticks before this one (INT64_MAX: up to the fault) */
  int64_t found;       /* the last tick remembered */
  int64_t first;       /* the focused warp's first line (where "the start of the launch" stops) */
  int found_lane, found_warp, found_bp;
  /* which lanes have assigned each register, per warp of the block in flight (a traced launch):
   * an instruction counts once the warp's next one traps (the one stopped before has not run) */
  uint32_t *written;   /* nwarps x nregs masks */
  int nregs;
  int *pend_pc;        /* per warp: its last trapped instruction, -1 none */
  uint32_t *pend_mask; /* ... and the lanes it ran in */
  int *const_line;     /* per register written by constants only (hoisted to the entry): their
                          line, which the warp must have passed; 0 otherwise */
  /* ... such a constant is assigned where the instruction after it was before the hoisting
   * (KirInst.args): the lanes that get to KIR pc k assign anchor_reg[anchor_first[k] ..
   * anchor_first[k + 1]); anchored[r]: r is followed so (else by its line) */
  int *anchor_first, *anchor_reg;
  bool *anchored;
} K;

/* The findings this session has seen run their course (launches that ended): not stopped at
 * again, so a racy kernel in a loop stops once. A launch before the session does not count:
 * `%debug` after a cell that warned must stop at the warning's finding. */
static uint64_t seen[64];
static int nseen;

static bool seen_before(uint64_t key) {
  for (int k = 0; k < nseen; k++)
    if (seen[k] == key) return true;
  return false;
}

/* ---- where things are ---- */

static int line_of(const SimLaunch *L, int kirpc) { return L->f->code[kirpc].span.line; }

static int pc_line(const SimLaunch *L, int pc) { return line_of(L, L->sc->code[pc].kirpc); }

static int depth_of(const SimWarp *w) {
  int d = 0;
  for (int k = 0; k < w->sp; k++) d += w->stack[k].kind == SIM_F_FUNC;
  return d;
}

static int64_t linear_block(const SimLaunch *L, const int64_t *b) { return b[0] + L->grid[0] * (b[1] + L->grid[1] * b[2]); }

/* The focused thread's warp in the block in flight, and its lane; NULL when the focus is on
 * another block. */
static SimWarp *focus_warp(const SimLaunch *L, int *lane) {
  if (linear_block(L, dbg.fblock) != L->block_linear) return NULL;
  int64_t t = dbg.fthread[0] + L->block[0] * (dbg.fthread[1] + L->block[1] * dbg.fthread[2]);
  *lane = (int)(t % SIM_WARP);
  return &L->dbgblock->warps[t / SIM_WARP];
}

int dbg_focus_depth(void) {
  int lane;
  SimWarp *w = dbg.stop.L ? focus_warp(dbg.stop.L, &lane) : NULL;
  return w ? depth_of(w) : -1;
}

/* The KIR instruction warp w is at when stopped. */
static int warp_kirpc(const SimLaunch *L, const SimWarp *w) {
  if (w == dbg.stop.w) return dbg.stop.pc >= 0 ? L->sc->code[dbg.stop.pc].kirpc : dbg.stop.kirpc;
  return L->sc->code[w->pc].kirpc;
}

static void set_focus(const SimLaunch *L, const SimWarp *w, int lane) {
  for (int k = 0; k < 3; k++) {
    dbg.fblock[k] = L->ctaid[k];
    dbg.fthread[k] = w->tid[k][lane];
  }
}

static void show_where(const SimLaunch *L, const char *head) {
  int lane;
  SimWarp *w = focus_warp(L, &lane);
  int kirpc = w ? warp_kirpc(L, w) : dbg.stop.kirpc;
  int line = line_of(L, kirpc);
  dbg_out("%skernel %s at %s:%d, block (%lld,%lld,%lld) thread (%d,%d,%d)", head, L->f->name, dbg_basename(L->f->file),
          line, (long long)dbg.fblock[0], (long long)dbg.fblock[1], (long long)dbg.fblock[2], dbg.fthread[0],
          dbg.fthread[1], dbg.fthread[2]);
  if (w) dbg_out(" warp %d lane %d", w->index, lane);
  if (w && w->state != SIM_DONE && !(w->active >> lane & 1)) /* the warp runs a branch without it */
    dbg_out(" (inactive here: %d of the warp's lanes run this line)", __builtin_popcount(w->active));
  dbg_out("\n");
  if (w && w->pc >= L->sc->ncode - 1 && w->state == SIM_DONE) dbg_out("(the thread's warp has finished)\n");
  dbg_show_line(L->f->file, L->f->src, line);
}

/* ---- the parameter arrays at the launch's start ---- */

static int64_t elements(const SimArr *A) {
  int64_t n = 1;
  for (int d = 0; d < A->ndim; d++) n *= A->shape[d];
  return n;
}

/* Copy every parameter array's elements to or from K.saved, in C order (restored in reverse:
 * two arguments over the same memory get the first one's copy last). */
static void copy_params(SimLaunch *L, bool save) {
  const KirFunc *f = L->f;
  size_t total = 0;
  for (int k = 0; k < f->nslots; k++)
    if (f->slots[k].kind == KIR_SLOT_PARAM) total += (size_t)(elements(&L->arrs[k]) * L->arrs[k].itemsize);
  if (save) {
    free(K.saved);
    K.saved = rt_malloc(total ? total : 1);
    K.nsaved = total;
  }
  size_t end = save ? 0 : total;
  for (int j = 0; j < f->nslots; j++) {
    int k = save ? j : f->nslots - 1 - j;
    if (f->slots[k].kind != KIR_SLOT_PARAM) continue;
    const SimArr *A = &L->arrs[k];
    int64_t n = elements(A), idx[KIR_MAX_INDEX] = {0};
    size_t bytes = (size_t)(n * A->itemsize);
    char *buf = K.saved + (save ? end : end - bytes);
    bool contiguous = true;
    for (int64_t d = A->ndim - 1, st = A->itemsize; d >= 0; st *= A->shape[d--])
      contiguous &= A->shape[d] <= 1 || A->strides[d] == st;
    if (contiguous && save) memcpy(buf, A->data, bytes);
    else if (contiguous) memcpy(A->data, buf, bytes);
    for (int64_t e = 0; e < n && !contiguous; e++) {
      char *p = A->data;
      for (int d = 0; d < A->ndim; d++) p += idx[d] * A->strides[d];
      if (save) memcpy(buf + e * A->itemsize, p, (size_t)A->itemsize);
      else memcpy(p, buf + e * A->itemsize, (size_t)A->itemsize);
      for (int d = A->ndim - 1; d >= 0 && ++idx[d] == A->shape[d]; d--) idx[d] = 0;
    }
    end = save ? end + bytes : end - bytes;
  }
}

/* ---- the hooks ---- */

static bool is_breakpoint_call(const SimInst *in) { return in->op == SIM_FENCE && in->sub == KF_BREAKPOINT; }

/* Whether a breakpoint or watchpoint could stop L (a line of its code, an array of it), or a
 * breakpoint() call in it. */
static bool stops_in(const SimLaunch *L) {
  const KirFunc *f = L->f;
  for (int pc = 0; pc < L->sc->ncode; pc++)
    if (is_breakpoint_call(&L->sc->code[pc])) return true;
  for (int k = 0; k < DBG_MAX_BPS; k++) {
    const DbgBp *b = &dbg.bps[k];
    if (!b->used) continue;
    if (b->kind == BP_WATCH) {
      for (int s = 0; s < f->nslots; s++)
        if (strcmp(f->slots[s].name, b->array) == 0) return true;
    } else if (dbg_bp_in_file(b, f->file)) {
      for (int pc = 0; pc < f->ncode; pc++)
        if (f->code[pc].span.line == b->line) return true;
    }
  }
  return false;
}

/* ---- which variables a thread has assigned ---- */

static void track_anchors(const KirFunc *f) {
  free(K.anchor_first);
  free(K.anchor_reg);
  free(K.anchored);
  K.anchor_first = rt_calloc((size_t)f->ncode + 2, sizeof *K.anchor_first);
  K.anchored = rt_calloc((size_t)K.nregs, sizeof *K.anchored);
  int n = 0;
  for (int pc = 0; pc < f->ncode; pc++) {
    const KirInst *in = &f->code[pc];
    if (in->op != KIR_CONST || in->d < 0 || in->d >= K.nregs || !K.const_line[in->d]) continue;
    if (in->args <= 0 || in->args > f->ncode) continue;
    K.anchor_first[in->args]++; /* counted at args = place + 1: prefix sums give the starts */
    K.anchored[in->d] = true;
    n++;
  }
  for (int k = 1; k <= f->ncode + 1; k++) K.anchor_first[k] += K.anchor_first[k - 1];
  K.anchor_reg = rt_malloc((size_t)(n ? n : 1) * sizeof *K.anchor_reg);
  int *fill = rt_calloc((size_t)f->ncode + 1, sizeof *fill);
  for (int pc = 0; pc < f->ncode; pc++) {
    const KirInst *in = &f->code[pc];
    if (in->op != KIR_CONST || in->d < 0 || in->d >= K.nregs || !K.anchored[in->d] || in->args <= 0) continue;
    int at = in->args - 1;
    K.anchor_reg[K.anchor_first[at] + fill[at]++] = in->d;
  }
  free(fill);
}

static void track_begin(const SimLaunch *L) {
  free(K.written);
  free(K.pend_pc);
  free(K.pend_mask);
  free(K.const_line);
  int nwarps = L->dbgblock->nwarps;
  K.nregs = L->sc->nregs > L->f->nregs ? L->sc->nregs : L->f->nregs;
  K.written = rt_calloc((size_t)nwarps * (size_t)K.nregs, sizeof *K.written);
  K.pend_pc = rt_malloc((size_t)nwarps * sizeof *K.pend_pc);
  K.pend_mask = rt_calloc((size_t)nwarps, sizeof *K.pend_mask);
  for (int k = 0; k < nwarps; k++) K.pend_pc[k] = -1;
  K.const_line = rt_calloc((size_t)K.nregs, sizeof *K.const_line);
  const KirFunc *f = L->f;
  bool *other = rt_calloc((size_t)K.nregs, sizeof *other);
  for (int pc = 0; pc < f->ncode; pc++) {
    int d = f->code[pc].d;
    if (d < 0 || d >= K.nregs) continue;
    if (f->code[pc].op != KIR_CONST) other[d] = true;
    else if (!K.const_line[d] || f->code[pc].span.line < K.const_line[d]) K.const_line[d] = f->code[pc].span.line;
  }
  for (int r = 0; r < K.nregs; r++)
    if (other[r]) K.const_line[r] = 0;
  free(other);
  track_anchors(f);
}

static void track_block(const SimLaunch *L) {
  int nwarps = L->dbgblock->nwarps;
  if (!K.written) return;
  memset(K.written, 0, (size_t)nwarps * (size_t)K.nregs * sizeof *K.written);
  for (int k = 0; k < nwarps; k++) K.pend_pc[k] = -1;
}

/* Warp w traps at pc: its instruction before has run (hoisted constants aside: const_line). */
static void track_trap(const SimLaunch *L, const SimWarp *w, int pc) {
  if (!K.written) return;
  int prev = K.pend_pc[w->index];
  if (prev >= 0) {
    const SimInst *in = &L->sc->code[prev];
    int op = in->op;
    bool constant = op >= SIM_CONST_1 && op <= SIM_CONST_8;
    if (in->d >= 0 && in->d < K.nregs && !(constant && K.const_line[in->d])) K.written[(size_t)w->index * K.nregs + in->d] |= K.pend_mask[w->index];
  }
  K.pend_pc[w->index] = pc;
  K.pend_mask[w->index] = w->active;
  int k = L->sc->code[pc].kirpc; /* a hoisted constant's place: the lanes here assign it */
  if (k >= 0 && k < L->f->ncode)
    for (int a = K.anchor_first[k]; a < K.anchor_first[k + 1]; a++)
      K.written[(size_t)w->index * K.nregs + K.anchor_reg[a]] |= w->active;
}

int dbg_reg_state(const SimWarp *w, int lane, int reg) {
  const SimLaunch *L = dbg.stop.L;
  if (!L || !K.written || !L->dbgcode || L->block_linear != K.block || reg < 0 || reg >= K.nregs) return -1;
  if (K.const_line[reg] && !K.anchored[reg]) return line_of(L, dbg_warp_kirpc(w)) >= K.const_line[reg];
  if (K.const_line[reg]) return K.written[(size_t)w->index * K.nregs + reg] >> lane & 1;
  bool writer = false; /* a register no instruction writes: a parameter, set at the launch */
  for (int pc = 0; pc < L->f->ncode && !writer; pc++) writer = L->f->code[pc].d == reg;
  if (!writer) return -1;
  return K.written[(size_t)w->index * K.nregs + reg] >> lane & 1;
}

static void launch_begin(SimLaunch *L) {
  dbg.fault_served = false;
  if (K.replay_to) copy_params(L, false);
  else copy_params(L, true);
  K.tick = 0;
  K.block = -1;
  bool stepping = dbg.mode_host ? dbg.mode == ACT_STEP : dbg.mode != ACT_CONTINUE; /* host step: into it */
  bool trace = !dbg.detached && (K.replay_to || stepping || stops_in(L));
  free(L->dbgcode);
  L->dbgcode = NULL;
  if (!trace) return;
  free(K.prev);
  K.nprev = L->dbgblock->nwarps;
  K.prev = rt_calloc((size_t)K.nprev, sizeof *K.prev);
  L->dbgcode = rt_malloc((size_t)L->sc->ncode * sizeof *L->dbgcode);
  memcpy(L->dbgcode, L->sc->code, (size_t)L->sc->ncode * sizeof *L->dbgcode);
  for (int pc = 0; pc < L->sc->ncode; pc++) L->dbgcode[pc].op = SIM_DBGTRAP;
  track_begin(L);
}

/* A breakpoint at line whose condition holds in an active lane of w (*lane: the first). A
 * condition that cannot be evaluated stops (quiet: say nothing, a replay is looking). */
static DbgBp *break_hit(SimLaunch *L, SimWarp *w, int pc, int line, int *lane, bool quiet) {
  DbgFrame frames[DBG_MAX_FRAMES];
  dbg_frames(L->f, L->sc->code[pc].kirpc, frames); /* a condition sees the innermost frame */
  for (int k = 0; k < DBG_MAX_BPS; k++) {
    DbgBp *b = &dbg.bps[k];
    if (!b->used || b->kind != BP_BREAK || b->line != line || !dbg_bp_in_file(b, L->f->file)) continue;
    for (uint32_t m = w->active; m; m &= m - 1) {
      int l = __builtin_ctz(m);
      char out[64], err[256];
      bool yes = true;
      if (b->cond && !dbg_eval(L, w, l, frames[0].call, b->cond, out, sizeof out, &yes, err, sizeof err)) {
        if (!quiet) dbg_out("Error in testing the condition of breakpoint %d: %s\n", b->num, err);
        yes = true;
      }
      if (yes) {
        *lane = l;
        return b;
      }
    }
  }
  return NULL;
}

/* A watchpoint on an element the store or atomic at pc writes from an active lane of w, with
 * the element's old and new values. *lane: a store's last lane (its value lands), an atomic's
 * first (the lanes update one after another in lane order; *nlanes of them: new is after all). */
static DbgBp *watch_hit(SimLaunch *L, SimWarp *w, int pc, int *lane, int *nlanes, char *old, char *new, size_t n) {
  const SimInst *in = &L->sc->code[pc];
  bool atomic = in->op == SIM_ATOMIC;
  if ((in->op < SIM_STORE_1 || in->op > SIM_STORE_8) && !atomic) return NULL;
  const KirSlot *s = &L->f->slots[in->arr];
  if (s->kind == KIR_SLOT_LOCAL) return NULL;
  const SimArr *A = &L->arrs[in->arr];
  for (int k = 0; k < DBG_MAX_BPS; k++) {
    DbgBp *b = &dbg.bps[k];
    if (!b->used || b->kind != BP_WATCH || strcmp(b->array, s->name) != 0 || b->ndim != A->ndim) continue;
    bool inside = true; /* an element outside the array is never written (the store would fault) */
    for (int d = 0; d < A->ndim; d++) inside &= b->index[d] >= -A->shape[d] && b->index[d] < A->shape[d];
    if (!inside) continue;
    int hit = -1;
    uint32_t hits = 0;
    for (uint32_t m = w->active; m; m &= m - 1) {
      int l = __builtin_ctz(m), d = 0;
      for (; d < A->ndim; d++) {
        int64_t want = b->index[d] < 0 ? b->index[d] + A->shape[d] : b->index[d];
        if (sim_lane_index(w, in, d, l, A->shape[d]) != want) break;
      }
      if (d == A->ndim) hit = l, hits |= 1u << l;
    }
    if (hit < 0) continue;
    *nlanes = __builtin_popcount(hits);
    const char *p = A->data;
    for (int d = 0; d < A->ndim; d++) p += (b->index[d] < 0 ? b->index[d] + A->shape[d] : b->index[d]) * A->strides[d];
    /* shared memory no thread has written holds whatever was there (as `info shared` says) */
    if (s->kind == KIR_SLOT_SHARED && (L->cfg->checks & SIM_CHECK_RACES) && sim_shadow_at(L, p)->wr_epoch == 0)
      snprintf(old, n, "? (not written yet)");
    else
      dbg_elem_text(A->dtype, p, old, n);
    char after[8];
    if (atomic && sim_atomic_preview(L, w, in, hits, p, after)) dbg_elem_text(A->dtype, after, new, n);
    else if (atomic) snprintf(new, n, "?");
    else dbg_elem_text(A->dtype, (const char *)(w->regs + (size_t)in->a * SIM_WARP) + hit * A->itemsize, new, n);
    *lane = atomic ? __builtin_ctz(hits) : hit;
    return b;
  }
  return NULL;
}

static bool resume(SimLaunch *L, DbgAction act, bool postmortem);

/* Stop in w before pc: show why and where, serve commands. False: replay (restart). */
static bool stop_at(SimLaunch *L, SimWarp *w, int pc, const char *head) {
  dbg.stop = (DbgStop){L, w, pc, L->sc->code[pc].kirpc, false};
  dbg.frame = 0;
  show_where(L, head);
  DbgAction act = dbg_command_loop();
  bool go = resume(L, act, false);
  dbg.stop.L = NULL;
  dbg_host_rearm();
  return go;
}

/* The focused warp w entered a new line: does the last resuming command stop here? */
static bool stepped(const SimWarp *w, bool entered) {
  if (dbg.mode_host) return dbg.mode == ACT_STEP && entered; /* a step from host code enters the kernel */
  switch (dbg.mode) {
  case ACT_STEP: return entered;
  case ACT_NEXT: return entered && depth_of(w) <= dbg.mode_depth;
  case ACT_FINISH: return depth_of(w) < dbg.mode_depth;
  default: return false;
  }
}

/* While replaying: remember what reverse-step or reverse-continue looks for, and at the end of
 * the first replay start the second, to the tick found. */
static bool replay_trap(SimLaunch *L, SimWarp *w, int pc, int line, bool entered, bool focused) {
  if (K.collect && !K.first && focused && entered) K.first = K.tick;
  if (K.collect && K.tick < K.now) {
    int lane = __builtin_ctz(w->active), nlanes;
    char old[64], new[64];
    DbgBp *b = NULL;
    bool hit = K.collect == COLLECT_LINES ? focused && entered
                                          : (entered && (b = break_hit(L, w, pc, line, &lane, true)) != NULL) ||
                                                (b = watch_hit(L, w, pc, &lane, &nlanes, old, new, sizeof old)) != NULL ||
                                                is_breakpoint_call(&L->sc->code[pc]);
    if (hit) {
      K.found = K.tick;
      K.found_lane = lane;
      K.found_warp = w->index;
      K.found_bp = b ? b->num : 0;
    }
  }
  if (K.tick != K.replay_to) return true;
  if (K.collect) { /* at now: replay again, to what was found (or the launch's start) */
    K.replay_to = K.found ? K.found : K.first ? K.first : 1;
    K.collect = COLLECT_NONE;
    L->dbg_restart = true;
    return false;
  }
  K.replay_to = 0;
  L->dbg_quiet = false;
  char head[96] = "";
  if (K.found_bp && K.found) {
    bool watch = false;
    for (int k = 0; k < DBG_MAX_BPS; k++) watch |= dbg.bps[k].used && dbg.bps[k].num == K.found_bp && dbg.bps[k].kind == BP_WATCH;
    snprintf(head, sizeof head, "%s %d (replayed), ", watch ? "Watchpoint" : "Breakpoint", K.found_bp);
    set_focus(L, &L->dbgblock->warps[K.found_warp], K.found_lane);
  } else if (!K.found) {
    snprintf(head, sizeof head, "At the start of the launch (nothing earlier): ");
  }
  dbg.mode = ACT_CONTINUE;
  return stop_at(L, w, pc, head);
}

static void report_watch(const SimLaunch *L, const SimWarp *w, int pc, const DbgBp *b, int lane, int nlanes,
                         const char *old, const char *new) {
  char idx[96] = "", how[96] = "written";
  for (int d = 0; d < b->ndim; d++)
    snprintf(idx + strlen(idx), sizeof idx - strlen(idx), "%s%lld", d ? ", " : "", (long long)b->index[d]);
  const SimInst *in = &L->sc->code[pc];
  if (in->op == SIM_ATOMIC) snprintf(how, sizeof how, "updated with cuda.atomic.%s", kir_atomic_names[in->sub]);
  dbg_out("Watchpoint %d: %s[%s] is %s by thread (%d,%d,%d) of block (%lld,%lld,%lld)\n", b->num, b->array, idx,
          how, w->tid[0][lane], w->tid[1][lane], w->tid[2][lane], (long long)L->ctaid[0], (long long)L->ctaid[1],
          (long long)L->ctaid[2]);
  if (in->op == SIM_ATOMIC && nlanes > 1)
    dbg_out("(and by %d more lane%s of its warp, one after another in lane order)\n", nlanes - 1, nlanes > 2 ? "s" : "");
  dbg_out("Old value = %s\nNew value = %s (stored when the program goes on)\n", old, new);
}

static bool trap(SimLaunch *L, SimWarp *w, int pc) {
  K.tick++;
  if (L->block_linear != K.block) {
    memset(K.prev, 0, (size_t)K.nprev * sizeof *K.prev);
    K.block = L->block_linear;
    track_block(L);
  }
  track_trap(L, w, pc);
  /* the markers of structured control flow (endif, latch, ...) carry their statement's line but
   * enter no line: only the instructions that compute do (constants are not counted either:
   * the typer hoists many to the kernel's entry) */
  int op = L->sc->code[pc].op, line = pc_line(L, pc);
  bool computes = (op < SIM_DBGTRAP || op > SIM_EXIT) && !(op >= SIM_CONST_1 && op <= SIM_CONST_8);
  bool entered = computes && line != K.prev[w->index];
  if (computes) K.prev[w->index] = line;
  int flane;
  bool focused = focus_warp(L, &flane) == w;
  if (K.replay_to) return replay_trap(L, w, pc, line, entered, focused);
  if (dbg.detached) return true;
  if (focused && stepped(w, entered)) {
    dbg.mode = ACT_CONTINUE;
    return stop_at(L, w, pc, "");
  }
  int lane, nlanes = 1;
  char head[160], old[64], new[64];
  DbgBp *b = entered ? break_hit(L, w, pc, line, &lane, false) : NULL;
  if (!b && is_breakpoint_call(&L->sc->code[pc])) {
    set_focus(L, w, __builtin_ctz(w->active));
    dbg.mode = ACT_CONTINUE;
    return stop_at(L, w, pc, "breakpoint() in ");
  }
  if (b) {
    snprintf(head, sizeof head, "%s %d, ", b->temp ? "Temporary breakpoint" : "Breakpoint", b->num);
  } else if ((b = watch_hit(L, w, pc, &lane, &nlanes, old, new, sizeof old)) != NULL) {
    report_watch(L, w, pc, b, lane, nlanes, old, new);
    head[0] = 0;
  } else {
    return true;
  }
  b->hits++;
  if (b->temp) b->used = false;
  set_focus(L, w, lane);
  dbg.mode = ACT_CONTINUE;
  return stop_at(L, w, pc, head);
}

static bool resume(SimLaunch *L, DbgAction act, bool postmortem) {
  dbg.mode_host = false;
  switch (act) {
  case ACT_RSTEP:
  case ACT_RCONT:
    K.collect = act == ACT_RSTEP ? COLLECT_LINES : COLLECT_HITS;
    K.now = postmortem ? INT64_MAX : K.tick;
    K.replay_to = postmortem ? INT64_MAX : K.tick;
    K.found = K.first = 0;
    K.found_bp = 0;
    dbg.mode = ACT_CONTINUE;
    L->dbg_restart = true;
    L->dbg_quiet = true;
    return false;
  case ACT_DETACH:
  case ACT_CONTINUE:
    dbg.mode = ACT_CONTINUE;
    return true;
  default:
    dbg.mode = act;
    dbg.mode_depth = dbg_focus_depth();
    return true;
  }
}

/* Post-mortem: the fault's report is printed; stop at the faulting thread. During the first
 * replay of a reverse command from here, the fault is "now". */
static void on_fault(SimLaunch *L) {
  if (K.collect && K.now == INT64_MAX) {
    K.replay_to = K.found ? K.found : K.first ? K.first : 1;
    K.collect = COLLECT_NONE;
    L->dbg_restart = true;
    return;
  }
  if (dbg.detached) return;
  SimWarp *w = &L->dbgblock->warps[L->fault_warp];
  int lane = L->fault.lane >= 0 ? L->fault.lane : 0;
  set_focus(L, w, lane);
  dbg.stop = (DbgStop){L, w, -1, L->fault.kirpc, true};
  dbg.frame = 0;
  dbg.fault_served = true; /* the exception this fault raises is not stopped at again in host code */
  show_where(L, "Stopped at the fault (post-mortem): ");
  DbgAction act = dbg_command_loop();
  bool go = resume(L, act, true);
  dbg.stop.L = NULL;
  if (go) dbg.mode = ACT_CONTINUE; /* the launch is over: step and next have nothing to do */
  dbg_host_rearm();
}

/* A race or an uninitialised read, first met: stop at the access (the launch goes on after). */
static bool on_finding(SimLaunch *L, SimWarp *w, int kirpc, int lane, const char *msg, const char *detail,
                       uint64_t key) {
  if (dbg.detached || K.replay_to || L->dbg_quiet || seen_before(key)) return true;
  dbg_out("%s:%d: %s\n  thread (%d,%d,%d) block (%lld,%lld,%lld) warp %d lane %d%s\n", dbg_basename(L->f->file),
          line_of(L, kirpc), msg, w->tid[0][lane], w->tid[1][lane], w->tid[2][lane], (long long)L->ctaid[0],
          (long long)L->ctaid[1], (long long)L->ctaid[2], w->index, lane, detail);
  set_focus(L, w, lane);
  dbg.stop = (DbgStop){L, w, -1, kirpc, false};
  dbg.frame = 0;
  show_where(L, "Stopped at the check's finding: ");
  DbgAction act = dbg_command_loop();
  if ((act == ACT_RSTEP || act == ACT_RCONT) && !L->dbgcode) {
    dbg_out("This launch was not traced, so it cannot be replayed from here: set a breakpoint in the kernel and "
            "run it again. Continuing.\n");
    act = ACT_CONTINUE;
  }
  bool go = resume(L, act, false);
  dbg.stop.L = NULL;
  dbg_host_rearm();
  return go;
}

static void launch_end(SimLaunch *L) {
  for (int k = 0; k < L->nfinds && nseen < (int)(sizeof seen / sizeof *seen); k++)
    if (!seen_before(L->finds[k].key)) seen[nseen++] = L->finds[k].key;
  free(L->dbgcode);
  L->dbgcode = NULL;
  free(K.saved);
  K.saved = NULL;
  K.replay_to = 0;
  K.collect = COLLECT_NONE;
  if (dbg.detached || dbg.mode_host || (dbg.mode != ACT_STEP && dbg.mode != ACT_NEXT && dbg.mode != ACT_FINISH))
    return;
  /* stepping off the kernel's end: on to the host code's next line */
  dbg_out("[kernel %s finished: the launch is over]\n", L->f->name);
  dbg.mode = ACT_STEP;
  dbg.mode_host = true;
  dbg.mode_depth = 0;
  dbg_host_rearm();
}

static const SimDebugHooks hooks = {launch_begin, trap, on_finding, on_fault, launch_end};

void dbg_sim_install(void) {
  nseen = 0;
  sim_debug_install(&hooks);
}

SimWarp *dbg_focus(int *lane) { return dbg.stop.L ? focus_warp(dbg.stop.L, lane) : NULL; }

int dbg_warp_kirpc(const SimWarp *w) { return warp_kirpc(dbg.stop.L, w); }

void dbg_show_where(void) { show_where(dbg.stop.L, ""); }
