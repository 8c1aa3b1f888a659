/* sim_cpu_fission.c — --mode=cpu's kernels with barriers at block-uniform places (sim_cpu.h):
 * the block as one function, its threads as loops between the barriers.
 *
 * The resumable threads of sim_cpu_block.c take any barrier, at the price of a return and a
 * jump back in per thread and barrier. Most kernels put their barriers where every thread of a
 * block goes the same way: at the top level, or in loops and branches whose tests every thread
 * computes alike (the tiled matmul's loop over tiles, the reduction's `while s > 0`). There the
 * block runs the control flow around the barriers once, and each stretch between them as
 * `for (t = 0; t < nt; t++)` over the threads in the simulator's serial order (x fastest) — the
 * order the resumable threads run in, so the results are the same. A register is uniform when
 * every write of it is at such a block-level place and computes it from uniform registers
 * (constants, blockIdx, blockDim, gridDim, scalar parameters, shapes): it is one C variable of
 * the block. Every other register belongs to a thread: one that lives from one stretch to
 * another is kept in the thread's frame (loaded at the top of a stretch that uses it, stored at
 * the end of one that writes it),
 * one computed from the special registers is computed again, the others are the stretch's
 * temporaries. Kernels this does not fit stay with the resumable threads: a barrier in a branch
 * or loop whose test is not uniform, syncthreads_count/_and/_or, warp intrinsics, a return, or
 * a break or continue of a loop that holds a barrier.
 * The same block form also takes kernels without barriers that have a loop to swap with the
 * loop over the threads (see "loops swapped" below: the naive matmul's `for k`), and a stretch
 * that is one `if threadIdx.x < u` loops over the threads that pass only (x_range). */
#include <stdlib.h>
#include <string.h>

#include "../vm/base/error.h"
#include "../vm/kir/kir_cgen.h"
#include "sim_cpu.h"

typedef struct Fission {
  const KirFunc *f;
  const char *name;
  bool *block;   /* per pc: written once for the block (outside the loops over the threads) */
  bool *uniform; /* per register: the block's */
  bool *keep;    /* per register: in the thread's frame */
  bool *pred;    /* per IF pc: a test that differs between threads around block-level code */
  bool *swapped; /* per LOOP pc: a thread's loop run once for the block (swap_candidates) */
  int *opener;   /* per region instruction: the pc of its region's opening */
  bool in_loop;  /* a loop over the threads is open */
  int start;     /* the pc it opened at */
  int swapping;  /* swapped loops open here: their stretches only load, in any thread order */
  bool y_inner;  /* such stretches run y innermost (sweeps_y) */
  bool lanes;    /* and their loads step along last axes with the inner index (int_counters) */
  bool dup;      /* the open loop over the threads is written twice: without and with the predicates */
  size_t dup_from, dup_mid; /* its text (in the output) from its head, and from where its tests would go */
  size_t open_at; /* the output's length when it opened */
  int unroll_at;  /* the pc of the stretch that is a counted swapped loop's whole body (unroll) */
  int ctr, stop, step, k; /* that loop's counter, stop, step and the counter's copy (counted_loop) */
  int npred;     /* the predicated IFs open here, innermost last: test register, in the ELSE */
  int preds[KIR_MAX_NESTING];
  bool neg[KIR_MAX_NESTING];
} Fission;

static bool opens(int op) { return op == KIR_IF || op == KIR_LOOP || op == KIR_CALLBEGIN; }
static bool closes(int op) { return op == KIR_ENDIF || op == KIR_ENDLOOP || op == KIR_CALLEND; }
static bool region_op(int op) {
  return opens(op) || closes(op) || op == KIR_ELSE || op == KIR_LOOPCOND || op == KIR_LATCH;
}

/* Per pc of a region's opening, whether the region holds a barrier; per pc, the opening of the
 * innermost region around it (-1: the top level), in owner. */
static bool *barrier_regions(const KirFunc *f, int *owner) {
  bool *has = rt_calloc((size_t)f->ncode + 1, sizeof *has);
  int stack[KIR_MAX_NESTING + 1], n = 0;
  for (int pc = 0; pc < f->ncode; pc++) {
    int op = f->code[pc].op;
    if (closes(op) && n) n--;
    owner[pc] = n ? stack[n - 1] : -1;
    if (op == KIR_BARRIER)
      for (int k = 0; k < n; k++) has[stack[k]] = true;
    if (opens(op) && n < KIR_MAX_NESTING) stack[n++] = pc;
  }
  return has;
}

/* Whether pc sits where the whole block goes: every region around it holds a barrier. */
static bool block_place(const int *owner, const bool *has, int pc) {
  for (int o = owner[pc]; o >= 0; o = owner[o])
    if (!has[o]) return false;
  return true;
}

/* ---- loops swapped with the loop over the threads ----
 * A loop whose test every thread computes alike and whose body only computes and loads (the
 * naive matmul's `for k`, the tiled one's inner product) runs once for the block, each pass a
 * loop over the threads: thread t's passes are its own loop's, in order, so its arithmetic is
 * the same; what moves is when thread t's loads happen against other threads' stores, and those
 * are kept apart (quiet_side). A test that differs between threads around such a loop (the
 * matmul's `if i < n and j < n`) becomes a predicate: the block runs the loop, the threads whose
 * test is false skip each pass's stretch. */

/* The LOOP at pc (its ENDLOOP at end) only computes and loads, from global or shared memory at
 * least once, and leaves only through its test. */
static bool quiet_body(const KirFunc *f, int pc, int end) {
  bool loads = false;
  if (f->code[pc].sub != KIR_LOOP_PLAIN) return false;
  for (int k = pc + 1; k < end; k++) switch ((KirOp)f->code[k].op) {
    case KIR_STORE: case KIR_ATOMIC: case KIR_RANDOM: case KIR_BARRIER: case KIR_WARP: case KIR_SYNCWARP:
    case KIR_PRINT: case KIR_FENCE: case KIR_BREAK: case KIR_CONTINUE: case KIR_RETURN: case KIR_CHECKIDX: case KIR_RAISE:
      return false;
    case KIR_LOAD: {
      KirSlotKind kind = f->slots[f->code[k].arr].kind;
      loads |= kind == KIR_SLOT_PARAM || kind == KIR_SLOT_SHARED;
      break;
    }
    default: break;
    }
  return loads;
}

/* No thread writes slot between the loop (lo..hi) and the barrier at its own level before it
 * (dir -1) or after it (dir 1), or the kernel's start or end: another thread's store there
 * would land on the other side of this thread's loads once the loop is swapped. Leaving a loop
 * around it first counts as a write (its next pass comes back round). */
static bool quiet_side(const KirFunc *f, int lo, int hi, int slot, int dir) {
  int depth = 0;
  for (int k = dir > 0 ? hi + 1 : lo - 1; k >= 0 && k < f->ncode; k += dir) {
    const KirInst *in = &f->code[k];
    bool enter = dir > 0 ? opens(in->op) : closes(in->op), leave = dir > 0 ? closes(in->op) : opens(in->op);
    if ((in->op == KIR_STORE || in->op == KIR_ATOMIC) && in->arr == slot) return false;
    if (enter) depth++;
    else if (leave && --depth < 0) {
      if (in->op == KIR_LOOP || in->op == KIR_ENDLOOP) return false;
      depth = 0;
    } else if (in->op == KIR_BARRIER && depth == 0) return true;
  }
  return true;
}

static bool *swap_candidates(const KirFunc *f) {
  bool *sw = rt_calloc((size_t)f->ncode + 1, sizeof *sw);
  for (int pc = 0; pc < f->ncode; pc++) {
    if (f->code[pc].op != KIR_LOOP) continue;
    int end = sim_cpu_loop_end(f, pc);
    sw[pc] = quiet_body(f, pc, end);
    for (int k = pc + 1; k < end && sw[pc]; k++) {
      const KirInst *in = &f->code[k];
      if (in->op == KIR_LOAD && f->slots[in->arr].kind != KIR_SLOT_LOCAL && f->slots[in->arr].kind != KIR_SLOT_CONST)
        sw[pc] = quiet_side(f, pc, end, in->arr, -1) && quiet_side(f, pc, end, in->arr, 1);
    }
  }
  return sw;
}

/* The regions that run once for the block: those holding a barrier (bar), and the swapped loops
 * with every region around them. */
static bool *block_regions(const KirFunc *f, const int *owner, const bool *bar, const bool *sw) {
  bool *has = rt_calloc((size_t)f->ncode + 1, sizeof *has);
  memcpy(has, bar, (size_t)f->ncode * sizeof *has);
  for (int pc = 0; pc < f->ncode; pc++)
    for (int o = sw[pc] ? pc : -1; o >= 0; o = owner[o]) has[o] = true;
  return has;
}

/* The ELSE (or -1) and ENDIF of the IF at pc. */
static int if_end(const KirFunc *f, int pc, int *els) {
  int depth = 0;
  *els = -1;
  for (int k = pc; k < f->ncode; k++) {
    int op = f->code[k].op;
    if (opens(op)) depth++;
    else if (op == KIR_ELSE && depth == 1) *els = k;
    else if (closes(op) && --depth == 0) return k;
  }
  return f->ncode;
}

/* A register written inside one side (lo..hi) of an IF that may hold for some threads only
 * (block-level code inside, no barrier) is not uniform when it appears outside that side: the
 * block-level write would reach the threads that skip the side. Nor is a division under
 * Python's errors there (it would raise for the block). */
static void side_regs(const KirFunc *f, int lo, int hi, bool *u) {
  for (int pc = lo + 1; pc < hi; pc++) {
    const KirInst *in = &f->code[pc];
    int r = in->d;
    if (r < 0 || in->op == KIR_IF || in->op == KIR_LOOP || !u[r]) continue;
    if (in->op == KIR_BIN && f->python_errors &&
        (in->sub == KB_DIV || in->sub == KB_FLOORDIV || in->sub == KB_MOD || in->sub == KB_POW))
      u[r] = false;
    for (int k = 0; k < f->ncode && u[r]; k++)
      if ((k <= lo || k >= hi) && (f->code[k].d == r || sim_cpu_reads(f, &f->code[k], r))) u[r] = false;
  }
}

static void predicated_sides(const KirFunc *f, const bool *has, const bool *bar, bool *u) {
  for (int pc = 0; pc < f->ncode; pc++) {
    if (f->code[pc].op != KIR_IF || !has[pc] || bar[pc]) continue;
    int els, end = if_end(f, pc, &els);
    side_regs(f, pc, els >= 0 ? els : end, u);
    if (els >= 0) side_regs(f, els, end, u);
  }
}

/* Whether the IF at pc writes its own test register inside (a predicate read again later would
 * see the new value, where the IF tested the old one once). */
static bool rewrites_test(const KirFunc *f, int pc) {
  int els, end = if_end(f, pc, &els);
  for (int k = pc + 1; k < end; k++)
    if (f->code[k].d == f->code[pc].a && f->code[k].op != KIR_IF && f->code[k].op != KIR_LOOP) return true;
  return false;
}

/* Drops the swapped loops whose test differs between threads, that sit in a loop that is
 * neither swapped nor holds a barrier (a thread's own loop), or in an IF that would be a
 * predicate but writes its test. True when one was dropped. */
static bool drop_swaps(const KirFunc *f, const int *owner, const bool *bar, bool *sw, const bool *u) {
  bool dropped = false;
  for (int pc = 0; pc < f->ncode; pc++) {
    const KirInst *in = &f->code[pc];
    int o = owner[pc];
    if (in->op == KIR_LOOPCOND && o >= 0 && sw[o] && !u[in->a]) sw[o] = false, dropped = true;
    for (o = sw[pc] ? owner[pc] : -1; o >= 0 && sw[pc]; o = owner[o]) {
      const KirInst *r = &f->code[o];
      if ((r->op == KIR_LOOP && !sw[o] && !bar[o]) || (r->op == KIR_IF && !bar[o] && !u[r->a] && rewrites_test(f, o)))
        sw[pc] = false, dropped = true;
    }
  }
  return dropped;
}

static bool uniform_kind(const KirInst *in) {
  switch ((KirOp)in->op) {
  case KIR_CONST: case KIR_MOV: case KIR_CAST: case KIR_BIN: case KIR_UN: case KIR_SELECT: case KIR_MATH: case KIR_SHAPE:
    return true;
  case KIR_SREG: return in->sub >= KS_CTAID_X && in->sub <= KS_NCTAID_Z;
  default: return false;
  }
}

/* The uniform registers: every write a uniform kind of instruction at a block place, its
 * operands uniform (to a fixed point); parameters are, unless written in the code. */
static bool *uniform_regs(const KirFunc *f, const int *owner, const bool *has, const bool *bar) {
  bool *u = rt_calloc((size_t)f->nregs + 1, sizeof *u);
  for (int r = 0; r < f->nregs; r++) u[r] = true;
  predicated_sides(f, has, bar, u);
  for (bool changed = true; changed;) {
    changed = false;
    for (int pc = 0; pc < f->ncode; pc++) {
      const KirInst *in = &f->code[pc];
      if (in->d < 0 || in->op == KIR_IF || in->op == KIR_LOOP || !u[in->d]) continue;
      bool ok = uniform_kind(in) && block_place(owner, has, pc) && (in->a < 0 || u[in->a]) &&
                (in->b < 0 || u[in->b]) && (in->c < 0 || u[in->c]);
      if (!ok) u[in->d] = false, changed = true;
    }
  }
  return u;
}

/* Why the kernel does not fit (see the file's comment), or NULL. */
static const char *misfit(const KirFunc *f, const int *owner, const bool *has, const bool *bar, const bool *u) {
  for (int pc = 0; pc < f->ncode; pc++) {
    const KirInst *in = &f->code[pc];
    int op = in->op, o = owner[pc];
    if (op == KIR_BARRIER && (in->sub || !block_place(owner, has, pc))) return "a barrier";
    if (op == KIR_WARP || op == KIR_SYNCWARP || op == KIR_RETURN) return "an operation";
    int region = op == KIR_IF ? pc : o;
    if ((op == KIR_IF || op == KIR_LOOPCOND) && region >= 0 && has[region] && !u[in->a] && (op == KIR_LOOPCOND || bar[pc]))
      return "a test"; /* (an IF around swapped loops only is a predicate) */
    if (op == KIR_BREAK || op == KIR_CONTINUE) { /* the innermost loop around it must hold no barrier */
      while (o >= 0 && f->code[o].op != KIR_LOOP) o = owner[o];
      if (o >= 0 && has[o]) return "a jump";
    }
  }
  for (int k = 0; k < f->sig.nargs; k++)
    if (f->params[k] >= 0 && !u[f->params[k]]) return "a parameter";
  return NULL;
}

/* A uniform register written once, at the top level (no region around the write), and read
 * only after it: its write may stay in a loop over the threads (each writes the same value, no
 * thread reads an older one), so it does not cut the loop in two. */
static bool single_top(const KirFunc *f, const int *owner, int r) {
  int def = -1;
  for (int pc = 0; pc < f->ncode; pc++) {
    const KirInst *in = &f->code[pc];
    if (in->d == r && in->op != KIR_IF && in->op != KIR_LOOP) {
      if (def >= 0 || owner[pc] != -1) return false;
      def = pc;
    }
    if (def < 0 && sim_cpu_reads(f, in, r)) return false;
  }
  for (int k = 0; k < f->sig.nargs; k++)
    if (f->params[k] == r) return false;
  return def >= 0 && !sim_cpu_reads(f, &f->code[def], r);
}

static Fission *plan(const KirFunc *f) {
  if (f->target != KIR_TARGET_KERNEL) return NULL;
  int *owner = rt_calloc((size_t)f->ncode + 1, sizeof *owner);
  bool *bar = barrier_regions(f, owner), *sw = swap_candidates(f), *has = NULL, *u = NULL, any = sim_cpu_has_barrier(f);
  do { /* dropping a loop can make registers thread's that kept another's test uniform */
    free(has), free(u);
    has = block_regions(f, owner, bar, sw);
    u = uniform_regs(f, owner, has, bar);
  } while (drop_swaps(f, owner, bar, sw, u));
  for (int pc = 0; pc < f->ncode; pc++) any |= sw[pc];
  if (!any || misfit(f, owner, has, bar, u)) {
    free(owner), free(bar), free(sw), free(has), free(u);
    return NULL;
  }
  Fission *fi = rt_calloc(1, sizeof *fi);
  fi->unroll_at = -1;
  fi->f = f;
  fi->uniform = u;
  fi->block = rt_calloc((size_t)f->ncode + 1, sizeof *fi->block);
  fi->pred = rt_calloc((size_t)f->ncode + 1, sizeof *fi->pred);
  fi->opener = rt_calloc((size_t)f->ncode + 1, sizeof *fi->opener);
  for (int pc = 0; pc < f->ncode; pc++) {
    const KirInst *in = &f->code[pc];
    int o = opens(in->op) ? pc : owner[pc]; /* a region's own instructions go with it */
    if (region_op(in->op)) {
      if (!opens(in->op)) /* ELSE/ENDIF/...: the opening of their region */
        for (int k = pc - 1, depth = 0; k >= 0; k--) {
          if (closes(f->code[k].op)) depth++;
          else if (opens(f->code[k].op) && depth-- == 0) { o = k; break; }
        }
      fi->block[pc] = o >= 0 && has[o];
      fi->opener[pc] = o;
      fi->pred[pc] = in->op == KIR_IF && fi->block[pc] && !bar[pc] && !u[in->a];
    } else
      fi->block[pc] = in->op == KIR_BARRIER || (in->d >= 0 && u[in->d] && block_place(owner, has, pc) && !single_top(f, owner, in->d));
  }
  fi->swapped = sw;
  free(owner), free(bar), free(has);
  return fi;
}

static void fission_free(Fission *fi) {
  if (!fi) return;
  free(fi->block), free(fi->uniform), free(fi->keep), free(fi->pred), free(fi->opener), free(fi->swapped), free(fi);
}

bool sim_cpu_fission_ok(const KirFunc *f) {
  Fission *fi = plan(f);
  fission_free(fi);
  return fi != NULL;
}

/* A thread's register that lives from one stretch to another (or into a later pass of its
 * stretch): kept in the frame. Not kept: uniform ones, those computed again, and those whose
 * appearances all lie in one stretch from a plain write on (sim_cpu_one_stretch, no block-level
 * instruction between). */
static bool *kept(const Fission *fi) {
  const KirFunc *f = fi->f;
  bool *keep = rt_calloc((size_t)f->nregs + 1, sizeof *keep), *remat = sim_cpu_remat_regs(f);
  for (int r = 0; r < f->nregs; r++) {
    if (fi->uniform[r] || remat[r]) continue;
    int lo = -1, hi = -1;
    for (int pc = 0; pc < f->ncode; pc++)
      if (f->code[pc].d == r || sim_cpu_c_reads(f, &f->code[pc], r)) {
        if (lo < 0) lo = pc;
        hi = pc;
      }
    if (lo < 0) continue;
    const KirInst *first = &f->code[lo];
    bool between = false;
    for (int pc = lo; pc <= hi && !between; pc++) between = fi->block[pc];
    keep[r] = between || first->d != r || sim_cpu_reads(f, first, r) || !sim_cpu_one_stretch(f, lo, hi);
  }
  free(remat);
  return keep;
}

/* The threads' frames as columns (a structure of arrays): a kept register's values of all the
 * threads side by side, so that a loop over the threads reads and writes it as the compiler can
 * vectorise. NAME_frame points the columns into m (nt threads) and returns the bytes they take
 * (m NULL: only the size). */
static void frame(const Fission *fi, StrBuf *out) {
  const KirFunc *f = fi->f;
  rt_sb_printf(out, "typedef struct %s_fr {\n  int unused;\n", fi->name);
  for (int r = 0; r < f->nregs; r++)
    if (fi->keep[r]) rt_sb_printf(out, "  %s *r%d;\n", kir_cgen_ctype(f->regs[r]), r);
  for (int k = 0; k < f->nslots; k++)
    if (f->slots[k].kind == KIR_SLOT_LOCAL)
      rt_sb_printf(out, "  %s (*loc%d)[%lld];\n", kir_cgen_ctype(f->slots[k].dtype), k,
                   (long long)(f->slots[k].size ? f->slots[k].size : 1));
  rt_sb_printf(out, "} %s_fr;\n", fi->name);
  rt_sb_printf(out, "static size_t %s_frame(%s_fr *fr, char *m, long long nt) {\n  size_t o = 0;\n", fi->name, fi->name);
  for (int r = 0; r < f->nregs; r++)
    if (fi->keep[r])
      rt_sb_printf(out, "  if (m) fr->r%d = (void *)(m + o);\n  o += ((size_t)nt * sizeof *fr->r%d + 63) & ~(size_t)63;\n", r, r);
  for (int k = 0; k < f->nslots; k++)
    if (f->slots[k].kind == KIR_SLOT_LOCAL)
      rt_sb_printf(out, "  if (m) fr->loc%d = (void *)(m + o);\n  o += ((size_t)nt * sizeof *fr->loc%d + 63) & ~(size_t)63;\n", k, k);
  rt_sb_puts(out, "  return o + 64;\n}\n");
}

/* The stretch from pc to the next block-level instruction: the kept registers it touches are
 * loaded at its top, those it writes stored at its end (the frame keeps the others as they
 * are). */
static void stretch_regs(const Fission *fi, int pc, bool load, StrBuf *out) {
  const KirFunc *f = fi->f;
  rt_sb_puts(out, "  ");
  for (int r = 0; r < f->nregs; r++) {
    if (!fi->keep[r]) continue;
    bool seen = false;
    for (int k = pc; k < f->ncode && !fi->block[k] && !seen; k++)
      seen = (f->code[k].d == r && f->code[k].op != KIR_IF && f->code[k].op != KIR_LOOP) ||
             (load && sim_cpu_c_reads(f, &f->code[k], r));
    if (seen && load) rt_sb_printf(out, " r%d = F_r%d[wf_f];", r, r);
    else if (seen) rt_sb_printf(out, " F_r%d[wf_f] = r%d;", r, r);
  }
  rt_sb_puts(out, "\n");
}

/* Whether r is threadIdx.x: written once, by reading it, or by an exact move or cast of such a
 * register to a signed integer type of 4 bytes or more. */
static bool is_tid_x(const KirFunc *f, int r, int depth) {
  int w = -1, n = 0;
  for (int pc = 0; pc < f->ncode && r >= 0; pc++)
    if (f->code[pc].d == r && f->code[pc].op != KIR_IF && f->code[pc].op != KIR_LOOP) w = pc, n++;
  if (n != 1 || depth > 4) return false;
  const KirInst *in = &f->code[w];
  if (in->op == KIR_SREG) return in->sub == KS_TID_X;
  return (in->op == KIR_MOV || in->op == KIR_CAST) && rt_dtypes[f->regs[r]].kind == 'i' && rt_dtypes[f->regs[r]].itemsize >= 4 &&
         in->a >= 0 && is_tid_x(f, in->a, depth + 1);
}

/* An instruction a thread may skip: no effect but its register, which is the stretch's own. */
static bool skippable(const Fission *fi, const KirInst *in) {
  switch ((KirOp)in->op) {
  case KIR_CONST: case KIR_MOV: case KIR_CAST: case KIR_UN: case KIR_SELECT: case KIR_SREG: case KIR_SHAPE: case KIR_MATH: break;
  case KIR_BIN:
    if (fi->f->python_errors &&
        (in->sub == KB_DIV || in->sub == KB_FLOORDIV || in->sub == KB_MOD || in->sub == KB_POW))
      return false;
    break;
  default: return false;
  }
  return in->d >= 0 && !fi->keep[in->d] && !fi->uniform[in->d];
}

/* A stretch (from pc) made of skippable instructions, then `if x < u:` (x <= u, x == u; x
 * threadIdx.x, u the block's) that closes at the stretch's end: the loop over x runs only the
 * threads that pass (the reduction's `if t < s`, `if t == 0`). Writes the loop's first and end x;
 * false when the stretch is not such. */
static bool x_range(const Fission *fi, int pc, char *lo, char *hi, size_t n) {
  const KirFunc *f = fi->f;
  int k = pc, end = pc;
  while (k < f->ncode && f->code[k].op != KIR_IF && skippable(fi, &f->code[k])) k++;
  if (k >= f->ncode || f->code[k].op != KIR_IF || fi->block[k]) return false;
  for (int depth = 0; end < f->ncode && !fi->block[end]; end++) {
    int op = f->code[end].op;
    if (end > k && depth == 0) return false; /* something after the IF */
    if (op == KIR_ELSE && depth == 1) return false;
    depth += opens(op) ? 1 : closes(op) ? -1 : 0;
  }
  int t = f->code[k].a, w = -1;
  for (int j = pc; j < k; j++)
    if (f->code[j].d == t) w = j;
  const KirInst *c = w >= 0 ? &f->code[w] : NULL;
  if (!c || c->op != KIR_BIN) return false;
  int sub = c->sub, x = c->a, u = c->b;
  if (sub == KB_GT || sub == KB_GE) sub = sub == KB_GT ? KB_LT : KB_LE, x = c->b, u = c->a; /* u > x */
  else if (sub == KB_EQ && !is_tid_x(f, x, 0)) x = c->b, u = c->a;
  if ((sub != KB_LT && sub != KB_LE && sub != KB_EQ) || !is_tid_x(f, x, 0) || !fi->uniform[u] ||
      rt_dtypes[f->regs[u]].kind != 'i')
    return false;
  for (int j = 0; j < f->ncode; j++) /* u's value before the loop: its writes are the block's */
    if (f->code[j].d == u && f->code[j].op != KIR_IF && f->code[j].op != KIR_LOOP && !fi->block[j]) return false;
  if (sub == KB_EQ) {
    snprintf(lo, n, "(r%d >= 0 && r%d < wf_nx ? r%d : 0)", u, u, u);
    snprintf(hi, n, "(r%d >= 0 && r%d < wf_nx ? r%d + 1 : 0)", u, u, u);
  } else {
    snprintf(lo, n, "0");
    snprintf(hi, n, "(r%d < 0 ? 0 : r%d < wf_nx ? r%d%s : wf_nx)", u, u, u, sub == KB_LE ? " + 1" : "");
  }
  return true;
}

/* Per register, the thread indices it is computed from (bit 0 threadIdx.x, bit 1 .y), over
 * every write (to a fixed point). */
static int *tid_deps(const KirFunc *f) {
  int *dep = rt_calloc((size_t)f->nregs + 1, sizeof *dep);
  for (bool changed = true; changed;) {
    changed = false;
    for (int pc = 0; pc < f->ncode; pc++) {
      const KirInst *in = &f->code[pc];
      if (in->d < 0 || in->op == KIR_IF || in->op == KIR_LOOP) continue;
      int m = dep[in->d];
      if (in->op == KIR_SREG) m |= in->sub == KS_TID_X ? 1 : in->sub == KS_TID_Y ? 2 : 0;
      m |= (in->a >= 0 ? dep[in->a] : 0) | (in->b >= 0 ? dep[in->b] : 0) | (in->c >= 0 ? dep[in->c] : 0);
      if (m != dep[in->d]) dep[in->d] = m, changed = true;
    }
  }
  return dep;
}

/* Whether the swapped loops' stretches should run y innermost: more of their loads from global
 * memory walk an array's last (contiguous) axis with threadIdx.y than with threadIdx.x (the naive
 * matmul's B[k, j] with j from .y, where A[i, k] then stays one element for the inner loop; x
 * innermost reads 16 rows of A 8 KB apart 16 times a pass, more lines than an L1 set holds).
 * Shared arrays do not vote: they stay in L1, and x innermost keeps the frames in order (the
 * tiled matmul lost 30% the other way). Their stretches only load, so the order of the threads
 * does not change what they compute. */
static bool sweeps_y(const Fission *fi, const bool *sw) {
  const KirFunc *f = fi->f;
  int *dep = tid_deps(f), votes = 0;
  for (int pc = 0; pc < f->ncode; pc++) {
    const KirInst *in = &f->code[pc];
    if (!sw[pc] || in->op != KIR_LOOP) continue;
    for (int k = pc + 1, end = sim_cpu_loop_end(f, pc); k < end; k++) {
      const KirInst *ld = &f->code[k];
      if (ld->op != KIR_LOAD || f->slots[ld->arr].kind != KIR_SLOT_PARAM || f->slots[ld->arr].ndim < 1) continue;
      int m = dep[ld->idx[f->slots[ld->arr].ndim - 1]];
      votes += m == 2 ? 1 : m == 1 ? -1 : 0;
    }
  }
  free(dep);
  return votes > 0;
}

/* Whether the thread loops' counters should be ints, as threadIdx is: its casts to 64 bits are
 * then affine in the counter, and the compiler vectorises a swapped loop's stretch across the
 * threads. Worth it when their loads step along an array's last axis with the inner thread index
 * (the naive matmul's B[k, j], j from .y innermost) and along no other axis: a load striding
 * down a column per thread (the tiled matmul's sA[tx, j], x innermost) is faster one by one,
 * and the compiler only sees that stride with int counters. */
static bool int_counters(const Fission *fi) {
  const KirFunc *f = fi->f;
  int *dep = tid_deps(f), inner = fi->y_inner ? 2 : 1, along = 0, across = 0;
  for (int pc = 0; pc < f->ncode; pc++) {
    if (!fi->swapped[pc] || f->code[pc].op != KIR_LOOP) continue;
    for (int k = pc + 1, end = sim_cpu_loop_end(f, pc); k < end; k++) {
      const KirInst *ld = &f->code[k];
      const KirSlot *s = &f->slots[ld->arr];
      if (ld->op != KIR_LOAD || (s->kind != KIR_SLOT_PARAM && s->kind != KIR_SLOT_SHARED)) continue;
      for (int d = 0; d < s->ndim; d++)
        if (dep[ld->idx[d]] & inner) d == s->ndim - 1 ? along++ : across++;
    }
  }
  free(dep);
  return along > 0 && across == 0;
}

/* A stretch from pc that is straight code (no loops or calls inside, so no labels): it may be
 * written twice. */
static bool straight(const Fission *fi, int pc) {
  const KirFunc *f = fi->f;
  for (int k = pc; k < f->ncode && !fi->block[k]; k++)
    if (f->code[k].op != KIR_IF && f->code[k].op != KIR_ELSE && f->code[k].op != KIR_ENDIF && region_op(f->code[k].op))
      return false;
  return true;
}

/* The head of a loop over the threads: the thread's indices and frame slot, what it computes
 * again, the kept registers the stretch uses. */
static void loop_head(Fission *fi, int pc, StrBuf *out) {
  const KirFunc *f = fi->f;
  char lo[160] = "0", hi[160] = "wf_nx";
  if (!x_range(fi, pc, lo, hi, sizeof lo)) snprintf(lo, sizeof lo, "0"), snprintf(hi, sizeof hi, "wf_nx");
  /* x innermost with a plain counter: the loop the compiler optimises best */
  if (fi->swapping && fi->y_inner)
    rt_sb_printf(out, "  for (wf_z = 0; wf_z < wf_nz; wf_z++)\n  for (wf_x = %s; wf_x < %s; wf_x++)\n"
                      "  for (wf_y = 0; wf_y < wf_ny; wf_y++) { /* the block's threads, y innermost */\n", lo, hi);
  else
    rt_sb_printf(out, "  for (wf_z = 0; wf_z < wf_nz; wf_z++)\n  for (wf_y = 0; wf_y < wf_ny; wf_y++)\n"
                      "  for (wf_x = %s; wf_x < %s; wf_x++) { /* the block's threads */\n", lo, hi);
  /* a frame's slot: y innermost walks the columns in order when the swapped loops run so */
  rt_sb_printf(out, "  wf_t = (wf_z * wf_ny + wf_y) * wf_nx + wf_x;\n  wf_f = %s;\n",
               fi->y_inner ? "(wf_z * wf_nx + wf_x) * wf_ny + wf_y" : "wf_t");
  for (int k = 0; k < f->nslots; k++)
    if (f->slots[k].kind == KIR_SLOT_LOCAL) rt_sb_printf(out, "  loc%d = F_loc%d[wf_f];\n", k, k);
  sim_cpu_remat_writes(f, NULL, out); /* (uniform ones too: their inputs may be written later) */
  stretch_regs(fi, pc, true, out);
}

static void pred_tests(const Fission *fi, StrBuf *out) {
  for (int k = 0; k < fi->npred; k++) /* the threads that do not run this side */
    rt_sb_printf(out, "  if (%s%sr%d%s) continue;\n", fi->neg[k] ? "" : "!", fi->keep[fi->preds[k]] ? "F_" : "", fi->preds[k],
                 fi->keep[fi->preds[k]] ? "[wf_f]" : "");
}

/* A predicated stretch of a swapped loop runs once per pass: when every thread of the block
 * passes its predicates (wf_all, the usual full block), a copy without the per-thread tests
 * runs, which the compiler can vectorise across the threads (close_loop writes the other). */
static void open_loop(Fission *fi, int pc, StrBuf *out) {
  fi->open_at = out->len;
  fi->dup = fi->swapping && fi->npred && straight(fi, pc);
  if (fi->dup) rt_sb_printf(out, "  if (wf_all[%d]) { /* every thread passes the predicates */\n", fi->npred);
  fi->dup_from = out->len;
  loop_head(fi, pc, out);
  fi->dup_mid = out->len;
  if (!fi->dup) pred_tests(fi, out);
  fi->in_loop = true;
  fi->start = pc;
}

static void unroll(Fission *fi, size_t body_end, size_t store_end, StrBuf *out);

static void close_loop(Fission *fi, StrBuf *out) {
  size_t body_end = out->len;
  stretch_regs(fi, fi->start, false, out);
  size_t store_end = out->len;
  rt_sb_puts(out, "  }\n");
  fi->in_loop = false;
  if (fi->dup) {
    size_t n = out->len - fi->dup_from, mid = fi->dup_mid - fi->dup_from;
    char *text = rt_malloc(n + 1); /* (appending to out may move its data) */
    memcpy(text, out->data + fi->dup_from, n);
    rt_sb_puts(out, "  } else {\n");
    rt_sb_putn(out, text, mid);
    pred_tests(fi, out);
    rt_sb_putn(out, text + mid, n - mid);
    rt_sb_puts(out, "  }\n");
    free(text);
    fi->dup = false;
  }
  if (fi->start == fi->unroll_at && straight(fi, fi->start)) unroll(fi, body_end, store_end, out);
}

/* ---- a swapped loop's passes UNROLL at a time ----
 * Each pass of a swapped loop loads every thread's kept registers (the matmul's running sum)
 * from its frame and stores them back. Where the loop is the typer's counted `for` (LOOP;
 * c = i < stop; LOOPCOND c; k = i; one stretch; LATCH; i = i + step; ENDLOOP, all but the
 * stretch the block's, the stretch neither reading i nor writing the loop's registers), the step
 * is 1 at run time, UNROLL passes remain and every thread passes the predicates, one loop over
 * the threads does UNROLL passes: each thread runs its k, k+1, ... in order with its registers
 * in C locals, as its passes did one by one (the stretches only load, so the threads' order
 * between passes changes nothing they compute). k is left at the last pass's, as the loop
 * leaves it. */
#define UNROLL 4

static bool counted_loop(Fission *fi, int pc) {
  const KirFunc *f = fi->f;
  if (pc + 4 >= f->ncode) return false;
  const KirInst *c = &f->code[pc + 1], *cond = &f->code[pc + 2], *mv = &f->code[pc + 3];
  if (c->op != KIR_BIN || c->sub != KB_LT || cond->op != KIR_LOOPCOND || cond->a != c->d || mv->op != KIR_MOV ||
      mv->a != c->a || !fi->block[pc + 1] || !fi->block[pc + 2] || !fi->block[pc + 3] || fi->block[pc + 4])
    return false;
  int e = pc + 4;
  while (e < f->ncode && !fi->block[e]) e++;
  if (e + 2 >= f->ncode) return false;
  const KirInst *latch = &f->code[e], *add = &f->code[e + 1];
  if (latch->op != KIR_LATCH || add->op != KIR_BIN || add->sub != KB_ADD || add->d != c->a || add->a != c->a ||
      f->code[e + 2].op != KIR_ENDLOOP || rt_dtypes[f->regs[c->a]].kind != 'i')
    return false;
  int regs[4] = {c->a, c->b, add->b, mv->d};
  for (int j = 0; j < 4; j++)
    if (regs[j] < 0 || !fi->uniform[regs[j]]) return false;
  for (int q = pc + 4; q < e; q++)
    for (int j = 0; j < 4; j++)
      if (f->code[q].d == regs[j] || (j == 0 && sim_cpu_reads(f, &f->code[q], regs[0]))) return false;
  fi->ctr = c->a, fi->stop = c->b, fi->step = add->b, fi->k = mv->d;
  return true;
}

/* The stretch just closed (its text from fi->open_at; its head up to dup_mid, body up to
 * body_end, stores up to store_end) goes in the else of a copy that does UNROLL passes. */
static void unroll(Fission *fi, size_t body_end, size_t store_end, StrBuf *out) {
  size_t n = out->len - fi->open_at;
  char *text = rt_malloc(n + 1); /* (appending to out may move its data) */
  memcpy(text, out->data + fi->open_at, n);
  out->len = fi->open_at;
  out->data[out->len] = 0;
  char all[32] = "1";
  if (fi->npred) snprintf(all, sizeof all, "wf_all[%d]", fi->npred);
  rt_sb_printf(out, "  if (%s && r%d == 1 && (unsigned long long)r%d - (unsigned long long)r%d >= %d) {"
                    " /* %d passes at once, the registers in C locals */\n",
               all, fi->step, fi->stop, fi->ctr, UNROLL, UNROLL);
  rt_sb_putn(out, text + (fi->dup_from - fi->open_at), fi->dup_mid - fi->dup_from);
  for (int u = 0; u < UNROLL; u++) {
    rt_sb_printf(out, "  r%d = r%d + %d;\n", fi->k, fi->ctr, u);
    rt_sb_putn(out, text + (fi->dup_mid - fi->open_at), body_end - fi->dup_mid);
  }
  rt_sb_putn(out, text + (body_end - fi->open_at), store_end - body_end);
  rt_sb_printf(out, "  }\n  r%d = r%d + %d;\n  } else {\n", fi->ctr, fi->ctr, UNROLL - 1);
  rt_sb_putn(out, text, n);
  rt_sb_puts(out, "  }\n");
  free(text);
}

/* Whether every thread of the block passes the predicates open now (wf_all[npred]): the outer
 * ones all pass and this test holds in each thread (its frame value, or computed again). */
static void all_pass(const Fission *fi, StrBuf *out) {
  const KirFunc *f = fi->f;
  int k = fi->npred, r = fi->preds[k - 1];
  rt_sb_printf(out, "  wf_all[%d] = wf_all[%d];\n  if (wf_all[%d])\n", k, k - 1, k);
  rt_sb_puts(out, "  for (wf_z = 0; wf_z < wf_nz; wf_z++)\n  for (wf_y = 0; wf_y < wf_ny; wf_y++)\n"
                  "  for (wf_x = 0; wf_x < wf_nx; wf_x++) {\n  wf_t = (wf_z * wf_ny + wf_y) * wf_nx + wf_x;\n");
  rt_sb_printf(out, "  wf_f = %s;\n", fi->y_inner ? "(wf_z * wf_nx + wf_x) * wf_ny + wf_y" : "wf_t");
  if (!fi->keep[r]) sim_cpu_remat_writes(f, NULL, out);
  rt_sb_printf(out, "  wf_all[%d] &= %s%d%s != 0;\n  }\n", k, fi->keep[r] ? "F_r" : "r", r, fi->keep[r] ? "[wf_f]" : "");
}

/* A predicated IF's own instructions write no C: they push, flip and pop the predicate that
 * the stretches inside test per thread. */
static void predicate(Fission *fi, const KirInst *in, StrBuf *out) {
  if (in->op == KIR_IF && fi->npred < KIR_MAX_NESTING) {
    fi->preds[fi->npred] = in->a, fi->neg[fi->npred++] = false;
    all_pass(fi, out);
  } else if (in->op == KIR_ELSE && fi->npred) {
    fi->neg[fi->npred - 1] = true;
    rt_sb_printf(out, "  wf_all[%d] = 0; /* (the ELSE side: the tests stay) */\n", fi->npred);
  } else if (in->op == KIR_ENDIF && fi->npred) fi->npred--;
}

bool sim_cpu_fission_inst(KirCGen *g, void *state, int pc) {
  Fission *fi = state;
  const KirInst *in = &g->f->code[pc];
  if (fi->block[pc] && fi->in_loop) close_loop(fi, g->out);
  else if (!fi->block[pc] && !fi->in_loop) open_loop(fi, pc, g->out);
  if (fi->block[pc] && region_op(in->op) && fi->opener[pc] >= 0 && fi->pred[fi->opener[pc]]) {
    if (in->op == KIR_IF) kir_cgen_line(g, "/* if r%d: the threads' predicate */", in->a);
    predicate(fi, in, g->out);
    return true;
  }
  if (in->op == KIR_LOOP && fi->swapped[pc]) {
    kir_cgen_line(g, "/* each thread's loop, swapped with the loop over the threads */");
    fi->swapping++;
    if (counted_loop(fi, pc)) fi->unroll_at = pc + 4;
  }
  if (in->op == KIR_ENDLOOP && fi->block[pc] && fi->swapped[fi->opener[pc]]) fi->swapping--;
  return in->op == KIR_BARRIER; /* between two loops: nothing more */
}

/* The block's function: its parameters as the thread's function has them, the block-level
 * special registers in wf_bs, the threads' frames in fr (zeroed). */
static void head(const Fission *fi, StrBuf *out) {
  const KirFunc *f = fi->f;
  rt_sb_printf(out, "static inline __attribute__((always_inline)) int %s(WfCtx *ctx", fi->name);
  for (int k = 0; k < f->sig.nargs; k++) {
    const KirTy *t = &f->sig.args[k];
    if (t->kind == KIR_TY_ARRAY) rt_sb_printf(out, ", WeftArray p%d", k);
    else rt_sb_printf(out, ", %s p%d", kir_cgen_ctype(t->dtype), k);
  }
  rt_sb_printf(out, ", char *wf_sh, const int *wf_bs, %s_fr *fr) {\n", fi->name);
}

static void locals(const Fission *fi, StrBuf *out) {
  const KirFunc *f = fi->f;
  /* the thread's special registers are the loop's counters (x fastest), the block's from wf_bs */
  rt_sb_printf(out, "  %s wf_x = 0, wf_y = 0, wf_z = 0;\n  long long wf_t = 0, wf_nx = wf_bs[%d], wf_ny = wf_bs[%d], wf_nz = wf_bs[%d];\n",
               fi->lanes ? "int" : "long long", KS_NTID_X, KS_NTID_Y, KS_NTID_Z);
  rt_sb_printf(out, "#define WF_SR(k) ((k) == %d ? (int)wf_x : (k) == %d ? (int)wf_y : (k) == %d ? (int)wf_z : "
                    "(k) == %d ? (int)(wf_t & 31) : wf_bs[k])\n", KS_TID_X, KS_TID_Y, KS_TID_Z, KS_LANEID);
  rt_sb_printf(out, "  int wf_all[%d] = {1}; /* per predicate depth: every thread passes (open_loop) */\n", KIR_MAX_NESTING + 1);
  rt_sb_puts(out, "  long long wf_f = 0;\n  (void)wf_t, (void)wf_x, (void)wf_y, (void)wf_z, (void)wf_f, (void)wf_sh;\n");
  /* the columns in locals: the compiler need not load them again after each store */
  for (int r = 0; r < f->nregs; r++)
    if (fi->keep[r]) rt_sb_printf(out, "  %s *F_r%d = fr->r%d;\n", kir_cgen_ctype(f->regs[r]), r, r);
  for (int k = 0; k < f->nslots; k++)
    if (f->slots[k].kind == KIR_SLOT_LOCAL)
      rt_sb_printf(out, "  %s (*F_loc%d)[%lld] = fr->loc%d;\n", kir_cgen_ctype(f->slots[k].dtype), k,
                   (long long)(f->slots[k].size ? f->slots[k].size : 1), k);
  long long fixed = 0;
  int dyn = 0;
  for (int k = 0; k < f->nslots; k++) {
    const KirSlot *s = &f->slots[k];
    const char *T = kir_cgen_ctype(s->dtype);
    if (s->kind == KIR_SLOT_LOCAL) rt_sb_printf(out, "  %s *loc%d = NULL;\n", T, k);
    if (s->kind != KIR_SLOT_SHARED) continue;
    rt_sb_printf(out, "  %s *sh%d = (%s *)(wf_sh + %lldll + %d * ctx->dyn_shared); (void)sh%d;\n", T, k, T, fixed, dyn, k);
    if (s->size) fixed += (long long)s->size * rt_dtypes[s->dtype].itemsize;
    else dyn++;
  }
}

void sim_cpu_codegen_fission(const KirFunc *f, const char *name, KirCGenHook hook, void *ud, void **state, StrBuf *out) {
  Fission *fi = plan(f);
  if (!fi) rt_raise(RT_EXC_RuntimeError, "internal: kernel '%s' does not fit the block loops", f->name);
  fi->name = name;
  fi->keep = kept(fi);
  fi->y_inner = sweeps_y(fi, fi->swapped);
  fi->lanes = int_counters(fi);
  frame(fi, out);
  head(fi, out);
  KirCGen g;
  kir_cgen_init(&g, f, out, hook, "the CPU engine");
  g.dyn_shared = "ctx->dyn_shared";
  g.ud = ud;
  snprintf(g.ret_stmt, sizeof g.ret_stmt, "goto wf_done;");
  *state = fi;
  kir_cgen_registers(&g, true);
  locals(fi, out);
  kir_cgen_params(&g);
  kir_cgen_body(&g);
  if (fi->in_loop) close_loop(fi, out);
  rt_sb_puts(out, "  goto wf_done;\nwf_done:\n  return WF_OK;\n}\n");
  *state = NULL;
  kir_cgen_free(&g);
  fission_free(fi);
}
