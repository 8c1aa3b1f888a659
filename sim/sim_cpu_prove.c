/* sim_cpu_prove.c — whether a --mode=cpu launch cannot fault (sim_cpu.h), so that the engine
 * need not save the bytes of the arrays it writes before running it.
 *
 * A launch that faults is undone and handed to the simulator (sim_cpu_engine.c), which needs a
 * copy of every array the kernel writes, taken before the launch: for a vector add that copy
 * costs as much as the kernel. With the launch's numbers in hand — grid and block, the arrays'
 * shapes, the scalar arguments — an interval per integer register, carried through the code
 * once, often shows every index within its axis: threadIdx.x is in [0, blockDim.x), a
 * cuda.grid(1) index in [0, gridDim.x * blockDim.x), and inside `if i < out.size:` below the
 * size. Sound by construction: a register written in a loop is unknown at the loop's top and
 * after it (a LOOPCOND's test then bounds it inside; what the test narrowed is widened again
 * after the loop, which may not have run), a branch's two sides are joined, a
 * register written in an inlined device function is unknown after it (its returns jump there),
 * arithmetic that may wrap is unknown, and a test narrows its operands only while neither has
 * been written since. Kernels with barriers, warp intrinsics, shared memory, breaks and
 * continues, views' index checks or Python's division errors are not tried. */
#include <stdlib.h>
#include <string.h>

#include "../vm/base/error.h"
#include "sim_cpu.h"

#define BIG (1ll << 62) /* beyond it: unknown */

typedef struct { long long lo, hi; } Range;

static const Range top = {-BIG, BIG};

static Range exact(long long v) { return (Range){v, v}; }
static Range join(Range a, Range b) { return (Range){a.lo < b.lo ? a.lo : b.lo, a.hi > b.hi ? a.hi : b.hi}; }

static bool integer(DType t) { return t != DT_BOOL && (rt_dtypes[t].kind == 'i' || rt_dtypes[t].kind == 'u'); }

/* r within t's values, else unknown (it may have wrapped). */
static Range fit(Range r, DType t) {
  int bits = rt_dtypes[t].itemsize * 8;
  long long lo = rt_dtypes[t].kind == 'u' ? 0 : bits >= 63 ? -BIG : -(1ll << (bits - 1));
  long long hi = bits >= 63 ? BIG : rt_dtypes[t].kind == 'u' ? (1ll << bits) - 1 : (1ll << (bits - 1)) - 1;
  if (rt_dtypes[t].kind == 'u' && bits >= 63) hi = BIG;
  return r.lo >= lo && r.hi <= hi ? r : top;
}

/* [lo, hi] from 128-bit bounds, unknown beyond BIG. */
static Range wide(__int128 lo, __int128 hi) { return lo < -BIG || hi > BIG ? top : (Range){(long long)lo, (long long)hi}; }

static Range arith(int op, Range a, Range b) {
  __int128 c[4];
  switch (op) {
  case KB_ADD: return wide((__int128)a.lo + b.lo, (__int128)a.hi + b.hi);
  case KB_SUB: return wide((__int128)a.lo - b.hi, (__int128)a.hi - b.lo);
  case KB_MUL:
    c[0] = (__int128)a.lo * b.lo, c[1] = (__int128)a.lo * b.hi, c[2] = (__int128)a.hi * b.lo, c[3] = (__int128)a.hi * b.hi;
    {
      __int128 lo = c[0], hi = c[0];
      for (int k = 1; k < 4; k++) lo = c[k] < lo ? c[k] : lo, hi = c[k] > hi ? c[k] : hi;
      return wide(lo, hi);
    }
  case KB_FLOORDIV: /* by a positive constant: monotonic */
    if (b.lo != b.hi || b.lo <= 0) return top;
    return (Range){a.lo >= 0 ? a.lo / b.lo : -((-a.lo + b.lo - 1) / b.lo), a.hi >= 0 ? a.hi / b.lo : -((-a.hi + b.lo - 1) / b.lo)};
  case KB_MOD: return b.lo == b.hi && b.lo > 0 ? (Range){0, b.lo - 1} : top; /* Python's sign: the divisor's */
  case KB_MIN: return (Range){a.lo < b.lo ? a.lo : b.lo, a.hi < b.hi ? a.hi : b.hi};
  case KB_MAX: return (Range){a.lo > b.lo ? a.lo : b.lo, a.hi > b.hi ? a.hi : b.hi};
  default: return top;
  }
}

typedef struct Prover {
  const KirFunc *f;
  const KirRun *run;
  Range *r;  /* per register, now */
  int *cmp;  /* per bool register: the pc of the comparison that wrote it, or -1 */
} Prover;

static bool written_between(const KirFunc *f, int reg, int from, int to) {
  for (int pc = from + 1; pc < to; pc++)
    if (f->code[pc].d == reg && f->code[pc].op != KIR_IF && f->code[pc].op != KIR_LOOP) return true;
  return false;
}

/* The test register t holds true from here (pc) on: narrow its comparison's operands. */
static void narrow(Prover *p, int t, int pc) {
  const KirFunc *f = p->f;
  int c = t >= 0 ? p->cmp[t] : -1;
  if (c < 0) return;
  const KirInst *in = &f->code[c];
  if (written_between(f, t, c, pc) || written_between(f, in->a, c, pc) || written_between(f, in->b, c, pc)) return;
  Range *a = &p->r[in->a], *b = &p->r[in->b];
  switch (in->sub) {
  case KB_LT: a->hi = a->hi < b->hi - 1 ? a->hi : b->hi - 1; b->lo = b->lo > a->lo + 1 ? b->lo : a->lo + 1; break;
  case KB_LE: a->hi = a->hi < b->hi ? a->hi : b->hi; b->lo = b->lo > a->lo ? b->lo : a->lo; break;
  case KB_GT: b->hi = b->hi < a->hi - 1 ? b->hi : a->hi - 1; a->lo = a->lo > b->lo + 1 ? a->lo : b->lo + 1; break;
  case KB_GE: b->hi = b->hi < a->hi ? b->hi : a->hi; a->lo = a->lo > b->lo ? a->lo : b->lo; break;
  default: break;
  }
}

static Range sreg(const KirRun *run, int sub) {
  if (sub >= KS_TID_X && sub <= KS_TID_Z) return (Range){0, run->block[sub - KS_TID_X] - 1};
  if (sub >= KS_CTAID_X && sub <= KS_CTAID_Z) return (Range){0, run->grid[sub - KS_CTAID_X] - 1};
  if (sub >= KS_NTID_X && sub <= KS_NTID_Z) return exact(run->block[sub - KS_NTID_X]);
  if (sub >= KS_NCTAID_X && sub <= KS_NCTAID_Z) return exact(run->grid[sub - KS_NCTAID_X]);
  return (Range){0, 31}; /* laneid */
}

static long long extent(const Prover *p, const KirSlot *s, int k) {
  if (s->kind == KIR_SLOT_PARAM) return p->run->arrays[s->param].shape[k];
  return s->shape[k];
}

static Range value(Prover *p, const KirInst *in) {
  const KirFunc *f = p->f;
  DType t = f->regs[in->d];
  switch ((KirOp)in->op) {
  case KIR_CONST: return exact(in->imm.i);
  case KIR_MOV: return p->r[in->a];
  case KIR_CAST: return integer(f->regs[in->a]) ? fit(p->r[in->a], t) : top;
  case KIR_SREG: return sreg(p->run, in->sub);
  case KIR_SHAPE: return f->slots[in->arr].kind == KIR_SLOT_SHARED ? top : exact(extent(p, &f->slots[in->arr], (int)in->imm.i));
  case KIR_SELECT: return join(p->r[in->b], p->r[in->c]);
  case KIR_BIN: return integer(f->regs[in->a]) ? fit(arith(in->sub, p->r[in->a], p->r[in->b]), t) : top;
  case KIR_UN:
    if (in->sub == KU_NEG && integer(t)) return fit((Range){-p->r[in->a].hi, -p->r[in->a].lo}, t);
    return top;
  default: return top;
  }
}

/* Every index of the access within its axis (negative ones count from the end). */
static bool in_bounds(const Prover *p, const KirInst *in) {
  const KirSlot *s = &p->f->slots[in->arr];
  for (int k = 0; k < s->ndim; k++) {
    long long n = extent(p, s, k);
    Range i = p->r[in->idx[k]];
    if (i.lo < -n || i.hi > n - 1) return false;
  }
  return true;
}

/* Registers written in pc..end: unknown. */
static void forget(Prover *p, int pc, int end) {
  for (int k = pc; k <= end && k < p->f->ncode; k++) {
    int d = p->f->code[k].d;
    if (d >= 0 && p->f->code[k].op != KIR_IF && p->f->code[k].op != KIR_LOOP) p->r[d] = top, p->cmp[d] = -1;
  }
}

static int region_end(const KirFunc *f, int pc) {
  int depth = 0;
  for (int k = pc; k < f->ncode; k++) {
    int op = f->code[k].op;
    if (op == KIR_IF || op == KIR_LOOP || op == KIR_CALLBEGIN) depth++;
    else if ((op == KIR_ENDIF || op == KIR_ENDLOOP || op == KIR_CALLEND) && --depth == 0) return k;
  }
  return f->ncode - 1;
}

static bool tried(const KirFunc *f) {
  if (f->target != KIR_TARGET_KERNEL) return false;
  for (int k = 0; k < f->nslots; k++)
    if (f->slots[k].kind == KIR_SLOT_SHARED) return false;
  for (int pc = 0; pc < f->ncode; pc++) {
    const KirInst *in = &f->code[pc];
    switch ((KirOp)in->op) {
    case KIR_BARRIER: case KIR_WARP: case KIR_SYNCWARP: case KIR_BREAK: case KIR_CONTINUE: case KIR_CHECKIDX: return false;
    case KIR_BIN:
      if (f->python_errors && (in->sub == KB_DIV || in->sub == KB_FLOORDIV || in->sub == KB_MOD)) return false;
      break;
    default: break;
    }
  }
  return true;
}

typedef struct Open { int pc; Range *pre, *then; } Open;

static bool walk(Prover *p) {
  const KirFunc *f = p->f;
  size_t bytes = (size_t)(f->nregs + 1) * sizeof(Range);
  Open open[KIR_MAX_NESTING + 1];
  int n = 0;
  bool ok = true;
  for (int pc = 0; pc < f->ncode && ok; pc++) {
    const KirInst *in = &f->code[pc];
    switch ((KirOp)in->op) {
    case KIR_IF: case KIR_LOOP: case KIR_CALLBEGIN:
      if (n == KIR_MAX_NESTING) {
        ok = false;
        break;
      }
      open[n].pc = pc, open[n].then = NULL, open[n].pre = rt_malloc(bytes);
      memcpy(open[n].pre, p->r, bytes);
      n++;
      if (in->op == KIR_IF) narrow(p, in->a, pc);
      if (in->op == KIR_LOOP) forget(p, pc, region_end(f, pc));
      continue;
    case KIR_ELSE:
      open[n - 1].then = rt_malloc(bytes);
      memcpy(open[n - 1].then, p->r, bytes);
      memcpy(p->r, open[n - 1].pre, bytes);
      for (int r = 0; r < f->nregs; r++) p->cmp[r] = -1;
      continue;
    case KIR_ENDIF: {
      Range *other = open[n - 1].then ? open[n - 1].then : open[n - 1].pre;
      for (int r = 0; r < f->nregs; r++) p->r[r] = join(p->r[r], other[r]);
      break;
    }
    case KIR_ENDLOOP: case KIR_CALLEND: /* a LOOPCOND narrowed registers for the body only */
      for (int r = 0; r < f->nregs; r++) p->r[r] = join(p->r[r], open[n - 1].pre[r]);
      forget(p, open[n - 1].pc, pc);
      break;
    case KIR_LOOPCOND: narrow(p, in->a, pc); continue;
    case KIR_LOAD: case KIR_STORE: case KIR_ATOMIC: ok = in_bounds(p, in); break;
    default: break;
    }
    if (in->op == KIR_ENDIF || in->op == KIR_ENDLOOP || in->op == KIR_CALLEND) {
      n--;
      free(open[n].pre), free(open[n].then);
      continue;
    }
    if (in->d < 0 || in->op == KIR_IF || in->op == KIR_LOOP) continue;
    p->r[in->d] = integer(f->regs[in->d]) ? value(p, in) : top;
    p->cmp[in->d] = in->op == KIR_BIN && in->sub >= KB_LT && integer(f->regs[in->a]) ? pc : -1;
  }
  while (n > 0) n--, free(open[n].pre), free(open[n].then);
  return ok;
}

bool sim_cpu_cannot_fault(const KirFunc *f, const KirRun *run) {
  if (!tried(f)) return false;
  Prover p = {f, run, rt_calloc((size_t)f->nregs + 1, sizeof(Range)), rt_malloc(((size_t)f->nregs + 1) * sizeof(int))};
  for (int r = 0; r < f->nregs; r++) p.cmp[r] = -1; /* registers start at 0 ([0, 0]) */
  for (int k = 0; k < f->sig.nargs; k++) {
    int r = f->params[k];
    if (r < 0 || f->sig.args[k].kind == KIR_TY_ARRAY) continue;
    DType t = f->regs[r];
    long long v = 0;
    if (integer(t) && rt_dtypes[t].itemsize == 8) memcpy(&v, &run->scalars[k], 8);
    else if (integer(t) && rt_dtypes[t].kind == 'u') { unsigned u; memcpy(&u, &run->scalars[k], 4); v = u; }
    else if (integer(t)) { int s; memcpy(&s, &run->scalars[k], 4); v = s; }
    p.r[r] = integer(t) && rt_dtypes[t].itemsize >= 4 ? fit(exact(v), t) : top;
  }
  bool ok = walk(&p);
  free(p.r), free(p.cmp);
  return ok;
}
