/* kir_ir.c — building KIR (registers, instructions, slots), printing it, and verifying that
 * its regions nest and its operands are typed consistently. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../base/error.h"
#include "kir_ir.h"

const char *const kir_op_names[KIR_OP_COUNT] = {
#define X(name, doc) #name,
    KIR_OPS(X)
#undef X
};
const char *const kir_bin_names[KB_COUNT] = {
#define X(name, sym) sym,
    KIR_BINS(X)
#undef X
};
const char *const kir_warn_texts[KWN_COUNT] = {
#define X(name, text) text,
    KIR_WARNS(X)
#undef X
};
const char *const kir_un_names[KU_COUNT] = {
#define X(name, sym) sym,
    KIR_UNS(X)
#undef X
};
const char *const kir_math_names[KM_COUNT] = {
#define X(name, py, n) py,
    KIR_MATHS(X)
#undef X
};
const int kir_math_arity[KM_COUNT] = {
#define X(name, py, n) n,
    KIR_MATHS(X)
#undef X
};
const char *const kir_sreg_names[KS_COUNT] = {
#define X(name, py) py,
    KIR_SREGS(X)
#undef X
};
const char *const kir_atomic_names[KA_COUNT] = {
#define X(name, py) py,
    KIR_ATOMICS(X)
#undef X
};

const char *const kir_warp_names[KW_COUNT] = {
#define X(name, py) py,
    KIR_WARPS(X)
#undef X
};
const char *const kir_fence_names[KF_COUNT] = {
#define X(name, py, c) py,
    KIR_FENCES(X)
#undef X
};
const char *const kir_bits_names[KT_COUNT] = {
#define X(name, py) py,
    KIR_BITOPS(X)
#undef X
};

int kir_new_reg(KirFunc *f, DType t) {
  if (f->nregs == f->capregs) {
    f->capregs = f->capregs ? 2 * f->capregs : 32;
    f->regs = rt_realloc(f->regs, (size_t)f->capregs * sizeof *f->regs);
  }
  f->regs[f->nregs] = t;
  return f->nregs++;
}

KirInst *kir_emit(KirFunc *f, KirOp op, Span span) {
  if (f->ncode == f->capcode) {
    f->capcode = f->capcode ? 2 * f->capcode : 64;
    f->code = rt_realloc(f->code, (size_t)f->capcode * sizeof *f->code);
  }
  KirInst *in = &f->code[f->ncode++];
  memset(in, 0, sizeof *in);
  in->op = (uint8_t)op;
  in->d = in->a = in->b = in->c = in->arr = -1;
  for (int k = 0; k < KIR_MAX_INDEX; k++) in->idx[k] = -1;
  in->span = span;
  return in;
}

int kir_new_slot(KirFunc *f, KirSlotKind kind, DType dt, int ndim, const char *name) {
  f->slots = rt_realloc(f->slots, (size_t)(f->nslots + 1) * sizeof *f->slots);
  KirSlot *s = &f->slots[f->nslots];
  memset(s, 0, sizeof *s);
  s->kind = kind;
  s->dtype = dt;
  s->ndim = ndim;
  s->param = -1;
  s->name = rt_strdup(name ? name : "?");
  return f->nslots++;
}

int kir_add_print_arg(KirFunc *f, int reg, const char *str) {
  if (f->nargs == f->capargs) {
    f->capargs = f->capargs ? 2 * f->capargs : 16;
    f->args = rt_realloc(f->args, (size_t)f->capargs * sizeof *f->args);
  }
  f->args[f->nargs].reg = reg;
  f->args[f->nargs].str = str ? rt_strdup(str) : NULL;
  f->args[f->nargs].fmt = NULL;
  f->args[f->nargs].glue = false;
  return f->nargs++;
}

void kir_func_free(KirFunc *f) {
  if (!f) return;
  free(f->name);
  free(f->file);
  free(f->code);
  free(f->regs);
  free(f->gpu_f32);
  free(f->params);
  for (int k = 0; k < f->nslots; k++) {
    free(f->slots[k].name);
    free(f->slots[k].cdata);
  }
  free(f->slots);
  for (int k = 0; k < f->nargs; k++) free(f->args[k].str), free(f->args[k].fmt);
  free(f->args);
  for (int k = 0; k < f->nvars; k++) free(f->vars[k].name);
  free(f->vars);
  for (int k = 0; k < f->ngdeps; k++) free(f->gdeps[k].name);
  free(f->gdeps);
  free(f);
}

/* ---- printer ---- */

static void print_reg(const KirFunc *f, int r, FILE *out) {
  if (r < 0) fprintf(out, "_");
  else fprintf(out, "%%%d:%s", r, rt_dtypes[f->regs[r]].name);
}

static void print_index(const KirFunc *f, const KirInst *in, FILE *out) {
  fprintf(out, "%s[", f->slots[in->arr].name);
  for (int k = 0; k < f->slots[in->arr].ndim; k++) {
    if (k) fprintf(out, ", ");
    print_reg(f, in->idx[k], out);
  }
  fprintf(out, "]");
}

static void print_operands(const KirFunc *f, const KirInst *in, FILE *out) {
  switch (in->op) {
  case KIR_CONST:
    if (rt_dtypes[f->regs[in->d]].kind == 'f') fprintf(out, " %.17g", in->imm.f);
    else fprintf(out, " %lld", (long long)in->imm.i);
    return;
  case KIR_BIN: fprintf(out, " %s", kir_bin_names[in->sub]); break;
  case KIR_UN: fprintf(out, " %s", kir_un_names[in->sub]); break;
  case KIR_MATH: fprintf(out, " %s", kir_math_names[in->sub]); break;
  case KIR_SREG: fprintf(out, " %s", kir_sreg_names[in->sub]); return;
  case KIR_ATOMIC: fprintf(out, " %s", kir_atomic_names[in->sub]); break;
  case KIR_WARP: fprintf(out, " %s", kir_warp_names[in->sub]); break;
  case KIR_BITS: fprintf(out, " %s", kir_bits_names[in->sub]); break;
  case KIR_FENCE: fprintf(out, " %s", kir_fence_names[in->sub]); return;
  case KIR_RAISE:
    fprintf(out, " %s", rt_exc_names[in->imm.i]);
    if (in->nargs && in->sub != KIR_RAISE_SHAPE) fprintf(out, " '%s'", f->args[in->args].str);
    if (in->sub == KIR_RAISE_SHAPE) fprintf(out, " shape");
    return;
  case KIR_SHAPE:
    fprintf(out, " %s.%s[%lld]", f->slots[in->arr].name, in->sub ? "strides" : "shape", (long long)in->imm.i);
    return;
  case KIR_PRINT:
    for (int k = 0; k < in->nargs; k++) {
      const KirPrintArg *pa = &f->args[in->args + k];
      fprintf(out, " ");
      if (pa->reg >= 0) print_reg(f, pa->reg, out);
      else fprintf(out, "'%s'", pa->str);
    }
    return;
  default: break;
  }
  if (in->op == KIR_LOAD || in->op == KIR_STORE || in->op == KIR_ATOMIC || in->op == KIR_ALLOC) {
    fprintf(out, " ");
    print_index(f, in, out);
  }
  const int32_t ops[3] = {in->a, in->b, in->c};
  for (int k = 0; k < 3; k++) {
    if (ops[k] < 0) continue;
    fprintf(out, " ");
    print_reg(f, ops[k], out);
  }
}

void kir_print(const KirFunc *f, FILE *out) {
  char buf[64];
  fprintf(out, "kir %s(", f->name);
  for (int k = 0; k < f->sig.nargs; k++)
    fprintf(out, "%s%s", k ? ", " : "", kir_type_name(f->sig.args[k], buf, sizeof buf));
  fprintf(out, ") -> %s\n", kir_type_name(f->sig.ret, buf, sizeof buf));
  int depth = 1;
  for (int pc = 0; pc < f->ncode; pc++) {
    const KirInst *in = &f->code[pc];
    bool closes = in->op == KIR_ELSE || in->op == KIR_ENDIF || in->op == KIR_ENDLOOP ||
                  in->op == KIR_CALLEND || in->op == KIR_LOOPCOND || in->op == KIR_LATCH;
    if (closes) depth--;
    fprintf(out, "%4d %*s", in->span.line, 2 * depth, "");
    if (in->d >= 0) {
      print_reg(f, in->d, out);
      fprintf(out, " = ");
    }
    fprintf(out, "%s", kir_op_names[in->op]);
    print_operands(f, in, out);
    fprintf(out, "\n");
    bool opens = in->op == KIR_IF || in->op == KIR_ELSE || in->op == KIR_LOOP ||
                 in->op == KIR_CALLBEGIN || in->op == KIR_LOOPCOND || in->op == KIR_LATCH;
    if (opens) depth++;
  }
}

/* ---- verifier ---- */

static bool reg_ok(const KirFunc *f, int r) { return r >= -1 && r < f->nregs; }

static const char *verify_inst(const KirFunc *f, const KirInst *in) {
  if (!reg_ok(f, in->d) || !reg_ok(f, in->a) || !reg_ok(f, in->b) || !reg_ok(f, in->c))
    return "register out of range";
  switch (in->op) {
  case KIR_BIN:
    if (in->a < 0 || in->b < 0 || f->regs[in->a] != f->regs[in->b])
      return "binary operands of different types";
    return NULL;
  case KIR_MOV:
    if (f->regs[in->d] != f->regs[in->a]) return "MOV between different types";
    return NULL;
  case KIR_IF: case KIR_ELSE: case KIR_LOOPCOND:
    if (in->a < 0 || f->regs[in->a] != DT_BOOL) return "condition is not a bool";
    return NULL;
  case KIR_CHECKIDX:
    if (in->d < 0 || in->a < 0 || in->b < 0 || f->regs[in->d] != DT_INT64 || f->regs[in->a] != DT_INT64 ||
        f->regs[in->b] != DT_INT64)
      return "view index check on non-int64 registers";
    return NULL;
  case KIR_SYNCWARP:
    if (in->a < 0 || f->regs[in->a] != DT_UINT32 || in->d >= 0) return "syncwarp mask is not a uint32";
    return NULL;
  case KIR_WARN:
    if (in->d >= 0 || in->sub >= KWN_COUNT || in->a < 0) return "warning of an unknown kind";
    if ((in->imm.i & 0xff) == KIR_WARN_COND)
      return f->regs[in->a] != DT_BOOL || in->b >= 0 ? "warning condition is not a bool" : NULL;
    if ((in->imm.i & 0xff) > KIR_WARN_INT_MOD || in->b < 0 || f->regs[in->a] != f->regs[in->b] || in->sub + 2 >= KWN_COUNT ||
        (f->regs[in->a] != DT_FLOAT32 && f->regs[in->a] != DT_FLOAT64 && f->regs[in->a] != DT_INT64 && f->regs[in->a] != DT_UINT64))
      return "division warning of operands not of one float type or int64/uint64";
    return NULL;
  case KIR_FENCE:
    if (in->sub >= KF_COUNT || in->d >= 0 || in->a >= 0) return "fence with operands or of an unknown kind";
    return NULL;
  case KIR_RAISE:
    if (in->sub == KIR_RAISE_SHAPE) {
      if (in->imm.i < 0 || in->imm.i >= RT_EXC_COUNT || in->nargs < 1 || in->args < 0 || in->args > f->nargs - in->nargs)
        return "shape check without its message";
      for (int k = 0; k < in->nargs; k++)
        if (f->args[in->args + k].reg >= 0 ? f->args[in->args + k].reg >= f->nregs : !f->args[in->args + k].str)
          return "shape check without its message";
      return NULL;
    }
    if (in->imm.i < 0 || in->imm.i >= RT_EXC_COUNT || in->nargs < 0 || in->nargs > 1 ||
        (in->nargs && (in->args < 0 || in->args >= f->nargs || !f->args[in->args].str)))
      return "raise of an unknown exception or without its message";
    return NULL;
  case KIR_ALLOC:
    if (in->sub == KIR_ALLOC_SORT)
      return in->arr < 0 || in->arr >= f->nslots || !kir_slot_has_desc(f->slots[in->arr].kind) || f->slots[in->arr].ndim != 1
                 ? "ALLOC's sort is not of a 1-D array"
                 : NULL;
    if (in->arr < 0 || in->arr >= f->nslots || f->slots[in->arr].kind != KIR_SLOT_HEAP) return "ALLOC of a slot not HEAP";
    if (in->sub == 1 && (in->a < 0 || f->regs[in->a] != f->slots[in->arr].dtype)) return "ALLOC's fill is not of its dtype";
    if (in->sub == KIR_ALLOC_BIND) {
      const KirSlot *s = &f->slots[in->arr];
      if (in->b < 0 || in->b >= f->nslots || !kir_slot_has_desc(f->slots[in->b].kind) || f->slots[in->b].dtype != s->dtype ||
          f->slots[in->b].ndim != s->ndim || in->imm.i < 0 || in->imm.i >= f->nslots || !kir_slot_has_desc(f->slots[in->imm.i].kind))
        return "ALLOC's binding is not of an array of its type";
      return NULL;
    }
    if (in->sub == KIR_ALLOC_VIEW && (in->b < 0 || in->b >= f->nslots || !kir_slot_has_desc(f->slots[in->b].kind) ||
                                      f->slots[in->b].dtype != f->slots[in->arr].dtype))
      return "ALLOC's view is not of an array of its dtype";
    for (int k = 0; k < f->slots[in->arr].ndim; k++)
      if (in->idx[k] < 0 || f->regs[in->idx[k]] != DT_INT64) return "a dimension is not an int64";
    return NULL;
  case KIR_LOAD: case KIR_STORE: case KIR_ATOMIC: case KIR_SHAPE:
    if (in->arr < 0 || in->arr >= f->nslots) return "bad array slot";
    for (int k = 0; in->op != KIR_SHAPE && k < f->slots[in->arr].ndim; k++)
      if (in->idx[k] < 0 || f->regs[in->idx[k]] != DT_INT64) return "index is not an int64";
    return NULL;
  default: return NULL;
  }
}

const char *kir_verify(const KirFunc *f) {
  char stack[256];
  int depth = 0, loops = 0;
  for (int pc = 0; pc < f->ncode; pc++) {
    const KirInst *in = &f->code[pc];
    const char *msg = verify_inst(f, in);
    if (msg) return msg;
    char top = depth ? stack[depth - 1] : 0;
    switch (in->op) {
    case KIR_IF: case KIR_LOOP: case KIR_CALLBEGIN:
      if (depth == (int)sizeof stack) return "regions nested too deeply";
      stack[depth++] = (char)in->op;
      if (in->op == KIR_LOOP) loops++;
      break;
    case KIR_ELSE: if (top != KIR_IF) return "ELSE outside IF"; break;
    case KIR_ENDIF: if (top != KIR_IF) return "ENDIF without IF"; depth--; break;
    case KIR_LOOPCOND: case KIR_LATCH: if (top != KIR_LOOP) return "loop marker outside LOOP"; break;
    case KIR_ENDLOOP: if (top != KIR_LOOP) return "ENDLOOP without LOOP"; depth--; loops--; break;
    case KIR_CALLEND: if (top != KIR_CALLBEGIN) return "CALLEND without CALLBEGIN"; depth--; break;
    case KIR_BREAK: case KIR_CONTINUE: if (!loops) return "BREAK/CONTINUE outside a loop"; break;
    default: break;
    }
  }
  return depth ? "unclosed region" : NULL;
}

/* ---- constant hoisting: a CONST whose register nothing else writes moves to the entry, so
 * loops do not rebuild their constants on every iteration. Its `args` keeps where it was (1 +
 * the pc the instruction after it has now; 0: it was last): the debugger counts the variable
 * as set where a thread gets there ---- */

void kir_hoist_consts(KirFunc *f) {
  int *writes = rt_calloc((size_t)(f->nregs ? f->nregs : 1), sizeof(int));
  for (int pc = 0; pc < f->ncode; pc++)
    if (f->code[pc].d >= 0) writes[f->code[pc].d]++;
  KirInst *out = rt_malloc((size_t)(f->ncode ? f->ncode : 1) * sizeof *out);
  int n = 0, hoisted = 0;
  for (int pc = 0; pc < f->ncode; pc++)
    hoisted += f->code[pc].op == KIR_CONST && writes[f->code[pc].d] == 1;
  for (int pc = 0, kept = 0; pc < f->ncode; pc++) {
    bool h = f->code[pc].op == KIR_CONST && writes[f->code[pc].d] == 1;
    if (!h) kept++;
    else out[n++] = f->code[pc], out[n - 1].args = hoisted + kept < f->ncode ? hoisted + kept + 1 : 0;
  }
  for (int pc = 0; pc < f->ncode; pc++)
    if (!(f->code[pc].op == KIR_CONST && writes[f->code[pc].d] == 1)) out[n++] = f->code[pc];
  if (n) memcpy(f->code, out, (size_t)n * sizeof *out); /* no code: f->code may be NULL */
  free(out);
  free(writes);
}

bool kir_reg_read(const KirFunc *f, int r) {
  for (int pc = 0; pc < f->ncode; pc++) {
    const KirInst *in = &f->code[pc];
    if (in->a == r || in->b == r || in->c == r) return true;
    for (int k = 0; k < KIR_MAX_INDEX; k++)
      if (in->idx[k] == r && (in->op == KIR_LOAD || in->op == KIR_STORE || in->op == KIR_ATOMIC || in->op == KIR_ALLOC))
        return true;
  }
  for (int k = 0; k < f->nargs; k++)
    if (f->args[k].reg == r) return true;
  return f->ret >= 0 && r >= f->ret && r < f->ret + f->nret;
}

int kir_grid_sync_line(const KirFunc *f) {
  for (int pc = 0; pc < f->ncode; pc++)
    if (f->code[pc].op == KIR_BARRIER && f->code[pc].imm.i == 1)
      return f->code[pc].span.line > 0 ? f->code[pc].span.line : 1;
  return 0;
}
