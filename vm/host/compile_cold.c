/* compile_cold.c — moving exception handlers out of the normal path. The compiler emits a
 * handler right after the code it protects, behind a jump over it (try → else, finally → end,
 * with → end); once a function is compiled, every such cold block moves to the end of the
 * code, so the normal path falls through where the jump went: a try that raises nothing runs
 * exactly the instructions it would run without the try.
 *
 * A cold block starts with that jump (whose target is the first instruction after the block)
 * and never falls through at its end; blocks may nest. The pass keeps the order of the hot
 * and of the cold instructions, rewrites every jump offset, permutes spans, anchors and class bodies, moves
 * the fusion sites, and maps the handler table: a protected range becomes its hot part and its cold part. */
#include <stdlib.h>
#include <string.h>

#include "compile_internal.h"

void vm_c_cold(Compiler *c, int start) {
  FuncState *fs = c->fs;
  if (fs->ncold + 2 > fs->capcold) {
    fs->capcold = fs->capcold ? fs->capcold * 2 : 16;
    fs->cold = rt_realloc(fs->cold, sizeof(int) * (size_t)fs->capcold);
  }
  fs->cold[fs->ncold++] = start;
  fs->cold[fs->ncold++] = vm_c_here(c);
}

static bool is_jump(Instr i) {
  OpFormat f = vm_op_formats[I_OP(i)];
  return (f == FMT_AsBx && I_OP(i) != OP_LOADI) || f == FMT_sBx || f == FMT_ABsC;
}

static int64_t jump_offset(Instr i) {
  return vm_op_formats[I_OP(i)] == FMT_ABsC ? I_SC(i) : I_SBX(i);
}

static Instr with_offset(Instr i, int64_t off) {
  if (vm_op_formats[I_OP(i)] == FMT_ABsC) return vm_mk_abc(I_OP(i), I_A(i), I_B(i), (int)(off + VM_SC_BIAS));
  return vm_mk_abx(I_OP(i), I_A(i), off + VM_SBX_BIAS);
}

/* The handler ranges, each cut into its hot part and its cold part (each contiguous after the
 * move: the hot instructions of a range keep their order with no other hot one between). */
static void map_handlers(Proto *p, const int *to, const uint8_t *cold) {
  int n = p->nhandlers;
  ExcHandler *old = p->handlers;
  p->handlers = NULL;
  p->nhandlers = p->caphandlers = 0;
  for (int k = 0; k < n; k++) {
    ExcHandler h = old[k];
    for (int part = 0; part < 2; part++) {
      int lo = -1, hi = -1;
      for (int pc = h.start; pc < h.end; pc++) {
        if (cold[pc] != part) continue;
        if (lo < 0) lo = to[pc];
        hi = to[pc] + 1;
      }
      if (lo < 0) continue;
      ExcHandler m = {lo, hi, to[h.target], h.reg, h.depth};
      vm_proto_add_handler(p, m);
    }
  }
  free(old);
}

/* A fusion site's chain is straight-line code, so it moves whole: its start is remapped and
 * the sites sorted again (a chain inside a handler moves to the end). */
static void map_fuse_sites(Proto *p, const int *to) {
  for (int k = 0; k < p->nfuse_sites; k++) {
    FuseSite s = p->fuse_sites[k];
    s.pc = to[s.pc];
    int j = k;
    for (; j > 0 && p->fuse_sites[j - 1].pc > s.pc; j--) p->fuse_sites[j] = p->fuse_sites[j - 1];
    p->fuse_sites[j] = s;
  }
}

void vm_c_move_cold(Compiler *c) {
  FuncState *fs = c->fs;
  Proto *p = fs->proto;
  int n = p->ncode;
  if (fs->ncold == 0 || n == 0) return;
  uint8_t *cold = rt_calloc((size_t)n, 1);
  int *to = NULL;
  Instr *code = NULL;
  Span *spans = NULL;
  int *anchors = NULL;
  for (int k = 0; k < fs->ncold; k += 2) memset(cold + fs->cold[k], 1, (size_t)(fs->cold[k + 1] - fs->cold[k]));
  to = rt_malloc(sizeof(int) * (size_t)(n + 1));
  int next = 0;
  for (int pc = 0; pc < n; pc++) if (!cold[pc]) to[pc] = next++;
  for (int pc = 0; pc < n; pc++) if (cold[pc]) to[pc] = next++;
  to[n] = n;
  code = rt_malloc(sizeof(Instr) * (size_t)p->capcode);
  spans = rt_malloc(sizeof(Span) * (size_t)p->capcode);
  anchors = rt_malloc(sizeof(int) * 2 * (size_t)p->capcode);
  for (int pc = 0; pc < n; pc++) {
    Instr i = p->code[pc];
    if (is_jump(i)) {
      int64_t target = pc + 1 + jump_offset(i);
      i = with_offset(i, to[target] - (to[pc] + 1));
    }
    code[to[pc]] = i;
    spans[to[pc]] = p->spans[pc];
    anchors[2 * to[pc]] = p->anchors[2 * pc];
    anchors[2 * to[pc] + 1] = p->anchors[2 * pc + 1];
  }
  free(p->code);
  free(p->spans);
  free(p->anchors);
  p->code = code;
  p->spans = spans;
  p->anchors = anchors;
  if (p->clsbody) {
    uint16_t *clsbody = rt_malloc(sizeof(uint16_t) * (size_t)p->capcode);
    for (int pc = 0; pc < n; pc++) clsbody[to[pc]] = p->clsbody[pc];
    free(p->clsbody);
    p->clsbody = clsbody;
  }
  map_handlers(p, to, cold);
  map_fuse_sites(p, to);
  free(to);
  free(cold);
  free(fs->cold);
  fs->cold = NULL;
  fs->ncold = fs->capcold = 0;
}
