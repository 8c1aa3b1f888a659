/* sim_cpu_block.c — --mode=cpu's kernels as C (sim_cpu.h): the block of threads around the
 * thread's function that sim_cpu_codegen.c writes, shared memory, and cuda.syncthreads().
 *
 * A block's threads run one after another (x fastest), as the simulator's serial order does.
 * A kernel with barriers becomes resumable: its registers and local arrays live in a frame per
 * thread (NAME_fr), a barrier saves the registers there, records which barrier it waits at and
 * returns WF_BARRIER; the next call restores them and jumps to the label after that barrier
 * (a goto into the loops and blocks around it, which C allows). The block runs its threads in
 * rounds, each thread up to its next barrier or its end, then releases the barrier as the
 * simulator's release_barrier does (syncthreads_count/and/or from the predicates). So barriers
 * anywhere work — inside loops, conditionals, inlined device functions — without splitting the
 * control flow. Whatever the simulator would call barrier divergence (threads at different
 * barriers, a warp of which some threads ended while others wait) returns WF_DIVERGE: the launch
 * is undone and the simulator runs it and says what it says. Shared memory is one zeroed buffer
 * per chunk of blocks, laid out as the simulator lays it out (the arrays one after another, a
 * dynamic one `dyn_shared` bytes). */
#include <stdlib.h>
#include <string.h>

#include "../vm/base/error.h"
#include "../vm/kir/kir_cgen.h"
#include "sim_cpu.h"

bool sim_cpu_has_barrier(const KirFunc *f) {
  for (int pc = 0; pc < f->ncode; pc++)
    if (f->code[pc].op == KIR_BARRIER) return true;
  return false;
}

static bool is_warp_op(int op) { return op == KIR_WARP || op == KIR_SYNCWARP; }

/* A thread stops at a barrier or a warp intrinsic (its warp's lanes meet there). */
static bool is_stop(int op) { return op == KIR_BARRIER || is_warp_op(op); }

static bool has_warp(const KirFunc *f) {
  for (int pc = 0; pc < f->ncode; pc++)
    if (is_warp_op(f->code[pc].op)) return true;
  return false;
}

/* A kernel whose threads stop and resume: it has barriers or warp intrinsics. */
static bool resumable(const KirFunc *f) { return f->target == KIR_TARGET_KERNEL && (sim_cpu_has_barrier(f) || has_warp(f)); }

/* The ENDLOOP closing the LOOP at pc. */
int sim_cpu_loop_end(const KirFunc *f, int pc) {
  int depth = 0;
  for (int k = pc; k < f->ncode; k++) {
    if (f->code[k].op == KIR_LOOP) depth++;
    else if (f->code[k].op == KIR_ENDLOOP && --depth == 0) return k;
  }
  return f->ncode;
}

/* The LOOP that the ENDLOOP at pc closes. */
static int loop_start(const KirFunc *f, int pc) {
  int depth = 0;
  for (int k = pc; k >= 0; k--) {
    if (f->code[k].op == KIR_ENDLOOP) depth++;
    else if (f->code[k].op == KIR_LOOP && --depth == 0) return k;
  }
  return 0;
}

/* Whether the LOOP at pc has a warp intrinsic inside: its threads then count their iterations
 * (the frame's itPC), so that lanes meeting at the intrinsic are known to be in one iteration,
 * as the simulator's lockstep warp runs them. */
bool sim_cpu_counted_loop(const KirFunc *f, int pc) {
  if (f->target != KIR_TARGET_KERNEL || f->code[pc].op != KIR_LOOP) return false;
  for (int k = pc, end = sim_cpu_loop_end(f, pc); k < end; k++)
    if (is_warp_op(f->code[k].op)) return true;
  return false;
}

void sim_cpu_block_loop(KirCGen *g, int pc) {
  if (sim_cpu_counted_loop(g->f, pc)) kir_cgen_line(g, "F->it%d = 0;", pc);
}

void sim_cpu_block_endloop(KirCGen *g, int pc) {
  int lp = loop_start(g->f, pc);
  if (sim_cpu_counted_loop(g->f, lp)) kir_cgen_line(g, "F->it%d++;", lp);
}

static bool has_shared(const KirFunc *f) {
  for (int k = 0; k < f->nslots; k++)
    if (f->slots[k].kind == KIR_SLOT_SHARED) return true;
  return false;
}

static bool has_locals(const KirFunc *f) {
  for (int k = 0; k < f->nslots; k++)
    if (f->slots[k].kind == KIR_SLOT_LOCAL) return true;
  return false;
}

/* The byte offset of shared slot k (or, k == nslots, the total) as a C expression: the static
 * arrays' bytes before it plus one dyn_shared per dynamic array before it. */
static void shared_offset(const KirFunc *f, int upto, StrBuf *out) {
  long long fixed = 0;
  int dyn = 0;
  for (int k = 0; k < upto; k++) {
    const KirSlot *s = &f->slots[k];
    if (s->kind != KIR_SLOT_SHARED) continue;
    if (s->size) fixed += (long long)s->size * rt_dtypes[s->dtype].itemsize;
    else dyn++;
  }
  rt_sb_printf(out, "(%lldll + %d * ctx->dyn_shared)", fixed, dyn);
}

/* ---- the thread's function ---- */

bool sim_cpu_reads(const KirFunc *f, const KirInst *in, int r) {
  if (in->a == r || in->b == r || in->c == r) return true;
  if (in->op == KIR_LOAD || in->op == KIR_STORE || in->op == KIR_ATOMIC)
    for (int k = 0; k < f->slots[in->arr].ndim; k++) /* (the index slots past ndim hold stale numbers) */
      if (in->idx[k] == r) return true;
  return false;
}

/* Whether the code from lo to hi stays inside the innermost region open at lo (no ELSE, ENDIF,
 * ENDLOOP or CALLEND of a region open there), closes every region it opens, and has no
 * barrier. */
bool sim_cpu_one_stretch(const KirFunc *f, int lo, int hi) {
  int depth = 0;
  for (int pc = lo + 1; pc <= hi; pc++) {
    int op = f->code[pc].op;
    if (is_stop(op)) return false;
    if ((op == KIR_IF || op == KIR_LOOP || op == KIR_CALLBEGIN) && pc < hi) depth++; /* an IF at hi reads its test once */
    else if (op == KIR_ELSE && depth == 0) return false;
    else if ((op == KIR_ENDIF || op == KIR_ENDLOOP || op == KIR_CALLEND) && --depth < 0) return false;
  }
  return depth == 0; /* a loop still open at hi would come back to hi from a barrier after it */
}

/* Whether the C of in reads r (an ELSE's test register is KIR's, the C's else reads nothing). */
bool sim_cpu_c_reads(const KirFunc *f, const KirInst *in, int r) {
  return in->op != KIR_ELSE && in->op != KIR_ENDIF && sim_cpu_reads(f, in, r);
}

/* Per register, whether the resumed thread can compute it again instead of the frame keeping
 * it: written once, at the top level of the function (no region open), before every read, by a
 * constant, a special register, or an integer cast, move, +, - or * of such registers — every
 * read then follows the write, and the resume (sim_cpu_block_resume) writes it the same way. */
bool *sim_cpu_remat_regs(const KirFunc *f) {
  bool *ok = rt_calloc((size_t)f->nregs + 1, sizeof *ok);
  int *def = rt_calloc((size_t)f->nregs + 1, sizeof *def), *ndef = rt_calloc((size_t)f->nregs + 1, sizeof *ndef);
  for (int r = 0; r < f->nregs; r++) def[r] = -1;
  for (int k = 0; k < f->sig.nargs; k++)
    if (f->params[k] >= 0) ndef[f->params[k]] = 2; /* set at entry: never this way */
  int depth = 0;
  for (int pc = 0; pc < f->ncode; pc++) {
    const KirInst *in = &f->code[pc];
    if (in->d >= 0 && in->op != KIR_IF && in->op != KIR_LOOP) {
      ndef[in->d]++;
      def[in->d] = depth ? -2 : pc;
    }
    if (in->op == KIR_IF || in->op == KIR_LOOP || in->op == KIR_CALLBEGIN) depth++;
    else if (in->op == KIR_ENDIF || in->op == KIR_ENDLOOP || in->op == KIR_CALLEND) depth--;
  }
  for (bool changed = true; changed;) {
    changed = false;
    for (int r = 0; r < f->nregs; r++) {
      if (ok[r] || ndef[r] != 1 || def[r] < 0) continue;
      const KirInst *in = &f->code[def[r]];
      bool integer = rt_dtypes[f->regs[r]].kind != 'f' && f->regs[r] != DT_BOOL;
      bool form = in->op == KIR_CONST || in->op == KIR_SREG || (integer && (in->op == KIR_MOV || in->op == KIR_CAST)) ||
                  (integer && in->op == KIR_BIN && (in->sub == KB_ADD || in->sub == KB_SUB || in->sub == KB_MUL) &&
                   rt_dtypes[f->regs[in->a]].kind != 'f');
      if (!form || (in->op == KIR_CAST && rt_dtypes[f->regs[in->a]].kind == 'f')) continue;
      if ((in->a >= 0 && !ok[in->a]) || (in->op == KIR_BIN && !ok[in->b])) continue;
      bool before = true; /* no read at or before the write */
      for (int pc = 0; pc <= def[r] && before; pc++) before = !sim_cpu_reads(f, &f->code[pc], r);
      if (before) ok[r] = changed = true;
    }
  }
  free(def);
  free(ndef);
  return ok;
}

/* Per register, whether its value can be needed after a barrier, so that the frame keeps it.
 * Not needed: a register the resume computes again (remat_regs), or one whose first appearance
 * writes it (without reading it) and whose every appearance follows in one stretch with no
 * barrier, inside the region where that write is at the top level and ending at that level —
 * every path to a read then passes the write after any barrier (a loop around the stretch comes
 * back through the write too; a loop that opens in the stretch closes in it, with no barrier).
 * The typer's temporaries are such. */
static bool *saved_regs(const KirFunc *f) {
  bool *keep = rt_calloc((size_t)f->nregs + 1, sizeof *keep), *remat = sim_cpu_remat_regs(f);
  for (int r = 0; r < f->nregs; r++) {
    int lo = -1, hi = -1;
    for (int pc = 0; pc < f->ncode; pc++) {
      const KirInst *in = &f->code[pc];
      if (in->d != r && !sim_cpu_c_reads(f, in, r)) continue;
      if (lo < 0) lo = pc;
      hi = pc;
    }
    if (lo < 0 || remat[r]) continue;
    const KirInst *first = &f->code[lo];
    keep[r] = first->d != r || sim_cpu_reads(f, first, r) || is_stop(first->op) || !sim_cpu_one_stretch(f, lo, hi);
  }
  for (int k = 0; k < f->sig.nargs; k++) { /* set from the parameters at entry: kept if written in code */
    int r = f->params[k];
    for (int pc = 0; r >= 0 && pc < f->ncode; pc++)
      if (f->code[pc].d == r && f->code[pc].op != KIR_IF && f->code[pc].op != KIR_LOOP) keep[r] = true;
  }
  free(remat);
  return keep;
}

/* Per register computed again, whether its arithmetic can never wrap: the bounds of its
 * value over every launch (a special register is an int, a constant itself) fit its signed
 * type. cuda.grid(2)'s blockIdx * blockDim + threadIdx in 64 bits is such. Its + - * are then
 * plain C (the same values), which the compiler sees as an affine function of the loop's
 * counters (wf_add's unsigned detour hides that): a load whose index steps with threadIdx is
 * one vector load, not one per lane. */
static bool *no_wrap(const KirFunc *f, const bool *remat) {
  bool *ok = rt_calloc((size_t)f->nregs + 1, sizeof *ok);
  __int128 *lo = rt_calloc((size_t)f->nregs + 1, sizeof *lo), *hi = rt_calloc((size_t)f->nregs + 1, sizeof *hi);
  for (int pc = 0; pc < f->ncode; pc++) { /* (a register computed again is written once, before its reads) */
    const KirInst *in = &f->code[pc];
    int d = in->d;
    if (d < 0 || !remat[d] || in->op == KIR_IF || in->op == KIR_LOOP) continue;
    const DTypeInfo *t = &rt_dtypes[f->regs[d]];
    if (t->kind != 'i' || t->itemsize > 8) continue;
    __int128 l, h;
    if (in->op == KIR_CONST) l = h = in->imm.i;
    else if (in->op == KIR_SREG) l = INT32_MIN, h = INT32_MAX;
    else if (!ok[in->a] || (in->op == KIR_BIN && !ok[in->b])) continue;
    else if (in->op != KIR_BIN) l = lo[in->a], h = hi[in->a];
    else if (in->sub == KB_ADD) l = lo[in->a] + lo[in->b], h = hi[in->a] + hi[in->b];
    else if (in->sub == KB_SUB) l = lo[in->a] - hi[in->b], h = hi[in->a] - lo[in->b];
    else {
      __int128 c[4] = {lo[in->a] * lo[in->b], lo[in->a] * hi[in->b], hi[in->a] * lo[in->b], hi[in->a] * hi[in->b]};
      l = h = c[0];
      for (int k = 1; k < 4; k++) l = c[k] < l ? c[k] : l, h = c[k] > h ? c[k] : h;
    }
    __int128 max = ((__int128)1 << (t->itemsize * 8 - 1)) - 1; /* (operands stay within 2^63: no 128-bit overflow) */
    ok[d] = l >= -max - 1 && h <= max;
    lo[d] = l, hi[d] = h;
  }
  free(lo), free(hi);
  return ok;
}

void sim_cpu_remat_writes(const KirFunc *f, const bool *skip, StrBuf *out) {
  bool *remat = sim_cpu_remat_regs(f), *plain = no_wrap(f, remat);
  for (int pc = 0; pc < f->ncode; pc++) {
    const KirInst *in = &f->code[pc];
    if (in->d < 0 || !remat[in->d] || in->op == KIR_IF || in->op == KIR_LOOP || (skip && skip[in->d])) continue;
    const char *T = kir_cgen_ctype(f->regs[in->d]);
    rt_sb_printf(out, "  r%d = ", in->d);
    switch (in->op) {
    case KIR_CONST:
      if (rt_dtypes[f->regs[in->d]].kind == 'f') kir_cgen_put_float(out, f->regs[in->d], in->imm.f);
      else kir_cgen_put_int(out, f->regs[in->d], in->imm.i);
      break;
    case KIR_SREG: rt_sb_printf(out, "WF_SR(%d)", in->sub); break;
    case KIR_MOV: rt_sb_printf(out, "r%d", in->a); break;
    case KIR_CAST: rt_sb_printf(out, "(%s)r%d", T, in->a); break;
    default:
      if (plain[in->d]) rt_sb_printf(out, "r%d %s r%d", in->a, in->sub == KB_ADD ? "+" : in->sub == KB_SUB ? "-" : "*", in->b);
      else rt_sb_printf(out, "wf_%s(r%d, r%d)", in->sub == KB_ADD ? "add" : in->sub == KB_SUB ? "sub" : "mul", in->a, in->b);
      break;
    }
    rt_sb_puts(out, "; /* computed again, not kept */\n");
  }
  free(remat), free(plain);
}

void sim_cpu_block_frame(const KirFunc *f, const char *name, StrBuf *out) {
  if (!resumable(f)) return;
  rt_sb_printf(out, "typedef struct %s_fr {\n  int at, pred, res; /* barrier waited at (pc + 1; -1 ended), its predicate, result */\n", name);
  if (has_warp(f)) {
    rt_sb_puts(out, "  int st; /* 0 runs, 1 waits at a barrier, 2 at a warp intrinsic, 3 ended */\n"
                    "  unsigned wm; int wc, wp; unsigned long long wv, wres; /* the intrinsic's operands, result */\n");
    for (int pc = 0; pc < f->ncode; pc++)
      if (sim_cpu_counted_loop(f, pc)) rt_sb_printf(out, "  int it%d;\n", pc);
  }
  bool *keep = saved_regs(f);
  for (int r = 0; r < f->nregs; r++)
    if (keep[r]) rt_sb_printf(out, "  %s r%d;\n", kir_cgen_ctype(f->regs[r]), r);
  for (int k = 0; k < f->nslots; k++) {
    const KirSlot *s = &f->slots[k];
    if (s->kind == KIR_SLOT_LOCAL)
      rt_sb_printf(out, "  %s loc%d[%lld];\n", kir_cgen_ctype(s->dtype), k, (long long)(s->size ? s->size : 1));
  }
  rt_sb_printf(out, "} %s_fr;\n", name);
  rt_sb_printf(out, "#define %s_SAVE", name);
  for (int r = 0; r < f->nregs; r++)
    if (keep[r]) rt_sb_printf(out, " F->r%d = r%d;", r, r);
  rt_sb_printf(out, "\n#define %s_LOAD", name);
  for (int r = 0; r < f->nregs; r++)
    if (keep[r]) rt_sb_printf(out, " r%d = F->r%d;", r, r);
  rt_sb_puts(out, "\n");
  free(keep);
}

void sim_cpu_block_params(const KirFunc *f, const char *name, StrBuf *out) {
  if (f->target != KIR_TARGET_KERNEL) return;
  rt_sb_puts(out, ", char *wf_sh, const int *wf_sr");
  if (resumable(f)) rt_sb_printf(out, ", %s_fr *F", name);
}

bool sim_cpu_block_locals(const KirFunc *f, StrBuf *out) {
  if (f->target != KIR_TARGET_KERNEL) return false;
  rt_sb_puts(out, "  (void)wf_sh, (void)wf_sr;\n");
  for (int k = 0; k < f->nslots; k++) {
    const KirSlot *s = &f->slots[k];
    if (s->kind != KIR_SLOT_SHARED) continue;
    rt_sb_printf(out, "  %s *sh%d = (%s *)(wf_sh + ", kir_cgen_ctype(s->dtype), k, kir_cgen_ctype(s->dtype));
    shared_offset(f, k, out);
    rt_sb_printf(out, "); (void)sh%d; // shared '%s'\n", k, s->name ? s->name : "?");
  }
  if (!resumable(f)) return false;
  for (int k = 0; k < f->nslots; k++)
    if (f->slots[k].kind == KIR_SLOT_LOCAL) rt_sb_printf(out, "  __typeof__(F->loc%d[0]) *loc%d = F->loc%d;\n", k, k, k);
  return true;
}

void sim_cpu_block_resume(const KirFunc *f, const char *name, StrBuf *out) {
  if (!resumable(f)) return;
  sim_cpu_remat_writes(f, NULL, out);
  rt_sb_printf(out, "  if (F->at) {\n    %s_LOAD\n    switch (F->at) {\n", name);
  for (int pc = 0; pc < f->ncode; pc++)
    if (is_stop(f->code[pc].op)) rt_sb_printf(out, "    case %d: goto wf_bar%d;\n", pc + 1, pc + 1);
  rt_sb_puts(out, "    }\n  }\n");
}

void sim_cpu_block_barrier(KirCGen *g, const char *name, int pc, const KirInst *in) {
  if (in->a >= 0) kir_cgen_line(g, "F->pred = r%d != 0;", in->a);
  kir_cgen_line(g, "F->at = %d; %s_SAVE return WF_BARRIER;", pc + 1, name);
  rt_sb_printf(g->out, "wf_bar%d:;\n", pc + 1);
  if (in->d >= 0) kir_cgen_line(g, "r%d = F->res;", in->d);
}

/* ---- the grid: blocks lo..hi-1 ---- */

static void call_thread(const KirFunc *f, const char *name, bool bar, StrBuf *out) {
  rt_sb_printf(out, "%s(ctx", name);
  for (int k = 0; k < f->sig.nargs; k++) rt_sb_printf(out, ", a%d", k);
  rt_sb_printf(out, ", sh, s%s);\n", bar ? ", &fr[t]" : "");
}

/* The barrier's kind: syncthreads (0), _count (1), _and (2), _or (3). */
static void barrier_kinds(const KirFunc *f, const char *name, StrBuf *out) {
  rt_sb_printf(out, "static int %s_barsub(int at) {\n  switch (at) {\n", name);
  for (int pc = 0; pc < f->ncode; pc++)
    if (f->code[pc].op == KIR_BARRIER) rt_sb_printf(out, "  case %d: return %d;\n", pc + 1, f->code[pc].sub);
  rt_sb_puts(out, "  }\n  return 0;\n}\n");
}

/* After a round: WF_DIVERGE where the simulator would see divergence (or might: a warp with
 * ended and waiting threads), else the barrier's result in each waiting thread's frame. */
static void release(const char *name, StrBuf *out) {
  rt_sb_puts(out, "      if (!waiting) break;\n");
  rt_sb_puts(out, "      if (waiting < nt) for (long long w = 0; w < nt; w += 32) {\n        int ended = 0, waits = 0;\n");
  rt_sb_puts(out, "        for (long long u = w; u < w + 32 && u < nt; u++) ended |= fr[u].at < 0, waits |= fr[u].at > 0;\n");
  rt_sb_puts(out, "        if (ended && waits) { rc = WF_DIVERGE; goto out; }\n      }\n");
  rt_sb_printf(out, "      int sub = %s_barsub(at);\n", name);
  rt_sb_puts(out, "      int res = sub == 1 ? count : sub == 2 ? count == waiting : count > 0;\n");
  rt_sb_puts(out, "      if (sub) for (long long u = 0; u < nt; u++) if (fr[u].at > 0) fr[u].res = res;\n");
}

/* A round of a kernel with warp intrinsics: warp after warp, each warp's lanes run up to their
 * next stop, then the lanes waiting at an intrinsic get their results (NAME_warp) and run on,
 * until every lane waits at a barrier or has ended; then the barrier is counted as above. */
static void warp_round(const KirFunc *f, const char *name, StrBuf *out) {
  rt_sb_printf(out, "      long long nx = s[%d], ny = s[%d];\n", KS_NTID_X, KS_NTID_Y);
  rt_sb_puts(out, "      for (long long w0 = 0; w0 < nt; w0 += 32) {\n"
                  "        int nl = nt - w0 < 32 ? (int)(nt - w0) : 32;\n"
                  "        unsigned live = nl == 32 ? ~0u : (1u << nl) - 1, grp;\n"
                  "        do {\n          grp = 0;\n"
                  "          int x = (int)(w0 % nx), y = (int)(w0 / nx % ny), z = (int)(w0 / (nx * ny));\n"
                  "          for (int lane = 0; lane < nl; lane++) {\n            long long t = w0 + lane;\n"
                  "            if (lane && ++x == nx) { x = 0; if (++y == ny) y = 0, z++; }\n"
                  "            if (fr[t].st) continue;\n");
  rt_sb_printf(out, "            s[%d] = x; s[%d] = y; s[%d] = z; s[%d] = lane;\n            rc = ", KS_TID_X, KS_TID_Y,
               KS_TID_Z, KS_LANEID);
  call_thread(f, name, true, out);
  rt_sb_puts(out, "            if (rc == WF_BARRIER) { fr[t].st = 1; rc = WF_OK; continue; }\n"
                  "            if (rc == WF_WARP) { fr[t].st = 2; rc = WF_OK; continue; }\n"
                  "            if (rc) goto out;\n            fr[t].st = 3, fr[t].at = -1;\n          }\n");
  /* the lanes the simulator runs first at an intrinsic */
  rt_sb_printf(out, "          int first = -1;\n"
                    "          for (int l = 0; l < nl; l++)\n"
                    "            if (fr[w0 + l].st == 2 && (first < 0 || %s_order(&fr[w0 + l], &fr[w0 + first]) < 0)) first = l;\n"
                    "          for (int l = 0; first >= 0 && l < nl; l++)\n"
                    "            if (fr[w0 + l].st == 2 && %s_order(&fr[w0 + l], &fr[w0 + first]) == 0) grp |= 1u << l;\n",
               name, name);
  rt_sb_printf(out, "          if (grp && (rc = %s_warp(fr + w0, grp, live))) goto out;\n", name);
  rt_sb_puts(out, "          for (int l = 0; l < nl; l++) if (grp >> l & 1) fr[w0 + l].st = 0;\n"
                  "        } while (grp);\n      }\n"
                  "      for (long long t = 0; t < nt; t++) {\n        if (fr[t].st != 1) continue;\n"
                  "        if (at && fr[t].at != at) { rc = WF_DIVERGE; goto out; }\n"
                  "        at = fr[t].at, waiting++, count += fr[t].pred, fr[t].st = 0;\n      }\n");
  if (!sim_cpu_has_barrier(f)) rt_sb_puts(out, "      (void)count;\n      break;\n");
  else release(name, out);
}

void sim_cpu_codegen_grid(const KirFunc *f, const char *name, const char *unchecked, StrBuf *out) {
  bool fission = sim_cpu_fission_ok(f), bar = resumable(f) && !fission, warp = has_warp(f);
  if (sim_cpu_has_barrier(f) && !fission) barrier_kinds(f, name, out);
  if (warp) sim_cpu_codegen_warp(f, name, out);
  rt_sb_printf(out, "int %s__grid(WfCtx *ctx, const void *argv, void *part, long long lo, long long hi) {\n", name);
  /* the special registers in a local array: the stores into arrays cannot alias it, so the
   * compiler keeps them in registers */
  rt_sb_puts(out, "  void *const *args = argv;\n  int s[16];\n  int rc = WF_OK;\n  (void)part;\n"
                  "  memcpy(s, ctx->sreg, sizeof s);\n");
  if (unchecked) rt_sb_printf(out, "  if (ctx->unchecked) return %s__grid(ctx, argv, part, lo, hi);\n", unchecked);
  for (int k = 0; k < f->sig.nargs; k++) {
    const KirTy *t = &f->sig.args[k];
    const char *T = t->kind == KIR_TY_ARRAY ? "WeftArray" : kir_cgen_ctype(t->dtype);
    rt_sb_printf(out, "  const %s a%d = *(const %s *)args[%d];\n", T, k, T, k);
  }
  rt_sb_printf(out, "  long long gx = s[%d], gy = s[%d];\n", KS_NCTAID_X, KS_NCTAID_Y);
  rt_sb_printf(out, "  long long nt = (long long)s[%d] * s[%d] * s[%d];\n  (void)nt;\n", KS_NTID_X, KS_NTID_Y, KS_NTID_Z);
  /* the blocks' memory within --max-memory (ctx->allows), as the simulator's own allocation is */
  if (has_shared(f)) {
    rt_sb_puts(out, "  size_t shn = (size_t)");
    shared_offset(f, f->nslots, out);
    rt_sb_puts(out, " + 8;\n  if (!ctx->allows(shn)) return WF_NOMEM;\n  char *sh = calloc(1, shn);\n  if (!sh) return WF_NOMEM;\n");
  } else rt_sb_puts(out, "  char *sh = NULL;\n");
  if (bar)
    rt_sb_printf(out, "  if (!ctx->allows((size_t)nt * sizeof(%s_fr))) { free(sh); return WF_NOMEM; }\n"
                      "  %s_fr *fr = calloc((size_t)nt, sizeof *fr);\n  if (!fr) { free(sh); return WF_NOMEM; }\n", name, name);
  if (fission) /* the frames' columns in one allocation (sim_cpu_fission.c) */
    rt_sb_printf(out, "  %s_fr fr;\n  size_t frn = %s_frame(&fr, NULL, nt);\n  if (!ctx->allows(frn)) { free(sh); return WF_NOMEM; }\n"
                      "  char *frm = calloc(1, frn);\n  if (!frm) { free(sh); return WF_NOMEM; }\n  %s_frame(&fr, frm, nt);\n",
                 name, name, name);
  rt_sb_puts(out, "  for (long long b = lo; b < hi; b++) {\n");
  rt_sb_printf(out, "    s[%d] = (int)(b %% gx); s[%d] = (int)(b / gx %% gy); s[%d] = (int)(b / (gx * gy));\n",
               KS_CTAID_X, KS_CTAID_Y, KS_CTAID_Z);
  if (fission) {
    rt_sb_printf(out, "    memset(frm, 0, frn);\n    rc = %s(ctx", name);
    for (int k = 0; k < f->sig.nargs; k++) rt_sb_printf(out, ", a%d", k);
    rt_sb_puts(out, ", sh, s, &fr);\n    if (rc) goto out;\n    if (__builtin_expect(*ctx->intr, 0)) { rc = WF_INTERRUPT; goto out; }\n  }\n"
                    "out:\n  free(frm);\n  free(sh);\n  return rc;\n}\n");
    return;
  }
  if (bar && (warp || has_locals(f))) rt_sb_puts(out, "    memset(fr, 0, (size_t)nt * sizeof *fr); /* local arrays start zeroed */\n");
  else if (bar) rt_sb_puts(out, "    for (long long u = 0; u < nt; u++) fr[u].at = 0, fr[u].pred = 0;\n");
  if (bar) rt_sb_puts(out, "    for (;;) {\n"
                           "      int at = 0, waiting = 0, count = 0;\n");
  else rt_sb_puts(out, "    {\n");
  if (warp) warp_round(f, name, out);
  else {
    if (bar) rt_sb_puts(out, "      long long t = 0;\n");
    rt_sb_printf(out, "      int lane = 0, nx = s[%d], ny = s[%d], nz = s[%d];\n      for (int z = 0; z < nz; z++)\n"
                      "      for (int y = 0; y < ny; y++)\n      for (int x = 0; x < nx; x++, lane = (lane + 1) & 31%s) {\n",
                 KS_NTID_X, KS_NTID_Y, KS_NTID_Z, bar ? ", t++" : "");
    if (bar) rt_sb_puts(out, "        if (fr[t].at < 0) continue;\n");
    rt_sb_printf(out, "        s[%d] = x; s[%d] = y; s[%d] = z; s[%d] = lane;\n        rc = ", KS_TID_X, KS_TID_Y, KS_TID_Z,
                 KS_LANEID);
    call_thread(f, name, bar, out);
    if (bar) {
      rt_sb_puts(out, "        if (rc == WF_BARRIER) {\n          if (at && fr[t].at != at) { rc = WF_DIVERGE; goto out; }\n"
                      "          at = fr[t].at, waiting++, count += fr[t].pred;\n          rc = WF_OK;\n          continue;\n        }\n");
      rt_sb_puts(out, "        if (rc) goto out;\n        fr[t].at = -1;\n      }\n");
      release(name, out);
    } else rt_sb_puts(out, "        if (rc) goto out;\n      }\n");
  }
  rt_sb_puts(out, "    }\n    if (__builtin_expect(*ctx->intr, 0)) { rc = WF_INTERRUPT; goto out; }\n  }\nout:\n");
  if (bar) rt_sb_puts(out, "  free(fr);\n");
  rt_sb_puts(out, "  free(sh);\n  return rc;\n}\n");
}

/* ---- atomics ----
 * The simulator applies an atomic lane by lane in lane order, warp after warp, blocks one after
 * another unless its atomics on global memory commute (sim_parallel.c). Threads run here one
 * after another in that same order, so an atomic a thread runs at most once per barrier
 * interval meets the other threads' in the simulator's order; one in a loop, or two whose
 * order matters on one array, would interleave differently from the lockstep warps, and stay
 * there. */

static bool accessed_plainly(const KirFunc *f, int slot) {
  for (int pc = 0; pc < f->ncode; pc++)
    if ((f->code[pc].op == KIR_LOAD || f->code[pc].op == KIR_STORE) && f->code[pc].arr == slot) return true;
  return false;
}

/* Integer add/sub/max/min/and/or/xor whose old value is unused: any order, one final value. */
static bool commutes(const KirFunc *f, const KirInst *in) {
  static const bool ok[KA_COUNT] = {[KA_ADD] = 1, [KA_SUB] = 1, [KA_MAX] = 1, [KA_MIN] = 1,
                                    [KA_AND] = 1, [KA_OR] = 1, [KA_XOR] = 1};
  DType dt = f->slots[in->arr].dtype;
  return ok[in->sub] && rt_dtypes[dt].kind != 'f' && rt_dtypes[dt].itemsize >= 4 && !(in->d >= 0 && kir_reg_read(f, in->d));
}

const char *sim_cpu_atomics_unsupported(const KirFunc *f) {
  int depth = 0;
  const char *why = NULL;
  bool *ordered = calloc((size_t)f->nslots + 1, sizeof *ordered); /* an order-dependent atomic updates slot k */
  for (int pc = 0; pc < f->ncode; pc++) {
    const KirInst *in = &f->code[pc];
    if (in->op == KIR_LOOP) depth++;
    else if (in->op == KIR_ENDLOOP) depth--;
    if (in->op != KIR_ATOMIC) continue;
    if (commutes(f, in)) continue; /* (the typer takes atomics on 4- and 8-byte elements only) */
    else if (depth > 0) why = "an atomic whose order matters runs in a loop";
    else if (ordered && ordered[in->arr]) why = "two atomics whose order matters update one array";
    else if (ordered) ordered[in->arr] = true;
    if (why) break;
  }
  free(ordered);
  return why;
}

bool sim_cpu_blocks_parallel(const KirFunc *f) {
  for (int pc = 0; pc < f->ncode; pc++) {
    const KirInst *in = &f->code[pc];
    if (in->op == KIR_ATOMIC && f->slots[in->arr].kind == KIR_SLOT_PARAM &&
        !(commutes(f, in) && !accessed_plainly(f, in->arr)))
      return false;
  }
  return true;
}

void sim_cpu_atomic_update(KirCGen *g, const KirInst *in, const char *T) {
  const KirSlot *s = &g->f->slots[in->arr];
  StrBuf *out = g->out;
  bool flt = rt_dtypes[s->dtype].kind == 'f';
  const char *UT = rt_dtypes[s->dtype].itemsize == 4 ? "unsigned int" : "unsigned long long";
  if (s->kind == KIR_SLOT_PARAM) rt_sb_printf(out, "%s *p_ = &WF_ELEM(%s, p%d, o_);", T, T, s->param);
  else rt_sb_printf(out, "%s *p_ = &sh%d[o_];", T, in->arr);
  /* blocks on several threads: only commuting integer updates (sim_cpu_blocks_parallel) */
  static const char *const fetch[KA_COUNT] = {[KA_ADD] = "add", [KA_SUB] = "sub", [KA_AND] = "and", [KA_OR] = "or", [KA_XOR] = "xor"};
  if (s->kind == KIR_SLOT_PARAM && sim_cpu_blocks_parallel(g->f)) {
    if (fetch[in->sub]) rt_sb_printf(out, " __atomic_fetch_%s(p_, (%s)r%d, __ATOMIC_RELAXED); }\n", fetch[in->sub], T, in->a);
    else /* max, min */
      rt_sb_printf(out, " %s o2_ = __atomic_load_n(p_, __ATOMIC_RELAXED), v_ = (%s)r%d;"
                        " while ((v_ %s o2_) && !__atomic_compare_exchange_n(p_, &o2_, v_, 1, __ATOMIC_RELAXED, __ATOMIC_RELAXED)) {} }\n",
                   T, T, in->a, in->sub == KA_MAX ? ">" : "<");
    return;
  }
  /* one thread at a time: the simulator's one_lane */
  rt_sb_printf(out, " %s old_ = *p_, v_ = (%s)r%d, nv_ = old_;", T, T, in->a);
  switch (in->sub) {
  case KA_ADD: rt_sb_printf(out, flt ? " nv_ = old_ + v_;" : " nv_ = (%s)((%s)old_ + (%s)v_);", T, UT, UT); break;
  case KA_SUB: rt_sb_printf(out, flt ? " nv_ = old_ - v_;" : " nv_ = (%s)((%s)old_ - (%s)v_);", T, UT, UT); break;
  case KA_MAX: rt_sb_puts(out, " nv_ = v_ > old_ ? v_ : old_;"); break;
  case KA_MIN: rt_sb_puts(out, " nv_ = v_ < old_ ? v_ : old_;"); break;
  case KA_NANMAX: rt_sb_puts(out, " nv_ = (old_ != old_ || v_ > old_) ? v_ : old_;"); break;
  case KA_NANMIN: rt_sb_puts(out, " nv_ = (old_ != old_ || v_ < old_) ? v_ : old_;"); break;
  case KA_EXCH: rt_sb_puts(out, " nv_ = v_;"); break;
  case KA_CAS: rt_sb_printf(out, " if (old_ == v_) nv_ = (%s)r%d;", T, in->b); break;
  case KA_INC: if (!flt) rt_sb_printf(out, " nv_ = (%s)((%s)old_ >= (%s)v_ ? 0 : (%s)old_ + 1);", T, UT, UT, UT); break;
  case KA_DEC:
    if (!flt) rt_sb_printf(out, " nv_ = (%s)(((%s)old_ == 0 || (%s)old_ > (%s)v_) ? (%s)v_ : (%s)old_ - 1);", T, UT, UT, UT, UT, UT);
    break;
  case KA_AND: if (!flt) rt_sb_puts(out, " nv_ = old_ & v_;"); break;
  case KA_OR: if (!flt) rt_sb_puts(out, " nv_ = old_ | v_;"); break;
  case KA_XOR: if (!flt) rt_sb_puts(out, " nv_ = old_ ^ v_;"); break;
  default: break;
  }
  rt_sb_puts(out, " *p_ = nv_;");
  if (in->d >= 0) rt_sb_printf(out, " r%d = old_;", in->d);
  rt_sb_puts(out, " }\n");
}
