/* sim_cpu_warp.c — --mode=cpu's warp intrinsics (sim_cpu.h): shuffles, votes, activemask,
 * lanemask_lt, match and syncwarp as native code, results bit for bit sim/sim_warp.c's.
 *
 * A warp's lanes must meet at an intrinsic, so a thread stops there as it stops at a barrier
 * (sim_cpu_block.c's resumable threads): it leaves its operands in its frame (wm mask, wv
 * value, wc lane or delta, wp predicate), saves its registers and returns WF_WARP. When every
 * lane of the warp has stopped or ended, the grid runs NAME_warp over the lanes waiting there,
 * which writes each one's result (wres) as the simulator's lockstep warp computes it, and they
 * resume. Lanes waiting at different intrinsics (a branch, a loop some lanes left) go in the
 * simulator's order (NAME_order: the frame counts the iterations of loops around intrinsics),
 * the first group alone; the simulator's active mask at an intrinsic is then the group. What
 * the native run cannot show to be the simulator's case returns WF_DIVERGE — a mask naming a
 * lane not in the group (the simulator may report a fault), a shuffle reading a lane not in it
 * (the simulator reads that lane's register as it is then) — and the launch is undone and
 * rerun in the simulator, which gives its result or its report. */
#include <stdlib.h>
#include <string.h>

#include "../vm/base/error.h"
#include "../vm/kir/kir_cgen.h"
#include "sim_cpu.h"

/* In the thread's function: the operands into the frame, stop, and the result after resuming. */
void sim_cpu_block_warp(KirCGen *g, const char *name, int pc, const KirInst *in) {
  const KirFunc *f = g->f;
  bool shfl = in->op == KIR_WARP && in->sub <= KW_SHFL_XOR;
  bool by_value = in->op == KIR_WARP && (in->sub == KW_EQ || in->sub == KW_MATCH_ANY || in->sub == KW_MATCH_ALL);
  if (in->a >= 0) kir_cgen_line(g, "F->wm = (unsigned)r%d;", in->a);
  if (in->b >= 0 && (shfl || by_value)) kir_cgen_line(g, "F->wv = 0; memcpy(&F->wv, &r%d, sizeof r%d);", in->b, in->b);
  else if (in->b >= 0) kir_cgen_line(g, "F->wp = r%d != 0;", in->b);
  if (in->c >= 0) kir_cgen_line(g, "F->wc = (int)r%d;", in->c);
  kir_cgen_line(g, "F->at = %d; %s_SAVE return WF_WARP;", pc + 1, name);
  rt_sb_printf(g->out, "wf_bar%d:;\n", pc + 1);
  if (in->d >= 0) kir_cgen_line(g, "memcpy(&r%d, &F->wres, sizeof r%d);", in->d, in->d);
  (void)f;
}

/* `static int NAME_order(a, b)`: which of two lanes waiting at intrinsics the simulator's
 * lockstep warp runs first (<0 a, >0 b, 0 together): the lower iteration of the first loop
 * around both where they differ, else the lower pc (a then-branch before its else-branch, a
 * loop's lanes before those that left it). */
static void order(const KirFunc *f, const char *name, StrBuf *out) {
  rt_sb_printf(out, "static int %s_order(const %s_fr *a, const %s_fr *b) {\n  int pa = a->at - 1, pb = b->at - 1;\n", name,
               name, name);
  for (int pc = 0; pc < f->ncode; pc++) { /* outer loops first: they start before the loops inside them */
    if (f->code[pc].op != KIR_LOOP || !sim_cpu_counted_loop(f, pc)) continue;
    int end = sim_cpu_loop_end(f, pc);
    rt_sb_printf(out, "  if (pa > %d && pa < %d && pb > %d && pb < %d && a->it%d != b->it%d) return a->it%d < b->it%d ? -1 : 1;\n",
                 pc, end, pc, end, pc, pc, pc, pc);
  }
  rt_sb_puts(out, "  return pa - pb;\n}\n");
}

static void shuffle(const KirInst *in, StrBuf *out) {
  static const char *const src[4] = {"fr[l].wc & 31", "l - fr[l].wc", "l + fr[l].wc", "l ^ fr[l].wc"};
  rt_sb_printf(out, "    for (int l = 0; l < 32; l++) {\n      if (!(grp >> l & 1)) continue;\n"
                    "      int s_ = %s;\n      if (s_ < 0 || s_ >= 32) s_ = l;\n"
                    "      if (!(grp >> s_ & 1)) return WF_DIVERGE; /* a lane not here: the simulator reads its register */\n"
                    "      fr[l].wres = fr[s_].wv;\n    }\n",
               src[in->sub - KW_SHFL]);
}

/* Votes as sim_vote: the predicate of the lanes named and waiting, values compared bytewise
 * (wv holds the operand's bytes, zero above them). */
static void vote(const KirInst *in, StrBuf *out) {
  rt_sb_puts(out, "    unsigned lanes = mask & grp, pred = 0, eq = 1;\n");
  if (in->b >= 0 && in->sub != KW_EQ && in->sub != KW_MATCH_ANY && in->sub != KW_MATCH_ALL)
    rt_sb_puts(out, "    for (int l = 0; l < 32; l++) if (lanes >> l & 1) pred |= (unsigned)(fr[l].wp != 0) << l;\n");
  if (in->sub == KW_EQ || in->sub == KW_MATCH_ALL)
    rt_sb_puts(out, "    for (int l = 0; l < 32; l++) if ((lanes >> l & 1) && fr[l].wv != fr[__builtin_ctz(lanes)].wv) eq = 0;\n");
  rt_sb_puts(out, "    (void)pred, (void)eq;\n    for (int l = 0; l < 32; l++) {\n      if (!(grp >> l & 1)) continue;\n");
  switch (in->sub) {
  case KW_ALL: rt_sb_puts(out, "      fr[l].wres = pred == lanes;\n"); break;
  case KW_ANY: rt_sb_puts(out, "      fr[l].wres = pred != 0;\n"); break;
  case KW_EQ: rt_sb_puts(out, "      fr[l].wres = eq;\n"); break;
  case KW_BALLOT: rt_sb_puts(out, "      fr[l].wres = pred;\n"); break;
  case KW_ACTIVEMASK: rt_sb_puts(out, "      fr[l].wres = grp;\n"); break;
  case KW_MATCH_ANY:
    rt_sb_puts(out, "      unsigned same = 0;\n"
                    "      for (int k = 0; k < 32; k++) if ((lanes >> k & 1) && fr[k].wv == fr[l].wv) same |= 1u << k;\n"
                    "      fr[l].wres = same;\n");
    break;
  case KW_MATCH_ALL: rt_sb_puts(out, "      fr[l].wres = eq ? mask : 0;\n"); break;
  default: rt_sb_puts(out, "      fr[l].wres = (1u << l) - 1;\n"); break; /* lanemask_lt */
  }
  rt_sb_puts(out, "    }\n");
}

/* `static int NAME_warp(fr, grp, live)`: the intrinsic the lanes grp of the warp whose frames
 * start at fr wait at (live: the warp's lanes that exist), their results into wres. */
void sim_cpu_codegen_warp(const KirFunc *f, const char *name, StrBuf *out) {
  order(f, name, out);
  rt_sb_printf(out, "static int %s_warp(%s_fr *fr, unsigned grp, unsigned live) {\n", name, name);
  rt_sb_puts(out, "  int first = __builtin_ctz(grp);\n  (void)live;\n"
                  "  for (int l = 0; l < 32; l++) if ((grp >> l & 1) && fr[l].at != fr[first].at) return WF_DIVERGE;\n"
                  "  switch (fr[first].at) {\n");
  for (int pc = 0; pc < f->ncode; pc++) {
    const KirInst *in = &f->code[pc];
    if (in->op != KIR_WARP && in->op != KIR_SYNCWARP) continue;
    rt_sb_printf(out, "  case %d: {\n", pc + 1);
    if (in->a >= 0) rt_sb_puts(out, "    unsigned mask = fr[first].wm;\n");
    else rt_sb_puts(out, "    unsigned mask = grp;\n");
    if (in->op == KIR_SYNCWARP) /* a calling lane left out, or a live lane named that is not here */
      rt_sb_puts(out, "    if ((grp & ~mask) || (mask & live & ~grp)) return WF_DIVERGE;\n");
    else rt_sb_puts(out, "    if (mask & ~grp) return WF_DIVERGE; /* the simulator's fault, or not: it decides */\n");
    if (in->op == KIR_WARP && in->sub <= KW_SHFL_XOR) shuffle(in, out);
    else if (in->op == KIR_WARP) vote(in, out);
    rt_sb_puts(out, "    return WF_OK;\n  }\n");
  }
  rt_sb_puts(out, "  }\n  return WF_DIVERGE;\n}\n");
}
