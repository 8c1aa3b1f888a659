/* sim_cpu_par.c — prange loops of @jit(parallel=True) code on several threads (sim_cpu.h).
 *
 * The body of a prange loop (the typer marks its LOOP: docs/cpu.md) is outlined into a C
 * function `NAME_parPC(ctx, frame, part, lo, hi)` that runs iterations lo..hi-1; the function
 * itself packs what the body reads into a frame, hands the function to sim_cpu_par
 * (sim_cpu_pool.c: one contiguous chunk per thread) and combines the reductions' partial
 * results in chunk order. What the body may do follows Numba's parfor rules:
 *
 * - a register it reads before writing in an iteration carries a value between iterations:
 *   allowed only as a reduction, every update `s = s + x` / `s - x` (one group), `s * x`,
 *   `min(s, x)` or `max(s, x)` with s read nowhere else in the body; each chunk starts + and -
 *   from 0 and * from 1 (min and max from the value before the loop), and the partials are
 *   combined into s in chunk order;
 * - any other register it writes is private to an iteration, and must not be read after the
 *   loop; local arrays are copied per chunk, and must not be read after the loop if written;
 * - no break out of the loop, no return from inside it, no random numbers (one generator).
 *
 * A prange loop that breaks a rule runs on one thread, as compiled code still, with one note
 * line on stderr naming the loop and the rule; so does every prange loop without
 * parallel=True (no note: that is range, as in Numba), and a prange nested in a split one. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../vm/base/error.h"
#include "../vm/kir/kir_cgen.h"
#include "sim_cpu.h"

enum { RED_NONE, RED_SUM, RED_PROD, RED_MIN, RED_MAX };

typedef struct Loop {
  int loop, cond, latch, end; /* pcs of LOOP, LOOPCOND, LATCH, ENDLOOP */
} Loop;

/* The markers of the loop opened at pc (at its own depth). */
static Loop find_loop(const KirFunc *f, int pc) {
  Loop L = {pc, -1, -1, -1};
  int depth = 0;
  for (int k = pc + 1; k < f->ncode && L.end < 0; k++) {
    int op = f->code[k].op;
    if (op == KIR_LOOP) depth++;
    else if (op == KIR_ENDLOOP && depth) depth--;
    else if (op == KIR_ENDLOOP) L.end = k;
    else if (op == KIR_LOOPCOND && !depth) L.cond = k;
    else if (op == KIR_LATCH && !depth) L.latch = k;
  }
  return L;
}

/* The registers in reads (at most 3 + KIR_MAX_INDEX), in r; their count. */
static int reads_of(const KirFunc *f, const KirInst *in, int *r) {
  int n = 0;
  if (in->op == KIR_LOOP) return 0; /* a prange LOOP's registers are the loop's own */
  if (in->a >= 0) r[n++] = in->a;
  if (in->b >= 0) r[n++] = in->b;
  if (in->c >= 0) r[n++] = in->c;
  if (in->op == KIR_LOAD || in->op == KIR_STORE || in->op == KIR_ATOMIC)
    for (int k = 0; k < f->slots[in->arr].ndim; k++) r[n++] = in->idx[k];
  return n;
}

static int write_of(const KirInst *in) { return in->op == KIR_LOOP || in->op == KIR_STORE ? -1 : in->d; }

static int red_group(int op) {
  switch (op) {
  case KB_ADD: case KB_SUB: return RED_SUM;
  case KB_MUL: return RED_PROD;
  case KB_MIN: return RED_MIN;
  case KB_MAX: return RED_MAX;
  default: return RED_NONE;
  }
}

/* The reduction r is in the body (every access an update of one group), else RED_NONE. */
static int reduction(const KirFunc *f, const Loop *L, int r) {
  int group = RED_NONE;
  for (int pc = L->cond + 1; pc < L->latch; pc++) {
    const KirInst *in = &f->code[pc];
    int rd[4 + KIR_MAX_INDEX], n = reads_of(f, in, rd), uses = 0;
    for (int k = 0; k < n; k++) uses += rd[k] == r;
    if (!uses && write_of(in) != r) continue;
    int g = in->op == KIR_BIN ? red_group(in->sub) : RED_NONE;
    bool update = g != RED_NONE && in->d == r && uses == 1 && (in->a == r || in->sub != KB_SUB);
    if (!update || (group != RED_NONE && g != group)) return RED_NONE;
    group = g;
  }
  return group;
}

/* Per register: 1 read in the body, 2 written there, 4 read first (before any write, in code
 * order), 8 read outside the body. */
static unsigned char *reg_uses(const KirFunc *f, const Loop *L) {
  unsigned char *u = rt_calloc((size_t)f->nregs + 1, 1);
  for (int pc = 0; pc < f->ncode; pc++) {
    const KirInst *in = &f->code[pc];
    bool body = pc > L->cond && pc < L->latch;
    int rd[4 + KIR_MAX_INDEX], n = reads_of(f, in, rd), w = write_of(in);
    for (int k = 0; k < n; k++) {
      if (!body) u[rd[k]] |= 8;
      else u[rd[k]] |= (u[rd[k]] & 2) ? 1 : 1 | 4;
    }
    if (body && w >= 0) u[w] |= 2;
  }
  for (int k = 0; f->ret >= 0 && k < f->nret; k++) u[f->ret + k] |= 8;
  for (int k = 0; k < f->nargs; k++)
    if (f->args[k].reg >= 0) u[f->args[k].reg] |= 8;
  return u;
}

/* Does the body write a local array that code outside it uses? */
static bool local_escapes(const KirFunc *f, const Loop *L) {
  for (int s = 0; s < f->nslots; s++) {
    if (f->slots[s].kind != KIR_SLOT_LOCAL) continue;
    bool written = false, outside = false;
    for (int pc = 0; pc < f->ncode; pc++) {
      const KirInst *in = &f->code[pc];
      if (in->arr != s || (in->op != KIR_LOAD && in->op != KIR_STORE && in->op != KIR_ATOMIC)) continue;
      if (pc > L->cond && pc < L->latch) written |= in->op != KIR_LOAD;
      else outside = true;
    }
    if (written && outside) return true;
  }
  return false;
}

/* Control leaving the body, random numbers: the rules on the code itself. */
static const char *body_rule(const KirFunc *f, const Loop *L) {
  int loops = 0, calls = 0;
  for (int pc = L->cond + 1; pc < L->latch; pc++) {
    switch (f->code[pc].op) {
    case KIR_LOOP: loops++; break;
    case KIR_ENDLOOP: loops--; break;
    case KIR_CALLBEGIN: calls++; break;
    case KIR_CALLEND: calls--; break;
    case KIR_BREAK: if (!loops) return "a break leaves it"; break;
    case KIR_RETURN: if (!calls) return "it returns from inside the loop"; break;
    case KIR_RANDOM: return "it draws random numbers";
    default: break;
    }
  }
  return NULL;
}

const char *sim_cpu_par_unsupported(const KirFunc *f, int pc) {
  Loop L = find_loop(f, pc);
  if (L.cond < 0 || L.latch < 0 || L.end < 0) return "its shape is not a counted loop";
  const char *why = body_rule(f, &L);
  if (why) return why;
  if (local_escapes(f, &L)) return "a local array it writes is used outside it";
  unsigned char *u = reg_uses(f, &L);
  for (int r = 0; r < f->nregs && !why; r++) {
    if (!(u[r] & 2)) continue;
    if (u[r] & 4) why = reduction(f, &L, r) ? NULL : "a variable carries a value from one iteration to the next";
    else if (u[r] & 8) why = "a variable it sets is used after the loop";
  }
  free(u);
  return why;
}

/* ---- the C ---- */

static const char *T(const KirFunc *f, int r) { return kir_cgen_ctype(f->regs[r]); }

/* Registers the chunks get from the loop's caller: what the body reads, the counter, the step. */
static bool in_frame(const unsigned char *u, const KirInst *lp, int r) { return (u[r] & 1) || r == lp->d || r == lp->c; }

/* The frame's and the partial results' types of the loop at L->loop. */
static void types(const KirFunc *f, const Loop *L, const unsigned char *u, StrBuf *out) {
  int id = L->loop;
  rt_sb_printf(out, "typedef struct WfFrame%d {\n", id);
  for (int r = 0; r < f->nregs; r++)
    if (in_frame(u, &f->code[id], r)) rt_sb_printf(out, "  %s r%d;\n", T(f, r), r);
  for (int k = 0; k < f->sig.nargs; k++)
    if (f->sig.args[k].kind == KIR_TY_ARRAY) rt_sb_printf(out, "  WeftArray p%d;\n", k);
  for (int s = 0; s < f->nslots; s++)
    if (f->slots[s].kind == KIR_SLOT_LOCAL) rt_sb_printf(out, "  %s *loc%d;\n", kir_cgen_ctype(f->slots[s].dtype), s);
  rt_sb_printf(out, "} WfFrame%d;\ntypedef struct WfPart%d {\n", id, id);
  for (int r = 0; r < f->nregs; r++)
    if ((u[r] & 6) == 6) rt_sb_printf(out, "  %s r%d;\n", T(f, r), r);
  rt_sb_printf(out, "  char unused_;\n} WfPart%d;\n", id);
}

void sim_cpu_par_worker(const KirFunc *f, const char *name, int pc, KirCGenHook hook, void *ud, StrBuf *out) {
  Loop L = find_loop(f, pc);
  unsigned char *u = reg_uses(f, &L);
  const KirInst *lp = &f->code[pc];
  types(f, &L, u, out);
  rt_sb_printf(out, "/* the prange loop of line %d: iterations lo..hi-1 */\n", lp->span.line);
  rt_sb_printf(out, "static int %s_par%d(WfCtx *ctx, const void *frv, void *partv, long long lo, long long hi) {\n",
               name, pc);
  rt_sb_printf(out, "  const WfFrame%d *fr = frv;\n  WfPart%d *part = partv;\n", pc, pc);
  KirCGen g;
  kir_cgen_init(&g, f, out, hook, "the CPU engine");
  g.dyn_shared = "ctx->dyn_shared";
  g.ud = ud;
  snprintf(g.ret_stmt, sizeof g.ret_stmt, "return WF_OK;");
  kir_cgen_registers(&g, true);
  for (int k = 0; k < f->sig.nargs; k++)
    if (f->sig.args[k].kind == KIR_TY_ARRAY) rt_sb_printf(out, "  WeftArray p%d = fr->p%d; (void)p%d;\n", k, k, k);
  for (int s = 0; s < f->nslots; s++) /* private copies: each chunk fills its own */
    if (f->slots[s].kind == KIR_SLOT_LOCAL)
      rt_sb_printf(out, "  %s loc%d[%lld]; memcpy(loc%d, fr->loc%d, sizeof loc%d);\n", kir_cgen_ctype(f->slots[s].dtype), s,
                   (long long)(f->slots[s].size ? f->slots[s].size : 1), s, s, s);
  for (int r = 0; r < f->nregs; r++) {
    int red = (u[r] & 6) == 6 ? reduction(f, &L, r) : RED_NONE;
    if (red == RED_SUM || red == RED_PROD) rt_sb_printf(out, "  r%d = %d;\n", r, red == RED_SUM ? 0 : 1);
    else if (in_frame(u, lp, r)) rt_sb_printf(out, "  r%d = fr->r%d;\n", r, r);
  }
  rt_sb_puts(out, "  for (long long it_ = lo; it_ < hi; it_++) {\n");
  rt_sb_printf(out, "    r%d = (long long)((unsigned long long)fr->r%d + (unsigned long long)it_ * (unsigned long long)r%d);\n",
               lp->d, lp->d, lp->c);
  g.depth = 2;
  g.loops[g.nloops++] = pc;
  kir_cgen_range(&g, L.cond + 1, L.latch);
  if (g.used_label[pc]) rt_sb_printf(out, "latch%d:;\n", pc);
  rt_sb_puts(out, "    if (__builtin_expect(*ctx->intr, 0)) return WF_INTERRUPT;\n  }\n");
  for (int r = 0; r < f->nregs; r++)
    if ((u[r] & 6) == 6) rt_sb_printf(out, "  part->r%d = r%d;\n", r, r);
  rt_sb_puts(out, "  return WF_OK;\n}\n");
  kir_cgen_free(&g);
  free(u);
}

/* Partial result p of reduction r folded into r, as the body's own update would. */
static void combine(KirCGen *g, const KirFunc *f, int r, int red) {
  bool fl = rt_dtypes[f->regs[r]].kind == 'f';
  const char *p = "part_[t_]";
  if (red == RED_MIN || red == RED_MAX)
    kir_cgen_line(g, "  r%d = %s.r%d %c r%d ? %s.r%d : r%d;", r, p, r, red == RED_MIN ? '<' : '>', r, p, r, r);
  else if (fl) kir_cgen_line(g, "  r%d = r%d %c %s.r%d;", r, r, red == RED_SUM ? '+' : '*', p, r);
  else kir_cgen_line(g, "  r%d = %s(r%d, %s.r%d);", r, red == RED_SUM ? "wf_add" : "wf_mul", r, p, r);
}

void sim_cpu_par_call(KirCGen *g, const char *name, int pc) {
  const KirFunc *f = g->f;
  Loop L = find_loop(f, pc);
  unsigned char *u = reg_uses(f, &L);
  const KirInst *lp = &f->code[pc];
  kir_cgen_line(g, "{ /* prange: chunks of the loop on threads, reductions combined in chunk order */");
  g->depth++;
  kir_cgen_line(g, "WfFrame%d fr_;", pc);
  for (int r = 0; r < f->nregs; r++)
    if (in_frame(u, lp, r)) kir_cgen_line(g, "fr_.r%d = r%d;", r, r);
  for (int k = 0; k < f->sig.nargs; k++)
    if (f->sig.args[k].kind == KIR_TY_ARRAY) kir_cgen_line(g, "fr_.p%d = p%d;", k, k);
  for (int s = 0; s < f->nslots; s++)
    if (f->slots[s].kind == KIR_SLOT_LOCAL) kir_cgen_line(g, "fr_.loc%d = loc%d;", s, s);
  kir_cgen_line(g, "WfPart%d part_[WF_MAX_THREADS];", pc);
  kir_cgen_line(g, "int nt_ = 0, rc_ = ctx->par(ctx, %s_par%d, &fr_, part_, sizeof part_[0], wf_trips(r%d, r%d, r%d), &nt_);",
                name, pc, lp->d, lp->b, lp->c);
  kir_cgen_line(g, "if (rc_) return rc_;");
  kir_cgen_line(g, "for (int t_ = 0; t_ < nt_; t_++) {");
  for (int r = 0; r < f->nregs; r++)
    if ((u[r] & 6) == 6) combine(g, f, r, reduction(f, &L, r));
  kir_cgen_line(g, "}");
  g->depth--;
  kir_cgen_line(g, "}");
  g->resume = L.end + 1;
  free(u);
}

bool *sim_cpu_par_plan(const KirFunc *f) {
  if (!f->parallel) return NULL;
  for (int k = 0; k < f->nslots; k++) /* an allocated array's descriptor is the function's local */
    if (f->slots[k].kind == KIR_SLOT_HEAP) return NULL;
  bool *plan = rt_calloc((size_t)f->ncode + 1, sizeof(bool));
  for (int pc = 0; pc < f->ncode; pc++) {
    const KirInst *in = &f->code[pc];
    if (in->op != KIR_LOOP || in->sub != KIR_LOOP_PRANGE) continue;
    const char *why = sim_cpu_par_unsupported(f, pc);
    if (why) {
      fprintf(stderr, "weft: note: the prange loop on line %d of '%s' runs on one thread: %s\n", in->span.line, f->name, why);
      continue;
    }
    plan[pc] = true;
    pc = find_loop(f, pc).end; /* a prange inside runs in the chunk's thread */
  }
  return plan;
}
