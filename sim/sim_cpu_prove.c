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
 * been written since (nor in a loop opened after the test that comes back round). Beyond that:
 * `a and b` narrows by both tests, a narrowed exact cast narrows its source, and a loop counter
 * only stepped up (or only halved) keeps the start as a bound (monotone). Kernels with barriers
 * the block loops do not take, warp intrinsics, dynamic shared memory, breaks and continues,
 * views' index checks or Python's division errors are not tried. A launch shown to keep every
 * index in [0, n) also runs the kernel's copy without index checks (sim_cpu_codegen.c). */
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
  bool negative; /* an index may be negative (counted from the end) */
  Range *r;  /* per register, now */
  int *cmp;  /* per bool register: the pc of the comparison that wrote it, or -1 */
} Prover;

static bool written_between(const KirFunc *f, int reg, int from, int to) {
  for (int pc = from + 1; pc < to; pc++)
    if (f->code[pc].d == reg && f->code[pc].op != KIR_IF && f->code[pc].op != KIR_LOOP) return true;
  return false;
}

static bool writes(const KirInst *in, int r) { return r >= 0 && in->d == r && in->op != KIR_IF && in->op != KIR_LOOP; }

/* The one write of r in lo..hi, or -1 (none or several). */
static int one_write(const KirFunc *f, int r, int lo, int hi) {
  int w = -1;
  for (int k = lo; k <= hi; k++)
    if (writes(&f->code[k], r)) {
      if (w >= 0) return -1;
      w = k;
    }
  return w;
}

static void narrow_at(Prover *p, int t, int pc, int depth);
static void narrow_cmp(Prover *p, int c, int t, int pc);

static int region_end(const KirFunc *f, int pc);

/* The ELSE of the IF at pc (which ends at end), or end. */
static int then_end(const KirFunc *f, int pc, int end) {
  int depth = 0;
  for (int k = pc; k < end; k++) {
    int op = f->code[k].op;
    if (op == KIR_IF || op == KIR_LOOP || op == KIR_CALLBEGIN) depth++;
    else if (op == KIR_ENDIF || op == KIR_ENDLOOP || op == KIR_CALLEND) depth--;
    else if (op == KIR_ELSE && depth == 1) return k;
  }
  return end;
}

/* `a and b` as the typer writes it: t := a at w, IF a at w + 1, t := b on that IF's then-side,
 * and no other write of t. t true after that IF means both were true where they were tested. */
static void narrow_and(Prover *p, int t, int pc, int depth) {
  const KirFunc *f = p->f;
  int w[3], n = 0;
  for (int k = 0; k < f->ncode; k++)
    if (f->code[k].d == t && f->code[k].op != KIR_IF && f->code[k].op != KIR_LOOP && n < 3) w[n++] = k;
  if (n != 2 || f->code[w[0]].op != KIR_MOV || f->code[w[1]].op != KIR_MOV || depth > 8) return;
  int a = f->code[w[0]].a, b = f->code[w[1]].a, end = region_end(f, w[0] + 1);
  if (a == t || b == t || f->code[w[0] + 1].op != KIR_IF || f->code[w[0] + 1].a != a || end >= pc) return;
  if (w[1] > then_end(f, w[0] + 1, end)) return;
  narrow_at(p, a, pc, depth + 1);
  int c = one_write(f, b, 0, f->ncode - 1); /* (its region has closed: cmp forgot it) */
  const KirInst *cb = c >= 0 ? &f->code[c] : NULL;
  if (cb && cb->op == KIR_BIN && cb->sub >= KB_LT && cb->sub <= KB_GE && integer(f->regs[cb->a])) narrow_cmp(p, c, b, pc);
}

static void narrow(Prover *p, int t, int pc) { narrow_at(p, t, pc, 0); }

/* The test register t holds true from here (pc) on: narrow its comparison's operands. */
/* reg keeps, at pc, the value it had at c: no write between them, and none in a loop that
 * opens after c and holds pc (its next pass would come back to pc). */
static bool unchanged(const KirFunc *f, int reg, int c, int pc) {
  if (written_between(f, reg, c, pc)) return false;
  for (int l = c + 1; l < pc; l++)
    if (f->code[l].op == KIR_LOOP) {
      int end = region_end(f, l);
      if (end > pc && written_between(f, reg, l - 1, end + 1)) return false;
    }
  return true;
}

/* o was narrowed to *r: when its only write is a move or an exact integer cast of x, which has
 * kept its value since, x is in *r too (the reduction's `t < s` then bounds every later
 * `(int64)threadIdx.x`). */
static void narrow_source(Prover *p, int o, int pc) {
  const KirFunc *f = p->f;
  int k = one_write(f, o, 0, f->ncode - 1);
  const KirInst *in = k >= 0 && k < pc ? &f->code[k] : NULL;
  if (!in || (in->op != KIR_MOV && in->op != KIR_CAST) || !integer(f->regs[o]) || in->a < 0 || !integer(f->regs[in->a]))
    return;
  Range *x = &p->r[in->a], ro = p->r[o];
  if (!unchanged(f, in->a, k, pc) || fit(*x, f->regs[o]).lo != x->lo || fit(*x, f->regs[o]).hi != x->hi) return;
  if (x->lo == -BIG || x->hi == BIG) return; /* (unknown: fit passed it through) */
  x->lo = x->lo > ro.lo ? x->lo : ro.lo;
  x->hi = x->hi < ro.hi ? x->hi : ro.hi;
}

/* The comparison at c wrote t, which holds true at pc: narrow its operands. */
static void narrow_cmp(Prover *p, int c, int t, int pc) {
  const KirFunc *f = p->f;
  const KirInst *in = &f->code[c];
  if (!unchanged(f, t, c, pc) || !unchanged(f, in->a, c, pc) || !unchanged(f, in->b, c, pc)) return;
  Range *a = &p->r[in->a], *b = &p->r[in->b];
  switch (in->sub) {
  case KB_LT: a->hi = a->hi < b->hi - 1 ? a->hi : b->hi - 1; b->lo = b->lo > a->lo + 1 ? b->lo : a->lo + 1; break;
  case KB_LE: a->hi = a->hi < b->hi ? a->hi : b->hi; b->lo = b->lo > a->lo ? b->lo : a->lo; break;
  case KB_GT: b->hi = b->hi < a->hi - 1 ? b->hi : a->hi - 1; a->lo = a->lo > b->lo + 1 ? a->lo : b->lo + 1; break;
  case KB_GE: b->hi = b->hi < a->hi ? b->hi : a->hi; a->lo = a->lo > b->lo ? a->lo : b->lo; break;
  default: return;
  }
  narrow_source(p, in->a, pc);
  narrow_source(p, in->b, pc);
}

static void narrow_at(Prover *p, int t, int pc, int depth) {
  int c = t >= 0 ? p->cmp[t] : -1;
  if (c >= 0) narrow_cmp(p, c, t, pc);
  else if (t >= 0) narrow_and(p, t, pc, depth);
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
  case KIR_SHAPE: return f->slots[in->arr].kind == KIR_SLOT_SHARED || in->sub ? top : exact(extent(p, &f->slots[in->arr], (int)in->imm.i));
  case KIR_SELECT: return join(p->r[in->b], p->r[in->c]);
  case KIR_BIN: return integer(f->regs[in->a]) ? fit(arith(in->sub, p->r[in->a], p->r[in->b]), t) : top;
  case KIR_UN:
    if (in->sub == KU_NEG && integer(t)) return fit((Range){-p->r[in->a].hi, -p->r[in->a].lo}, t);
    return top;
  default: return top;
  }
}

/* Every index of the access within its axis (negative ones count from the end). */
static bool in_bounds(Prover *p, const KirInst *in) {
  const KirSlot *s = &p->f->slots[in->arr];
  for (int k = 0; k < s->ndim; k++) {
    long long n = extent(p, s, k);
    Range i = p->r[in->idx[k]];
    if (i.lo < -n || i.hi > n - 1) return false;
    p->negative |= i.lo < 0;
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

bool sim_cpu_provable(const KirFunc *f) {
  if (f->target != KIR_TARGET_KERNEL) return false;
  for (int k = 0; k < f->nslots; k++) /* a dynamic shared array's extent is the launch's */
    if (f->slots[k].kind == KIR_SLOT_SHARED && f->slots[k].size == 0) return false;
  int barriers_ok = -1; /* barriers where the block loops take them cannot diverge (sim_cpu_fission.c) */
  for (int pc = 0; pc < f->ncode; pc++) {
    const KirInst *in = &f->code[pc];
    switch ((KirOp)in->op) {
    case KIR_BARRIER:
      if (barriers_ok < 0) barriers_ok = sim_cpu_fission_ok(f);
      if (!barriers_ok) return false;
      break;
    case KIR_WARP: case KIR_SYNCWARP: case KIR_BREAK: case KIR_CONTINUE: case KIR_CHECKIDX: case KIR_RAISE: return false;
    case KIR_BIN:
      if (f->python_errors &&
          (in->sub == KB_DIV || in->sub == KB_FLOORDIV || in->sub == KB_MOD || in->sub == KB_POW))
        return false;
      break;
    default: break;
    }
  }
  return true;
}

/* The stop of a counter d stepped up once per pass at pc: the loop (lp..end) tests d < e at a
 * LOOPCOND of its own before the step, e written before the loop; e's top, else BIG. */
static long long counter_stop(const Prover *p, int lp, int end, int d, int step, const Range *pre) {
  const KirFunc *f = p->f;
  for (int k = lp + 1, depth = 0; k < step; k++) {
    const KirInst *in = &f->code[k];
    if (in->op == KIR_IF || in->op == KIR_LOOP || in->op == KIR_CALLBEGIN) depth++;
    else if (in->op == KIR_ENDIF || in->op == KIR_ENDLOOP || in->op == KIR_CALLEND) depth--;
    if (in->op != KIR_LOOPCOND || depth != 0) continue;
    int w = one_write(f, in->a, lp + 1, end);
    const KirInst *t = w >= 0 && w < k ? &f->code[w] : NULL;
    if (t && t->op == KIR_BIN && t->sub == KB_LT && t->a == d && one_write(f, t->b, lp + 1, end) < 0 &&
        !written_between(f, t->b, lp, end + 1) && !written_between(f, d, w, k))
      return pre[t->b].hi;
  }
  return BIG;
}

/* After forgetting what a loop (lp..end) writes: a counter it only steps up by a known amount
 * stays at or above its start (and below its stop plus a step), one it only floor-divides by a
 * positive constant stays in [0, start]. pre: the ranges on entry. */
static void monotone(Prover *p, int lp, int end, const Range *pre) {
  const KirFunc *f = p->f;
  for (int k = lp + 1; k <= end; k++) {
    int d = f->code[k].d, w = writes(&f->code[k], d) ? one_write(f, d, lp + 1, end) : -1;
    if (w != k || !integer(f->regs[d])) continue;
    const KirInst *in = &f->code[w];
    if (in->op != KIR_BIN || in->a != d || written_between(f, in->b, lp, end + 1)) continue;
    Range c = pre[in->b], d0 = pre[d];
    if (in->sub == KB_FLOORDIV && c.lo == c.hi && c.lo > 0 && d0.lo >= 0) p->r[d] = (Range){0, d0.hi};
    if (in->sub != KB_ADD || c.lo < 0 || c.hi > (1ll << 32)) continue;
    long long stop = counter_stop(p, lp, end, d, w, pre);
    if (stop >= BIG || d0.hi >= BIG) continue;
    long long hi = stop - 1 + c.hi > d0.hi ? stop - 1 + c.hi : d0.hi;
    p->r[d] = fit((Range){d0.lo, hi}, f->regs[d]);
  }
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
      if (in->op == KIR_LOOP) forget(p, pc, region_end(f, pc)), monotone(p, pc, region_end(f, pc), open[n - 1].pre);
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
      if (in->op == KIR_ENDLOOP) monotone(p, open[n - 1].pc, pc, open[n - 1].pre);
      break;
    case KIR_LOOPCOND: narrow(p, in->a, pc); continue;
    case KIR_LOAD: case KIR_STORE: case KIR_ATOMIC: ok = in_bounds(p, in); break;
    default: break;
    }
    if (in->op == KIR_ENDIF || in->op == KIR_ENDLOOP || in->op == KIR_CALLEND) {
      for (int k = open[n - 1].pc; k <= pc; k++) /* a test written inside may not have run */
        if (f->code[k].d >= 0 && writes(&f->code[k], f->code[k].d)) p->cmp[f->code[k].d] = -1;
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

bool sim_cpu_cannot_fault(const KirFunc *f, const KirRun *run, bool *nonneg) {
  *nonneg = false;
  if (!sim_cpu_provable(f)) return false;
  Prover p = {f, run, false, rt_calloc((size_t)f->nregs + 1, sizeof(Range)), rt_malloc(((size_t)f->nregs + 1) * sizeof(int))};
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
  *nonneg = ok && !p.negative;
  free(p.r), free(p.cmp);
  return ok;
}
