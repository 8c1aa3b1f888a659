/* disasm.c — the disassembler, generated from the opcode list: names and operand formats
 * come from VM_OPCODES; a few opcodes get a comment resolving their constant or target. */
#include "disasm.h"

#include <string.h>

#include "../obj/objects.h"
#include "../obj/ops.h"
#include "vm_internal.h"

const char *const vm_op_names[OP_COUNT] = {
#define OP(name, fmt) #name,
    VM_OPCODES(OP)
#undef OP
};

const OpFormat vm_op_formats[OP_COUNT] = {
#define OP(name, fmt) FMT_##fmt,
    VM_OPCODES(OP)
#undef OP
};

static void print_const(const Proto *p, int64_t k, FILE *out) {
  if (k < 0 || k >= p->nconsts) {
    fprintf(out, "?");
    return;
  }
  Value v = p->consts[k];
  if (rt_is_type(v, &vm_proto_type)) {
    fprintf(out, "<code %s>", RT_AS(Proto, v)->name);
    return;
  }
  Value r = rt_repr(v);
  fprintf(out, "%s", rt_str_data(r));
  rt_decref(r);
}

static void comment(const Proto *p, int pc, Instr i, FILE *out) {
  OpCode op = I_OP(i);
  switch (op) {
    case OP_LOADK: case OP_IMPORT:
      fprintf(out, "  ; ");
      print_const(p, I_BX(i), out);
      break;
    case OP_GETATTR: case OP_SETATTR: case OP_IMPORTFROM: case OP_CLASSLOAD: case OP_DELATTR:
    case OP_LOADMETHOD: case OP_LOADSUPER: case OP_CLASSDONE:
      fprintf(out, "  ; ");
      print_const(p, I_C(i), out);
      break;
    case OP_ADDK: case OP_SUBK: case OP_MULK: case OP_MODK: case OP_FLOORDIVK:
      fprintf(out, "  ; ");
      print_const(p, I_CK(i), out);
      if (I_C(i) & VM_DYING_KB) fprintf(out, "; R%d dies", I_B(i));
      break;
    case OP_ADD: case OP_SUB: case OP_MUL: case OP_TRUEDIV: case OP_FLOORDIV: case OP_MOD:
    case OP_POW:
      if (I_C(i) & VM_DYING_B) fprintf(out, "  ; R%d dies", I_B(i));
      if (I_C(i) & VM_DYING_C) fprintf(out, "%s R%d dies", I_C(i) & VM_DYING_B ? "," : "  ;", I_CREG(i));
      break;
    case OP_GETGLOBAL: case OP_SETGLOBAL: case OP_DELGLOBAL:
      if (I_BX(i) < p->vm->nglobals) fprintf(out, "  ; %s", p->vm->gnames[I_BX(i)]);
      break;
    case OP_CALLG:
      if (I_C(i) < p->vm->nglobals) fprintf(out, "  ; %s", p->vm->gnames[I_C(i)]);
      break;
    case OP_CLOSURE:
      fprintf(out, "  ; ");
      print_const(p, I_B(i), out);
      break;
    case OP_CALL: case OP_CALLMETHOD:
      if (I_C(i)) {
        fprintf(out, "  ; keywords ");
        print_const(p, I_C(i) - 1, out);
      }
      break;
    case OP_CCARGS:
      fprintf(out, "  ; ");
      print_const(p, VM_CC_NAME(i), out);
      for (int k = 0; k < VM_CC_NARGS(i); k++) {
        fprintf(out, k ? ", " : " (");
        if (VM_CC_KIND(i, k) == VM_CC_CONST) print_const(p, VM_CC_ARG(i, k), out);
        else fprintf(out, "%s%d", VM_CC_KIND(i, k) == VM_CC_GLOBAL ? "G" : "R", VM_CC_ARG(i, k));
      }
      fprintf(out, VM_CC_NARGS(i) ? ")" : " ()");
      break;
    case OP_BINOP: case OP_INPLACE:
      if (I_C(i) < RT_BINOP_COUNT) fprintf(out, "  ; %s", rt_binop_symbols[I_C(i)]);
      break;
    default:
      break;
  }
  if ((op == OP_NEG || op == OP_ADD || op == OP_SUB || op == OP_MUL || op == OP_TRUEDIV ||
       op == OP_POW || op == OP_ADDK || op == OP_SUBK || op == OP_MULK) && (I_C(i) & VM_FUSE_SITE))
    fprintf(out, "  ; fusion site");
  OpFormat f = vm_op_formats[op];
  if ((f == FMT_AsBx && op != OP_LOADI) || f == FMT_sBx) fprintf(out, "  ; to %lld", (long long)(pc + 1 + I_SBX(i)));
  if (f == FMT_ABsC) fprintf(out, "  ; to %d", pc + 1 + I_SC(i));
}

/* C without the dying-temporary flags of the arithmetic opcodes. */
static int arith_c(Instr i) {
  switch (I_OP(i)) {
    case OP_ADD: case OP_SUB: case OP_MUL: case OP_TRUEDIV: case OP_FLOORDIV: case OP_MOD:
    case OP_POW: return I_CREG(i);
    case OP_ADDK: case OP_SUBK: case OP_MULK: case OP_MODK: case OP_FLOORDIVK: return I_CK(i);
    default: return I_C(i);
  }
}

void vm_disassemble_instr(const Proto *p, int pc, FILE *out) {
  Instr i = p->code[pc];
  OpCode op = I_OP(i);
  fprintf(out, "%5d  [%d]\t%-12s", pc, p->spans[pc].line, vm_op_names[op]);
  switch (vm_op_formats[op]) {
    case FMT_N: break;
    case FMT_A: fprintf(out, "%d", I_A(i)); break;
    case FMT_AB: fprintf(out, "%d %d", I_A(i), I_B(i)); break;
    case FMT_ABC: fprintf(out, "%d %d %d", I_A(i), I_B(i), arith_c(i)); break;
    case FMT_ABx: fprintf(out, "%d %lld", I_A(i), (long long)I_BX(i)); break;
    case FMT_AsBx: fprintf(out, "%d %lld", I_A(i), (long long)I_SBX(i)); break;
    case FMT_sBx: fprintf(out, "%lld", (long long)I_SBX(i)); break;
    case FMT_ABsC: fprintf(out, "%d %d %d", I_A(i), I_B(i), I_SC(i)); break;
  }
  comment(p, pc, i, out);
  fputc('\n', out);
}

void vm_disassemble_proto(const Proto *p, FILE *out) {
  fprintf(out, "function %s (%d params, %d registers, %d constants, %d free)\n", p->name,
          p->nparams, p->nregs, p->nconsts, p->nfree);
  for (int r = 0; r < p->nregs; r++) {
    if (p->regnames[r]) fprintf(out, "  ; R%d = %s\n", r, p->regnames[r]);
  }
  for (int pc = 0; pc < p->ncode; pc++) vm_disassemble_instr(p, pc, out);
  for (int k = 0; k < p->nhandlers; k++) {
    const ExcHandler *h = &p->handlers[k];
    fprintf(out, "  ; handler [%d, %d) -> %d, exception in R%d, depth %d\n", h->start, h->end,
            h->target, h->reg, h->depth);
  }
  for (int k = 0; k < p->nconsts; k++) {
    if (rt_is_type(p->consts[k], &vm_proto_type)) {
      fputc('\n', out);
      vm_disassemble_proto(RT_AS(Proto, p->consts[k]), out);
    }
  }
}
